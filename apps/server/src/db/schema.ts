import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  jsonb,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  categoriasAlerta,
  coresCartao,
  finalidadesConsentimento,
  horariosRotina,
  ilustracoesCardapio,
  ilustracoesRotina,
  importancias,
  periodos,
  refeicoes,
  TEMA_PADRAO,
  temas,
  tiposAlerta,
  tiposAtividade,
  tiposNotificacao,
  tiposPresenca,
  tiposConversa,
  tiposSolicitacao,
  idiomasLumi,
  tiposRegistroDiario,
  unidadesDose,
  type DetalhesRegistro,
  type Alergeno,
  type EncaminhamentoLumi,
  type FonteLumi,
  type PontoDesenvolvido,
  type RazoesEscola,
} from '@lunna/contract';

/**
 * The data model, in the spec's vocabulary (camelCase here, snake_case columns through Drizzle's casing).
 * Every row belongs to an `escola` directly or through its parent: nothing crosses schools.
 */

const id = () => uuid().primaryKey().defaultRandom();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const escola = pgTable('escola', {
  id: id(),
  nome: text().notNull(),
  /** Code a guardian types at registration to join this school. */
  codigo: text().notNull().unique(),
  fusoHorario: text().notNull().default('America/Sao_Paulo'),
  /** Local time ('HH:MM') after which a child expected today, neither checked in nor reported absent, raises the unexpected-absence alert. */
  horarioAusencia: text().notNull().default('09:30'),
  /** The same limit for afternoon ('Tarde') classes, whose children arrive after the morning one has passed. */
  horarioAusenciaTarde: text().notNull().default('14:30'),
  /** The school's details the director keeps (CNPJ is set for schools that subscribed online). */
  cnpj: text().unique(),
  telefone: text(),
  email: text(),
  endereco: text(),
  /** When on, a guardian's links to children made at self-registration wait for the director's approval. */
  aprovarVinculos: boolean().notNull().default(false),
  /** Local time ('HH:MM') the day's diary summary goes to guardians whose child was not picked up yet (pickup sends it earlier). */
  horarioResumoDiario: text().notNull().default('17:30'),
  /** Staff-to-child ratios per age group the director set; null keeps the national guidance (RAZOES_PADRAO). */
  razoes: jsonb().$type<RazoesEscola>(),
  createdAt: createdAt(),
});

export const usuario = pgTable('usuario', {
  id: id(),
  escolaId: uuid()
    .notNull()
    .references(() => escola.id),
  /** Stored lower-cased; the sign-in identifier. */
  email: text().notNull().unique(),
  senhaHash: text().notNull(),
  papel: text({ enum: ['responsavel', 'pedagogo', 'gestor'] }).notNull(),
  nome: text().notNull(),
  idioma: text().notNull().default('pt-BR'),
  /** False between the first and the last call of the registration wizard, so a failure can be undone. */
  cadastroConcluido: boolean().notNull().default(true),
  /** Set when the owner opens the confirmation link sent at the end of registration. */
  emailConfirmadoEm: timestamp({ withTimezone: true }),
  /** Notification preferences: e-mail on or off per priority (the notification centre always gets them). */
  emailNormal: boolean().notNull().default(false),
  emailAtencao: boolean().notNull().default(true),
  emailImportante: boolean().notNull().default(true),
  /** In-app banners (pop-ups) when a notification arrives; the bell always counts them. */
  notifBanners: boolean().notNull().default(true),
  /** Device notifications (Web Push) for *Normal* ones too; *Importante* and *Atenção* always go to the devices turned on. */
  pushNormal: boolean().notNull().default(false),
  /** A unique public handle ("user ID"), chosen in Configurações; lower-cased. */
  idUsuario: text().unique(),
  /** E-mail the owner when someone signs in from a device or browser not seen before. */
  alertaLoginSuspeito: boolean().notNull().default(true),
  /** Accessibility sliders of Configurações (0–100): the spec's defaults are 36 and 60. */
  tamanhoFonte: integer().notNull().default(36),
  contraste: integer().notNull().default(60),
  /** Set when the director deactivates a staff account: sign-in refused, sessions ended; the row stays for the history. */
  desativadoEm: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

export const responsavel = pgTable('responsavel', {
  id: id(),
  usuarioId: uuid()
    .notNull()
    .unique()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  escolaId: uuid()
    .notNull()
    .references(() => escola.id),
  nomeResp: text().notNull(),
  cpfResp: text().notNull().unique(),
  rgResp: text().notNull(),
  emailRecResp: text().notNull(),
  numeroTel: text().notNull(),
  numeroCel: text().notNull(),
  rua: text().notNull(),
  bairro: text().notNull(),
  cep: text().notNull(),
  uf: text().notNull(),
  ftPerfilResp: text(),
  ftRgResp: text(),
  createdAt: createdAt(),
});

/** Educators and directors: a profile of a usuario with papel pedagogo or gestor. */
export const equipe = pgTable('equipe', {
  id: id(),
  usuarioId: uuid()
    .notNull()
    .unique()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  escolaId: uuid()
    .notNull()
    .references(() => escola.id),
  nome: text().notNull(),
  ftPerfil: text(),
  createdAt: createdAt(),
});

export const discente = pgTable('discente', {
  id: id(),
  escolaId: uuid()
    .notNull()
    .references(() => escola.id),
  nomeDisc: text().notNull(),
  cpfDisc: text().notNull().unique(),
  rgDisc: text().notNull(),
  dataNasDisc: date({ mode: 'string' }).notNull(),
  /** Centimetres. */
  alturaDisc: doublePrecision().notNull(),
  /** Kilograms. */
  pesoDisc: doublePrecision().notNull(),
  imgDisc: text(),
  /** Banner cover (WebP, cropped to the banner's 4:1 ratio). */
  capaDisc: text(),
  deficiencia: text(),
  /**
   * 'pendente' for a child a guardian added after registration, until the director approves it: the
   * family sees and edits it, the school does not count it nor put it in a class yet.
   */
  situacao: text({ enum: ['ativo', 'pendente'] })
    .notNull()
    .default('ativo'),
  createdAt: createdAt(),
});

/** Many-to-many: a child can have several guardians (separated parents), the spec's `idResp` list. */
export const responsavelDiscente = pgTable(
  'responsavel_discente',
  {
    responsavelId: uuid()
      .notNull()
      .references(() => responsavel.id, { onDelete: 'cascade' }),
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
    parentesco: text(),
    /** 'pendente' while the director has not approved a self-registered family (schools with aprovarVinculos). */
    status: text({ enum: ['ativo', 'pendente', 'suspenso'] })
      .notNull()
      .default('ativo'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.responsavelId, t.discenteId] }), index().on(t.discenteId)],
);

