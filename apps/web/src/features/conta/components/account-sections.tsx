import { zodResolver } from '@hookform/resolvers/zod';
import { withPasswordStrength } from '../../../lib/password-strength';
import {
  alterarEmailPayload,
  alterarSenhaPayload,
  idUsuario as idUsuarioSchema,
  msg,
  type AlterarEmailPayload,
  type AlterarSenhaPayload,
  type ContaRead,
} from '@lunna/contract';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { SettingsSection } from '../../../components/settings-section';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/translate-message';
import {
  useCancelarAlteracaoEmail,
  useConfirmarAlteracaoEmail,
  useConta,
  useIdUsuarioDisponivel,
  usePedirAlteracaoEmail,
  useSetIdUsuario,
  useAlterarSenha,
} from '../api/conta';
import { useDebouncedValue } from '../api/use-debounced-value';
import { showServerErrors } from '../../../lib/show-server-errors';
import styles from './conta.module.css';

/** Configurações → 'E-mail', 'ID de usuário' and 'Senha', in the spec's order. */
export function AccountSections() {
  const { t } = useTranslation();
  const conta = useConta();
  if (conta.isPending || conta.isError) {
    return (
      <SettingsSection id="email" title={t('conta.email.title')}>
        {conta.isPending ? <PageLoader /> : <QueryError error={conta.error} onRetry={conta.refetch} />}
      </SettingsSection>
    );
  }
  return (
    <>
      <EmailSection conta={conta.data} />
      <IdUsuarioSection conta={conta.data} />
      <SenhaSection />
    </>
  );
}

/* ------------------------------------------------------------------ E-mail ------------------------------------------------------------------ */

type EmailForm = z.input<typeof alterarEmailPayload>;

