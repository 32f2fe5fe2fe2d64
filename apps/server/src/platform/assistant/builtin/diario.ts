import type { DetalhesRegistro, IdiomaLumi, QuantidadeRefeicao, Refeicao } from '@lunna/contract';
import type { DiarioInfo } from '../assistant';
import { refeicaoPedida } from './refeicao';
import { frases, normalizar } from './texto';
import { REFEICOES, horaDe, html, juntar, lista, p, type Html, type Texto } from './textos';

/**
 * The child's diary in Lumi's answers and in the end-of-day summary: what the educators recorded, said in
 * the person's language. Nothing is inferred: a kind with no entry is said to have none yet.
 */

type Por<T> = Record<IdiomaLumi, T>;
type Registro = DiarioInfo['registros'][number];

/** What a diary question is about; null: the whole day. */
export type AssuntoDiario = 'sono' | 'refeicao' | 'medicacao' | 'incidente' | 'higiene';

const ASSUNTOS: [AssuntoDiario, RegExp[]][] = [
  [
    'incidente',
    frases(
      '(teve|houve|aconteceu) (algum|alguma) (machucad|acidente|ocorrencia|incidente|queda|batida|mordida|arranhao)',
      'se machucou (hoje|na escola|na creche)',
      '(machucou|caiu|se feriu) hoje',
      'ocorrencia',
      'incidente',
      'any (accident|incident|injur)',
      '(get|got|was|been) (hurt|injured) (today|at school|at daycare)',
      '(was|is|did) (he|she|\\w+) (get )?(hurt|injured)',
      '(tuvo|hubo) (algun|alguna|un) (accidente|incidente|golpe|lesion)',
      'se (lastimo|hizo dano) hoy',
      "s'est (il |elle )?blesse",
      '(eu|un) (accident|incident)',
    ),
  ],
  [
    'medicacao',
    frases(
      'tomou (o |a |os |as |seu |sua )?(remedio|medicament|medicac|vitamina|dose|gotas|xarope)',
      '(deram|deu|deram a|deu a) (o |a )?(remedio|medicament|medicac|vitamina|dose)',
      'medicaram',
      '(take|took|taken|get|got|have|had) (his|her|the) (medicine|medication|meds|vitamin|dose)',
      '(gave|given) (him|her) (his|her|the) (medicine|medication|meds|vitamin|dose)',
      'se tomo',
      'tomo (el|la|su) (remedio|medicina|medicamento|vitamina)',
      'le (dieron|dio) (el|la|su) (remedio|medicina|medicamento|vitamina)',
      'pris (son|sa|ses) (medicament|traitement|vitamine|remede)',
      'donne (son|sa|ses) (medicament|traitement|vitamine)',
    ),
  ],
  [
    'sono',
    frases(
      'dormiu',
      'cochilou',
      '(tirou|fez) (a |uma )?soneca',
      'slept',
      'sleep well',
      'napped',
      '(did|has) (he|she|\\w+) (nap|sleep)',
      '(take|took|have|had) a nap',
      'durmio',
      '(hizo|tomo) (la )?siesta',
      'a dormi',
      'fait (une|la) sieste',
    ),
  ],
  [
    'higiene',
    frases('fez (coco|xixi)', 'trocaram a fralda', 'trocas? de fralda', 'diaper', 'panal', 'couche', 'poop'),
  ],
  [
    'refeicao',
    frases(
      'comeu (tudo|bem|direito|pouco|nada)',
      'quanto (ele |ela |\\w+ )?comeu',
      'deixou (no|o) prato',
      'deixou (comida|tudo|metade)',
      'raspou o prato',
      'repetiu',
      'almocou',
      'jantou',
      'lanchou',
      'tomou (o )?cafe',
      'mamou',
      'mamadeira',
      'did (he|she|\\w+) eat',
      'eat (everything|well|all)',
      'eat (all|much|any) of',
      'dejo (comida|el plato)',
      '(ate|eaten) (all|everything|well|his|her)',
      'finish(ed)? (his|her) (lunch|plate|food|meal|breakfast)',
      'how much (he|she|\\w+) ate',
      'how much did (he|she|\\w+) eat',
      'comio',
      'almorzo',
      'a (bien |tout )?mange',
      'fini son (assiette|repas)',
    ),
  ],
];

