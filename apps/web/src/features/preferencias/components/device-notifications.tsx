import type { PreferenciasNotificacao, PreferenciasNotificacaoPayload } from '@lunna/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Switch } from '../../../components/switch';
import {
  PUSH_DROPPED_EVENT,
  pushDeviceState,
  turnPushOff,
  turnPushOn,
  type PushDeviceState,
} from '../../../lib/pwa';
import { useSession } from '../../../lib/session';
import { useRefreshPushDevices } from '../api/preferencias';
import { PushDevices } from './push-devices';
import styles from './preferencias.module.css';

type Props = { prefs: PreferenciasNotificacao; onSave: (changes: PreferenciasNotificacaoPayload) => void };

/**
 * 'Notificações no aparelho': Web Push for this browser. On asks the browser's permission and saves the
 * subscription on the account; off removes it. *Importante* and *Atenção* always go; *Normal* only when
 * the person includes them (`pushNormal`, on the account, for all their devices). A browser that cannot, or
 * that blocked the site, says so instead of a switch that does nothing. Below, every device of the account
 * that gets them, each removable.
 */
export function DeviceNotifications({ prefs, onSave }: Props) {
  const { t } = useTranslation();
  const email = useSession().data?.email;
  const [state, setState] = useState<PushDeviceState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const refreshDevices = useRefreshPushDevices();

  useEffect(() => {
    let active = true;
    const read = () => void pushDeviceState().then((s) => active && setState(s));
    read();
    // Removed from another device: the portal dropped this browser's subscription after this screen opened.
    const dropped = () => {
      read();
      void refreshDevices();
    };
    window.addEventListener(PUSH_DROPPED_EVENT, dropped);
    return () => {
      active = false;
      window.removeEventListener(PUSH_DROPPED_EVENT, dropped);
    };
  }, [refreshDevices]);

  const change = async (on: boolean) => {
    if (!email) return;
    setBusy(true);
    setFailed(false);
    try {
      setState(on ? await turnPushOn(email) : await turnPushOff());
    } catch {
      setFailed(true);
      setState(await pushDeviceState().catch((): PushDeviceState => 'off'));
    } finally {
      setBusy(false);
      void refreshDevices();
    }
  };

  const unavailable = state === 'unsupported' || state === 'blocked';
  return (
    <div className={styles.device}>
      <Switch
        label={t('pwa.push.label')}
        description={t('pwa.push.description')}
        checked={state === 'on'}
        disabled={busy || state === 'loading' || unavailable || !email}
        onChange={(on) => void change(on)}
      />
      <p className={styles.deviceState} role="status">
        {busy ? t('pwa.push.aguardando') : state === 'on' ? t('pwa.push.ativo') : ''}
      </p>
      {state === 'unsupported' && <Alert tone="info">{t('pwa.push.naoSuportado')}</Alert>}
      {state === 'blocked' && <Alert tone="info">{t('pwa.push.bloqueado')}</Alert>}
      {failed && <Alert>{t('pwa.push.erro')}</Alert>}
      {state === 'on' && (
        <label className={styles.deviceOption}>
          <input
            type="checkbox"
            checked={prefs.pushNormal}
            onChange={(e) => onSave({ pushNormal: e.target.checked })}
          />
          <span>{t('pwa.push.normal')}</span>
          <span className={styles.deviceOptionHint}>{t('pwa.push.normalHint')}</span>
        </label>
      )}
      <PushDevices />
    </div>
  );
}
