import { memoriaImagemPath, type MemoriaRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { diaMes } from './dates';
import { HeartButton } from './heart-button';
import styles from './memorias.module.css';

type Props = {
  memoria: MemoriaRead;
  onOpen: () => void;
  /** Guardians: the heart. */
  favorito?: { busy: boolean; onToggle: () => void };
  /** Staff: what else the card shows (tags, privacy, delete). */
  footer?: React.ReactNode;
};

/** A memory card: the educator's photo and name, the day/month, the photo (opens the lightbox) and the heart. */
export function MemoriaCard({ memoria, onOpen, favorito, footer }: Props) {
  const { t, i18n } = useTranslation();
  const alt = memoria.descricao ?? t('memorias.fotoDe', { data: diaMes(memoria.criadoEm, i18n.language) });
  return (
    <li id={`memoria-${memoria.idMemoria}`} className={styles.card}>
      <div className={styles.cardHead}>
        <Avatar name={memoria.pedagogo.nome} photo={memoria.pedagogo.ftPerfil} size={40} />
        <div className={styles.cardWho}>
          <span className={styles.cardAuthor}>{memoria.pedagogo.nome}</span>
          <time className={styles.cardDate} dateTime={memoria.criadoEm}>
            {diaMes(memoria.criadoEm, i18n.language)}
          </time>
        </div>
        {favorito && <HeartButton on={memoria.favorito} busy={favorito.busy} onToggle={favorito.onToggle} />}
      </div>
      <button
        type="button"
        className={styles.cardImageButton}
        onClick={onOpen}
        aria-label={t('memorias.abrir', { descricao: alt })}
      >
        <img
          className={styles.cardImage}
          src={memoriaImagemPath(memoria.idMemoria, 'miniatura')}
          alt=""
          width={memoria.largura}
          height={memoria.altura}
          loading="lazy"
          decoding="async"
        />
      </button>
      {memoria.descricao && <p className={styles.cardText}>{memoria.descricao}</p>}
      {footer}
    </li>
  );
}
