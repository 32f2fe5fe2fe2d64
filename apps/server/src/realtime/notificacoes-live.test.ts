import type { NotificacaoRead } from '@lunna/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { notificacaoService } from '../contexts/comunicacao/notificacao/notificacao.service';
import { StompBroker } from './broker';
import { entregarNotificacoesAoVivo } from './notificacoes-live';

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
  const entregar = entregarNotificacoesAoVivo({ db: {} as Db, broker, alguemOuve });
  return { published, entregar };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('notifications delivered live (the outbox handler)', () => {
  it('publishes each notification of the outbox row to its recipient’s destination', async () => {
    const forDelivery = vi.spyOn(notificacaoService, 'forDelivery').mockResolvedValue([
      { usuarioId: 'u1', notificacao: notificacao('n1') },
      { usuarioId: 'u2', notificacao: notificacao('n2') },
    ]);
    const { published, entregar } = setUp();
    await entregar({ ids: ['n1', 'n2'] });
    expect(forDelivery).toHaveBeenCalledWith(expect.anything(), ['n1', 'n2']);
    expect(published.mock.calls.map((c) => [c[0], JSON.parse(c[2]).notificacao.idNotificacao])).toEqual([
      ['/user/u1/notificacoes', 'n1'],
      ['/user/u2/notificacoes', 'n2'],
    ]);
  });

  it('skips people nobody listens for', async () => {
    vi.spyOn(notificacaoService, 'forDelivery').mockResolvedValue([
      { usuarioId: 'u1', notificacao: notificacao('n1') },
      { usuarioId: 'u2', notificacao: notificacao('n2') },
    ]);
    const { published, entregar } = setUp((usuarioId) => usuarioId === 'u2');
    await entregar({ ids: ['n1', 'n2'] });
    expect(published.mock.calls.map((c) => c[0])).toEqual(['/user/u2/notificacoes']);
  });

  it('throws when a publish fails, so the outbox tries the row again', async () => {
    vi.spyOn(notificacaoService, 'forDelivery').mockResolvedValue([
      { usuarioId: 'u1', notificacao: notificacao('n1') },
    ]);
    const { published, entregar } = setUp();
    published.mockRejectedValueOnce(new Error('redis away'));
    await expect(entregar({ ids: ['n1'] })).rejects.toThrow('redis away');
  });

  it('ignores a payload without ids', async () => {
    const forDelivery = vi.spyOn(notificacaoService, 'forDelivery').mockResolvedValue([]);
    const { published, entregar } = setUp();
    await entregar({ ids: 'nope' });
    expect(forDelivery).toHaveBeenCalledWith(expect.anything(), []);
    expect(published).not.toHaveBeenCalled();
  });
});