export const fichaMed = pgTable('ficha_med', {
  id: id(),
  discenteId: uuid()
    .notNull()
    .unique()
    .references(() => discente.id, { onDelete: 'cascade' }),
  numCartSus: text().notNull(),
  planSaud: text(),
  cuidados: text(),
  remedios: text(),
  comidasAlergicas: text(),
  descTratamento: text(),
  /** Hours between doses. */
  qtdHoraMed: doublePrecision(),
  qtdMed: doublePrecision(),
  nomeHospital: text(),
  cepHospital: text(),
  ruaHospital: text(),
  ufHospital: text(),
  /** Incremented on every change, so an edit can be traced to its version. */
  versao: integer().notNull().default(1),
  alteradoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const contatoEmergencia = pgTable(
  'contato_emergencia',
  {
    id: id(),
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
    nome: text().notNull(),
    parentesco: text().notNull(),
    numeroTelefone: text().notNull(),
    numeroCelular: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.discenteId)],
);

export const sessao = pgTable(
  'sessao',
  {
    id: id(),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a stolen database does not yield usable sessions. */
    tokenHash: text().notNull().unique(),
    userAgent: text(),
    /** Address the session was opened from (as the proxy reports it), shown in the sessions list. */
    ip: text(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The absolute end (staff: 12 h after sign-in; guardians: 30 days). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Staff only: the session ends this long after its last use (null: no idle limit). */
    idleTimeoutSeconds: integer(),
    /** When the password was last typed in this session (sign-in or re-authentication): guards sensitive actions. */
    reauthenticatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.usuarioId)],
);

export const codigoVerificacao = pgTable(
  'codigo_verificacao',
  {
    id: id(),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    finalidade: text({
      enum: ['redefinir_senha', 'confirmar_email', 'alterar_email', 'ativar_sms', 'login_sms'],
    }).notNull(),
    codigoHash: text().notNull(),
    /** Where the code went when it is not the account's address: the new e-mail, the phone for SMS. */
    destino: text(),
    tentativas: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usadoEm: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.usuarioId, t.finalidade)],
);

/** Uploaded photos and documents; who may read one is decided from these columns. */
export const arquivo = pgTable('arquivo', {
  filename: text().primaryKey(),
  escolaId: uuid()
    .notNull()
    .references(() => escola.id),
  donoUsuarioId: uuid().references(() => usuario.id, { onDelete: 'cascade' }),
  discenteId: uuid().references(() => discente.id, { onDelete: 'cascade' }),
  tipo: text({
    enum: [
      'perfil_resp',
      'rg_resp',
      'foto_disc',
      'capa_disc',
      'doc_disc',
      'cartao_sus',
      'perfil_equipe',
      'foto_autorizado',
    ],
  }).notNull(),
  contentType: text().notNull(),
  createdAt: createdAt(),
});

/** Who read or changed which child's sensitive data. Ids only: no personal data in the log itself. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    escolaId: uuid().notNull(),
    usuarioId: uuid(),
    discenteId: uuid(),
    acao: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.discenteId, t.createdAt), index().on(t.escolaId, t.createdAt)],
);

/** A class: the unit educators teach and notices, routines and attendance are addressed to. */
export const turma = pgTable(
  'turma',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    nomeTurma: text().notNull(),
    periodo: text({ enum: periodos }).notNull(),
    tema: text({ enum: temas }).notNull().default(TEMA_PADRAO),
    criadoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    /** Archived classes keep their history (notices, receipts) but leave the lists and grant no access. */
    arquivadaEm: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.escolaId)],
);

export const turmaDiscente = pgTable(
  'turma_discente',
  {
    turmaId: uuid()
      .notNull()
      .references(() => turma.id, { onDelete: 'cascade' }),
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.turmaId, t.discenteId] }), index().on(t.discenteId)],
);

