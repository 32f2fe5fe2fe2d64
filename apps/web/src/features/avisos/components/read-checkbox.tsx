import type { AvisoRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { useChosenWhileSaving } from '../../../lib/use-chosen-while-saving';
import { useSetLeitura } from '../api/avisos';
import styles from './avisos.module.css';

/**
 * The spec's 'Não Lido' checkbox: ticking it marks the notice read for this guardian (a receipt the sender
 * sees). For 'Importante' the tick is the acknowledgement and stays.
 */
export function ReadCheckbox({ aviso }: { aviso: AvisoRead }) {
  const { t } = useTranslation();
  const setLeitura = useSetLeitura();
  // Shown at once, until the list has the receipt (it is fetched again after the save) or the save fails.
  const { shown, choose, settle } = useChosenWhileSaving({ lido: aviso.lido ?? false });
  const { lido } = shown;
  const importante = aviso.importancia === 'Importante';
  const label = importante
    ? lido
      ? t('avisos.acknowledged')
      : t('avisos.acknowledge')
    : lido
      ? t('avisos.read')
      : t('avisos.unread');
  return (
    <label className={styles.readToggle} data-lido={lido}>
      <input
        type="checkbox"
        aria-label={
          importante
            ? t('avisos.acknowledgeAria', { title: aviso.tituloAviso })
            : t('avisos.markReadAria', { title: aviso.tituloAviso })
        }
        checked={lido}
        disabled={setLeitura.isPending || (importante && lido)}
        onChange={(e) => {
          const next = e.target.checked;
          choose({ lido: next });
          setLeitura.mutate({ idAviso: aviso.idAviso, lido: next }, { onSettled: settle });
        }}
      />
      {label}
      {setLeitura.error && <span className={styles.readError}>{setLeitura.error.message}</span>}
    </label>
  );
}
