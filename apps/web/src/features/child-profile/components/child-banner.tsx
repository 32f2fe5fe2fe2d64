import type { DiscenteRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { CoverPattern } from '../../../components/illustrations';
import { useResponsavel } from '../../../lib/family';
import { firstName } from '../../../lib/format';
import styles from './child-banner.module.css';

/** Header of the child's pages: cover, photos, name and the profile tabs (the frame's top bar holds the bell). */
export function ChildBanner({ discente }: { discente: DiscenteRead }) {
  const { t } = useTranslation();
  const responsavel = useResponsavel();
  const name = firstName(discente.nomeDisc);

  return (
    <header className={styles.banner}>
      <div className={styles.cover}>
        <CoverPattern className={styles.coverArt} />
      </div>
      <div className={styles.identity}>
        <div className={styles.childPhoto}>
          <Avatar name={discente.nomeDisc} photo={discente.imgDisc} size={112} alt={t('banner.childPhoto', { name })} />
        </div>
        <div className={styles.names}>
          <h1 className={styles.childName}>{discente.nomeDisc}</h1>
          <p className={styles.school}>{discente.escola.nome}</p>
        </div>
        {responsavel.data && (
          <div className={styles.guardian}>
            <Avatar
              name={responsavel.data.nomeResp}
              photo={responsavel.data.ftPerfilResp}
              size={48}
              alt={t('banner.guardianPhoto', { name: responsavel.data.nomeResp })}
            />
            <span className={styles.guardianName}>{firstName(responsavel.data.nomeResp)}</span>
          </div>
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
    </header>
  );
}
