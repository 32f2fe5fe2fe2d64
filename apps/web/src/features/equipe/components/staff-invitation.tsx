import { zodResolver } from '@hookform/resolvers/zod';
import { withPasswordStrength } from '../../../lib/password-strength';
import {
  aceitarConviteEquipeForm,
  type AceitarConviteEquipeForm,
  type ConviteEquipeAceito,
  type ConviteEquipePeek,
} from '@lunna/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyNest, MoonScene } from '../../../components/illustrations';
import { PageLoader } from '../../../components/page-loader';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { useAceitarConviteEquipe, useConviteEquipePeek } from '../api/equipe';
import styles from './equipe.module.css';

/** `/convite-equipe?token=…`: the invited educator or director chooses a password, then signs in on /login. */
export function StaffInvitation() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const peek = useConviteEquipePeek(token);
  const [accepted, setAccepted] = useState<ConviteEquipeAceito | null>(null);

  if (accepted) return <Accepted result={accepted} />;
  if (token && peek.isPending) return <PageLoader />;
  if (!token || peek.isError) {
    const gone = !token || isApiError(peek.error, 404);
    return (
      <Card narrow className={styles.centered} aria-labelledby="convite-equipe-title">
        <EmptyNest className={styles.art} />
        <h1 id="convite-equipe-title" className={styles.pageTitle}>
          {gone ? t('equipe.accept.invalidTitle') : t('errors.generic')}
        </h1>
        <p className={styles.lead}>{gone ? t('equipe.accept.invalidText') : peek.error?.message}</p>
        <ButtonLink to="/login" variant="secondary">
          {t('equipe.accept.haveAccount')}
        </ButtonLink>
      </Card>
    );
  }
  return <Invitation token={token} peek={peek.data!} onAccepted={setAccepted} />;
}

function Invitation({
  token,
  peek,
  onAccepted,
}: {
  token: string;
  peek: ConviteEquipePeek;
  onAccepted: (result: ConviteEquipeAceito) => void;
}) {
  const { t, i18n } = useTranslation();
  const aceitar = useAceitarConviteEquipe(token);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AceitarConviteEquipeForm, unknown, z.output<typeof aceitarConviteEquipeForm>>({
    resolver: withPasswordStrength(zodResolver(aceitarConviteEquipeForm)),
    defaultValues: { senha: '', confirmarSenha: '' },
  });
  const onSubmit = handleSubmit((values) => aceitar.mutate(values, { onSuccess: onAccepted }));
  const until = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(peek.expiraEm));

  return (
    <Card className={styles.page} aria-labelledby="convite-equipe-title">
      <div className={styles.welcome}>
        <MoonScene className={styles.art} />
        <h1 id="convite-equipe-title" className={styles.pageTitle}>
          {t('equipe.accept.title', { school: peek.nomeEscola })}
        </h1>
        <p className={styles.lead}>
          {t(peek.papel === 'gestor' ? 'equipe.accept.leadDirector' : 'equipe.accept.leadEducator', {
            school: peek.nomeEscola,
          })}
        </p>
      </div>
      <dl className={styles.details}>
        <dt>{t('equipe.accept.name')}</dt>
        <dd>{peek.nome}</dd>
        <dt>{t('fields.email')}</dt>
        <dd>{peek.email}</dd>
        <dt>{t('equipe.accept.role')}</dt>
        <dd>{t(`equipe.papel.${peek.papel}`)}</dd>
      </dl>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className={styles.muted}>{t('equipe.accept.choosePassword', { date: until })}</p>
        {aceitar.error && <Alert>{aceitar.error.message}</Alert>}
        {/* Lets password managers store the new password with the right account. */}
        <input type="email" name="username" autoComplete="username" value={peek.email} readOnly hidden />
        <TextField
          label={t('fields.senha')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.senhaHint')}
          error={errors.senha?.message}
          {...register('senha')}
        />
        <TextField
          label={t('fields.confirmarSenha')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmarSenha?.message}
          {...register('confirmarSenha')}
        />
        <Button type="submit" fullWidth disabled={aceitar.isPending} aria-busy={aceitar.isPending}>
          {t('equipe.accept.submit')}
        </Button>
      </form>
    </Card>
  );
}

function Accepted({ result }: { result: ConviteEquipeAceito }) {
  const { t } = useTranslation();
  return (
    <Card narrow className={styles.centered} aria-labelledby="convite-equipe-title">
      <MoonScene className={styles.art} />
      <h1 id="convite-equipe-title" className={styles.pageTitle}>
        {t('equipe.accept.doneTitle')}
      </h1>
      <p className={styles.lead}>
        {t('equipe.accept.doneText', { school: result.nomeEscola, email: result.email })}
      </p>
      <ButtonLink to="/login" fullWidth>
        {t('equipe.accept.signIn')}
      </ButtonLink>
    </Card>
  );
}
