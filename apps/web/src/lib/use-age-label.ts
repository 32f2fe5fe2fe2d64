import { useTranslation } from 'react-i18next';
import { ageFromBirthDate } from './format';

/** "3 anos" / "5 meses" in the current language, from a yyyy-mm-dd birth date. */
export function useAgeLabel() {
  const { t } = useTranslation();
  return (birthDate: string) => {
    const age = ageFromBirthDate(birthDate);
    if (!age) return t('common.notInformed');
    return t(age.unit === 'years' ? 'age.years' : 'age.months', { count: age.value });
  };
}
