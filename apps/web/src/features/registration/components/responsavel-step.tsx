import { zodResolver } from '@hookform/resolvers/zod';
import { withPasswordStrength } from '../../../lib/password-strength';
import { msg, responsavelForm, type ResponsavelForm } from '@lunna/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { FileField } from '../../../components/file-field';
import { TextField } from '../../../components/text-field';
import { useEscolaDemo } from '../api/escola-demo';
import { isCodigoEscolaKnown, isResponsavelCpfTaken, isResponsavelEmailTaken } from '../api/lookups';
import type { ResponsavelDraft, ResponsavelValues } from '../registration-types';
import { UploadPanel } from './upload-panel';
import styles from './wizard.module.css';

type Props = {
  draft: ResponsavelDraft;
  onNext: (draft: ResponsavelDraft) => void;
};

export function ResponsavelStep({ draft, onNext }: Props) {
  const { t } = useTranslation();
  const escolaDemo = useEscolaDemo();
  const [fotoPerfil, setFotoPerfil] = useState(draft.fotoPerfil);
  const [fotoRg, setFotoRg] = useState(draft.fotoRg);
  const [fileErrors, setFileErrors] = useState<{ perfil?: string | undefined; rg?: string | undefined }>({});
  const [lookupError, setLookupError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ResponsavelForm, unknown, ResponsavelValues>({
    resolver: withPasswordStrength(zodResolver(responsavelForm)),
    defaultValues: draft.values,
  });

  /** Both photos are required; returns true when present and sets the spec's message otherwise. */
  const checkPhotos = () => {
    const next = {
      perfil: fotoPerfil ? undefined : (fileErrors.perfil ?? msg.imagemObrigatoria),
      rg: fotoRg ? undefined : (fileErrors.rg ?? msg.imagemObrigatoria),
    };
    setFileErrors(next);
    return !next.perfil && !next.rg;
  };

  /** Leaving the code's field checks it at once, so a typo shows before the rest of the form is filled. */
  const checkCodigoEscola = async (codigo: string) => {
    if (!codigo.trim()) return;
    try {
      if (await isCodigoEscolaKnown(codigo)) clearErrors('codigoEscola');
      else setError('codigoEscola', { message: msg.escolaNaoEncontrada });
    } catch {
      // Offline or rate-limited: "Próximo" checks it again and says why.
    }
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setLookupError(null);
      const photosOk = checkPhotos();
      try {
        const [escolaKnown, cpfTaken, emailTaken] = await Promise.all([
          isCodigoEscolaKnown(values.codigoEscola),
          isResponsavelCpfTaken(values.cpf),
          isResponsavelEmailTaken(values.email),
        ]);
        // Focus goes to the first wrong field, in the form's order.
        if (!escolaKnown)
          setError('codigoEscola', { message: msg.escolaNaoEncontrada }, { shouldFocus: true });
        if (cpfTaken) setError('cpf', { message: msg.cpfRespDuplicado }, { shouldFocus: escolaKnown });
        if (emailTaken)
          setError('email', { message: msg.emailDuplicado }, { shouldFocus: escolaKnown && !cpfTaken });
        if (!escolaKnown || cpfTaken || emailTaken || !photosOk || !fotoPerfil || !fotoRg) return;
        onNext({ values, fotoPerfil, fotoRg });
      } catch (error) {
        setLookupError(error instanceof Error ? error.message : t('errors.generic'));
      }
    },
    () => {
      checkPhotos();
    },
  );

  const photoSummary = [
    fotoPerfil
      ? t('registration.upload.perfilChosen', { name: fotoPerfil.name })
      : t('registration.upload.perfilMissing'),
    fotoRg ? t('registration.upload.rgChosen', { name: fotoRg.name }) : t('registration.upload.rgMissing'),
  ].join(' · ');

  const digitInput = { inputMode: 'numeric' as const };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {lookupError && <Alert>{lookupError}</Alert>}
      <div className={styles.grid}>
        <TextField
          className={styles.full}
          label={t('fields.codigoEscola')}
          hint={
            escolaDemo.data ? t('registration.demoSchool', { codigo: escolaDemo.data.codigo }) : undefined
          }
          autoComplete="off"
          error={errors.codigoEscola?.message}
          {...register('codigoEscola', {
            onBlur: (event: { target: { value: string } }) => void checkCodigoEscola(event.target.value),
          })}
        />
        <TextField
          className={styles.full}
          label={t('fields.nome')}
          autoComplete="name"
          error={errors.nome?.message}
          {...register('nome')}
        />
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
        <TextField
          className={styles.half}
          label={t('fields.rg')}
          error={errors.rg?.message}
          {...register('rg')}
        />
        <TextField
          className={styles.half}
          label={t('fields.cpf')}
          hint={t('fields.cpfHint')}
          maxLength={14}
          {...digitInput}
          error={errors.cpf?.message}
          {...register('cpf')}
        />
        <TextField
          className={styles.half}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
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
          className={styles.half}
          label={t('fields.senha')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.senhaHint')}
          error={errors.senha?.message}
          {...register('senha')}
        />
        <TextField
          className={styles.half}
          label={t('fields.confirmarSenha')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmarSenha?.message}
          {...register('confirmarSenha')}
        />
      </div>

      <UploadPanel
        title={t('registration.upload.responsavelTitle')}
        openLabel={t('registration.upload.responsavelOpen')}
        dialogTitle={t('registration.upload.responsavelDialog')}
        summary={photoSummary}
        error={fileErrors.perfil ?? fileErrors.rg}
      >
        <FileField
          label={t('fields.fotoPerfil')}
          file={fotoPerfil}
          error={fileErrors.perfil}
          onChange={(file, error) => {
            setFotoPerfil(file);
            setFileErrors((prev) => ({ ...prev, perfil: error ?? undefined }));
          }}
        />
        <FileField
          label={t('fields.fotoRg')}
          file={fotoRg}
          error={fileErrors.rg}
          onChange={(file, error) => {
            setFotoRg(file);
            setFileErrors((prev) => ({ ...prev, rg: error ?? undefined }));
          }}
        />
      </UploadPanel>

      <div className={styles.nav}>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {t('registration.next')}
        </Button>
      </div>
    </form>
  );
}
