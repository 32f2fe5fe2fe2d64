import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { msg } from '@lunna/contract';
import { databaseAwayErrors, notAnOutage } from '../test/database-errors';
import { errorHandler, safeError } from './error-handler';

describe('safeError', () => {
  it('drops query parameters (personal data) from database errors', () => {
    const err = new Error(
      'Failed query: insert into "responsavel" values ($1, $2)\nparams: Maria,529.982.247-25',
    );
    const logged = safeError(err);
    expect(logged.message).toContain('Failed query');
    expect(JSON.stringify(logged)).not.toContain('529.982.247-25');
    expect(JSON.stringify(logged)).not.toContain('Maria');
  });

  it('masks e-mail addresses quoted by mail errors', () => {
    const logged = safeError(
      new Error("Can't send mail - all recipients were rejected: 550 <ana.souza@exemplo.com.br>"),
    );
    expect(logged.message).toBe("Can't send mail - all recipients were rejected: 550 <[e-mail]>");
  });
});

describe('errorHandler while the database is away', () => {
  const answer = async (error: unknown) => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/x', async () => {
      throw error;
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    return res;
  };

  it.each(databaseAwayErrors)(
    '%s: 503 SERVICO_INDISPONIVEL with Retry-After, not a 500',
    async (_name, error) => {
      const res = await answer(error);
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toEqual({ code: 'SERVICO_INDISPONIVEL', message: msg.servicoIndisponivel });
    },
  );

  it.each(notAnOutage)('%s: still a 500 without Retry-After', async (_name, error) => {
    const res = await answer(error);
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
