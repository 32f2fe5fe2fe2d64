import type { AutorizadoRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../lib/labels';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { CheckIcon, ShieldIcon } from '../../../components/icons';
import { formatPhone } from '../../../lib/format';
import { periodLabel } from './dates';
import styles from './quem-busca.module.css';

type Props = {
  autorizado: AutorizadoRead;
  /** Guardians edit and remove; staff only read. */
  onEdit?: (() => void) | undefined;
  onRemove?: (() => void) | undefined;
};

/** One person who may pick the child up: photo, name, relationship, phone and when. */
export function AutorizadoCard({ autorizado: a, onEdit, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const labels = useLabels();
  const period = periodLabel(a, i18n.language, t);
  const today = a.temporario && a.ativoHoje;
  // Staff see why (a restriction on this very person); everyone sees that the school suspended it.
  const barred = a.impedido ? t('quemBusca.impedido') : a.suspenso ? t('quemBusca.suspenso') : null;
  return (
    <article
      className={styles.personCard}
      data-hoje={today || undefined}
      data-encerrado={a.encerrado || undefined}
      data-impedido={barred ? true : undefined}
    >
      <div className={styles.personTop}>
        <Avatar name={a.nome} photo={a.foto} size={72} />
        <div className={styles.personText}>
          <h3 className={styles.personName}>{a.nome}</h3>
          <p className={styles.relation}>{a.parentesco && labels.relation(a.parentesco)}</p>
          <a
            className={styles.phone}
            href={`tel:+55${a.telefone}`}
            aria-label={t('quemBusca.ligarPara', { nome: a.nome, telefone: formatPhone(a.telefone) })}
          >
            {formatPhone(a.telefone)}
          </a>
        </div>
      </div>
      <div className={styles.badges}>
        {barred && (
          <span className={styles.badge} data-tone="impedido">
            <ShieldIcon size={18} />
            {barred}
          </span>
        )}
        {period ? (
          <span className={styles.badge} data-tone={a.encerrado ? 'encerrado' : 'temporario'}>
            {a.encerrado
              ? t('quemBusca.encerradaEm', { periodo: period })
              : t('quemBusca.temporario', { periodo: period })}
          </span>
        ) : (
          <span className={styles.badge} data-tone="permanente">
            {t('quemBusca.permanente')}
          </span>
        )}
        {today && (
          <span className={styles.badge} data-tone="hoje">
            <CheckIcon size={18} />
            {t('quemBusca.hoje')}
          </span>
        )}
      </div>
      {(onEdit || onRemove) && (
        <div className={styles.cardActions}>
          {onEdit && (
            <Button
              variant="secondary"
              onClick={onEdit}
              aria-label={t('quemBusca.editarPessoa', { nome: a.nome })}
            >
              {t('quemBusca.editar')}
            </Button>
          )}
          {onRemove && (
            <Button
              variant="ghost"
              onClick={onRemove}
              aria-label={t('quemBusca.removerPessoa', { nome: a.nome })}
            >
              {t('quemBusca.remover')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
