import { z } from 'zod';
import { refeicoes } from './cardapio';
import { dataIso, horario, optionalText, requiredText } from './fields';
import { msg } from './messages';

/**
 * The child's diary (diário): what each child actually ate, slept, needed and took on a school day,
 * recorded by the educators of the child's class (or the director) and read by the child's guardians.
 * Every entry is append-only: a mistake is fixed by a correction, a new entry that names the one it
 * replaces, who made it and why (decision 18). Medication given and incidents are legal records.
 */
export const tiposRegistroDiario = [
  'refeicao',
  'mamadeira',
  'sono',
  'higiene',
  'temperatura',
  'medicacao',
  'incidente',
  'humor',
  'nota',
  'trazer',
] as const;
export type TipoRegistroDiario = (typeof tiposRegistroDiario)[number];

/** How much of a meal the child ate. */
export const quantidadesRefeicao = ['tudo', 'quase_tudo', 'metade', 'pouco', 'nada', 'nao_ofereceu'] as const;
export type QuantidadeRefeicao = (typeof quantidadesRefeicao)[number];

/** A nappy change or a toilet visit, and what was found (several at once: xixi and cocô). */
export const tiposHigiene = ['fralda', 'banheiro'] as const;
export const resultadosHigiene = ['xixi', 'coco', 'seco'] as const;

export const tiposIncidente = ['queda', 'mordida', 'arranhao', 'batida', 'reacao_alergica', 'outro'] as const;
export type TipoIncidente = (typeof tiposIncidente)[number];

export const humores = ['feliz', 'tranquilo', 'cansado', 'sensivel', 'agitado'] as const;
export type Humor = (typeof humores)[number];

/** What the family should bring next time. */
export const itensTrazer = ['fraldas', 'lencos', 'roupa_extra', 'pomada', 'outro'] as const;
export type ItemTrazer = (typeof itensTrazer)[number];

export const unidadesDose = ['ml', 'gotas', 'mg', 'comprimido'] as const;
export type UnidadeDose = (typeof unidadesDose)[number];

/** An instant with its offset, as the browser's `toISOString()` writes it. */
const instante = z.iso.datetime({ offset: true, error: msg.horarioInvalido });

const nota = optionalText(500).optional();

/** The kind-specific part of an entry: one shape per `tipo`. */
export const detalhesRegistro = z.discriminatedUnion(
  'tipo',
  [
    z.object({
      tipo: z.literal('refeicao'),
      refeicao: z.enum(refeicoes, { error: msg.refeicaoInvalida }),
      quantidade: z.enum(quantidadesRefeicao, { error: msg.obrigatorio }),
      /** What the child refused, in the educator's words. */
      recusou: optionalText(200).optional(),
      nota,
    }),
    z.object({
      tipo: z.literal('mamadeira'),
      ml: z
        .number({ error: msg.valorInvalido })
        .int(msg.valorInvalido)
        .min(5, msg.valorInvalido)
        .max(500, msg.valorInvalido),
      nota,
    }),
    z.object({
      tipo: z.literal('sono'),
      /** The nap's end; absent while the child is still asleep or with `naoDormiu`. */
      fim: instante.optional(),
      naoDormiu: z.boolean().optional(),
      /** Quality, in the educator's words ("dormiu agitado"). */
      nota,
    }),
    z.object({
      tipo: z.literal('higiene'),
      higiene: z.enum(tiposHigiene, { error: msg.obrigatorio }),
      resultados: z
        .array(z.enum(resultadosHigiene, { error: msg.obrigatorio }))
        .min(1, msg.obrigatorio)
        .max(3, msg.valorInvalido),
      nota,
    }),
    z.object({
      tipo: z.literal('temperatura'),
      /** Degrees Celsius. */
      graus: z
        .number({ error: msg.valorInvalido })
        .min(34, msg.temperaturaInvalida)
        .max(43, msg.temperaturaInvalida),
      nota,
    }),
    z.object({
      tipo: z.literal('medicacao'),
      medicamento: requiredText(msg.medicamentoObrigatorio, 120),
      dose: z.number({ error: msg.valorInvalido }).positive(msg.valorInvalido).max(1000, msg.valorInvalido),
      unidade: z.enum(unidadesDose, { error: msg.obrigatorio }),
      /** The guardians' written authorisation this dose follows; needed off the medical record's schedule. */
      idAutorizacao: z.uuid(msg.valorInvalido).optional(),
      nota,
    }),
    z.object({
      tipo: z.literal('incidente'),
      incidente: z.enum(tiposIncidente, { error: msg.obrigatorio }),
      descricao: requiredText(msg.descricaoObrigatoria, 1000),
      local: requiredText(msg.obrigatorio, 200),
      primeirosSocorros: requiredText(msg.obrigatorio, 1000),
      testemunhas: optionalText(300).optional(),
      /** Serious: the guardians are notified as Importante instead of Atenção. */
      grave: z.boolean().default(false),
    }),
    z.object({
      tipo: z.literal('humor'),
      humor: z.enum(humores, { error: msg.obrigatorio }),
      nota,
    }),
    z.object({
      tipo: z.literal('nota'),
      texto: requiredText(msg.obrigatorio, 1000),
    }),
    z.object({
      tipo: z.literal('trazer'),
      itens: z
        .array(z.enum(itensTrazer, { error: msg.obrigatorio }))
        .min(1, msg.obrigatorio)
        .max(itensTrazer.length, msg.valorInvalido),
      nota,
    }),
  ],
  { error: msg.obrigatorio },
);
export type DetalhesRegistro = z.infer<typeof detalhesRegistro>;

