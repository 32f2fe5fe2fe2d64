import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './enquetes.module.css';

/** Open polls and 'Enquetes Passadas' are two addresses, so the child banner's tab can point at the second. */
export function EnqueteTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('enquetes.tabsLabel')}>
      <ul className={styles.tabs}>
        <li>
          <NavLink to="/enquetes" end className={styles.tab}>
            {t('enquetes.abertas')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/enquetes/passadas" className={styles.tab}>
            {t('enquetes.passadas')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
