import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import styles from './step-indicator.module.css';

export const STEP_TITLE_KEYS = [
  'registration.steps.responsavel',
  'registration.steps.crianca',
  'registration.steps.medicos',
  'registration.steps.concluido',
] as const;

type Props = {
  current: number;
  /** Translation keys of the step titles (the registration's four by default). */
  steps?: readonly string[];
  label?: string;
};

export function StepIndicator({ current, steps = STEP_TITLE_KEYS, label }: Props) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label ?? t('registration.stepsLabel')} className={styles.nav}>
      <ol className={styles.list}>
        {steps.map((key, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li
              key={key}
              className={styles.item}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.bubble} aria-hidden="true">
                {state === 'done' ? <CheckIcon size={18} /> : step}
              </span>
              <span className={styles.label}>
                {t(key)}
                {state === 'done' && <span className="visually-hidden"> ({t('registration.stepDone')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