/**
 * One entry as the educator sends it. `ocorridoEm` defaults to now on the server; for a nap it is the
 * start. It must fall on a school day's hours (05:00–22:00 in the school's time zone), today or up to
 * 7 days back, and never in the future.
 */
export const registroDiarioPayload = z.object({
  ocorridoEm: instante.optional(),
  detalhes: detalhesRegistro,
});
export type RegistroDiarioPayload = z.input<typeof registroDiarioPayload>;

/**
 * `POST /api/turma/{idTurma}/diario`: one entry for several children of the class at once (lunch for the
 * whole class, a nap for four), each child with its own details when it differs ("all ate everything but
 * Theo: half"). One transaction: all are stored or none. `chave` is made once on the device: a replay of
 * the same request (an offline queue sending again) stores nothing new and answers the same entries.
 */
export const lancamentoDiarioPayload = z
  .object({
    chave: z.uuid(msg.valorInvalido),
    registros: z
      .array(z.object({ idDisc: z.uuid(msg.valorInvalido), registro: registroDiarioPayload }))
      .min(1, msg.escolhaCriancas)
      .max(60, msg.valorInvalido),
  })
  .superRefine((v, ctx) => {
    const vistos = new Set<string>();
    v.registros.forEach((r, i) => {
      if (vistos.has(r.idDisc))
        ctx.addIssue({ code: 'custom', path: ['registros', i, 'idDisc'], message: msg.valorInvalido });
      vistos.add(r.idDisc);
    });
  });
export type LancamentoDiarioPayload = z.input<typeof lancamentoDiarioPayload>;

/** `POST /api/diario/{idRegistro}/correcao`: replaces an entry (new details) or voids it (`anular`), always with a reason. */
export const correcaoDiarioPayload = z
  .object({
    chave: z.uuid(msg.valorInvalido),
    motivo: requiredText(msg.motivoObrigatorio, 500).refine((v) => v.length >= 5, msg.motivoObrigatorio),
    anular: z.boolean().optional(),
    registro: registroDiarioPayload.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.anular && !v.registro)
      ctx.addIssue({ code: 'custom', path: ['registro'], message: msg.obrigatorio });
    if (v.anular && v.registro)
      ctx.addIssue({ code: 'custom', path: ['registro'], message: msg.valorInvalido });
  });
export type CorrecaoDiarioPayload = z.input<typeof correcaoDiarioPayload>;

/** One entry as read by guardians and staff. */
export const registroDiarioRead = z.object({
  idRegistro: z.string(),
  idDisc: z.string(),
  data: z.string(),
  ocorridoEm: z.string(),
  detalhes: detalhesRegistro,
  autor: z.object({ nome: z.string(), papel: z.enum(['pedagogo', 'gestor']).nullable() }),
  criadoEm: z.string(),
  /** This entry replaces an earlier one (which then has `corrigidoPor`). */
  corrige: z.object({ idRegistro: z.string(), motivo: z.string() }).nullable(),
  /** Replaced or voided by a later correction: the timeline shows the latest, the history keeps both. */
  corrigidoPor: z.string().nullable(),
  anulado: z.boolean(),
  /** Incidents: guardians who acknowledged (staff see names; a guardian sees only their own). */
  ciencia: z
    .object({
      /** This guardian acknowledged it (for staff: every guardian did). */
      confirmada: z.boolean(),
      pendentes: z.array(z.object({ idResp: z.string(), nome: z.string() })),
      confirmados: z.array(z.object({ idResp: z.string(), nome: z.string(), em: z.string() })),
    })
    .nullable(),
  /** What to bring: when a guardian marked it done. */
  concluidoEm: z.string().nullable(),
});
export type RegistroDiarioRead = z.infer<typeof registroDiarioRead>;

/**
 * `GET /api/discente/{idDisc}/diario?data=` (default today) or `?semana=` (any day of the week: Monday to
 * Friday): a child's entries, oldest first, replaced and voided ones included (the timeline shows the rows
 * with `corrigidoPor` null and not `anulado`; the history shows the chain).
 */
