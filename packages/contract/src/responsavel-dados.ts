import { z } from 'zod';
import { responsavelForm, responsavelPayload } from './responsavel';

/*
 * A guardian's own data ('Meus dados'). The fields and their rules are registration step 1's, picked
 * from the same schemas; the CPF (changed with the director's confirmation), the sign-in e-mail, the
 * password and the school are not edited here.
 */

const step1 = responsavelForm.shape;

/** The 'Meus dados' form, field names as in registration step 1. */
export const responsavelDadosForm = z.object({
  nome: step1.nome,
  cep: step1.cep,
  cepDigito: step1.cepDigito,
  uf: step1.uf,
  rua: step1.rua,
  bairro: step1.bairro,
  dddTelefone: step1.dddTelefone,
  telefone: step1.telefone,
  dddCelular: step1.dddCelular,
  celular: step1.celular,
  rg: step1.rg,
  emailSecundario: step1.emailSecundario,
});
export type ResponsavelDadosForm = z.input<typeof responsavelDadosForm>;

/** `PUT /api/responsavel/me`: the registration payload's editable part. */
export const responsavelDadosPayload = responsavelPayload.pick({
  nomeResp: true,
  rgResp: true,
  emailRecResp: true,
  contato: true,
  enderecoResp: true,
});
export type ResponsavelDadosPayload = z.input<typeof responsavelDadosPayload>;

/** `GET /api/responsavel/me` (and the answer of every change): the guardian's own data. */
export const responsavelDados = z.object({
  nomeResp: z.string(),
  cpfResp: z.string(),
  rgResp: z.string(),
  emailResp: z.string(),
  emailRecResp: z.string(),
  contato: z.object({ numeroTel: z.string(), numeroCel: z.string() }),
  enderecoResp: z.object({ rua: z.string(), bairro: z.string(), cep: z.string(), uf: z.string() }),
  ftPerfilResp: z.string().nullable(),
  ftRgResp: z.string().nullable(),
});
export type ResponsavelDados = z.infer<typeof responsavelDados>;

/** Which payload path each form field is sent as: server messages land back on the right field. */
export const responsavelDadosFieldPaths: Record<string, keyof ResponsavelDadosForm> = {
  nomeResp: 'nome',
  rgResp: 'rg',
  emailRecResp: 'emailSecundario',
  'contato.numeroTel': 'telefone',
  'contato.numeroCel': 'celular',
  'enderecoResp.rua': 'rua',
  'enderecoResp.bairro': 'bairro',
  'enderecoResp.cep': 'cep',
  'enderecoResp.uf': 'uf',
};

export function toResponsavelDadosPayload(
  form: z.output<typeof responsavelDadosForm>,
): ResponsavelDadosPayload {
  return {
    nomeResp: form.nome,
    rgResp: form.rg,
    emailRecResp: form.emailSecundario,
    contato: { numeroTel: form.dddTelefone + form.telefone, numeroCel: form.dddCelular + form.celular },
    enderecoResp: { rua: form.rua, bairro: form.bairro, cep: `${form.cep}-${form.cepDigito}`, uf: form.uf },
  };
}

/** The stored data split back into the form's fields (phones as DDD + number, CEP as 5 + 3 digits). */
export function toResponsavelDadosForm(dados: ResponsavelDados): ResponsavelDadosForm {
  const [cep = '', cepDigito = ''] = dados.enderecoResp.cep.split('-');
  return {
    nome: dados.nomeResp,
    cep,
    cepDigito,
    uf: dados.enderecoResp.uf,
    rua: dados.enderecoResp.rua,
    bairro: dados.enderecoResp.bairro,
    dddTelefone: dados.contato.numeroTel.slice(0, 2),
    telefone: dados.contato.numeroTel.slice(2),
    dddCelular: dados.contato.numeroCel.slice(0, 2),
    celular: dados.contato.numeroCel.slice(2),
    rg: dados.rgResp,
    emailSecundario: dados.emailRecResp,
  };
}

/** `POST /api/discente/{idDisc}/foto|capa`, `DELETE …/capa`: the child's pictures after the change. */
export const discenteImagens = z.object({
  idDisc: z.string(),
  imgDisc: z.string().nullable(),
  capaDisc: z.string().nullable(),
});
export type DiscenteImagens = z.infer<typeof discenteImagens>;
