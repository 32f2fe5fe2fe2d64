import type { FaixaRazao } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { useRazoes, useSetRazoes } from '../api/hoje';
import styles from './hoje.module.css';

/**
 * The school's ratios per age group, as the director reads them: "até 24 meses: 1 adulto para 8
 * crianças". The age limits stay as they are; what a school adjusts is how many children per adult.
 */
export function RatioDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const razoes = useRazoes(true);
  const save = useSetRazoes();
  const [draft, setDraft] = useState<FaixaRazao[] | null>(null);
  const faixas = draft ?? razoes.data?.faixas ?? [];

  const label = (faixa: FaixaRazao, i: number) => {
    const desde = i === 0 ? null : faixas[i - 1]!.ateMeses;
    if (faixa.ateMeses === null) return t('hoje.razoes.aPartirDe', { meses: desde ?? 0 });
    return desde === null
      ? t('hoje.razoes.ate', { meses: faixa.ateMeses })
      : t('hoje.razoes.entre', { de: desde, ate: faixa.ateMeses });
  };

  return (
    <Dialog open onClose={onClose} title={t('hoje.razoes.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ faixas }, { onSuccess: onClose });
        }}
      >
        <p className={styles.muted}>{t('hoje.razoes.explica')}</p>
        {faixas.map((faixa, i) => (
          <TextField
            key={i}
            label={label(faixa, i)}
            type="number"
            inputMode="numeric"
            min={1}
            max={40}
            value={String(faixa.criancasPorAdulto)}
            hint={t('hoje.razoes.hint')}
            onChange={(e) =>
              setDraft(
                faixas.map((f, j) => (j === i ? { ...f, criancasPorAdulto: Number(e.target.value) } : f)),
              )
            }
          />
        ))}
        {save.error && <Alert>{save.error.message}</Alert>}
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common.back')}
          </Button>
          <Button type="submit" disabled={save.isPending || !razoes.data} aria-busy={save.isPending}>
            {t('hoje.razoes.salvar')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
