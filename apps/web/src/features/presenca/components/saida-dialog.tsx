import { zodResolver } from '@hookform/resolvers/zod';
import {
  codigoForm,
  excecaoForm,
  type CodigoForm,
  type ExcecaoForm,
  type PresencaCrianca,
  type PresencaHoje,
} from '@lunna/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../lib/labels';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { firstName } from '../../../lib/format';
import { useSaida } from '../api/presenca';
import { onlyChoice, PersonTiles, pessoaKey, useAuthorityLabel } from './person-tiles';
import styles from './presenca.module.css';

type Props = { crianca: PresencaCrianca; onClose: () => void; onDone: (result: PresencaHoje) => void };

/**
 * Check-out in three beats: choose the adult from the photos of those allowed today; compare the big photo
 * with the person at the door; type the code their family's app shows. Without the code, an exception
 * with a written reason (the guardians and the director are told).
 */
export function SaidaDialog({ crianca, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const labels = useLabels();
  const authority = useAuthorityLabel();
  const nome = firstName(crianca.nomeDisc);
  const [chosen, setChosen] = useState(() => onlyChoice(crianca.pessoas));
  const [step, setStep] = useState<'escolher' | 'conferir'>('escolher');
  const [mode, setMode] = useState<'codigo' | 'excecao'>('codigo');
  const [locked, setLocked] = useState(false);
  const [missing, setMissing] = useState(false);
  const pessoa = crianca.pessoas.find((p) => pessoaKey(p) === chosen);

  return (
    <Dialog open onClose={onClose} title={t('presenca.saidaTitle', { nome })}>
      {step === 'escolher' || !pessoa ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (pessoa) setStep('conferir');
            else setMissing(true);
          }}
        >
          {crianca.pessoas.length === 0 ? (
            <Alert>{t('presenca.ninguemAutorizado')}</Alert>
          ) : (
            <PersonTiles
              legend={t('presenca.quemBusca', { nome })}
              name={`saida-${crianca.idDisc}`}
              pessoas={crianca.pessoas}
              value={chosen}
              onChange={(key) => {
                setChosen(key);
                setMissing(false);
              }}
            />
          )}
          <p className={styles.muted}>{t('presenca.soAutorizados')}</p>
          {missing && <Alert>{t('presenca.escolhaPessoa')}</Alert>}
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={onClose}>
              {t('presenca.cancelar')}
            </Button>
            <Button type="submit" disabled={crianca.pessoas.length === 0}>
              {t('common.continue')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.form}>
          <div className={styles.who}>
            <Avatar
              name={pessoa.nome}
              photo={pessoa.foto}
              size={160}
              alt={t('presenca.fotoDe', { nome: pessoa.nome })}
            />
            <p className={styles.whoName}>{pessoa.nome}</p>
            <p className={styles.muted}>
              {pessoa.tipo === 'responsavel'
                ? [
                    pessoa.parentesco && labels.relation(pessoa.parentesco),
                    t('presenca.tipoPessoa.responsavel'),
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : pessoa.parentesco && labels.relation(pessoa.parentesco)}
            </p>
            {/* Who vouched for this adult and until when: what the educator checks before handing the child over. */}
            {authority(pessoa) && <p className={styles.whoAuthority}>{authority(pessoa)}</p>}
            <p>{t('presenca.confiraRosto')}</p>
          </div>
          {mode === 'codigo' ? (
            <CodigoStep
              idDisc={crianca.idDisc}
              pessoa={{ tipo: pessoa.tipo, id: pessoa.id }}
              onDone={onDone}
              onLocked={() => {
                setLocked(true);
                setMode('excecao');
              }}
              onExcecao={() => setMode('excecao')}
            />
          ) : (
            <ExcecaoStep
              idDisc={crianca.idDisc}
              pessoa={{ tipo: pessoa.tipo, id: pessoa.id }}
              locked={locked}
              onDone={onDone}
              onBack={() => setMode('codigo')}
            />
          )}
          <Button variant="ghost" onClick={() => setStep('escolher')}>
            {t('presenca.trocarPessoa')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

type Pessoa = { tipo: 'responsavel' | 'autorizado'; id: string };

function CodigoStep({
  idDisc,
  pessoa,
  onDone,
  onLocked,
  onExcecao,
}: {
  idDisc: string;
  pessoa: Pessoa;
  onDone: Props['onDone'];
  onLocked: () => void;
  onExcecao: () => void;
}) {
  const { t } = useTranslation();
  const saida = useSaida();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CodigoForm, unknown, z.output<typeof codigoForm>>({
    resolver: zodResolver(codigoForm),
    defaultValues: { codigo: '' },
  });
  // The educator just chose the person: the next thing to do is type the code.
  useEffect(() => setFocus('codigo'), [setFocus]);

  const onSubmit = handleSubmit(({ codigo }) =>
    saida.mutate(
      { idDisc, payload: { pessoa, codigo } },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error, 429)) onLocked();
          else if (isApiError(error, 400)) {
            setError('codigo', { message: error.message });
            setFocus('codigo', { shouldSelect: true });
          }
        },
      },
    ),
  );
  const otherError =
    saida.error && !isApiError(saida.error, 400) && !isApiError(saida.error, 429)
      ? saida.error.message
      : null;

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        label={t('presenca.codigoLabel')}
        hint={t('presenca.codigoHint')}
        className={styles.codeField}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        error={errors.codigo?.message}
        {...register('codigo', { setValueAs: (v: string) => v.replace(/\s/g, '') })}
      />
      {otherError && <Alert>{otherError}</Alert>}
      <Button type="submit" disabled={saida.isPending} aria-busy={saida.isPending}>
        {t('presenca.confirmarSaida')}
      </Button>
      <Button variant="secondary" onClick={onExcecao}>
        {t('presenca.semCodigo')}
      </Button>
    </form>
  );
}

function ExcecaoStep({
  idDisc,
  pessoa,
  locked,
  onDone,
  onBack,
}: {
  idDisc: string;
  pessoa: Pessoa;
  locked: boolean;
  onDone: Props['onDone'];
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const saida = useSaida();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ExcecaoForm, unknown, z.output<typeof excecaoForm>>({
    resolver: zodResolver(excecaoForm),
    defaultValues: { motivo: '' },
  });
  useEffect(() => setFocus('motivo'), [setFocus]);
  const onSubmit = handleSubmit(({ motivo }) =>
    saida.mutate({ idDisc, payload: { pessoa, excecao: { motivo } } }, { onSuccess: onDone }),
  );

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
      {locked && <Alert>{t('presenca.codigoBloqueado')}</Alert>}
      <p className={styles.warning}>
        <span aria-hidden="true">! </span>
        {t('presenca.excecaoAviso')}
      </p>
      <TextAreaField
        label={t('presenca.motivoExcecao')}
        hint={t('presenca.motivoExcecaoHint')}
        rows={3}
        error={errors.motivo?.message}
        {...register('motivo')}
      />
      {saida.error && <Alert>{saida.error.message}</Alert>}
      <Button type="submit" disabled={saida.isPending} aria-busy={saida.isPending}>
        {t('presenca.confirmarSemCodigo')}
      </Button>
      {!locked && (
        <Button variant="secondary" onClick={onBack}>
          {t('presenca.voltarCodigo')}
        </Button>
      )}
    </form>
  );
}
