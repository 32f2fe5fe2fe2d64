import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { pickSelectedChild, useResponsavel } from '../../../lib/family';
import { firstName } from '../../../lib/format';
import { useChildWall } from '../api/mural';
import { MuralFeed } from './mural-feed';
import styles from './mural.module.css';
import { QueryError } from '../../../components/query-error';

/** /mural for a guardian: the wall of the class(es) of the child chosen in the picker. */
export function GuardianMural() {
  const { t } = useTranslation();
  const responsavel = useResponsavel();
  const child = responsavel.data ? pickSelectedChild(responsavel.data.discentes) : undefined;
  const wall = useChildWall(child?.idDisc);

  if (responsavel.isPending) return <PageLoader />;
  if (responsavel.isError) return <QueryError error={responsavel.error} onRetry={responsavel.refetch} />;
  if (!child) return <p className={styles.empty}>{t('dashboard.noChildren')}</p>;
  const turmas = wall.data?.pages[0]?.turmas ?? [];
  const nome = firstName(child.nomeDisc);

  return (
    <section className={styles.page} aria-labelledby="mural-title">
      <header className={styles.pageHeader}>
        <h1 id="mural-title">{t('mural.tituloFilho', { name: nome })}</h1>
        {turmas.length > 0 && <p className={styles.subtitle}>{turmas.map((x) => x.nomeTurma).join(' · ')}</p>}
        {wall.isSuccess && turmas.length === 0 && (
          <p className={styles.subtitle}>{t('mural.semTurma', { name: nome })}</p>
        )}
      </header>
      <MuralFeed wall={wall} label={t('mural.listaLabel', { name: nome })} />
    </section>
  );
}
