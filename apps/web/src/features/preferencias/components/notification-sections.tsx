import type { PreferenciasNotificacao, PreferenciasNotificacaoPayload } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { SettingsSection } from '../../../components/settings-section';
import { useChosenWhileSaving } from '../../../lib/use-chosen-while-saving';
import { useNotificationPrefs, useSaveNotificationPrefs } from '../api/preferencias';
import styles from './preferencias.module.css';
import { Switch } from '../../../components/switch';
import { DeviceNotifications } from './device-notifications';

const PRIORITIES: {
  key: 'emailImportante' | 'emailAtencao' | 'emailNormal';
  priority: 'Importante' | 'Atenção' | 'Normal';
}[] = [
  { key: 'emailImportante', priority: 'Importante' },
  { key: 'emailAtencao', priority: 'Atenção' },
  { key: 'emailNormal', priority: 'Normal' },
];

const anyEmail = (p: PreferenciasNotificacao) => p.emailImportante || p.emailAtencao || p.emailNormal;

/**
 * Configurações › Notificações: the one place for these choices (the bell's panel links here). E-mail is
 * on or off per priority (the switch is all of them; turning it on again gives the recommended Importante
 * and Atenção); pop-up banners show a new notification while the portal is open; device notifications reach
 * this browser when the portal is closed. Each change saves at once.
 */
export function NotificationSections() {
  const { t } = useTranslation();
  const prefs = useNotificationPrefs();
  const save = useSaveNotificationPrefs();
  const { shown, choose, settle } = useChosenWhileSaving<Partial<PreferenciasNotificacao>>(prefs.data ?? {});
  const change = (changes: PreferenciasNotificacaoPayload) => {
    choose(changes);
    save.mutate(changes, { onSettled: settle });
  };
  const data = prefs.data && ({ ...prefs.data, ...shown } as PreferenciasNotificacao);

  return (
    <SettingsSection
      id="notificacoes"
      title={t('preferencias.notificacoes.title')}
      description={t('preferencias.notificacoes.description')}
    >
      {prefs.isError && <QueryError error={prefs.error} onRetry={prefs.refetch} />}
      {prefs.isPending && <PageLoader />}
      {data && (
        <>
          <Switch
            label={t('preferencias.notificacoes.email')}
            description={t('preferencias.notificacoes.emailDescription')}
            checked={anyEmail(data)}
            onChange={(on) =>
              change(
                on
                  ? { emailImportante: true, emailAtencao: true }
                  : { emailImportante: false, emailAtencao: false, emailNormal: false },
              )
            }
          />
          <fieldset className={styles.priorities}>
            <legend className={styles.prioritiesLegend}>
              {t('preferencias.notificacoes.porPrioridade')}
            </legend>
            {PRIORITIES.map(({ key, priority }) => (
              <label key={key} className={styles.priorityItem}>
                <input
                  type="checkbox"
                  checked={data[key]}
                  onChange={(e) => change({ [key]: e.target.checked })}
                />
                <span className={styles.priorityBadge} data-prioridade={priority}>
                  {t(`avisos.importancia.${priority}`)}
                </span>
                <span className={styles.priorityHint}>{t(`preferencias.notificacoes.hint.${key}`)}</span>
              </label>
            ))}
          </fieldset>
          <Switch
            label={t('preferencias.notificacoes.banners')}
            description={t('preferencias.notificacoes.bannersDescription')}
            checked={data.notifBanners}
            onChange={(on) => change({ notifBanners: on })}
          />
          <DeviceNotifications prefs={data} onSave={change} />
          <p className={styles.status} role="status">
            {save.isSuccess && !save.isPending ? t('preferencias.salvo') : ''}
          </p>
          {save.isError && <Alert>{save.error.message}</Alert>}
        </>
      )}
    </SettingsSection>
  );
}
