import { zodResolver } from '@hookform/resolvers/zod';
import { escolaGestorForm, type EscolaGestor, type EscolaGestorForm } from '@lunna/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SettingsSection } from '../../../components/settings-section';
import { TextField } from '../../../components/text-field';
import { useSalvarEscola } from '../api/escola';
import { showServerErrors } from '../../../lib/show-server-errors';
import styles from './school-area.module.css';

const FIELDS = ['nome', 'cnpj', 'telefone', 'email', 'endereco'] as const;

const toForm = (escola: EscolaGestor): EscolaGestorForm => ({
  nome: escola.nome,
  cnpj: escola.cnpj ?? '',
  telefone: escola.telefone ?? '',
  email: escola.email ?? '',
  endereco: escola.endereco ?? '',
  aprovarVinculos: escola.aprovarVinculos,
});

/** 'Dados da escola': the details families and the invoices show. */
export function SchoolDataSection({ escola }: { escola: EscolaGestor }) {
  const { t } = useTranslation();
  const salvar = useSalvarEscola();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<EscolaGestorForm, unknown, z.output<typeof escolaGestorForm>>({
    resolver: zodResolver(escolaGestorForm),
    values: toForm(escola),
  });

  const onSubmit = handleSubmit((values) => {
    setSaved(false);
    setFormError(null);
    // The approval switch saves on its own: keep whatever it is now.
    salvar.mutateAsync({ ...values, aprovarVinculos: escola.aprovarVinculos }).then(
      (next) => {
        reset(toForm(next));
        setSaved(true);
      },
      (error: Error) => setFormError(showServerErrors(error, setError, FIELDS)),
    );
  });

  return (
    <SettingsSection id="dados" title={t('escola.dados.title')} description={t('escola.dados.description')}>
      <form className={styles.grid} onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          className={styles.wide}
          label={t('escola.dados.nome')}
          autoComplete="organization"
          error={errors.nome?.message}
          {...register('nome')}
        />
        <TextField
          label={t('escola.dados.cnpj')}
          inputMode="numeric"
          hint={t('escola.dados.cnpjHint')}
          error={errors.cnpj?.message}
          {...register('cnpj')}
        />
        <TextField
          label={t('escola.dados.telefone')}
          type="tel"
          autoComplete="tel"
          error={errors.telefone?.message}
          {...register('telefone')}
        />
        <TextField
          className={styles.wide}
          label={t('escola.dados.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          className={styles.wide}
          label={t('escola.dados.endereco')}
          autoComplete="street-address"
          error={errors.endereco?.message}
          {...register('endereco')}
        />
        <div className={[styles.actions, styles.wide].join(' ')}>
          <Button type="submit" disabled={salvar.isPending} aria-busy={salvar.isPending}>
            {salvar.isPending ? t('escola.salvando') : t('escola.dados.salvar')}
          </Button>
          {isDirty && !salvar.isPending && (
            <Button variant="ghost" onClick={() => reset(toForm(escola))}>
              {t('escola.desfazer')}
            </Button>
          )}
        </div>
        {saved && !isDirty && (
          <div className={styles.wide}>
            <Alert tone="success">{t('escola.dados.salvo')}</Alert>
          </div>
        )}
        {formError && (
          <div className={styles.wide}>
            <Alert>{formError}</Alert>
          </div>
        )}
      </form>
    </SettingsSection>
  );
}