/** Which part of the diary a question asks about (null when it asks about none of them). */
export function assuntoDiario(question: string): AssuntoDiario | null {
  const n = normalizar(question);
  return ASSUNTOS.find(([, padroes]) => padroes.some((x) => x.test(n)))?.[0] ?? null;
}

/** An incident question a guardian asks about a day at school: answered from the diary, not handed off as health advice. */
export function perguntaOcorrencia(question: string): boolean {
  return assuntoDiario(question) === 'incidente';
}

const TIPOS: Record<AssuntoDiario, DetalhesRegistro['tipo'][]> = {
  sono: ['sono'],
  refeicao: ['refeicao', 'mamadeira'],
  medicacao: ['medicacao'],
  incidente: ['incidente'],
  higiene: ['higiene'],
};

const QUANTIDADE: Por<Record<QuantidadeRefeicao, string>> = {
  'pt-BR': {
    tudo: 'comeu tudo',
    quase_tudo: 'comeu quase tudo',
    metade: 'comeu metade',
    pouco: 'comeu pouco',
    nada: 'não comeu',
    nao_ofereceu: 'não foi oferecido',
  },
  en: {
    tudo: 'ate everything',
    quase_tudo: 'ate almost everything',
    metade: 'ate half',
    pouco: 'ate a little',
    nada: 'ate nothing',
    nao_ofereceu: 'not offered',
  },
  es: {
    tudo: 'comió todo',
    quase_tudo: 'comió casi todo',
    metade: 'comió la mitad',
    pouco: 'comió poco',
    nada: 'no comió',
    nao_ofereceu: 'no se ofreció',
  },
  fr: {
    tudo: 'a tout mangé',
    quase_tudo: 'a presque tout mangé',
    metade: 'a mangé la moitié',
    pouco: 'a peu mangé',
    nada: "n'a rien mangé",
    nao_ofereceu: 'pas proposé',
  },
};
const INCIDENTE: Por<Record<string, string>> = {
  'pt-BR': {
    queda: 'Queda',
    mordida: 'Mordida',
    arranhao: 'Arranhão',
    batida: 'Batida',
    reacao_alergica: 'Reação alérgica',
    outro: 'Ocorrência',
  },
  en: {
    queda: 'Fall',
    mordida: 'Bite',
    arranhao: 'Scratch',
    batida: 'Bump',
    reacao_alergica: 'Allergic reaction',
    outro: 'Incident',
  },
  es: {
    queda: 'Caída',
    mordida: 'Mordida',
    arranhao: 'Arañazo',
    batida: 'Golpe',
    reacao_alergica: 'Reacción alérgica',
    outro: 'Incidente',
  },
  fr: {
    queda: 'Chute',
    mordida: 'Morsure',
    arranhao: 'Griffure',
    batida: 'Coup',
    reacao_alergica: 'Réaction allergique',
    outro: 'Incident',
  },
};
const HIGIENE: Por<Record<string, string>> = {
  'pt-BR': { fralda: 'Troca de fralda', banheiro: 'Banheiro', xixi: 'xixi', coco: 'cocô', seco: 'seca' },
  en: { fralda: 'Nappy change', banheiro: 'Toilet', xixi: 'wee', coco: 'poo', seco: 'dry' },
  es: { fralda: 'Cambio de pañal', banheiro: 'Baño', xixi: 'pipí', coco: 'caca', seco: 'seco' },
  fr: { fralda: 'Change', banheiro: 'Toilettes', xixi: 'pipi', coco: 'caca', seco: 'sec' },
};
const HUMOR: Por<Record<string, string>> = {
  'pt-BR': {
    feliz: 'feliz',
    tranquilo: 'tranquilo(a)',
    cansado: 'cansado(a)',
    sensivel: 'sensível',
    agitado: 'agitado(a)',
  },
  en: { feliz: 'happy', tranquilo: 'calm', cansado: 'tired', sensivel: 'sensitive', agitado: 'restless' },
  es: {
    feliz: 'feliz',
    tranquilo: 'tranquilo(a)',
    cansado: 'cansado(a)',
    sensivel: 'sensible',
    agitado: 'inquieto(a)',
  },
  fr: {
    feliz: 'joyeux(se)',
    tranquilo: 'calme',
    cansado: 'fatigué(e)',
    sensivel: 'sensible',
    agitado: 'agité(e)',
  },
};
const TRAZER: Por<Record<string, string>> = {
  'pt-BR': {
    fraldas: 'fraldas',
    lencos: 'lenços',
    roupa_extra: 'roupa extra',
    pomada: 'pomada',
    outro: 'outro item',
  },
  en: {
    fraldas: 'nappies',
    lencos: 'wipes',
    roupa_extra: 'spare clothes',
    pomada: 'cream',
    outro: 'another item',
  },
  es: {
    fraldas: 'pañales',
    lencos: 'toallitas',
    roupa_extra: 'ropa extra',
    pomada: 'pomada',
    outro: 'otro artículo',
  },
  fr: {
    fraldas: 'couches',
    lencos: 'lingettes',
    roupa_extra: 'vêtements de rechange',
    pomada: 'crème',
    outro: 'autre chose',
  },
};
const T = {
  recusou: { 'pt-BR': 'recusou', en: 'refused', es: 'rechazó', fr: 'a refusé' },
  naoDormiu: { 'pt-BR': 'Não dormiu', en: 'Did not sleep', es: 'No durmió', fr: "N'a pas dormi" },
  dormiu: { 'pt-BR': 'Dormiu', en: 'Slept', es: 'Durmió', fr: 'A dormi' },
  dormindo: { 'pt-BR': 'Dormindo desde', en: 'Asleep since', es: 'Durmiendo desde', fr: 'Endormi(e) depuis' },
  das: { 'pt-BR': ['das', 'às'], en: ['from', 'to'], es: ['de', 'a'], fr: ['de', 'à'] },
  dadaPor: { 'pt-BR': 'dado por', en: 'given by', es: 'dado por', fr: 'donné par' },
  as: { 'pt-BR': 'às', en: 'at', es: 'a las', fr: 'à' },
  mamadeira: { 'pt-BR': 'Mamadeira', en: 'Bottle', es: 'Biberón', fr: 'Biberon' },
  temperatura: { 'pt-BR': 'Temperatura', en: 'Temperature', es: 'Temperatura', fr: 'Température' },
  humor: { 'pt-BR': 'Humor', en: 'Mood', es: 'Ánimo', fr: 'Humeur' },
  nota: { 'pt-BR': 'Recado', en: 'Note', es: 'Nota', fr: 'Note' },
  trazer: { 'pt-BR': 'Trazer', en: 'To bring', es: 'Traer', fr: 'À apporter' },
  local: { 'pt-BR': 'Local', en: 'Where', es: 'Lugar', fr: 'Lieu' },
  socorros: { 'pt-BR': 'Primeiros socorros', en: 'First aid', es: 'Primeros auxilios', fr: 'Premiers soins' },
  grave: { 'pt-BR': 'grave', en: 'serious', es: 'grave', fr: 'grave' },
  corrigido: { 'pt-BR': 'corrigido', en: 'corrected', es: 'corregido', fr: 'corrigé' },
} satisfies Record<string, Por<unknown>>;

