import { diasRotina, horariosRotina, type HorarioRotina, type RotinaCelula } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../lib/dates';
import { PlusIcon } from '../../../components/icons';
import { RotinaCard } from './rotina-card';
import { addDays, diaDaSemana, diaMes } from './semana';
import { useWide } from './use-wide';
import styles from './rotina.module.css';

type Edit = (diaSemana: number, horario: HorarioRotina, celula: RotinaCelula | undefined) => void;
type Props = {
  titulo: string;
  semana: string;
  hoje: string;
  celulas: RotinaCelula[];
  onEdit?: Edit | undefined;
};

/**
 * The week as the spec draws it: a Horário column and Monday to Friday, five time rows. On a narrow
 * screen one day at a time (the day buttons keep the five days one tap away). Staff get a button in
 * every cell to fill or change it.
 */
export function RotinaGrid({ titulo, semana, hoje, celulas, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const wide = useWide();
  const hojeNaSemana = hoje >= semana && hoje <= addDays(semana, 4) ? diaDaSemana(hoje) : 1;
  const [dia, setDia] = useState(hojeNaSemana);
  const at = (d: number, h: HorarioRotina) => celulas.find((c) => c.diaSemana === d && c.horario === h);
  const nomeDia = (d: number) => t(`rotina.dias.${d}`);
  const dataDe = (d: number) => diaMes(addDays(semana, d - 1), i18n.language);

  const cell = (d: number, h: HorarioRotina) => {
    const celula = at(d, h);
    const where = { dia: nomeDia(d), horario: formatClock(h, i18n.language) };
    const button = onEdit && (
      <button
        type="button"
        className={celula ? styles.editButton : styles.addButton}
        onClick={() => onEdit(d, h, celula)}
      >
        {celula ? (
          t('rotina.editar')
        ) : (
          <>
            <PlusIcon size={18} /> {t('rotina.adicionar')}
          </>
        )}
        <span className="visually-hidden"> {t('rotina.celula', where)}</span>
      </button>
    );
    if (celula) return <RotinaCard celula={celula}>{button}</RotinaCard>;
    return (
      <div className={styles.empty}>
        {button ?? (
          <>
            <span aria-hidden="true">·</span>
            <span className="visually-hidden">{t('rotina.livre')}</span>
          </>
        )}
      </div>
    );
  };

  if (wide) {
    return (
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{titulo}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rotina.horario')}</th>
              {diasRotina.map((d) => (
                <th
                  key={d}
                  scope="col"
                  className={addDays(semana, d - 1) === hoje ? styles.today : undefined}
                >
                  <span className={styles.dayName}>{nomeDia(d)}</span>
                  <span className={styles.dayDate}>{dataDe(d)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {horariosRotina.map((h) => (
              <tr key={h}>
                <th scope="row" className={styles.rowHead}>
                  {formatClock(h, i18n.language)}
                </th>
                {diasRotina.map((d) => (
                  <td key={d}>{cell(d, h)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-label={titulo} className={styles.phone}>
      <div className={styles.dayPicker} role="group" aria-label={t('rotina.escolhaDia')}>
        {diasRotina.map((d) => (
          <button key={d} type="button" aria-pressed={dia === d} onClick={() => setDia(d)}>
            <span>{t(`rotina.diasCurtos.${d}`)}</span>
            <span className={styles.dayDate}>{dataDe(d)}</span>
          </button>
        ))}
      </div>
      <h3 className={styles.phoneDay}>
        {nomeDia(dia)} · {dataDe(dia)}
      </h3>
      <ol className={styles.phoneList}>
        {horariosRotina.map((h) => (
          <li key={h}>
            <span className={styles.rowHead}>{formatClock(h, i18n.language)}</span>
            {cell(dia, h)}
          </li>
        ))}
      </ol>
    </section>
  );
}
