import type * as OpenAiSdk from 'openai';
import type { ChatCompletionMessage, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AssistantAnswer, AssistantInput, AssistantProvider } from './assistant';
import { detectarIdioma } from './builtin/idioma';
import { triar } from './builtin/triagem';
import { lazyRequire } from '../../lib/lazy-require';
import { promptDeSistema } from './openai-system-prompt';
import {
  definicoesDeFerramentas,
  executarChamada,
  fontesDasFerramentas,
  type NomeFerramenta,
} from './openai-tools';

// The SDK loads when an assistant model is configured and first asked, not at start.
const openAiSdk = lazyRequire<typeof OpenAiSdk>('openai');

export type OpenAiCompatibleOptions = {
  /** Includes the API path, e.g. http://127.0.0.1:11434/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** How long one question may take, every round with the model and every tool included. */
  timeoutMs: number;
  /** Answers whenever the model cannot: hand-offs, and any failure of the model or its server. */
  fallback: AssistantProvider;
  log: { warn(obj: object, msg: string): void };
};

/** Rounds of tool calls a question may take before the model is given up on (it is looping). */
export const MAX_RODADAS_FERRAMENTAS = 4;

/** Local servers (Ollama, llama.cpp, vLLM) ignore the key, but the client needs one to send. */
const CHAVE_AUSENTE = 'sem-chave';

type TipoFalha =
  | 'tempo_esgotado'
  | 'conexao'
  | 'http'
  | 'resposta_invalida'
  | 'resposta_vazia'
  | 'rodadas_esgotadas'
  | 'ferramenta';

/** A failure described only by its kind and numbers: never the question, the data or the model's text. */
class FalhaDoModelo extends Error {
  constructor(
    readonly tipo: TipoFalha,
    readonly detalhes: Record<string, string | number> = {},
  ) {
    super(`openai-compatible: ${tipo}`);
  }
}

function descreverFalha(erro: unknown): Record<string, string | number> {
  const { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } = openAiSdk();
  if (erro instanceof FalhaDoModelo) return { falha: erro.tipo, ...erro.detalhes };
  // The client's own timeout, or the question's deadline aborting the request.
  if (erro instanceof APIConnectionTimeoutError || erro instanceof APIUserAbortError)
    return { falha: 'tempo_esgotado' };
  if (erro instanceof APIConnectionError) return { falha: 'conexao' };
  if (erro instanceof APIError) return { falha: 'http', status: erro.status ?? 0 };
  // A body announced as JSON that does not parse.
  if (erro instanceof SyntaxError) return { falha: 'resposta_invalida' };
  return { falha: 'inesperada', erro: erro instanceof Error ? erro.name : typeof erro };
}

/**
 * What a model wrote, as the HTML to sanitise: without the code fence some models wrap it in and
 * without the reasoning some print before the answer (the sanitiser would keep its text).
 */
export function htmlDaResposta(conteudo: string): string {
  const semRaciocinio = conteudo.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const cercado = /^```[a-z]*[ \t]*\n?([\s\S]*?)\n?```$/i.exec(semRaciocinio);
  return (cercado ? cercado[1]! : semRaciocinio).trim();
}

function primeiraMensagem(resposta: unknown): ChatCompletionMessage {
  // Servers answer all sorts of things with status 200 (text, an empty list): check what came.
  const choices =
    typeof resposta === 'object' && resposta !== null
      ? (resposta as { choices?: unknown }).choices
      : undefined;
  const mensagem = Array.isArray(choices)
    ? (choices[0] as { message?: unknown } | undefined)?.message
    : undefined;
  if (typeof mensagem !== 'object' || mensagem === null) throw new FalhaDoModelo('resposta_invalida');
  return mensagem as ChatCompletionMessage;
}

/** A tool that throws becomes a failure named after it, without its message (it may hold personal data). */
async function semVazar<T>(ferramenta: string, executar: () => Promise<T>): Promise<T> {
  try {
    return await executar();
  } catch (erro) {
    throw new FalhaDoModelo('ferramenta', {
      ferramenta: String(ferramenta).slice(0, 40),
      erro: erro instanceof Error ? erro.name : typeof erro,
    });
  }
}

