import {
  idiomasLumi,
  msg,
  type AvisoLumiRead,
  type CategoriaAlerta,
  type ConversaLumi,
  type IdiomaLumi,
  type MensagemLumi,
  type RespostaLumi,
} from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import { AppError, notFound } from '../../../lib/app-error';
import type { AssistantProvider, AssistantTurn } from '../../../platform/assistant/assistant';
import { normalizar } from '../../../platform/assistant/builtin/texto';
import type { Actor } from '../../../lib/actor';
import { alertaService } from '../../dia/alerta/alerta.service';
import { consentimentoAtual } from '../../conta/privacidade/consentimento.service';
import { lumiRepository, type Conversa, type CursorLumi, type LumiMensagemRow } from './lumi.repository';
import { sanitizarResposta } from './lumi.sanitize';
import { lumiTools } from './lumi.tools';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type LumiDeps = {
  ctx: AppContext;
  log: FastifyBaseLogger;
  /** The built-in answerer (always there) and, when configured, the OpenAI-compatible model. */
  interno: AssistantProvider;
  externo: AssistantProvider | null;
};

/** How much of the conversation a provider sees: enough for "e amanhã?", not the whole history. */
const TURNOS_DE_CONTEXTO = 6;
const POR_PAGINA = 20;

const idiomaValido = (v: string | null | undefined): IdiomaLumi =>
  (idiomasLumi as readonly string[]).includes(v ?? '') ? (v as IdiomaLumi) : 'pt-BR';

export function toMensagem(row: LumiMensagemRow): MensagemLumi {
  return {
    idMensagem: row.id,
    autor: row.autor,
    texto: row.texto,
    html: row.html,
    fontes: row.fontes,
    encaminhamento: row.encaminhamento ?? null,
    idioma: row.idioma,
    criadoEm: row.createdAt.toISOString(),
  };
}

const encodeCursor = (row: LumiMensagemRow) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
function decodeCursor(cursor: string | undefined): CursorLumi | null {
  if (!cursor) return null;
  const [criadoEm, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!criadoEm || !id || Number.isNaN(Date.parse(criadoEm)) || !/^[0-9a-f-]{36}$/.test(id))
    throw new AppError(400, 'VALIDATION', msg.cursorInvalido);
  return { criadoEm, id };
}

/**
 * Whose conversation a request is about, checked first: a guardian names one of their own children;
 * staff ask about their classes and name no child.
 */
async function conversaDe(deps: LumiDeps, actor: Actor, idDisc: string | undefined): Promise<Conversa> {
  if (actor.papel === 'responsavel') {
    if (!idDisc) throw new AppError(400, 'VALIDATION', msg.obrigatorio, { idDisc: msg.obrigatorio });
    await requireAccess(deps.ctx.db, actor, Permissao.DiscenteResponsavel, idDisc);
    return { usuarioId: actor.usuarioId, discenteId: idDisc };
  }
  if (idDisc) throw new AppError(400, 'VALIDATION', msg.valorInvalido, { idDisc: msg.valorInvalido });
  return { usuarioId: actor.usuarioId, discenteId: null };
}

/** The external model only sees a child's data when a guardian of the child has consented to it. */
async function provedorPara(deps: LumiDeps, conversa: Conversa): Promise<AssistantProvider> {
  if (!deps.externo) return deps.interno;
  if (!conversa.discenteId) return deps.externo;
  return (await consentimentoAtual(deps.ctx.db, conversa.discenteId, 'assistente_externo'))
    ? deps.externo
    : deps.interno;
}

function categoriaDe(pergunta: string): CategoriaAlerta {
  const n = normalizar(pergunta);
  if (/\s(febre|fever|fiebre|fievre)/.test(n)) return 'febre';
  if (
    /\s(caiu|bateu|machuc|ferid|corte|lesao|fell|hurt|injur|cut|bleed|cayo|golpe|herid|tombe|bless|coupure)/.test(
      n,
    )
  )
    return 'lesao';
  if (/\s(remedio|medicament|medicac|medicine|medication|dose)/.test(n)) return 'medicacao';
  return 'outro';
}

