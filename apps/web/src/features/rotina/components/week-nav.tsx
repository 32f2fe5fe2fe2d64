import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../../../components/icons';
import { addDays, diaMes } from './semana';
import styles from './rotina.module.css';

type Props = { semana: string; onChange: (semana: string | undefined) => void; atual: boolean };

/** Previous / this / next week, with the week's dates (Monday to Friday). */
export function WeekNav({ semana, onChange, atual }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <nav className={styles.weekNav} aria-label={t('rotina.semanas')}>
      <button type="button" onClick={() => onChange(addDays(semana, -7))}>
        <ArrowLeftIcon size={18} /> {t('rotina.semanaAnterior')}
      </button>
      <p className={styles.weekLabel} aria-live="polite">
        {t('rotina.semanaDe', {
          inicio: diaMes(semana, i18n.language),
          fim: diaMes(addDays(semana, 4), i18n.language),
        })}
      </p>
      {!atual && (
        <button type="button" onClick={() => onChange(undefined)}>
          {t('rotina.estaSemana')}
        </button>
      )}
      <button type="button" onClick={() => onChange(addDays(semana, 7))}>
        {t('rotina.proximaSemana')} <ArrowLeftIcon size={18} className={styles.flip} />
      </button>
    </nav>
  );
}
