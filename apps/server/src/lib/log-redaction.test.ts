import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides CPFs, e-mails and query strings', () => {
    expect(redactUrl('/api/responsavel/cpf/529.982.247-25')).toBe('/api/responsavel/cpf/[redacted]');
    expect(redactUrl('/api/responsavel/email/ana%40x.com')).toBe('/api/responsavel/email/[redacted]');
    expect(redactUrl('/api/images?filename=abc.webp')).toBe('/api/images?[redacted]');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
