import type { DiscenteRead } from '@lunna/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LumiFace } from '../../../components/lumi-face';
import { pickSelectedChild } from '../../../lib/family';
import { firstName } from '../../../lib/format';
import { setSelectedChildId } from '../../../lib/storage';
import { LumiConversation } from './lumi-conversation';
import styles from './lumi.module.css';

type Props = {
  /** A guardian's children (Lumi answers about the one picked); absent for staff, who ask about their school. */
  discentes?: DiscenteRead[] | undefined;
};

/**
 * /lumi: who Lumi is and what the questions are about ('Perguntando sobre Lucas', with a picker when the
 * family has several children), then the conversation about that child.
 */
export function LumiAssistant({ discentes }: Props) {
  const { t } = useTranslation();
  const pickerId = useId();
  const [idDisc, setIdDisc] = useState(() => (discentes ? pickSelectedChild(discentes)?.idDisc : undefined));
  const child = discentes?.find((c) => c.idDisc === idDisc);
  const subject = child ? t('lumi.sobreCrianca', { name: firstName(child.nomeDisc) }) : t('lumi.sobreEquipe');

  const choose = (id: string) => {
    // The same child is then followed on the other screens too, as when chosen on the dashboard.
    setSelectedChildId(id);
    setIdDisc(id);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.identity}>
          <span className={styles.faceLarge}>
            <LumiFace size={48} />
          </span>
          <div>
            <p className={styles.eyebrow}>{t('lumi.eyebrow')}</p>
            <h1 className={styles.title}>{t('lumi.titulo')}</h1>
            <p className={styles.subject}>{subject}</p>
          </div>
        </div>
        {discentes && discentes.length > 1 && (
          <div className={styles.picker}>
            <label htmlFor={pickerId}>{t('lumi.crianca')}</label>
            <select id={pickerId} value={idDisc} onChange={(e) => choose(e.target.value)}>
              {discentes.map((c) => (
                <option key={c.idDisc} value={c.idDisc}>
                  {firstName(c.nomeDisc)}
                </option>
              ))}
            </select>
          </div>
        )}
      </header>
      {/* Keyed by the child: a question still on its way belongs to the conversation it was asked in. */}
      <LumiConversation key={idDisc ?? 'equipe'} child={child} label={subject} />
    </div>
  );
}
