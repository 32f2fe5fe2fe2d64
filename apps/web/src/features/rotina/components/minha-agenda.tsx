import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../lib/labels';
import { Avatar } from '../../../components/avatar';
import { PageLoader } from '../../../components/page-loader';
import { firstName } from '../../../lib/format';
import { useRotinaDiscente } from '../api/rotina';
import { RotinaGrid } from './rotina-grid';
import { semanaDe } from './semana';
import { WeekNav } from './week-nav';
import styles from './rotina.module.css';
import { QueryError } from '../../../components/query-error';

type Props = { nomeResp: string; ftPerfilResp: string | null; child: { idDisc: string; nomeDisc: string } };

/** 'Minha agenda': the week of each class the chosen child is in, this week first. */
export function MinhaAgenda({ nomeResp, ftPerfilResp, child }: Props) {
  const { t } = useTranslation();
  const labels = useLabels();
  const [semana, setSemana] = useState<string | undefined>();
  const rotina = useRotinaDiscente(child.idDisc, semana);
  // The answer names the child too (offline, the page knows only the child's id).
  const nome = firstName(rotina.data?.nomeDisc ?? child.nomeDisc);

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{t('rotina.title')}</h1>
          <p className={styles.muted}>{t('rotina.subtitle', { name: nome })}</p>
        </div>
        <div className={styles.who}>
          <Avatar name={nomeResp} photo={ftPerfilResp} size={52} />
          <span>{firstName(nomeResp)}</span>
        </div>
      </header>
      {rotina.isPending && <PageLoader />}
      {rotina.isError && <QueryError error={rotina.error} onRetry={rotina.refetch} />}
      {rotina.data && (
        <>
          <WeekNav
            semana={rotina.data.semana}
            atual={rotina.data.semana === semanaDe(rotina.data.hoje)}
            onChange={setSemana}
          />
          {rotina.data.turmas.length === 0 && (
            <p className={styles.muted}>{t('rotina.semTurma', { name: nome })}</p>
          )}
          {rotina.data.turmas.map((turma) => (
            <section key={turma.idTurma} className={styles.turma} aria-labelledby={`turma-${turma.idTurma}`}>
              <h2 id={`turma-${turma.idTurma}`} className={styles.turmaTitle}>
                {turma.nomeTurma} <span className={styles.muted}>· {labels.shift(turma.periodo)}</span>
              </h2>
              {turma.celulas.length === 0 && <p className={styles.muted}>{t('rotina.semanaVazia')}</p>}
              <RotinaGrid
                key={turma.semana}
                titulo={t('rotina.gridTitle', { turma: turma.nomeTurma })}
                semana={turma.semana}
                hoje={turma.hoje}
                celulas={turma.celulas}
              />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
