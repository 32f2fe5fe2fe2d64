import type { TurmaRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import temaStyles from '../../../styles/temas.module.css';
import styles from './turmas.module.css';

/** Step 0 'Escolha a Turma': the classes the educator can write to, and 'Criar nova turma'. */
export function ChooseTurmaStep({
  turmas,
  onChoose,
  onCreate,
}: {
  turmas: TurmaRead[];
  onChoose: (turma: TurmaRead) => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      {turmas.length === 0 ? (
        <p className={styles.muted}>{t('turmas.noneYet')}</p>
      ) : (
        <ul className={styles.chooseList}>
          {turmas.map((turma) => (
            <li key={turma.idTurma}>
              <button
                type="button"
                className={[styles.chooseButton, temaStyles[turma.tema]].join(' ')}
                onClick={() => onChoose(turma)}
              >
                <span className={styles.chooseName}>{turma.nomeTurma}</span>
                <span className={styles.muted}>
                  {t(`turmas.periodos.${turma.periodo}`)} ·{' '}
                  {t('turmas.children', { count: turma.quantidadeAlunos })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={onCreate}>
        {t('turmas.createNew')}
      </Button>
    </div>
  );
}
