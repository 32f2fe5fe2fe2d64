import type { EnqueteRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import styles from './enquetes.module.css';

/** Counts per option as bars, the child's choice marked. */
export function Resultados({ enquete }: { enquete: EnqueteRead }) {
  const { t } = useTranslation();
  const total = enquete.totalVotos ?? 0;
  return (
    <div>
      <ul className={styles.results}>
        {enquete.opcoes.map((o) => {
          const votos = o.votos ?? 0;
          const pct = total > 0 ? Math.round((votos / total) * 100) : 0;
          const mine = enquete.meuVoto === o.idOpcao;
          return (
            <li key={o.idOpcao} className={mine ? styles.mine : undefined}>
              <div className={styles.resultLine}>
                <span>
                  {o.texto}
                  {mine && <strong className={styles.mineTag}> · {t('enquetes.seuVoto')}</strong>}
                </span>
                <span>{t('enquetes.votos', { count: votos, pct })}</span>
              </div>
              <div className={styles.bar} aria-hidden="true">
                <span style={{ width: `${pct}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className={styles.total}>{t('enquetes.total', { count: total })}</p>
    </div>
  );
}