/** Who teaches a class: a usuario with papel pedagogo of the same school. */
export const turmaPedagogo = pgTable(
  'turma_pedagogo',
  {
    turmaId: uuid()
      .notNull()
      .references(() => turma.id, { onDelete: 'cascade' }),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.turmaId, t.usuarioId] }), index().on(t.usuarioId)],
);

/** A notice, addressed to one class or (turmaId null) to the whole school. */
export const aviso = pgTable(
  'aviso',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    turmaId: uuid().references(() => turma.id, { onDelete: 'cascade' }),
    autorId: uuid()
      .notNull()
      .references(() => usuario.id),
    tituloAviso: text().notNull(),
    conteudoAviso: text().notNull(),
    importancia: text({ enum: importancias }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.escolaId, t.createdAt), index().on(t.turmaId, t.createdAt)],
);

/**
 * One row per guardian the notice was addressed to when it was sent: the recipient list, the read
 * receipt (for 'Importante', the acknowledgement) and whether the late reminder went out.
 */
export const avisoLeitura = pgTable(
  'aviso_leitura',
  {
    avisoId: uuid()
      .notNull()
      .references(() => aviso.id, { onDelete: 'cascade' }),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    lidoEm: timestamp({ withTimezone: true }),
    lembreteEnviadoEm: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.avisoId, t.usuarioId] }),
    index().on(t.usuarioId),
    // A guardian's unread notices (the dashboard's "to confirm" list) without visiting a year of read ones.
    index('aviso_leitura_nao_lida_index')
      .on(t.usuarioId, t.avisoId)
      .where(sql`${t.lidoEm} is null`),
  ],
);

/** Something addressed to a user happened: listed in the bell's panel, highest priority first. */
export const notificacao = pgTable(
  'notificacao',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    prioridade: text({ enum: importancias }).notNull(),
    tipo: text({ enum: tiposNotificacao }).notNull(),
    titulo: text().notNull(),
    texto: text().notNull(),
    link: text().notNull(),
    /** The item it is about (a notice's id), so reading the item reads its notification too. */
    refId: uuid(),
    lidaEm: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.usuarioId, t.lidaEm), index().on(t.refId)],
);

/** Timed work, claimed with FOR UPDATE SKIP LOCKED so it runs once with any number of instances. */
export const job = pgTable(
  'job',
  {
    id: id(),
    tipo: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    executarEm: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: ['pendente', 'concluido', 'falhou'] })
      .notNull()
      .default('pendente'),
    tentativas: integer().notNull().default(0),
    /** A claimed job is invisible until then; a crashed worker's job is retried after it. */
    travadoAte: timestamp({ withTimezone: true }),
    ultimoErro: text(),
    /** Optional idempotency key: scheduling the same key twice keeps one job (e.g. one pickup reminder per child per day). */
    chave: text().unique(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.status, t.executarEm)],
);

/**
 * Outbox: what must reach people once a change commits (a notification, a chat message), written in the
 * change's own transaction; platform/saida delivers it after commit and deletes it.
 */
export const saidaEvento = pgTable(
  'saida_evento',
  {
    id: id(),
    /** What it is ('notificacao', 'chat'); its handler knows the payload. */
    tipo: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Claimed until then; a claimer that died leaves the row to whoever sweeps after it. */
    travadoAte: timestamp({ withTimezone: true }),
    tentativas: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.travadoAte)],
);

/**
 * A message from the public site's contact form, kept even when e-mailing it to the team fails
 * (`enviadoEm` stays null). The sender's address is never stored, only a keyed hash of it.
 */
export const contato = pgTable(
  'contato',
  {
    id: id(),
    nome: text().notNull(),
    /** Digits only. */
    telefone: text().notNull(),
    email: text().notNull(),
    assunto: text().notNull(),
    mensagem: text().notNull(),
    /** HMAC-SHA256 of the client address with a server secret: groups abuse without keeping the IP. */
    ipHash: text().notNull(),
    userAgent: text(),
    criadoEm: createdAt(),
    enviadoEm: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.email, t.criadoEm)],
);

/**
 * A person a guardian allows to pick the child up: permanent, or for a date range / a single day
 * (`dataInicio`..`dataFim`, inclusive, school dates). Removed entries are kept (`removidoEm`) for the history.
 */
export const autorizadoBusca = pgTable(
  'autorizado_busca',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
    nome: text().notNull(),
    rg: text().notNull(),
    /** Digits only. */
    cpf: text().notNull(),
    parentesco: text().notNull(),
    telefone: text().notNull(),
    foto: text(),
    dataInicio: date({ mode: 'string' }),
    dataFim: date({ mode: 'string' }),
    criadoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    removidoEm: timestamp({ withTimezone: true }),
    removidoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.discenteId)],
);

/** The school's word that a person may not pick the child up (e.g. a court order). Staff only; beats any authorisation. */
export const restricaoCustodia = pgTable(
  'restricao_custodia',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
    nome: text().notNull(),
    /** Digits only; the match key at check-out. */
    cpf: text().notNull(),
    motivo: text().notNull(),
    criadoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revogadaEm: timestamp({ withTimezone: true }),
    revogadaPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.discenteId)],
);

