import { z } from 'zod';
import { importancias } from './aviso';
import { msg } from './messages';

/** A key of a browser's push subscription: URL-safe base64 without padding, as `PushSubscription.toJSON()` gives it. */
const chave = (max: number) =>
  z
    .string({ error: msg.obrigatorio })
    .min(1, msg.obrigatorio)
    .max(max, msg.valorInvalido)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, msg.valorInvalido);

/**
 * A push service's host name: the server posts to the endpoint, so it must be a public name on the default
 * https port — never an IP address, `localhost` or a local or internal domain.
 */
const PUSH_HOST =
  /^(?=.{1,253}$)(?!.*\.(?:local|localhost|internal|lan|home|corp)$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

const onDefaultPort = (endpoint: string) => {
  try {
    return new URL(endpoint).port === '';
  } catch {
    return false;
  }
};

/**
 * `POST /api/push/inscricao`: the browser's `PushSubscription` as JSON. The endpoint is the push service's
 * address for this browser (always https); `p256dh` (an uncompressed P-256 point, 65 bytes → 87 characters)
 * and `auth` (16 bytes → 22 characters) are what the messages are encrypted to.
 */
export const pushInscricaoPayload = z.object({
  endpoint: z
    .string({ error: msg.obrigatorio })
    .trim()
    .min(1, msg.obrigatorio)
    .max(2048, msg.valorInvalido)
    .pipe(z.url({ protocol: /^https$/, hostname: PUSH_HOST, error: msg.valorInvalido }))
    .refine(onDefaultPort, msg.valorInvalido),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: chave(88),
      auth: chave(24),
    },
    { error: msg.obrigatorio },
  ),
});
export type PushInscricaoPayload = z.infer<typeof pushInscricaoPayload>;

/** `DELETE /api/push/inscricao`: this browser's subscription, by its endpoint (only the person's own). */
export const pushRemocaoPayload = z.object({
  endpoint: z.string({ error: msg.obrigatorio }).trim().min(1, msg.obrigatorio).max(2048, msg.valorInvalido),
});
export type PushRemocaoPayload = z.infer<typeof pushRemocaoPayload>;

/** `GET /api/push/chave`: the server's public VAPID key, for `PushManager.subscribe({ applicationServerKey })`. */
export const pushChave = z.object({ chavePublica: z.string() });
export type PushChave = z.infer<typeof pushChave>;

/**
 * What a push message carries to the service worker: the bell's own title and text (nothing more about a
 * child than the notification already says), the page to open, a tag (a newer message about the same
 * item replaces the older one on the device) and the priority.
 */
export const pushMensagem = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the app, e.g. `/avisos#aviso-…`. */
  url: z.string(),
  tag: z.string(),
  prioridade: z.enum(importancias),
});
export type PushMensagem = z.infer<typeof pushMensagem>;

/** `POST /api/push/inscricao`: saved; the id this browser has in the list of devices. */
export const pushInscricaoSalva = z.object({ ok: z.literal(true), idAparelho: z.string() });
export type PushInscricaoSalva = z.infer<typeof pushInscricaoSalva>;

/**
 * `POST /api/push/inscricao/estado`: whether the server still sends to this browser's subscription (it is
 * dropped when the person removes the device from another one, or the push service says it is gone).
 */
export const pushEstadoInscricao = z.object({ idAparelho: z.string().nullable() });
export type PushEstadoInscricao = z.infer<typeof pushEstadoInscricao>;

/**
 * `GET /api/push/aparelhos`: the person's browsers that get device notifications, newest first: what the
 * browser and system are ('Chrome 140 · Android 14'), since when, and when one last reached it.
 */
export const pushAparelho = z.object({
  idAparelho: z.string(),
  descricao: z.string().nullable(),
  ativadoEm: z.string(),
  ultimoEnvio: z.string().nullable(),
});
export type PushAparelho = z.infer<typeof pushAparelho>;
export const pushAparelhos = z.array(pushAparelho);

/** `DELETE /api/push/aparelhos/{idAparelho}`: one of the person's own devices. */
export const idAparelhoParam = z.object({ idAparelho: z.uuid(msg.valorInvalido) });
