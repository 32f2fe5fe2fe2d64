import type { TurmaRead } from '@lunna/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { AlertIcon, PillIcon } from '../../../components/icons';
import styles from './turmas.module.css';

type Child = TurmaRead['discentes'][number];

/** An allergy or medication flag: an icon and a word, never colour alone. */
export function HealthBadge({ kind }: { kind: 'alergia' | 'medicamento' }) {
  const { t } = useTranslation();
  return (
    <span className={styles.flag} data-kind={kind}>
      {kind === 'alergia' ? <AlertIcon size={16} /> : <PillIcon size={16} />}
      {t(`childCard.badges.${kind}`)}
    </span>
  );
}

/** How many children of the class have an allergy or take a medication, for the closed class card. */
export function HealthSummary({ discentes }: { discentes: Child[] }) {
  const { t } = useTranslation();
  const alergia = discentes.filter((d) => d.alergia).length;
  const medicamento = discentes.filter((d) => d.medicamento).length;
  if (alergia === 0 && medicamento === 0) return null;
  return (
    <p className={styles.summary}>
      {alergia > 0 && (
        <span className={styles.summaryItem}>
          <AlertIcon size={18} />
          {t('childCard.badges.withAllergy', { count: alergia })}
        </span>
      )}
      {medicamento > 0 && (
        <span className={styles.summaryItem}>
          <PillIcon size={18} />
          {t('childCard.badges.withMedication', { count: medicamento })}
        </span>
      )}
    </p>
  );
}

/** The children of a class, each opening its child card, with the allergy and medication badges. */
export function ClassChildren({ turma }: { turma: TurmaRead }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (turma.discentes.length === 0) return null;
  return (
    <div className={styles.roster}>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        aria-label={
          open
            ? t('childCard.classList.hideOf', { name: turma.nomeTurma })
            : t('childCard.classList.showOf', { name: turma.nomeTurma })
        }
      >
        {open ? t('childCard.classList.hide') : t('childCard.classList.show')}
      </Button>
      <ul id={listId} className={styles.rosterList} hidden={!open}>
        {turma.discentes.map((d) => (
          <li key={d.idDisc}>
            <Link to={`/crianca/${d.idDisc}`} className={styles.rosterLink}>
              <Avatar name={d.nomeDisc} photo={d.imgDisc} size={44} />
              <span className={styles.rosterText}>
                <span className={styles.rosterName}>{d.nomeDisc}</span>
                {(d.alergia || d.medicamento) && (
                  <span className={styles.flags}>
                    {d.alergia && <HealthBadge kind="alergia" />}
                    {d.medicamento && <HealthBadge kind="medicamento" />}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
