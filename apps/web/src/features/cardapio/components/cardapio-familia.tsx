import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { firstName } from '../../../lib/format';
import { useCardapioFamilia } from '../api/cardapio';
import { CardapioDia } from './cardapio-dia';
import styles from './cardapio.module.css';
import { QueryError } from '../../../components/query-error';

type Props = { nomeResp: string; ftPerfilResp: string | null; child: { idDisc: string; nomeDisc: string } };

/** The family's weekly menu for the chosen child: every dish of the school, flagged when the child's record lists one of its allergens. */
export function CardapioFamilia({ nomeResp, ftPerfilResp, child }: Props) {
  const { t, i18n } = useTranslation();
  const [semana, setSemana] = useState<string | undefined>();
  const cardapio = useCardapioFamilia(child.idDisc, semana);
  // The answer names the child too (offline, the page knows only the child's id).
  const nome = firstName(cardapio.data?.crianca?.nomeDisc ?? child.nomeDisc);
  const alergias = cardapio.data?.crianca?.alergenos ?? [];

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{t('cardapio.title')}</h1>
          <p className={styles.muted}>
            {cardapio.data &&
              (alergias.length > 0
                ? t('cardapio.alergiasDe', {
                    name: nome,
                    lista: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                      alergias.map((a) => t(`cardapio.alergenos.${a}`)),
                    ),
                  })
                : t('cardapio.semAlergias', { name: nome }))}
          </p>
        </div>
        <div className={styles.who}>
          <Avatar name={nomeResp} photo={ftPerfilResp} size={52} />
          <span>{firstName(nomeResp)}</span>
        </div>
      </header>
      {cardapio.isError && <QueryError error={cardapio.error} onRetry={cardapio.refetch} />}
      {!cardapio.isError && <CardapioDia data={cardapio.data} semanaPedida={semana} onSemana={setSemana} />}
    </div>
  );
}
