import { PhoneIcon } from '../../../components/icons';
import { formatPhone } from '../../../lib/format';
import { telHref } from './display';
import styles from './child-card.module.css';

/** One tap to call: a large link showing which line it is and the number, named for whom it calls. */
export function CallLink({ number, kind, person }: { number: string; kind: string; person: string }) {
  const shown = formatPhone(number);
  return (
    <a className={styles.call} href={telHref(number)} aria-label={`${person}: ${kind} ${shown}`}>
      <PhoneIcon size={22} />
      <span className={styles.callText}>
        <span className={styles.callKind}>{kind}</span>
        <span className={styles.callNumber}>{shown}</span>
      </span>
    </a>
  );
}
