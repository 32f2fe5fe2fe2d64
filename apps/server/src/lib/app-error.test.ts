import { describe, expect, it } from 'vitest';
import { notFound, validation } from './app-error';

// Issue 28: the 404's message agrees with the noun it names ("Criança não encontrada", never "não encontrado").
describe('notFound', () => {
  it.each([
    ['Criança', 'Criança não encontrada'],
    ['Escola', 'Escola não encontrada'],
    ['Turma', 'Turma não encontrada'],
    ['Imagem', 'Imagem não encontrada'],
    ['Enquete', 'Enquete não encontrada'],
    ['Atividade', 'Atividade não encontrada'],
    ['Memória', 'Memória não encontrada'],
    ['Notificação', 'Notificação não encontrada'],
    ['Pessoa da equipe', 'Pessoa da equipe não encontrada'],
    ['Aviso', 'Aviso não encontrado'],
    ['Pagamento', 'Pagamento não encontrado'],
    ['Convite', 'Convite não encontrado'],
  ] as const)('%s → "%s"', (what, message) => {
    const error = notFound(what);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message });
  });

  it('says "Registro não encontrado" when it names nothing', () => {
    expect(notFound().message).toBe('Registro não encontrado');
  });
});

describe('validation', () => {
  it('falls back to a correctly accented message', () => {
    expect(validation({}).message).toBe('Dados inválidos');
  });
});
