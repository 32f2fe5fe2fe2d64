import type { TurmaRead } from '@lunna/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Button, ButtonLink } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PageLoader } from '../../../components/page-loader';
import { firstName } from '../../../lib/format';
import temaStyles from '../../../styles/temas.module.css';
import { useArchiveTurma, useTurmas } from '../api/turmas';
import { ClassChildren, HealthSummary } from './class-children';
import { PendingChildren } from './pending-children';
import { EditChildrenDialog } from './edit-children-dialog';
import styles from './turmas.module.css';

const MAX_FACES = 6;

/**
 * Home of educators and the director: their classes with theme, shift and children, and what they can do
 * with each. `today` goes under the greeting (the shift, the director's today), composed by the route.
 */
export function StaffHome({
  nome,
  escola,
  director,
  today,
}: {
  nome: string;
  escola: string;
  director: boolean;
  today?: ReactNode;
}) {
  const { t } = useTranslation();
  const turmas = useTurmas();
  const archive = useArchiveTurma();
  const [editing, setEditing] = useState<TurmaRead | null>(null);
  const [archiving, setArchiving] = useState<TurmaRead | null>(null);

  return (
    <div className={styles.home}>
      <header className={styles.homeHeader}>
        <div>
          <h1>{t('dashboard.greeting', { name: firstName(nome) })}</h1>
          <p className={styles.muted}>{escola}</p>
        </div>
        <div className={styles.homeActions}>
          {/* Attendance first: what an educator opens most, from the first screen. */}
          <ButtonLink to="/presenca">{t('turmas.goToAttendance')}</ButtonLink>
          <ButtonLink to="/avisos" variant="secondary">
            {t('turmas.goToNotices')}
          </ButtonLink>
        </div>
      </header>

      {today}

      <section aria-labelledby="minhas-turmas">
        <h2 id="minhas-turmas" className={styles.sectionTitle}>
          {director ? t('turmas.schoolClasses') : t('turmas.myClasses')}
        </h2>
        {turmas.isPending && <PageLoader />}
        {turmas.isError && <Alert>{turmas.error.message}</Alert>}
        {turmas.data?.length === 0 && <p className={styles.muted}>{t('turmas.noneYetHome')}</p>}
        {turmas.data && turmas.data.length > 0 && (
          <ul className={styles.cards}>
            {turmas.data.map((turma) => (
              <li key={turma.idTurma} className={[styles.card, temaStyles[turma.tema]].join(' ')}>
                <div className={styles.cardTop}>
                  <h3 className={styles.cardTitle}>{turma.nomeTurma}</h3>
                  <p className={styles.cardMeta}>
                    {t(`turmas.periodos.${turma.periodo}`)} ·{' '}
                    {t('turmas.children', { count: turma.quantidadeAlunos })}
                  </p>
                </div>
                <div className={styles.faces} aria-hidden="true">
                  {turma.discentes.slice(0, MAX_FACES).map((d) => (
                    <Avatar key={d.idDisc} name={d.nomeDisc} photo={d.imgDisc} size={36} />
                  ))}
                  {turma.discentes.length > MAX_FACES && (
                    <span className={styles.more}>+{turma.discentes.length - MAX_FACES}</span>
                  )}
                </div>
                {turma.pedagogos.length > 0 && (
                  <p className={styles.cardMeta}>
                    {t('turmas.taughtBy', { names: turma.pedagogos.map((p) => p.nome).join(', ') })}
                  </p>
                )}
                <PendingChildren turma={turma} director={director} />
                <HealthSummary discentes={turma.discentes} />
                <ClassChildren turma={turma} />
                <div className={styles.cardActions}>
                  <Button
                    variant="secondary"
                    onClick={() => setEditing(turma)}
                    aria-label={t('turmas.editChildrenOf', { name: turma.nomeTurma })}
                  >
                    {t('turmas.editChildren')}
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => setArchiving(turma)}
                    aria-label={t('turmas.archiveOf', { name: turma.nomeTurma })}
                  >
                    {t('turmas.archive')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {editing && <EditChildrenDialog turma={editing} director={director} onClose={() => setEditing(null)} />}
      <Dialog
        open={archiving !== null}
        onClose={() => setArchiving(null)}
        title={t('turmas.archiveTitle', { name: archiving?.nomeTurma ?? '' })}
      >
        <div className={styles.form}>
          <p>{t('turmas.archiveText')}</p>
          {archive.error && <Alert>{archive.error.message}</Alert>}
          <div className={styles.cardActions}>
            <Button
              onClick={() =>
                archiving && archive.mutate(archiving.idTurma, { onSuccess: () => setArchiving(null) })
              }
              disabled={archive.isPending}
            >
              {t('turmas.archiveConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setArchiving(null)}>
              {t('common.back')}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
