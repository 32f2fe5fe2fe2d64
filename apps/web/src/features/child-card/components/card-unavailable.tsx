import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { isApiError } from '../../../lib/api-client';
import styles from './child-card.module.css';

/** A clear page for a card this account may not open (403) or a child that does not exist (404, malformed id). */
export function CardUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const kind = isApiError(error, 403) ? 'forbidden' : 'notFound';
  return (
    <section className={styles.unavailable} role="alert" aria-labelledby="ficha-indisponivel">
      <h1 id="ficha-indisponivel">{t(`childCard.unavailable.${kind}.title`)}</h1>
      <p>{t(`childCard.unavailable.${kind}.text`)}</p>
      <ButtonLink to="/dashboard">{t('childCard.backToClasses')}</ButtonLink>
    </section>
  );
}

export const isUnavailable = (error: unknown) =>
  isApiError(error, 403) || isApiError(error, 404) || isApiError(error, 400);
