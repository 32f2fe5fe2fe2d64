import type { ContatoChat, ConversaResumo, HistoricoChat, MensagemChat, PessoaChat } from '@lunna/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { frameSchemas } from '../../../lib/live-frames';

/** A conversation as the infinite query keeps it: page 0 is the newest, each page oldest → newest. */
export type MensagensCache = InfiniteData<HistoricoChat>;

/** Every loaded message, oldest first (the order the log shows them). */
export const mensagensEmOrdem = (data: MensagensCache | undefined): MensagemChat[] =>
  data ? [...data.pages].reverse().flatMap((page) => page.mensagens) : [];

/** The newest loaded message's id: where a catch-up (`depois=`) starts. */
export const ultimaId = (data: MensagensCache | undefined): string | undefined =>
  data?.pages.find((page) => page.mensagens.length > 0)?.mensagens.at(-1)?.idMensagem;

/**
 * Adds messages that arrived live or in a catch-up after the newest ones, each once (a message already shown,
 * or sent twice, is not added again), in the order they were written. A conversation not loaded stays so:
 * it loads whole when opened.
 */
export function acrescentar(
  data: MensagensCache | undefined,
  novas: MensagemChat[],
): MensagensCache | undefined {
  if (!data || data.pages.length === 0) return data;
  const conhecidas = new Set(data.pages.flatMap((page) => page.mensagens.map((m) => m.idMensagem)));
  const frescas = novas.filter((m) => {
    if (conhecidas.has(m.idMensagem)) return false;
    conhecidas.add(m.idMensagem);
    return true;
  });
  if (frescas.length === 0) return data;
  const [newest, ...older] = data.pages;
  const mensagens = [...newest!.mensagens, ...frescas];
  // Live messages come in order; a catch-up crossing a live one may not: keep them by time (stable sort).
  mensagens.sort((a, b) => a.criadoEm.localeCompare(b.criadoEm));
  return { ...data, pages: [{ ...newest!, mensagens }, ...older] };
}

/**
 * The conversation list after a message arrived: its newest message, one more unread when it is someone
 * else's and the conversation is not open, the private conversations latest first. Null when the list does
 * not have this conversation (a first message from someone): the list is then asked for again.
 */
export function registrarNaLista(
  lista: ConversaResumo[],
  mensagem: MensagemChat,
  { contaComoNaoLida }: { contaComoNaoLida: boolean },
): ConversaResumo[] | null {
  const atual = lista.find((c) => c.idConversa === mensagem.idConversa);
  if (!atual) return null;
  const maisNova = !atual.ultimaMensagem || atual.ultimaMensagem.criadoEm <= mensagem.criadoEm;
  const jaVista = atual.ultimaMensagem?.idMensagem === mensagem.idMensagem;
  const atualizada: ConversaResumo = {
    ...atual,
    ultimaMensagem: maisNova ? mensagem : atual.ultimaMensagem,
    naoLidas: atual.naoLidas + (contaComoNaoLida && !jaVista ? 1 : 0),
  };
  const outras = lista.filter((c) => c !== atual);
  if (atual.tipo === 'geral') return [atualizada, ...outras];
  const geral = outras.filter((c) => c.tipo === 'geral');
  const privadas = [atualizada, ...outras.filter((c) => c.tipo === 'privada')].sort((a, b) =>
    (b.ultimaMensagem?.criadoEm ?? '').localeCompare(a.ultimaMensagem?.criadoEm ?? ''),
  );
  return [...geral, ...privadas];
}

/** One entry of the list on the left: the school's room, or a person (with or without a conversation yet). */
export type EntradaChat = {
  /** 'geral', or the other person's account id (the page's `?com=`). */
  chave: string;
  tipo: 'geral' | 'privada';
  pessoa: PessoaChat | null;
  /** Null for a contact nobody has written to yet: opened when chosen. */
  idConversa: string | null;
  naoLidas: number;
  ultimaMensagem: MensagemChat | null;
  podeEnviar: boolean;
};

export const CHAVE_GERAL = 'geral';

/**
 * The list: 'Geral' first, then the conversations with messages (latest first), then everyone else the
 * person may talk to, as the server orders them (the school's staff first, then by name). A conversation
 * with someone no longer a contact stays, to be read.
 */
export function entradas(
  conversas: ConversaResumo[] | undefined,
  contatos: ContatoChat[] | undefined,
): EntradaChat[] {
  const lista: EntradaChat[] = [];
  const comConversa = new Set<string>();
  for (const c of conversas ?? []) {
    if (c.tipo === 'geral') {
      lista.push({
        chave: CHAVE_GERAL,
        tipo: 'geral',
        pessoa: null,
        idConversa: c.idConversa,
        naoLidas: c.naoLidas,
        ultimaMensagem: c.ultimaMensagem,
        podeEnviar: c.podeEnviar,
      });
    } else if (c.pessoa) {
      comConversa.add(c.pessoa.usuarioId);
      lista.push({
        chave: c.pessoa.usuarioId,
        tipo: 'privada',
        pessoa: c.pessoa,
        idConversa: c.idConversa,
        naoLidas: c.naoLidas,
        ultimaMensagem: c.ultimaMensagem,
        podeEnviar: c.podeEnviar,
      });
    }
  }
  for (const { idConversa, ...pessoa } of contatos ?? []) {
    if (comConversa.has(pessoa.usuarioId)) continue;
    lista.push({
      chave: pessoa.usuarioId,
      tipo: 'privada',
      pessoa,
      idConversa,
      naoLidas: 0,
      ultimaMensagem: null,
      podeEnviar: true,
    });
  }
  return lista;
}

/**
 * A chat frame's body, if it is a stored message (JOIN notices and anything else are left out). The JOIN
 * every connection announces is told apart before the schema is downloaded for it.
 */
export async function lerMensagem(body: unknown): Promise<MensagemChat | null> {
  if (typeof body !== 'object' || body === null || !('status' in body) || body.status !== 'MESSAGE')
    return null;
  const parsed = (await frameSchemas()).mensagemChat.safeParse(body);
  return parsed.success && parsed.data.status === 'MESSAGE' ? parsed.data : null;
}