/** Who changed what about a child, with the values before and after (pickup list, record versions). */
export const historicoAlteracao = pgTable(
  'historico_alteracao',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    discenteId: uuid().references(() => discente.id, { onDelete: 'cascade' }),
    usuarioId: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    entidade: text().notNull(),
    entidadeId: uuid(),
    acao: text({ enum: ['criado', 'alterado', 'removido'] }).notNull(),
    antes: jsonb().$type<Record<string, unknown>>(),
    depois: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.discenteId, t.createdAt)],
);

/**
 * Attendance events of a child on a school day (`data`, in the school's time zone): check-in, check-out
 * or absence. The adult is a guardian or an authorised person, kept by id and by name as it was then.
 */
export const presenca = pgTable(
  'presenca',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
    data: date({ mode: 'string' }).notNull(),
    tipo: text({ enum: tiposPresenca }).notNull(),
    ocorridoEm: timestamp({ withTimezone: true }).notNull(),
    responsavelId: uuid().references(() => responsavel.id, { onDelete: 'set null' }),
    autorizadoId: uuid().references(() => autorizadoBusca.id, { onDelete: 'set null' }),
    nomePessoa: text(),
    educadorId: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    /** Absence reason, or the educator's written reason for a check-out without the hand-over code. */
    motivo: text(),
    excecao: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.discenteId, t.data), index().on(t.escolaId, t.data)],
);

/**
 * A staff member's shift: clocked in (`entradaEm`) with a class, clocked out (`saidaEm`) when she leaves.
 * At most one open shift per person, so two taps or two devices never count her twice in a ratio.
 */
export const pontoEquipe = pgTable(
  'ponto_equipe',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    turmaId: uuid().references(() => turma.id, { onDelete: 'set null' }),
    entradaEm: timestamp({ withTimezone: true }).notNull(),
    saidaEm: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.escolaId, t.entradaEm),
    uniqueIndex('ponto_equipe_aberto')
      .on(t.usuarioId)
      .where(sql`${t.saidaEm} is null`),
  ],
);

/**
 * Usual pickup time ('HH:MM'): per weekday (`diaSemana` 1 = Monday … 5 = Friday, set by the school) or
 * for one date (`data`, a guardian's adjustment). The date row wins over the weekday row.
 */
export const horarioBusca = pgTable(
  'horario_busca',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
    diaSemana: integer(),
    data: date({ mode: 'string' }),
    horario: text().notNull(),
    definidoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.discenteId, t.diaSemana), uniqueIndex().on(t.discenteId, t.data)],
);

/**
 * Something about a child today that people must see: an educator's or a guardian's "needs attention",
 * a guardian running late or reporting an absence, the unexpected-absence alert. Open until acknowledged.
 */
export const alerta = pgTable(
  'alerta',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
    data: date({ mode: 'string' }).notNull(),
    tipo: text({ enum: tiposAlerta }).notNull(),
    categoria: text({ enum: categoriasAlerta }),
    prioridade: text({ enum: importancias }).notNull(),
    texto: text().notNull(),
    /** 'HH:MM' estimated arrival, for 'atraso'. */
    chegadaPrevista: text(),
    autorId: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    confirmadoEm: timestamp({ withTimezone: true }),
    confirmadoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.discenteId, t.data), index().on(t.escolaId, t.data)],
);

/** A guardian invites another guardian of the same child by e-mail; the link creates or links the account. */
export const convite = pgTable(
  'convite',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    parentesco: text().notNull(),
    /** SHA-256 of the token sent by e-mail. */
    tokenHash: text().notNull().unique(),
    convidadoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    aceitoEm: timestamp({ withTimezone: true }),
    aceitoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    canceladoEm: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.discenteId)],
);

/* ---------------------------------------------------------------- The child's day ---------------------------------------------------------------- */

/** One card of a class's weekly agenda: a class has at most one card per week, weekday and time row. */
export const rotina = pgTable(
  'rotina',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    turmaId: uuid()
      .notNull()
      .references(() => turma.id, { onDelete: 'cascade' }),
    /** The Monday of the week, in the school's calendar. */
    semana: date({ mode: 'string' }).notNull(),
    /** ISO weekday: 1 = Monday … 5 = Friday. */
    diaSemana: integer().notNull(),
    horario: text({ enum: horariosRotina }).notNull(),
    horaInicio: text().notNull(),
    horaFim: text().notNull(),
    atividade: text().notNull(),
    descriatv: text(),
    ilustracao: text({ enum: ilustracoesRotina }).notNull(),
    cor: text({ enum: coresCartao }).notNull(),
    autorId: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.turmaId, t.semana, t.diaSemana, t.horario)],
);

/** One meal of one school day: the weekly menu is the five school days of a week. */
export const cardapio = pgTable(
  'cardapio',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    data: date({ mode: 'string' }).notNull(),
    refeicao: text({ enum: refeicoes }).notNull(),
    horario: text().notNull(),
    prato: text().notNull(),
    /** Keys of `alergenos` the dish contains. */
    alergenos: jsonb().$type<Alergeno[]>().notNull().default([]),
    ilustracao: text({ enum: ilustracoesCardapio }).notNull(),
    autorId: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.escolaId, t.data, t.refeicao)],
);

