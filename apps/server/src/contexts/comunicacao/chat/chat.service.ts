import {
  MAX_MENSAGENS_CHAT_DEPOIS,
  MENSAGENS_CHAT_POR_PAGINA,
  msg,
  type ContatoChat,
  type ConversaResumo,
  type EntradaChat,
  type HistoricoChat,
  type LeituraChat,
  type MensagemChat,
  type NaoLidasChat,
  type historicoChatQuery,
  type mensagemChatPayload,
} from '@lunna/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, forbidden, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { localTime } from '../../../lib/school-time';
import type { Actor } from '../../../lib/actor';
import { saidaRepository } from '../../../platform/saida/saida.repository';
import { assertPodeUsarGeral, contatosPermitidos, podeConversar, podeUsarGeral } from './chat.access';
import {
  chatRepository as repo,
  type ConversaRow,
  type MensagemRow,
  type PessoaRow,
} from './chat.repository';
import { isStaff } from '../../../acesso/require-access';

export type ChatDeps = { db: Db; clock: Clock };

/** Where the socket layer delivers a stored message: the school's room, or the two people of a private conversation. */
export type EntregaChat = { idConversa: string; escolaId: string } & (
  { tipo: 'geral' } | { tipo: 'privada'; usuarioIds: [string, string] }
);

/** A stored message as it goes on the wire, and who receives it live. */
export type MensagemEnviada = { mensagem: MensagemChat; entrega: EntregaChat };

/** The outbox row a stored message leaves (read back with `mensagemDaSaida`), delivered live after commit. */
export const SAIDA_CHAT = 'chat.mensagem';

/** The same answer for a conversation that does not exist, is another school's or is someone else's: nothing is revealed. */
const conversaNaoEncontrada = () => notFound('Conversa');
const cursorInvalido = (campo: string) =>
  new AppError(400, 'VALIDATION', msg.cursorInvalido, { [campo]: msg.cursorInvalido });

const ORDEM_PAPEL = { gestor: 0, pedagogo: 1, responsavel: 2 } as const;
const porPapelENome = (a: PessoaRow, b: PessoaRow) =>
  ORDEM_PAPEL[a.papel] - ORDEM_PAPEL[b.papel] || a.nome.localeCompare(b.nome, 'pt-BR');

const outroDe = (c: ConversaRow, usuarioId: string) =>
  c.usuarioAId === usuarioId ? c.usuarioBId! : c.usuarioAId!;
const pessoa = ({ usuarioId, nome, papel, foto }: PessoaRow) => ({ usuarioId, nome, papel, foto });

/** What a message needs around it to go on the wire: the school's time zone and, in private, both people's names. */
type Contexto = { fuso: string; conversa: ConversaRow; nomes: Map<string, string> };

function toWire(row: MensagemRow, ctx: Contexto): MensagemChat {
  const privada = ctx.conversa.tipo === 'privada';
  return wire(row, ctx.fuso, privada ? (ctx.nomes.get(outroDe(ctx.conversa, row.autorId)) ?? '') : undefined);
}

/** `receiverName` only in a private conversation. */
function wire(row: MensagemRow, fuso: string, receiverName: string | undefined): MensagemChat {
  return {
    idMensagem: row.id,
    idConversa: row.conversaId,
    usuarioId: row.autorId,
    senderName: row.autorNome,
    ...(receiverName !== undefined ? { receiverName } : {}),
    message: row.texto,
    // Stored messages are always MESSAGE; JOIN is a connection notice the socket layer sends and never stores.
    status: 'MESSAGE',
    date: localTime(row.createdAt, fuso),
    image: row.autorFoto,
    criadoEm: row.createdAt.toISOString(),
  };
}

/**
 * The outbox row of a stored message: its id and what the wire needs around it, known before the
 * transaction (the message itself is read after commit, so the conversation's lock is held no longer).
 */
type SaidaChat = { idMensagem: string; entrega: EntregaChat; fuso: string; receiverName: string | null };

