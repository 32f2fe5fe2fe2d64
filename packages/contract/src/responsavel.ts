import { z } from 'zod';
import { formatCpf } from './cpf';
import { cpf, digits, email, requiredText, senha, uf } from './fields';
import { msg } from './messages';
import { segundoFatorResponse } from './seguranca';

/** Registration step 1 form ('Dados do Responsável'), field names as in the spec. */
export const responsavelForm = z
  .object({
    codigoEscola: requiredText(msg.codigoEscolaObrigatorio, 32),
    nome: requiredText(msg.nomeObrigatorio, 120),
    cep: digits(5, msg.cepObrigatorio),
    cepDigito: digits(3, msg.cepObrigatorio),
    uf,
    rua: requiredText(msg.ruaObrigatoria),
    bairro: requiredText(msg.bairroObrigatorio, 120),
    dddTelefone: digits(2, msg.telefoneObrigatorio, msg.digiteApenasNumeros),
    telefone: digits(9, msg.telefoneObrigatorio, msg.digiteApenasNumeros),
    dddCelular: digits(2, msg.telefoneObrigatorio, msg.digiteApenasNumeros),
    celular: digits(9, msg.telefoneObrigatorio, msg.digiteApenasNumeros),
    rg: requiredText(msg.rgObrigatorio, 20),
    cpf,
    email,
    emailSecundario: email,
    senha,
    confirmarSenha: z.string({ error: msg.senhaObrigatoria }).min(1, msg.senhaObrigatoria),
  })
  .refine((f) => f.senha === f.confirmarSenha, { path: ['confirmarSenha'], error: msg.senhasDiferentes });
export type ResponsavelForm = z.input<typeof responsavelForm>;

/** `POST /api/responsavel` multipart field `body`. */
export const responsavelPayload = z.object({
  codigoEscola: requiredText(msg.codigoEscolaObrigatorio, 32),
  nomeResp: requiredText(msg.nomeObrigatorio, 120),
  cpfResp: cpf.transform(formatCpf),
  rgResp: requiredText(msg.rgObrigatorio, 20),
  emailResp: email,
  emailRecResp: email,
  senha,
  contato: z.object({
    numeroTel: digits(11, msg.telefoneObrigatorio, msg.digiteApenasNumeros),
    numeroCel: digits(11, msg.telefoneObrigatorio, msg.digiteApenasNumeros),
  }),
  enderecoResp: z.object({
    rua: requiredText(msg.ruaObrigatoria),
    bairro: requiredText(msg.bairroObrigatorio, 120),
    cep: z
      .string({ error: msg.cepObrigatorio })
      .trim()
      .regex(/^\d{5}-\d{3}$/, msg.quantidadeInvalida),
    uf,
  }),
  /**
   * The language the person registers in (the portal's at the time): the account starts in it, so its first
   * e-mails (the confirmation link) are in it. Portuguese when left out. The same four as `idiomas`.
   */
  idioma: z.enum(['pt-BR', 'en', 'es', 'fr'], { error: msg.idiomaInvalido }).optional(),
});
export type ResponsavelPayload = z.input<typeof responsavelPayload>;

export function toResponsavelPayload(form: z.output<typeof responsavelForm>): ResponsavelPayload {
  return {
    codigoEscola: form.codigoEscola,
    nomeResp: form.nome,
    cpfResp: form.cpf,
    rgResp: form.rg,
    emailResp: form.email,
    emailRecResp: form.emailSecundario,
    senha: form.senha,
    contato: { numeroTel: form.dddTelefone + form.telefone, numeroCel: form.dddCelular + form.celular },
    enderecoResp: { rua: form.rua, bairro: form.bairro, cep: `${form.cep}-${form.cepDigito}`, uf: form.uf },
  };
}

export const loginPayload = z.object({
  email: z
    .string({ error: msg.emailObrigatorio })
    .trim()
    .min(1, msg.emailObrigatorio)
    .pipe(z.email(msg.emailInvalido))
    .transform((v) => v.toLowerCase()),
  senha: z
    .string({ error: msg.senhaObrigatoria })
    .min(1, msg.senhaObrigatoria)
    .min(8, msg.loginSenhaMinimo)
    .max(128),
});
export type LoginPayload = z.input<typeof loginPayload>;

export const papel = z.enum(['responsavel', 'pedagogo', 'gestor']);
export type Papel = z.infer<typeof papel>;

/** Login and registration answer the spec's `{nome, token}`; `papel` tells the portal which home to open. */
export const authResponse = z.object({ nome: z.string(), token: z.string(), papel });
export type AuthResponse = z.infer<typeof authResponse>;

/**
 * The login's answer: the session (`{nome, token, papel}`, the spec's contract) or, when the account has
 * two-factor sign-in, no session yet but a challenge for the second step.
 */
export const loginResponse = z.union([authResponse, segundoFatorResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** Who is signed in, with what the portal applies at once: language and the accessibility sliders. */
export const sessaoResponse = z.object({
  /** The person's own id: their private chat and notification destinations are named by it. */
  usuarioId: z.string(),
  nome: z.string(),
  email: z.string(),
  papel,
  escola: z.string(),
  idioma: z.string(),
  tamanhoFonte: z.number().int(),
  contraste: z.number().int(),
  /**
   * A guardian whose children are in no class yet (issue 28): their children's names and how to reach the
   * school, so the portal shows a calm waiting state instead of empty class pages. Null otherwise (staff too).
   */
  aguardandoTurma: z
    .object({ criancas: z.array(z.string()), telefone: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
});
export type SessaoResponse = z.infer<typeof sessaoResponse>;

/** Registration lookups reveal only that a value is taken (200) — 404 means free. */
export const lookupResponse = z.object({ cadastrado: z.literal(true) });

export const cpfParam = z.object({ cpf: z.string().max(14) });
export const emailParam = z.object({ email: z.string().max(254) });
