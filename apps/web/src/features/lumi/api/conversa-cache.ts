import type { ConversaLumi, MensagemLumi } from '@lunna/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** The conversation as the infinite query keeps it: page 0 is the newest, each page oldest → newest. */
export type ConversaCache = InfiniteData<ConversaLumi>;

/** Every loaded message, oldest first (the order the log shows them). */
export const mensagensEmOrdem = (data: ConversaCache | undefined): MensagemLumi[] =>
  data ? [...data.pages].reverse().flatMap((page) => page.mensagens) : [];

/** Adds a question and its answer after the newest message, without asking the server again. */
export function acrescentar(data: ConversaCache | undefined, novas: MensagemLumi[]): ConversaCache {
  if (!data || data.pages.length === 0)
    return { pages: [{ mensagens: novas, maisAntigas: null }], pageParams: [null] };
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest!, mensagens: [...newest!.mensagens, ...novas] }, ...older] };
}

/** Puts the server's newer copy of one message (an answer whose alert was just raised) in its place. */
export function substituir(
  data: ConversaCache | undefined,
  mensagem: MensagemLumi,
): ConversaCache | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      mensagens: page.mensagens.map((m) => (m.idMensagem === mensagem.idMensagem ? mensagem : m)),
    })),
  };
}

/** A cleared conversation: one empty page and nothing older. */
export const conversaVazia = (): ConversaCache => ({
  pages: [{ mensagens: [], maisAntigas: null }],
  pageParams: [null],
});
