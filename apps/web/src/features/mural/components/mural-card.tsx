import type { MuralItem, TipoMural } from '@lunna/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayMonth } from '../../../lib/dates';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { BellIcon, PhotoIcon, PollIcon, SparkleIcon } from '../../../components/icons';
import styles from './mural.module.css';

const ICONS: Record<TipoMural, ComponentType<{ size?: number }>> = {
  aviso: BellIcon,
  atividade: SparkleIcon,
  memoria: PhotoIcon,
  enquete: PollIcon,
};

const dayMonth = formatDayMonth;

/** One post of the wall: what it is, who posted it and when, a short summary, and the way to open it. */
export function MuralCard({ item }: { item: MuralItem }) {
  const { t, i18n } = useTranslation();
  const Icon = ICONS[item.tipo];
  const when = new Date(item.criadoEm);
  const titulo = item.tipo === 'memoria' ? t('mural.novaFoto') : item.titulo;
  return (
    <article className={styles.card} data-tipo={item.tipo} aria-labelledby={`mural-${item.id}`}>
      <header className={styles.cardHeader}>
        <span className={styles.kind}>
          <Icon size={18} />
          {item.tipo === 'atividade'
            ? t(`mural.tipoAtividade.${item.tipoAtividade}`)
            : t(`mural.tipo.${item.tipo}`)}
        </span>
        <time dateTime={item.criadoEm} className={styles.when}>
          {new Intl.DateTimeFormat(i18n.language, {
            day: '2-digit',
            month: 'short',
            hour: '2-digit',
            minute: '2-digit',
          }).format(when)}
        </time>
      </header>
      <h3 id={`mural-${item.id}`} className={styles.title}>
        <Link to={item.link}>{titulo}</Link>
      </h3>
      {item.tipo === 'memoria' && (
        <img
          className={styles.photo}
          src={item.miniatura}
          width={item.largura}
          height={item.altura}
          loading="lazy"
          alt={item.resumo || t('mural.fotoSemDescricao')}
        />
      )}
      {item.resumo && <p className={styles.summary}>{item.resumo}</p>}
      {item.tipo === 'aviso' && item.importancia !== 'Normal' && (
        <p className={styles.importance} data-importancia={item.importancia}>
          {t(`mural.importancia.${item.importancia === 'Importante' ? 'importante' : 'atencao'}`)}
        </p>
      )}
      {item.tipo === 'atividade' && (
        <p className={styles.meta}>
          {t('mural.atividadeDoDia', { data: dayMonth(item.data, i18n.language) })}
        </p>
      )}
      {item.tipo === 'enquete' && (
        <p className={styles.meta}>
          {t('mural.periodoEnquete', {
            inicio: dayMonth(item.inicio, i18n.language),
            fim: dayMonth(item.fim, i18n.language),
          })}
        </p>
      )}
      <footer className={styles.author}>
        <Avatar name={item.autor.nome} photo={item.autor.ftPerfil} size={32} />
        <span>{item.autor.nome}</span>
      </footer>
    </article>
  );
}