/** Arguments as the model sent them; some servers send an object instead of its JSON text. */
function argumentosDe(argumentos: unknown): string {
  if (typeof argumentos === 'string') return argumentos;
  return argumentos === undefined || argumentos === null ? '' : JSON.stringify(argumentos);
}

export function createOpenAiCompatibleAssistant(opts: OpenAiCompatibleOptions): AssistantProvider {
  const { OpenAI } = openAiSdk();
  const client = new OpenAI({
    baseURL: opts.baseUrl,
    apiKey: opts.apiKey ?? CHAVE_AUSENTE,
    timeout: opts.timeoutMs,
    // A retry would only push the answer past the deadline: the built-in answerer answers instead.
    maxRetries: 0,
    // Nothing from OPENAI_* variables of the machine, and no client logging (it can print request bodies).
    organization: null,
    project: null,
    logLevel: 'off',
  });

  async function responderComModelo(input: AssistantInput): Promise<AssistantAnswer> {
    const prazo = AbortSignal.timeout(opts.timeoutMs);
    const idioma = detectarIdioma(input.question, input.idiomaPreferido);
    const agora = await semVazar('agora', () => input.tools.agora());
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: promptDeSistema({ perfil: input.tools.perfil, idioma, agora }) },
      ...input.history.map((turno): ChatCompletionMessageParam =>
        turno.autor === 'usuario'
          ? { role: 'user', content: turno.texto }
          : { role: 'assistant', content: turno.texto },
      ),
      { role: 'user', content: input.question },
    ];
    const tools = definicoesDeFerramentas(input.tools.perfil);
    const usadas: NomeFerramenta[] = [];

    for (let rodada = 0; ; rodada++) {
      const resposta: unknown = await client.chat.completions.create(
        { model: opts.model, messages, tools },
        { signal: prazo },
      );
      const mensagem = primeiraMensagem(resposta);
      const chamadas = Array.isArray(mensagem.tool_calls) ? mensagem.tool_calls : [];

      if (chamadas.length === 0) {
        const html = typeof mensagem.content === 'string' ? htmlDaResposta(mensagem.content) : '';
        if (!html) throw new FalhaDoModelo('resposta_vazia');
        return {
          html,
          fontes: fontesDasFerramentas(usadas, idioma),
          encaminhamento: null,
          idioma,
          intencao: 'modelo',
          respondidoPor: 'openai',
          data: null,
        };
      }
      if (rodada >= MAX_RODADAS_FERRAMENTAS)
        throw new FalhaDoModelo('rodadas_esgotadas', { rodadas: rodada });

      messages.push({ role: 'assistant', content: mensagem.content ?? null, tool_calls: chamadas });
      for (const chamada of chamadas) {
        // Only functions are offered (some servers leave out `type`); anything else is answered so the
        // conversation stays well formed.
        const resultado =
          'function' in chamada && chamada.function
            ? await semVazar(chamada.function.name, () =>
                executarChamada(
                  input.tools,
                  String(chamada.function.name),
                  argumentosDe(chamada.function.arguments),
                ),
              )
            : { conteudo: JSON.stringify({ erro: 'Only function tools are available.' }), usada: null };
        if (resultado.usada) usadas.push(resultado.usada);
        messages.push({ role: 'tool', tool_call_id: chamada.id, content: resultado.conteudo });
      }
    }
  }

  return {
    nome: 'openai',
    async answer(input) {
      // Safety first, whatever the model: emergencies, health, custody and billing are handed over by
      // the built-in answerer, and such questions never leave the server.
      if (triar(input.question) !== null) return opts.fallback.answer(input);
      try {
        return await responderComModelo(input);
      } catch (erro) {
        opts.log.warn(
          { provedor: 'openai', ...descreverFalha(erro) },
          'Lumi: the model did not answer; the built-in answerer did',
        );
        return opts.fallback.answer(input);
      }
    },
  };
}
