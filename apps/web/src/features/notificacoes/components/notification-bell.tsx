import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BellIcon } from '../../../components/icons';
import {
  useMarkAllRead,
  useMarkNotificacaoRead,
  useNotificacoes,
  useNotificacoesAoVivo,
  usePreferencias,
} from '../api/notificacoes';
import { NotificationPopup } from './notification-popup';
import styles from './notificacoes.module.css';
import { QueryError } from '../../../components/query-error';

/** The bell with the unread count, and its side panel: highest priority first, each linking to its item. */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const panelId = useId();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const notificacoes = useNotificacoes();
  useNotificacoesAoVivo();
  const markRead = useMarkNotificacaoRead();
  const markAll = useMarkAllRead();
  const prefs = usePreferencias();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const naoLidas = notificacoes.data?.naoLidas ?? 0;
  const { refetch } = notificacoes;

  useLayoutEffect(() => {
    if (!open) return;
    void refetch();
    panelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, refetch]);

  const openNotification = (n: { idNotificacao: string; lida: boolean; link: string }) => {
    if (!n.lida) markRead.mutate(n.idNotificacao);
    setOpen(false);
    void navigate(n.link);
  };

  const format = new Intl.DateTimeFormat(i18n.language, {
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

  return (
    <div className={styles.wrapper}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <BellIcon />
        <span className="visually-hidden">{t('notificacoes.button', { count: naoLidas })}</span>
        {naoLidas > 0 && (
          <span className={styles.count} aria-hidden="true" data-testid="bell-count">
            {naoLidas > 99 ? '99+' : naoLidas}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          ref={panelRef}
          className={styles.panel}
          role="region"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <div className={styles.panelHeader}>
            <h2 id={titleId} className={styles.panelTitle}>
              {t('notificacoes.title')}
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={() => setOpen(false)}
              aria-label={t('common.close')}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {naoLidas > 0 && (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => markAll.mutate()}
              disabled={markAll.isPending}
            >
              {t('notificacoes.markAll')}
            </button>
          )}
          {notificacoes.isError && <QueryError error={notificacoes.error} onRetry={notificacoes.refetch} />}
          {notificacoes.data?.itens.length === 0 && <p className={styles.empty}>{t('notificacoes.empty')}</p>}
          <ul className={styles.items}>
            {notificacoes.data?.itens.map((n) => (
              <li key={n.idNotificacao}>
                <button
                  type="button"
                  className={styles.item}
                  data-lida={n.lida}
                  data-prioridade={n.prioridade}
                  onClick={() => openNotification(n)}
                >
                  <span className={styles.itemTop}>
                    <span className={styles.priority} data-prioridade={n.prioridade}>
                      {t(`avisos.importancia.${n.prioridade}`)}
                    </span>
                    {!n.lida && <span className={styles.unreadDot}>{t('notificacoes.new')}</span>}
                    <time className={styles.time} dateTime={n.criadoEm}>
                      {format.format(new Date(n.criadoEm))}
                    </time>
                  </span>
                  <span className={styles.itemTitle}>{n.titulo}</span>
                  <span className={styles.itemText}>
                    {n.tipo === 'aviso_pendente' ? t('notificacoes.pending') + ' ' + n.texto : n.texto}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Link
            to="/configuracao#notificacoes"
            className={styles.settingsLink}
            onClick={() => setOpen(false)}
          >
            {t('notificacoes.preferencias')}
          </Link>
        </div>
      )}
      <NotificationPopup
        itens={notificacoes.data?.itens}
        enabled={prefs.data?.notifBanners ?? false}
        onOpen={openNotification}
      />
    </div>
  );
}
