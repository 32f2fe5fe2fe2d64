import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { firstName } from '../../../lib/format';
import { useConversaLumi, useLimparConversa, usePerguntarLumi } from '../api/lumi';
import { mensagensEmOrdem } from '../api/conversa-cache';
import { useScrollToNewest } from '../hooks/use-scroll-to-newest';
import { ClearConversationDialog } from './clear-conversation-dialog';
import { MessageBubble, QuestionBubble } from './message-bubble';
import { QuestionComposer } from './question-composer';
import { SuggestedQuestions } from './suggested-questions';
import { ThinkingBubble } from './thinking-bubble';
import styles from './lumi.module.css';

type Props = { child: { idDisc: string; nomeDisc: string } | undefined; label: string };

/**
 * The conversation with Lumi about one child (a guardian) or about the school (staff): the history, the
 * question on its way with Lumi "thinking", suggestions on a first visit, the question box, and clearing.
 */
export function LumiConversation({ child, label }: Props) {
  const { t } = useTranslation();
  const idDisc = child?.idDisc;
  const childName = child ? firstName(child.nomeDisc) : undefined;
  const conversa = useConversaLumi(idDisc);
  const perguntar = usePerguntarLumi(idDisc);
  const limpar = useLimparConversa(idDisc);
  const [confirming, setConfirming] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const mensagens = mensagensEmOrdem(conversa.data);
  const pendingQuestion = perguntar.isPending ? perguntar.variables : undefined;
  useScrollToNewest(
    logRef,
    pendingQuestion !== undefined ? 'pendente' : mensagens.at(-1)?.idMensagem,
    mensagens[0]?.idMensagem,
  );

  const ask = (question: string) => perguntar.mutateAsync(question);
  const askSuggestion = (question: string) => {
    inputRef.current?.focus();
    ask(question).catch(() => undefined); // the error is shown above the question box
  };
  const loadOlder = () =>
    void conversa.fetchNextPage().then((result) => {
      // The button goes away with the oldest page: keep the keyboard in the conversation.
      if (!result.hasNextPage) logRef.current?.focus();
    });
  const closeDialog = () => {
    setConfirming(false);
    // After clearing, the button that opened the dialog is gone: carry on in the question box.
    if (limpar.isSuccess) inputRef.current?.focus();
  };

  const empty = conversa.data !== undefined && mensagens.length === 0 && pendingQuestion === undefined;
  return (
    <section className={styles.card} aria-label={label}>
      {/* A scrolling region must be reachable by keyboard even when it holds no link or button. */}
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-label={t('lumi.conversa')}
        aria-busy={perguntar.isPending}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {conversa.hasNextPage && (
          <Button
            variant="ghost"
            className={styles.older}
            onClick={loadOlder}
            disabled={conversa.isFetchingNextPage}
            aria-busy={conversa.isFetchingNextPage}
          >
            {t('lumi.verAnteriores')}
          </Button>
        )}
        {conversa.isFetchNextPageError && <Alert>{conversa.error.message}</Alert>}
        {conversa.isPending && <PageLoader />}
        {conversa.isError && !conversa.data && (
          <QueryError error={conversa.error} onRetry={conversa.refetch} />
        )}
        {empty && (
          <SuggestedQuestions childName={childName} disabled={perguntar.isPending} onAsk={askSuggestion} />
        )}
        {mensagens.map((mensagem) => (
          <MessageBubble key={mensagem.idMensagem} mensagem={mensagem} idDisc={idDisc} />
        ))}
        {pendingQuestion !== undefined && (
          <>
            <QuestionBubble texto={pendingQuestion} />
            <ThinkingBubble />
          </>
        )}
      </div>
      {perguntar.isError && (
        <div className={styles.askError}>
          <Alert>{perguntar.error.message}</Alert>
        </div>
      )}
      <QuestionComposer
        pending={perguntar.isPending}
        onAsk={ask}
        inputRef={inputRef}
        action={
          mensagens.length > 0 && (
            <Button
              variant="ghost"
              className={styles.clear}
              onClick={() => {
                limpar.reset();
                setConfirming(true);
              }}
            >
              {t('lumi.limpar')}
            </Button>
          )
        }
      />
      <ClearConversationDialog
        open={confirming}
        childName={childName}
        pending={limpar.isPending}
        error={limpar.error}
        onConfirm={() => limpar.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={closeDialog}
      />
    </section>
  );
}
