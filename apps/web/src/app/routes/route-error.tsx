import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { EmptyNest } from '../../components/illustrations';
import { NotFoundContent } from './not-found-content';
import styles from './pages.module.css';

/**
 * What a page that crashed (or whose code could not be downloaded) shows: the spec's fallback heading,
 * a calm explanation and ways back. Links reload the document, since the app's state may be what broke.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className={styles.centered}>
        <NotFoundContent />
      </main>
    );
  }
  return (
    <main className={styles.centered}>
      <EmptyNest className={styles.art} />
      <h1>{t('routeError.title')}</h1>
      <p className={styles.lead}>{t('routeError.lead')}</p>
      <p>{t('routeError.text')}</p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <ButtonLink to="/dashboard" variant="secondary" reloadDocument>
          {t('routeError.dashboard')}
        </ButtonLink>
        <ButtonLink to="/" variant="ghost" reloadDocument>
          {t('routeError.home')}
        </ButtonLink>
      </div>
    </main>
  );
}
