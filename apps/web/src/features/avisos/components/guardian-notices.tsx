import type { Importancia } from '@lunna/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { PageLoader } from '../../../components/page-loader';
import { firstName } from '../../../lib/format';
import { useAvisos } from '../api/avisos';
import { NoticeCard } from './notice-card';
import { NoticeFilters } from './notice-filters';
import { Pagination } from './pagination';
import { ReadCheckbox } from './read-checkbox';
import { useScrollToHash } from './use-scroll-to-hash';
import { useViewMode } from './use-view-mode';
import styles from './avisos.module.css';
import { QueryError } from '../../../components/query-error';

type Child = { idDisc: string; nomeDisc: string };
type Props = {
  nomeResp: string;
  ftPerfilResp: string | null;
  discentes: Child[];
  selected: Child | undefined;
};

/** 'Avisos do dia | {month}, {year}': the notices of the selected child's classes (or the whole family's) and the school's, pinned first. */
export function GuardianNotices({ nomeResp, ftPerfilResp, discentes, selected }: Props) {
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  const childSelectId = useId();
  const [importancia, setImportancia] = useState<Importancia | ''>('');
  const [naoLidos, setNaoLidos] = useState(false);
  const [pagina, setPagina] = useState(1);
  // A notification may point at another child's notice: opened from a link, the page shows the whole family's.
  const [idDisc, setIdDisc] = useState(() => (hash || discentes.length < 2 ? '' : (selected?.idDisc ?? '')));
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    // A notification clicked while on this page: show the whole family's notices so its card is there.
    setSeenHash(hash);
    if (hash.startsWith('#aviso-')) {
      setIdDisc('');
      setImportancia('');
      setNaoLidos(false);
      setPagina(1);
    }
  }
  const child = discentes.find((c) => c.idDisc === idDisc);
  const [mode, setMode] = useViewMode();
  const avisos = useAvisos({
    idDisc: child?.idDisc || undefined,
    importancia: importancia || undefined,
    naoLidos: naoLidos ? 'true' : undefined,
    pagina,
  });
  const target = useScrollToHash(Boolean(avisos.data));

  const month = new Intl.DateTimeFormat(i18n.language, { month: 'long' }).format(new Date());
  const monthLabel = `${month.charAt(0).toLocaleUpperCase(i18n.language)}${month.slice(1)}, ${new Date().getFullYear()}`;

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <p className={styles.greeting}>{t('avisos.greeting', { name: firstName(nomeResp) })}</p>
          <p className={styles.subtitle}>
            {child || discentes.length === 1
              ? t('avisos.ofChild', { name: firstName((child ?? discentes[0])!.nomeDisc) })
              : t('avisos.ofFamily')}
          </p>
          <h1 className={styles.pageTitle}>{t('avisos.title', { month: monthLabel })}</h1>
        </div>
        <div className={styles.who}>
          <Avatar name={nomeResp} photo={ftPerfilResp} size={52} />
          <span>{firstName(nomeResp)}</span>
        </div>
      </header>

      <div className={styles.toolbar}>
        {discentes.length > 1 && (
          <div className={styles.filters}>
            <label htmlFor={childSelectId} className={styles.filterLabel}>
              {t('avisos.filterChild')}
            </label>
            <select
              id={childSelectId}
              className={styles.select}
              value={idDisc}
              onChange={(e) => {
                setIdDisc(e.target.value);
                setPagina(1);
              }}
            >
              <option value="">{t('avisos.allChildren')}</option>
              {discentes.map((c) => (
                <option key={c.idDisc} value={c.idDisc}>
                  {firstName(c.nomeDisc)}
                </option>
              ))}
            </select>
          </div>
        )}
        <NoticeFilters
          importancia={importancia}
          onImportancia={(v) => {
            setImportancia(v);
            setPagina(1);
          }}
          naoLidos={{
            value: naoLidos,
            onChange: (v) => {
              setNaoLidos(v);
              setPagina(1);
            },
          }}
        />
        <div className={styles.viewToggle} role="group" aria-label={t('avisos.view')}>
          <button type="button" aria-pressed={mode === 'lista'} onClick={() => setMode('lista')}>
            <span aria-hidden="true">☰</span> {t('avisos.list')}
          </button>
          <button type="button" aria-pressed={mode === 'grade'} onClick={() => setMode('grade')}>
            <span aria-hidden="true">▦</span> {t('avisos.grid')}
          </button>
        </div>
      </div>

      {avisos.isPending && <PageLoader />}
      {avisos.isError && <QueryError error={avisos.error} onRetry={avisos.refetch} />}
      {avisos.data && avisos.data.itens.length === 0 && <p className={styles.empty}>{t('avisos.empty')}</p>}
      {avisos.data && avisos.data.itens.length > 0 && (
        <ul className={mode === 'grade' ? styles.grid : styles.list}>
          {avisos.data.itens.map((aviso) => (
            <li key={aviso.idAviso}>
              <NoticeCard
                aviso={aviso}
                highlighted={target === aviso.idAviso}
                footer={<ReadCheckbox aviso={aviso} />}
              />
            </li>
          ))}
        </ul>
      )}
      {avisos.data && (
        <Pagination
          pagina={avisos.data.pagina}
          total={avisos.data.total}
          porPagina={avisos.data.porPagina}
          onPage={setPagina}
        />
      )}
    </div>
  );
}
