import { z } from 'zod';
import { discenteRead } from './discente';

/** `GET /api/responsavel/email/{own e-mail}`: the spec's "guardian as read". */
export const responsavelRead = z.object({
  nomeResp: z.string(),
  cpfResp: z.string(),
  ftPerfilResp: z.string().nullable(),
  email: z.string(),
  discentes: z.array(discenteRead),
  /** Some of the guardian's links wait for the school's approval (self-registered at a school that approves families). */
  aguardandoAprovacao: z.boolean().optional(),
});
export type ResponsavelRead = z.infer<typeof responsavelRead>;

/** `GET /api/escola/demo`: the demo school's code, shown on the registration page in demo mode only. */
export const escolaDemo = z.object({ nome: z.string(), codigo: z.string() });

/**
 * `GET /api/escola/codigo/:codigo`: whether a school has this code (registration's first step checks it before
 * the family fills three more). 200 when it does, 404 `Código da escola não encontrado` when not; nothing else
 * about the school is told.
 */
export const codigoEscolaParam = z.object({ codigo: z.string().max(32) });
export const codigoEscolaLookup = z.object({ encontrada: z.literal(true) });
