import { zodResolver } from '@hookform/resolvers/zod';
import {
  RETENCAO_MAX_MESES,
  RETENCAO_MIN_MESES,
  retencaoForm,
  type RetencaoForm,
  type RetencaoRead,
} from '@lunna/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { SettingsSection } from '../../../components/settings-section';
import { TextField } from '../../../components/text-field';
import { useRetencao, useSalvarRetencao } from '../api/privacidade';
import { formatDateTime } from './format';
import styles from './privacidade.module.css';

/** The director: how long closed-year attendance, chat messages and the children's diary are kept, and the nightly job's last runs. */
export function RetentionSection() {
  const { t } = useTranslation();
  const query = useRetencao();
  return (
    <SettingsSection
      id="retencao"
      title={t('privacidade.retencao.titulo')}
      description={t('privacidade.retencao.descricao')}
    >
      {query.isPending && <PageLoader />}
      {query.isError && <QueryError error={query.error} onRetry={query.refetch} />}
      {query.data && <RetentionForm data={query.data} />}
      {query.data && <Runs data={query.data} />}
    </SettingsSection>
  );
}

function RetentionForm({ data }: { data: RetencaoRead }) {
  const { t } = useTranslation();
  const salvar = useSalvarRetencao();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RetencaoForm, unknown, z.output<typeof retencaoForm>>({
    resolver: zodResolver(retencaoForm),
    defaultValues: {
      presencaMeses: String(data.presencaMeses),
      chatMeses: String(data.chatMeses),
      diarioMeses: String(data.diarioMeses),
    },
  });
  const limits = { min: RETENCAO_MIN_MESES, max: RETENCAO_MAX_MESES };
  const onSubmit = handleSubmit((values) => {
    setSaved(false);
    salvar.mutate(values, {
      onSuccess: (saved) => {
        reset({
          presencaMeses: String(saved.presencaMeses),
          chatMeses: String(saved.chatMeses),
          diarioMeses: String(saved.diarioMeses),
        });
        setSaved(true);
      },
    });
  });
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className={styles.fields}>
        <TextField
          label={t('privacidade.retencao.presenca')}
          hint={t('privacidade.retencao.presencaDica', limits)}
          type="number"
          inputMode="numeric"
          min={RETENCAO_MIN_MESES}
          max={RETENCAO_MAX_MESES}
          step={1}
          error={errors.presencaMeses?.message}
          {...register('presencaMeses', { onChange: () => setSaved(false) })}
        />
        <TextField
          label={t('privacidade.retencao.chat')}
          hint={t('privacidade.retencao.chatDica', limits)}
          type="number"
          inputMode="numeric"
          min={RETENCAO_MIN_MESES}
          max={RETENCAO_MAX_MESES}
          step={1}
          error={errors.chatMeses?.message}
          {...register('chatMeses', { onChange: () => setSaved(false) })}
        />
        <TextField
          label={t('privacidade.retencao.diario')}
          hint={t('privacidade.retencao.diarioDica', limits)}
          type="number"
          inputMode="numeric"
          min={RETENCAO_MIN_MESES}
          max={RETENCAO_MAX_MESES}
          step={1}
          error={errors.diarioMeses?.message}
          {...register('diarioMeses', { onChange: () => setSaved(false) })}
        />
      </div>
      {salvar.isError && <Alert>{salvar.error.message}</Alert>}
      {saved && <Alert tone="success">{t('privacidade.retencao.salvo')}</Alert>}
      <div>
        <Button type="submit" disabled={salvar.isPending} aria-busy={salvar.isPending}>
          {t('privacidade.retencao.salvar')}
        </Button>
      </div>
    </form>
  );
}

function Runs({ data }: { data: RetencaoRead }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.blockTitle}>
        {t('privacidade.retencao.execucoes')}
      </h3>
      {data.execucoes.length === 0 ? (
        <p className={styles.muted}>{t('privacidade.retencao.semExecucoes')}</p>
      ) : (
        <ul className={styles.history}>
          {data.execucoes.map((e) => (
            <li key={e.executadoEm}>
              <time dateTime={e.executadoEm}>{formatDateTime(e.executadoEm)}</time> —{' '}
              {t('privacidade.retencao.execucao', {
                presencas: e.presencasExcluidas,
                mensagens: e.mensagensExcluidas,
                diario: e.registrosDiarioExcluidos,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
