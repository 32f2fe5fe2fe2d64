import { describe, expect, it } from 'vitest';
import { falaDeAlerta } from './alertas-ao-vivo';

const frame = (tipo: string) => ({
  tipo: 'notificacao',
  notificacao: {
    idNotificacao: 'n1',
    prioridade: 'Importante',
    tipo,
    titulo: 'Lucas precisa de atenção: Febre',
    texto: '',
    link: '/dashboard',
    lida: false,
    criadoEm: '2026-11-30T12:00:00.000Z',
  },
});

describe('falaDeAlerta', () => {
  it('is true for a live notification about an alert, and for nothing else', async () => {
    expect(await falaDeAlerta(frame('alerta'))).toBe(true);
    expect(await falaDeAlerta(frame('aviso'))).toBe(false);
    expect(await falaDeAlerta(frame('lembrete_busca'))).toBe(false);
    expect(await falaDeAlerta('not json')).toBe(false);
    expect(await falaDeAlerta({ tipo: 'notificacao' })).toBe(false);
  });
});
