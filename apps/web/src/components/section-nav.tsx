import styles from './section-nav.module.css';

/**
 * A long page's shortcuts: one pill per section, each a plain `#id` link, so a section is one tap from
 * the top of the page and the same address works as a deep link (the page scrolls with useScrollToHash).
 */
export function SectionNav({
  label,
  sections,
}: {
  label: string;
  sections: readonly { id: string; label: string }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a className={styles.link} href={`#${section.id}`}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
