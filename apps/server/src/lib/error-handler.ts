import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { msg, type ApiError, type ErrorCode } from '@lunna/contract';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, servicoIndisponivel } from '../db/unavailable';
import { isStorageUnavailable } from '../platform/storage/storage-unavailable';
import { AppError } from './app-error';
import { isNoRoom, semEspaco } from './disk-full';

const byStatus: Record<number, [ErrorCode, string]> = {
  400: ['VALIDATION', msg.dadosInvalidos],
  401: ['UNAUTHENTICATED', msg.entreComSuaConta],
  403: ['FORBIDDEN', msg.acessoNegado],
  404: ['NOT_FOUND', msg.naoEncontrado],
  413: ['PAYLOAD_TOO_LARGE', msg.grandeDemais],
  415: ['UNSUPPORTED_MEDIA_TYPE', msg.tipoNaoSuportado],
  429: ['RATE_LIMITED', msg.muitasTentativas],
};

/** One shape for every error: `{code, message, fields}`; internals never reach the client. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A database that cannot be reached is not a bug of ours: the client is told to try again shortly.
  if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
    request.log.warn({ err: safeError(error) }, 'database unavailable');
    error = servicoIndisponivel() as unknown as FastifyError;
  }
  // Nor is the file storage (an S3 bucket) being away.
  if (isStorageUnavailable(error)) {
    request.log.warn({ err: safeError((error.cause as Error) ?? error) }, 'storage unavailable');
    error = servicoIndisponivel() as unknown as FastifyError;
  }
  let status = 500;
  let body: ApiError = { code: 'INTERNAL', message: msg.erroInterno };

  // A write anywhere (the embedded database's files, a job's file) that found no room: said as such, not as a bug.
  const known = error instanceof AppError ? error : isNoRoom(error) ? semEspaco() : null;
  if (known) {
    status = known.status;
    body = { code: known.code, message: known.message, ...(known.fields ? { fields: known.fields } : {}) };
  } else if (hasZodFastifySchemaValidationErrors(error)) {
    status = 400;
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[key] ??= issue.message ?? msg.dadosInvalidos;
    }
    body = { code: 'VALIDATION', message: Object.values(fields)[0] ?? msg.dadosInvalidos, fields };
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    const [code, message] = byStatus[status] ?? ['VALIDATION', msg.requisicaoInvalida];
    body = {
      code,
      message:
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code?.startsWith('FST_ERR_CTP')
          ? msg.jsonInvalido
          : message,
    };
    if (status === 415) body = { code: 'UNSUPPORTED_MEDIA_TYPE', message };
    if (status === 413) body = { code: 'PAYLOAD_TOO_LARGE', message };
  }

  if (body.code === 'SERVICO_INDISPONIVEL') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  else if (status >= 500) request.log.error({ err: safeError(error) }, 'request failed');
  return reply.status(status).send(body);
}

/**
 * What of an unexpected error goes to the log: database errors quote the query's parameters (CPFs,
 * e-mails, health data), so everything from "params:" on is dropped, and e-mail addresses are masked.
 */
export function safeError(error: Error & { code?: string }) {
  // Mail errors quote the recipient's address.
  const cut = (text: string | undefined) =>
    text
      ?.split(/\bparams:/)[0]
      ?.replace(/[^\s@<>"']+@[^\s@<>"']+/g, '[e-mail]')
      .slice(0, 2000);
  return { type: error.name, code: error.code, message: cut(error.message), stack: cut(error.stack) };
}
