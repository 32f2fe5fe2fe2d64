import { memoriaImagemPath, type MemoriaRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { buttonClassName } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { dataLonga } from './dates';
import { HeartButton } from './heart-button';
import styles from './memorias.module.css';

type Props = {
  memoria: MemoriaRead | null;
  onClose: () => void;
  /** Who the photo is about when no child of the family is tagged (the selected child, for guardians). */
  crianca?: string;
  favorito?: { busy: boolean; onToggle: () => void };
};

/** The photo large, with the educator, description, date, the child, save (the original) and the heart. */
export function MemoriaLightbox({ memoria, onClose, crianca, favorito }: Props) {
  const { t, i18n } = useTranslation();
  const nomes = memoria?.discentes.map((d) => d.nomeDisc).join(', ');
  return (
    <Dialog open={memoria !== null} onClose={onClose} title={t('memorias.lightbox.titulo')}>
      {memoria && (
        <div className={styles.lightbox}>
          <img
            className={styles.lightboxImage}
            src={memoriaImagemPath(memoria.idMemoria, 'tela')}
            alt={
              memoria.descricao ?? t('memorias.fotoDe', { data: dataLonga(memoria.criadoEm, i18n.language) })
            }
            width={memoria.largura}
            height={memoria.altura}
          />
          <div className={styles.lightboxInfo}>
            <div className={styles.cardHead}>
              <Avatar name={memoria.pedagogo.nome} photo={memoria.pedagogo.ftPerfil} size={40} />
              <div className={styles.cardWho}>
                <span className={styles.cardAuthor}>{memoria.pedagogo.nome}</span>
                <time className={styles.cardDate} dateTime={memoria.criadoEm}>
                  {dataLonga(memoria.criadoEm, i18n.language)}
                </time>
              </div>
            </div>
            {memoria.descricao && <p className={styles.lightboxText}>{memoria.descricao}</p>}
            <dl className={styles.facts}>
              <dt>{t('memorias.lightbox.crianca')}</dt>
              <dd>
                {nomes || crianca || t('memorias.lightbox.turmaToda', { turma: memoria.turma.nomeTurma })}
              </dd>
              <dt>{t('memorias.lightbox.turma')}</dt>
              <dd>{memoria.turma.nomeTurma}</dd>
            </dl>
            <div className={styles.lightboxActions}>
              <a
                className={buttonClassName({ variant: 'primary' })}
                href={memoriaImagemPath(memoria.idMemoria, 'original')}
                download
              >
                {t('memorias.lightbox.salvar')}
              </a>
              {favorito && (
                <HeartButton
                  on={memoria.favorito}
                  busy={favorito.busy}
                  onToggle={favorito.onToggle}
                  withText
                />
              )}
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}
