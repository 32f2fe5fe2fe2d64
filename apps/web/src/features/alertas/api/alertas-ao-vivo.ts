import { notificacaoAoVivo } from '@lunna/contract';

/**
 * Whether a frame of `/user/{id}/notificacoes` is about an alert (raised, or acknowledged): the server
 * records one 'alerta' notification for each, so it is the signal that today's alert lists changed.
 */
export function falaDeAlerta(body: unknown): boolean {
  const parsed = notificacaoAoVivo.safeParse(body);
  return parsed.success && parsed.data.notificacao.tipo === 'alerta';
}
