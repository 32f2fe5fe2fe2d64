import type { MemoriaRead } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { firstName } from '../../../lib/format';
import { useFavorito, useMemorias, type Filtro } from '../api/memorias';
import { ConsentCard } from './consent-card';
import { FiltroPanel } from './filtro-panel';
import { MemoriaCard } from './memoria-card';
import { MemoriaGrid } from './memoria-grid';
import { MemoriaLightbox } from './memoria-lightbox';
import styles from './memorias.module.css';

/** A guardian's Memórias of the selected child: the consent card, the filter, the cards and the lightbox. */
export function GuardianMemorias({ idDisc, nomeDisc }: { idDisc: string; nomeDisc: string }) {
  const { t } = useTranslation();
  const [filtro, setFiltro] = useState<Filtro>({ recentes: true, favoritos: false });
  const [aberta, setAberta] = useState<string | null>(null);
  const query = useMemorias({ idDisc }, filtro);
  const favorito = useFavorito();
  const nome = firstName(nomeDisc);
  const itens = query.data?.pages.flatMap((p) => p.itens) ?? [];
  const open = itens.find((m) => m.idMemoria === aberta) ?? null;
  const heart = (m: MemoriaRead) => ({
    busy: favorito.isPending && favorito.variables?.idMemoria === m.idMemoria,
    onToggle: () => favorito.mutate({ idMemoria: m.idMemoria, favorito: !m.favorito }),
  });

  return (
    <div className={styles.page}>
      <header>
        <h2 className={styles.pageTitle}>{t('memorias.tituloCrianca', { nome })}</h2>
        <p className={styles.muted}>{t('memorias.introCrianca', { nome })}</p>
      </header>
      <ConsentCard idDisc={idDisc} nomeDisc={nomeDisc} />
      <FiltroPanel filtro={filtro} onChange={setFiltro} />
      {favorito.isError && <Alert>{favorito.error.message}</Alert>}
      <MemoriaGrid
        query={query}
        empty={filtro.favoritos ? t('memorias.vazioFavoritos') : t('memorias.vazio', { nome })}
        card={(m) => (
          <MemoriaCard
            key={m.idMemoria}
            memoria={m}
            onOpen={() => setAberta(m.idMemoria)}
            favorito={heart(m)}
          />
        )}
      />
      <MemoriaLightbox
        memoria={open}
        onClose={() => setAberta(null)}
        favorito={open ? heart(open) : undefined}
      />
    </div>
  );
}
