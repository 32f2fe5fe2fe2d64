import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { SettingsSection } from '../../../components/settings-section';
import { useSeguranca } from '../api/seguranca';
import { LoginAlertSwitch } from './login-alert-switch';
import { TwoFactorPanel } from './two-factor-panel';

/** Configurações → 'Verificação em duas etapas' and 'Alerta de login suspeito'. */
export function SecuritySections() {
  const { t } = useTranslation();
  const seguranca = useSeguranca();
  const body = (render: (estado: NonNullable<typeof seguranca.data>) => ReactNode) =>
    seguranca.data ? (
      render(seguranca.data)
    ) : seguranca.error ? (
      <QueryError error={seguranca.error} onRetry={seguranca.refetch} />
    ) : (
      <PageLoader />
    );

  return (
    <>
      <SettingsSection
        id="verificacao-duas-etapas"
        title={t('security.twoFactor.title')}
        description={t('security.twoFactor.description')}
      >
        {body((estado) => (
          <TwoFactorPanel estado={estado} />
        ))}
      </SettingsSection>
      <SettingsSection
        id="alerta-login"
        title={t('security.alert.title')}
        description={t('security.alert.description')}
      >
        {body((estado) => (
          <LoginAlertSwitch checked={estado.alertaLoginSuspeito} />
        ))}
      </SettingsSection>
    </>
  );
}
