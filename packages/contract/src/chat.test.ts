import { describe, expect, it } from 'vitest';
import { historicoChatQuery, mensagemChatPayload } from './chat';
import { msg } from './messages';

const fieldsOf = (schema: typeof mensagemChatPayload | typeof historicoChatQuery, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('mensagemChatPayload', () => {
  it('trims the text and keeps an optional clientId', () => {
    expect(mensagemChatPayload.parse({ message: '  Bom dia!  ' })).toEqual({ message: 'Bom dia!' });
    const clientId = '0b6f3c1e-8a53-4f7c-9d0e-3c2a1b4d5e6f';
    expect(mensagemChatPayload.parse({ message: 'Oi', clientId }).clientId).toBe(clientId);
    expect(mensagemChatPayload.parse({ message: 'x'.repeat(2000) }).message).toHaveLength(2000);
  });

  it('refuses an empty or blank text, more than 2000 characters and a clientId that is not a uuid', () => {
    for (const message of ['', '   ', undefined, 7])
      expect(fieldsOf(mensagemChatPayload, { message })).toEqual({ message: msg.mensagemChatObrigatoria });
    expect(fieldsOf(mensagemChatPayload, { message: 'x'.repeat(2001) })).toEqual({
      message: msg.mensagemChatLonga,
    });
    expect(fieldsOf(mensagemChatPayload, { message: 'Oi', clientId: '123' })).toEqual({
      clientId: msg.valorInvalido,
    });
  });
});

describe('historicoChatQuery', () => {
  it('takes one cursor at most, each a message id', () => {
    const id = '0b6f3c1e-8a53-4f7c-9d0e-3c2a1b4d5e6f';
    expect(historicoChatQuery.parse({})).toEqual({});
    expect(historicoChatQuery.parse({ antes: id })).toEqual({ antes: id });
    expect(fieldsOf(historicoChatQuery, { depois: 'ontem' })).toEqual({ depois: msg.cursorInvalido });
    expect(fieldsOf(historicoChatQuery, { antes: id, depois: id })).toEqual({ depois: msg.cursorChatDuplo });
  });
});
