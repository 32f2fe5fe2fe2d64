import type { CardapioItem, Refeicao } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardapioEquipe } from '../api/cardapio';
import { CardapioDia } from './cardapio-dia';
import { RefeicaoDialog } from './refeicao-dialog';
import styles from './cardapio.module.css';
import { QueryError } from '../../../components/query-error';

/** Staff post the school's meals; each dish names the children of their classes who are allergic to it. */
export function CardapioEquipe() {
  const { t } = useTranslation();
  const [semana, setSemana] = useState<string | undefined>();
  const cardapio = useCardapioEquipe(semana);
  const [aberta, setAberta] = useState<{
    data: string;
    refeicao: Refeicao;
    item: CardapioItem | undefined;
  } | null>(null);

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{t('cardapio.title')}</h1>
          <p className={styles.muted}>{t('cardapio.subtitleEquipe')}</p>
        </div>
      </header>
      {cardapio.isError && <QueryError error={cardapio.error} onRetry={cardapio.refetch} />}
      {!cardapio.isError && (
        <CardapioDia
          data={cardapio.data}
          semanaPedida={semana}
          onSemana={setSemana}
          onEdit={(data, refeicao, item) => setAberta({ data, refeicao, item })}
        />
      )}
      {aberta && <RefeicaoDialog {...aberta} onClose={() => setAberta(null)} />}
    </div>
  );
}
