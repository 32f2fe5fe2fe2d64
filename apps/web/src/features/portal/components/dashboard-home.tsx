import { tiposAtividade, type DiscenteNoPainel, type Importancia, type PainelRead } from '@lunna/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { ButtonLink } from '../../../components/button';
import {
  AppleIcon,
  BellIcon,
  CalendarIcon,
  ChatIcon,
  PollIcon,
  UserIcon,
  WallIcon,
} from '../../../components/icons';
import { LumiFace } from '../../../components/lumi-face';
import { PageLoader } from '../../../components/page-loader';
import { firstName } from '../../../lib/format';
import { useFormatters } from '../../../lib/use-formatters';
import { useAguardandoTurma } from '../../../lib/aguardando-turma';
import { useSession } from '../../../lib/session';
import { getSelectedChildId, setSelectedChildId } from '../../../lib/storage';
import { useAgeLabel } from '../../../lib/use-age-label';
import { usePainelResponsavel, type PainelSeed } from '../api/painel';
import { AguardandoTurma } from './aguardando-turma';
import styles from './dashboard-home.module.css';
import { QueryError } from '../../../components/query-error';

const IMPORTANCIA_KEY: Record<Importancia, string> = {
  Normal: 'normal',
  Atenção: 'atencao',
  Importante: 'importante',
};

/** With several children: one click follows another child on every screen. */
function ChildChips({
  discentes,
  selected,
  onChoose,
}: {
  discentes: DiscenteNoPainel[];
  selected: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.chips} role="group" aria-label={t('painel.criancas')}>
      {discentes.map((child) => (
        <button
          key={child.idDisc}
          type="button"
          className={styles.chip}
          aria-pressed={child.idDisc === selected}
          onClick={() => onChoose(child.idDisc)}
        >
          <Avatar name={child.nomeDisc} photo={child.imgDisc} size={36} />
          <span>{firstName(child.nomeDisc)}</span>
        </button>
      ))}
    </div>
  );
}

