import type { ConviteInfo } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyNest, MoonScene } from '../../../components/illustrations';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useAceitarConvite, useConviteInfo, useSairDaConta } from '../api/convites';
import { CadastroForm } from './cadastro-form';
import styles from './convites.module.css';

/** The page the invitation e-mail links to: `/convite?token=…`. */
export function ConviteInvitation() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useConviteInfo(token);

  if (token && info.isPending) return <PageLoader />;
  if (!token || info.isError) {
    const gone = !token || isApiError(info.error, 404);
    return (
      <Card narrow className={styles.centered} aria-labelledby="convite-title">
        <EmptyNest className={styles.art} />
        <h1 id="convite-title" className={styles.pageTitle}>
          {gone ? t('convites.accept.invalidTitle') : t('errors.generic')}
        </h1>
        <p className={styles.lead}>{gone ? t('convites.accept.invalidText') : info.error?.message}</p>
        <ButtonLink to="/login">{t('convites.accept.toLogin')}</ButtonLink>
      </Card>
    );
  }
  return <Invitation token={token} info={info.data!} />;
}

function Invitation({ token, info }: { token: string; info: ConviteInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const aceitar = useAceitarConvite(token);
  const sair = useSairDaConta();
  const values = {
    child: info.nomeDisc,
    school: info.escola.nome,
    inviter: info.convidadoPor,
    email: info.email,
  };
  const toDashboard = () => void navigate('/dashboard', { replace: true });

  let body;
  if (session.isPending) {
    body = <PageLoader />;
  } else if (session.data) {
    const rightAccount = session.data.papel === 'responsavel' && session.data.email === info.email;
    body = rightAccount ? (
      <div className={styles.centered}>
        <p>{t('convites.accept.signedInAs', { email: session.data.email })}</p>
        {aceitar.error && <Alert>{aceitar.error.message}</Alert>}
        <Button
          onClick={() => aceitar.mutate(null, { onSuccess: toDashboard })}
          disabled={aceitar.isPending}
          aria-busy={aceitar.isPending}
        >
          {t('convites.accept.accept')}
        </Button>
      </div>
    ) : (
      <div className={styles.centered}>
        <Alert tone="info">
          {t('convites.accept.otherAccount', { current: session.data.email, email: info.email })}
        </Alert>
        <Button variant="secondary" onClick={() => sair.mutate()} disabled={sair.isPending}>
          {t('convites.accept.signOut')}
        </Button>
      </div>
    );
  } else if (info.contaExiste) {
    body = (
      <div className={styles.centered}>
        <p>{t('convites.accept.hasAccount', { email: info.email })}</p>
        {/* The login page sends the user back here once signed in. */}
        <ButtonLink to="/login" state={{ from: location }}>
          {t('convites.accept.signIn')}
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <CadastroForm
        email={info.email}
        onSubmit={(cadastro) => aceitar.mutateAsync(cadastro).then(toDashboard)}
      />
    );
  }

  return (
    <Card className={styles.page} aria-labelledby="convite-title">
      <div className={styles.welcome}>
        <MoonScene className={styles.art} />
        <h1 id="convite-title" className={styles.pageTitle}>
          {t('convites.accept.title', values)}
        </h1>
        <p className={styles.lead}>{t('convites.accept.lead', values)}</p>
      </div>
      {body}
    </Card>
  );
}
