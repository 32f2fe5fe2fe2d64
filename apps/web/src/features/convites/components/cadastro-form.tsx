import { zodResolver } from '@hookform/resolvers/zod';
import { withPasswordStrength } from '../../../lib/password-strength';
import {
  conviteCadastroForm,
  msg,
  toConviteCadastroPayload,
  type ConviteCadastroForm,
} from '@lunna/contract';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { FileField } from '../../../components/file-field';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import type { CadastroConvite } from '../api/convites';
import styles from './convites.module.css';

type Values = z.output<typeof conviteCadastroForm>;

const EMPTY: ConviteCadastroForm = {
  nome: '',
  cep: '',
  cepDigito: '',
  uf: '',
  rua: '',
  bairro: '',
  dddTelefone: '',
  telefone: '',
  dddCelular: '',
  celular: '',
  rg: '',
  cpf: '',
  emailSecundario: '',
  senha: '',
  confirmarSenha: '',
};

/** The server names the payload's fields; the form shows each message under its own input. */
const FORM_FIELD: Record<string, Path<ConviteCadastroForm>> = {
  nomeResp: 'nome',
  cpfResp: 'cpf',
  rgResp: 'rg',
  emailRecResp: 'emailSecundario',
  senha: 'senha',
  'contato.numeroTel': 'telefone',
  'contato.numeroCel': 'celular',
  'enderecoResp.rua': 'rua',
  'enderecoResp.bairro': 'bairro',
  'enderecoResp.cep': 'cep',
  'enderecoResp.uf': 'uf',
};

type Props = {
  email: string;
  /** Sends the acceptance; rejects with the server's error. */
  onSubmit: (cadastro: CadastroConvite) => Promise<unknown>;
};

/** Registration step 1's fields, with the invited e-mail fixed and no school code (the invitation brings both). */
export function CadastroForm({ email, onSubmit }: Props) {
  const { t } = useTranslation();
  const [fotoPerfil, setFotoPerfil] = useState<File | null>(null);
  const [fotoRg, setFotoRg] = useState<File | null>(null);
  const [fileErrors, setFileErrors] = useState<{ perfil?: string | undefined; rg?: string | undefined }>({});
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConviteCadastroForm, unknown, Values>({
    resolver: withPasswordStrength(zodResolver(conviteCadastroForm)),
    defaultValues: EMPTY,
  });

  /** Both photos, as at registration: the profile photo is the one the school sees at pickup. */
  const checkPhotos = () => {
    const next = {
      perfil: fotoPerfil ? undefined : (fileErrors.perfil ?? msg.imagemObrigatoria),
      rg: fotoRg ? undefined : (fileErrors.rg ?? msg.imagemObrigatoria),
    };
    setFileErrors(next);
    return !next.perfil && !next.rg;
  };

  const submit = handleSubmit(
    async (values) => {
      setGeneral(null);
      if (!checkPhotos() || !fotoPerfil) return;
      try {
        await onSubmit({ payload: toConviteCadastroPayload(values), fotoPerfil, fotoRg, email });
      } catch (error) {
        // Field errors from the server (a CPF already registered, say) go under their inputs.
        const fields = isApiError(error) ? (error.fields ?? {}) : {};
        let focused = false;
        for (const [key, message] of Object.entries(fields)) {
          const field = FORM_FIELD[key];
          if (field) {
            setError(field, { message }, { shouldFocus: !focused });
            focused = true;
          } else if (key === 'ftPerfilResp') setFileErrors((prev) => ({ ...prev, perfil: message }));
          else if (key === 'ftRgResp') setFileErrors((prev) => ({ ...prev, rg: message }));
        }
        if (!focused) setGeneral(error instanceof Error ? error.message : t('errors.generic'));
      }
    },
    () => {
      checkPhotos();
    },
  );

  const digitInput = { inputMode: 'numeric' as const };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="cadastro-title"
    >
      <div>
        <h2 id="cadastro-title" className={styles.formTitle}>
          {t('convites.accept.registerTitle')}
        </h2>
        <p className={styles.muted}>{t('convites.accept.registerText')}</p>
      </div>
      {general && <Alert>{general}</Alert>}
      <div className={styles.grid}>
        <TextField
          className={styles.full}
          label={t('fields.email')}
          value={email}
          readOnly
          hint={t('convites.accept.emailFixed')}
          autoComplete="username"
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
          className={styles.full}
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
        <div className={styles.half}>
          <FileField
            label={t('fields.fotoPerfil')}
            hint={t('convites.accept.fotoHint')}
            file={fotoPerfil}
            error={fileErrors.perfil}
            onChange={(file, problem) => {
              setFotoPerfil(file);
              setFileErrors((prev) => ({ ...prev, perfil: problem ?? undefined }));
            }}
          />
        </div>
        <div className={styles.half}>
          <FileField
            label={t('fields.fotoRg')}
            file={fotoRg}
            error={fileErrors.rg}
            onChange={(file, problem) => {
              setFotoRg(file);
              setFileErrors((prev) => ({ ...prev, rg: problem ?? undefined }));
            }}
          />
        </div>
      </div>
      <Button type="submit" fullWidth disabled={isSubmitting} aria-busy={isSubmitting}>
        {t('convites.accept.register')}
      </Button>
    </form>
  );
}
