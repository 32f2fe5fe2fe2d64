import { z } from 'zod';
import { isValidCnpj } from './cnpj';
import { email, requiredText } from './fields';
import { msg } from './messages';
import { periodosPlano } from './plano';

/**
 * `/pagamento`: the school's details typed at checkout. Only the plan's id and the period travel: the
 * server prices them (a tampered price in the browser changes nothing).
 */
export const checkoutForm = z.object({
  plano: z
    .string({ error: msg.planoDesconhecido })
    .trim()
    .min(1, msg.planoDesconhecido)
    .max(40, msg.planoDesconhecido),
  periodo: z.enum(periodosPlano, { error: msg.periodoInvalido }),
  nomeEscola: requiredText(msg.nomeEscolaObrigatorio, 120),
  cnpj: z
    .string({ error: msg.cnpjObrigatorio })
    .trim()
    .min(1, msg.cnpjObrigatorio)
    .max(18, msg.quantidadeInvalida)
    .refine(isValidCnpj, msg.cnpjInvalido),
  nomeDiretor: requiredText(msg.nomeDiretorObrigatorio, 120),
  emailDiretor: email,
  numeroAlunos: z.coerce
    .number({ error: msg.numeroAlunosInvalido })
    .int(msg.numeroAlunosInvalido)
    .min(1, msg.numeroAlunosInvalido)
    .max(1_000_000, msg.numeroAlunosInvalido),
});
export type CheckoutForm = z.input<typeof checkoutForm>;

/** `POST /api/pagamento/pedido`. */
export const pedidoPayload = checkoutForm;
export type PedidoPayload = z.input<typeof pedidoPayload>;

/** The order the server created with the provider, for the buttons to approve. */
export const pedidoCriado = z.object({
  idPagamento: z.string(),
  provedor: z.enum(['sandbox', 'paypal']),
  pedidoProvedor: z.string(),
  /** What will be charged, in reais, decided by the server. */
  valor: z.number(),
  moeda: z.literal('BRL'),
  descricao: z.string(),
});
export type PedidoCriado = z.infer<typeof pedidoCriado>;

/** `POST /api/pagamento/pedido/{idPagamento}/captura` (header Idempotency-Key): the subscription recorded. */
export const capturaResponse = z.object({
  status: z.literal('capturado'),
  plano: z.string(),
  periodo: z.enum(periodosPlano),
  valor: z.number(),
  /** ISO instant the paid period ends. */
  pagoAte: z.string(),
  /** Where the director's invitation went (new schools). */
  emailDiretor: z.string().nullable(),
});
export type CapturaResponse = z.infer<typeof capturaResponse>;

/** `GET /api/pagamento/config`: which provider's buttons the page shows. */
export const pagamentoConfig = z.object({
  provedor: z.enum(['sandbox', 'paypal']),
  /** PayPal's public client id (never the secret); null for the sandbox. */
  clientId: z.string().nullable(),
  moeda: z.literal('BRL'),
});
export type PagamentoConfig = z.infer<typeof pagamentoConfig>;

/** The sandbox provider's approval screen: what the visitor chose. */
export const sandboxDecisaoPayload = z.object({ decisao: z.enum(['aprovar', 'recusar']) });
export type SandboxDecisaoPayload = z.infer<typeof sandboxDecisaoPayload>;

export const idPagamentoParam = z.object({ idPagamento: z.uuid() });

/** The capture's `Idempotency-Key` header: the browser makes one per attempt and repeats it on retries. */
export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 100;
export const capturaHeaders = z.object({
  'idempotency-key': z
    .string({ error: msg.idempotencyKeyInvalida })
    .trim()
    .min(IDEMPOTENCY_KEY_MIN, msg.idempotencyKeyInvalida)
    .max(IDEMPOTENCY_KEY_MAX, msg.idempotencyKeyInvalida),
});

/** `POST /api/pagamento/pedido/{idPagamento}/cancelar` and the sandbox's decision. */
export const pagamentoOk = z.object({ ok: z.literal(true) });

/** `POST /api/pagamento/renovacao`: a signed-in director pays another period of their school's plan (or another plan). */
export const renovacaoPayload = z.object({
  plano: checkoutForm.shape.plano,
  periodo: checkoutForm.shape.periodo,
});
export type RenovacaoPayload = z.infer<typeof renovacaoPayload>;
