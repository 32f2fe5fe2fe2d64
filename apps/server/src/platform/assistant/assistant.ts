import type {
  Alergeno,
  DetalhesRegistro,
  EncaminhamentoLumi,
  FonteLumi,
  IdiomaLumi,
  Importancia,
  MotivoEncaminhamento,
  PontoDesenvolvido,
  Refeicao,
  TipoAtividade,
} from '@lunna/contract';

/**
 * The assistant's one interface. A provider gets the question, the conversation so far and a set of
 * tools already scoped to the asking person (and, for a guardian, to the child picked): it can read
 * nothing else. It answers HTML (sanitised afterwards by the caller, whatever the provider produced).
 */
export interface AssistantProvider {
  readonly nome: 'interno' | 'openai';
  answer(input: AssistantInput): Promise<AssistantAnswer>;
}

export type AssistantInput = {
  question: string;
  /** Oldest first; the previous turns of this conversation (for "e amanhã?"). */
  history: AssistantTurn[];
  /** The person's interface language: used when the question's own language is unclear. */
  idiomaPreferido: IdiomaLumi;
  tools: LumiTools;
};

export type AssistantTurn = {
  autor: 'usuario' | 'lumi';
  texto: string;
  intencao: string | null;
  data: string | null;
};

export type AssistantAnswer = {
  html: string;
  fontes: FonteLumi[];
  encaminhamento: Omit<EncaminhamentoLumi, 'idAlerta'> | null;
  idioma: IdiomaLumi;
  /** What the answer was about (kept so a follow-up such as "e amanhã?" can reuse it). */
  intencao: string | null;
  /** The school date the answer was about, if any. */
  data: string | null;
  /** Who actually answered: a model that failed leaves the answer to the built-in answerer. */
  respondidoPor?: AssistantProvider['nome'];
};

/** Who is asking: a guardian about one child, or a member of staff about their classes. */
export type PerfilLumi = 'responsavel' | 'equipe';

/** The school's clock: today's date and the time now, in the school's time zone. */
export type Agora = { hoje: string; hora: string; fusoHorario: string };

export type EscolaInfo = {
  nome: string;
  telefone: string | null;
  email: string | null;
  endereco: string | null;
  /** The school's directors (names). */
  direcao: string[];
};

export type CriancaInfo = {
  nomeDisc: string;
  turmas: { nomeTurma: string; periodo: string; educadoras: string[] }[];
};

export type RefeicaoInfo = {
  refeicao: Refeicao;
  horario: string;
  prato: string;
  alergenos: Alergeno[];
  alertas: Alergeno[];
};
export type CardapioInfo = { data: string; alergiasCrianca: Alergeno[]; refeicoes: RefeicaoInfo[] };

export type RotinaInfo = {
  data: string;
  cartoes: {
    nomeTurma: string;
    horaInicio: string;
    horaFim: string;
    atividade: string;
    descriatv: string | null;
  }[];
};

export type AtividadesInfo = {
  data: string;
  itens: {
    tipo: TipoAtividade;
    tituloAtv: string;
    descricaoAtv: string;
    pontos: PontoDesenvolvido[];
    nomeTurma: string;
    pedagogo: string;
  }[];
};

export type MemoriasInfo = { data: string; quantidade: number; descricoes: string[] };

export type AvisoInfo = {
  tituloAviso: string;
  conteudoAviso: string;
  importancia: Importancia;
  autor: string;
  criadoEm: string;
  lido: boolean;
};
export type AvisosInfo = { naoLidos: AvisoInfo[]; importantesPendentes: AvisoInfo[]; recentes: AvisoInfo[] };

export type EnquetesInfo = {
  abertas: { pergunta: string; fim: string; nomeTurma: string; votou: boolean; opcoes: string[] }[];
};

export type PresencaInfo = {
  data: string;
  status: 'em_casa' | 'na_escola' | 'saiu' | 'falta';
  entrada: { hora: string; pessoa: string; educador: string | null } | null;
  saida: { hora: string; pessoa: string; educador: string | null } | null;
  falta: { motivo: string | null } | null;
};

export type BuscaInfo = {
  data: string;
  /** The usual pickup time that day (or the one a guardian set for that date). */
  horario: string | null;
  ajustado: boolean;
  /** Who may take the child that day: the guardians, and the authorised people valid on that date (the custody rule applied). */
  pessoas: { nome: string; parentesco: string; tipo: 'responsavel' | 'autorizado'; temporario: boolean }[];
  /**
   * A custody restriction touches this child's pickups: no list is given (`pessoas` is empty) and the
   * answer sends the guardian to the school, without saying why.
   */
  falarComEscola: boolean;
};

export type SaudeInfo = {
  remedios: string | null;
  qtdHoraMed: number | null;
  qtdMed: number | null;
  cuidados: string | null;
  comidasAlergicas: string | null;
  descTratamento: string | null;
  planSaud: string | null;
  numCartSus: string | null;
  nomeHospital: string | null;
};

/** Staff: today's attendance of each class they teach. */
export type PresencaTurmasInfo = {
  data: string;
  turmas: { nomeTurma: string; presentes: number; ausentes: number; total: number }[];
};

/**
 * The child's diary of a day (what the educators recorded): the latest version of each entry, oldest
 * first, times in the school's time zone. `fim` is a nap's end; `autor` who recorded it (for a dose: who gave it).
 */
export type DiarioInfo = {
  data: string;
  registros: {
    hora: string;
    fim: string | null;
    detalhes: DetalhesRegistro;
    autor: string;
    corrigido: boolean;
  }[];
};

/**
 * The data Lumi may read, scoped to the asker by construction: every method goes through the same
 * service (and access check) as the screen that shows it. Guardian methods read the picked child.
 */
export interface LumiTools {
  readonly perfil: PerfilLumi;
  agora(): Promise<Agora>;
  escola(): Promise<EscolaInfo>;
  /** The picked child (guardians); null for staff. */
  crianca(): Promise<CriancaInfo | null>;
  cardapio(data: string): Promise<CardapioInfo>;
  rotina(data: string): Promise<RotinaInfo>;
  atividades(data: string): Promise<AtividadesInfo>;
  memorias(data: string): Promise<MemoriasInfo>;
  avisos(): Promise<AvisosInfo>;
  enquetes(): Promise<EnquetesInfo>;
  presenca(): Promise<PresencaInfo>;
  busca(data: string): Promise<BuscaInfo>;
  saude(): Promise<SaudeInfo>;
  /** The picked child's diary of a day (guardians). */
  diario(data: string): Promise<DiarioInfo>;
  presencaTurmas(): Promise<PresencaTurmasInfo>;
  /**
   * Whether the text names a child of the school other than the asker's own (guardians): such a question
   * is not answered with this child's data. Only the yes/no leaves the server, never a name.
   */
  citaOutraCrianca(texto: string): Promise<boolean>;
}

export type { MotivoEncaminhamento };
