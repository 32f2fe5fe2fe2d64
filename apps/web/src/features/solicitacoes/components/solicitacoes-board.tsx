import type { SolicitacaoRead } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { EmptyNest } from '../../../components/illustrations';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useAprovarSolicitacao, useSolicitacoesEscola } from '../api/solicitacoes';
import { RejectDialog } from './reject-dialog';
import { RequestSubject, shortDate, subjectName } from './request-card';
import styles from './solicitacoes.module.css';

/** 'Aprovar o pedido de Sofia', or for a class request 'Aprovar Sofia na Turma Lua' (a child may be asked for two classes). */
const decisionLabels = (s: SolicitacaoRead) =>
  s.tipo === 'turma_discente'
    ? { name: subjectName(s), turma: s.turma?.nomeTurma ?? '' }
    : { name: subjectName(s) };

/** /solicitacoes: the director decides the families' and the educators' requests, then sees the latest decisions. */
export function SolicitacoesBoard() {
  const { t, i18n } = useTranslation();
  const list = useSolicitacoesEscola();
  const aprovar = useAprovarSolicitacao();
  const [rejecting, setRejecting] = useState<SolicitacaoRead | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (list.isPending) return <PageLoader />;
  if (list.isError)
    return <QueryError error={list.error} onRetry={list.refetch} title={t('requests.loadFailed')} />;

  const pending = list.data.filter((s) => s.status === 'pendente');
  const decided = list.data.filter((s) => s.status !== 'pendente');

  const approve = (s: SolicitacaoRead) => {
    setDone(null);
    aprovar.mutate(s.idSolicitacao, {
      onSuccess: (result) =>
        setDone(
          result.tipo === 'turma_discente'
            ? t('requests.done.classApproved', {
                ...decisionLabels(result),
                educator: result.solicitante?.nome ?? t('requests.turma.someone'),
              })
            : result.tipo === 'novo_discente'
              ? t('requests.done.childApproved', { name: subjectName(result) })
              : t('requests.done.cpfApproved', { name: subjectName(result) }),
        ),
    });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('requests.title')}</h1>
        <p className={styles.intro}>{t('requests.intro')}</p>
      </header>

      <div aria-live="polite">{done && <Alert tone="success">{done}</Alert>}</div>
      {aprovar.error && <Alert>{aprovar.error.message}</Alert>}

      <section aria-labelledby="requests-pending" className={styles.section}>
        <h2 id="requests-pending" className={styles.sectionTitle}>
          {t('requests.pending.title')} <span className={styles.count}>{pending.length}</span>
        </h2>
        {pending.length === 0 ? (
          <div className={styles.empty}>
            <EmptyNest className={styles.emptyArt} />
            <p>{t('requests.pending.empty')}</p>
          </div>
        ) : (
          <ul className={styles.cards}>
            {pending.map((s) => (
              <li key={s.idSolicitacao} className={styles.card}>
                <RequestSubject solicitacao={s} />
                <div className={styles.actions}>
                  <Button
                    onClick={() => approve(s)}
                    disabled={aprovar.isPending}
                    aria-busy={aprovar.isPending && aprovar.variables === s.idSolicitacao}
                    aria-label={
                      s.tipo === 'turma_discente'
                        ? t('requests.turma.approveLabel', decisionLabels(s))
                        : t('requests.approveLabel', { name: subjectName(s) })
                    }
                  >
                    {t('requests.approve')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setRejecting(s)}
                    aria-label={
                      s.tipo === 'turma_discente'
                        ? t('requests.turma.rejectLabel', decisionLabels(s))
                        : t('requests.rejectLabel', { name: subjectName(s) })
                    }
                  >
                    {t('requests.reject.open')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {decided.length > 0 && (
        <section aria-labelledby="requests-decided" className={styles.section}>
          <h2 id="requests-decided" className={styles.sectionTitle}>
            {t('requests.decided.title')}
          </h2>
          <ul className={styles.decidedList}>
            {decided.map((s) => (
              <li key={s.idSolicitacao} className={styles.decided}>
                <div className={styles.decidedText}>
                  <span className={styles.decidedName}>{subjectName(s)}</span>
                  <span className={styles.meta}>
                    {t(`requests.tipo.${s.tipo}`)}
                    {s.cpf && ` · ${s.cpf.cpfAtual} → ${s.cpf.cpfNovo}`}
                    {s.turma && ` · ${s.turma.nomeTurma}`}
                  </span>
                  {s.decididoEm && (
                    <span className={styles.meta}>
                      {s.decididoPor
                        ? t('requests.decided.by', {
                            name: s.decididoPor.nome,
                            date: shortDate(s.decididoEm, i18n.language),
                          })
                        : t('requests.decided.on', { date: shortDate(s.decididoEm, i18n.language) })}
                    </span>
                  )}
                  {s.motivo && (
                    <span className={styles.meta}>{t('requests.decided.motivo', { motivo: s.motivo })}</span>
                  )}
                </div>
                <span
                  className={[
                    styles.status,
                    s.status === 'aprovada' ? styles.statusApproved : styles.statusRejected,
                  ].join(' ')}
                >
                  {t(`requests.status.${s.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <RejectDialog
        solicitacao={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(result) => {
          setRejecting(null);
          setDone(
            result.tipo === 'turma_discente'
              ? t('requests.done.classRejected', {
                  ...decisionLabels(result),
                  educator: result.solicitante?.nome ?? t('requests.turma.someone'),
                })
              : t('requests.done.rejected', { name: subjectName(result) }),
          );
        }}
      />
    </div>
  );
}
