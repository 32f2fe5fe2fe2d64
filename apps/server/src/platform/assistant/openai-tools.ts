import type { FonteLumi, IdiomaLumi } from '@lunna/contract';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { LumiTools, PerfilLumi } from './assistant';
import { fonte, type NomeFonte } from './fontes';

/**
 * The LumiTools methods as chat-completions functions. A model only ever names a function: the name is
 * looked up in this table (never used as a property of the tools object) and its arguments are checked
 * before the scoped method runs, so a confused or manipulated model can read nothing the screens would not show.
 */

/** `citaOutraCrianca` is the answerer's own privacy check, not data for a model. */
export type NomeFerramenta = Exclude<keyof LumiTools, 'perfil' | 'citaOutraCrianca'>;

const GUARDIAN = ['responsavel'] as const satisfies readonly PerfilLumi[];
const STAFF = ['equipe'] as const satisfies readonly PerfilLumi[];
const TODOS = ['responsavel', 'equipe'] as const satisfies readonly PerfilLumi[];

type Comum = {
  descricao: string;
  /** Who the method answers for: guardian methods read the picked child, staff ones their classes. */
  perfis: readonly PerfilLumi[];
  /** The screen that shows the same data, listed under the answer; null when there is none. */
  fonte: NomeFonte | null;
};
type Ferramenta =
  | (Comum & { comData: false; executar(tools: LumiTools): Promise<unknown> })
  | (Comum & { comData: true; executar(tools: LumiTools, data: string): Promise<unknown> });

const FERRAMENTAS = {
  agora: {
    descricao: "The school's current date, time and time zone.",
    perfis: TODOS,
    fonte: null,
    comData: false,
    executar: (t) => t.agora(),
  },
  escola: {
    descricao: "The school's name, phone, e-mail and address.",
    perfis: TODOS,
    fonte: 'escola',
    comData: false,
    executar: (t) => t.escola(),
  },
  crianca: {
    descricao: "The child's name and classes (period and educators).",
    perfis: GUARDIAN,
    fonte: 'escola',
    comData: false,
    executar: (t) => t.crianca(),
  },
  cardapio: {
    descricao:
      "The menu of a day: each meal's time, dish and allergens, with alerts for the child's allergies.",
    perfis: TODOS,
    fonte: 'cardapio',
    comData: true,
    executar: (t, data) => t.cardapio(data),
  },
  rotina: {
    descricao: 'The schedule of a day: time slots and what happens in each.',
    perfis: TODOS,
    fonte: 'rotina',
    comData: true,
    executar: (t, data) => t.rotina(data),
  },
  atividades: {
    descricao: 'The activities of a day, with the developmental points they worked on.',
    perfis: TODOS,
    fonte: 'atividades',
    comData: true,
    executar: (t, data) => t.atividades(data),
  },
  memorias: {
    descricao: 'The photos (memories) of a day: how many and their descriptions.',
    perfis: TODOS,
    fonte: 'memorias',
    comData: true,
    executar: (t, data) => t.memorias(data),
  },
  avisos: {
    descricao: 'Notices: unread ones, important ones still to acknowledge, and recent ones.',
    perfis: TODOS,
    fonte: 'avisos',
    comData: false,
    executar: (t) => t.avisos(),
  },
  enquetes: {
    descricao: 'Open polls, their closing date and whether a vote was cast.',
    perfis: TODOS,
    fonte: 'enquetes',
    comData: false,
    executar: (t) => t.enquetes(),
  },
  presenca: {
    descricao:
      "Today's attendance of the child: at home, at school, left or absent, with times and who brought or took them.",
    perfis: GUARDIAN,
    fonte: 'presenca',
    comData: false,
    executar: (t) => t.presenca(),
  },
  busca: {
    descricao:
      'Pickup on a day: the pickup time and the people allowed to take the child. When falarComEscola is true, name nobody as allowed: tell the guardian to confirm who may pick the child up with the school, and give no reason.',
    perfis: GUARDIAN,
    fonte: 'busca',
    comData: true,
    executar: (t, data) => t.busca(data),
  },
  saude: {
    descricao: "The child's health record: medicines, care notes, food allergies, treatment.",
    perfis: GUARDIAN,
    fonte: 'saude',
    comData: false,
    executar: (t) => t.saude(),
  },
  diario: {
    descricao:
      "The child's diary of a day, as the educators recorded it: meals (how much was eaten, what was refused), naps (start, end, or did not sleep), nappies, temperature, medicines given (name, dose, time, who gave it), incidents (what, where, first aid), mood, notes, what to bring. No entries means nothing was recorded yet: say so, never guess.",
    perfis: GUARDIAN,
    fonte: 'diario',
    comData: true,
    executar: (t, data) => t.diario(data),
  },
  presencaTurmas: {
    descricao: "Today's attendance of each class taught: present, absent, total.",
    perfis: STAFF,
    fonte: 'presencaTurmas',
    comData: false,
    executar: (t) => t.presencaTurmas(),
  },
} as const satisfies Record<NomeFerramenta, Ferramenta>;

