import { useMemo } from 'react';
import type { MensagemLumi } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { AnswerHtml } from './answer-html';
import { AnswerSources } from './answer-sources';
import { HandOff } from './hand-off';
import { LumiAvatar } from './lumi-avatar';
import { messageTime } from './message-time';
import styles from './lumi.module.css';

/** The person's question: a bubble on the right, as they wrote it (plain text, line breaks kept). */
export function QuestionBubble({ texto, criadoEm }: { texto: string; criadoEm?: string | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.row} data-autor="usuario">
      <div className={styles.message}>
        <p className={styles.bubble}>
          <span className="visually-hidden">{t('lumi.voce')}: </span>
          {texto}
        </p>
        {criadoEm && (
          <time className={styles.time} dateTime={criadoEm}>
            {messageTime(criadoEm, i18n.language)}
          </time>
        )}
      </div>
    </div>
  );
}

type AnswerProps = { mensagem: MensagemLumi; idDisc: string | undefined };

/** Lumi's answer: its face, the answer (in the language Lumi answered in), any hand-off, and where it came from. */
export function AnswerBubble({ mensagem, idDisc }: AnswerProps) {
  const { t, i18n } = useTranslation();
  const sourceLinks = useMemo(() => mensagem.fontes.map((f) => f.link), [mensagem.fontes]);
  return (
    <div className={styles.row} data-autor="lumi">
      <LumiAvatar />
      <div className={styles.message}>
        <div className={styles.bubble}>
          <span className="visually-hidden">{t('lumi.titulo')}: </span>
          <AnswerHtml html={mensagem.html ?? ''} lang={mensagem.idioma} sourceLinks={sourceLinks} />
          {mensagem.encaminhamento && (
            <HandOff
              idMensagem={mensagem.idMensagem}
              encaminhamento={mensagem.encaminhamento}
              idDisc={idDisc}
            />
          )}
          {mensagem.fontes.length > 0 && <AnswerSources fontes={mensagem.fontes} idioma={mensagem.idioma} />}
        </div>
        <time className={styles.time} dateTime={mensagem.criadoEm}>
          {messageTime(mensagem.criadoEm, i18n.language)}
        </time>
      </div>
    </div>
  );
}

/** One stored message, the question or the answer. */
export function MessageBubble({ mensagem, idDisc }: AnswerProps) {
  return mensagem.autor === 'usuario' ? (
    <QuestionBubble texto={mensagem.texto ?? ''} criadoEm={mensagem.criadoEm} />
  ) : (
    <AnswerBubble mensagem={mensagem} idDisc={idDisc} />
  );
}
