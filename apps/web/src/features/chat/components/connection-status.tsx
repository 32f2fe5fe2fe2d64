import { useTranslation } from 'react-i18next';
import { useRealtimeState } from '../../../lib/stomp-client';
import styles from './chat.module.css';

/** The live connection, said calmly: connected, reconnecting, or offline with the promise that nothing is lost. */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const state = useRealtimeState();
  const estado = state === 'idle' ? 'connecting' : state;
  return (
    <p className={styles.status} data-estado={estado} role="status">
      <span className={styles.statusDot} aria-hidden="true" />
      {t(`chat.conexao.${estado}`)}
    </p>
  );
}
