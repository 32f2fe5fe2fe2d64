import { describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./live-frame-schemas', async (importOriginal) => {
  loaded.count++;
  return importOriginal();
});

describe('the schemas that check live frames', () => {
  it('are not downloaded for the JOIN each connection announces, and once for every frame after', async () => {
    const { lerMensagem } = await import('../features/chat/api/chat-cache');
    const { lerNotificacao } = await import('../features/notificacoes/api/notificacoes-ao-vivo');
    expect(
      await lerMensagem({ senderName: 'Ana', status: 'JOIN', usuarioId: 'u-ana', image: null }),
    ).toBeNull();
    expect(loaded.count).toBe(0);

    await Promise.all([
      lerMensagem({ status: 'MESSAGE' }),
      lerNotificacao({ tipo: 'notificacao' }),
      lerMensagem({ status: 'MESSAGE' }),
    ]);
    expect(loaded.count).toBe(1);
  });
});
