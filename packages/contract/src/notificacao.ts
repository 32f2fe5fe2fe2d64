import { z } from 'zod';
import { importancias } from './aviso';

/** What a notification is about; later features add their own kinds. */
export const tiposNotificacao = [
  'aviso',
  'aviso_pendente',
  /** The pickup list of a child changed. */
  'autorizado_busca',
  /** A check-in, check-out or absence was recorded. */
  'presenca',
  /** 30 minutes before the usual pickup time. */
  'lembrete_busca',
  /** A needs-attention, running-late, absence or unexpected-absence alert, or its acknowledgement. */
  'alerta',
  /** A family invitation was accepted or a guardian's access changed. */
  'convite',
  /** Something new on the class wall: an activity, photos of the child, a poll opened. */
  'atividade',
  'memoria',
  'enquete',
  /** A child's record changed (allergies, medication, specific care, emergency contacts). */
  'perfil',
  /** A request for the director (a new child, a CPF change) or its decision. */
  'solicitacao',
  /** An account matter for the director: a guardian closed their account. */
  'conta',
  /** The guardian's data export (LGPD) is ready to download. */
  'exportacao',
  /** The child's diary: an incident (to acknowledge), the day's summary, a medication authorisation for the educators. */
  'diario_incidente',
  'diario_resumo',
  'diario_autorizacao',
] as const;

export const notificacaoRead = z.object({
  idNotificacao: z.string(),
  prioridade: z.enum(importancias),
  tipo: z.enum(tiposNotificacao),
  titulo: z.string(),
  texto: z.string(),
  /** A path of the app to open. */
  link: z.string(),
  lida: z.boolean(),
  criadoEm: z.string(),
});
export type NotificacaoRead = z.infer<typeof notificacaoRead>;

export const notificacaoList = z.object({ itens: z.array(notificacaoRead), naoLidas: z.number().int() });
export type NotificacaoList = z.infer<typeof notificacaoList>;

export const idNotificacaoParam = z.object({ idNotificacao: z.uuid() });

/**
 * E-mail on or off for each priority (the senders read these before sending; the 'E-mail' switch of
 * Configurações is all three at once), the in-app pop-up banner when a notification arrives (the bell
 * always counts them), and whether the device notifications (Web Push, for the browsers the person turned
 * them on in) include *Normal* ones too: *Importante* and *Atenção* always go.
 */
export const preferenciasNotificacao = z.object({
  emailNormal: z.boolean(),
  emailAtencao: z.boolean(),
  emailImportante: z.boolean(),
  notifBanners: z.boolean(),
  pushNormal: z.boolean(),
});
export type PreferenciasNotificacao = z.infer<typeof preferenciasNotificacao>;

/** `PUT /api/notificacao/preferencias`: any of them; what is left out stays as it is. */
export const preferenciasNotificacaoPayload = preferenciasNotificacao.partial().strict();
export type PreferenciasNotificacaoPayload = z.infer<typeof preferenciasNotificacaoPayload>;

/** Delivered on the STOMP destination `/user/{usuarioId}/notificacoes` as soon as a notification is written. */
export const notificacaoAoVivo = z.object({ tipo: z.literal('notificacao'), notificacao: notificacaoRead });
export type NotificacaoAoVivo = z.infer<typeof notificacaoAoVivo>;
