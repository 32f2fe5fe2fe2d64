import type { IdiomaLumi, MotivoEncaminhamento } from '@lunna/contract';
import { addDaysTo, isSchoolDay, weekdayOf } from '../../../lib/school-time';
import type { AssistantAnswer, AssistantInput, AssistantProvider } from '../assistant';
import { fonte, type NomeFonte } from '../fontes';
import { COMO_FAZER, oQueSei, saudacao } from './como-fazer';
import { entenderData, entenderHora } from './datas';
import { encaminhar, soSobreACrianca } from './encaminhamento';
import { perguntaOcorrencia } from './diario';
import { detectarIdioma } from './idioma';
import { classificarIntencao, melhorIntencao, pontuarIntencoes, type Intencao } from './intencoes';
import { pistasDosDados } from './pistas';
import * as r from './respostas';
import { triar } from './triagem';
import { html, juntar, link, p, primeiroNome, type Html } from './textos';
import { normalizar } from './texto';

/** Intentions about a day: a follow-up such as "e amanhã?" keeps the intention and changes the day. */
const SOBRE_UM_DIA: Intencao[] = [
  'cardapio',
  'rotina',
  'atividades',
  'fotos',
  'busca',
  'presenca',
  'resumo_dia',
  'diario',
];
/** Where the next school day is meant when a question names no date on a weekend. */
const PROXIMO_DIA_DE_AULA: Intencao[] = ['cardapio', 'rotina', 'busca'];

const RESPOSTAS: Partial<Record<Intencao, (c: r.Contexto) => Promise<r.Parte>>> = {
  cardapio: r.cardapio,
  rotina: r.rotina,
  atividades: r.atividades,
  fotos: r.fotos,
  avisos: r.avisos,
  enquetes: r.enquetes,
  presenca: r.presenca,
  busca: r.busca,
  saude_ficha: r.saudeFicha,
  contato_escola: r.contatoEscola,
  educadora: r.educadora,
  resumo_dia: r.resumoDia,
  diario: r.diario,
  presenca_turmas: r.presencaTurmas,
};

/** Points from the words alone above which the data is not consulted for hints. */
const FORTE = 3;

const FONTE_LABEL: Record<IdiomaLumi, string> = {
  'pt-BR': 'Fonte',
  en: 'Source',
  es: 'Fuente',
  fr: 'Source',
};

const ehContinuacao = (question: string) =>
  /^\s(e|and|y|et|tambem|also|y el|y la|et le|et la)\s/.test(normalizar(question)) ||
  normalizar(question).trim().split(' ').length <= 3;

/**
 * The built-in answerer: no network, no model. It reads the question (language, intention, day, time),
 * hands over what it must not answer, and composes the answer from the person's own data.
 */
export function createBuiltinAssistant(): AssistantProvider {
  return {
    nome: 'interno',
    answer: async (input) => ({ ...(await answer(input)), respondidoPor: 'interno' }),
  };
}

