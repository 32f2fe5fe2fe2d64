import type { CardapioItem, Refeicao } from '@lunna/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { AlertIcon } from '../../../components/icons';
import { firstName } from '../../../lib/format';
import { IlustracaoCardapioSvg } from './ilustracoes-cardapio';
import styles from './cardapio.module.css';

type Props = {
  refeicao: Refeicao;
  item: CardapioItem | undefined;
  /** Guardian's view: the child the flags speak of. */
  crianca?: { nomeDisc: string } | undefined;
  onEdit?: (() => void) | undefined;
};

/** One meal: drawing, name and time, the dish, its allergens, and the allergy flag in words (never colour alone). */
export function RefeicaoCard({ refeicao, item, crianca, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const { formatClock } = useFormatters();
  const titleId = useId();
  const alergeno = (a: string) => t(`cardapio.alergenos.${a}`);
  const lista = (xs: string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(xs.map(alergeno));
  const alertas = item?.alertas ?? [];
  const alergicos = item?.alergicos ?? [];
  const flagged = alertas.length > 0 || alergicos.length > 0;

  return (
    <article className={[styles.meal, flagged ? styles.flagged : ''].join(' ')} aria-labelledby={titleId}>
      <div className={styles.mealArt}>{item ? <IlustracaoCardapioSvg nome={item.ilustracao} /> : null}</div>
      <div className={styles.mealBody}>
        <div className={styles.mealHead}>
          <h3 id={titleId} className={styles.mealName}>
            {t(`cardapio.refeicoes.${refeicao}`)}
          </h3>
          {item && (
            <p className={styles.mealTime}>{t('cardapio.hora', { hora: formatClock(item.horario) })}</p>
          )}
        </div>
        {item ? (
          <>
            <p className={styles.dish}>{item.prato}</p>
            <p className={styles.allergens}>
              {item.alergenos.length > 0
                ? t('cardapio.contem', { lista: lista(item.alergenos) })
                : t('cardapio.semAlergenos')}
            </p>
          </>
        ) : (
          <p className={styles.muted}>{t('cardapio.naoPublicado')}</p>
        )}
        {crianca && alertas.length > 0 && (
          <p className={styles.flag}>
            <AlertIcon size={22} />
            <strong>
              {t('cardapio.alertaFamilia', { lista: lista(alertas), name: firstName(crianca.nomeDisc) })}
            </strong>
          </p>
        )}
        {alergicos.length > 0 && (
          <div className={styles.flag}>
            <AlertIcon size={22} />
            <div>
              <strong>{t('cardapio.alertaEquipe')}</strong>
              <ul className={styles.flagList}>
                {alergicos.map((c) => (
                  <li key={c.idDisc}>
                    {t('cardapio.criancaAlergica', { name: c.nomeDisc, lista: lista(c.alergenos) })}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
        {onEdit && (
          <button type="button" className={styles.editButton} onClick={onEdit}>
            {item ? t('cardapio.editar') : t('cardapio.publicar')}
            <span className="visually-hidden"> {t(`cardapio.refeicoes.${refeicao}`)}</span>
          </button>
        )}
      </div>
    </article>
  );
}
