import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import styles from './avisos.module.css';

export function Pagination({
  pagina,
  total,
  porPagina,
  onPage,
}: {
  pagina: number;
  total: number;
  porPagina: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / porPagina));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('avisos.pages')}>
      <Button variant="secondary" disabled={pagina <= 1} onClick={() => onPage(pagina - 1)}>
        {t('avisos.previous')}
      </Button>
      <span>{t('avisos.pageOf', { page: pagina, pages })}</span>
      <Button variant="secondary" disabled={pagina >= pages} onClick={() => onPage(pagina + 1)}>
        {t('avisos.next')}
      </Button>
    </nav>
  );
}
