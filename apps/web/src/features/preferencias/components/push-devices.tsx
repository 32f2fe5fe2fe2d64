import type { PushAparelho } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { QueryError } from '../../../components/query-error';
import { thisDeviceId } from '../../../lib/pwa';
import { usePushDevices, useRemovePushDevice } from '../api/preferencias';
import styles from './preferencias.module.css';

/**
 * The account's devices that get notifications: a phone lost or a laptop given away can be removed from
 * here. This browser is marked and is turned off with the switch above (which also drops its subscription).
 */
export function PushDevices() {
  const { t, i18n } = useTranslation();
  const devices = usePushDevices();
  const remove = useRemovePushDevice();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  if (devices.isError) return <QueryError error={devices.error} onRetry={devices.refetch} />;
  if (!devices.data || devices.data.length === 0) return null;
  const mine = thisDeviceId();

  const item = (d: PushAparelho) => {
    const title = d.descricao ?? t('pwa.push.aparelhos.desconhecido');
    const este = d.idAparelho === mine;
    return (
      <li key={d.idAparelho} className={styles.pushDevice} data-este={este || undefined}>
        <div className={styles.pushDeviceBody}>
          <p className={styles.pushDeviceTitle}>
            <span>{title}</span>
            {este && <span className={styles.pushDeviceBadge}>{t('pwa.push.aparelhos.este')}</span>}
          </p>
          <p className={styles.pushDeviceMeta}>
            {t('pwa.push.aparelhos.desde', { when: when(d.ativadoEm) })} ·{' '}
            {d.ultimoEnvio
              ? t('pwa.push.aparelhos.ultimo', { when: when(d.ultimoEnvio) })
              : t('pwa.push.aparelhos.nenhumaAinda')}
          </p>
        </div>
        {!este && (
          <Button
            variant="secondary"
            onClick={() => remove.mutate(d.idAparelho)}
            disabled={remove.isPending}
            aria-busy={remove.isPending && remove.variables === d.idAparelho}
            aria-label={t('pwa.push.aparelhos.removerLabel', { title })}
          >
            {t('pwa.push.aparelhos.remover')}
          </Button>
        )}
      </li>
    );
  };

  return (
    <section className={styles.pushDevices} aria-labelledby="push-aparelhos-titulo">
      <h3 id="push-aparelhos-titulo" className={styles.pushDevicesTitle}>
        {t('pwa.push.aparelhos.titulo')}
      </h3>
      <ul className={styles.pushDeviceList}>{devices.data.map(item)}</ul>
      <p role="status" className={styles.status}>
        {remove.isSuccess && !remove.isPending ? t('pwa.push.aparelhos.removido') : ''}
      </p>
      {remove.isError && <Alert>{remove.error.message}</Alert>}
    </section>
  );
}
