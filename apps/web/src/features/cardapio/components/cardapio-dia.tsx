import { refeicoes, type CardapioItem, type CardapioSemana, type Refeicao } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { addDays, diaMes, indiceDoDia, nomeDoDia } from './datas';
import { RefeicaoCard } from './refeicao-card';
import styles from './cardapio.module.css';

type Props = {
  data: CardapioSemana | undefined;
  /** The week asked for (undefined: the server's current one) and how to ask for another. */
  onSemana: (semana: string) => void;
  semanaPedida: string | undefined;
  onEdit?: ((data: string, refeicao: Refeicao, item: CardapioItem | undefined) => void) | undefined;
};

/** One school day at a time, Monday to Friday, with back and forward arrows that carry on into the next or previous week. */
export function CardapioDia({ data, onSemana, semanaPedida, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const [dia, setDia] = useState<number | null>(null);
  if (!data || (semanaPedida && data.semana !== semanaPedida)) return <PageLoader />;
  const indice = dia ?? indiceDoDia(data.semana, data.hoje);
  const hoje = data.dias[indice]!;
  const go = (delta: -1 | 1) => {
    const next = indice + delta;
    if (next >= 0 && next <= 4) return setDia(next);
    setDia(delta === 1 ? 0 : 4);
    onSemana(addDays(data.semana, delta * 7));
  };

  return (
    <section className={styles.day} aria-labelledby="cardapio-dia">
      <div className={styles.dayHeader}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => go(-1)}
          aria-label={t('cardapio.diaAnterior')}
        >
          <ArrowLeftIcon />
        </button>
        <div className={styles.dayTitle}>
          <h2 id="cardapio-dia" aria-live="polite">
            {nomeDoDia(hoje.data, i18n.language)}, {diaMes(hoje.data, i18n.language)}
            {hoje.data === data.hoje && <span className={styles.todayTag}> · {t('cardapio.hoje')}</span>}
          </h2>
          <p className={styles.range}>
            {t('cardapio.intervalo', {
              inicio: diaMes(data.semana, i18n.language),
              fim: diaMes(data.fim, i18n.language),
            })}
          </p>
        </div>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => go(1)}
          aria-label={t('cardapio.proximoDia')}
        >
          <ArrowLeftIcon className={styles.flip} />
        </button>
      </div>
      <div className={styles.meals}>
        {refeicoes.map((r) => {
          const item = hoje.refeicoes.find((x) => x.refeicao === r);
          return (
            <RefeicaoCard
              key={r}
              refeicao={r}
              item={item}
              crianca={data.crianca}
              onEdit={onEdit && (() => onEdit(hoje.data, r, item))}
            />
          );
        })}
      </div>
    </section>
  );
}
