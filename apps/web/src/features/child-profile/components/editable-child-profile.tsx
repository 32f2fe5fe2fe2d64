import type { DiscenteRead } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { useSession } from '../../../lib/session';
import { ChildProfile } from './child-profile';
import { EditProfileForm, type ProfileSection } from './edit-profile-form';
import styles from './edit-profile.module.css';
import { PencilIcon } from './pencil-icon';
import { RecentChanges } from './recent-changes';

/**
 * The child profile with, for the child's guardians, the 'Editar' button and a pencil per section
 * opening the edit overlay; and the record's recent changes.
 */
export function EditableChildProfile({ discente }: { discente: DiscenteRead }) {
  const { t } = useTranslation();
  const session = useSession();
  // Only guardians reach their own children's profile; staff read it but never edit here.
  const canEdit = session.data?.papel === 'responsavel';
  const [editing, setEditing] = useState<ProfileSection | null>(null);
  const [saved, setSaved] = useState(false);

  const open = (section: ProfileSection) => {
    setSaved(false);
    setEditing(section);
  };
  const firstName = discente.nomeDisc.split(' ')[0] ?? discente.nomeDisc;

  return (
    <>
      {canEdit && (
        <div className={styles.toolbar}>
          <div className={styles.status}>
            {saved && <Alert tone="success">{t('profileEdit.saved')}</Alert>}
          </div>
          <Button onClick={() => open('dados')}>
            <PencilIcon />
            {t('profileEdit.edit')}
          </Button>
        </div>
      )}
      <ChildProfile discente={discente} onEdit={canEdit ? open : undefined} />
      <RecentChanges idDisc={discente.idDisc} />
      {canEdit && (
        <Dialog
          open={editing !== null}
          onClose={() => setEditing(null)}
          title={t('profileEdit.title', { name: firstName })}
          className={styles.dialog}
        >
          {editing !== null && (
            <EditProfileForm
              discente={discente}
              focusSection={editing}
              onDone={(didSave) => {
                setEditing(null);
                setSaved(didSave);
              }}
            />
          )}
        </Dialog>
      )}
    </>
  );
}
