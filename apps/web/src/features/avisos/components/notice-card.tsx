import type { AvisoRead } from '@lunna/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import temaStyles from '../../../styles/temas.module.css';
import { ImportanceBadge } from './importance-badge';
import styles from './avisos.module.css';

/** One notice: who wrote it, 'title:' content, importance, class and date; `footer` holds the view's own part. */
export function NoticeCard({
  aviso,
  footer,
  highlighted,
}: {
  aviso: AvisoRead;
  footer: ReactNode;
  highlighted?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, {
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(aviso.criadoEm));
  return (
    <article
      id={`aviso-${aviso.idAviso}`}
      className={[styles.card, aviso.turma ? temaStyles[aviso.turma.tema] : temaStyles['roxo-aviso']].join(
        ' ',
      )}
      data-importancia={aviso.importancia}
      data-fixado={aviso.fixado ? 'true' : undefined}
      data-highlighted={highlighted ? 'true' : undefined}
      aria-labelledby={`aviso-titulo-${aviso.idAviso}`}
    >
      <header className={styles.cardHeader}>
        <Avatar name={aviso.pedagogo.nome} photo={aviso.pedagogo.ftPerfil} size={44} />
        <div className={styles.cardWho}>
          <span className={styles.author}>{aviso.pedagogo.nome}</span>
          <span className={styles.meta}>
            {aviso.turma ? aviso.turma.nomeTurma : t('avisos.wholeSchool')} ·{' '}
            <time dateTime={aviso.criadoEm}>{when}</time>
          </span>
        </div>
        <ImportanceBadge importancia={aviso.importancia} />
      </header>
      {aviso.fixado && <p className={styles.pinned}>{t('avisos.pinned')}</p>}
      <h3 id={`aviso-titulo-${aviso.idAviso}`} className={styles.title}>
        {aviso.tituloAviso}:
      </h3>
      <p className={styles.content}>{aviso.conteudoAviso}</p>
      <footer className={styles.cardFooter}>{footer}</footer>
    </article>
  );
}