async function answer(input: AssistantInput): Promise<AssistantAnswer> {
  const { tools, question } = input;
  const idioma = detectarIdioma(question, input.idiomaPreferido);
  const agora = await tools.agora();
  const crianca = tools.perfil === 'responsavel' ? await tools.crianca() : null;
  const nome = crianca ? primeiroNome(crianca.nomeDisc) : '';
  const base = { idioma, intencao: null, data: null } as const;

  const handOff = async (motivo: MotivoEncaminhamento, resposta?: Html): Promise<AssistantAnswer> => {
    const escola = await tools.escola();
    const podeAvisar =
      tools.perfil === 'responsavel' &&
      (motivo === 'emergencia' || motivo === 'saude' || motivo === 'custodia');
    return {
      ...base,
      html: (resposta ?? encaminhar(motivo, idioma, escola, nome, podeAvisar)).toString(),
      fontes: [fonte('escola', idioma)],
      encaminhamento: { motivo, telefoneEscola: escola.telefone, podeAvisarEducadoras: podeAvisar },
      intencao: `encaminhamento:${motivo}`,
    };
  };

  // An emergency is handed off before anything else; a question about another family's child is then
  // refused whatever it asks (their health or absence included), before the other hand-offs.
  const triagem = triar(question);
  if (triagem === 'emergencia') return handOff(triagem);
  if (crianca && (await tools.citaOutraCrianca(question)))
    return handOff('sem_dados', soSobreACrianca(idioma, nome));
  // "Teve algum machucado hoje?" asks what the diary recorded at school, not for health advice.
  const ocorrencia = triagem === 'saude' && tools.perfil === 'responsavel' && perguntaOcorrencia(question);
  if (triagem && !ocorrencia) return handOff(triagem);

  const anterior = [...input.history]
    .reverse()
    .find((t) => t.autor === 'lumi' && t.intencao && SOBRE_UM_DIA.includes(t.intencao as Intencao));
  const pontos = pontuarIntencoes(question, tools.perfil);
  // Words alone are weak evidence: then the week's own dishes, routine, notices and polls are asked too.
  if (Math.max(0, ...pontos.values()) < FORTE) {
    for (const [i, p] of await pistasDosDados(tools, question, agora.hoje))
      pontos.set(i, (pontos.get(i) ?? 0) + p);
  }
  let intencao = melhorIntencao(pontos, question);
  const pedida = entenderData(question, agora.hoje);
  // Only a question that asks for nothing of its own continues the previous one: "e amanhã?" does, while
  // "qual é a rotina de hoje?" asked by staff (who have no routine to read) does not become the menu again.
  const pedeOutraCoisa = classificarIntencao(question, 'responsavel') !== null;
  if (!intencao && anterior && !pedeOutraCoisa && (pedida || ehContinuacao(question)))
    intencao = anterior.intencao as Intencao;

  if (intencao === 'outras_criancas') return handOff('sem_dados', soSobreACrianca(idioma, nome || '…'));
  if (intencao === 'sem_registro') return handOff('sem_dados');
  if (intencao === 'saudacao' || intencao === 'ajuda') {
    return {
      ...base,
      html: juntar([saudacao(idioma), oQueSei(idioma, tools.perfil, nome)]).toString(),
      fontes: [],
      encaminhamento: null,
      intencao,
    };
  }
  const comoFazer = intencao ? COMO_FAZER[intencao] : undefined;
  if (intencao && comoFazer) {
    const ajuda = comoFazer[idioma];
    return {
      ...base,
      html: ajuda.html(nome).toString(),
      fontes: ajuda.fontes.map((f) => fonte(f, idioma)),
      encaminhamento: null,
      intencao,
    };
  }
  const responder = intencao ? RESPOSTAS[intencao] : undefined;
  if (!intencao || !responder) {
    const escola = await tools.escola();
    const html = juntar([
      encaminhar('sem_dados', idioma, escola, nome, false),
      oQueSei(idioma, tools.perfil, nome),
    ]);
    return {
      ...base,
      html: html.toString(),
      fontes: [fonte('escola', idioma)],
      encaminhamento: { motivo: 'sem_dados', telefoneEscola: escola.telefone, podeAvisarEducadoras: false },
      intencao: null,
    };
  }

  const data = dataDaPergunta(
    intencao,
    pedida,
    anterior && ehContinuacao(question) ? anterior.data : null,
    agora.hoje,
  );
  const contexto: r.Contexto = {
    tools,
    idioma,
    question,
    hoje: agora.hoje,
    hora: agora.hora,
    data: data.data,
    semana: data.semana,
    horaPedida: entenderHora(question, agora.hora),
    nome,
  };
  const parte = await responder(contexto);
  // Nothing recorded for what was asked: said plainly, and the school is the one who can tell.
  if (parte.semDados) {
    const escola = await tools.escola();
    return {
      html: parte.html.toString(),
      fontes: [fonte('diario', idioma)],
      encaminhamento: { motivo: 'sem_dados', telefoneEscola: escola.telefone, podeAvisarEducadoras: false },
      idioma,
      intencao,
      data: data.data,
    };
  }
  const nomes = [...new Set(parte.fontes)] as NomeFonte[];
  const fontes = nomes.map((f) => fonte(f, idioma));
  const rodape = fontes.length
    ? p(
        html`${FONTE_LABEL[idioma]}: ${juntar(
          fontes.map((f) => link(f.link, f.titulo)),
          ', ',
        )}`,
      )
    : '';
  return {
    html: juntar([parte.html, rodape]).toString(),
    fontes,
    encaminhamento: null,
    idioma,
    intencao,
    data: data.data,
  };
}

function dataDaPergunta(
  intencao: Intencao,
  pedida: ReturnType<typeof entenderData>,
  anterior: string | null,
  hoje: string,
) {
  if (pedida) return pedida;
  if (anterior) return { data: anterior, semana: false };
  if (PROXIMO_DIA_DE_AULA.includes(intencao) && !isSchoolDay(hoje))
    return { data: addDaysTo(hoje, 8 - weekdayOf(hoje)), semana: false };
  return { data: hoje, semana: false };
}
