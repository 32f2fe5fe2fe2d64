import type { PresencaCrianca } from '@lunna/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { ExcecaoMark, StatusBadge } from './status-badge';
import styles from './presenca.module.css';

export type Acao = 'entrada' | 'saida' | 'falta';

/** One child on the attendance screen: photo, name, where they are, and the actions that make sense now. */
export function ChildCard({
  crianca,
  onAction,
}: {
  crianca: PresencaCrianca;
  onAction: (acao: Acao) => void;
}) {
  const { t } = useTranslation();
  const { formatClock } = useFormatters();
  const nameId = useId();
  const { status } = crianca;
  const actions: { acao: Acao; variant: 'primary' | 'secondary' }[] =
    status === 'em_casa'
      ? [
          { acao: 'entrada', variant: 'primary' },
          { acao: 'falta', variant: 'secondary' },
        ]
      : status === 'na_escola'
        ? [{ acao: 'saida', variant: 'primary' }]
        : status === 'buscado'
          ? [{ acao: 'entrada', variant: 'secondary' }]
          : [];

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.cardTop}>
        <Avatar name={crianca.nomeDisc} photo={crianca.imgDisc} size={72} />
        <div>
          <h2 id={nameId} className={styles.cardName}>
            {crianca.nomeDisc}
          </h2>
          <StatusBadge situacao={crianca} />
        </div>
      </div>
      {crianca.entrada && status !== 'falta' && (
        <p className={styles.cardDetail}>
          {t('presenca.trazidoPor', {
            nome: crianca.entrada.pessoa.nome,
            hora: formatClock(crianca.entrada.hora),
          })}
        </p>
      )}
      {crianca.saida && status === 'buscado' && (
        <p className={styles.cardDetail}>
          {t('presenca.buscadoPor', {
            nome: crianca.saida.pessoa.nome,
            hora: formatClock(crianca.saida.hora),
          })}{' '}
          {crianca.saida.excecao && <ExcecaoMark />}
        </p>
      )}
      {crianca.falta && (
        <p className={styles.cardDetail}>
          {t('presenca.motivoLinha', { motivo: crianca.falta.motivo ?? '' })}
        </p>
      )}
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map(({ acao, variant }) => (
            <Button key={acao} variant={variant} onClick={() => onAction(acao)} aria-describedby={nameId}>
              {t(`presenca.acao.${acao}`)}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}
