import { NotFoundContent } from './not-found-content';
import styles from './pages.module.css';

/** Any address the app does not know. */
export default function NotFoundPage() {
  return (
    <section className={styles.centered}>
      <NotFoundContent />
    </section>
  );
}
