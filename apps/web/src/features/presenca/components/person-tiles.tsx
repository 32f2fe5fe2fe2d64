import type { PessoaBusca } from '@lunna/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../lib/labels';
import { Avatar } from '../../../components/avatar';
import { shortDate } from './dates';
import styles from './presenca.module.css';

export const pessoaKey = (p: Pick<PessoaBusca, 'tipo' | 'id'>) => `${p.tipo}:${p.id}`;

/**
 * The adult to start with: when only one adult may bring or take the child today there is nothing to choose,
 * so that adult is already marked (the educator still sees the photo and can check it); otherwise nobody.
 */
export const onlyChoice = (pessoas: PessoaBusca[]) => (pessoas.length === 1 ? pessoaKey(pessoas[0]!) : '');

type Props = {
  legend: ReactNode;
  pessoas: PessoaBusca[];
  value: string;
  onChange: (key: string) => void;
  name: string;
  /** Smaller photos, for a dialog that lists several children. */
  compact?: boolean;
};

/** "Autorização de Patrícia Alves · até 12/03" for an authorised person; null for a guardian. */
export function useAuthorityLabel() {
  const { t, i18n } = useTranslation();
  return (p: PessoaBusca) =>
    p.tipo === 'autorizado'
      ? [
          p.autorizadoPor
            ? t('presenca.autorizadoPor', { nome: p.autorizadoPor.nome })
            : t('presenca.tipoPessoa.autorizado'),
          p.ate ? t('presenca.ate', { data: shortDate(p.ate, i18n.language) }) : t('presenca.semPrazo'),
        ].join(' · ')
      : null;
}

/**
 * The adults allowed today as photo tiles: one radio each, so a screen reader hears a single choice. An
 * authorised person's tile says who authorised them and until when, so the educator can check before
 * handing the child over.
 */
export function PersonTiles({ legend, pessoas, value, onChange, name, compact = false }: Props) {
  const { t } = useTranslation();
  const labels = useLabels();
  const authority = useAuthorityLabel();
  return (
    <fieldset className={styles.tiles}>
      <legend className={styles.tilesLegend}>{legend}</legend>
      <div className={styles.tileGrid} data-compact={compact || undefined}>
        {pessoas.map((p) => {
          const key = pessoaKey(p);
          return (
            <label key={key} className={styles.tile}>
              <input
                type="radio"
                name={name}
                value={key}
                checked={value === key}
                onChange={() => onChange(key)}
              />
              <Avatar name={p.nome} photo={p.foto} size={compact ? 56 : 72} />
              <span className={styles.tileName}>{p.nome}</span>
              {p.tipo === 'responsavel' ? (
                <span className={styles.tileMeta}>
                  {[p.parentesco && labels.relation(p.parentesco), t('presenca.tipoPessoa.responsavel')]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              ) : (
                <>
                  {p.parentesco && <span className={styles.tileMeta}>{labels.relation(p.parentesco)}</span>}
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
