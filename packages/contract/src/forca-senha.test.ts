import { afterEach, describe, expect, it } from 'vitest';
import { senha } from './fields';
import {
  avaliadorSenhaPronto,
  senhaFraca,
  usarAvaliadorSenha,
  usarAvaliadorSenhaSobDemanda,
} from './forca-senha';
import { criarAvaliadorSenha } from './forca-senha-zxcvbn';
import { msg } from './messages';

const firstMessage = (value: string) => senha.safeParse(value).error?.issues[0]?.message;

describe('the password rule', () => {
  const zxcvbn = criarAvaliadorSenha();
  afterEach(() => usarAvaliadorSenha(zxcvbn));

  it.each([
    '12345678',
    'password1',
    'senha123',
    'mudar123',
    'flamengo2020',
    'abcdefgh',
    'qwertyuiop',
    'brasil2026',
    'iloveyou',
  ])('refuses %j as easy to guess', (value) => {
    usarAvaliadorSenha(zxcvbn);
    expect(senhaFraca(value)).toBe(true);
    expect(firstMessage(value)).toBe(msg.senhaFraca);
  });

  it.each(['lunna-demo-2026', 'girassol-azul-73', 'nova-senha-boa-1', 'Cavalo correto bateria grampo'])(
    'accepts %j',
    (value) => {
      usarAvaliadorSenha(zxcvbn);
      expect(senha.safeParse(value).success).toBe(true);
    },
  );

  it('says what is wrong with a short one first, not that it is weak', () => {
    usarAvaliadorSenha(zxcvbn);
    expect(firstMessage('abc')).toBe(msg.senhaMinimo);
    expect(senha.safeParse('abc').error?.issues.map((i) => i.message)).not.toContain(msg.senhaFraca);
  });

  it('is a slot: the field asks whichever estimator was installed (the server’s at start, the web app’s once loaded)', () => {
    usarAvaliadorSenha(() => 4);
    expect(avaliadorSenhaPronto()).toBe(true);
    expect(senha.safeParse('12345678').success).toBe(true);
    usarAvaliadorSenha(() => 2);
    expect(firstMessage('12345678')).toBe(msg.senhaFraca);
  });
});

describe('an estimator installed on demand', () => {
  it('is built once, by the first password scored, and then refuses as the installed one does', () => {
    let built = 0;
    usarAvaliadorSenhaSobDemanda(() => {
      built++;
      return () => 1;
    });
    expect(built).toBe(0);
    expect(avaliadorSenhaPronto()).toBe(true);
    expect(firstMessage('12345678')).toBe(msg.senhaFraca);
    expect(firstMessage('87654321')).toBe(msg.senhaFraca);
    expect(built).toBe(1);
  });
});
