import type { TurmaRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './turmas.module.css';

/**
 * The children an educator asked for that wait for the director: named on the class card (they are not
 * in the class yet); the director gets the way to decide.
 */
export function PendingChildren({ turma, director }: { turma: TurmaRead; director: boolean }) {
  const { t } = useTranslation();
  const pendentes = turma.discentesPendentes ?? [];
  if (pendentes.length === 0) return null;
  return (
    <p className={styles.pendingNote}>
      <strong>{t('turmas.approval.waiting')}:</strong> {pendentes.map((d) => d.nomeDisc).join(', ')}
      {director && (
        <>
          {' · '}
          <Link to="/solicitacoes">{t('turmas.approval.decide')}</Link>
        </>
      )}
    </p>
  );
}
