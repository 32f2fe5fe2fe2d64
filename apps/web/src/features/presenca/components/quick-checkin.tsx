import type { PresencaCrianca } from '@lunna/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import styles from './presenca.module.css';

/** A child who may be checked in now: still at home, or picked up earlier and coming back. */
export const podeEntrar = (c: PresencaCrianca) => c.status === 'em_casa' || c.status === 'buscado';

type Props = {
  criancas: PresencaCrianca[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  onConfirm: () => void;
};

/**
 * The morning's fast path: the whole class as small photo tiles, each one a checkbox as big as the tile,
 * so an educator holding a phone in one hand ticks the children who came in and checks them in together.
 * Children already at school or absent stay on the grid (the educator sees the whole class) but cannot be ticked.
 */
export function QuickCheckin({ criancas, selected, onChange, onConfirm }: Props) {
  const { t } = useTranslation();
  const { formatClock } = useFormatters();
  const titleId = useId();
  const emCasa = criancas.filter((c) => c.status === 'em_casa');
  const toggle = (idDisc: string) => {
    const next = new Set(selected);
    if (next.has(idDisc)) next.delete(idDisc);
    else next.add(idDisc);
    onChange(next);
  };

  return (
    <section className={styles.quick} aria-labelledby={titleId}>
      <div className={styles.quickHeader}>
        <h2 id={titleId} className={styles.quickTitle}>
          {t('presenca.lote.title')}
        </h2>
        {emCasa.length > 0 && (
          <Button
            variant="secondary"
            className={styles.quickAll}
            onClick={() => onChange(new Set(emCasa.map((c) => c.idDisc)))}
          >
            {t('presenca.lote.todosEmCasa', { count: emCasa.length })}
          </Button>
        )}
      </div>
      {criancas.some(podeEntrar) && <p className={styles.muted}>{t('presenca.lote.nenhuma')}</p>}
      <ul className={styles.quickGrid}>
        {criancas.map((c) => {
          const livre = podeEntrar(c);
          return (
            <li key={c.idDisc}>
              <label className={styles.quickTile} data-status={c.status} data-disabled={!livre || undefined}>
                <input
                  type="checkbox"
                  checked={selected.has(c.idDisc)}
                  disabled={!livre}
                  onChange={() => toggle(c.idDisc)}
                />
                <Avatar name={c.nomeDisc} photo={c.imgDisc} size={56} />
                <span className={styles.quickName}>{c.nomeDisc}</span>
                {/* A shorter word than the cards' badge: the tile is a third of a phone wide. */}
                <span className={styles.quickState}>
                  {t(`presenca.lote.estado.${c.status}`, { hora: formatClock(c.desde ?? '') })}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {/* Only once a child is ticked: a greyed-out button would read as an instruction the educator cannot follow. */}
      {selected.size > 0 && (
        <div className={styles.quickBar}>
          <Button variant="ghost" onClick={() => onChange(new Set())}>
            {t('presenca.lote.limpar')}
          </Button>
          <Button className={styles.quickConfirm} onClick={onConfirm}>
            {t('presenca.lote.darEntrada', { count: selected.size })}
          </Button>
        </div>
      )}
    </section>
  );
}
