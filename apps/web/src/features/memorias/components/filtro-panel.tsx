import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Filtro } from '../api/memorias';
import styles from './memorias.module.css';

/** 'Filtrar': 'Data' ticked = newest first; 'Favoritos' shows only the hearted photos. */
export function FiltroPanel({
  filtro,
  onChange,
  favoritos = true,
}: {
  filtro: Filtro;
  onChange: (f: Filtro) => void;
  favoritos?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.filter} aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`} className={styles.filterTitle}>
        {t('memorias.filtro.titulo')}
      </h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filtro.recentes}
          onChange={(e) => onChange({ ...filtro, recentes: e.target.checked })}
          aria-describedby={`${id}-d`}
        />
        {t('memorias.filtro.data')}
      </label>
      <span id={`${id}-d`} className={styles.muted}>
        {filtro.recentes ? t('memorias.filtro.recentes') : t('memorias.filtro.antigas')}
      </span>
      {favoritos && (
        <button
          type="button"
          className={[styles.chip, filtro.favoritos ? styles.chipOn : null].filter(Boolean).join(' ')}
          aria-pressed={filtro.favoritos}
          onClick={() => onChange({ ...filtro, favoritos: !filtro.favoritos })}
        >
          <span aria-hidden="true">♥ </span>
          {t('memorias.filtro.favoritos')}
        </button>
      )}
    </section>
  );
}
