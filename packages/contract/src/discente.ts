import { z } from 'zod';
import { formatCpf } from './cpf';
import { cpf, decimalText, digits, optionalText, parseDecimal, requiredText, yesNo } from './fields';
import { msg } from './messages';
import { situacoesDiscente } from './solicitacao';

export const isRealPastDate = (iso: string): boolean => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && date.getTime() <= Date.now() && y >= 1990;
};

/** Height in centimetres, weight in kilograms, typed with a dot or a comma. */
const altura = decimalText(msg.alturaInvalida).refine((v) => {
  const n = parseDecimal(v);
  return n >= 30 && n <= 220;
}, msg.alturaInvalida);
const peso = decimalText(msg.pesoInvalido).refine((v) => {
  const n = parseDecimal(v);
  return n >= 1 && n <= 200;
}, msg.pesoInvalido);

/** The fields of registration step 2, un-refined so other forms (the profile edit) can pick from them. */
export const discenteFormFields = z.object({
  nomeFilho: requiredText(msg.nomeObrigatorio, 120),
  dia: z
    .string()
    .trim()
    .regex(/^\d{2}$/, msg.dataInvalida),
  mes: z
    .string()
    .trim()
    .regex(/^\d{2}$/, msg.dataInvalida),
  ano: z
    .string()
    .trim()
    .regex(/^\d{4}$/, msg.dataInvalida),
  altura,
  peso,
  cpfCrianca: cpf,
  rgCrianca: requiredText(msg.rgObrigatorio, 20),
});

/** Registration step 2 form ('Dados da Criança'), one per child. */
export const discenteForm = discenteFormFields.refine((f) => isRealPastDate(`${f.ano}-${f.mes}-${f.dia}`), {
  path: ['dia'],
  error: msg.dataInvalida,
});
export type DiscenteForm = z.input<typeof discenteForm>;

/** `POST /api/discente` multipart field `body`. */
export const discentePayload = z.object({
  nomeDisc: requiredText(msg.nomeObrigatorio, 120),
  cpfDisc: cpf.transform(formatCpf),
  rgDisc: requiredText(msg.rgObrigatorio, 20),
  dataNasDisc: z
    .string({ error: msg.dataInvalida })
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg.dataInvalida)
    .refine(isRealPastDate, msg.dataInvalida),
  alturaDisc: z
    .number({ error: msg.alturaInvalida })
    .min(30, msg.alturaInvalida)
    .max(220, msg.alturaInvalida),
  pesoDisc: z.number({ error: msg.pesoInvalido }).min(1, msg.pesoInvalido).max(200, msg.pesoInvalido),
  deficiencia: optionalText(120).nullable(),
});
export type DiscentePayload = z.input<typeof discentePayload>;

/** Registration step 3, medical part ('Dados da Medicos'), one per child. */
export const deficienciaTipos = [
  'fisica',
  'auditiva',
  'visual',
  'intelectual',
  'autismo',
  'multipla',
  'outra',
] as const;

