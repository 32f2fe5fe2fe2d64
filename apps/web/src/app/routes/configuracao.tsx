import { useTranslation } from 'react-i18next';
import { AccountSections, DeleteAccountSection, SessionsSection } from '../../features/conta';
import { AppearanceSections, HelpSections, NotificationSections } from '../../features/preferencias';
import { PrivacySections } from '../../features/privacidade';
import { SecuritySections } from '../../features/seguranca';
import styles from './configuracao.module.css';

/**
 * /configuracao: the spec's settings, in its order — account, notifications, security, sessions,
 * language and accessibility, privacy, help, and at the end deleting the account and signing out.
 */
export default function ConfiguracaoPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('settings.title')}</h1>
        <p className={styles.intro}>{t('settings.intro')}</p>
      </header>
      <AccountSections />
      <NotificationSections />
      <SecuritySections />
      <SessionsSection />
      <AppearanceSections />
      <PrivacySections />
      <HelpSections />
      <DeleteAccountSection />
    </div>
  );
}
