import { idUsuario } from '@lunna/contract';
import { describe, expect, it } from 'vitest';
import { baseIdUsuario, normalizarIdUsuario } from './id-usuario';

describe('user ID rules', () => {
  it.each(['ana', 'ana.professora', 'joao_silva2', 'a'.repeat(30)])('accepts %s', (v) => {
    expect(idUsuario.safeParse(v).success).toBe(true);
  });

  it.each([
    ['ab', 'O ID de usuário deve ter pelo menos 3 caracteres'],
    ['a'.repeat(31), 'O ID de usuário deve ter no máximo 30 caracteres'],
    ['joão', 'Use apenas letras minúsculas sem acento, números, ponto (.) e sublinhado (_)'],
    ['ana silva', 'Use apenas letras minúsculas sem acento, números, ponto (.) e sublinhado (_)'],
    ['9ana', 'O ID de usuário deve começar com uma letra'],
    ['.ana', 'O ID de usuário deve começar com uma letra'],
    ['admin', 'Este ID de usuário é reservado'],
    ['Suporte', 'Este ID de usuário é reservado'],
    ['lunna.oficial', 'Este ID de usuário é reservado'],
    ['', 'Informe o ID de usuário'],
  ])('refuses %s: %s', (v, message) => {
    const parsed = idUsuario.safeParse(v);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('is kept lower-case', () => {
    expect(idUsuario.parse('  Ana.Prof ')).toBe('ana.prof');
  });
});

describe('generated user IDs', () => {
  it('come from the first and last name, without accents', () => {
    expect(baseIdUsuario('Joana Teste', 'x@y.com')).toBe('joana.teste');
    expect(baseIdUsuario('José da Conceição Araújo', 'x@y.com')).toBe('jose.araujo');
    expect(baseIdUsuario('Mariana', 'x@y.com')).toBe('mariana');
  });

  it('fall back to the e-mail, then to a neutral word, and are always valid', () => {
    expect(baseIdUsuario('李', 'renata.nova@exemplo.com')).toBe('renata.nova');
    expect(baseIdUsuario('Al', '12@x.com')).toBe('usuario');
    expect(baseIdUsuario('Admin', 'admin@x.com')).toBe('usuario');
    for (const nome of ['Ana', 'Ö Ü', '__', 'A'.repeat(80), 'Maria-Clara d’Ávila'])
      expect(idUsuario.safeParse(baseIdUsuario(nome, 'q@x.com')).success).toBe(true);
  });

  it('normalise free text', () => {
    expect(normalizarIdUsuario('  Ana--Clara__ 2 ')).toBe('ana.clara.2');
  });
});
