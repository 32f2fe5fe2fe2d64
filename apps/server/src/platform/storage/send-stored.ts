import type { FastifyReply } from 'fastify';
import type { StoredObject } from './storage';

/** Streams a stored file to the client as it is read from the storage (photos, documents, exports). */
export function sendStored(reply: FastifyReply, stored: StoredObject): FastifyReply {
  if (stored.size !== undefined) reply.header('content-length', String(stored.size));
  return reply.send(stored.body);
}
