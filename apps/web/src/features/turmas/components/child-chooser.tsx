import type { DiscenteResumo } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import type { Approval } from '../api/approval';
import styles from './turmas.module.css';

type Props = {
  discentes: DiscenteResumo[];
  selected: Set<string>;
  onChange: (selected: Set<string>) => void;
  /** For an educator: which picked children wait for the director (null for the director). */
  approval?: Approval | null;
};

/** Step 2: the school's children as toggle buttons, 'Selecionar Todos' ↔ 'Desmarcar Todos' and a selected/total counter. */
export function ChildChooser({ discentes, selected, onChange, approval = null }: Props) {
  const { t } = useTranslation();
  const allSelected = discentes.length > 0 && discentes.every((d) => selected.has(d.idDisc));
  const toggle = (idDisc: string) => {
    const next = new Set(selected);
    if (next.has(idDisc)) next.delete(idDisc);
    else next.add(idDisc);
    onChange(next);
  };
  /** A picked child from outside the educator's classes: already asked for, or to be asked on saving. */
  const note = (idDisc: string) => {
    if (!approval || !selected.has(idDisc) || approval.mine.has(idDisc)) return null;
    return approval.pending.has(idDisc) ? t('turmas.approval.waiting') : t('turmas.approval.needed');
  };
  return (
    <div className={styles.chooser}>
      {approval && <p className={styles.muted}>{t('turmas.approval.hint')}</p>}
      <div className={styles.chooserBar}>
        <p className={styles.counter} aria-live="polite">
          {t('turmas.counter', { selected: selected.size, total: discentes.length })}
        </p>
        <Button
          variant="secondary"
          onClick={() => onChange(allSelected ? new Set() : new Set(discentes.map((d) => d.idDisc)))}
        >
          {allSelected ? t('turmas.unselectAll') : t('turmas.selectAll')}
        </Button>
      </div>
      <ul className={styles.childList}>
        {discentes.map((d) => {
          const waiting = note(d.idDisc);
          return (
            <li key={d.idDisc}>
              <button
                type="button"
                className={styles.childToggle}
                aria-pressed={selected.has(d.idDisc)}
                onClick={() => toggle(d.idDisc)}
              >
                <Avatar name={d.nomeDisc} photo={d.imgDisc} size={44} />
                <span className={styles.childName}>
                  {d.nomeDisc}
                  {waiting && (
                    <>
                      {' '}
                      <span className={styles.approvalNote}>{waiting}</span>
                    </>
                  )}
                </span>
                <span className={styles.check} aria-hidden="true">
                  {selected.has(d.idDisc) ? '✓' : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
