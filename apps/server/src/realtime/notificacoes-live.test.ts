import type { NotificacaoRead } from '@lunna/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { notificacaoEventos } from '../features/notificacao/notificacao.eventos';
import { notificacaoService } from '../features/notificacao/notificacao.service';
import { StompBroker } from './broker';
import { RELEITURAS_MS, startNotificacoesLive } from './notificacoes-live';

const notificacao = (id: string): NotificacaoRead => ({
  idNotificacao: id,
  prioridade: 'Normal',
  tipo: 'aviso',
  titulo: 'Novo aviso',
  texto: 'Texto',
  link: '/avisos',
  lida: false,
  criadoEm: '2026-11-25T10:00:00.000Z',
});

function setUp(alguemOuve: (usuarioId: string) => boolean = () => true) {
  const broker = new StompBroker();
  const published = vi.spyOn(broker, 'publish');
  const live = startNotificacoesLive({ db: {} as Db, broker, alguemOuve, reportError: vi.fn() });
  return { published, live };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('notifications delivered live', () => {
  it('publishes each notification to its recipient’s destination as soon as it can be read', async () => {
    vi.spyOn(notificacaoService, 'forDelivery').mockResolvedValue([
      { usuarioId: 'u1', notificacao: notificacao('n1') },
    ]);
    const { published, live } = setUp();
    notificacaoEventos.emit([{ idNotificacao: 'n1', usuarioId: 'u1' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(published).toHaveBeenCalledWith(
      '/user/u1/notificacoes',
      { 'content-type': 'application/json' },
      JSON.stringify({ tipo: 'notificacao', notificacao: notificacao('n1') }),
    );
    await live.stop();
  });

  it('reads again while the writing transaction has not committed, and delivers once', async () => {
    const forDelivery = vi
      .spyOn(notificacaoService, 'forDelivery')
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([])
      .mockResolvedValue([{ usuarioId: 'u1', notificacao: notificacao('n1') }]);
    const { published, live } = setUp();
    notificacaoEventos.emit([{ idNotificacao: 'n1', usuarioId: 'u1' }]);
    await vi.advanceTimersByTimeAsync(RELEITURAS_MS.at(-1)! + 100);
    expect(forDelivery).toHaveBeenCalledTimes(3);
    expect(published).toHaveBeenCalledTimes(1);
    await live.stop();
  });

  it('gives up on rows that never appear (a rolled-back transaction), after about a second', async () => {
    const forDelivery = vi.spyOn(notificacaoService, 'forDelivery').mockResolvedValue([]);
    const { published, live } = setUp();
    notificacaoEventos.emit([{ idNotificacao: 'n1', usuarioId: 'u1' }]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(forDelivery).toHaveBeenCalledTimes(RELEITURAS_MS.length);
    expect(RELEITURAS_MS.at(-1)).toBeLessThanOrEqual(1_000);
    expect(published).not.toHaveBeenCalled();
    await live.stop();
  });

  it('skips people nobody listens for, and stops cleanly with reads pending', async () => {
    const forDelivery = vi.spyOn(notificacaoService, 'forDelivery').mockResolvedValue([]);
    const { live } = setUp((usuarioId) => usuarioId === 'u2');
    notificacaoEventos.emit([{ idNotificacao: 'n1', usuarioId: 'u1' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(forDelivery).not.toHaveBeenCalled();
    notificacaoEventos.emit([{ idNotificacao: 'n2', usuarioId: 'u2' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(forDelivery).toHaveBeenCalledTimes(1);
    await live.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(forDelivery).toHaveBeenCalledTimes(1);
    notificacaoEventos.emit([{ idNotificacao: 'n3', usuarioId: 'u2' }]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(forDelivery).toHaveBeenCalledTimes(1);
  });
});
