import type { SolicitacaoRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { formatDate } from '../../../lib/dates';
import { useFormatters } from '../../../lib/use-formatters';
import { useAgeLabel } from '../../../lib/use-age-label';
import styles from './solicitacoes.module.css';

/** "12/03/2026" from an ISO instant, in the browser's time zone. */
export const shortDate = formatDate;

/** Who the request is about, by name: the child, else the guardian. */
export const subjectName = (s: SolicitacaoRead) => s.discente?.nomeDisc ?? s.responsavel?.nomeResp ?? '';

/**
 * What the request is about: the new child (photo, name, age), the child an educator asked to put in
 * her class (with who asked and which class), or the guardian's CPF old → new.
 */
export function RequestSubject({ solicitacao }: { solicitacao: SolicitacaoRead }) {
  const { t, i18n } = useTranslation();
  const { formatDate } = useFormatters();
  const ageLabel = useAgeLabel();
  const { discente, cpf, responsavel, turma, solicitante } = solicitacao;

  if (solicitacao.tipo === 'turma_discente' && discente) {
    const educator = solicitante?.nome ?? t('requests.turma.someone');
    return (
      <div className={styles.subject}>
        <Avatar name={discente.nomeDisc} photo={discente.imgDisc} size={72} />
        <div className={styles.subjectText}>
          <span className={[styles.tag, styles.tagClass].join(' ')}>{t('requests.tipo.turma_discente')}</span>
          <h3 className={styles.name}>{discente.nomeDisc}</h3>
          <p className={styles.meta}>
            {t('requests.turma.askedBy', {
              name: educator,
              turma: turma?.nomeTurma ?? '',
              date: shortDate(solicitacao.criadoEm, i18n.language),
            })}
          </p>
          {solicitacao.status === 'pendente' && (
            <p className={styles.meta}>{t('requests.turma.closed', { name: educator })}</p>
          )}
          {discente.idDisc && (
            <Link className={styles.cardLink} to={`/crianca/${encodeURIComponent(discente.idDisc)}`}>
              {t('requests.child.card', { name: discente.nomeDisc })}
            </Link>
          )}
        </div>
      </div>
    );
  }

  if (discente) {
    return (
      <div className={styles.subject}>
        <Avatar name={discente.nomeDisc} photo={discente.imgDisc} size={72} />
        <div className={styles.subjectText}>
          <span className={[styles.tag, styles.tagChild].join(' ')}>{t('requests.tipo.novo_discente')}</span>
          <h3 className={styles.name}>{discente.nomeDisc}</h3>
          <p className={styles.meta}>
            {discente.dataNasDisc &&
              t('requests.child.age', {
                age: ageLabel(discente.dataNasDisc),
                date: formatDate(discente.dataNasDisc),
              })}
          </p>
          {responsavel && (
            <p className={styles.meta}>
              {t('requests.child.addedBy', {
                name: responsavel.nomeResp,
                date: shortDate(solicitacao.criadoEm, i18n.language),
              })}
            </p>
          )}
          {discente.idDisc && (
            <Link className={styles.cardLink} to={`/crianca/${encodeURIComponent(discente.idDisc)}`}>
              {t('requests.child.card', { name: discente.nomeDisc })}
            </Link>
          )}
        </div>
      </div>
    );
  }
  const nomeResp = responsavel?.nomeResp ?? '';
  return (
    <div className={styles.subject}>
      <Avatar name={nomeResp} photo={responsavel?.ftPerfilResp ?? null} size={72} />
      <div className={styles.subjectText}>
        <span className={[styles.tag, styles.tagCpf].join(' ')}>{t('requests.tipo.cpf_responsavel')}</span>
        <h3 className={styles.name}>{nomeResp}</h3>
        {cpf && (
          <dl className={styles.cpfChange}>
            <div>
              <dt>{t('requests.cpf.atual')}</dt>
              <dd>{cpf.cpfAtual}</dd>
            </div>
            <span className={styles.arrow} aria-hidden="true">
              →
            </span>
            <div>
              <dt>{t('requests.cpf.novo')}</dt>
              <dd className={styles.cpfNew}>{cpf.cpfNovo}</dd>
            </div>
          </dl>
        )}
        <p className={styles.meta}>
          {t('requests.cpf.askedOn', { date: shortDate(solicitacao.criadoEm, i18n.language) })}
        </p>
      </div>
    </div>
  );
}
