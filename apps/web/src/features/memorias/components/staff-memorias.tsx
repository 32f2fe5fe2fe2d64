import type { MemoriaRead, TurmaRead } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { SelectField } from '../../../components/select-field';
import { useExcluirMemoria, useMemorias, useTurmas, type Filtro } from '../api/memorias';
import { FiltroPanel } from './filtro-panel';
import { MemoriaCard } from './memoria-card';
import { MemoriaGrid } from './memoria-grid';
import { MemoriaLightbox } from './memoria-lightbox';
import { UploadForm } from './upload-form';
import styles from './memorias.module.css';
import { QueryError } from '../../../components/query-error';

function StaffFooter({
  memoria,
  onDelete,
  busy,
}: {
  memoria: MemoriaRead;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.cardFooter}>
      {memoria.discentes.length > 0 && (
        <p className={styles.tags}>
          {t('memorias.marcados', { nomes: memoria.discentes.map((d) => d.nomeDisc).join(', ') })}
        </p>
      )}
      {memoria.reservada && <p className={styles.badgePrivate}>{t('memorias.reservada')}</p>}
      {!memoria.reservada && memoria.somenteMarcados && (
        <p className={styles.badge}>{t('memorias.somenteMarcadosBadge')}</p>
      )}
      {memoria.podeExcluir && (
        <Button variant="ghost" disabled={busy} onClick={onDelete}>
          {t('memorias.excluir')}
        </Button>
      )}
    </div>
  );
}

function ClassMemorias({ turma }: { turma: TurmaRead }) {
  const { t } = useTranslation();
  const [filtro, setFiltro] = useState<Filtro>({ recentes: true, favoritos: false });
  const [aberta, setAberta] = useState<string | null>(null);
  const query = useMemorias({ idTurma: turma.idTurma }, filtro);
  const excluir = useExcluirMemoria();
  const open = query.data?.pages.flatMap((p) => p.itens).find((m) => m.idMemoria === aberta) ?? null;
  const remove = (m: MemoriaRead) => {
    if (window.confirm(t('memorias.confirmarExclusao'))) excluir.mutate(m.idMemoria);
  };
  return (
    <section className={styles.page} aria-labelledby="memorias-turma">
      <h2 id="memorias-turma" className={styles.sectionTitle}>
        {t('memorias.daTurma', { turma: turma.nomeTurma })}
      </h2>
      <FiltroPanel filtro={filtro} onChange={setFiltro} favoritos={false} />
      {excluir.isError && <Alert>{excluir.error.message}</Alert>}
      <MemoriaGrid
        query={query}
        empty={t('memorias.vazioTurma')}
        card={(m) => (
          <MemoriaCard
            key={m.idMemoria}
            memoria={m}
            onOpen={() => setAberta(m.idMemoria)}
            footer={<StaffFooter memoria={m} busy={excluir.isPending} onDelete={() => remove(m)} />}
          />
        )}
      />
      <MemoriaLightbox memoria={open} onClose={() => setAberta(null)} />
    </section>
  );
}

/** Staff: choose a class, share photos with it, and see (and delete) what was shared. */
export function StaffMemorias() {
  const { t } = useTranslation();
  const turmas = useTurmas();
  const [escolhida, setEscolhida] = useState<string>('');
  if (turmas.isPending) return <PageLoader />;
  if (turmas.isError) return <QueryError error={turmas.error} onRetry={turmas.refetch} />;
  const ativas = turmas.data.filter((x) => !x.arquivada);
  const turma = ativas.find((x) => x.idTurma === escolhida) ?? ativas[0];
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.pageTitle}>{t('memorias.titulo')}</h1>
        <p className={styles.muted}>{t('memorias.introEquipe')}</p>
      </header>
      {!turma ? (
        <Alert tone="info">{t('memorias.semTurmas')}</Alert>
      ) : (
        <>
          <SelectField
            label={t('memorias.turma')}
            placeholder={t('memorias.escolhaTurma')}
            options={ativas.map((x) => ({ value: x.idTurma, label: x.nomeTurma }))}
            value={turma.idTurma}
            onChange={(e) => e.target.value && setEscolhida(e.target.value)}
            className={styles.turmaSelect}
          />
          <UploadForm key={turma.idTurma} turma={turma} />
          <ClassMemorias key={`l-${turma.idTurma}`} turma={turma} />
        </>
      )}
    </div>
  );
}