export const diarioQuery = z.object({ data: dataIso.optional(), semana: dataIso.optional() });
export const diarioDiscente = z.object({
  idDisc: z.string(),
  de: z.string(),
  ate: z.string(),
  registros: z.array(registroDiarioRead),
  /** Of any date: what to bring not marked done, and incidents this guardian has not acknowledged (staff: any guardian). */
  pendentes: z.array(registroDiarioRead),
});
export type DiarioDiscente = z.infer<typeof diarioDiscente>;

/** The guardians' written authorisation for a medicine off the medical record, or a dose off its schedule. */
export const autorizacaoMedicacaoPayload = z
  .object({
    medicamento: requiredText(msg.medicamentoObrigatorio, 120),
    dose: z.number({ error: msg.valorInvalido }).positive(msg.valorInvalido).max(1000, msg.valorInvalido),
    unidade: z.enum(unidadesDose, { error: msg.obrigatorio }),
    /** When to give it, in the family's words ("às 10h e às 14h"). */
    horarios: requiredText(msg.obrigatorio, 200),
    dataInicio: dataIso,
    dataFim: dataIso,
    observacao: optionalText(500).optional(),
  })
  .refine((v) => v.dataFim >= v.dataInicio, { path: ['dataFim'], message: msg.dataInvalida });
export type AutorizacaoMedicacaoPayload = z.input<typeof autorizacaoMedicacaoPayload>;

export const autorizacaoMedicacaoRead = z.object({
  idAutorizacao: z.string(),
  idDisc: z.string(),
  medicamento: z.string(),
  dose: z.number(),
  unidade: z.enum(unidadesDose),
  horarios: z.string(),
  dataInicio: z.string(),
  dataFim: z.string(),
  observacao: z.string().nullable(),
  autorizadoPor: z.string(),
  criadoEm: z.string(),
  revogadaEm: z.string().nullable(),
});
export type AutorizacaoMedicacaoRead = z.infer<typeof autorizacaoMedicacaoRead>;

/** `GET /api/turma/{idTurma}/diario/hoje`: the class's day for the educator and the director. */
export const diarioTurmaHoje = z.object({
  idTurma: z.string(),
  data: z.string(),
  criancas: z.array(
    z.object({
      idDisc: z.string(),
      nomeDisc: z.string(),
      imgDisc: z.string().nullable(),
      /** From attendance: only children present are offered by default. */
      presente: z.boolean(),
      /** Meals of today's menu with no entry for this child yet (only those already served by now). */
      refeicoesSemRegistro: z.array(z.enum(refeicoes)),
      semSono: z.boolean(),
      /** Incidents of today not yet acknowledged by every guardian. */
      incidentesPendentes: z.number(),
      /** Medication the record or an authorisation schedules today, not yet given. */
      medicacaoPrevista: z.array(
        z.object({ medicamento: z.string(), dose: z.number().nullable(), unidade: z.string().nullable() }),
      ),
      ultimos: z.array(registroDiarioRead),
    }),
  ),
});
export type DiarioTurmaHoje = z.infer<typeof diarioTurmaHoje>;

/** What `/user/{id}/diario` (destinos.ts) carries: the page reads the day again through the API, which checks access. */
export const eventoDiario = z.object({ idDisc: z.string(), idRegistro: z.string() });
export type EventoDiario = z.infer<typeof eventoDiario>;

/** `GET /api/diario/hoje` (the director): each class of the school today. */
export const diarioEscolaHoje = z.object({
  data: z.string(),
  turmas: z.array(
    z.object({
      idTurma: z.string(),
      nomeTurma: z.string(),
      presentes: z.number(),
      /** Children present with no entry for a meal already served by now. */
      semRefeicao: z.number(),
      /** Children present with no nap entry after lunch time. */
      semSono: z.number(),
      incidentesPendentes: z.number(),
      /** Doses the record or an authorisation schedules today, not yet given, for children present. */
      medicacaoPrevista: z.number(),
    }),
  ),
});
export type DiarioEscolaHoje = z.infer<typeof diarioEscolaHoje>;

export const idRegistroParam = z.object({ idRegistro: z.uuid() });
export const idAutorizacaoParam = z.object({ idAutorizacao: z.uuid() });
export const lancamentoDiarioRead = z.object({ registros: z.array(registroDiarioRead) });
export type LancamentoDiarioRead = z.infer<typeof lancamentoDiarioRead>;
export const autorizacoesMedicacao = z.object({ autorizacoes: z.array(autorizacaoMedicacaoRead) });
export type AutorizacoesMedicacao = z.infer<typeof autorizacoesMedicacao>;

/** `GET|PUT /api/diario/horario-resumo` (the director): the local time of the school's end-of-day summary run for children not yet picked up. */
export const horarioResumoDiarioPayload = z.object({ horarioResumoDiario: horario });
export type HorarioResumoDiarioPayload = z.input<typeof horarioResumoDiarioPayload>;