function ActivityCards({ atividades }: { atividades: PainelRead['atividades'] | undefined }) {
  const { t } = useTranslation();
  const { formatDayMonth } = useFormatters();
  return (
    <section aria-labelledby="painel-atividades">
      <h2 id="painel-atividades" className={styles.sectionTitle}>
        {t('painel.atividadesTitulo')}
      </h2>
      <ul className={styles.activityCards}>
        {tiposAtividade.map((tipo) => {
          const atv = atividades?.[tipo];
          return (
            <li key={tipo}>
              <Link to={`/atividade?tipo=${tipo}`} className={styles.activityCard} data-tipo={tipo}>
                <span className={styles.activityKind}>{t(`painel.tipoAtividade.${tipo}`)}</span>
                <span className={styles.activityTitle}>{atv ? atv.tituloAtv : t('painel.semAtividade')}</span>
                {atv && (
                  <span className={styles.activityDate}>
                    {t('painel.atividadeDoDia', { data: formatDayMonth(atv.data) })}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const SHORTCUTS: { to: string; key: string; Icon: ComponentType<{ size?: number }> }[] = [
  { to: '/enquetes', key: 'enquetes', Icon: PollIcon },
  { to: '/cardapio', key: 'cardapio', Icon: AppleIcon },
  { to: '/rotina', key: 'rotina', Icon: CalendarIcon },
  { to: '/chat', key: 'chat', Icon: ChatIcon },
  { to: '/perfil', key: 'perfil', Icon: UserIcon },
  { to: '/mural', key: 'mural', Icon: WallIcon },
];

function Shortcuts({ enquetesPendentes, nome }: { enquetesPendentes: number; nome: string }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.shortcutsNav} aria-label={t('painel.atalhos')}>
      <ul className={styles.shortcuts}>
        {SHORTCUTS.map(({ to, key, Icon }) => (
          <li key={to}>
            <Link to={to} className={styles.shortcut}>
              <span className={styles.shortcutIcon}>
                <Icon size={22} />
              </span>
              <span>{t(`painel.atalho.${key}`, { name: nome })}</span>
              {key === 'enquetes' && enquetesPendentes > 0 && (
                <span className={styles.badge}>
                  {t('painel.enquetesPendentes', { count: enquetesPendentes })}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RecentPhotos({ fotos }: { fotos: PainelRead['fotos'] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="painel-fotos">
      <h2 id="painel-fotos" className={styles.sectionTitle}>
        {t('painel.fotosTitulo')}
      </h2>
      {fotos.length === 0 ? (
        <p className={styles.muted}>{t('painel.semFotos')}</p>
      ) : (
        <ul className={styles.photos}>
          {fotos.map((foto) => (
            <li key={foto.idMemoria}>
              <Link to={`/memoria#memoria-${foto.idMemoria}`}>
                <img
                  src={foto.miniatura}
                  alt={foto.descricao ?? t('painel.fotoSemDescricao')}
                  loading="lazy"
                  width={160}
                  height={160}
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/memoria">{t('painel.verMemorias')}</Link>
    </section>
  );
}

function LatestNotices({ avisos }: { avisos: PainelRead['avisos'] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="painel-avisos">
      <h2 id="painel-avisos" className={styles.sectionTitle}>
        {t('painel.avisosTitulo')}
      </h2>
      {avisos.length === 0 ? (
        <p className={styles.muted}>{t('painel.semAvisos')}</p>
      ) : (
        <ul className={styles.noticeButtons}>
          {avisos.map((aviso) => (
            <li key={aviso.idAviso}>
              <Link
                to={`/avisos#aviso-${aviso.idAviso}`}
                className={styles.noticeButton}
                data-importancia={aviso.importancia}
              >
                <BellIcon size={20} />
                <span className={styles.noticeText}>
                  <span className={styles.noticeTitle}>{aviso.tituloAviso}</span>
                  <span className={styles.noticeMeta}>
                    {t(`painel.importancia.${IMPORTANCIA_KEY[aviso.importancia]}`)}
                    {aviso.lido ? '' : ` · ${t('painel.naoLido')}`}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The guardian's /dashboard (Agenda Geral): the followed child (one-click chips with several), what needs
 * attention (`pinned` notices, `safety`: today's attendance and alerts), the three activity cards, the
 * assistant, shortcuts, and on the side who is signed in, the newest photos and the latest two notices.
 * A family whose children are in no class yet sees the waiting state instead of the class's day.
 */
export function DashboardHome({
  pinned,
  safety,
  seeds = [],
}: {
  pinned?: ReactNode;
  safety?: (child: DiscenteNoPainel | undefined) => ReactNode;
  seeds?: readonly PainelSeed[];
}) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const session = useSession();
  const ageLabel = useAgeLabel();
  const queryClient = useQueryClient();
  const [storedId, setStoredId] = useState(getSelectedChildId);
  const dashboard = usePainelResponsavel(storedId, seeds);
  // No class yet: a calm waiting state in place of the class's (empty) day, cards and shortcuts.
  const aguardando = useAguardandoTurma();

  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;

  if (dashboard.isPending) return <PageLoader />;
  if (dashboard.isError) return <QueryError error={dashboard.error} onRetry={dashboard.refetch} />;

  const responsavel = dashboard.data.responsavel;
  const { nomeResp, ftPerfilResp, discentes } = responsavel;
  const child = discentes.find((d) => d.idDisc === dashboard.data.crianca?.idDisc);
  const painel = { data: dashboard.data.crianca?.painel };

  const choose = (idDisc: string) => {
    setSelectedChildId(idDisc);
    setStoredId(idDisc);
    // Every screen reads the choice when it renders: refresh what was fetched for the previous child.
    void queryClient.invalidateQueries();
  };

  return (
    <div className={styles.layout}>
      <div className={styles.mainColumn}>
        <header className={styles.hello}>
          <p className={styles.eyebrow}>{t('painel.agendaGeral')}</p>
          <h1 id="dashboard-title">{t('dashboard.greeting', { name: firstName(nomeResp) })}</h1>
          {discentes.length > 1 && child && (
            <ChildChips discentes={discentes} selected={child.idDisc} onChoose={choose} />
          )}
        </header>

        {/* Keyed by the child, so the composed slots start over for the newly chosen child. */}
        {aguardando ? (
          <AguardandoTurma estado={aguardando} />
        ) : (
          <Fragment key={child?.idDisc ?? 'none'}>
            {pinned}
            {safety?.(child)}
          </Fragment>
        )}

        {!child && responsavel.aguardandoAprovacao && (
          <section className={styles.panel} aria-labelledby="dashboard-aguardando">
            <h2 id="dashboard-aguardando" className={styles.sectionTitle}>
              {t('escola.aguardando.title')}
            </h2>
            <p className={styles.muted}>{t('escola.aguardando.text')}</p>
          </section>
        )}

        {child && !aguardando && (
          <>
            <ActivityCards atividades={painel.data?.atividades} />
            <Link to="/lumi" className={styles.assistant}>
              <LumiFace size={44} />
              <span>
                <span className={styles.assistantHello}>{t('painel.assistenteOla')}</span>
                <span className={styles.assistantName}>{t('painel.assistenteNome')}</span>
              </span>
            </Link>
            <Shortcuts
              enquetesPendentes={painel.data?.enquetesPendentes ?? 0}
              nome={firstName(child.nomeDisc)}
            />
          </>
        )}
      </div>

      <aside className={styles.sideColumn} aria-label={t('painel.lateral')}>
        <section className={styles.guardian} aria-label={t('painel.quemAcompanha')}>
          <Avatar name={nomeResp} photo={ftPerfilResp} size={72} />
          <div className={styles.guardianText}>
            <p>
              {child
                ? t('dashboard.role', { name: nomeResp, child: firstName(child.nomeDisc) })
                : t(responsavel.aguardandoAprovacao ? 'escola.aguardando.short' : 'dashboard.noChildren')}
            </p>
            <Link to="/meus-dados" className={styles.guardianLink}>
              {t('guardianData.link')}
            </Link>
          </div>
        </section>

        {child && (
          <section className={styles.childCard} aria-labelledby="dashboard-child">
            <Avatar name={child.nomeDisc} photo={child.imgDisc} size={88} />
            <div className={styles.childInfo}>
              <h2 id="dashboard-child">{child.nomeDisc}</h2>
              <p>
                {ageLabel(child.dataNasDisc)} · {t('profile.birthDate')}: {formatDate(child.dataNasDisc)}
              </p>
              <p>{child.escola.nome}</p>
              <div className={styles.actions}>
                <ButtonLink to="/perfil">
                  {t('dashboard.seeProfile', { name: firstName(child.nomeDisc) })}
                </ButtonLink>
              </div>
            </div>
          </section>
        )}

        {child && painel.data && !aguardando && (
          <>
            <RecentPhotos fotos={painel.data.fotos} />
            <LatestNotices avisos={painel.data.avisos} />
          </>
        )}
      </aside>
    </div>
  );
}
