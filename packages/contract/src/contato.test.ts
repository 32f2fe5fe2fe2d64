import { describe, expect, it } from 'vitest';
import { contatoForm, countLinks } from './contato';
import { msg } from './messages';

const good = {
  nome: '  Maria da Silva ',
  telefone: '+55 (11) 98888-7777',
  email: 'Maria@Exemplo.com.br',
  assunto: 'Vagas para 2027',
  mensagem: 'Gostaria de saber se há vagas no berçário.',
};

/** The first message per field, as the server's error handler and the form show it. */
function errors(values: Record<string, unknown>) {
  const result = contatoForm.safeParse(values);
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('contatoForm', () => {
  it('trims, lower-cases the e-mail and keeps only the digits of the phone', () => {
    expect(contatoForm.parse(good)).toEqual({
      nome: 'Maria da Silva',
      telefone: '5511988887777',
      email: 'maria@exemplo.com.br',
      assunto: 'Vagas para 2027',
      mensagem: 'Gostaria de saber se há vagas no berçário.',
    });
    expect(
      contatoForm.parse({ ...good, telefone: '(11) 3333-4444', website: '', abertoEm: 1_700_000_000_000 }),
    ).toMatchObject({
      telefone: '1133334444',
      website: '',
      abertoEm: 1_700_000_000_000,
    });
  });

  it('says which field is wrong', () => {
    expect(errors({})).toMatchObject({
      nome: msg.nomeObrigatorio,
      telefone: msg.telefoneObrigatorio,
      email: msg.emailObrigatorio,
      assunto: msg.assuntoObrigatorio,
      mensagem: msg.mensagemObrigatoria,
    });
    expect(errors({ ...good, nome: ' Al ' })).toEqual({ nome: msg.nomeCurto });
    expect(errors({ ...good, nome: 'a'.repeat(121) })).toEqual({ nome: msg.quantidadeInvalida });
    expect(errors({ ...good, telefone: ' ( ) - ' })).toEqual({ telefone: msg.telefoneObrigatorio });
    expect(errors({ ...good, telefone: '11 9888x7777' })).toEqual({ telefone: msg.digiteApenasNumeros });
    expect(errors({ ...good, telefone: '988887777' })).toEqual({ telefone: msg.telefoneInvalido });
    expect(errors({ ...good, telefone: '55119888877770' })).toEqual({ telefone: msg.telefoneInvalido });
    expect(errors({ ...good, email: 'maria@' })).toEqual({ email: msg.emailInvalido });
    expect(errors({ ...good, assunto: 'a'.repeat(121) })).toEqual({ assunto: msg.quantidadeInvalida });
    expect(errors({ ...good, mensagem: 'Oi, tudo?' })).toEqual({ mensagem: msg.mensagemCurta });
    expect(errors({ ...good, mensagem: 'a'.repeat(4001) })).toEqual({ mensagem: msg.quantidadeInvalida });
    expect(errors({ ...good, abertoEm: 'ontem' })).toHaveProperty('abertoEm');
  });

  it('refuses more than three links', () => {
    const links = (n: number) =>
      Array.from({ length: n }, (_, i) => `veja https://exemplo${i}.com`).join(' ');
    expect(errors({ ...good, mensagem: links(3) })).toEqual({});
    expect(errors({ ...good, mensagem: links(4) })).toEqual({ mensagem: msg.mensagemMuitosLinks });
    expect(countLinks('http://a.com, HTTPS://b.com e www.c.com.br')).toBe(3);
    expect(countLinks('Meu email é maria@exemplo.com.br')).toBe(0);
  });
});
