import { z } from 'zod';
import {
  contatoEmergenciaForm,
  contatoEmergenciaPayload,
  discenteFormFields,
  discentePayload,
  fichaMedForm,
  fichaMedPayload,
  isRealPastDate,
  toFichaMedPayload,
  type DiscenteRead,
} from './discente';
import { parseDecimal } from './fields';
import { msg } from './messages';
import { papel } from './responsavel';

/** A child keeps between one and ten emergency contacts. */
export const MAX_CONTATOS_EMERGENCIA = 10;

/** One emergency contact as the edit sends it: with `idContato` when it already exists, without when it is new. */
export const contatoEdicao = contatoEmergenciaPayload
  .omit({ idDisc: true })
  .extend({ idContato: z.uuid().optional() });

/**
 * `PUT /api/discente/{idDisc}`: the whole record as the guardian left it, with the registration rules
 * and messages. The child's CPF and RG are not edited here. Contacts missing from the list are removed.
 */
export const discenteEdicao = discentePayload
  .pick({ nomeDisc: true, dataNasDisc: true, alturaDisc: true, pesoDisc: true, deficiencia: true })
  .extend({
    fichaMed: fichaMedPayload.omit({ idDisc: true }),
    contato: z
      .array(contatoEdicao, { error: msg.contatoMinimo })
      .min(1, msg.contatoMinimo)
      .max(MAX_CONTATOS_EMERGENCIA, msg.contatoMaximo),
  });
export type DiscenteEdicao = z.input<typeof discenteEdicao>;

/** The edit overlay's form: registration's step-2 fields (without CPF/RG), its medical form and contact form. */
export const discenteEdicaoForm = z.object({
  dados: discenteFormFields
    .omit({ cpfCrianca: true, rgCrianca: true })
    .refine((f) => isRealPastDate(`${f.ano}-${f.mes}-${f.dia}`), { path: ['dia'], error: msg.dataInvalida }),
  ficha: fichaMedForm,
  contatos: z
    .array(contatoEmergenciaForm.extend({ idContato: z.string().optional() }))
    .min(1, msg.contatoMinimo)
    .max(MAX_CONTATOS_EMERGENCIA, msg.contatoMaximo),
});
export type DiscenteEdicaoFormInput = z.input<typeof discenteEdicaoForm>;
export type DiscenteEdicaoFormOutput = z.output<typeof discenteEdicaoForm>;

const decimal = (n: number | null | undefined) => (n == null ? '' : String(n).replace('.', ','));
const splitPhone = (numero: string) => ({ ddd: numero.slice(0, 2), numero: numero.slice(2) });

/** The form filled with the record as it is now. */
export function discenteEdicaoDefaults(d: DiscenteRead): DiscenteEdicaoFormInput {
  const [ano = '', mes = '', dia = ''] = d.dataNasDisc.split('-');
  const f = d.fichaMed;
  const [hospitalCep = '', hospitalDigito = ''] = f?.endereco.cep?.split('-') ?? [];
  const hasMed = !!(f?.remedios || f?.qtdMed != null || f?.qtdHoraMed != null);
  return {
    dados: { nomeFilho: d.nomeDisc, dia, mes, ano, altura: decimal(d.alturaDisc), peso: decimal(d.pesoDisc) },
    ficha: {
      sus: f?.numCartSus ?? '',
      plano: f?.planSaud ? 'sim' : 'nao',
      namePlano: f?.planSaud ?? '',
      nomeHospital: f?.endereco.nomeHospital ?? '',
      hospitalCep,
      hospitalDigito,
      ufHospital: f?.endereco.uf ?? '',
      ruaHospital: f?.endereco.rua ?? '',
      cuidados: f?.cuidados ?? '',
      isPCD: d.deficiencia ? 'sim' : 'nao',
      deficiencia: d.deficiencia ?? '',
      tratamento: f?.descTratamento ? 'sim' : 'nao',
      descTratamento: f?.descTratamento ?? '',
      medicamentos: hasMed ? 'sim' : 'nao',
      descMedicamentos: f?.remedios ?? '',
      horasMed: decimal(f?.qtdHoraMed),
      quantidadeMed: decimal(f?.qtdMed),
      comidas: f?.comidasAlergicas ? 'sim' : 'nao',
      descComidas: f?.comidasAlergicas ?? '',
    },
    contatos: d.contato.map((c) => {
      const tel = splitPhone(c.numeroTelefone);
      const cel = splitPhone(c.numeroCelular);
      return {
        idContato: c.idContato,
        nomeContato: c.nome,
        parentesco: c.parentesco,
        dddTelefoneContato: tel.ddd,
        telefoneContato: tel.numero,
        dddCelularContato: cel.ddd,
        celularContato: cel.numero,
      };
    }),
  };
}

export const emptyContatoEdicao = (): DiscenteEdicaoFormInput['contatos'][number] => ({
  nomeContato: '',
  parentesco: '',
  dddTelefoneContato: '',
  telefoneContato: '',
  dddCelularContato: '',
  celularContato: '',
});

