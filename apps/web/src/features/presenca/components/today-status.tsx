import type { PresencaHoje } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { firstName } from '../../../lib/format';
import { useCodigoEntrega, usePresencaHoje } from '../api/presenca';
import { ExcecaoMark } from './status-badge';
import styles from './presenca.module.css';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';

/** 123456 → "123 456": two groups are easier to read out at the door. */
const grouped = (codigo: string) => `${codigo.slice(0, 3)} ${codigo.slice(3)}`;

function StatusLine({ hoje }: { hoje: PresencaHoje }) {
  const { t } = useTranslation();
  const { formatClock } = useFormatters();
  switch (hoje.status) {
    case 'em_casa':
      return <>{t('presenca.guardian.em_casa')}</>;
    case 'na_escola':
      return (
        <>
          {t('presenca.guardian.na_escola', {
            hora: formatClock(hoje.entrada?.hora ?? hoje.desde ?? ''),
            nome: hoje.entrada?.pessoa.nome ?? '',
          })}
        </>
      );
    case 'buscado':
      return (
        <>
          {t('presenca.guardian.buscado', {
            hora: formatClock(hoje.saida?.hora ?? hoje.desde ?? ''),
            nome: hoje.saida?.pessoa.nome ?? '',
          })}{' '}
          {hoje.saida?.excecao && <ExcecaoMark />}
        </>
      );
    case 'falta':
      return <>{t('presenca.guardian.falta', { motivo: hoje.falta?.motivo ?? '' })}</>;
  }
}

/**
 * Today at school for the guardian's selected child (dashboard): where the child is, and while the child is
 * there, the day's hand-over code to pass on to whoever picks up. Polled every 30 s and on focus.
 */
export function TodayStatus({ child }: { child: { idDisc: string; nomeDisc: string } | undefined }) {
  const { t } = useTranslation();
  const hoje = usePresencaHoje(child?.idDisc);
  const atSchool = hoje.data?.status === 'na_escola';
  const codigo = useCodigoEntrega(child?.idDisc, atSchool);

  if (!child) return null;
  if (hoje.isError) return <QueryError error={hoje.error} onRetry={hoje.refetch} />;
  if (!hoje.data) return null;

  return (
    <section className={styles.today} aria-labelledby="presenca-hoje">
      <div className={styles.todayMain}>
        <h2 id="presenca-hoje" className={styles.todayTitle}>
          {t('presenca.guardian.title', { nome: firstName(child.nomeDisc) })}
        </h2>
        <p className={styles.todayStatus} aria-live="polite">
          <StatusLine hoje={hoje.data} />
        </p>
      </div>
      {atSchool && codigo.error instanceof ApiError && codigo.error.status === 403 && (
        <p className={styles.codeHint}>{t('presenca.guardian.codigoIndisponivel')}</p>
      )}
      {atSchool && codigo.data && (
        <div className={styles.code}>
          <p className={styles.codeLabel}>{t('presenca.guardian.codigoTitle')}</p>
          <p className={styles.codeValue} data-codigo={codigo.data.codigo}>
            {grouped(codigo.data.codigo)}
          </p>
          <p className={styles.codeHint}>{t('presenca.guardian.codigoHint')}</p>
        </div>
      )}
    </section>
  );
}
