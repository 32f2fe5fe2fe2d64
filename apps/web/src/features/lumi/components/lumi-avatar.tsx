import { LumiFace } from '../../../components/lumi-face';
import styles from './lumi.module.css';

/** Lumi's small face beside its answers (decorative: each answer already says it is Lumi's). */
export function LumiAvatar() {
  return (
    <span className={styles.face}>
      <LumiFace size={28} />
    </span>
  );
}
