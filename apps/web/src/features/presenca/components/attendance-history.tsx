import type { EventoPresenca } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { firstName } from '../../../lib/format';
import { useHistorico } from '../api/presenca';
import { dayLabel, monthLabel, shiftMonth } from './dates';
import { ExcecaoMark } from './status-badge';
import styles from './presenca.module.css';
import { QueryError } from '../../../components/query-error';

type Child = { idDisc: string; nomeDisc: string; imgDisc: string | null };

function EventLine({ evento }: { evento: EventoPresenca }) {
  const { t } = useTranslation();
  const { formatClock } = useFormatters();
  const nome = evento.pessoa?.nome ?? '';
  if (evento.tipo === 'falta') {
    return <li className={styles.event}>{t('presenca.history.falta', { motivo: evento.motivo ?? '' })}</li>;
  }
  if (evento.tipo === 'entrada') {
    return (
      <li className={styles.event}>
        {t('presenca.history.entrada', { hora: formatClock(evento.hora), nome })}
      </li>
    );
  }
  return (
    <li className={styles.event}>
      {t('presenca.history.saida', { hora: formatClock(evento.hora), nome })}
      {evento.excecao && <ExcecaoMark />}
      {evento.excecao && evento.motivo && (
        <p className={styles.eventReason}>{t('presenca.history.motivoExcecao', { motivo: evento.motivo })}</p>
      )}
    </li>
  );
}

/** The guardian's month of attendance of the selected child: each day, who brought and took the child, and when. */
export function AttendanceHistory({ child }: { child: Child }) {
  const { t, i18n } = useTranslation();
  const [mes, setMes] = useState<string | undefined>(undefined);
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const historico = useHistorico(child.idDisc, mes);
  const shown = historico.data?.mes;
  // The school's current month comes from the server (its clock and time zone), not from this device.
  if (!mes && shown && current !== shown) setCurrent(shown);

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div className={styles.cardTop}>
          <Avatar name={child.nomeDisc} photo={child.imgDisc} size={64} />
          <div>
            <h1 className={styles.pageTitle}>
              {t('presenca.history.title', { nome: firstName(child.nomeDisc) })}
            </h1>
            <p className={styles.muted}>{t('presenca.history.intro')}</p>
          </div>
        </div>
      </header>

      {shown && (
        <nav className={styles.monthNav} aria-label={t('presenca.history.monthNav')}>
          <Button variant="ghost" onClick={() => setMes(shiftMonth(shown, -1))}>
            <span aria-hidden="true">‹ </span>
            {t('presenca.history.previous')}
          </Button>
          <h2 className={styles.monthLabel} aria-live="polite">
            {monthLabel(shown, i18n.language)}
          </h2>
          <Button
            variant="ghost"
            disabled={!current || shown >= current}
            onClick={() => setMes(shiftMonth(shown, 1))}
          >
            {t('presenca.history.next')}
            <span aria-hidden="true"> ›</span>
          </Button>
        </nav>
      )}

      {historico.isPending && <PageLoader />}
      {historico.isError && <QueryError error={historico.error} onRetry={historico.refetch} />}
      {historico.data && historico.data.dias.length === 0 && (
        <p className={styles.empty}>{t('presenca.history.empty')}</p>
      )}
      {historico.data && historico.data.dias.length > 0 && (
        <ul className={styles.days}>
          {historico.data.dias.map((dia) => (
            <li key={dia.data} className={styles.day}>
              <p className={styles.dayDate}>{dayLabel(dia.data, i18n.language)}</p>
              <ul className={styles.events}>
                {dia.eventos.map((e) => (
                  <EventLine key={e.idPresenca} evento={e} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
