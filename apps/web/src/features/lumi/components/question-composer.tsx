import { zodResolver } from '@hookform/resolvers/zod';
import { lumiForm, MAX_PERGUNTA, type LumiForm } from '@lunna/contract';
import { useId, type ReactNode, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { sendOnEnter } from '../../../lib/send-on-enter';
import { translateMessage } from '../../../lib/translate-message';
import styles from './lumi.module.css';

type Props = {
  /** A question is on its way: another waits until the answer arrives (answers come in order). */
  pending: boolean;
  /** Rejects when the question could not be asked; it is then put back in the box to try again. */
  onAsk: (question: string) => Promise<unknown>;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Shown beside the keyboard hint (clearing the conversation). */
  action?: ReactNode;
};

/** The question box: Enter sends, Shift+Enter starts a new line; an empty or blank question is not sent. */
export function QuestionComposer({ pending, onAsk, inputRef, action }: Props) {
  const { t } = useTranslation();
  const ids = { input: useId(), hint: useId(), error: useId() };
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<LumiForm, unknown, z.output<typeof lumiForm>>({
    resolver: zodResolver(lumiForm),
    defaultValues: { question: '' },
  });

  const submit = handleSubmit(({ question }) => {
    if (pending) return;
    // Focus first: reset() lets go of the field's element until the next render.
    setFocus('question');
    reset({ question: '' });
    onAsk(question).catch(() => {
      if (!getValues('question')) setValue('question', question);
    });
  });

  const field = register('question');
  const error = errors.question?.message;
  return (
    <form className={styles.composer} noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor={ids.input} className="visually-hidden">
        {t('lumi.campo')}
      </label>
      <div className={styles.inputRow}>
        <textarea
          {...field}
          ref={(el) => {
            field.ref(el);
            inputRef.current = el;
          }}
          id={ids.input}
          className={styles.input}
          rows={1}
          maxLength={MAX_PERGUNTA}
          placeholder={t('lumi.placeholder')}
          enterKeyHint="send"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          onKeyDown={sendOnEnter(() => void submit())}
        />
        <Button type="submit" className={styles.send} disabled={pending} aria-busy={pending}>
          {t('lumi.enviar')}
        </Button>
      </div>
      {error && (
        <p id={ids.error} className={styles.error}>
          {translateMessage(t, error)}
        </p>
      )}
      <div className={styles.composerFooter}>
        <p id={ids.hint} className={styles.hint}>
          {t('lumi.dica')}
        </p>
        {action}
      </div>
    </form>
  );
}
