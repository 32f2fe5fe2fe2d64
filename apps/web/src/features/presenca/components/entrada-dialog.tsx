import type { PresencaCrianca, PresencaHoje } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { firstName } from '../../../lib/format';
import { useEntrada } from '../api/presenca';
import { onlyChoice, PersonTiles, pessoaKey } from './person-tiles';
import styles from './presenca.module.css';

type Props = { crianca: PresencaCrianca; onClose: () => void; onDone: (result: PresencaHoje) => void };

/** Check-in: who brought the child, chosen from the photos of the adults allowed today. */
export function EntradaDialog({ crianca, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const entrada = useEntrada();
  const [chosen, setChosen] = useState(() => onlyChoice(crianca.pessoas));
  const [missing, setMissing] = useState(false);
  const nome = firstName(crianca.nomeDisc);

  const submit = () => {
    const pessoa = crianca.pessoas.find((p) => pessoaKey(p) === chosen);
    if (!pessoa) {
      setMissing(true);
      return;
    }
    entrada.mutate(
      { idDisc: crianca.idDisc, payload: { pessoa: { tipo: pessoa.tipo, id: pessoa.id } } },
      { onSuccess: onDone },
    );
  };

  return (
    <Dialog open onClose={onClose} title={t('presenca.entradaTitle', { nome })}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {crianca.pessoas.length === 0 ? (
          <Alert>{t('presenca.ninguemAutorizado')}</Alert>
        ) : (
          <PersonTiles
            legend={t('presenca.quemTrouxe', { nome })}
            name={`entrada-${crianca.idDisc}`}
            pessoas={crianca.pessoas}
            value={chosen}
            onChange={(key) => {
              setChosen(key);
              setMissing(false);
            }}
          />
        )}
        {missing && <Alert>{t('presenca.escolhaPessoa')}</Alert>}
        {entrada.error && <Alert>{entrada.error.message}</Alert>}
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('presenca.cancelar')}
          </Button>
          <Button
            type="submit"
            disabled={entrada.isPending || crianca.pessoas.length === 0}
            aria-busy={entrada.isPending}
          >
            {t('presenca.confirmarEntrada')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
