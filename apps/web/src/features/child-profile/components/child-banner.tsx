import type { DiscenteRead } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { CoverPattern } from '../../../components/illustrations';
import { imageUrl } from '../../../lib/api-client';
import { useResponsavel } from '../../../lib/family';
import { firstName } from '../../../lib/format';
import { BannerEditDialog, PencilIcon } from './banner-edit-dialog';
import styles from './child-banner.module.css';

/** The family's cover, or the brand pattern when there is none (or this viewer may not see it). */
function Cover({ capaDisc }: { capaDisc: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!capaDisc || failed === capaDisc) return <CoverPattern className={styles.coverArt} />;
  return (
    <img
      className={styles.coverArt}
      src={imageUrl(capaDisc)}
      alt=""
      width={1600}
      height={400}
      onError={() => setFailed(capaDisc)}
    />
  );
}

/** Header of the child's pages: cover, photos, name and the profile tabs (the frame's top bar holds the bell). */
export function ChildBanner({ discente }: { discente: DiscenteRead }) {
  const { t } = useTranslation();
  const responsavel = useResponsavel();
  const [editing, setEditing] = useState(false);
  const name = firstName(discente.nomeDisc);
  // Only the child's own guardians change its pictures.
  const isGuardian = Boolean(responsavel.data?.discentes.some((d) => d.idDisc === discente.idDisc));

  return (
    <header className={styles.banner}>
      <div className={[styles.cover, discente.capaDisc ? styles.withImage : null].filter(Boolean).join(' ')}>
        <Cover capaDisc={discente.capaDisc} />
        {isGuardian && (
          <button
            type="button"
            className={styles.edit}
            onClick={() => setEditing(true)}
            aria-label={t('bannerEdit.open')}
            title={t('bannerEdit.open')}
          >
            <PencilIcon />
          </button>
        )}
      </div>
      <div className={styles.identity}>
        <div className={styles.childPhoto}>
          <Avatar
            name={discente.nomeDisc}
            photo={discente.imgDisc}
            size={112}
            alt={t('banner.childPhoto', { name })}
          />
        </div>
        <div className={styles.names}>
          <h1 className={styles.childName}>{discente.nomeDisc}</h1>
          <p className={styles.school}>{discente.escola.nome}</p>
        </div>
        {responsavel.data && (
          <Link
            to="/meus-dados"
            className={styles.guardian}
            aria-label={t('bannerEdit.guardianLink', { name: responsavel.data.nomeResp })}
          >
            <Avatar name={responsavel.data.nomeResp} photo={responsavel.data.ftPerfilResp} size={48} />
            <span className={styles.guardianName}>{firstName(responsavel.data.nomeResp)}</span>
          </Link>
        )}
      </div>
      <nav aria-label={t('banner.tabsLabel')} className={styles.tabs}>
        <NavLink to="/perfil" className={styles.tab}>
          {t('banner.tabs.perfil', { name })}
        </NavLink>
        <NavLink to="/memoria" className={styles.tab}>
          {t('banner.tabs.memorias')}
        </NavLink>
        <NavLink to="/atividade" className={styles.tab}>
          {t('banner.tabs.atividades', { name })}
        </NavLink>
        <NavLink to="/enquetes/passadas" className={styles.tab}>
          {t('banner.tabs.enquetes')}
        </NavLink>
      </nav>
      {isGuardian && responsavel.data && (
        <BannerEditDialog
          open={editing}
          onClose={() => setEditing(false)}
          discente={discente}
          responsavel={responsavel.data}
        />
      )}
    </header>
  );
}