/** Minutes between two HH:MM times, as "1h30" / "40 min". */
export function duracao(inicio: string, fim: string): string {
  const m = (h: string) => Number(h.slice(0, 2)) * 60 + Number(h.slice(3, 5));
  const total = Math.max(0, m(fim) - m(inicio));
  const h = Math.floor(total / 60);
  const min = total % 60;
  if (h === 0) return `${min} min`;
  return `${h}h${min ? String(min).padStart(2, '0') : ''}`;
}

/** One entry as a line of an answer. */
export function linhaRegistro(r: Registro, idioma: IdiomaLumi): Html {
  const d = r.detalhes;
  const marca = r.corrigido ? html` (${T.corrigido[idioma]})` : '';
  const nota = 'nota' in d && d.nota ? html` — ${d.nota}` : '';
  switch (d.tipo) {
    case 'refeicao': {
      const recusou = d.recusou ? html`; ${T.recusou[idioma]}: ${d.recusou}` : '';
      return html`${REFEICOES[idioma][d.refeicao]} (${horaDe(r.hora, idioma)}): ${QUANTIDADE[idioma][d.quantidade]}${recusou}${nota}${marca}`;
    }
    case 'mamadeira':
      return html`${T.mamadeira[idioma]} (${horaDe(r.hora, idioma)}): ${d.ml} ml${nota}${marca}`;
    case 'sono': {
      if (d.naoDormiu) return html`${T.naoDormiu[idioma]} (${horaDe(r.hora, idioma)})${nota}${marca}`;
      if (!r.fim) return html`${T.dormindo[idioma]} ${horaDe(r.hora, idioma)}${nota}${marca}`;
      const [de, a] = T.das[idioma] as [string, string];
      return html`${T.dormiu[idioma]} ${de} ${horaDe(r.hora, idioma)} ${a} ${horaDe(r.fim, idioma)} (${duracao(r.hora, r.fim)})${nota}${marca}`;
    }
    case 'higiene':
      return html`${HIGIENE[idioma][d.higiene]!} (${horaDe(r.hora, idioma)}): ${lista(
        d.resultados.map((x) => HIGIENE[idioma][x]!),
        idioma,
      )}${nota}${marca}`;
    case 'temperatura':
      return html`${T.temperatura[idioma]} (${horaDe(r.hora, idioma)}): ${String(d.graus).replace('.', idioma === 'en' ? '.' : ',')} °C${nota}${marca}`;
    case 'medicacao':
      return html`${d.medicamento} — ${new Intl.NumberFormat(idioma).format(d.dose)} ${d.unidade} ${T.as[idioma]} ${horaDe(r.hora, idioma)}, ${T.dadaPor[idioma]} ${r.autor}${nota}${marca}`;
    case 'incidente': {
      const grave = d.grave ? html` (${T.grave[idioma]})` : '';
      return html`${INCIDENTE[idioma][d.incidente]!}${grave} ${T.as[idioma]} ${horaDe(r.hora, idioma)}: ${d.descricao}. ${T.local[idioma]}: ${d.local}. ${T.socorros[idioma]}: ${d.primeirosSocorros}.${marca}`;
    }
    case 'humor':
      return html`${T.humor[idioma]} (${horaDe(r.hora, idioma)}): ${HUMOR[idioma][d.humor]!}${nota}${marca}`;
    case 'nota':
      return html`${T.nota[idioma]} (${horaDe(r.hora, idioma)}): ${d.texto}${marca}`;
    case 'trazer':
      return html`${T.trazer[idioma]}: ${lista(
        d.itens.map((x) => TRAZER[idioma][x]!),
        idioma,
      )}${nota}${marca}`;
  }
}

