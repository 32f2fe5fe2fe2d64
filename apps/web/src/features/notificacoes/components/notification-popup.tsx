import type { NotificacaoRead } from '@lunna/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newArrivals } from './new-arrivals';
import styles from './notificacoes.module.css';

/** A pop-up stays this long unless the pointer or the keyboard is on it. */
const AUTO_HIDE_MS = 12_000;

type Props = { itens: NotificacaoRead[] | undefined; enabled: boolean; onOpen: (n: NotificacaoRead) => void };

/**
 * A calm banner when a new notification arrives while the portal is open (when the user wants them:
 * Configurações › Notificações › Banners/pop-ups). Polite (role=status), dismissable, hides by itself.
 */
export function NotificationPopup({ itens, enabled, onOpen }: Props) {
  const { t } = useTranslation();
  const seen = useRef<Set<string> | null>(null);
  const [shown, setShown] = useState<{ first: NotificacaoRead; more: number } | null>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!itens) return;
    const { fresh, seen: next } = newArrivals(seen.current, itens);
    seen.current = next;
    if (enabled && fresh[0]) setShown({ first: fresh[0], more: fresh.length - 1 });
  }, [itens, enabled]);

  useEffect(() => {
    if (!shown || paused) return;
    const timer = window.setTimeout(() => setShown(null), AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [shown, paused]);

  // Turning the banners off hides the one on screen too.
  const visible = enabled ? shown : null;

  return (
    <div role="status" className={styles.popupRegion}>
      {visible && (
        <div
          className={styles.popup}
          data-prioridade={visible.first.prioridade}
          data-testid="notification-popup"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          <div className={styles.popupBody}>
            <span className={styles.priority} data-prioridade={visible.first.prioridade}>
              {t(`avisos.importancia.${visible.first.prioridade}`)}
            </span>
            <p className={styles.popupTitle}>
              <span className="visually-hidden">{t('notificacoes.popup.nova')} </span>
              {visible.first.titulo}
            </p>
            {visible.more > 0 && (
              <p className={styles.popupMore}>{t('notificacoes.popup.mais', { count: visible.more })}</p>
            )}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setShown(null);
                onOpen(visible.first);
              }}
            >
              {t('notificacoes.popup.ver')}
            </button>
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={() => setShown(null)}
            aria-label={t('notificacoes.popup.fechar')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