/** A stored message's outbox payload as it goes on the wire (null: it is gone, deleted since). */
export async function mensagemDaSaida(
  db: DbOrTx,
  payload: Record<string, unknown>,
): Promise<MensagemEnviada | null> {
  const saida = payload as unknown as SaidaChat;
  const row = await repo.lerMensagem(db, saida.idMensagem);
  if (!row) return null;
  return { mensagem: wire(row, saida.fuso, saida.receiverName ?? undefined), entrega: saida.entrega };
}

/**
 * The conversation, if the actor may read it (checked first everywhere): their school's 'Geral' room, or a
 * private conversation they are one of the two people of. Anything else answers 404, whatever it is.
 */
async function acessar(db: DbOrTx, actor: Actor, idConversa: string): Promise<ConversaRow> {
  const row = await repo.find(db, idConversa);
  if (!row || row.escolaId !== actor.escolaId) throw conversaNaoEncontrada();
  if (row.tipo === 'privada') {
    if (row.usuarioAId !== actor.usuarioId && row.usuarioBId !== actor.usuarioId)
      throw conversaNaoEncontrada();
  } else {
    await assertPodeUsarGeral(db, actor);
  }
  return row;
}

async function contexto(
  db: DbOrTx,
  actor: Actor,
  conversa: ConversaRow,
): Promise<Contexto & { outro?: PessoaRow }> {
  const fuso = await repo.fusoHorario(db, actor.escolaId);
  if (conversa.tipo === 'geral') return { fuso, conversa, nomes: new Map() };
  const pessoas = await repo.pessoas(db, actor.escolaId, [conversa.usuarioAId!, conversa.usuarioBId!]);
  return {
    fuso,
    conversa,
    nomes: new Map(pessoas.map((p) => [p.usuarioId, p.nome])),
    outro: pessoas.find((p) => p.usuarioId !== actor.usuarioId),
  };
}

/** Who receives a message of this conversation live. */
function entregaDe(conversa: ConversaRow): EntregaChat {
  if (conversa.tipo === 'geral')
    return { idConversa: conversa.id, escolaId: conversa.escolaId, tipo: 'geral' };
  return {
    idConversa: conversa.id,
    escolaId: conversa.escolaId,
    tipo: 'privada',
    usuarioIds: [conversa.usuarioAId!, conversa.usuarioBId!],
  };
}

/**
 * Stores a message in a conversation the caller has already checked the actor may write to. The message
 * and the author's read marker go in one transaction: one commit per message, which is most of its cost.
 */
async function gravar(
  { db, clock }: ChatDeps,
  actor: Actor,
  ctx: Contexto,
  payload: z.output<typeof mensagemChatPayload>,
): Promise<MensagemEnviada> {
  const { conversa } = ctx;
  const clientId = payload.clientId ?? null;
  const jaEnviada = async () => {
    const found = clientId ? await repo.porClientId(db, actor.usuarioId, clientId) : null;
    if (found && found.conversaId !== conversa.id)
      throw new AppError(409, 'CONFLICT', msg.clientIdReutilizado, { clientId: msg.clientIdReutilizado });
    return found?.id ?? null;
  };
  let id = await jaEnviada();
  if (!id) {
    const values = {
      conversaId: conversa.id,
      escolaId: conversa.escolaId,
      autorId: actor.usuarioId,
      texto: payload.message,
      clientId,
      createdAt: clock.now(),
    };
    const novo = await db.transaction(async (tx) => {
      const inserted = await repo.inserir(tx, values);
      if (!inserted) return inserted;
      // Writing in a conversation reads it up to one's own message.
      await repo.marcarLida(tx, conversa.id, actor.usuarioId, values.createdAt);
      // Its live delivery, in the same transaction: it goes out once committed, never if rolled back.
      const saida: SaidaChat = {
        idMensagem: inserted,
        entrega: entregaDe(conversa),
        fuso: ctx.fuso,
        receiverName:
          conversa.tipo === 'privada' ? (ctx.nomes.get(outroDe(conversa, actor.usuarioId)) ?? '') : null,
      };
      await saidaRepository.registrar(tx, [{ tipo: SAIDA_CHAT, payload: saida }]);
      return inserted;
    });
    // Null when a concurrent retry stored the same clientId between the check and the insert: answer that one.
    id = novo ?? (await jaEnviada());
  }
  const row = id ? await repo.lerMensagem(db, id) : null;
  if (!row) throw conversaNaoEncontrada();
  return { mensagem: toWire(row, ctx), entrega: entregaDe(conversa) };
}