/** An activity posted to a class, with the developed points it works on. */
export const atividade = pgTable(
  'atividade',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    turmaId: uuid()
      .notNull()
      .references(() => turma.id, { onDelete: 'cascade' }),
    autorId: uuid()
      .notNull()
      .references(() => usuario.id),
    /** The day the activity happens (school calendar). */
    data: date({ mode: 'string' }).notNull(),
    tipo: text({ enum: tiposAtividade }).notNull(),
    tituloAtv: text().notNull(),
    descricaoAtv: text().notNull(),
    /** Storage key of the activity's photo (re-encoded, no metadata), if any. */
    imagem: text(),
    pontos: jsonb().$type<PontoDesenvolvido[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.turmaId, t.createdAt), index().on(t.turmaId, t.tipo, t.data)],
);

/**
 * A photo shared by an educator with a class (`somenteMarcados` false) or only with the families of the
 * children tagged in it. Who may see it is decided at read time (memoria.visibility.ts), consent included.
 */
export const memoria = pgTable(
  'memoria',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    turmaId: uuid()
      .notNull()
      .references(() => turma.id, { onDelete: 'cascade' }),
    autorId: uuid()
      .notNull()
      .references(() => usuario.id),
    descricao: text(),
    somenteMarcados: boolean().notNull().default(false),
    /** Storage keys: the lightbox image, the card's thumbnail, and the full-size download (all without metadata). */
    imagem: text().notNull(),
    miniatura: text().notNull(),
    original: text().notNull(),
    largura: integer().notNull(),
    altura: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.turmaId, t.createdAt), index().on(t.escolaId, t.createdAt)],
);

/** The children who appear in a memory photo. */
export const memoriaDiscente = pgTable(
  'memoria_discente',
  {
    memoriaId: uuid()
      .notNull()
      .references(() => memoria.id, { onDelete: 'cascade' }),
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memoriaId, t.discenteId] }), index().on(t.discenteId)],
);

/** A guardian's favourite photos (the heart). */
export const memoriaFavorito = pgTable(
  'memoria_favorito',
  {
    memoriaId: uuid()
      .notNull()
      .references(() => memoria.id, { onDelete: 'cascade' }),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memoriaId, t.usuarioId] }), index().on(t.usuarioId)],
);

/**
 * A guardian's decision about a child, kept as history (never updated): the newest row per guardian
 * counts. Without any decision the protective default applies (not granted).
 */
export const consentimento = pgTable(
  'consentimento',
  {
    id: id(),
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    finalidade: text({ enum: finalidadesConsentimento }).notNull(),
    concedido: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.discenteId, t.finalidade, t.createdAt)],
);

/** A poll to the families of a class, open from `inicio` to `fim` (school dates, inclusive). */
export const enquete = pgTable(
  'enquete',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    turmaId: uuid()
      .notNull()
      .references(() => turma.id, { onDelete: 'cascade' }),
    autorId: uuid()
      .notNull()
      .references(() => usuario.id),
    pergunta: text().notNull(),
    inicio: date({ mode: 'string' }).notNull(),
    fim: date({ mode: 'string' }).notNull(),
    cor: text({ enum: coresCartao }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.turmaId, t.createdAt), index().on(t.turmaId, t.fim)],
);

export const enqueteOpcao = pgTable(
  'enquete_opcao',
  {
    id: id(),
    enqueteId: uuid()
      .notNull()
      .references(() => enquete.id, { onDelete: 'cascade' }),
    ordem: integer().notNull(),
    texto: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.enqueteId, t.ordem)],
);

/** One vote per child and poll (a guardian may change it until the poll ends). */
export const enqueteVoto = pgTable(
  'enquete_voto',
  {
    enqueteId: uuid()
      .notNull()
      .references(() => enquete.id, { onDelete: 'cascade' }),
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
    opcaoId: uuid()
      .notNull()
      .references(() => enqueteOpcao.id, { onDelete: 'cascade' }),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enqueteId, t.discenteId] }), index().on(t.opcaoId)],
);

/**
 * Something the director must confirm: a guardian's child added after registration joining the school
 * ('novo_discente'), a change of the guardian's CPF ('cpf_responsavel'), or an educator's class taking a
 * child from outside her classes ('turma_discente': `turmaId`, `discenteId` and `solicitanteId`, no
 * guardian). `dados` holds what was asked (the new CPF, say).
 */
export const solicitacao = pgTable(
  'solicitacao',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    tipo: text({ enum: tiposSolicitacao }).notNull(),
    /** The guardian who asked; null for an educator's 'turma_discente'. */
    responsavelId: uuid().references(() => responsavel.id, { onDelete: 'cascade' }),
    discenteId: uuid().references(() => discente.id, { onDelete: 'cascade' }),
    /** 'turma_discente': the class the child would join (archiving it withdraws its pending requests; deleting it, all of them). */
    turmaId: uuid().references(() => turma.id, { onDelete: 'cascade' }),
    /** 'turma_discente': the educator who asked, told of the decision. */
    solicitanteId: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    dados: jsonb().$type<Record<string, unknown>>(),
    status: text({ enum: ['pendente', 'aprovada', 'recusada'] })
      .notNull()
      .default('pendente'),
    decididoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    decididoEm: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.escolaId, t.status, t.createdAt),
    index().on(t.responsavelId),
    index().on(t.turmaId),
    // One pending request per child and class: saving the class again does not ask twice.
    uniqueIndex('solicitacao_turma_discente_pendente')
      .on(t.turmaId, t.discenteId)
      .where(sql`${t.status} = 'pendente' and ${t.turmaId} is not null`),
  ],
);

