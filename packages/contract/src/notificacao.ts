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

/** E-mail on or off for each priority; the senders read these before sending. */
export const preferenciasNotificacao = z.object({
  emailNormal: z.boolean(),
  emailAtencao: z.boolean(),
  emailImportante: z.boolean(),
});
export type PreferenciasNotificacao = z.infer<typeof preferenciasNotificacao>;
