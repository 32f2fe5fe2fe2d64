import { useTranslation } from 'react-i18next';
import { FieldMessages } from '../../../components/field-messages';
import fieldStyles from '../../../components/field.module.css';
import { useFieldIds } from '../../../components/use-field-ids';
import { useTurmasDaEscola } from '../api/equipe';
import styles from './equipe.module.css';

type Props = {
  legend: string;
  selected: string[];
  onChange: (turmaIds: string[]) => void;
  error?: string | undefined;
};

/** The school's classes as checkboxes (an educator may teach several). */
export function TurmaChoices({ legend, selected, onChange, error }: Props) {
  const { t } = useTranslation();
  const turmas = useTurmasDaEscola();
  const ids = useFieldIds(false, Boolean(error));
  const toggle = (idTurma: string, on: boolean) =>
    onChange(on ? [...selected, idTurma] : selected.filter((id) => id !== idTurma));

  return (
    <fieldset className={fieldStyles.group} aria-describedby={ids.describedBy}>
      <legend className={[fieldStyles.legend, fieldStyles.label].join(' ')}>{legend}</legend>
      {turmas.isPending && <p className={styles.empty}>{t('common.loading')}</p>}
      {turmas.isError && <p className={styles.empty}>{turmas.error.message}</p>}
      {turmas.data?.length === 0 && <p className={styles.empty}>{t('equipe.turmas.none')}</p>}
      {turmas.data && turmas.data.length > 0 && (
        <div className={fieldStyles.choices}>
          {turmas.data.map((turma) => (
            <label key={turma.idTurma} className={fieldStyles.choice}>
              <input
                type="checkbox"
                checked={selected.includes(turma.idTurma)}
                onChange={(e) => toggle(turma.idTurma, e.target.checked)}
              />
              {turma.nomeTurma}
            </label>
          ))}
        </div>
      )}
      <FieldMessages error={error} errorId={ids.errorId} hintId={ids.hintId} />
    </fieldset>
  );
}
