import { zodResolver } from '@hookform/resolvers/zod';
import { alteracaoCpfForm, formatCpf, type AlteracaoCpfForm } from '@lunna/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { useResponsavel } from '../../../lib/family';
import { translateMessage } from '../../../lib/translate-message';
import { useMinhasSolicitacoes, usePedirAlteracaoCpf } from '../api/solicitacoes';
import { shortDate } from './request-card';
import styles from './solicitacoes.module.css';

/**
 * The guardian's CPF on 'Meus dados': the current one, a field to ask for a change and the state of
 * the request (the director confirms it; asking again while one waits replaces it).
 */
export function CpfChangeCard() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const responsavel = useResponsavel();
  const minhas = useMinhasSolicitacoes();
  const pedir = usePedirAlteracaoCpf();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AlteracaoCpfForm>({ resolver: zodResolver(alteracaoCpfForm), defaultValues: { cpfResp: '' } });

  const cpfRequests = (minhas.data ?? []).filter((s) => s.tipo === 'cpf_responsavel');
  const pending = cpfRequests.find((s) => s.status === 'pendente');
  const lastDecided = cpfRequests.find((s) => s.status !== 'pendente');

  const onSubmit = handleSubmit(async ({ cpfResp }) => {
    setSent(false);
    try {
      await pedir.mutateAsync({ cpfResp: formatCpf(cpfResp) });
      reset({ cpfResp: '' });
      setSent(true);
    } catch (error) {
      const message = isApiError(error) ? (error.fields?.cpfResp ?? error.message) : t('errors.generic');
      setError('cpfResp', { message }, { shouldFocus: true });
    }
  });

  return (
    <section className={styles.cpfCard} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cpfTitle}>
        {t('requests.cpfCard.title')}
      </h2>
      <dl className={styles.cpfCurrent}>
        <dt>{t('requests.cpfCard.current')}</dt>
        <dd>{responsavel.data?.cpfResp ?? '…'}</dd>
      </dl>

      <div aria-live="polite">
        {pending?.cpf && (
          <div className={styles.waiting}>
            <p className={styles.waitingTitle}>{t('requests.cpfCard.waiting')}</p>
            <p className={styles.meta}>
              {t('requests.cpfCard.waitingDetail', {
                cpf: pending.cpf.cpfNovo,
                date: shortDate(pending.criadoEm, i18n.language),
              })}
            </p>
          </div>
        )}
        {sent && !pending && <Alert tone="success">{t('requests.cpfCard.sent')}</Alert>}
      </div>
      {!pending && lastDecided?.cpf && lastDecided.decididoEm && (
        <p className={styles.meta}>
          {lastDecided.status === 'aprovada'
            ? t('requests.cpfCard.lastApproved', { date: shortDate(lastDecided.decididoEm, i18n.language) })
            : t('requests.cpfCard.lastRejected', {
                cpf: lastDecided.cpf.cpfNovo,
                date: shortDate(lastDecided.decididoEm, i18n.language),
              })}
          {lastDecided.status === 'recusada' &&
            lastDecided.motivo &&
            ` ${t('requests.decided.motivo', { motivo: lastDecided.motivo })}`}
        </p>
      )}

      <form className={styles.cpfForm} onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          className={styles.cpfField}
          label={pending ? t('requests.cpfCard.fixLabel') : t('requests.cpfCard.newLabel')}
          hint={t('requests.cpfCard.hint')}
          inputMode="numeric"
          maxLength={14}
          autoComplete="off"
          error={errors.cpfResp?.message}
          {...register('cpfResp')}
        />
        <Button
          type="submit"
          variant={pending ? 'secondary' : 'primary'}
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {pending ? t('requests.cpfCard.fixSubmit') : t('requests.cpfCard.submit')}
        </Button>
      </form>
      {minhas.isError && <p className={styles.meta}>{translateMessage(t, minhas.error.message)}</p>}
    </section>
  );
}