/** The private conversations the actor is in, within their school. */
async function privadasDoActor(db: DbOrTx, actor: Actor) {
  return (await repo.privadasDe(db, actor.usuarioId)).filter((c) => c.escolaId === actor.escolaId);
}

/** Every conversation the actor may read: 'Geral' (when they may use it) and their private ones. */
async function conversasLegiveis(db: DbOrTx, actor: Actor): Promise<ConversaRow[]> {
  const geral = await podeUsarGeral(db, actor);
  const privadas = await privadasDoActor(db, actor);
  return geral ? [await repo.geral(db, actor.escolaId), ...privadas] : privadas;
}

/** The badge: one statement that checks membership (as `podeUsarGeral` does) and counts. */
async function totalNaoLidas(db: DbOrTx, actor: Actor): Promise<number> {
  const staff = isStaff(actor);
  if (!staff && (actor.papel !== 'responsavel' || !actor.cadastroConcluido)) throw forbidden();
  const { perfil, total } = await repo.totalNaoLidas(db, actor.usuarioId, actor.escolaId, staff);
  if (!perfil) throw forbidden();
  return total;
}

/** Summaries of these conversations for the actor: the other person, unread count, newest message, whether they may write. */
async function resumos(db: DbOrTx, actor: Actor, conversas: ConversaRow[]): Promise<ConversaResumo[]> {
  const ids = conversas.map((c) => c.id);
  const outros = conversas.filter((c) => c.tipo === 'privada').map((c) => outroDe(c, actor.usuarioId));
  const [fuso, pessoas, ultimas, naoLidas, permitidos] = await Promise.all([
    repo.fusoHorario(db, actor.escolaId),
    repo.pessoas(db, actor.escolaId, [actor.usuarioId, ...outros]),
    repo.ultimas(db, ids),
    repo.naoLidas(db, actor.usuarioId, ids),
    outros.length ? contatosPermitidos(db, actor) : Promise.resolve([]),
  ]);
  const porId = new Map(pessoas.map((p) => [p.usuarioId, p]));
  const nomes = new Map(pessoas.map((p) => [p.usuarioId, p.nome]));
  const ultimaDe = new Map(ultimas.map((m) => [m.conversaId, m]));
  const permitido = new Set(permitidos);
  return conversas.flatMap((c): ConversaResumo[] => {
    const ultima = ultimaDe.get(c.id);
    const base = {
      idConversa: c.id,
      naoLidas: naoLidas.get(c.id) ?? 0,
      ultimaMensagem: ultima ? toWire(ultima, { fuso, conversa: c, nomes }) : null,
    };
    if (c.tipo === 'geral') return [{ ...base, tipo: 'geral', pessoa: null, podeEnviar: true }];
    const outro = porId.get(outroDe(c, actor.usuarioId));
    if (!outro) return [];
    return [
      {
        ...base,
        tipo: 'privada',
        pessoa: pessoa(outro),
        podeEnviar: outro.ativo && permitido.has(outro.usuarioId),
      },
    ];
  });
}

