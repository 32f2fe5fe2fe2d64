import { frameSchemas } from '../../../lib/live-frames';

/**
 * Whether a frame of `/user/{id}/notificacoes` is about an alert (raised, or acknowledged): the server
 * records one 'alerta' notification for each, so it is the signal that today's alert lists changed.
 */
export async function falaDeAlerta(body: unknown): Promise<boolean> {
  const parsed = (await frameSchemas()).notificacaoAoVivo.safeParse(body);
  return parsed.success && parsed.data.notificacao.tipo === 'alerta';
}