/** The form turned into the `PUT` body, the same conversions as registration. */
export function toDiscenteEdicao(form: DiscenteEdicaoFormOutput): DiscenteEdicao {
  const { idDisc: _idDisc, ...fichaMed } = toFichaMedPayload('', form.ficha);
  return {
    nomeDisc: form.dados.nomeFilho,
    dataNasDisc: `${form.dados.ano}-${form.dados.mes}-${form.dados.dia}`,
    alturaDisc: parseDecimal(form.dados.altura),
    pesoDisc: parseDecimal(form.dados.peso),
    deficiencia: form.ficha.isPCD === 'sim' ? form.ficha.deficiencia : null,
    fichaMed,
    contato: form.contatos.map((c) => ({
      ...(c.idContato ? { idContato: c.idContato } : {}),
      nome: c.nomeContato,
      parentesco: c.parentesco,
      numeroTelefone: c.dddTelefoneContato + c.telefoneContato,
      numeroCelular: c.dddCelularContato + c.celularContato,
    })),
  };
}

/**
 * Where a server field error of the `PUT` lands in the form ('fichaMed.numCartSus' → 'ficha.sus').
 * Null for paths the form has no field for.
 */
export function edicaoFieldPath(serverPath: string): string | null {
  const direct: Record<string, string> = {
    nomeDisc: 'dados.nomeFilho',
    dataNasDisc: 'dados.dia',
    alturaDisc: 'dados.altura',
    pesoDisc: 'dados.peso',
    deficiencia: 'ficha.deficiencia',
    'fichaMed.numCartSus': 'ficha.sus',
    'fichaMed.planSaud': 'ficha.namePlano',
    'fichaMed.cuidados': 'ficha.cuidados',
    'fichaMed.remedios': 'ficha.descMedicamentos',
    'fichaMed.comidasAlergicas': 'ficha.descComidas',
    'fichaMed.descTratamento': 'ficha.descTratamento',
    'fichaMed.qtdHoraMed': 'ficha.horasMed',
    'fichaMed.qtdMed': 'ficha.quantidadeMed',
    'fichaMed.endereco.nomeHospital': 'ficha.nomeHospital',
    'fichaMed.endereco.cep': 'ficha.hospitalCep',
    'fichaMed.endereco.rua': 'ficha.ruaHospital',
    'fichaMed.endereco.uf': 'ficha.ufHospital',
    contato: 'contatos.root',
  };
  if (direct[serverPath]) return direct[serverPath];
  const m = /^contato\.(\d+)\.(\w+)$/.exec(serverPath);
  if (!m) return null;
  const field: Record<string, string> = {
    nome: 'nomeContato',
    parentesco: 'parentesco',
    numeroTelefone: 'telefoneContato',
    numeroCelular: 'celularContato',
    idContato: 'nomeContato',
  };
  return field[m[2]!] ? `contatos.${m[1]}.${field[m[2]!]}` : null;
}

/** The fields the history and the notifications name, with their Portuguese labels. */
export const camposPerfil = {
  nomeDisc: 'Nome',
  dataNasDisc: 'Data de nascimento',
  alturaDisc: 'Altura (cm)',
  pesoDisc: 'Peso (kg)',
  deficiencia: 'Deficiência',
  numCartSus: 'Cartão SUS',
  planSaud: 'Plano de saúde',
  cuidados: 'Cuidados específicos',
  remedios: 'Medicamentos',
  qtdMed: 'Dose',
  qtdHoraMed: 'Horas entre as doses',
  comidasAlergicas: 'Alergias',
  descTratamento: 'Tratamento',
  nomeHospital: 'Hospital',
  cepHospital: 'CEP do hospital',
  ruaHospital: 'Endereço do hospital',
  ufHospital: 'UF do hospital',
  nome: 'Nome do contato',
  parentesco: 'Parentesco',
  numeroTelefone: 'Telefone',
  numeroCelular: 'Celular',
} as const;
export type CampoPerfil = keyof typeof camposPerfil;

export const entidadesPerfil = ['discente', 'ficha_med', 'contato_emergencia'] as const;

const valorHistorico = z.union([z.string(), z.number(), z.null()]);

/** One change of the child's record: who, when, and each changed field old → new. */
export const historicoPerfilItem = z.object({
  idHistorico: z.string(),
  criadoEm: z.string(),
  autor: z.object({ nome: z.string(), papel }).nullable(),
  entidade: z.enum(entidadesPerfil),
  acao: z.enum(['criado', 'alterado', 'removido']),
  /** For an emergency contact, its name, so "Rosa Souza removido" reads on its own. */
  titulo: z.string().nullable(),
  alteracoes: z.array(
    z.object({ campo: z.string(), rotulo: z.string(), antes: valorHistorico, depois: valorHistorico }),
  ),
});
export type HistoricoPerfilItem = z.infer<typeof historicoPerfilItem>;
export const historicoPerfil = z.array(historicoPerfilItem);