/**
 * Second factors of a usuario: an authenticator app (TOTP; the secret encrypted with the server's key)
 * and/or SMS to a confirmed phone. A factor counts only once confirmed.
 */
export const segundoFator = pgTable('segundo_fator', {
  usuarioId: uuid()
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  totpSegredo: text(),
  totpConfirmadoEm: timestamp({ withTimezone: true }),
  /** The last TOTP time step accepted (RFC 6238 §5.2): a code of it or of an earlier step is refused. */
  totpUltimoPasso: bigint({ mode: 'number' }),
  smsCelular: text(),
  smsConfirmadoEm: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, given once when 2FA is turned on; only their hashes are kept. */
export const codigoRecuperacao = pgTable(
  'codigo_recuperacao',
  {
    id: id(),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    codigoHash: text().notNull(),
    usadoEm: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.usuarioId)],
);

/** A sign-in waiting for its second factor: the password was right, the session is not open yet. */
export const desafioLogin = pgTable(
  'desafio_login',
  {
    id: id(),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    tentativas: integer().notNull().default(0),
    userAgent: text(),
    ip: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.usuarioId)],
);

/** Devices/browsers a usuario has signed in from (a random id kept in a long-lived cookie, hashed here). */
export const dispositivoConhecido = pgTable(
  'dispositivo_conhecido',
  {
    id: id(),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    dispositivoHash: text().notNull(),
    userAgent: text(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.usuarioId, t.dispositivoHash)],
);

/** 'Reportar problema': what went wrong and on which page, for the school's director and the Lunna team. */
export const relatoProblema = pgTable(
  'relato_problema',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    usuarioId: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    pagina: text().notNull(),
    descricao: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.escolaId, t.createdAt)],
);

/** A guardian's data export (LGPD): a ZIP prepared in the background, downloadable until `expiraEm`. */
export const exportacao = pgTable(
  'exportacao',
  {
    id: id(),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    status: text({ enum: ['pendente', 'pronta', 'falhou'] })
      .notNull()
      .default('pendente'),
    /** Storage key of the ZIP once ready. */
    arquivo: text(),
    tamanhoBytes: integer(),
    prontaEm: timestamp({ withTimezone: true }),
    expiraEm: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.usuarioId, t.createdAt)],
);

/** Data-retention periods of a school (months after which closed-year attendance / chat are deleted). */
export const retencaoEscola = pgTable('retencao_escola', {
  escolaId: uuid()
    .primaryKey()
    .references(() => escola.id, { onDelete: 'cascade' }),
  presencaMeses: integer().notNull().default(24),
  /** The child's diary (meals, naps, nappies…); medication given and incidents are legal records and follow `presencaMeses` at least. */
  diarioMeses: integer().notNull().default(24),
  chatMeses: integer().notNull().default(12),
  alteradoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** What each run of the retention job deleted: counts only. */
export const registroRetencao = pgTable(
  'registro_retencao',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id, { onDelete: 'cascade' }),
    presencasExcluidas: integer().notNull(),
    mensagensExcluidas: integer().notNull(),
    /** Diary entries deleted (`diarioMeses`; medication and incidents not before the attendance period). */
    registrosDiarioExcluidos: integer().notNull().default(0),
    executadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.escolaId, t.executadoEm)],
);

/** The record that an account was erased (LGPD): kept without any personal data. */
export const registroExclusao = pgTable('registro_exclusao', {
  id: id(),
  escolaId: uuid()
    .notNull()
    .references(() => escola.id),
  papel: text({ enum: ['responsavel', 'pedagogo', 'gestor'] }).notNull(),
  discentesExcluidos: integer().notNull(),
  discentesMantidos: integer().notNull(),
  excluidoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/* ---------------------------------------------------------------- Business ---------------------------------------------------------------- */

/**
 * The subscription plans (spec §9) as data: prices in centavos (integers, so no rounding drifts), texts per
 * language ({ descricao, beneficios[5] }). Seeded by migration 0008; the server decides every price from here.
 */
export const plano = pgTable('plano', {
  /** Stable slug: 'sementinha', 'brincadeira', 'crescer'. */
  id: text().primaryKey(),
  nomePlan: text().notNull(),
  /** List (struck) price per month, null when the price is agreed per student. */
  valorCentavos: integer(),
  /** Price charged per month (or per student and month when porAluno). */
  precoDescontoCentavos: integer().notNull(),
  porAluno: boolean().notNull().default(false),
  alunosMin: integer().notNull(),
  /** Null: no upper limit. */
  alunosMax: integer(),
  ordem: integer().notNull(),
  textos: jsonb().$type<Record<string, { descricao: string; beneficios: string[] }>>().notNull(),
  ativo: boolean().notNull().default(true),
});

/**
 * One checkout: what the server decided to charge (plan, period, students, amount) and what the provider
 * answered. The school is created only when the capture is verified, so escolaId is null until then for a
 * new school (and set from the start when a director renews or upgrades).
 */
export const pagamento = pgTable(
  'pagamento',
  {
    id: id(),
    escolaId: uuid().references(() => escola.id),
    planoId: text()
      .notNull()
      .references(() => plano.id),
    periodo: text({ enum: ['mensal', 'semestral', 'anual'] }).notNull(),
    numeroAlunos: integer().notNull(),
    valorCentavos: integer().notNull(),
    moeda: text().notNull().default('BRL'),
    provedor: text({ enum: ['sandbox', 'paypal'] }).notNull(),
    /** The provider's order id. */
    pedidoProvedor: text().unique(),
    status: text({ enum: ['criado', 'capturado', 'recusado', 'cancelado', 'divergente'] })
      .notNull()
      .default('criado'),
    /** New school's details typed at checkout: { nomeEscola, cnpj, nomeDiretor, emailDiretor }. */
    dadosEscola: jsonb().$type<{
      nomeEscola: string;
      cnpj: string;
      nomeDiretor: string;
      emailDiretor: string;
    }>(),
    /** The provider's capture id, once captured. */
    capturaProvedor: text(),
    /** The browser's Idempotency-Key of the capture that settled this payment. */
    chaveIdempotencia: text().unique(),
    /** Why it was declined or refused (provider status, amount mismatch), for support. */
    motivo: text(),
    criadoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    concluidoEm: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.escolaId)],
);

/** A paid period of a school's plan; the current subscription is the one with the latest pagoAte. */
export const assinatura = pgTable(
  'assinatura',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    planoId: text()
      .notNull()
      .references(() => plano.id),
    periodo: text({ enum: ['mensal', 'semestral', 'anual'] }).notNull(),
    numeroAlunos: integer().notNull(),
    valorCentavos: integer().notNull(),
    /** One subscription per captured payment: a retried capture cannot record a second one. */
    pagamentoId: uuid()
      .unique()
      .references(() => pagamento.id),
    inicio: timestamp({ withTimezone: true }).notNull(),
    pagoAte: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.escolaId, t.pagoAte)],
);

