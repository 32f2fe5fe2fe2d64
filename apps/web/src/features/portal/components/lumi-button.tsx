import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LumiFace } from '../../../components/lumi-face';
import styles from './lumi-button.module.css';

/** Floating shortcut to the assistant; the tooltip (two lines: who Lumi is, then the offer) is also its accessible name. */
export function LumiButton() {
  const { t } = useTranslation();
  const tooltip = t('portal.lumiTooltip');
  return (
    <Link to="/lumi" className={styles.fab} aria-label={tooltip.split('\n').join('. ')}>
      <LumiFace />
      <span className={styles.tooltip} aria-hidden="true">
        {tooltip}
      </span>
    </Link>
  );
}
