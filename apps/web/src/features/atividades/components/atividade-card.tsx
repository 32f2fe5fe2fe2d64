import { corPonto, type AtividadeRead, type PontoDesenvolvido } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { useFormatters } from '../../../lib/use-formatters';
import { PontoIcon, TipoIllustration } from './artwork';
import styles from './atividades.module.css';
import { PontoDialog } from './ponto-dialog';

/**
 * One activity as the spec's card: 'Atividade do dia: dd/mm', image (or the kind's illustration), title,
 * description and 'Pontos desenvolvidos'. Only the points the activity works on are shown, each a button
 * opening its overlay: greyed-out icons for points it does not work on would say nothing and add tab stops.
 */
export function AtividadeCard({
  atividade,
  onDelete,
  deleting,
}: {
  atividade: AtividadeRead;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  const { t } = useTranslation();
  const { formatDayMonth } = useFormatters();
  const [open, setOpen] = useState<PontoDesenvolvido | null>(null);
  const headingId = `atividade-${atividade.idAtividade}-titulo`;
  return (
    <article id={`atividade-${atividade.idAtividade}`} className={styles.card} aria-labelledby={headingId}>
      <div className={styles.media}>
        {atividade.imagem ? (
          <img src={atividade.imagem} alt="" loading="lazy" />
        ) : (
          <TipoIllustration tipo={atividade.tipo} />
        )}
        <span className={[styles.kind, styles[`kind-${atividade.tipo}`]].join(' ')}>
          {t(`atividades.tipos.${atividade.tipo}`)}
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.dayLabel}>{t('atividades.doDia', { data: formatDayMonth(atividade.data) })}</p>
        <h3 id={headingId} className={styles.title}>
          {atividade.tituloAtv}
        </h3>
        <p className={styles.description}>{atividade.descricaoAtv}</p>
        <div className={styles.author}>
          <Avatar name={atividade.pedagogo.nome} photo={atividade.pedagogo.ftPerfil} size={32} />
          <span>
            {atividade.pedagogo.nome} · {atividade.nomeTurma}
          </span>
        </div>
        <h4 className={styles.pontosHeading}>{t('atividades.pontosDesenvolvidos')}</h4>
        <ul className={styles.pontos}>
          {atividade.pontos.map((ponto) => (
            <li key={ponto}>
              <button
                type="button"
                className={[styles.ponto, styles[`cor-${corPonto[ponto]}`]].join(' ')}
                onClick={() => setOpen(ponto)}
                aria-haspopup="dialog"
              >
                <PontoIcon ponto={ponto} />
                <span>{t(`atividades.pontos.${ponto}.nome`)}</span>
              </button>
            </li>
          ))}
        </ul>
        {onDelete && atividade.podeExcluir && (
          <Button variant="ghost" className={styles.delete} onClick={onDelete} disabled={deleting}>
            {t('atividades.excluir')}
          </Button>
        )}
      </div>
      <PontoDialog atividade={atividade} ponto={open} onClose={() => setOpen(null)} />
    </article>
  );
}
