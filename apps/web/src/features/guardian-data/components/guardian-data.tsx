import { zodResolver } from '@hookform/resolvers/zod';
import {
  responsavelDadosFieldPaths,
  responsavelDadosForm,
  toResponsavelDadosForm,
  toResponsavelDadosPayload,
  type ResponsavelDados,
  type ResponsavelDadosForm,
} from '@lunna/contract';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { FileField } from '../../../components/file-field';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { TextField } from '../../../components/text-field';
import { imageUrl, isApiError } from '../../../lib/api-client';
import { useUploadResponsavelArquivo, type ArquivoResponsavel } from '../../../lib/family';
import { useSession } from '../../../lib/session';
import { useResponsavelDados, useSaveResponsavelDados } from '../api/responsavel-dados';
import styles from './guardian-data.module.css';
import { useFilePreview } from '../../../lib/use-file-preview';

type Values = z.output<typeof responsavelDadosForm>;

/**
 * 'Meus dados': the signed-in guardian's photo, contact data, address and RG, with registration's rules.
 * `below` is shown under them, in the same page column (changes that need the school's confirmation).
 */
export function GuardianData({ below }: { below?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const isGuardian = session.data?.papel === 'responsavel';
  const dados = useResponsavelDados();

  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (!isGuardian) return <Alert tone="info">{t('guardianData.onlyGuardians')}</Alert>;
  if (dados.isPending) return <PageLoader />;
  if (dados.isError) return <QueryError error={dados.error} onRetry={dados.refetch} />;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('guardianData.title')}</h1>
        <p className={styles.intro}>{t('guardianData.intro')}</p>
      </header>
      <div className={styles.columns}>
        <PictureCard dados={dados.data} field="ftPerfilResp" className={styles.photoArea} />
        <DadosForm dados={dados.data} className={styles.formArea} />
        <PictureCard dados={dados.data} field="ftRgResp" className={styles.rgArea} />
      </div>
      {below}
    </div>
  );
}

/** The profile photo or the RG picture: the current one, a preview of the new one, and its own save button. */
function PictureCard({
  dados,
  field,
  className,
}: {
  dados: ResponsavelDados;
  field: ArquivoResponsavel;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const upload = useUploadResponsavelArquivo();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const preview = useFilePreview(file);
  const headingId = useId();
  const isPhoto = field === 'ftPerfilResp';
  const current = dados[field];
  const labels = isPhoto
    ? {
        heading: t('guardianData.photo.title'),
        file: t('guardianData.photo.file'),
        save: t('guardianData.photo.save'),
        saved: t('guardianData.photo.saved'),
      }
    : {
        heading: t('guardianData.rg.title'),
        file: t('guardianData.rg.file'),
        save: t('guardianData.rg.save'),
        saved: t('guardianData.rg.saved'),
      };

  const save = () => {
    if (!file) {
      setError(t('guardianData.chooseFirst'));
      return;
    }
    setSaved(false);
    upload.mutate(
      { field, file },
      {
        onSuccess: () => {
          setFile(null);
          setSaved(true);
        },
        onError: (err) =>
          setError(isApiError(err) ? (err.fields?.[field] ?? err.message) : t('errors.generic')),
      },
    );
  };

  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {labels.heading}
      </h2>
      <div className={styles.picture}>
        {isPhoto ? (
          preview ? (
            <img
              className={styles.round}
              src={preview}
              alt={t('guardianData.preview')}
              width={96}
              height={96}
            />
          ) : (
            <Avatar name={dados.nomeResp} photo={current} size={96} alt={t('guardianData.photo.current')} />
          )
        ) : preview || current ? (
          <img
            className={styles.document}
            src={preview ?? imageUrl(current!)}
            alt={preview ? t('guardianData.preview') : t('guardianData.rg.current')}
          />
        ) : (
          <p className={styles.empty}>{t('guardianData.rg.none')}</p>
        )}
      </div>
      <FileField
        label={labels.file}
        file={file}
        error={error}
        onChange={(chosen, problem) => {
          setFile(chosen);
          setError(problem ?? undefined);
          setSaved(false);
        }}
      />
      {saved && <Alert tone="success">{labels.saved}</Alert>}
      <Button variant="secondary" onClick={save} disabled={upload.isPending} aria-busy={upload.isPending}>
        {upload.isPending ? t('guardianData.sending') : labels.save}
      </Button>
    </section>
  );
}

