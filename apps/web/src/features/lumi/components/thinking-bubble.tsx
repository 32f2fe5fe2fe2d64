import { useTranslation } from 'react-i18next';
import { LumiAvatar } from './lumi-avatar';
import styles from './lumi.module.css';

/** While the answer is on its way: Lumi's face and a bubble of soft pulsing lines (named for screen readers). */
export function ThinkingBubble() {
  const { t } = useTranslation();
  return (
    <div className={styles.row} data-autor="lumi">
      <LumiAvatar />
      <div className={styles.message}>
        <div className={styles.bubble}>
          <span className="visually-hidden">{t('lumi.pensando')}</span>
          <div className={styles.thinking} aria-hidden="true">
            <span className={styles.line} />
            <span className={styles.line} />
            <span className={styles.line} />
          </div>
        </div>
        <span className={styles.time} aria-hidden="true">
          &nbsp;
        </span>
      </div>
    </div>
  );
}
