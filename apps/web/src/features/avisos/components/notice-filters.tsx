import { importancias, type Importancia } from '@lunna/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './avisos.module.css';

type Props = {
  importancia: Importancia | '';
  onImportancia: (value: Importancia | '') => void;
  naoLidos?: { value: boolean; onChange: (value: boolean) => void };
};

export function NoticeFilters({ importancia, onImportancia, naoLidos }: Props) {
  const { t } = useTranslation();
  const selectId = useId();
  return (
    <div className={styles.filters} role="group" aria-label={t('avisos.filters')}>
      <label htmlFor={selectId} className={styles.filterLabel}>
        {t('avisos.filterImportance')}
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={importancia}
        onChange={(e) => onImportancia(e.target.value as Importancia | '')}
      >
        <option value="">{t('avisos.all')}</option>
        {importancias.map((value) => (
          <option key={value} value={value}>
            {t(`avisos.importancia.${value}`)}
          </option>
        ))}
      </select>
      {naoLidos && (
        <label className={styles.filterCheck}>
          <input
            type="checkbox"
            checked={naoLidos.value}
            onChange={(e) => naoLidos.onChange(e.target.checked)}
          />
          {t('avisos.onlyUnread')}
        </label>
      )}
    </div>
  );
}