export const lumiService = {
  async perguntar(
    deps: LumiDeps,
    actor: Actor,
    query: { question: string; idDisc?: string },
  ): Promise<RespostaLumi> {
    const conversa = await conversaDe(deps, actor, query.idDisc);
    const { db, clock } = deps.ctx;
    const recentes = (await lumiRepository.page(db, conversa, TURNOS_DE_CONTEXTO, null)).reverse();
    const history: AssistantTurn[] = recentes.map((m) => ({
      autor: m.autor,
      texto: m.texto ?? m.html ?? '',
      intencao: m.intencao,
      data: m.dataRef,
    }));
    const provedor = await provedorPara(deps, conversa);
    const answer = await provedor.answer({
      question: query.question,
      history,
      idiomaPreferido: idiomaValido(await lumiRepository.idiomaDe(db, actor.usuarioId)),
      tools: lumiTools(deps.ctx, deps.log, actor, conversa.discenteId),
    });
    const html = sanitizarResposta(answer.html) || '<p>…</p>';
    // Explicit instants keep the question before its answer (one transaction has one now()), and after
    // the conversation's last message: an answer finds its question by instant (perguntaDe), so two
    // questions of one conversation must never share one.
    const ultimo = recentes.at(-1)?.createdAt.getTime() ?? 0;
    const at = new Date(Math.max(clock.now().getTime(), ultimo + 2));
    const [pergunta, resposta] = await db.transaction(async (tx) => {
      const comum = {
        escolaId: actor.escolaId,
        usuarioId: actor.usuarioId,
        discenteId: conversa.discenteId,
        idioma: answer.idioma,
      };
      const q = await lumiRepository.insert(tx, {
        ...comum,
        autor: 'usuario',
        texto: query.question,
        createdAt: at,
      });
      const a = await lumiRepository.insert(tx, {
        ...comum,
        autor: 'lumi',
        html,
        fontes: answer.fontes,
        encaminhamento: answer.encaminhamento ? { ...answer.encaminhamento, idAlerta: null } : null,
        intencao: answer.intencao,
        dataRef: answer.data,
        provedor: answer.respondidoPor ?? provedor.nome,
        createdAt: new Date(at.getTime() + 1),
      });
      return [q, a] as const;
    });
    return { html, pergunta: toMensagem(pergunta), resposta: toMensagem(resposta) };
  },

  async conversa(
    deps: LumiDeps,
    actor: Actor,
    query: { idDisc?: string; antes?: string },
  ): Promise<ConversaLumi> {
    const conversa = await conversaDe(deps, actor, query.idDisc);
    const rows = await lumiRepository.page(deps.ctx.db, conversa, POR_PAGINA + 1, decodeCursor(query.antes));
    const pagina = rows.slice(0, POR_PAGINA);
    const maisAntigas = rows.length > POR_PAGINA ? encodeCursor(pagina.at(-1)!) : null;
    return { mensagens: pagina.reverse().map(toMensagem), maisAntigas };
  },

  async limpar(deps: LumiDeps, actor: Actor, query: { idDisc?: string }): Promise<void> {
    const conversa = await conversaDe(deps, actor, query.idDisc);
    await lumiRepository.limpar(deps.ctx.db, conversa);
  },

  /**
   * The guardian confirms Lumi's offer: a "needs attention" alert reaches the child's educators, with the
   * question as its text. Once per answer.
   */
  async avisarEducadoras(deps: LumiDeps, actor: Actor, idMensagem: string): Promise<AvisoLumiRead> {
    const { db } = deps.ctx;
    const resposta = await lumiRepository.find(db, idMensagem);
    // Someone else's message does not exist, as far as the asker can tell.
    if (
      !resposta ||
      resposta.usuarioId !== actor.usuarioId ||
      resposta.autor !== 'lumi' ||
      !resposta.discenteId
    )
      throw notFound('Mensagem');
    await requireAccess(db, actor, Permissao.DiscenteResponsavel, resposta.discenteId);
    const enc = resposta.encaminhamento;
    if (!enc?.podeAvisarEducadoras) throw new AppError(409, 'CONFLICT', msg.lumiSemEncaminhamento);
    if (enc.idAlerta) throw new AppError(409, 'CONFLICT', msg.lumiJaAvisado);
    // Claim the answer first, so two clicks raise one alert.
    if (!(await lumiRepository.marcarAvisado(db, resposta.id, 'pendente')))
      throw new AppError(409, 'CONFLICT', msg.lumiJaAvisado);
    const pergunta = await lumiRepository.perguntaDe(db, resposta);
    try {
      const alerta = await alertaService.raise(
        { db, clock: deps.ctx.clock, jobs: deps.ctx.jobs },
        actor,
        resposta.discenteId,
        {
          tipo: 'atencao',
          categoria: categoriaDe(pergunta?.texto ?? ''),
          prioridade: enc.motivo === 'saude' ? 'Atenção' : 'Importante',
          texto: `Lumi: ${pergunta?.texto ?? ''}`.slice(0, 500),
        },
        // The educators are told in their own languages; the question goes as the guardian typed it.
        {
          texto: {
            chave: 'lumi.encaminhamento.texto',
            vars: { pergunta: (pergunta?.texto ?? '').slice(0, 494) },
          },
        },
      );
      const atualizada = await lumiRepository.definirAlerta(db, resposta.id, alerta.idAlerta);
      return { idAlerta: alerta.idAlerta, resposta: toMensagem(atualizada) };
    } catch (error) {
      await lumiRepository.definirAlerta(db, resposta.id, null);
      throw error;
    }
  },
};
