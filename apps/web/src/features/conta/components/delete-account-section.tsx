import { excluirContaPayload, type ContaExcluida } from '@lunna/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { LogoutIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { SettingsSection } from '../../../components/settings-section';
import { useSignOut } from '../../../lib/use-sign-out';
import { useExcluirConta } from '../api/conta';
import styles from './conta.module.css';

/** Where the browser goes once the account is gone: the landing page (which may greet with `conta=excluida`). */
const LANDING_AFTER_DELETE = '/?conta=excluida';
const LEAVE_AFTER_MS = 3000;

/**
 * Configurações, at the end: 'Sair' (ends this session for real) and, for guardians, deleting the account
 * with what is erased and what stays explained first. Staff accounts are closed by the school's director.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const session = useSession();
  const sair = useSignOut();
  const isGuardian = session.data?.papel === 'responsavel';

  return (
    <SettingsSection id="sair-excluir" title={t('conta.excluir.sectionTitle')}>
      <div className={styles.block}>
        <h3 className={styles.subTitle}>{t('conta.sair.title')}</h3>
        <p className={styles.muted}>{t('conta.sair.text')}</p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => sair.mutate()}
            disabled={sair.isPending}
            aria-busy={sair.isPending}
          >
            <LogoutIcon size={20} /> {t('conta.sair.button')}
          </Button>
        </div>
      </div>
      <hr className={styles.divider} />
      {session.data && !isGuardian ? (
        <div className={styles.block}>
          <h3 className={styles.subTitle}>{t('conta.excluir.title')}</h3>
          <Alert tone="info">{t('conta.excluir.staffNote')}</Alert>
        </div>
      ) : session.data ? (
        <DeleteAccount />
      ) : null}
    </SettingsSection>
  );
}

function DeleteAccount() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.block}>
      <h3 className={styles.subTitle}>{t('conta.excluir.title')}</h3>
      <p className={styles.text}>{t('conta.excluir.intro')}</p>
      <p className={styles.text}>
        <strong>{t('conta.excluir.erasedTitle')}</strong>
      </p>
      <ul className={styles.list}>
        <li>{t('conta.excluir.erased1')}</li>
        <li>{t('conta.excluir.erased2')}</li>
        <li>{t('conta.excluir.erased3')}</li>
      </ul>
      <p className={styles.text}>
        <strong>{t('conta.excluir.keptTitle')}</strong>
      </p>
      <ul className={styles.list}>
        <li>{t('conta.excluir.kept1')}</li>
        <li>{t('conta.excluir.kept2')}</li>
        <li>{t('conta.excluir.kept3')}</li>
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.danger} onClick={() => setOpen(true)}>
          {t('conta.excluir.button')}
        </Button>
      </div>
      <DeleteDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

function DeleteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const excluir = useExcluirConta();
  const [senha, setSenha] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<ContaExcluida | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => window.location.replace(LANDING_AFTER_DELETE), LEAVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = excluirContaPayload.safeParse({ senha });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    excluir.mutate(parsed.data.senha, {
      onSuccess: setDone,
      onError: (err) => setError(isApiError(err) ? (err.fields?.senha ?? err.message) : t('errors.generic')),
    });
  };

  const close = () => {
    if (done) return;
    setSenha('');
    setError(undefined);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={done ? t('conta.excluir.doneTitle') : t('conta.excluir.confirmTitle')}
    >
      {done ? (
        <div className={styles.form}>
          <Alert tone="success">{t('conta.excluir.done')}</Alert>
          <p className={styles.text}>{t('conta.excluir.leaving')}</p>
          <div className={styles.actions}>
            <Button onClick={() => window.location.replace(LANDING_AFTER_DELETE)}>
              {t('conta.excluir.goHome')}
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.text}>{t('conta.excluir.confirmText')}</p>
          <TextField
            label={t('conta.excluir.password')}
            type="password"
            autoComplete="current-password"
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
            error={error}
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              className={styles.dangerSolid}
              disabled={excluir.isPending}
              aria-busy={excluir.isPending}
            >
              {excluir.isPending ? t('conta.excluir.deleting') : t('conta.excluir.confirmButton')}
            </Button>
            <Button variant="ghost" onClick={close}>
              {t('conta.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
