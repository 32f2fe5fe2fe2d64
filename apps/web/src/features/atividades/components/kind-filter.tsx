import { tiposAtividade, type TipoAtividade } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './atividades.module.css';

/** The kinds as links (`?tipo=`), so the dashboard's three cards and the back button land on the same filter. */
export function KindFilter({ tipo }: { tipo: TipoAtividade | undefined }) {
  const { t } = useTranslation();
  const options: (TipoAtividade | undefined)[] = [undefined, ...tiposAtividade];
  return (
    <nav aria-label={t('atividades.filtroLabel')}>
      <ul className={styles.filter}>
        {options.map((value) => (
          <li key={value ?? 'todas'}>
            <Link
              to={value ? `?tipo=${value}` : '?'}
              className={styles.filterLink}
              aria-current={value === tipo ? 'page' : undefined}
            >
              {value ? t(`atividades.filtro.${value}`) : t('atividades.filtro.todas')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The `tipo` search parameter, when it names a known kind. */
export const tipoFromSearch = (params: URLSearchParams): TipoAtividade | undefined => {
  const value = params.get('tipo');
  return (tiposAtividade as readonly string[]).includes(value ?? '') ? (value as TipoAtividade) : undefined;
};
