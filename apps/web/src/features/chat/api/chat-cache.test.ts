import type { ContatoChat, ConversaResumo, MensagemChat } from '@lunna/contract';
import { describe, expect, it } from 'vitest';
import {
  acrescentar,
  entradas,
  lerMensagem,
  mensagensEmOrdem,
  registrarNaLista,
  ultimaId,
  type MensagensCache,
} from './chat-cache';

const msg = (id: string, minuto: number, extra: Partial<MensagemChat> = {}): MensagemChat => ({
  idMensagem: id,
  idConversa: 'c-geral',
  usuarioId: 'u-ana',
  senderName: 'Ana Beatriz Rocha',
  message: `mensagem ${id}`,
  status: 'MESSAGE',
  date: `09:${String(minuto).padStart(2, '0')}`,
  image: null,
  criadoEm: `2026-03-12T12:${String(minuto).padStart(2, '0')}:00.000Z`,
  ...extra,
});

const cache = (...pages: MensagemChat[][]): MensagensCache => ({
  pages: pages.map((mensagens, i) => ({
    mensagens,
    maisAntigas: i < pages.length - 1 ? 'x' : null,
    maisNovas: null,
  })),
  pageParams: pages.map((_, i) => (i === 0 ? null : 'x')),
});

describe('the messages of a conversation', () => {
  it('are shown oldest first across pages; the newest id is where a catch-up starts', () => {
    const data = cache([msg('c', 3), msg('d', 4)], [msg('a', 1), msg('b', 2)]);
    expect(mensagensEmOrdem(data).map((m) => m.idMensagem)).toEqual(['a', 'b', 'c', 'd']);
    expect(ultimaId(data)).toBe('d');
    expect(ultimaId(cache([]))).toBeUndefined();
    expect(mensagensEmOrdem(undefined)).toEqual([]);
  });

  it('take a live message once, in time order, and leave a conversation not loaded alone', () => {
    const data = cache([msg('a', 1), msg('c', 3)]);
    const once = acrescentar(data, [msg('d', 4), msg('b', 2), msg('d', 4)]);
    expect(mensagensEmOrdem(once).map((m) => m.idMensagem)).toEqual(['a', 'b', 'c', 'd']);
    expect(acrescentar(once, [msg('a', 1), msg('d', 4)])).toBe(once);
    expect(acrescentar(undefined, [msg('a', 1)])).toBeUndefined();
  });
});

const geral: ConversaResumo = {
  idConversa: 'c-geral',
  tipo: 'geral',
  pessoa: null,
  naoLidas: 0,
  ultimaMensagem: msg('g1', 1),
  podeEnviar: true,
};
const ana = { usuarioId: 'u-ana', nome: 'Ana Beatriz Rocha', papel: 'pedagogo' as const, foto: null };
const bia = { usuarioId: 'u-bia', nome: 'Beatriz Lima', papel: 'gestor' as const, foto: 'bia.webp' };
const comAna: ConversaResumo = {
  idConversa: 'c-ana',
  tipo: 'privada',
  pessoa: ana,
  naoLidas: 1,
  ultimaMensagem: msg('p1', 2, { idConversa: 'c-ana' }),
  podeEnviar: true,
};
const comBia: ConversaResumo = {
  idConversa: 'c-bia',
  tipo: 'privada',
  pessoa: bia,
  naoLidas: 0,
  ultimaMensagem: msg('p2', 5, { idConversa: 'c-bia', usuarioId: 'u-bia' }),
  podeEnviar: true,
};

describe('the conversation list after a message', () => {
  it('shows it as the newest, counts it unread when it is someone else’s and not open, and puts the conversation first', () => {
    const lista = registrarNaLista([geral, comBia, comAna], msg('p3', 9, { idConversa: 'c-ana' }), {
      contaComoNaoLida: true,
    })!;
    expect(lista.map((c) => c.idConversa)).toEqual(['c-geral', 'c-ana', 'c-bia']);
    expect(lista[1]).toMatchObject({ naoLidas: 2, ultimaMensagem: { idMensagem: 'p3' } });
    const depois = registrarNaLista(lista, msg('g2', 10), { contaComoNaoLida: false })!;
    expect(depois[0]).toMatchObject({ naoLidas: 0, ultimaMensagem: { idMensagem: 'g2' } });
  });

  it('does not count the same message twice, and says when the conversation is new to it', () => {
    const lista = registrarNaLista([geral], msg('g1', 1), { contaComoNaoLida: true })!;
    expect(lista[0]!.naoLidas).toBe(0);
    expect(
      registrarNaLista([geral], msg('x', 3, { idConversa: 'c-nova' }), { contaComoNaoLida: true }),
    ).toBeNull();
  });
});

describe('the entries on the left', () => {
  it('are Geral, the conversations, then the other contacts; a conversation with a former contact stays', () => {
    const contatos: ContatoChat[] = [
      { ...bia, idConversa: 'c-bia' },
      { usuarioId: 'u-caio', nome: 'Caio Prado', papel: 'pedagogo', foto: null, idConversa: null },
    ];
    const lista = entradas([geral, comBia, { ...comAna, podeEnviar: false }], contatos);
    expect(lista.map((e) => [e.chave, e.idConversa, e.podeEnviar])).toEqual([
      ['geral', 'c-geral', true],
      ['u-bia', 'c-bia', true],
      ['u-ana', 'c-ana', false],
      ['u-caio', null, true],
    ]);
    expect(lista[3]).toMatchObject({
      pessoa: { nome: 'Caio Prado', papel: 'pedagogo' },
      naoLidas: 0,
      ultimaMensagem: null,
    });
  });
});

describe('a frame on the chat destinations', () => {
  it('is a message when it has one; JOIN notices and anything else are left out', async () => {
    expect(await lerMensagem(msg('a', 1))).toEqual(msg('a', 1));
    expect(
      await lerMensagem({ senderName: 'Ana', status: 'JOIN', usuarioId: 'u-ana', image: null }),
    ).toBeNull();
    expect(await lerMensagem({ status: 'MESSAGE', message: 'sem id' })).toBeNull();
    expect(await lerMensagem('texto')).toBeNull();
    expect(await lerMensagem(null)).toBeNull();
  });
});
