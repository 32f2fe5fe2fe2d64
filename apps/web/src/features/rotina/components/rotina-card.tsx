import type { RotinaCelula } from '@lunna/contract';
import { useFormatters } from '../../../lib/use-formatters';
import { IlustracaoRotinaSvg } from './ilustracoes-rotina';
import styles from './rotina.module.css';

/** One filled cell: time range, drawing, activity and description on the card's colour. */
export function RotinaCard({ celula, children }: { celula: RotinaCelula; children?: React.ReactNode }) {
  const { formatClock } = useFormatters();
  return (
    <div className={[styles.card, styles[`cor-${celula.cor}`]].join(' ')}>
      <p className={styles.cardTime}>
        {formatClock(celula.horaInicio)} – {formatClock(celula.horaFim)}
      </p>
      <IlustracaoRotinaSvg nome={celula.ilustracao} />
      <p className={styles.cardTitle}>{celula.atividade}</p>
      {celula.descriatv && <p className={styles.cardText}>{celula.descriatv}</p>}
      {children}
    </div>
  );
}
