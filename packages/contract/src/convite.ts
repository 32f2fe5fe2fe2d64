import { z } from 'zod';
import { email, requiredText } from './fields';
import { msg } from './messages';
import { authResponse, responsavelForm, responsavelPayload } from './responsavel';

/** Invitations of a second guardian (separated parents, each with their own account). */
export const CONVITE_VALIDADE_DIAS = 7;

/** A guardian's link to a child: 'pendente' until the director approves a self-registered family (schools that ask for it), 'suspenso' when the director removed the access (the row stays, for the history). */
export const statusVinculo = ['ativo', 'pendente', 'suspenso'] as const;
export type StatusVinculo = (typeof statusVinculo)[number];

/** 'Convidar outro responsável': who is invited and how they relate to the child. */
export const conviteForm = z.object({
  email,
  parentesco: requiredText(msg.parentescoObrigatorio, 60),
});
export type ConviteForm = z.input<typeof conviteForm>;

/** `POST /api/discente/{idDisc}/convites`. */
export const convitePayload = conviteForm;
export type ConvitePayload = z.input<typeof convitePayload>;

export const conviteCriado = z.object({
  idConvite: z.string(),
  email: z.string(),
  parentesco: z.string(),
  /** ISO instant after which the link no longer works. */
  expiraEm: z.string(),
});
export type ConviteCriado = z.infer<typeof conviteCriado>;

/** A pending invitation as the child's guardians see it. */
export const convitePendente = conviteCriado.extend({
  convidadoPor: z.string(),
  criadoEm: z.string(),
});
export type ConvitePendente = z.infer<typeof convitePendente>;
export const convitePendenteList = z.array(convitePendente);

export const idConviteParam = z.object({ idConvite: z.uuid() });
/** Any text: an unknown or malformed token gets the same 404 as an expired one. */
export const conviteTokenParam = z.object({ token: z.string().max(200) });

/** What the invitation link shows before it is accepted: first names only. */
export const conviteInfo = z.object({
  nomeDisc: z.string(),
  escola: z.object({ nome: z.string() }),
  convidadoPor: z.string(),
  /** The invited address: the account that accepts must have this e-mail. */
  email: z.string(),
  /** Whether an account with that e-mail exists (then it signs in to accept; otherwise it registers here). */
  contaExiste: z.boolean(),
});
export type ConviteInfo = z.infer<typeof conviteInfo>;

/**
 * Registration from an invitation: the fields of registration step 1 without the school code and the
 * e-mail (both come from the invitation).
 */
const { codigoEscola: _codigo, email: _email, ...passo1 } = responsavelForm.shape;
export const conviteCadastroForm = z
  .object(passo1)
  .refine((f) => f.senha === f.confirmarSenha, { path: ['confirmarSenha'], error: msg.senhasDiferentes });
export type ConviteCadastroForm = z.input<typeof conviteCadastroForm>;

/** `POST /api/convites/{token}/aceitar` without an account: multipart field `body`, with the photos. */
export const conviteCadastroPayload = responsavelPayload.omit({ codigoEscola: true, emailResp: true });
export type ConviteCadastroPayload = z.input<typeof conviteCadastroPayload>;

export function toConviteCadastroPayload(form: z.output<typeof conviteCadastroForm>): ConviteCadastroPayload {
  return {
    nomeResp: form.nome,
    cpfResp: form.cpf,
    rgResp: form.rg,
    emailRecResp: form.emailSecundario,
    senha: form.senha,
    contato: { numeroTel: form.dddTelefone + form.telefone, numeroCel: form.dddCelular + form.celular },
    enderecoResp: { rua: form.rua, bairro: form.bairro, cep: `${form.cep}-${form.cepDigito}`, uf: form.uf },
  };
}

/** The child now linked; `conta` is the new account's sign-in (like login) when the invitation created it. */
export const conviteAceito = z.object({
  idDisc: z.string(),
  nomeDisc: z.string(),
  conta: authResponse.nullable(),
});
export type ConviteAceito = z.infer<typeof conviteAceito>;

/** `GET /api/discente/{idDisc}/responsaveis`: the child's guardians, active first. */
export const responsavelDaCrianca = z.object({
  idResp: z.string(),
  nome: z.string(),
  parentesco: z.string().nullable(),
  foto: z.string().nullable(),
  /** ISO instant the link was made. */
  desde: z.string(),
  status: z.enum(statusVinculo),
  /** The signed-in guardian's own row. */
  voce: z.boolean(),
});
export type ResponsavelDaCrianca = z.infer<typeof responsavelDaCrianca>;
export const responsavelDaCriancaList = z.array(responsavelDaCrianca);

export const idDiscRespParam = z.object({ idDisc: z.uuid(), idResp: z.uuid() });
