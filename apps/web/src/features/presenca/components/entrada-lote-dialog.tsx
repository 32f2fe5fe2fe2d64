import type { EntradaLoteResult, PresencaCrianca } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { firstName } from '../../../lib/format';
import { useEntradaLote } from '../api/presenca';
import { onlyChoice, PersonTiles, pessoaKey } from './person-tiles';
import styles from './presenca.module.css';

type Props = {
  idTurma: string;
  criancas: PresencaCrianca[];
  onClose: () => void;
  onDone: (result: EntradaLoteResult) => void;
};

/**
 * Check-in of several children at once. Who brought each child is still recorded: a child with one adult
 * allowed today starts with that adult chosen, a child with several waits for one tap on the right photo,
 * and a child with nobody allowed is set apart with a message and left out of the request.
 */
export function EntradaLoteDialog({ idTurma, criancas, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const lote = useEntradaLote(idTurma);
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(criancas.map((c) => [c.idDisc, onlyChoice(c.pessoas)])),
  );
  const [missing, setMissing] = useState(false);
  const semNinguem = criancas.filter((c) => c.pessoas.length === 0);
  const comPessoas = criancas.filter((c) => c.pessoas.length > 0);
  const faltando = comPessoas.filter((c) => !chosen[c.idDisc]);

  const submit = () => {
    if (faltando.length > 0) {
      setMissing(true);
      return;
    }
    const entradas = comPessoas.map((c) => {
      const pessoa = c.pessoas.find((p) => pessoaKey(p) === chosen[c.idDisc])!;
      return { idDisc: c.idDisc, pessoa: { tipo: pessoa.tipo, id: pessoa.id } };
    });
    lote.mutate({ entradas }, { onSuccess: onDone });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('presenca.lote.dialogTitle', { count: criancas.length })}
      className={styles.loteDialog}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <ul className={styles.loteList}>
          {comPessoas.map((c) => {
            const nome = firstName(c.nomeDisc);
            const falta = missing && !chosen[c.idDisc];
            return (
              <li key={c.idDisc} className={styles.loteItem} data-missing={falta || undefined}>
                <PersonTiles
                  compact
                  legend={
                    <span className={styles.loteChild}>
                      <Avatar name={c.nomeDisc} photo={c.imgDisc} size={40} />
                      {t('presenca.quemTrouxe', { nome })}
                    </span>
                  }
                  name={`lote-${c.idDisc}`}
                  pessoas={c.pessoas}
                  value={chosen[c.idDisc] ?? ''}
                  onChange={(key) => setChosen((prev) => ({ ...prev, [c.idDisc]: key }))}
                />
                {falta && <p className={styles.loteMissing}>{t('presenca.escolhaPessoa')}</p>}
              </li>
            );
          })}
        </ul>
        {semNinguem.length > 0 && (
          <Alert tone="info">
            {t('presenca.lote.semNinguem', {
              nomes: semNinguem.map((c) => firstName(c.nomeDisc)).join(', '),
              count: semNinguem.length,
            })}
          </Alert>
        )}
        {missing && faltando.length > 0 && (
          <Alert>
            {t('presenca.lote.faltaEscolher', {
              nomes: faltando.map((c) => firstName(c.nomeDisc)).join(', '),
            })}
          </Alert>
        )}
        {lote.error && <Alert>{lote.error.message}</Alert>}
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('presenca.cancelar')}
          </Button>
          <Button
            type="submit"
            disabled={lote.isPending || comPessoas.length === 0}
            aria-busy={lote.isPending}
          >
            {t('presenca.lote.confirmar', { count: comPessoas.length })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