const NOMES = Object.keys(FERRAMENTAS) as NomeFerramenta[];

const argumentosComData = z.object({ data: z.iso.date() });
const argumentosSemData = z.object({});

const PARAMETROS_COM_DATA = {
  type: 'object',
  properties: {
    data: { type: 'string', description: 'The date, as YYYY-MM-DD.', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  },
  required: ['data'],
  additionalProperties: false,
};
const PARAMETROS_SEM_DATA = { type: 'object', properties: {}, additionalProperties: false };

function ofereceA(nome: NomeFerramenta, perfil: PerfilLumi): boolean {
  return (FERRAMENTAS[nome].perfis as readonly PerfilLumi[]).includes(perfil);
}

/** The functions offered to the model: the methods that answer for this person's role. */
export function definicoesDeFerramentas(perfil: PerfilLumi): ChatCompletionFunctionTool[] {
  return NOMES.filter((nome) => ofereceA(nome, perfil)).map((nome) => ({
    type: 'function',
    function: {
      name: nome,
      description: FERRAMENTAS[nome].descricao,
      parameters: FERRAMENTAS[nome].comData ? PARAMETROS_COM_DATA : PARAMETROS_SEM_DATA,
    },
  }));
}

export type ResultadoFerramenta = {
  /** The tool message's content: the method's result as JSON, or an error for the model to correct. */
  conteudo: string;
  /** The method that ran; null when the call was refused. */
  usada: NomeFerramenta | null;
};

const recusa = (erro: string): ResultadoFerramenta => ({ conteudo: JSON.stringify({ erro }), usada: null });

function nomeConhecido(nome: string, perfil: PerfilLumi): NomeFerramenta | null {
  if (!Object.hasOwn(FERRAMENTAS, nome)) return null;
  return ofereceA(nome as NomeFerramenta, perfil) ? (nome as NomeFerramenta) : null;
}

function lerArgumentos(texto: string): unknown {
  // Some servers send "" for a function without parameters.
  try {
    return JSON.parse(texto.trim() || '{}') as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Runs one function call of the model. A wrong name or wrong arguments are answered to the model (it
 * can correct itself in the next round); an error of the method itself is thrown, since it means the
 * data could not be read and the answer would be built on nothing.
 */
export async function executarChamada(
  tools: LumiTools,
  nome: string,
  argumentos: string,
): Promise<ResultadoFerramenta> {
  const conhecido = nomeConhecido(nome, tools.perfil);
  if (!conhecido) return recusa(`Unknown tool "${nome.slice(0, 60)}". Use only the tools offered.`);
  const args = lerArgumentos(argumentos);
  if (args === undefined) return recusa('The arguments are not valid JSON.');
  const ferramenta: Ferramenta = FERRAMENTAS[conhecido];
  if (ferramenta.comData) {
    const lidos = argumentosComData.safeParse(args);
    if (!lidos.success) return recusa('Invalid arguments: "data" must be a real date written as YYYY-MM-DD.');
    return {
      conteudo: JSON.stringify(await ferramenta.executar(tools, lidos.data.data)) ?? 'null',
      usada: conhecido,
    };
  }
  if (!argumentosSemData.safeParse(args).success)
    return recusa('Invalid arguments: this tool takes no arguments.');
  return { conteudo: JSON.stringify(await ferramenta.executar(tools)) ?? 'null', usada: conhecido };
}

/** The screens behind the tools that ran, each once, in the order first used, named in the answer's language. */
export function fontesDasFerramentas(usadas: readonly NomeFerramenta[], idioma: IdiomaLumi): FonteLumi[] {
  const nomes = new Set<NomeFonte>();
  for (const nome of usadas) {
    const nomeFonte = FERRAMENTAS[nome].fonte;
    if (nomeFonte) nomes.add(nomeFonte);
  }
  return [...nomes].map((nome) => fonte(nome, idioma));
}
