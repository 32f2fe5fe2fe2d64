import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { MoonScene } from '../../components/illustrations';
import styles from './pages.module.css';

export default function SenhaRedefinidaPage() {
  const { t } = useTranslation();
  return (
    <Card narrow aria-labelledby="reset-done-title" className={styles.centered}>
      <MoonScene className={styles.art} />
      <h1 id="reset-done-title" className={styles.authTitle}>
        {t('recovery.doneTitle')}
      </h1>
      <p className={styles.muted}>{t('recovery.doneText')}</p>
      <ButtonLink to="/login">{t('common.back')}</ButtonLink>
    </Card>
  );
}
