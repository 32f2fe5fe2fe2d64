import { Avatar } from '../../../components/avatar';
import type { EntradaChat } from '../api/chat-cache';
import styles from './chat.module.css';

/** The school's room: a circle of people in the brand's colours. */
function GeralMark({ size }: { size: number }) {
  return (
    <span className={styles.geralMark} style={{ width: size, height: size }} aria-hidden="true">
      <svg viewBox="0 0 48 48" width={size * 0.62} height={size * 0.62} focusable="false">
        <circle cx="16" cy="18" r="6" fill="#feb018" />
        <circle cx="32" cy="18" r="6" fill="#31c1ff" />
        <circle cx="24" cy="14" r="6.5" fill="#f53491" />
        <path d="M6 38c1.6-6.5 5.6-10 10-10s8.4 3.5 10 10z" fill="#feb018" />
        <path d="M22 38c1.6-6.5 5.6-10 10-10s8.4 3.5 10 10z" fill="#31c1ff" />
        <path d="M13 36c1.8-7.4 6.2-11 11-11s9.2 3.6 11 11z" fill="#f53491" />
      </svg>
    </span>
  );
}

/** A person's photo (their initials when there is none or it cannot be read), or the room's mark. */
export function ChatAvatar({ entrada, size }: { entrada: EntradaChat; size: number }) {
  if (!entrada.pessoa) return <GeralMark size={size} />;
  return <Avatar name={entrada.pessoa.nome} photo={entrada.pessoa.foto} size={size} />;
}
