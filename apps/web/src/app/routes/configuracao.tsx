import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionNav } from '../../components/section-nav';
import { AccountSections, DeleteAccountSection, SessionsSection } from '../../features/conta';
import { AppearanceSections, HelpSections, NotificationSections } from '../../features/preferencias';
import { PrivacySections, privacySectionId } from '../../features/privacidade';
import { SecuritySections } from '../../features/seguranca';
import { useSession } from '../../lib/session';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import styles from './configuracao.module.css';

/**
 * /configuracao: the spec's settings, in its order — account, notifications, security, sessions,
 * language and accessibility, privacy, help, and at the end deleting the account and signing out.
 * The page is long (some 7,000 px on a phone), so its head carries one shortcut per section, and a deep
 * link (/configuracao#seguranca) scrolls there once the sections have loaded.
 */
export default function ConfiguracaoPage() {
  const { t } = useTranslation();
  const papel = useSession().data?.papel;
  // Every section fetches its own data; the page is laid out once none is loading.
  useScrollToHash(useIsFetching() === 0);
  const privacy = privacySectionId(papel);
  const sections = [
    { id: 'conta', label: t('settings.secoes.conta') },
    { id: 'notificacoes', label: t('settings.secoes.notificacoes') },
    { id: 'seguranca', label: t('settings.secoes.seguranca') },
    { id: 'sessoes', label: t('settings.secoes.sessoes') },
    { id: 'aparencia', label: t('settings.secoes.aparencia') },
    ...(privacy ? [{ id: privacy, label: t(`settings.secoes.${privacy}`) }] : []),
    { id: 'ajuda', label: t('settings.secoes.ajuda') },
    { id: 'sair-excluir', label: t('settings.secoes.sair') },
  ];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('settings.title')}</h1>
        <p className={styles.intro}>{t('settings.intro')}</p>
        <SectionNav label={t('settings.atalhos')} sections={sections} />
      </header>
      {/* Account and security are several sections each; their shortcut leads to the group. */}
      <div id="conta" className={styles.group}>
        <AccountSections />
      </div>
      <NotificationSections />
      <div id="seguranca" className={styles.group}>
        <SecuritySections />
      </div>
      <SessionsSection />
      <AppearanceSections />
      <PrivacySections />
      <HelpSections />
      <DeleteAccountSection />
    </div>
  );
}