export const chatService = {
  /** The people the actor may talk to (staff first, then by name), each with the id of their private conversation if there is one. */
  async contatos(deps: ChatDeps, actor: Actor): Promise<ContatoChat[]> {
    const { db } = deps;
    const ids = await contatosPermitidos(db, actor);
    const [pessoas, privadas] = await Promise.all([
      repo.pessoas(db, actor.escolaId, ids),
      privadasDoActor(db, actor),
    ]);
    const conversaCom = new Map(privadas.map((c) => [outroDe(c, actor.usuarioId), c.id]));
    return pessoas
      .filter((p) => p.ativo)
      .sort(porPapelENome)
      .map((p) => ({ ...pessoa(p), idConversa: conversaCom.get(p.usuarioId) ?? null }));
  },

  /**
   * 'Geral' first (the actor's school's room, created on first use), then the private conversations that
   * have messages, latest message first; unread counts are the actor's.
   */
  async conversas(deps: ChatDeps, actor: Actor): Promise<ConversaResumo[]> {
    const { db } = deps;
    const legiveis = await conversasLegiveis(db, actor);
    const lista = await resumos(db, actor, legiveis);
    const geral = lista.filter((c) => c.tipo === 'geral');
    const privadas = lista
      .filter((c) => c.tipo === 'privada' && c.ultimaMensagem)
      .sort((a, b) => b.ultimaMensagem!.criadoEm.localeCompare(a.ultimaMensagem!.criadoEm));
    return [...geral, ...privadas];
  },

  /** Opens the private conversation with someone the actor may talk to (the existing one, if any). */
  async abrirPrivada(deps: ChatDeps, actor: Actor, usuarioId: string): Promise<ConversaResumo> {
    const { db } = deps;
    const [outro] = await repo.pessoas(db, actor.escolaId, [usuarioId]);
    if (!(await podeConversar(db, actor, outro))) throw forbidden();
    const row = await repo.privada(db, actor.escolaId, actor.usuarioId, outro!.usuarioId);
    const [resumo] = await resumos(db, actor, [row]);
    return resumo!;
  },

  /**
   * A page of the conversation, oldest to newest. Without a cursor the newest page; `antes` pages back;
   * `depois` answers what was stored after that message (at most MAX_MENSAGENS_CHAT_DEPOIS, `maisNovas`
   * continues), for a client that reconnects.
   */
  async historico(
    deps: ChatDeps,
    actor: Actor,
    idConversa: string,
    query: z.output<typeof historicoChatQuery>,
  ): Promise<HistoricoChat> {
    const { db } = deps;
    const conversa = await acessar(db, actor, idConversa);
    const ctx = await contexto(db, actor, conversa);
    if (query.depois) {
      const desde = await repo.daConversa(db, conversa.id, query.depois);
      if (!desde) throw cursorInvalido('depois');
      const rows = await repo.depois(db, conversa.id, desde.seqConversa, MAX_MENSAGENS_CHAT_DEPOIS + 1);
      const page = rows.slice(0, MAX_MENSAGENS_CHAT_DEPOIS);
      return {
        mensagens: page.map((r) => toWire(r, ctx)),
        maisAntigas: null,
        maisNovas: rows.length > page.length ? page.at(-1)!.id : null,
      };
    }
    let antesSeq: number | null = null;
    if (query.antes) {
      const ate = await repo.daConversa(db, conversa.id, query.antes);
      if (!ate) throw cursorInvalido('antes');
      antesSeq = ate.seqConversa;
    }
    const rows = await repo.antes(db, conversa.id, antesSeq, MENSAGENS_CHAT_POR_PAGINA + 1);
    const page = rows.slice(0, MENSAGENS_CHAT_POR_PAGINA).reverse();
    return {
      mensagens: page.map((r) => toWire(r, ctx)),
      maisAntigas: rows.length > MENSAGENS_CHAT_POR_PAGINA ? page[0]!.id : null,
      maisNovas: null,
    };
  },

  /**
   * Stores the actor's message in a conversation they may read, first, and answers it as it goes on the
   * wire with who receives it live (the socket layer delivers that). A retry with the same clientId
   * answers the message already stored, never a second one.
   */
  async enviar(
    deps: ChatDeps,
    actor: Actor,
    idConversa: string,
    payload: z.output<typeof mensagemChatPayload>,
  ): Promise<MensagemEnviada> {
    const { db } = deps;
    const conversa = await acessar(db, actor, idConversa);
    const ctx = await contexto(db, actor, conversa);
    if (conversa.tipo === 'privada' && !(await podeConversar(db, actor, ctx.outro))) throw forbidden();
    return gravar(deps, actor, ctx, payload);
  },

  /** `enviar` to the actor's school's 'Geral' room (the socket's public destination has no id of its own). */
  async enviarNaGeral(
    deps: ChatDeps,
    actor: Actor,
    payload: z.output<typeof mensagemChatPayload>,
  ): Promise<MensagemEnviada> {
    const { db } = deps;
    await assertPodeUsarGeral(db, actor);
    const ctx = await contexto(db, actor, await repo.geral(db, actor.escolaId));
    return gravar(deps, actor, ctx, payload);
  },

  /** `enviar` to a person the actor may talk to, in their private conversation (opened if new). */
  async enviarPrivada(
    deps: ChatDeps,
    actor: Actor,
    usuarioId: string,
    payload: z.output<typeof mensagemChatPayload>,
  ): Promise<MensagemEnviada> {
    const { db } = deps;
    const [outro] = await repo.pessoas(db, actor.escolaId, [usuarioId]);
    if (!(await podeConversar(db, actor, outro))) throw forbidden();
    const conversa = await repo.privada(db, actor.escolaId, actor.usuarioId, outro!.usuarioId);
    return gravar(deps, actor, await contexto(db, actor, conversa), payload);
  },

  /** Marks the conversation read up to a message of it (default: its newest); the marker never moves back. */
  async marcarLida(deps: ChatDeps, actor: Actor, idConversa: string, ate?: string): Promise<LeituraChat> {
    const { db } = deps;
    const conversa = await acessar(db, actor, idConversa);
    let limite: Date | null;
    if (ate) {
      const alvo = await repo.daConversa(db, conversa.id, ate);
      if (!alvo)
        throw new AppError(400, 'VALIDATION', msg.mensagemChatDesconhecida, {
          ate: msg.mensagemChatDesconhecida,
        });
      limite = alvo.createdAt;
    } else {
      limite = await repo.maisRecente(db, conversa.id);
    }
    if (limite) await repo.marcarLida(db, conversa.id, actor.usuarioId, limite);
    const [aqui, total] = await Promise.all([
      repo.naoLidas(db, actor.usuarioId, [conversa.id]),
      totalNaoLidas(db, actor),
    ]);
    return { idConversa: conversa.id, naoLidas: aqui.get(conversa.id) ?? 0, total };
  },

  /** Unread messages in all the actor's conversations (the menu's badge). */
  async naoLidas(deps: ChatDeps, actor: Actor): Promise<NaoLidasChat> {
    return { total: await totalNaoLidas(deps.db, actor) };
  },

  /** The id of the actor's school's 'Geral' room (the socket layer's public destination has no id of its own). */
  async idSalaGeral(deps: ChatDeps, actor: Actor): Promise<string> {
    await assertPodeUsarGeral(deps.db, actor);
    return (await repo.geral(deps.db, actor.escolaId)).id;
  },

  /** The JOIN notice the socket layer sends to the actor's school's room when they connect; never stored. */
  async entrada(deps: ChatDeps, actor: Actor): Promise<EntradaChat> {
    await assertPodeUsarGeral(deps.db, actor);
    const [eu] = await repo.pessoas(deps.db, actor.escolaId, [actor.usuarioId]);
    return {
      senderName: eu?.nome ?? actor.nome,
      status: 'JOIN',
      usuarioId: actor.usuarioId,
      image: eu?.foto ?? null,
    };
  },
};
