import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { ButtonLink } from '../../../components/button';
import { useConfirmEmail } from '../api/confirm-email';

/** Opened from the link e-mailed at the end of registration: confirms once, then says so. */
export function ConfirmEmail({
  titleClassName,
  textClassName,
}: {
  titleClassName?: string;
  textClassName?: string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once only, even under React's double effects in development: a token is single use.
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (!token || confirm.isError) {
    return (
      <>
        <h1 className={titleClassName}>{t('confirmEmail.failedTitle')}</h1>
        <Alert tone="error">{t('confirmEmail.failedText')}</Alert>
        <ButtonLink to="/login">{t('confirmEmail.toLogin')}</ButtonLink>
      </>
    );
  }
  if (confirm.isSuccess) {
    return (
      <>
        <h1 className={titleClassName}>{t('confirmEmail.doneTitle')}</h1>
        <p className={textClassName}>{t('confirmEmail.doneText')}</p>
        <ButtonLink to="/login">{t('confirmEmail.toLogin')}</ButtonLink>
      </>
    );
  }
  return (
    <p role="status" className={textClassName}>
      {t('confirmEmail.working')}
    </p>
  );
}
