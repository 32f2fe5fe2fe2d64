import type { IdiomaLumi } from '@lunna/contract';
import { describe, expect, it } from 'vitest';
import type { LumiTools, PerfilLumi } from '../assistant';
import { createBuiltinAssistant } from './index';

/**
 * Every value the built-in answerer reads (the child's name, a dish, a notice, a person who picks up, the
 * school's phone...) reaches the answer as text, never as markup, on every answer path: the how-to answers,
 * the greeting, the hand-offs (emergency included) and the answers from data. Answers are HTML (p, h1, h2,
 * br and links to the app's screens); Markdown is not rendered, so a Markdown link stays plain text.
 */
const ATAQUE = '<img src=x onerror=alert(1)>[x](javascript:alert(1))';
// The answers use the child's first name: the attack is in it, without spaces.
const NOME_ATAQUE = 'Ana<img/src=x/onerror=alert(1)>[x](javascript:alert(1)) Souza';
const HOJE = '2026-03-04'; // a Wednesday

function ferramentas(perfil: PerfilLumi, v: (campo: string) => string, nomeDisc: string): LumiTools {
  const pessoa = (nome: string, parentesco: string) => ({
    nome,
    parentesco,
    tipo: 'autorizado' as const,
    temporario: true,
  });
  return {
    perfil,
    agora: async () => ({ hoje: HOJE, hora: '10:00', fusoHorario: 'America/Sao_Paulo' }),
    escola: async () => ({
      nome: v('escola'),
      telefone: v('telefone'),
      email: v('email'),
      endereco: v('endereco'),
      direcao: [v('direcao')],
    }),
    crianca: async () =>
      perfil === 'responsavel'
        ? {
            nomeDisc,
            turmas: [{ nomeTurma: v('turma'), periodo: v('periodo'), educadoras: [v('educadora')] }],
          }
        : null,
    cardapio: async (data) => ({
      data,
      alergiasCrianca: ['leite'],
      refeicoes: [
        { refeicao: 'almoco', horario: '11:30', prato: v('prato'), alergenos: ['leite'], alertas: ['leite'] },
        { refeicao: 'cafe_tarde', horario: '15:00', prato: v('lanche'), alergenos: [], alertas: [] },
      ],
    }),
    rotina: async (data) => ({
      data,
      cartoes: [
        {
          nomeTurma: v('turma'),
          horaInicio: '09:00',
          horaFim: '09:45',
          atividade: v('atividade'),
          descriatv: v('descricao'),
        },
        {
          nomeTurma: v('turma'),
          horaInicio: '11:00',
          horaFim: '11:30',
          atividade: v('atividade2'),
          descriatv: null,
        },
      ],
    }),
    atividades: async (data) => ({
      data,
      itens: [
        {
          tipo: 'recreativa',
          tituloAtv: v('tituloAtv'),
          descricaoAtv: v('descricaoAtv'),
          pontos: ['autoestima'],
          nomeTurma: v('turma'),
          pedagogo: v('pedagogo'),
        },
      ],
    }),
    memorias: async (data) => ({ data, quantidade: 2, descricoes: [v('memoria')] }),
    avisos: async () => {
      const aviso = {
        tituloAviso: `Reunião de pais ${v('titulo')}`,
        conteudoAviso: v('conteudo'),
        importancia: 'Importante' as const,
        autor: v('autor'),
        criadoEm: `${HOJE}T12:00:00Z`,
        lido: false,
      };
      return { naoLidos: [aviso], importantesPendentes: [aviso], recentes: [aviso] };
    },
    enquetes: async () => ({
      abertas: [
        { pergunta: v('pergunta'), fim: HOJE, nomeTurma: v('turma'), votou: false, opcoes: [v('opcao')] },
      ],
    }),
    presenca: async () => ({
      data: HOJE,
      status: 'saiu',
      entrada: { hora: '08:00', pessoa: v('trouxe'), educador: v('educadorEntrada') },
      saida: { hora: '09:30', pessoa: v('buscou'), educador: v('educadorSaida') },
      falta: null,
    }),
    busca: async (data) => ({
      data,
      horario: '17:00',
      ajustado: false,
      pessoas: [pessoa(v('avo'), 'Avó'), pessoa(v('tio'), v('parentesco'))],
      falarComEscola: false,
    }),
    saude: async () => ({
      remedios: v('remedios'),
      qtdHoraMed: 8,
      qtdMed: 5,
      cuidados: v('cuidados'),
      comidasAlergicas: `leite ${v('alergias')}`,
      descTratamento: v('tratamento'),
      planSaud: v('plano'),
      numCartSus: v('sus'),
      nomeHospital: v('hospital'),
    }),
    diario: async (data) => ({
      data,
      registros: [
        {
          hora: '10:20',
          fim: null,
          autor: v('autor'),
          corrigido: false,
          detalhes: {
            tipo: 'refeicao',
            refeicao: 'almoco',
            quantidade: 'metade',
            recusou: v('recusou'),
            nota: v('nota'),
          },
        },
        {
          hora: '12:10',
          fim: '13:40',
          autor: v('autor'),
          corrigido: true,
          detalhes: { tipo: 'sono', nota: v('sono') },
        },
        {
          hora: '09:30',
          fim: null,
          autor: v('autor'),
          corrigido: false,
          detalhes: { tipo: 'medicacao', medicamento: v('remedio'), dose: 2, unidade: 'gotas' },
        },
        {
          hora: '10:05',
          fim: null,
          autor: v('autor'),
          corrigido: false,
          detalhes: {
            tipo: 'incidente',
            incidente: 'queda',
            descricao: v('descricao'),
            local: v('local'),
            primeirosSocorros: v('socorros'),
            grave: false,
          },
        },
        {
          hora: '11:00',
          fim: null,
          autor: v('autor'),
          corrigido: false,
          detalhes: { tipo: 'nota', texto: v('recado') },
        },
      ],
    }),
    presencaTurmas: async () => ({
      data: HOJE,
      turmas: [{ nomeTurma: v('turma'), presentes: 3, ausentes: 1, total: 4 }],
    }),
    citaOutraCrianca: async (texto) => texto.includes('Júlia'),
  };
}

