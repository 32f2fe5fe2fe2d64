import type { DiscenteRead, ResponsavelRead } from '@lunna/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { FileField } from '../../../components/file-field';
import { CoverPattern } from '../../../components/illustrations';
import { imageUrl, isApiError } from '../../../lib/api-client';
import { useUploadResponsavelArquivo } from '../../../lib/family';
import { firstName } from '../../../lib/format';
import { useRemoveCapa, useUploadImagemDiscente } from '../api/discente-imagens';
import styles from './banner-edit-dialog.module.css';
import { useFilePreview } from '../../../lib/use-file-preview';

export const PencilIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
);

type Field = 'capaDisc' | 'imgDisc' | 'ftPerfilResp';
const ORDER: Field[] = ['capaDisc', 'imgDisc', 'ftPerfilResp'];

type Props = { open: boolean; onClose: () => void; discente: DiscenteRead; responsavel: ResponsavelRead };

/** 'Editar fotos': the banner's cover, the child's photo and the guardian's photo, each previewed before saving. */
export function BannerEditDialog({ open, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('bannerEdit.title')}>
      {/* Remounted per opening: nothing chosen last time lingers. */}
      {open && <BannerEditForm onDone={onClose} {...rest} />}
    </Dialog>
  );
}

function CoverPreview({ file, current }: { file: File | null; current: string | null }) {
  const { t } = useTranslation();
  const preview = useFilePreview(file);
  const src = preview ?? (current ? imageUrl(current) : null);
  return (
    <div className={styles.coverPreview}>
      {src ? (
        <img src={src} alt={preview ? t('bannerEdit.preview') : t('bannerEdit.currentCover')} />
      ) : (
        <CoverPattern className={styles.pattern} />
      )}
    </div>
  );
}

function PhotoPreview({ file, current, name }: { file: File | null; current: string | null; name: string }) {
  const { t } = useTranslation();
  const preview = useFilePreview(file);
  if (preview)
    return (
      <img className={styles.round} src={preview} alt={t('bannerEdit.preview')} width={88} height={88} />
    );
  return (
    <Avatar
      name={name}
      photo={current}
      size={88}
      alt={t('bannerEdit.currentPhoto', { name: firstName(name) })}
    />
  );
}

function BannerEditForm({
  discente,
  responsavel,
  onDone,
}: Omit<Props, 'open' | 'onClose'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const uploadChild = useUploadImagemDiscente(discente.idDisc);
  const uploadGuardian = useUploadResponsavelArquivo();
  const removeCapa = useRemoveCapa(discente.idDisc);
  const [chosen, setChosen] = useState<Record<Field, File | null>>({
    capaDisc: null,
    imgDisc: null,
    ftPerfilResp: null,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const child = firstName(discente.nomeDisc);
  const ids = useId();

  const choose = (field: Field) => (file: File | null, error: string | null) => {
    setChosen((prev) => ({ ...prev, [field]: file }));
    setErrors((prev) => ({ ...prev, [field]: error ?? undefined }));
    setFormError(null);
  };

  /** Sends each chosen picture in turn; what was saved is cleared, what failed keeps its file and shows why. */
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const pending = ORDER.filter((field) => chosen[field]);
    if (pending.length === 0) {
      setFormError(t('bannerEdit.nothingChosen'));
      return;
    }
    setBusy(true);
    setFormError(null);
    const failed: Partial<Record<Field, string>> = {};
    for (const field of pending) {
      const file = chosen[field]!;
      try {
        if (field === 'ftPerfilResp') await uploadGuardian.mutateAsync({ field, file });
        else await uploadChild.mutateAsync({ field, file });
        setChosen((prev) => ({ ...prev, [field]: null }));
      } catch (error) {
        failed[field] = isApiError(error) ? (error.fields?.[field] ?? error.message) : t('errors.generic');
      }
    }
    setBusy(false);
    setErrors(failed);
    if (Object.keys(failed).length === 0) onDone();
  };

  const onRemoveCapa = () => {
    setFormError(null);
    removeCapa.mutate(undefined, { onError: (error) => setFormError(error.message) });
  };

  const working = busy || removeCapa.isPending;

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={working}>
      <p className={styles.intro}>{t('bannerEdit.intro')}</p>

      <section className={styles.section} aria-labelledby={`${ids}-capa`}>
        <h3 id={`${ids}-capa`} className={styles.heading}>
          {t('bannerEdit.cover')}
        </h3>
        <CoverPreview file={chosen.capaDisc} current={discente.capaDisc} />
        <FileField
          label={t('bannerEdit.coverFile')}
          hint={t('bannerEdit.coverHint')}
          file={chosen.capaDisc}
          error={errors.capaDisc}
          onChange={choose('capaDisc')}
        />
        {discente.capaDisc && !chosen.capaDisc && (
          <Button variant="ghost" onClick={onRemoveCapa} disabled={working} className={styles.remove}>
            {removeCapa.isPending ? t('bannerEdit.removing') : t('bannerEdit.removeCover')}
          </Button>
        )}
      </section>

      <div className={styles.photos}>
        <section className={styles.section} aria-labelledby={`${ids}-child`}>
          <h3 id={`${ids}-child`} className={styles.heading}>
            {t('bannerEdit.childPhoto', { name: child })}
          </h3>
          <PhotoPreview file={chosen.imgDisc} current={discente.imgDisc} name={discente.nomeDisc} />
          <FileField
            label={t('bannerEdit.childFile', { name: child })}
            file={chosen.imgDisc}
            error={errors.imgDisc}
            onChange={choose('imgDisc')}
          />
        </section>

        <section className={styles.section} aria-labelledby={`${ids}-guardian`}>
          <h3 id={`${ids}-guardian`} className={styles.heading}>
            {t('bannerEdit.guardianPhoto')}
          </h3>
          <PhotoPreview
            file={chosen.ftPerfilResp}
            current={responsavel.ftPerfilResp}
            name={responsavel.nomeResp}
          />
          <FileField
            label={t('bannerEdit.guardianFile')}
            file={chosen.ftPerfilResp}
            error={errors.ftPerfilResp}
            onChange={choose('ftPerfilResp')}
          />
        </section>
      </div>

      {formError && <Alert>{formError}</Alert>}

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('bannerEdit.cancel')}
        </Button>
        <Button type="submit" disabled={working} aria-busy={busy}>
          {busy ? t('bannerEdit.saving') : t('bannerEdit.save')}
        </Button>
      </div>
    </form>
  );
}
