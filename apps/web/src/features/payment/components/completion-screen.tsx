import type { CapturaResponse } from '@lunna/contract';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { MoonScene } from '../../../components/illustrations';
import styles from './payment.module.css';

/** The spec's completion screen, which replaces the payment screen once the payment is captured. */
export function CompletionScreen({ captura }: { captura: CapturaResponse }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen changed under the person's feet: move their focus (and screen reader) to the news.
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <Card aria-labelledby="assinatura-completa" className={styles.done}>
      <MoonScene className={styles.doneArt} />
      <h1 id="assinatura-completa" ref={heading} tabIndex={-1} className={styles.doneTitle}>
        {t('pagamento.done.title')}
      </h1>
      <p className={styles.doneText}>{t('pagamento.done.text')}</p>
      {captura.emailDiretor && (
        <p className={styles.doneInvite}>{t('pagamento.done.invite', { email: captura.emailDiretor })}</p>
      )}
      <div className={styles.doneActions}>
        <ButtonLink to="/login">{t('pagamento.done.login')}</ButtonLink>
        {/* The landing page is prerendered apart from this app: a full page load reaches it. */}
        <a href="/" className={buttonClassName({ variant: 'secondary' })}>
          {t('pagamento.done.back')}
        </a>
      </div>
    </Card>
  );
}