/** The entries a question asks about: the kind, and for a meal named ("no almoço") that meal only. */
export function registrosDoAssunto(
  registros: readonly Registro[],
  assunto: AssuntoDiario | null,
  question: string,
): Registro[] {
  if (!assunto) return [...registros];
  const tipos = TIPOS[assunto];
  const refeicao: Refeicao | null = assunto === 'refeicao' ? refeicaoPedida(question) : null;
  return registros.filter(
    (r) =>
      tipos.includes(r.detalhes.tipo) &&
      (!refeicao || (r.detalhes.tipo === 'refeicao' && r.detalhes.refeicao === refeicao)),
  );
}

const NADA: Por<(nome: string, dia: Texto, assunto: AssuntoDiario | null, refeicao: string | null) => Html> =
  {
    'pt-BR': (nome, dia, a, ref) =>
      html`O diário de ${nome} ainda não tem ${a ? { sono: 'registro de sono', refeicao: ref ? html`registro do ${ref.toLowerCase()}` : 'registro de refeição', medicacao: 'registro de remédio dado', incidente: 'nenhuma ocorrência', higiene: 'registro de troca ou banheiro' }[a] : 'nenhum registro'} de ${dia}. Não posso dizer o que não foi registrado: se precisar saber agora, fale com a escola.`,
    en: (nome, dia, a, ref) =>
      html`${nome}'s diary has no ${a ? { sono: 'nap entry', refeicao: ref ? html`${ref.toLowerCase()} entry` : 'meal entry', medicacao: 'medicine given', incidente: 'incident', higiene: 'nappy or toilet entry' }[a] : 'entries'} for ${dia} yet. I cannot tell what was not recorded: if you need to know now, please contact the school.`,
    es: (nome, dia, a, ref) =>
      html`El diario de ${nome} todavía no tiene ${a ? { sono: 'registro de siesta', refeicao: ref ? html`registro del ${ref.toLowerCase()}` : 'registro de comida', medicacao: 'registro de medicamento dado', incidente: 'ningún incidente', higiene: 'registro de pañal o baño' }[a] : 'ningún registro'} de ${dia}. No puedo decir lo que no se registró: si necesita saberlo ahora, hable con la escuela.`,
    fr: (nome, dia, a, ref) =>
      html`Le journal de ${nome} n'a pas encore ${a ? { sono: 'de sieste notée', refeicao: ref ? html`de ${ref.toLowerCase()} noté` : 'de repas noté', medicacao: 'de médicament donné', incidente: "d'incident", higiene: 'de change noté' }[a] : "d'entrée"} pour ${dia}. Je ne peux pas dire ce qui n'a pas été noté : si vous devez le savoir maintenant, contactez l'école.`,
  };

