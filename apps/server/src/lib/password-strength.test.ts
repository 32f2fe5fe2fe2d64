import { describe, expect, it } from 'vitest';
import { avaliadorSenhaPronto, msg, senha } from '@lunna/contract';
import { installPasswordStrength } from './password-strength';

describe('the server’s password rule', () => {
  it('holds for the very first password scored after start, though the dictionaries load on demand', () => {
    installPasswordStrength();
    expect(avaliadorSenhaPronto()).toBe(true);
    expect(senha.safeParse('12345678').error?.issues[0]?.message).toBe(msg.senhaFraca);
    expect(senha.safeParse('girassol-azul-73').success).toBe(true);
  });
});
