import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { MoonScene } from '../../../components/illustrations';
import styles from './wizard.module.css';

export function SuccessCard({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.success}>
      <MoonScene className={styles.successArt} />
      <p>{t('registration.success.text')}</p>
      <p>{t('registration.success.confirmEmail', { email })}</p>
      {/* Into the portal with the session registration opened; sign-in first when it has ended (RequireSession). */}
      <ButtonLink to="/pefil-bebe" reloadDocument>
        {t('common.continue')}
      </ButtonLink>
    </div>
  );
}
