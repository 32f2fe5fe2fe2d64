import { corPonto, type AtividadeRead, type PontoDesenvolvido } from '@lunna/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../../../components/icons';
import { useModalDialog } from '../../../components/use-modal-dialog';
import { PontoIcon, TipoIllustration } from './artwork';
import styles from './atividades.module.css';

/**
 * The developed-point overlay: a header in the point's colour with a back button, the activity's image,
 * the point's name, what the point means (fixed text) and how this activity worked on it.
 */
export function PontoDialog({
  atividade,
  ponto,
  onClose,
}: {
  atividade: AtividadeRead;
  ponto: PontoDesenvolvido | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useModalDialog(ponto !== null);
  const titleId = useId();
  return (
    <dialog ref={ref} className={styles.pontoDialog} aria-labelledby={titleId} onClose={onClose}>
      {ponto && (
        <div className={styles.pontoInner}>
          <div className={[styles.pontoHeader, styles[`cor-${corPonto[ponto]}`]].join(' ')}>
            <button
              type="button"
              className={styles.back}
              onClick={onClose}
              aria-label={t('atividades.voltar')}
            >
              <ArrowLeftIcon />
            </button>
            <PontoIcon ponto={ponto} size={32} />
            <h2 id={titleId} className={styles.pontoTitle}>
              {t(`atividades.pontos.${ponto}.nome`)}
            </h2>
          </div>
          <div className={styles.pontoMedia}>
            {atividade.imagem ? (
              <img src={atividade.imagem} alt={atividade.tituloAtv} />
            ) : (
              <TipoIllustration tipo={atividade.tipo} />
            )}
          </div>
          <div className={styles.pontoBody}>
            <p>{t(`atividades.pontos.${ponto}.descricao`)}</p>
            <h3>{t('atividades.nestaAtividade', { titulo: atividade.tituloAtv })}</h3>
            <p>{atividade.descricaoAtv}</p>
          </div>
        </div>
      )}
    </dialog>
  );
}