const TITULO: Por<(nome: string, dia: Texto) => Html> = {
  'pt-BR': (nome, dia) => html`No diário de ${nome}, ${dia}:`,
  en: (nome, dia) => html`In ${nome}'s diary, ${dia}:`,
  es: (nome, dia) => html`En el diario de ${nome}, ${dia}:`,
  fr: (nome, dia) => html`Dans le journal de ${nome}, ${dia} :`,
};

/**
 * The answer to a diary question: the entries of the kind asked, or the honest "nothing recorded yet"
 * (`vazio`: the caller hands off to the school as having no data).
 */
export function respostaDiario(
  info: DiarioInfo,
  assunto: AssuntoDiario | null,
  question: string,
  idioma: IdiomaLumi,
  nome: string,
  dia: Texto,
): { html: Html; vazio: boolean } {
  const registros = registrosDoAssunto(info.registros, assunto, question);
  if (registros.length === 0) {
    const ref = assunto === 'refeicao' ? refeicaoPedida(question) : null;
    return { html: p(NADA[idioma](nome, dia, assunto, ref ? REFEICOES[idioma][ref] : null)), vazio: true };
  }
  return {
    html: juntar([p(TITULO[idioma](nome, dia)), p(...registros.map((r) => linhaRegistro(r, idioma)))]),
    vazio: false,
  };
}

