import type { FonteLumi } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isInternalPath } from './sanitize-answer';
import styles from './lumi.module.css';

/**
 * "Fonte: Alimentação": the screens of the app that show what the answer was drawn from. Their titles come
 * in the answer's language, so the label does too.
 */
export function AnswerSources({ fontes, idioma }: { fontes: FonteLumi[]; idioma: string }) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(idioma);
  return (
    <ul className={styles.sources} lang={idioma}>
      {fontes.map((fonte) => (
        <li key={`${fonte.link}|${fonte.titulo}`}>
          <span className={styles.sourceLabel}>{t('lumi.fonte')}</span>{' '}
          {/* Sources are screens of the app; anything else is shown as text, never followed. */}
          {isInternalPath(fonte.link) ? <Link to={fonte.link}>{fonte.titulo}</Link> : fonte.titulo}
        </li>
      ))}
    </ul>
  );
}
