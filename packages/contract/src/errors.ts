import { z } from 'zod';

/** Every API error: a stable code, a Portuguese message, and per-field messages for forms. */
export const apiError = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'CSRF',
  'INVALID_CREDENTIALS',
  'INVALID_CODE',
  /** Check-in or check-out with an adult who may not take the child today (not a guardian, not authorised, restricted). */
  'PESSOA_NAO_AUTORIZADA',
  /** A data export's download period (7 days) is over. */
  'EXPORTACAO_EXPIRADA',
  /** PUT /api/conta/id-usuario: the handle is taken. */
  'ID_USUARIO_EM_USO',
  /** DELETE /api/conta by staff: their accounts are closed by the school's director. */
  'CONTA_EQUIPE',
  /** Checkout: the provider declined the payment (nothing was charged). */
  'PAGAMENTO_RECUSADO',
  /** Checkout: the payment was cancelled before capture. */
  'PAGAMENTO_CANCELADO',
  /** Checkout: the captured amount or currency differs from what the server decided; nothing is granted. */
  'PAGAMENTO_DIVERGENTE',
  /** Checkout: the payment provider could not be reached (nothing was charged; try again). */
  'PAGAMENTO_INDISPONIVEL',
  /** Sign-in or request by a staff account the director deactivated. */
  'CONTA_DESATIVADA',
  /** A multipart/form-data body that cannot be read (no or wrong boundary, a part cut short); nothing was written. */
  'MALFORMED_MULTIPART',
  /** A text (body, query, path, header or chat message) holds NUL or another control character other than tab and line breaks. */
  'INVALID_CHARACTER',
  /** Exporting data, changing e-mail, password or second factor: the password was not typed in the last 10 minutes (POST /api/sessao/reautenticar, then again). */
  'REAUTENTICACAO_NECESSARIA',
  /** A medication dose off the child's medical record (another medicine, dose or interval) without the guardians' written authorisation for that day. */
  'AUTORIZACAO_MEDICACAO_NECESSARIA',
  /** A diary correction of an entry that a later correction already replaced. */
  'REGISTRO_JA_CORRIGIDO',
  /** 503: a dependency (the database) is away for a moment; the answer carries Retry-After, and nothing was written. */
  'SERVICO_INDISPONIVEL',
  /** 503: this instance is saturated and sheds the request at once; Retry-After says when to try again. */
  'SOBRECARGA',
  /** 507: the server's disk is full or cannot be written; nothing was stored. */
  'SEM_ESPACO',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const okResponse = z.object({ ok: z.literal(true) });
