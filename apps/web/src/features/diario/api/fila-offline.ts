import type { LancamentoDiarioPayload, RegistroDiarioRead } from '@lunna/contract';
import { apiRequest, isApiError } from '../../../lib/api-client';

/**
 * Entries written without a connection wait on the device and are sent again, with the SAME `chave`, when the
 * browser is back online or the app opens again: the server stores a replayed `chave` once, so a request that
 * did reach it before the connection dropped is never stored twice. Only network failures wait; an answer
 * from the server (a validation error, a missing authorisation) is shown to the educator at once.
 */
export type LancamentoPendente = { idTurma: string; payload: LancamentoDiarioPayload; criadoEm: string };

/**
 * An entry the server refused when the queue sent it (the class changed, an authorisation was revoked
 * meanwhile): it can never be stored as it is, but the educator wrote it, so it stays on the device with
 * the server's message until she has seen it and dismissed it.
 */
export type LancamentoRecusado = LancamentoPendente & { mensagem: string };

const STORAGE_KEY = 'lunna.diario.fila';
const STORAGE_RECUSADOS = 'lunna.diario.recusados';
type Listener = () => void;
const listeners = new Set<Listener>();

function read<T>(key: string): T[] {
  try {
    const raw = localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

const hasStorage = typeof localStorage !== 'undefined';
let snapshot: LancamentoPendente[] = hasStorage ? read(STORAGE_KEY) : [];
let recusados: LancamentoRecusado[] = hasStorage ? read(STORAGE_RECUSADOS) : [];

function store(key: string, list: unknown[]) {
  try {
    if (list.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the list still lives in memory until the page closes.
  }
}

function write(list: LancamentoPendente[]) {
  snapshot = list;
  store(STORAGE_KEY, list);
  listeners.forEach((l) => l());
}

function writeRecusados(list: LancamentoRecusado[]) {
  recusados = list;
  store(STORAGE_RECUSADOS, list);
  listeners.forEach((l) => l());
}

export const filaPendentes = () => snapshot;
export const filaRecusados = () => recusados;

/** The educator has read why an entry was refused. */
export function descartarRecusado(chave: string) {
  writeRecusados(recusados.filter((r) => r.payload.chave !== chave));
}
export function onFilaChange(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Send = (
  idTurma: string,
  payload: LancamentoDiarioPayload,
) => Promise<{ registros: RegistroDiarioRead[] }>;
// A request that never answers (a half-open connection) must not hold the queue: it is given up after 30 s
// and tried again later, with the same `chave`.
const enviarApi: Send = (idTurma, payload) =>
  apiRequest(`/api/turma/${idTurma}/diario`, {
    method: 'POST',
    json: payload,
    signal: AbortSignal.timeout(30_000),
  });

/**
 * Sends an entry; on a network failure keeps it for later and answers null (the caller says it is waiting).
 * Any other error is the server's answer and is thrown.
 */
export async function enviarOuGuardar(
  idTurma: string,
  payload: LancamentoDiarioPayload,
  send: Send = enviarApi,
) {
  try {
    return await send(idTurma, payload);
  } catch (error) {
    if (!isApiError(error, 0)) throw error;
    if (!snapshot.some((p) => p.payload.chave === payload.chave))
      write([...snapshot, { idTurma, payload, criadoEm: new Date().toISOString() }]);
    return null;
  }
}

let flushing: Promise<number> | null = null;

async function enviarPendentes(send: Send): Promise<number> {
  let enviados = 0;
  for (const pendente of [...snapshot]) {
    try {
      await send(pendente.idTurma, pendente.payload);
      enviados += 1;
    } catch (error) {
      // Still offline, timed out, signed out, or the server down: keep it (and what follows) for the next try.
      if (!isApiError(error) || error.status === 0 || error.status === 401 || error.status >= 500) break;
      writeRecusados([...recusados, { ...pendente, mensagem: error.message }]);
    }
    write(snapshot.filter((p) => p.payload.chave !== pendente.payload.chave));
  }
  return enviados;
}

/**
 * Sends what waits, oldest first, each with its own `chave`. Stops at the first network failure (still
 * offline); an entry the server refuses outright (400, 403, 422…) moves to the refused list with its message.
 * One run at a time. Answers how many went.
 */
export function enviarFila(send: Send = enviarApi): Promise<number> {
  // Cleared in a later microtask, after the assignment: an empty queue finishes synchronously.
  flushing ??= enviarPendentes(send).finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Tests only: start from an empty queue. */
export function limparFila() {
  write([]);
  writeRecusados([]);
}
