import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { isApiError } from '../../../lib/api-client';
import styles from './profile-unavailable.module.css';

/** Clear page for a child this account may not see (403) or that does not exist (404 or a malformed id). */
export function ProfileUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const forbidden = isApiError(error, 403);
  const notFound = isApiError(error, 404) || isApiError(error, 400);
  const kind = forbidden ? 'forbidden' : notFound ? 'notFound' : 'failed';
  return (
    <section className={styles.box} role="alert" aria-labelledby="profile-unavailable-title">
      <h1 id="profile-unavailable-title">{t(`profile.unavailable.${kind}.title`)}</h1>
      <p>
        {kind === 'failed' && error instanceof Error ? error.message : t(`profile.unavailable.${kind}.text`)}
      </p>
      <ButtonLink to="/pefil-bebe">{t('profile.unavailable.backToChildren')}</ButtonLink>
    </section>
  );
}
