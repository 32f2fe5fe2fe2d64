import type { ConviteEquipeRead, MembroEquipe } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { PlusIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { SettingsSection } from '../../../components/settings-section';
import { useSession } from '../../../lib/session';
import { useCancelarConviteEquipe, useEquipeGestor, useReenviarConviteEquipe } from '../api/equipe';
import { AccessDialog } from './access-dialog';
import { InviteStaffDialog } from './invite-staff-dialog';
import { TurmasDialog } from './turmas-dialog';
import styles from './equipe.module.css';

/**
 * The director's 'Equipe' section of Minha escola: who works at the school (with their classes and
 * whether the account is active), invitations waiting for an answer, and the actions on each.
 */
export function StaffSection() {
  const { t } = useTranslation();
  const session = useSession();
  const equipe = useEquipeGestor();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<MembroEquipe | null>(null);
  const [switching, setSwitching] = useState<MembroEquipe | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const eu = session.data?.email;

  return (
    <SettingsSection id="equipe" title={t('equipe.section.title')} description={t('equipe.section.intro')}>
      <div>
        <Button
          onClick={() => {
            setDone(null);
            setInviting(true);
          }}
        >
          <PlusIcon aria-hidden="true" />
          {t('equipe.section.invite')}
        </Button>
      </div>

      {done && <Alert tone="success">{done}</Alert>}

      {equipe.isPending && <PageLoader />}
      {equipe.isError && <QueryError error={equipe.error} onRetry={equipe.refetch} />}
      {equipe.data && (
        <>
          <ul className={[styles.list, styles.people].join(' ')}>
            {equipe.data.membros.map((m) => (
              <Member
                key={m.idUsuario}
                membro={m}
                you={m.email === eu}
                onTurmas={() => setEditing(m)}
                onSwitch={() => setSwitching(m)}
              />
            ))}
          </ul>
          {equipe.data.convites.length > 0 && (
            <PendingInvitations convites={equipe.data.convites} onDone={setDone} />
          )}
        </>
      )}

      <InviteStaffDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onSent={(convite) => {
          setInviting(false);
          setDone(t('equipe.invite.sent', { email: convite.email }));
        }}
      />
      {editing && (
        <TurmasDialog
          membro={editing}
          onClose={() => setEditing(null)}
          onSaved={(m) => {
            setEditing(null);
            setDone(t('equipe.turmas.saved', { name: m.nome }));
          }}
        />
      )}
      {switching && (
        <AccessDialog
          membro={switching}
          onClose={() => setSwitching(null)}
          onDone={(m) => {
            setSwitching(null);
            setDone(t(m.ativo ? 'equipe.reactivate.done' : 'equipe.deactivate.done', { name: m.nome }));
          }}
        />
      )}
    </SettingsSection>
  );
}

function Member({
  membro,
  you,
  onTurmas,
  onSwitch,
}: {
  membro: MembroEquipe;
  you: boolean;
  onTurmas: () => void;
  onSwitch: () => void;
}) {
  const { t } = useTranslation();
  const educator = membro.papel === 'pedagogo';
  const turmas = membro.turmas.map((x) => x.nomeTurma).join(', ');
  return (
    <li className={[styles.person, membro.ativo ? null : styles.inactive].filter(Boolean).join(' ')}>
      <Avatar name={membro.nome} photo={null} size={56} />
      <div className={styles.who}>
        <p className={styles.name}>
          {membro.nome}
          {you && <span className={styles.you}> {t('equipe.section.you')}</span>}
        </p>
        <p className={styles.meta}>{membro.email}</p>
        {educator && (
          <p className={styles.meta}>
            {turmas ? t('equipe.section.classes', { turmas }) : t('equipe.section.noClasses')}
          </p>
        )}
        <div className={styles.badges}>
          <span className={styles.badge}>{t(`equipe.papel.${membro.papel}`)}</span>
          {!membro.ativo && (
            <span className={[styles.badge, styles.badgeOff].join(' ')}>{t('equipe.section.inactive')}</span>
          )}
        </div>
      </div>
      {(educator || !you) && (
        <div className={styles.personActions}>
          {educator && (
            <Button
              variant="secondary"
              onClick={onTurmas}
              aria-label={t('equipe.turmas.openFor', { name: membro.nome })}
            >
              {t('equipe.turmas.open')}
            </Button>
          )}
          {!you && (
            <Button
              variant="ghost"
              onClick={onSwitch}
              aria-label={t(membro.ativo ? 'equipe.deactivate.openFor' : 'equipe.reactivate.openFor', {
                name: membro.nome,
              })}
            >
              {t(membro.ativo ? 'equipe.deactivate.open' : 'equipe.reactivate.open')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function PendingInvitations({
  convites,
  onDone,
}: {
  convites: ConviteEquipeRead[];
  onDone: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const cancelar = useCancelarConviteEquipe();
  const reenviar = useReenviarConviteEquipe();
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long' });
  const error = cancelar.error ?? reenviar.error;
  const busy = cancelar.isPending || reenviar.isPending;

  return (
    <div>
      <h3 className={styles.subtitle}>{t('equipe.pending.title')}</h3>
      {error && (
        <div className={styles.notice}>
          <Alert>{error.message}</Alert>
        </div>
      )}
      <ul className={styles.list}>
        {convites.map((c) => (
          <li key={c.idConvite} className={styles.invite}>
            <div className={styles.inviteText}>
              <p className={styles.name}>{c.nome}</p>
              <p className={styles.meta}>
                {c.email} · {t(`equipe.papel.${c.papel}`)} ·{' '}
                {t('equipe.pending.until', { date: date.format(new Date(c.expiraEm)) })}
              </p>
            </div>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  reenviar.mutate(c.idConvite, {
                    onSuccess: () => onDone(t('equipe.pending.resent', { email: c.email })),
                  })
                }
                aria-label={t('equipe.pending.resendFor', { email: c.email })}
              >
                {t('equipe.pending.resend')}
              </Button>
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() =>
                  cancelar.mutate(c.idConvite, {
                    onSuccess: () => onDone(t('equipe.pending.cancelled', { email: c.email })),
                  })
                }
                aria-label={t('equipe.pending.cancelFor', { email: c.email })}
              >
                {t('equipe.pending.cancel')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
