import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { useAlertasAoVivo, useAlertasTurma, useTurmasEquipe } from '../api/alertas';
import { AbsenceTimeSetting } from './absence-time-setting';
import { AlertCard } from './alert-card';
import { AttentionDialog } from './attention-dialog';
import { HeartIcon } from './icons';
import { PickupTable } from './pickup-table';
import styles from './alertas.module.css';
import { QueryError } from '../../../components/query-error';

/**
 * /alertas for educators and the director: today's alerts of a class (the families' reports, unexpected
 * absences, the school's own, open first), 'Sinalizar atenção' for a child, the class's pickup times, and
 * for the director the arrival limit that raises the unexpected-absence alert.
 */
export function StaffAlerts({ director }: { director: boolean }) {
  const { t } = useTranslation();
  const selectId = useId();
  const turmas = useTurmasEquipe();
  const [chosen, setChosen] = useState('');
  const [raising, setRaising] = useState(false);
  const [done, setDone] = useState('');
  const list = turmas.data ?? [];
  const turma = list.find((x) => x.idTurma === chosen) ?? list[0];
  const alertas = useAlertasTurma(turma?.idTurma);
  useAlertasAoVivo({ equipe: true });

  if (turmas.isPending) return <PageLoader />;
  if (turmas.isError) return <QueryError error={turmas.error} onRetry={turmas.refetch} />;
  const itens = alertas.data?.itens ?? [];
  const abertos = itens.filter((a) => a.confirmacao === null).length;

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('alertas.staff.title')}</h1>
        <p className={styles.calm}>{t('alertas.staff.subtitle')}</p>
      </header>

      {list.length === 0 && <p className={styles.calm}>{t('alertas.staff.semTurmas')}</p>}
      {list.length > 1 && (
        <div className={styles.chooser}>
          <label htmlFor={selectId} className={styles.chooserLabel}>
            {t('alertas.staff.turma')}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={turma?.idTurma ?? ''}
            onChange={(e) => setChosen(e.target.value)}
          >
            {list.map((x) => (
              <option key={x.idTurma} value={x.idTurma}>
                {x.nomeTurma}
              </option>
            ))}
          </select>
        </div>
      )}

      {turma && (
        <section className={styles.panel} aria-labelledby="alertas-turma">
          <div className={styles.panelHead}>
            <div>
              <h2 id="alertas-turma" className={styles.panelTitle}>
                {turma.nomeTurma}
              </h2>
              {alertas.data && (
                <p className={styles.calm}>{t('alertas.staff.abertos', { count: abertos })}</p>
              )}
            </div>
            <Button
              onClick={() => {
                setDone('');
                setRaising(true);
              }}
            >
              <HeartIcon /> {t('alertas.staff.sinalizar')}
            </Button>
          </div>
          {alertas.isError && <QueryError error={alertas.error} onRetry={alertas.refetch} />}
          {alertas.data && itens.length === 0 && <p className={styles.calm}>{t('alertas.staff.nenhum')}</p>}
          {itens.length > 0 && (
            <ul className={styles.list}>
              {itens.map((a) => (
                <li key={a.idAlerta}>
                  <AlertCard alerta={a} showChild />
                </li>
              ))}
            </ul>
          )}
          <p role="status" className={styles.done}>
            {done}
          </p>
          <AttentionDialog
            open={raising}
            onClose={() => setRaising(false)}
            onSent={() => {
              setRaising(false);
              setDone(t('alertas.staff.enviado'));
            }}
            options={turma.discentes}
            title={t('alertas.atencao.titleEquipe')}
            hint={t('alertas.atencao.hintEquipe')}
          />
        </section>
      )}

      {turma && <PickupTable idTurma={turma.idTurma} nomeTurma={turma.nomeTurma} />}
      {director && <AbsenceTimeSetting />}
    </div>
  );
}