/**
 * Invitation of a staff member (educator or director) by e-mail: one link, works once, expires. The director
 * of a school that subscribed online gets one of these too.
 */
export const conviteEquipe = pgTable(
  'convite_equipe',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    email: text().notNull(),
    nome: text().notNull(),
    papel: text({ enum: ['pedagogo', 'gestor'] }).notNull(),
    /** Classes the educator will teach once the invitation is accepted. */
    turmaIds: jsonb().$type<string[]>().notNull().default([]),
    /** SHA-256 of the token sent by e-mail. */
    tokenHash: text().notNull().unique(),
    convidadoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    aceitoEm: timestamp({ withTimezone: true }),
    aceitoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    canceladoEm: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.escolaId)],
);

/**
 * Lumi's conversations: one per person and child (staff: no child). Both sides are kept so the page shows
 * the history and a follow-up ("e amanhã?") knows what the previous question was about. Answers are stored
 * sanitised. They go with the account and with the child.
 */
export const lumiMensagem = pgTable(
  'lumi_mensagem',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    discenteId: uuid().references(() => discente.id, { onDelete: 'cascade' }),
    autor: text({ enum: ['usuario', 'lumi'] }).notNull(),
    /** The person's question. */
    texto: text(),
    /** Lumi's answer (p, h1, h2, br, a only). */
    html: text(),
    fontes: jsonb().$type<FonteLumi[]>().notNull().default([]),
    encaminhamento: jsonb().$type<EncaminhamentoLumi>(),
    idioma: text({ enum: idiomasLumi }).notNull(),
    /** What the answer was about and for which school date: the context of a follow-up question. */
    intencao: text(),
    dataRef: date({ mode: 'string' }),
    /** Which provider answered ('interno' or 'openai'). */
    provedor: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.usuarioId, t.discenteId, t.createdAt)],
);

/* ------------------------------------------------------------------ Chat ------------------------------------------------------------------ */

/**
 * A chat conversation: the school's 'geral' room (one per school, created on first use) or a private
 * conversation between two people of the school (one per pair). A private one names its two people in a
 * fixed order (the smaller id first) so the pair's unique key finds it from either side; both references
 * cascade, so erasing an account takes its private conversations, and everything said in them, along.
 */
export const conversa = pgTable(
  'conversa',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    tipo: text({ enum: tiposConversa }).notNull(),
    usuarioAId: uuid().references(() => usuario.id, { onDelete: 'cascade' }),
    usuarioBId: uuid().references(() => usuario.id, { onDelete: 'cascade' }),
    /**
     * The number the conversation's last message took (`mensagem.seqConversa`). Taking the next one locks this
     * row until the sending transaction commits, so numbers become visible in order and a catch-up cursor
     * never passes a message still being written.
     */
    ultimaSeq: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversa_geral_por_escola')
      .on(t.escolaId)
      .where(sql`tipo = 'geral'`),
    uniqueIndex().on(t.usuarioAId, t.usuarioBId),
    index().on(t.usuarioBId),
    check(
      'conversa_participantes',
      sql`(tipo = 'geral' and usuario_a_id is null and usuario_b_id is null) or (tipo = 'privada' and usuario_a_id < usuario_b_id)`,
    ),
  ],
);

/**
 * A person's read marker in a conversation: messages of others after `lidaAte` are unread. For the
 * 'geral' room there is one row per reader, created the first time they read it.
 */
