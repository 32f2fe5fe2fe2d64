import type { LancamentoDiarioPayload } from '@lunna/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  descartarRecusado,
  enviarFila,
  enviarOuGuardar,
  filaPendentes,
  filaRecusados,
  limparFila,
} from './fila-offline';

vi.mock('../../../lib/i18n', () => ({ default: { t: (k: string) => k } }));

// The unit tests run in Node: a small Storage stands in for the browser's.
vi.hoisted(() => {
  const data = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
});

const payload = (chave: string): LancamentoDiarioPayload => ({
  chave,
  registros: [
    { idDisc: '00000000-0000-4000-8000-000000000001', registro: { detalhes: { tipo: 'nota', texto: 'oi' } } },
  ],
});
const offline = () => Promise.reject(new ApiError(0, 'NETWORK', 'offline'));

describe('the diary offline queue', () => {
  beforeEach(() => limparFila());

  it('keeps an entry that failed for the network and sends it later with the same chave, once', async () => {
    expect(await enviarOuGuardar('t1', payload('c1'), offline)).toBeNull();
    expect(await enviarOuGuardar('t1', payload('c1'), offline)).toBeNull();
    expect(filaPendentes().map((p) => p.payload.chave)).toEqual(['c1']);
    expect(JSON.parse(localStorage.getItem('lunna.diario.fila') ?? '[]')).toHaveLength(1);

    const send = vi.fn().mockResolvedValue({ registros: [] });
    expect(await enviarFila(send)).toBe(1);
    expect(send).toHaveBeenCalledWith('t1', payload('c1'));
    expect(filaPendentes()).toEqual([]);
    expect(localStorage.getItem('lunna.diario.fila')).toBeNull();
  });

  it('sends later entries after a run that found the queue empty', async () => {
    const send = vi.fn().mockResolvedValue({ registros: [] });
    expect(await enviarFila(send)).toBe(0);
    await enviarOuGuardar('t1', payload('late'), offline);
    expect(await enviarFila(send)).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(filaPendentes()).toEqual([]);
  });

  it('throws the server’s own answers instead of queueing them', async () => {
    const refused = () => Promise.reject(new ApiError(422, 'AUTORIZACAO_MEDICACAO_NECESSARIA', 'x'));
    await expect(enviarOuGuardar('t1', payload('c2'), refused)).rejects.toMatchObject({ status: 422 });
    expect(filaPendentes()).toEqual([]);
  });

  it('stops at the first network failure and keeps the rest in order; a signed-out device keeps them too', async () => {
    await enviarOuGuardar('t1', payload('a'), offline);
    await enviarOuGuardar('t1', payload('b'), offline);
    expect(await enviarFila(offline)).toBe(0);
    expect(await enviarFila(() => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'x')))).toBe(0);
    expect(filaPendentes().map((p) => p.payload.chave)).toEqual(['a', 'b']);
  });

  it('drops an entry the server refuses, and goes on with the next', async () => {
    await enviarOuGuardar('t1', payload('a'), offline);
    await enviarOuGuardar('t1', payload('b'), offline);
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'VALIDATION', 'x'))
      .mockResolvedValueOnce({ registros: [] });
    expect(await enviarFila(send)).toBe(1);
    expect(filaPendentes()).toEqual([]);
  });

  it('keeps an entry the server refused when it was sent later, with the server’s message, until the educator dismisses it', async () => {
    await enviarOuGuardar('t1', payload('r1'), offline);
    const refused = () =>
      Promise.reject(new ApiError(422, 'AUTORIZACAO_MEDICACAO_NECESSARIA', 'Peça a autorização'));
    expect(await enviarFila(refused)).toBe(0);
    expect(filaPendentes()).toEqual([]);
    expect(filaRecusados().map((r) => [r.payload.chave, r.mensagem])).toEqual([['r1', 'Peça a autorização']]);
    expect(JSON.parse(localStorage.getItem('lunna.diario.recusados') ?? '[]')).toHaveLength(1);
    descartarRecusado('r1');
    expect(filaRecusados()).toEqual([]);
  });
});