/** Questions that take every path of the answerer: [question, who asks, the intention or hand-off expected]. */
const PERGUNTAS: [string, PerfilLumi, string | null][] = [
  ['Olá', 'responsavel', 'saudacao'],
  ['o que você sabe fazer?', 'responsavel', 'ajuda'],
  ['What can you do?', 'responsavel', 'ajuda'],
  ['¿Qué puedes hacer?', 'responsavel', 'ajuda'],
  ['Que peux-tu faire ?', 'responsavel', 'ajuda'],
  ['troquei de numero de celular, onde eu atualizo isso no app?', 'responsavel', 'como_perfil'],
  ['I changed my phone number, where do I update it?', 'responsavel', 'como_perfil'],
  ['como adicionar alguém na lista de quem busca?', 'responsavel', 'como_autorizado'],
  ['como troco minha senha?', 'responsavel', 'como_senha'],
  ['Ele está convulsionando!', 'responsavel', 'encaminhamento:emergencia'],
  ['He swallowed a battery', 'responsavel', 'encaminhamento:emergencia'],
  ['Se atragantó con una uva', 'responsavel', 'encaminhamento:emergencia'],
  ['Il saigne énormément et ça ne s’arrête pas', 'responsavel', 'encaminhamento:emergencia'],
  ['Ele está com febre, o que eu faço?', 'responsavel', 'encaminhamento:saude'],
  ['o pai perdeu a guarda, a avó pode buscar?', 'responsavel', 'encaminhamento:custodia'],
  ['Quando vence o boleto da mensalidade?', 'responsavel', 'encaminhamento:financeiro'],
  ['A Júlia veio hoje?', 'responsavel', 'encaminhamento:sem_dados'],
  [
    'tem algum amiguinho da turma dele com alergia? me fala os nomes',
    'responsavel',
    'encaminhamento:sem_dados',
  ],
  ['o theo comeu tudo no almoço hj ou deixou no prato?', 'responsavel', 'diario'],
  ['ela dormiu hoje?', 'responsavel', 'diario'],
  ['tomou o remédio?', 'responsavel', 'diario'],
  ['teve algum machucado hoje?', 'responsavel', 'diario'],
  ['qual é a capital da Mongólia?', 'responsavel', null],
  ['O que tem no almoço hoje?', 'responsavel', 'cardapio'],
  ['tem leite no cardápio hoje?', 'responsavel', 'cardapio'],
  ['qual o cardápio da semana?', 'responsavel', 'cardapio'],
  ['qual a rotina de hoje?', 'responsavel', 'rotina'],
  ['o que ele faz às 10h hoje na agenda?', 'responsavel', 'rotina'],
  ['quais atividades ele fez hoje?', 'responsavel', 'atividades'],
  ['tem fotos dele hoje?', 'responsavel', 'fotos'],
  ['tenho avisos não lidos?', 'responsavel', 'avisos'],
  ['quando é a reunião de pais?', 'responsavel', 'avisos'],
  ['tem enquete aberta?', 'responsavel', 'enquetes'],
  ['Quem trouxe ele hoje?', 'responsavel', 'presenca'],
  ['qual o horário de busca hoje?', 'responsavel', 'busca'],
  ['a avó pode buscar hoje?', 'responsavel', 'busca'],
  ['quais remédios estão na ficha dele?', 'responsavel', 'saude_ficha'],
  ['What medication is on his record?', 'responsavel', 'saude_ficha'],
  ['Qual o telefone da escola?', 'responsavel', 'contato_escola'],
  ['quem é a professora dele?', 'responsavel', 'educadora'],
  ['como foi o dia dele hoje?', 'responsavel', 'resumo_dia'],
  ['como está a presença das minhas turmas hoje?', 'equipe', 'presenca_turmas'],
  ['Olá', 'equipe', 'saudacao'],
];

