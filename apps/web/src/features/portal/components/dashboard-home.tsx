import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { ButtonLink } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { pickSelectedChild, useResponsavel } from '../../../lib/family';
import { firstName, formatBirthDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useAgeLabel } from '../../../lib/use-age-label';
import styles from './dashboard-home.module.css';

/**
 * The guardian's /dashboard: who is signed in, which child they follow, what needs their attention
 * (`pinned` notices) and the child's day at school (`safety`: today's attendance status and alerts).
 */
export function DashboardHome({ pinned, safety }: { pinned?: ReactNode; safety?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const responsavel = useResponsavel();
  const ageLabel = useAgeLabel();

  if (session.isPending) return <PageLoader />;
  if (session.isError) return <Alert>{session.error.message}</Alert>;

  if (responsavel.isPending) return <PageLoader />;
  if (responsavel.isError) return <Alert>{responsavel.error.message}</Alert>;

  const { nomeResp, ftPerfilResp, discentes } = responsavel.data;
  const child = pickSelectedChild(discentes);

  return (
    <div className={styles.grid}>
      <section className={styles.hello} aria-labelledby="dashboard-title">
        <Avatar name={nomeResp} photo={ftPerfilResp} size={72} />
        <div>
          <h1 id="dashboard-title">{t('dashboard.greeting', { name: firstName(nomeResp) })}</h1>
          <p className={styles.muted}>
            {child ? t('dashboard.role', { name: nomeResp, child: firstName(child.nomeDisc) }) : t('dashboard.noChildren')}
          </p>
        </div>
      </section>

      {pinned}

      {safety}

      {child && (
        <section className={styles.childCard} aria-labelledby="dashboard-child">
          <Avatar name={child.nomeDisc} photo={child.imgDisc} size={96} />
          <div className={styles.childInfo}>
            <h2 id="dashboard-child">{child.nomeDisc}</h2>
            <p>
              {ageLabel(child.dataNasDisc)} · {t('profile.birthDate')}: {formatBirthDate(child.dataNasDisc)}
            </p>
            <p>{child.escola.nome}</p>
            <div className={styles.actions}>
              <ButtonLink to="/perfil">{t('dashboard.seeProfile', { name: firstName(child.nomeDisc) })}</ButtonLink>
              {discentes.length > 1 && (
                <ButtonLink to="/pefil-bebe" variant="secondary">
                  {t('dashboard.switchChild')}
                </ButtonLink>
              )}
            </div>
          </div>
        </section>
      )}

      <section className={styles.soon} aria-labelledby="dashboard-soon">
        <h2 id="dashboard-soon">{t('dashboard.soonTitle')}</h2>
        <p>{t('dashboard.soonText')}</p>
        <ul className={styles.links}>
          <li>
            <Link to="/avisos">{t('portal.nav.avisos')}</Link>
          </li>
          <li>
            <Link to="/rotina">{t('portal.nav.rotina')}</Link>
          </li>
          <li>
            <Link to="/cardapio">{t('portal.nav.cardapio')}</Link>
          </li>
          <li>
            <Link to="/lumi">Lumi</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
