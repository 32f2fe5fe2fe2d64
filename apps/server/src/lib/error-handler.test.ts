import { describe, expect, it } from 'vitest';
import { safeError } from './error-handler';

describe('safeError', () => {
  it('drops query parameters (personal data) from database errors', () => {
    const err = new Error('Failed query: insert into "responsavel" values ($1, $2)\nparams: Maria,529.982.247-25');
    const logged = safeError(err);
    expect(logged.message).toContain('Failed query');
    expect(JSON.stringify(logged)).not.toContain('529.982.247-25');
    expect(JSON.stringify(logged)).not.toContain('Maria');
  });

  it('masks e-mail addresses quoted by mail errors', () => {
    const logged = safeError(new Error("Can't send mail - all recipients were rejected: 550 <ana.souza@exemplo.com.br>"));
    expect(logged.message).toBe("Can't send mail - all recipients were rejected: 550 <[e-mail]>");
  });
});
