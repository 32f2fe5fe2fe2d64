import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { firstName } from '../../../lib/format';
import { useAlertasAoVivo, useAlertasDiscente, useClearHorarioDia, useHorarioBusca } from '../api/alertas';
import { AlertCard } from './alert-card';
import { ClockIcon, HeartIcon, HouseIcon } from './icons';
import { whoWasTold } from './who-was-told';
import styles from './alertas.module.css';
import { QueryError } from '../../../components/query-error';
import { lazyDialog } from '../../../components/lazy-dialog';

// The forms behind the buttons load when first opened: the dashboard shows the buttons, not the forms.
const AttentionDialog = lazyDialog(() => import('./attention-dialog').then((m) => m.AttentionDialog));
const PickupTodayDialog = lazyDialog(() => import('./pickup-today-dialog').then((m) => m.PickupTodayDialog));
const LateDialog = lazyDialog(() => import('./report-dialogs').then((m) => m.LateDialog));
const AbsenceDialog = lazyDialog(() => import('./report-dialogs').then((m) => m.AbsenceDialog));

type Open = 'atraso' | 'ausencia' | 'atencao' | 'busca' | null;

/**
 * The guardian's dashboard, for the selected child: today's alerts about the child (the school's, to
 * acknowledge with 'Estou ciente', and the family's own), today's pickup time with 'Mudar só hoje', and three
 * calm ways to tell the class: running late, not coming today, needs attention.
 */
export function GuardianAlerts({ child }: { child: { idDisc: string; nomeDisc: string } | undefined }) {
  const { t, i18n } = useTranslation();
  const { formatClock } = useFormatters();
  const alertas = useAlertasDiscente(child?.idDisc);
  useAlertasAoVivo({ equipe: false });
  const horario = useHorarioBusca(child?.idDisc);
  const clear = useClearHorarioDia(child?.idDisc ?? '');
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState('');

  if (!child) return null;
  const nome = firstName(child.nomeDisc);
  const itens = alertas.data?.itens ?? [];
  const hoje = horario.data?.hoje;
  const close = () => setOpen(null);
  const finished = (message: string) => () => {
    setOpen(null);
    setDone(message);
  };
  const start = (which: Open) => () => {
    setDone('');
    setOpen(which);
  };

  return (
    <section className={styles.panel} aria-labelledby="alertas-familia">
      <h2 id="alertas-familia" className={styles.panelTitle}>
        {t('alertas.guardian.title', { nome })}
      </h2>

      {alertas.isError && <QueryError error={alertas.error} onRetry={alertas.refetch} />}
      {alertas.data &&
        (itens.length === 0 ? (
          <p className={styles.calm}>{t('alertas.guardian.nenhum', { nome })}</p>
        ) : (
          <ul className={styles.list}>
            {itens.map((a) => (
              <li key={a.idAlerta}>
                <AlertCard alerta={a} />
              </li>
            ))}
          </ul>
        ))}

      {hoje && (
        <div className={styles.pickup}>
          <span className={styles.pickupIcon}>
            <ClockIcon />
          </span>
          <p className={styles.pickupText}>
            {hoje.horario
              ? t('alertas.busca.hoje', { hora: formatClock(hoje.horario) })
              : t('alertas.busca.semHorario')}
            {hoje.ajustado && <span className={styles.adjusted}> {t('alertas.busca.ajustado')}</span>}
          </p>
          <div className={styles.pickupActions}>
            <Button variant="secondary" onClick={start('busca')}>
              {t('alertas.busca.mudarHoje')}
            </Button>
            {hoje.ajustado && (
              <Button
                variant="ghost"
                disabled={clear.isPending}
                onClick={() =>
                  clear.mutate(hoje.data, { onSuccess: () => setDone(t('alertas.busca.voltou')) })
                }
              >
                {t('alertas.busca.voltar')}
              </Button>
            )}
          </div>
        </div>
      )}
      {clear.isError && <Alert>{clear.error.message}</Alert>}

      <h3 className={styles.subTitle}>{t('alertas.guardian.avisar')}</h3>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={start('atraso')}>
          <ClockIcon /> {t('alertas.guardian.atraso')}
        </button>
        <button type="button" className={styles.action} onClick={start('ausencia')}>
          <HouseIcon /> {t('alertas.guardian.ausencia')}
        </button>
        <button type="button" className={styles.action} onClick={start('atencao')}>
          <HeartIcon /> {t('alertas.guardian.atencao')}
        </button>
      </div>
      <p role="status" className={styles.done}>
        {done}
      </p>

      <LateDialog
        open={open === 'atraso'}
        onClose={close}
        onSent={finished(t('alertas.guardian.enviado'))}
        idDisc={child.idDisc}
        nome={nome}
      />
      <AbsenceDialog
        open={open === 'ausencia'}
        onClose={close}
        onSent={(avisados) => finished(whoWasTold(t, i18n.language, nome, avisados))()}
        idDisc={child.idDisc}
        nome={nome}
      />
      <AttentionDialog
        open={open === 'atencao'}
        onClose={close}
        onSent={finished(t('alertas.guardian.enviado'))}
        child={child}
        title={t('alertas.atencao.titleFamilia', { nome })}
        hint={t('alertas.atencao.hintFamilia')}
      />
      {hoje && (
        <PickupTodayDialog
          open={open === 'busca'}
          onClose={close}
          onSaved={finished(t('alertas.busca.salvo'))}
          idDisc={child.idDisc}
          nome={nome}
          data={hoje.data}
          atual={hoje.horario}
        />
      )}
    </section>
  );
}
