import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../../components/button';
import { EmptyNest } from '../../components/illustrations';
import styles from './pages.module.css';

/** Replaces the router's 'Unexpected Application Error!' with a calm page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={styles.centered}>
      <EmptyNest className={styles.art} />
      <h1>{notFound ? t('notFound.title') : t('routeError.title')}</h1>
      <p>{notFound ? t('notFound.text') : t('routeError.text')}</p>
      <ButtonLink to="/" reloadDocument>
        {t('notFound.home')}
      </ButtonLink>
    </main>
  );
}
