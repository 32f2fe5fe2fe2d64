import type { NotificacaoList, NotificacaoRead } from '@lunna/contract';
import { describe, expect, it } from 'vitest';
import { acrescentarNotificacao, lerNotificacao } from './notificacoes-ao-vivo';

const n = (id: string, lida = false): NotificacaoRead => ({
  idNotificacao: id,
  prioridade: 'Normal',
  tipo: 'aviso',
  titulo: `Aviso ${id}`,
  texto: 'Texto',
  link: '/avisos',
  lida,
  criadoEm: '2026-03-12T12:00:00.000Z',
});

describe('a notification arriving live', () => {
  it('is read from its frame; anything else is not', async () => {
    expect(await lerNotificacao({ tipo: 'notificacao', notificacao: n('a') })).toEqual(n('a'));
    expect(await lerNotificacao({ tipo: 'outra', notificacao: n('a') })).toBeNull();
    expect(await lerNotificacao({ tipo: 'notificacao' })).toBeNull();
    expect(await lerNotificacao('x')).toBeNull();
  });

  it('goes to the top of the list once and counts when unread', () => {
    const list: NotificacaoList = { itens: [n('a', true)], naoLidas: 0 };
    const once = acrescentarNotificacao(list, n('b'))!;
    expect(once).toEqual({ itens: [n('b'), n('a', true)], naoLidas: 1 });
    expect(acrescentarNotificacao(once, n('b'))).toBe(once);
    expect(acrescentarNotificacao(undefined, n('b'))).toBeUndefined();
  });
});
