import type { PessoaBusca } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { shortDate } from './dates';
import styles from './presenca.module.css';

export const pessoaKey = (p: Pick<PessoaBusca, 'tipo' | 'id'>) => `${p.tipo}:${p.id}`;

type Props = { legend: string; pessoas: PessoaBusca[]; value: string; onChange: (key: string) => void; name: string };

/** "Autorizado(a) por Patrícia Alves · até 12/03" for an authorised person; null for a guardian. */
export function useAuthorityLabel() {
  const { t, i18n } = useTranslation();
  return (p: PessoaBusca) =>
    p.tipo === 'autorizado'
      ? [
          p.autorizadoPor ? t('presenca.autorizadoPor', { nome: p.autorizadoPor.nome }) : t('presenca.tipoPessoa.autorizado'),
          p.ate ? t('presenca.ate', { data: shortDate(p.ate, i18n.language) }) : t('presenca.semPrazo'),
        ].join(' · ')
      : null;
}

/**
 * The adults allowed today as photo tiles: one radio each, so a screen reader hears a single choice. An
 * authorised person's tile says who authorised them and until when, so the educator can check before
 * handing the child over.
 */
export function PersonTiles({ legend, pessoas, value, onChange, name }: Props) {
  const { t } = useTranslation();
  const authority = useAuthorityLabel();
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
              {p.tipo === 'responsavel' ? (
                <span className={styles.tileMeta}>{[p.parentesco, t('presenca.tipoPessoa.responsavel')].filter(Boolean).join(' · ')}</span>
              ) : (
                <>
                  {p.parentesco && <span className={styles.tileMeta}>{p.parentesco}</span>}
                  <span className={styles.tileAuthority}>{authority(p)}</span>
                </>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