function DadosForm({ dados, className }: { dados: ResponsavelDados; className?: string | undefined }) {
  const { t } = useTranslation();
  const save = useSaveResponsavelDados();
  const headingId = useId();
  const [status, setStatus] = useState<'saved' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<ResponsavelDadosForm, unknown, Values>({
    resolver: zodResolver(responsavelDadosForm),
    defaultValues: toResponsavelDadosForm(dados),
  });

  const onSubmit = handleSubmit((values) => {
    setStatus(null);
    setFormError(null);
    save.mutate(toResponsavelDadosPayload(values), {
      onSuccess: (saved) => {
        reset(toResponsavelDadosForm(saved));
        setStatus('saved');
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : undefined;
        let shown = false;
        for (const [path, message] of Object.entries(fields ?? {})) {
          const field = responsavelDadosFieldPaths[path];
          if (field) {
            setError(field, { message }, { shouldFocus: !shown });
            shown = true;
          }
        }
        if (!shown) setFormError(error.message);
      },
    });
  });

  const digitInput = { inputMode: 'numeric' as const };

  return (
    <form
      className={[styles.card, styles.form, className].filter(Boolean).join(' ')}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.cardTitle}>
        {t('guardianData.form.title')}
      </h2>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('guardianData.form.identity')}</legend>
        <div className={styles.grid}>
          <TextField
            className={styles.full}
            label={t('fields.nome')}
            autoComplete="name"
            error={errors.nome?.message}
            {...register('nome')}
          />
          <TextField
            className={[styles.half, styles.readonly].join(' ')}
            label={t('fields.cpf')}
            value={dados.cpfResp}
            readOnly
            hint={t('guardianData.form.cpfHint')}
          />
          <TextField
            className={styles.half}
            label={t('fields.rg')}
            error={errors.rg?.message}
            {...register('rg')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('guardianData.form.contact')}</legend>
        <div className={styles.grid}>
          <TextField
            className={[styles.half, styles.readonly].join(' ')}
            label={t('guardianData.form.loginEmail')}
            value={dados.emailResp}
            readOnly
            type="email"
            hint={t('guardianData.form.loginEmailHint')}
          />
          <TextField
            className={styles.half}
            label={t('fields.emailSecundario')}
            hint={t('fields.emailSecundarioHint')}
            type="email"
            autoComplete="off"
            error={errors.emailSecundario?.message}
            {...register('emailSecundario')}
          />
          <TextField
            className={styles.ddd}
            label={t('fields.dddTelefone')}
            maxLength={2}
            {...digitInput}
            error={errors.dddTelefone?.message}
            {...register('dddTelefone')}
          />
          <TextField
            className={styles.phone}
            label={t('fields.telefone')}
            type="tel"
            maxLength={9}
            {...digitInput}
            error={errors.telefone?.message}
            {...register('telefone')}
          />
          <TextField
            className={styles.ddd}
            label={t('fields.dddCelular')}
            maxLength={2}
            {...digitInput}
            error={errors.dddCelular?.message}
            {...register('dddCelular')}
          />
          <TextField
            className={styles.phone}
            label={t('fields.celular')}
            type="tel"
            maxLength={9}
            {...digitInput}
            error={errors.celular?.message}
            {...register('celular')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('guardianData.form.address')}</legend>
        <div className={styles.grid}>
          <TextField
            className={styles.cep}
            label={t('fields.cep')}
            autoComplete="postal-code"
            maxLength={5}
            {...digitInput}
            error={errors.cep?.message}
            {...register('cep')}
          />
          <TextField
            className={styles.cep}
            label={t('fields.cepDigito')}
            maxLength={3}
            {...digitInput}
            error={errors.cepDigito?.message}
            {...register('cepDigito')}
          />
          <TextField
            className={styles.uf}
            label={t('fields.uf')}
            autoComplete="address-level1"
            maxLength={2}
            error={errors.uf?.message}
            {...register('uf')}
          />
          <TextField
            className={styles.half}
            label={t('fields.rua')}
            autoComplete="address-line1"
            error={errors.rua?.message}
            {...register('rua')}
          />
          <TextField
            className={styles.half}
            label={t('fields.bairro')}
            autoComplete="address-level3"
            error={errors.bairro?.message}
            {...register('bairro')}
          />
        </div>
      </fieldset>

      {status === 'saved' && !isDirty && <Alert tone="success">{t('guardianData.form.saved')}</Alert>}
      {formError && <Alert>{formError}</Alert>}

      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('guardianData.form.saving') : t('guardianData.form.save')}
        </Button>
      </div>
    </form>
  );
}
