import type { SessaoItem } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { SettingsSection } from '../../../components/settings-section';
import { translateMessage } from '../../../lib/translate-message';
import { useEncerrarSessao, useSairDeTodas, useSessoes } from '../api/conta';
import { DeviceIcon } from './device-icon';
import { formatDateTime, relativeTime } from './relative-time';
import styles from './conta.module.css';

/** Configurações → 'Sessões': where the account is signed in, with 'Sair' for each other session and for all of them. */
export function SessionsSection() {
  const { t } = useTranslation();
  const sessoes = useSessoes();
  const sairDeTodas = useSairDeTodas();
  const [confirming, setConfirming] = useState(false);
  const [ended, setEnded] = useState<number | null>(null);
  const list = sessoes.data?.sessoes ?? [];
  const others = list.filter((s) => !s.atual).length;

  return (
    <SettingsSection
      id="sessoes"
      title={t('conta.sessoes.title')}
      description={t('conta.sessoes.description')}
    >
      {sessoes.isPending ? (
        <PageLoader />
      ) : sessoes.isError ? (
        <QueryError error={sessoes.error} onRetry={sessoes.refetch} />
      ) : (
        <>
          <ul className={styles.sessions}>
            {list.map((s) => (
              <SessionCard key={s.idSessao} sessao={s} onEnded={() => setEnded(1)} />
            ))}
          </ul>
          {ended !== null && <Alert tone="success">{t('conta.sessoes.ended', { count: ended })}</Alert>}
          {others > 0 ? (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('conta.sessoes.endAll')}
              </Button>
            </div>
          ) : (
            <p className={styles.muted}>{t('conta.sessoes.onlyThis')}</p>
          )}
        </>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('conta.sessoes.confirmTitle')}>
        <p className={styles.text}>{t('conta.sessoes.confirmText', { count: others })}</p>
        {sairDeTodas.isError && <Alert>{sairDeTodas.error.message}</Alert>}
        <div className={styles.actions}>
          <Button
            onClick={() =>
              sairDeTodas.mutateAsync().then(
                (r) => {
                  setEnded(r.encerradas);
                  setConfirming(false);
                },
                () => undefined,
              )
            }
            disabled={sairDeTodas.isPending}
            aria-busy={sairDeTodas.isPending}
          >
            {t('conta.sessoes.confirmEndAll')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t('conta.cancel')}
          </Button>
        </div>
      </Dialog>
    </SettingsSection>
  );
}

function SessionCard({ sessao, onEnded }: { sessao: SessaoItem; onEnded: () => void }) {
  const { t, i18n } = useTranslation();
  const encerrar = useEncerrarSessao();
  const navegador = sessao.navegador ?? t('conta.sessoes.unknownBrowser');
  const title = sessao.sistema
    ? t('conta.sessoes.browserOn', { navegador, sistema: sessao.sistema })
    : navegador;
  return (
    <li className={[styles.session, sessao.atual ? styles.sessionCurrent : null].filter(Boolean).join(' ')}>
      <span className={styles.deviceIcon}>
        <DeviceIcon dispositivo={sessao.dispositivo} />
      </span>
      <div className={styles.sessionBody}>
        <p className={styles.sessionTitle}>
          <span>{title}</span>
          {sessao.atual && <span className={styles.badge}>{t('conta.sessoes.current')}</span>}
        </p>
        <p className={styles.sessionMeta}>
          {t(`conta.sessoes.device.${sessao.dispositivo}`)} · {translateMessage(t, sessao.local)}
        </p>
        <p className={styles.sessionMeta}>
          {sessao.atual
            ? t('conta.sessoes.activeNow')
            : t('conta.sessoes.lastUsed', { when: relativeTime(sessao.ultimoUso, i18n.language) })}{' '}
          · <span>{t('conta.sessoes.since', { when: formatDateTime(sessao.criadaEm, i18n.language) })}</span>
        </p>
        {encerrar.isError && <Alert>{encerrar.error.message}</Alert>}
      </div>
      {!sessao.atual && (
        <Button
          className={styles.sessionAction}
          variant="secondary"
          // The card leaves the list once the list is reloaded: awaited, not a per-call callback.
          onClick={() => encerrar.mutateAsync(sessao.idSessao).then(onEnded, () => undefined)}
          disabled={encerrar.isPending}
          aria-busy={encerrar.isPending}
          aria-label={t('conta.sessoes.endLabel', { title })}
        >
          {t('conta.sessoes.end')}
        </Button>
      )}
    </li>
  );
}
