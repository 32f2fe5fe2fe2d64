import { useId, type ReactNode } from 'react';
import styles from './settings-section.module.css';

/**
 * One block of Configurações: a titled card with a short explanation. Every settings feature renders
 * its controls inside one, so the page reads as one calm column.
 */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
