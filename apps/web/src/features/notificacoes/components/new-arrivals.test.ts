import type { NotificacaoRead } from '@lunna/contract';
import { describe, expect, it } from 'vitest';
import { newArrivals } from './new-arrivals';

const n = (id: string, lida = false): NotificacaoRead => ({
  idNotificacao: id,
  prioridade: 'Normal',
  tipo: 'aviso',
  titulo: id,
  texto: '',
  link: '/avisos',
  lida,
  criadoEm: '2026-11-20T10:00:00.000Z',
});

describe('newArrivals', () => {
  it('the first list only sets what was seen', () => {
    const first = newArrivals(null, [n('a'), n('b')]);
    expect(first.fresh).toEqual([]);
    expect([...first.seen]).toEqual(['a', 'b']);
  });

  it('then unread ones not seen before, in list order; read ones never pop up', () => {
    const { seen } = newArrivals(null, [n('a')]);
    const next = newArrivals(seen, [n('c'), n('a'), n('d', true), n('e')]);
    expect(next.fresh.map((x) => x.idNotificacao)).toEqual(['c', 'e']);
    expect(newArrivals(next.seen, [n('c'), n('a'), n('e')]).fresh).toEqual([]);
  });
});
