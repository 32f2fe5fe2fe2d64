import { buttonClassName } from '../../../components/button';
import { useTranslation } from 'react-i18next';
import { scrollToSection } from '../smooth-scroll';
import styles from './landing.module.css';

type Question = { question: string; answer: string };

/** Section 'contato' of the spec: the FAQ (native disclosure widgets) and the way to the form. */
export function FaqSection() {
  const { t } = useTranslation();
  const items = t('faq.items', { returnObjects: true }) as Question[];
  return (
    <section id="contato" className={styles.section} aria-labelledby="contato-title">
      <h2 id="contato-title" className={styles.sectionTitle}>
        {t('faq.title')}
      </h2>
      <div className={styles.faqList}>
        {items.map((item) => (
          <details key={item.question} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>
              <span>{item.question}</span>
              <span className={styles.faqIcon} aria-hidden="true" />
            </summary>
            <p className={styles.faqAnswer}>{item.answer}</p>
          </details>
        ))}
      </div>
      <div className={styles.moreInfo}>
        <h3 className={styles.cardTitle}>{t('faq.moreInfo')}</h3>
        <p>{t('faq.moreInfoText')}</p>
        <a
          href="#formulario-contato"
          className={buttonClassName({ variant: 'primary' })}
          onClick={(event) => {
            event.preventDefault();
            scrollToSection('formulario-contato');
          }}
        >
          {t('faq.contactUs')}
        </a>
      </div>
    </section>
  );
}