export const conversaParticipante = pgTable(
  'conversa_participante',
  {
    conversaId: uuid()
      .notNull()
      .references(() => conversa.id, { onDelete: 'cascade' }),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    lidaAte: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversaId, t.usuarioId] }), index().on(t.usuarioId)],
);

/**
 * A chat message, stored before it is delivered. `seqConversa` is its place in the conversation (times come
 * from the app's clock and may tie; `seq`, the storage sequence, is taken before commit and concurrent
 * senders commit out of its order): the history's cursors follow it. `clientId` makes a retried send
 * idempotent per author. The school's retention period deletes old ones.
 */
export const mensagem = pgTable(
  'mensagem',
  {
    id: id(),
    seq: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** The message's place in its conversation, in commit order (`conversa.ultimaSeq`): what history and catch-up follow. */
    seqConversa: integer().notNull(),
    conversaId: uuid()
      .notNull()
      .references(() => conversa.id, { onDelete: 'cascade' }),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    autorId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    texto: text().notNull(),
    clientId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.conversaId, t.seqConversa),
    uniqueIndex().on(t.autorId, t.clientId),
    index().on(t.escolaId, t.createdAt),
  ],
);

/* ------------------------------------------------------------------ Web Push ------------------------------------------------------------------ */

/**
 * A browser where the person turned device notifications on: the push service's endpoint for it (unique: a
 * browser that signs in with another account moves to that account) and the keys the messages are encrypted
 * to. A subscription the push service says is gone (404/410) is deleted; `failures` counts other failures in a
 * row, and a success resets it.
 */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: id(),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** Browser and system from the User-Agent ('Chrome 140 · Android 14'), so the person can tell their devices apart. */
    userAgent: text(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp({ withTimezone: true }),
    failures: integer().notNull().default(0),
  },
  (t) => [index().on(t.usuarioId)],
);

/* ------------------------------------------------------------------ The child's diary ------------------------------------------------------------------ */

/**
 * One thing that happened to a child on a school day (`data`, in the school's time zone), recorded by staff
 * (decision 18). Append-only: a correction is a new row naming the row it replaces (`corrigeId`, with
 * `motivoCorrecao`), and the replaced row gets `corrigidoPorId`; `anulado` marks a correction that voids.
 * `chaveCliente` is made on the device for a whole bulk entry: with the author and the child it is unique,
 * so an offline queue that sends twice stores once. `detalhes` holds the kind's own fields (the contract's
 * `detalhesRegistro`, validated before it is written).
 */
export const diarioRegistro = pgTable(
  'diario_registro',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
    turmaId: uuid().references(() => turma.id, { onDelete: 'set null' }),
    data: date({ mode: 'string' }).notNull(),
    tipo: text({ enum: tiposRegistroDiario }).notNull(),
    ocorridoEm: timestamp({ withTimezone: true }).notNull(),
    detalhes: jsonb().$type<DetalhesRegistro>().notNull(),
    /** The medication authorisation a dose followed. */
    autorizacaoId: uuid().references(() => autorizacaoMedicacao.id, { onDelete: 'set null' }),
    autorId: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    /** The author's name as it was, so the legal record survives the account. */
    autorNome: text().notNull(),
    chaveCliente: uuid(),
    corrigeId: uuid(),
    corrigidoPorId: uuid(),
    motivoCorrecao: text(),
    anulado: boolean().notNull().default(false),
    /** What to bring: when and by whom a guardian marked it done. */
    concluidoEm: timestamp({ withTimezone: true }),
    concluidoPor: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.discenteId, t.data),
    index().on(t.escolaId, t.data),
    uniqueIndex().on(t.autorId, t.chaveCliente, t.discenteId),
  ],
);

/** One row per guardian an incident was addressed to: the recipient list and the acknowledgement. */
export const diarioCiencia = pgTable(
  'diario_ciencia',
  {
    registroId: uuid()
      .notNull()
      .references(() => diarioRegistro.id, { onDelete: 'cascade' }),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    lidoEm: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.registroId, t.usuarioId] }), index().on(t.usuarioId)],
);

/**
 * A guardian's written authorisation to give a medicine the medical record does not list, or a dose or
 * interval it does not schedule, between two dates. Revoking keeps the row (`revogadaEm`): doses given
 * under it still point at it.
 */
export const autorizacaoMedicacao = pgTable(
  'autorizacao_medicacao',
  {
    id: id(),
    escolaId: uuid()
      .notNull()
      .references(() => escola.id),
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
    autorId: uuid().references(() => usuario.id, { onDelete: 'set null' }),
    autorNome: text().notNull(),
    medicamento: text().notNull(),
    dose: doublePrecision().notNull(),
    unidade: text({ enum: unidadesDose }).notNull(),
    horarios: text().notNull(),
    dataInicio: date({ mode: 'string' }).notNull(),
    dataFim: date({ mode: 'string' }).notNull(),
    observacao: text(),
    revogadaEm: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.discenteId, t.dataFim)],
);

/** The end-of-day summary each guardian got for a child and a date: sent once however many instances or retries. */
export const diarioResumoEnviado = pgTable(
  'diario_resumo_enviado',
  {
    discenteId: uuid()
      .notNull()
      .references(() => discente.id, { onDelete: 'cascade' }),
    usuarioId: uuid()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    data: date({ mode: 'string' }).notNull(),
    enviadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.discenteId, t.usuarioId, t.data] })],
);
