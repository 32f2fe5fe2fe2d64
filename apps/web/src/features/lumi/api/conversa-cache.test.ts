import type { MensagemLumi } from '@lunna/contract';
import { describe, expect, it } from 'vitest';
import {
  acrescentar,
  conversaVazia,
  mensagensEmOrdem,
  substituir,
  type ConversaCache,
} from './conversa-cache';

const msg = (idMensagem: string, extra: Partial<MensagemLumi> = {}): MensagemLumi => ({
  idMensagem,
  autor: 'usuario',
  texto: idMensagem,
  html: null,
  fontes: [],
  encaminhamento: null,
  idioma: 'pt-BR',
  criadoEm: '2026-11-10T12:00:00.000Z',
  ...extra,
});

// Page 0 is the newest page; an older page was loaded after it.
const twoPages: ConversaCache = {
  pages: [
    { mensagens: [msg('c'), msg('d')], maisAntigas: 'cursor-b' },
    { mensagens: [msg('a'), msg('b')], maisAntigas: null },
  ],
  pageParams: [null, 'cursor-b'],
};

describe('the conversation cache', () => {
  it('lists every loaded message oldest first', () => {
    expect(mensagensEmOrdem(twoPages).map((m) => m.idMensagem)).toEqual(['a', 'b', 'c', 'd']);
    expect(mensagensEmOrdem(undefined)).toEqual([]);
  });

  it('adds a question and its answer after the newest message', () => {
    const next = acrescentar(twoPages, [msg('e'), msg('f', { autor: 'lumi' })]);
    expect(mensagensEmOrdem(next).map((m) => m.idMensagem)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(next.pages[1]).toBe(twoPages.pages[1]);
    expect(mensagensEmOrdem(acrescentar(undefined, [msg('x')])).map((m) => m.idMensagem)).toEqual(['x']);
    expect(mensagensEmOrdem(acrescentar(conversaVazia(), [msg('y')])).map((m) => m.idMensagem)).toEqual([
      'y',
    ]);
  });

  it("replaces one message with the server's newer copy, wherever it is", () => {
    const encaminhamento = {
      motivo: 'saude' as const,
      telefoneEscola: null,
      podeAvisarEducadoras: true,
      idAlerta: 'alerta-1',
    };
    const next = substituir(twoPages, msg('b', { autor: 'lumi', encaminhamento }));
    expect(mensagensEmOrdem(next).find((m) => m.idMensagem === 'b')?.encaminhamento?.idAlerta).toBe(
      'alerta-1',
    );
    expect(mensagensEmOrdem(next)).toHaveLength(4);
  });
});
