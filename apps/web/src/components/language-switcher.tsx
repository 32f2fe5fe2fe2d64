import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n';
import styles from './language-switcher.module.css';

/** Remembered in localStorage `lang`; i18n keeps <html lang> in step (see lib/i18n). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={[styles.switcher, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={i18n.language}
        onChange={(e) => void i18n.changeLanguage(e.target.value)}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang.code} value={lang.code} lang={lang.code}>
            {lang.name}
          </option>
        ))}
      </select>
    </div>
  );
}
