import type { AutorizadoRead, Papel } from '@lunna/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../lib/labels';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { PlusIcon, ShieldIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { firstName } from '../../../lib/format';
import { useAutorizados, useRemoveAutorizado } from '../api/autorizados';
import { AutorizadoCard } from './autorizado-card';
import { AutorizadoDialog } from './autorizado-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { Historico } from './historico';
import { RestricoesSection } from './restricoes-section';
import styles from './quem-busca.module.css';
import { QueryError } from '../../../components/query-error';

/** Who may come today first (a temporary authorisation for today, then the permanent ones), then by start date. */
const rank = (a: AutorizadoRead) => (a.temporario && a.ativoHoje ? 0 : a.temporario ? 2 : 1);
const byWhen = (a: AutorizadoRead, b: AutorizadoRead) =>
  rank(a) - rank(b) || (a.dataInicio ?? '').localeCompare(b.dataInicio ?? '') || a.nome.localeCompare(b.nome);

type Props = {
  discente: { idDisc: string; nomeDisc: string };
  papel: Papel;
  /** Above the title: the staff's child chooser. */
  toolbar?: ReactNode;
};

/**
 * 'Quem pode buscar {child} na creche': the guardians, the people they authorised (guardians add, edit
 * and remove them), the change history and, for staff only, who the school has barred.
 */
export function PickupList({ discente, papel, toolbar }: Props) {
  const { t } = useTranslation();
  const labels = useLabels();
  const guardian = papel === 'responsavel';
  const name = firstName(discente.nomeDisc);
  const data = useAutorizados(discente.idDisc);
  const remove = useRemoveAutorizado(discente.idDisc);
  const [dialog, setDialog] = useState<{ editing: AutorizadoRead | null } | null>(null);
  const [removing, setRemoving] = useState<AutorizadoRead | null>(null);
  const guardiansId = useId();
  const authorisedId = useId();

  // A guardian the school barred reads the list but may not change it (the server refuses too).
  const canEdit = guardian && data.data?.podeAlterar === true;
  const ativos = [...(data.data?.autorizados.filter((a) => !a.encerrado) ?? [])].sort(byWhen);
  const encerrados = data.data?.autorizados.filter((a) => a.encerrado) ?? [];
  const card = (a: AutorizadoRead) => (
    <li key={a.idAutorizado}>
      <AutorizadoCard
        autorizado={a}
        onEdit={canEdit ? () => setDialog({ editing: a }) : undefined}
        onRemove={canEdit ? () => setRemoving(a) : undefined}
      />
    </li>
  );

  return (
    <div className={styles.page}>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h1 className={styles.title}>{t('quemBusca.title', { name })}</h1>
          <p className={styles.intro}>
            {guardian ? t('quemBusca.introGuardian', { name }) : t('quemBusca.introStaff', { name })}
          </p>
        </div>
        {canEdit && (
          <Button onClick={() => setDialog({ editing: null })}>
            <PlusIcon size={20} />
            {t('quemBusca.add')}
          </Button>
        )}
      </header>

      {data.isPending && <PageLoader />}
      {data.isError && <QueryError error={data.error} onRetry={data.refetch} />}
      {data.data && (
        <>
          {guardian && !data.data.podeAlterar && (
            <p className={styles.notice} role="note">
              <ShieldIcon size={20} />
              {t('quemBusca.naoPodeAlterar')}
            </p>
          )}
          <section className={styles.section} aria-labelledby={guardiansId}>
            <h2 id={guardiansId} className={styles.sectionTitle}>
              {t('quemBusca.responsaveis')}
            </h2>
            <ul className={styles.guardians}>
              {data.data.responsaveis.map((r) => (
                <li
                  key={r.idResp}
                  className={styles.guardian}
                  data-impedido={r.impedido || r.suspenso || undefined}
                >
                  <Avatar name={r.nome} photo={r.foto} size={56} />
                  <div>
                    <p className={styles.guardianName}>{r.nome}</p>
                    {r.parentesco && <p className={styles.relation}>{labels.relation(r.parentesco)}</p>}
                    {(r.impedido || r.suspenso) && (
                      <span className={styles.badge} data-tone="impedido">
                        <ShieldIcon size={18} />
                        {r.impedido ? t('quemBusca.impedido') : t('quemBusca.suspenso')}
                      </span>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby={authorisedId}>
            <h2 id={authorisedId} className={styles.sectionTitle}>
              {t('quemBusca.autorizados')}
            </h2>
            {ativos.length === 0 ? (
              <p className={styles.empty}>
                {guardian ? t('quemBusca.emptyGuardian', { name }) : t('quemBusca.emptyStaff', { name })}
              </p>
            ) : (
              <ul className={styles.cards}>{ativos.map(card)}</ul>
            )}
            {encerrados.length > 0 && (
              <details className={styles.history}>
                <summary className={styles.summary}>
                  {t('quemBusca.encerradas', { count: encerrados.length })}
                </summary>
                <ul className={[styles.cards, styles.historyBody].join(' ')}>{encerrados.map(card)}</ul>
              </details>
            )}
          </section>

          {!guardian && data.data.restricoes && (
            <RestricoesSection
              idDisc={discente.idDisc}
              childName={name}
              restricoes={data.data.restricoes}
              canManage={papel === 'gestor'}
            />
          )}

          <Historico idDisc={discente.idDisc} />
        </>
      )}

      {guardian && (
        <>
          <AutorizadoDialog
            idDisc={discente.idDisc}
            childName={name}
            editing={dialog?.editing ?? null}
            open={dialog !== null}
            onClose={() => setDialog(null)}
          />
          <ConfirmDialog
            open={removing !== null}
            title={t('quemBusca.confirmRemoveTitle', { nome: removing?.nome ?? '' })}
            confirmLabel={t('quemBusca.remover')}
            pending={remove.isPending}
            error={remove.error?.message ?? null}
            onClose={() => {
              setRemoving(null);
              remove.reset();
            }}
            onConfirm={() =>
              removing && remove.mutate(removing.idAutorizado, { onSuccess: () => setRemoving(null) })
            }
          >
            <p>{t('quemBusca.confirmRemoveText', { nome: removing?.nome ?? '', name })}</p>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}