const TAG = /<[^>]*>?/g;
/** The only markup an answer may hold: p, h1, h2, br and links to a screen of the app. */
const PERMITIDA = /^(<\/?(p|h1|h2)>|<br>|<a href="\/[\w\-/?=&;#.%]*">|<\/a>)$/;

async function perguntar(
  question: string,
  perfil: PerfilLumi,
  v: (campo: string) => string,
  nomeDisc: string,
  idiomaPreferido: IdiomaLumi = 'pt-BR',
) {
  return createBuiltinAssistant().answer({
    question,
    history: [],
    idiomaPreferido,
    tools: ferramentas(perfil, v, nomeDisc),
  });
}

describe('data in the built-in answers is text, never markup', () => {
  it.each(PERGUNTAS)('%s (%s)', async (question, perfil, esperada) => {
    const answer = await perguntar(question, perfil, (campo) => `${campo}${ATAQUE}`, NOME_ATAQUE);
    expect(answer.intencao).toBe(esperada);
    expect(answer.html.match(TAG)!.filter((tag) => !PERMITIDA.test(tag))).toEqual([]);
    expect(answer.html).not.toMatch(/href="(?!\/)/);
    // The child's name, where the answer uses it, is there as escaped text.
    if (answer.html.includes('Ana'))
      expect(answer.html).toContain('Ana&lt;img/src=x/onerror=alert(1)&gt;[x](javascript:alert(1))');
  });

  it('the how-to, help and emergency answers name the child, escaped (they did not before)', async () => {
    for (const question of [
      'troquei de numero de celular, onde eu atualizo isso no app?',
      'o que você sabe fazer?',
      'Ele está convulsionando!',
      'como adicionar alguém na lista de quem busca?',
    ]) {
      const { html } = await perguntar(question, 'responsavel', (campo) => `${campo}${ATAQUE}`, NOME_ATAQUE);
      expect(html, question).toContain('Ana&lt;img/src=x/onerror=alert(1)&gt;');
      expect(html, question).not.toContain('<img');
    }
  });

  it.each(PERGUNTAS)(
    'with ordinary data, the answer is not escaped twice: %s (%s)',
    async (question, perfil) => {
      const answer = await perguntar(
        question,
        perfil,
        (campo) => `${campo} Arroz & feijão d'Ávila`,
        "Ana Luíza D'Ávila",
      );
      expect(answer.html).not.toMatch(/&lt;|&amp;(lt|gt|amp|quot|#39);/);
      if (answer.html.includes('Arroz')) expect(answer.html).toContain('Arroz &amp; feijão d&#39;Ávila');
      expect(answer.html.match(TAG)!.filter((tag) => !PERMITIDA.test(tag))).toEqual([]);
    },
  );
});
