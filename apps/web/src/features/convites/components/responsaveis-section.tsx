import type { ResponsavelDaCrianca } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../lib/labels';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { PlusIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { firstName } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCancelarConvite, useConvitesPendentes, useResponsaveis } from '../api/convites';
import { InviteDialog } from './invite-dialog';
import { RemoveAccessDialog } from './remove-access-dialog';
import styles from './convites.module.css';
import { QueryError } from '../../../components/query-error';

type Props = { idDisc: string; nomeDisc: string };

/**
 * 'Responsáveis' on a child's profile. Guardians see who else follows the child, invite another
 * guardian and cancel pending invitations; the director removes a guardian's access; educators read.
 */
export function ResponsaveisSection({ idDisc, nomeDisc }: Props) {
  const { t, i18n } = useTranslation();
  const labels = useLabels();
  const session = useSession();
  const papel = session.data?.papel;
  const guardian = papel === 'responsavel';
  const director = papel === 'gestor';
  const responsaveis = useResponsaveis(idDisc);
  const pendentes = useConvitesPendentes(idDisc, guardian);
  const cancelar = useCancelarConvite(idDisc);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<ResponsavelDaCrianca | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const child = firstName(nomeDisc);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const shortDate = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long' });
  const ativos = responsaveis.data?.filter((r) => r.status === 'ativo').length ?? 0;

  return (
    <section id="responsaveis" className={styles.section} aria-labelledby="responsaveis-title">
      <div className={styles.header}>
        <h2 id="responsaveis-title" className={styles.title}>
          {t('convites.section.title')}
        </h2>
        {guardian && (
          <Button
            onClick={() => {
              setDone(null);
              setInviting(true);
            }}
          >
            <PlusIcon aria-hidden="true" />
            {t('convites.section.invite')}
          </Button>
        )}
      </div>
      <p className={styles.muted}>
        {guardian
          ? t('convites.section.introGuardian', { child })
          : director
            ? t('convites.section.introDirector', { child })
            : t('convites.section.introStaff', { child })}
      </p>

      {done && (
        <div className={styles.notice}>
          <Alert tone="success">{done}</Alert>
        </div>
      )}

      {responsaveis.isPending && <PageLoader />}
      {responsaveis.isError && <QueryError error={responsaveis.error} onRetry={responsaveis.refetch} />}
      {responsaveis.data && (
        <ul className={[styles.list, styles.people].join(' ')}>
          {responsaveis.data.map((r) => {
            const removed = r.status === 'suspenso';
            return (
              <li
                key={r.idResp}
                className={[styles.person, removed ? styles.removed : null].filter(Boolean).join(' ')}
              >
                <span className={styles.avatar}>
                  <Avatar name={r.nome} photo={r.foto} size={56} />
                </span>
                <div className={styles.who}>
                  <p className={styles.name}>
                    {r.nome}
                    {r.voce && <span className={styles.you}> {t('convites.section.you')}</span>}
                  </p>
                  <p className={styles.meta}>
                    {[
                      r.parentesco && labels.relation(r.parentesco),
                      t('convites.section.since', { date: date.format(new Date(r.desde)) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {removed && <span className={styles.badge}>{t('convites.section.removed')}</span>}
                </div>
                {director && !removed && ativos > 1 && (
                  <Button
                    variant="secondary"
                    onClick={() => setRemoving(r)}
                    aria-label={t('convites.remove.openFor', { name: r.nome })}
                  >
                    {t('convites.remove.open')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {director && ativos === 1 && <p className={styles.after}>{t('convites.remove.onlyOne', { child })}</p>}

      {guardian && pendentes.data && pendentes.data.length > 0 && (
        <>
          <h3 className={styles.subtitle}>{t('convites.pending.title')}</h3>
          {cancelar.error && (
            <div className={styles.notice}>
              <Alert>{cancelar.error.message}</Alert>
            </div>
          )}
          <ul className={styles.list}>
            {pendentes.data.map((c) => (
              <li key={c.idConvite} className={styles.invite}>
                <div className={styles.inviteText}>
                  <p className={styles.name}>{c.email}</p>
                  <p className={styles.meta}>
                    {labels.relation(c.parentesco)} ·{' '}
                    {t('convites.pending.until', { date: shortDate.format(new Date(c.expiraEm)) })}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  disabled={cancelar.isPending}
                  onClick={() =>
                    cancelar.mutate(c.idConvite, {
                      onSuccess: () => setDone(t('convites.pending.cancelled', { email: c.email })),
                    })
                  }
                  aria-label={t('convites.pending.cancelFor', { email: c.email })}
                >
                  {t('convites.pending.cancel')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}

      {guardian && (
        <InviteDialog
          open={inviting}
          idDisc={idDisc}
          child={child}
          onClose={() => setInviting(false)}
          onSent={(email) => {
            setInviting(false);
            setDone(t('convites.invite.sent', { email }));
          }}
        />
      )}
      {director && (
        <RemoveAccessDialog
          idDisc={idDisc}
          child={child}
          responsavel={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(nome) => {
            setRemoving(null);
            setDone(t('convites.remove.done', { name: nome, child }));
          }}
        />
      )}
    </section>
  );
}
