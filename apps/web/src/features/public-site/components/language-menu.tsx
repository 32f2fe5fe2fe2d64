import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flags } from '../art';
import { SITE_LANGUAGES, type SiteLanguage } from '../site-urls';
import styles from './site-header.module.css';

/** Each language shows its own name, whatever the page's language is. */
export const LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  'pt-BR': 'Português',
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

type Props = { lang: SiteLanguage; onChange: (lang: SiteLanguage) => void };

/** Name-and-flag language menu (a disclosure with one button per language). */
export function LanguageMenu({ lang, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('click', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('click', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={styles.language} ref={root}>
      <button
        type="button"
        className={styles.languageButton}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('language.choose', { name: LANGUAGE_NAMES[lang] })}
        onClick={() => setOpen((value) => !value)}
      >
        <img src={flags[lang]} alt="" width={24} height={16} />
        <span>{LANGUAGE_NAMES[lang]}</span>
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <ul id={listId} className={styles.languageList} hidden={!open}>
        {SITE_LANGUAGES.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              className={styles.languageOption}
              aria-current={code === lang ? 'true' : undefined}
              onClick={() => {
                setOpen(false);
                if (code !== lang) onChange(code);
              }}
            >
              <img src={flags[code]} alt="" width={24} height={16} />
              {LANGUAGE_NAMES[code]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
