import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lumi.module.css';

/** What a guardian usually asks about their child, and what staff ask about the school (catalogue keys). */
const SUGESTOES = {
  responsavel: ['comer', 'buscar', 'chegou', 'aviso'],
  equipe: ['cardapio', 'chegaram', 'idioma'],
} as const;

type Props = { childName: string | undefined; disabled: boolean; onAsk: (question: string) => void };

/** First visit: Lumi says hello, says what it knows about, and offers a few questions to start with. */
export function SuggestedQuestions({ childName, disabled, onAsk }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const perfil = childName ? 'responsavel' : 'equipe';
  return (
    <div className={styles.welcome}>
      <p className={styles.welcomeTitle}>{t('lumi.boasVindas.titulo')}</p>
      <p className={styles.welcomeText}>{t(`lumi.boasVindas.${perfil}`, { name: childName })}</p>
      <p className={styles.suggestionsTitle} id={titleId}>
        {t('lumi.sugestoes.titulo')}
      </p>
      <ul className={styles.suggestions} aria-labelledby={titleId}>
        {SUGESTOES[perfil].map((key) => {
          const question = t(`lumi.sugestoes.${perfil}.${key}`, { name: childName });
          return (
            <li key={key}>
              <button
                type="button"
                className={styles.chip}
                disabled={disabled}
                onClick={() => onAsk(question)}
              >
                {question}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