function EmailSection({ conta }: { conta: ContaRead }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [changed, setChanged] = useState<string | null>(null);
  // What was asked last, so 'Reenviar código' does not ask for the password again.
  const lastRequest = useRef<AlterarEmailPayload | null>(null);
  const pending = conta.emailPendente;

  return (
    <SettingsSection id="email" title={t('conta.email.title')} description={t('conta.email.description')}>
      <div className={styles.row}>
        <div className={styles.value}>
          <span className={styles.valueLabel}>{t('conta.email.current')}</span>
          <span className={styles.valueText}>{conta.email}</span>
        </div>
        {!editing && !pending && (
          <Button
            variant="secondary"
            onClick={() => {
              setChanged(null);
              setEditing(true);
            }}
            aria-label={t('conta.email.changeLabel')}
          >
            {t('conta.email.change')}
          </Button>
        )}
      </div>
      {changed && <Alert tone="success">{t('conta.email.changed', { email: changed })}</Alert>}
      {pending ? (
        <EmailCodeStep
          pending={pending}
          lastRequest={lastRequest}
          onDone={(email) => {
            lastRequest.current = null;
            setEditing(false);
            setChanged(email);
          }}
          onAskAgain={() => {
            lastRequest.current = null;
            setEditing(true);
          }}
        />
      ) : (
        editing && (
          <EmailRequestForm
            onSent={(payload) => {
              lastRequest.current = payload;
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        )
      )}
    </SettingsSection>
  );
}

function EmailRequestForm({
  onSent,
  onCancel,
}: {
  onSent: (payload: AlterarEmailPayload) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const pedir = usePedirAlteracaoEmail();
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailForm, unknown, z.output<typeof alterarEmailPayload>>({
    resolver: zodResolver(alterarEmailPayload),
    defaultValues: { novoEmail: '', senha: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    // The form leaves the page as soon as the account shows the pending change: awaited, not a per-call callback.
    pedir.mutateAsync(values).then(
      () => onSent(values),
      (error: Error) => setFormError(showServerErrors(error, setError, ['novoEmail', 'senha'])),
    );
  });

  return (
    <form className={styles.panel} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('conta.email.formTitle')}
      </h3>
      <p className={styles.muted}>{t('conta.email.formHint')}</p>
      <TextField
        label={t('conta.email.novo')}
        type="email"
        autoComplete="email"
        error={errors.novoEmail?.message}
        {...register('novoEmail')}
      />
      <TextField
        label={t('conta.senhaAtual')}
        type="password"
        autoComplete="current-password"
        error={errors.senha?.message}
        {...register('senha')}
      />
      {formError && <Alert>{formError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={pedir.isPending} aria-busy={pedir.isPending}>
          {pedir.isPending ? t('conta.sending') : t('conta.email.send')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('conta.cancel')}
        </Button>
      </div>
    </form>
  );
}

function EmailCodeStep({
  pending,
  lastRequest,
  onDone,
  onAskAgain,
}: {
  pending: string;
  lastRequest: React.RefObject<AlterarEmailPayload | null>;
  onDone: (email: string) => void;
  onAskAgain: () => void;
}) {
  const { t } = useTranslation();
  const confirmar = useConfirmarAlteracaoEmail();
  const reenviar = usePedirAlteracaoEmail();
  const cancelar = useCancelarAlteracaoEmail();
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [resent, setResent] = useState(false);
  const titleId = useId();

  const verify = (e: React.FormEvent) => {
    e.preventDefault();
    setResent(false);
    const clean = codigo.replace(/\D/g, '');
    if (clean.length !== 6) {
      setError(msg.codigoEmailInvalido);
      return;
    }
    setError(undefined);
    confirmar.mutateAsync(clean).then(
      (conta) => onDone(conta.email),
      (err: Error) =>
        setError(
          isApiError(err)
            ? (err.fields?.codigo ?? err.fields?.novoEmail ?? err.message)
            : t('errors.generic'),
        ),
    );
  };

  const resend = () => {
    setError(undefined);
    setResent(false);
    const payload = lastRequest.current;
    if (!payload) {
      // After a reload the password is not kept: ask for it again.
      cancelar.mutateAsync().then(onAskAgain, (err: Error) => setError(err.message));
      return;
    }
    reenviar.mutate(payload, { onSuccess: () => setResent(true), onError: (err) => setError(err.message) });
  };

  return (
    <form className={styles.panel} onSubmit={verify} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('conta.email.codeTitle')}
      </h3>
      <p className={styles.text}>{t('conta.email.codeSent', { email: pending })}</p>
      <TextField
        className={styles.code}
        label={t('conta.email.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={codigo}
        onChange={(e) => setCodigo(e.target.value)}
        error={error}
      />
      {resent && <Alert tone="success">{t('conta.email.resent')}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={confirmar.isPending} aria-busy={confirmar.isPending}>
          {confirmar.isPending ? t('conta.checking') : t('conta.email.verify')}
        </Button>
        <Button variant="secondary" onClick={resend} disabled={reenviar.isPending}>
          {t('conta.email.resend')}
        </Button>
        <Button variant="ghost" onClick={() => cancelar.mutate()} disabled={cancelar.isPending}>
          {t('conta.email.cancelChange')}
        </Button>
      </div>
    </form>
  );
}

/* ------------------------------------------------------------------ User ID ------------------------------------------------------------------ */

function IdUsuarioSection({ conta }: { conta: ContaRead }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <SettingsSection
      id="id-usuario"
      title={t('conta.idUsuario.title')}
      description={t('conta.idUsuario.description')}
    >
      <div className={styles.row}>
        <div className={styles.value}>
          <span className={styles.valueLabel}>{t('conta.idUsuario.current')}</span>
          <span className={styles.valueText}>
            {conta.idUsuario ? `@${conta.idUsuario}` : t('conta.idUsuario.none')}
          </span>
        </div>
        {!editing && (
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            aria-label={t('conta.idUsuario.changeLabel')}
          >
            {t('conta.idUsuario.change')}
          </Button>
        )}
      </div>
      {saved && !editing && <Alert tone="success">{t('conta.idUsuario.saved')}</Alert>}
      {editing && (
        <IdUsuarioForm
          current={conta.idUsuario}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </SettingsSection>
  );
}

function IdUsuarioForm({
  current,
  onSaved,
  onCancel,
}: {
  current: string | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetIdUsuario();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  const titleId = useId();
  const typed = value.trim().toLowerCase();
  const settled = useDebouncedValue(typed, 450);
  const unchanged = typed === (current ?? '');
  const check = useIdUsuarioDisponivel(unchanged || !settled ? '' : settled);
  const waiting = !unchanged && typed.length > 0 && (settled !== typed || check.isFetching);
  const answer = !unchanged && settled === typed && !check.isFetching ? check.data : undefined;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = idUsuarioSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (answer && !answer.disponivel) {
      setError(answer.motivo);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (err) =>
        setError(isApiError(err) ? (err.fields?.idUsuario ?? err.message) : t('errors.generic')),
    });
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('conta.idUsuario.formTitle')}
      </h3>
      <div className={styles.handleInput}>
        <TextField
          label={t('conta.idUsuario.field')}
          hint={t('conta.idUsuario.rules')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <p className={styles.availability} aria-live="polite">
          {waiting ? (
            <span className={styles.checking}>{t('conta.idUsuario.checking')}</span>
          ) : answer?.disponivel ? (
            <span className={[styles.availability, styles.available].join(' ')}>
              <CheckIcon size={20} /> {t('conta.idUsuario.available')}
            </span>
          ) : answer ? (
            <span className={[styles.availability, styles.taken].join(' ')}>
              <AlertIcon size={20} />{' '}
              {answer.motivo === msg.idUsuarioEmUso
                ? t('conta.idUsuario.taken')
                : `${t('conta.idUsuario.unavailable')}: ${translateMessage(t, answer.motivo ?? '')}`}
            </span>
          ) : null}
        </p>
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending || unchanged} aria-busy={save.isPending}>
          {save.isPending ? t('conta.saving') : t('conta.idUsuario.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('conta.cancel')}
        </Button>
      </div>
    </form>
  );
}

/* ------------------------------------------------------------------ Password ------------------------------------------------------------------ */

type SenhaForm = z.input<typeof alterarSenhaPayload>;

function SenhaSection() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  return (
    <SettingsSection id="senha" title={t('conta.senha.title')} description={t('conta.senha.description')}>
      <div className={styles.row}>
        <div className={styles.value}>
          <span className={styles.valueLabel}>{t('conta.senha.current')}</span>
          <span className={[styles.valueText, styles.masked].join(' ')}>
            <span aria-hidden="true">••••••••</span>
            <span className="visually-hidden">{t('conta.senha.hidden')}</span>
          </span>
        </div>
        {!editing && (
          <Button
            variant="secondary"
            onClick={() => {
              setDone(null);
              setEditing(true);
            }}
          >
            {t('conta.senha.change')}
          </Button>
        )}
      </div>
      {done !== null && !editing && <Alert tone="success">{t('conta.senha.changed', { count: done })}</Alert>}
      {editing && (
        <SenhaFormPanel
          onDone={(n) => {
            setEditing(false);
            setDone(n);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </SettingsSection>
  );
}

function SenhaFormPanel({
  onDone,
  onCancel,
}: {
  onDone: (encerradas: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const alterar = useAlterarSenha();
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SenhaForm, unknown, AlterarSenhaPayload>({
    resolver: withPasswordStrength(zodResolver(alterarSenhaPayload)),
    defaultValues: { senhaAtual: '', novaSenha: '', confirmarSenha: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    alterar.mutate(values, {
      onSuccess: (r) => onDone(r.encerradas),
      onError: (error) =>
        setFormError(showServerErrors(error, setError, ['senhaAtual', 'novaSenha', 'confirmarSenha'])),
    });
  });

  return (
    <form className={styles.panel} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('conta.senha.formTitle')}
      </h3>
      <TextField
        label={t('conta.senhaAtual')}
        type="password"
        autoComplete="current-password"
        error={errors.senhaAtual?.message}
        {...register('senhaAtual')}
      />
      <TextField
        label={t('conta.senha.nova')}
        hint={t('conta.senha.rules')}
        type="password"
        autoComplete="new-password"
        error={errors.novaSenha?.message}
        {...register('novaSenha')}
      />
      <TextField
        label={t('conta.senha.confirmar')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmarSenha?.message}
        {...register('confirmarSenha')}
      />
      <p className={styles.muted}>{t('conta.senha.othersEnd')}</p>
      {formError && <Alert>{formError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={alterar.isPending} aria-busy={alterar.isPending}>
          {alterar.isPending ? t('conta.saving') : t('conta.senha.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('conta.cancel')}
        </Button>
      </div>
    </form>
  );
}
