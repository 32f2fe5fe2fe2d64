import type { PessoaBusca } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import styles from './presenca.module.css';

export const pessoaKey = (p: Pick<PessoaBusca, 'tipo' | 'id'>) => `${p.tipo}:${p.id}`;

type Props = { legend: string; pessoas: PessoaBusca[]; value: string; onChange: (key: string) => void; name: string };

/** The adults allowed today as photo tiles: one radio each, so a screen reader hears a single choice. */
export function PersonTiles({ legend, pessoas, value, onChange, name }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.tiles}>
      <legend className={styles.tilesLegend}>{legend}</legend>
      <div className={styles.tileGrid}>
        {pessoas.map((p) => {
          const key = pessoaKey(p);
          return (
            <label key={key} className={styles.tile}>
              <input type="radio" name={name} value={key} checked={value === key} onChange={() => onChange(key)} />
              <Avatar name={p.nome} photo={p.foto} size={72} />
              <span className={styles.tileName}>{p.nome}</span>
              <span className={styles.tileMeta}>{[p.parentesco, t(`presenca.tipoPessoa.${p.tipo}`)].filter(Boolean).join(' · ')}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