const CURTO = {
  hoje: { 'pt-BR': 'Hoje', en: 'Today', es: 'Hoy', fr: "Aujourd'hui" },
  semOcorrencias: {
    'pt-BR': 'sem ocorrências',
    en: 'no incidents',
    es: 'sin incidentes',
    fr: "pas d'incident",
  },
  ocorrencias: {
    'pt-BR': (n: number) => `${n} ${n === 1 ? 'ocorrência' : 'ocorrências'}`,
    en: (n: number) => `${n} ${n === 1 ? 'incident' : 'incidents'}`,
    es: (n: number) => `${n} ${n === 1 ? 'incidente' : 'incidentes'}`,
    fr: (n: number) => `${n} incident${n === 1 ? '' : 's'}`,
  },
  trocas: {
    'pt-BR': (n: number) => `${n} ${n === 1 ? 'troca' : 'trocas'}`,
    en: (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`,
    es: (n: number) => `${n} ${n === 1 ? 'cambio' : 'cambios'}`,
    fr: (n: number) => `${n} change${n === 1 ? '' : 's'}`,
  },
  dormiu: { 'pt-BR': 'dormiu', en: 'slept', es: 'durmió', fr: 'a dormi' },
  naoDormiu: { 'pt-BR': 'não dormiu', en: 'did not sleep', es: 'no durmió', fr: "n'a pas dormi" },
  remedio: { 'pt-BR': 'remédio', en: 'medicine', es: 'medicamento', fr: 'médicament' },
} satisfies Record<string, Por<unknown>>;

const REFEICAO_CURTA: Por<Record<Refeicao, string>> = {
  'pt-BR': { cafe_manha: 'café da manhã', almoco: 'almoço', cafe_tarde: 'café da tarde', janta: 'janta' },
  en: { cafe_manha: 'breakfast', almoco: 'lunch', cafe_tarde: 'snack', janta: 'dinner' },
  es: { cafe_manha: 'desayuno', almoco: 'almuerzo', cafe_tarde: 'merienda', janta: 'cena' },
  fr: { cafe_manha: 'petit-déjeuner', almoco: 'déjeuner', cafe_tarde: 'goûter', janta: 'dîner' },
};

/**
 * The day in one line, as the end-of-day summary and the day's overview say it:
 * "Hoje: almoço: comeu tudo, dormiu 1h30 (12:10–13:40), 3 trocas, sem ocorrências". Plain text.
 */
export function resumoCurto(registros: readonly Registro[], idioma: IdiomaLumi): string {
  const partes: string[] = [];
  for (const r of registros) {
    const d = r.detalhes;
    if (d.tipo === 'refeicao')
      partes.push(`${REFEICAO_CURTA[idioma][d.refeicao]}: ${QUANTIDADE[idioma][d.quantidade]}`);
  }
  for (const r of registros) {
    const d = r.detalhes;
    if (d.tipo !== 'sono') continue;
    if (d.naoDormiu) partes.push(CURTO.naoDormiu[idioma]);
    else if (r.fim)
      partes.push(
        `${CURTO.dormiu[idioma]} ${duracao(r.hora, r.fim)} (${horaDe(r.hora, idioma)}–${horaDe(r.fim, idioma)})`,
      );
  }
  const trocas = registros.filter((r) => r.detalhes.tipo === 'higiene').length;
  if (trocas) partes.push(CURTO.trocas[idioma](trocas));
  for (const r of registros) {
    const d = r.detalhes;
    if (d.tipo === 'medicacao')
      partes.push(`${CURTO.remedio[idioma]}: ${d.medicamento} ${T.as[idioma]} ${horaDe(r.hora, idioma)}`);
  }
  const incidentes = registros.filter((r) => r.detalhes.tipo === 'incidente').length;
  partes.push(incidentes ? CURTO.ocorrencias[idioma](incidentes) : CURTO.semOcorrencias[idioma]);
  return `${CURTO.hoje[idioma]}: ${partes.join(', ')}`;
}