export const fichaMedForm = z
  .object({
    sus: digits(15, msg.obrigatorio),
    plano: yesNo,
    namePlano: optionalText(120),
    nomeHospital: optionalText(120),
    hospitalCep: z
      .string()
      .trim()
      .regex(/^(\d{5})?$/, msg.apenasNumeros),
    hospitalDigito: z
      .string()
      .trim()
      .regex(/^(\d{3})?$/, msg.apenasNumeros),
    ufHospital: z
      .string()
      .trim()
      .regex(/^([A-Za-z]{2})?$/, msg.ufInvalida),
    ruaHospital: optionalText(200),
    cuidados: optionalText(1000),
    isPCD: yesNo,
    deficiencia: z.string().trim(),
    tratamento: yesNo,
    descTratamento: optionalText(1000),
    medicamentos: yesNo,
    descMedicamentos: optionalText(500),
    horasMed: z.string().trim(),
    quantidadeMed: z.string().trim(),
    comidas: yesNo,
    descComidas: optionalText(500),
  })
  .superRefine((f, ctx) => {
    const need = (cond: boolean, path: string, value: string, message: string = msg.obrigatorio) => {
      if (cond && value.trim() === '') ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(f.plano === 'sim', 'namePlano', f.namePlano);
    if (f.isPCD === 'sim' && !(deficienciaTipos as readonly string[]).includes(f.deficiencia)) {
      ctx.addIssue({ code: 'custom', path: ['deficiencia'], message: msg.obrigatorio });
    }
    need(f.tratamento === 'sim', 'descTratamento', f.descTratamento);
    need(f.medicamentos === 'sim', 'descMedicamentos', f.descMedicamentos);
    if (f.medicamentos === 'sim') {
      for (const key of ['horasMed', 'quantidadeMed'] as const) {
        if (!/^\d+([.,]\d+)?$/.test(f[key]))
          ctx.addIssue({ code: 'custom', path: [key], message: msg.valorInvalido });
      }
    }
    need(f.comidas === 'sim', 'descComidas', f.descComidas);
    if ((f.hospitalCep === '') !== (f.hospitalDigito === '')) {
      ctx.addIssue({ code: 'custom', path: ['hospitalDigito'], message: msg.quantidadeInvalida });
    }
  });
export type FichaMedForm = z.input<typeof fichaMedForm>;

const nullableText = (max: number) =>
  optionalText(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

/** `POST /api/ficha-med`: the spec's fichaMed payload, plus the child it belongs to. */
export const fichaMedPayload = z.object({
  idDisc: z.uuid(),
  numCartSus: digits(15, msg.obrigatorio),
  planSaud: nullableText(120),
  cuidados: nullableText(1000),
  remedios: nullableText(500),
  comidasAlergicas: nullableText(500),
  descTratamento: nullableText(1000),
  qtdHoraMed: z
    .number({ error: msg.valorInvalido })
    .positive(msg.valorInvalido)
    .max(72, msg.valorInvalido)
    .nullable(),
  qtdMed: z
    .number({ error: msg.valorInvalido })
    .positive(msg.valorInvalido)
    .max(1000, msg.valorInvalido)
    .nullable(),
  endereco: z.object({
    nomeHospital: nullableText(120),
    cep: z
      .string()
      .regex(/^\d{5}-\d{3}$/, msg.quantidadeInvalida)
      .nullable(),
    rua: nullableText(200),
    uf: z
      .string()
      .regex(/^[A-Za-z]{2}$/, msg.ufInvalida)
      .transform((v) => v.toUpperCase())
      .nullable(),
  }),
});
export type FichaMedPayload = z.input<typeof fichaMedPayload>;

export function toFichaMedPayload(idDisc: string, f: z.output<typeof fichaMedForm>): FichaMedPayload {
  const when = (cond: boolean, value: string) => (cond && value.trim() ? value.trim() : null);
  return {
    idDisc,
    numCartSus: f.sus,
    planSaud: when(f.plano === 'sim', f.namePlano),
    cuidados: f.cuidados.trim() || null,
    remedios: when(f.medicamentos === 'sim', f.descMedicamentos),
    comidasAlergicas: when(f.comidas === 'sim', f.descComidas),
    descTratamento: when(f.tratamento === 'sim', f.descTratamento),
    qtdHoraMed: f.medicamentos === 'sim' ? parseDecimal(f.horasMed) : null,
    qtdMed: f.medicamentos === 'sim' ? parseDecimal(f.quantidadeMed) : null,
    endereco: {
      nomeHospital: f.nomeHospital.trim() || null,
      cep: f.hospitalCep ? `${f.hospitalCep}-${f.hospitalDigito}` : null,
      rua: f.ruaHospital.trim() || null,
      uf: f.ufHospital.trim() || null,
    },
  };
}

/** Registration step 3, emergency contacts (several). */
export const contatoEmergenciaForm = z.object({
  nomeContato: requiredText(msg.nomeObrigatorio, 120),
  parentesco: requiredText(msg.obrigatorio, 40),
  dddTelefoneContato: digits(2, msg.telefoneObrigatorio, msg.digiteApenasNumeros),
  telefoneContato: digits(9, msg.telefoneObrigatorio, msg.digiteApenasNumeros),
  dddCelularContato: digits(2, msg.telefoneObrigatorio, msg.digiteApenasNumeros),
  celularContato: digits(9, msg.telefoneObrigatorio, msg.digiteApenasNumeros),
});
export type ContatoEmergenciaForm = z.input<typeof contatoEmergenciaForm>;

/** `POST /api/contato-emergencia`: the spec's payload, plus the child it belongs to. */
export const contatoEmergenciaPayload = z.object({
  idDisc: z.uuid(),
  nome: requiredText(msg.nomeObrigatorio, 120),
  parentesco: requiredText(msg.obrigatorio, 40),
  numeroTelefone: digits(11, msg.telefoneObrigatorio, msg.digiteApenasNumeros),
  numeroCelular: digits(11, msg.telefoneObrigatorio, msg.digiteApenasNumeros),
});
export type ContatoEmergenciaPayload = z.input<typeof contatoEmergenciaPayload>;

export function toContatoPayload(
  idDisc: string,
  c: z.output<typeof contatoEmergenciaForm>,
): ContatoEmergenciaPayload {
  return {
    idDisc,
    nome: c.nomeContato,
    parentesco: c.parentesco,
    numeroTelefone: c.dddTelefoneContato + c.telefoneContato,
    numeroCelular: c.dddCelularContato + c.celularContato,
  };
}

export function toDiscentePayload(
  child: z.output<typeof discenteForm>,
  ficha: z.output<typeof fichaMedForm>,
): DiscentePayload {
  return {
    nomeDisc: child.nomeFilho,
    cpfDisc: child.cpfCrianca,
    rgDisc: child.rgCrianca,
    dataNasDisc: `${child.ano}-${child.mes}-${child.dia}`,
    alturaDisc: parseDecimal(child.altura),
    pesoDisc: parseDecimal(child.peso),
    deficiencia: ficha.isPCD === 'sim' ? ficha.deficiencia : null,
  };
}

/** What a guardian (or the child's educators) read about a child. */
export const contatoEmergencia = z.object({
  idContato: z.string(),
  nome: z.string(),
  parentesco: z.string(),
  numeroTelefone: z.string(),
  numeroCelular: z.string(),
});
export const fichaMed = z.object({
  numCartSus: z.string(),
  planSaud: z.string().nullable(),
  cuidados: z.string().nullable(),
  remedios: z.string().nullable(),
  comidasAlergicas: z.string().nullable(),
  descTratamento: z.string().nullable(),
  qtdHoraMed: z.number().nullable(),
  qtdMed: z.number().nullable(),
  endereco: z.object({
    nomeHospital: z.string().nullable(),
    cep: z.string().nullable(),
    rua: z.string().nullable(),
    uf: z.string().nullable(),
  }),
});
export const discenteRead = z.object({
  idDisc: z.string(),
  nomeDisc: z.string(),
  dataNasDisc: z.string(),
  imgDisc: z.string().nullable(),
  /** Banner cover (WebP, 4:1), or null for the default pattern. */
  capaDisc: z.string().nullable(),
  /** 'pendente' while the director has not approved a child added after registration (family only). */
  situacao: z.enum(situacoesDiscente),
  alturaDisc: z.number(),
  pesoDisc: z.number(),
  cpfDisc: z.string(),
  rgDisc: z.string(),
  deficiencia: z.string().nullable(),
  escola: z.object({ nome: z.string() }),
  contato: z.array(contatoEmergencia),
  fichaMed: fichaMed.nullable(),
  idResp: z.array(
    z.object({ nomeResp: z.string(), emailResp: z.string(), parentesco: z.string().nullable() }),
  ),
  /** Who may pick the child up (the custody rule applied; suspended people left out), documents masked. */
  autorizadosBusca: z.array(
    z.object({
      idAutorizado: z.string(),
      nome: z.string(),
      /** Masked: only the last characters. */
      rg: z.string(),
      /** Masked: '***.456.789-**'. */
      cpf: z.string(),
      parentesco: z.string(),
      contato: z.string(),
      foto: z.string().nullable(),
      /** Null dates: permanent. */
      temporario: z.boolean(),
      dataInicio: z.string().nullable(),
      dataFim: z.string().nullable(),
    }),
  ),
});
export type DiscenteRead = z.infer<typeof discenteRead>;

export const discenteCreated = z.object({ idDisc: z.string(), nomeDisc: z.string() });
export const idDiscParam = z.object({ idDisc: z.uuid() });
