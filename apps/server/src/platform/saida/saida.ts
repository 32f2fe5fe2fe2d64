/**
 * The outbox: what must reach people once a change commits (a notification live and by Web Push, a chat
 * message live) is written as `saida_evento` rows in the change's own transaction, with a `pg_notify`.
 *
 * Why NOTIFY + sweep: PostgreSQL delivers a NOTIFY only when its transaction commits (never on rollback),
 * so a dispatcher holding a LISTEN connection wakes exactly when the rows become visible: no timers
 * guessing at commits. A NOTIFY can still be missed (the listening connection was down, the instance
 * crashed between commit and delivery, no instance was running), so every dispatcher also sweeps the
 * table every few seconds and at start. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease: among
 * several instances one delivers each row; a claimer that dies leaves it to the next sweep after the
 * lease. Delivery is at least once (a crash after publishing and before deleting repeats it), so live
 * frames carry ids (notification id, chat message id and seq) that clients use to drop a duplicate.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { EscutaBanco } from '../../db/escuta';
import { CANAL_SAIDA, saidaRepository } from './saida.repository';

export type TratadorSaida = (payload: Record<string, unknown>) => Promise<void>;

/** How often a dispatcher looks for rows whose NOTIFY it did not hear. */
const VARREDURA_MS = 3_000;
/** How long a claimed row is left to its claimer; delivering one takes milliseconds. */
const LEASE_MS = 30_000;
const LOTE = 50;
/** A row whose handler keeps failing is retried with a growing delay, then dropped (and logged). */
const MAX_TENTATIVAS = 8;
const atrasoApos = (tentativas: number) => Math.min(1_000 * 2 ** tentativas, 60_000);

export type Saida = {
  /** Who delivers rows of this type (the real-time layer and Web Push register theirs at start). */
  tratar(tipo: string, tratador: TratadorSaida): void;
  /** Delivers every row committed so far and resolves when done (tests, and `app.pushEntrega.idle`). */
  drenar(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export type SaidaDeps = {
  db: Db;
  /** LISTEN on a dedicated connection; absent, delivery relies on the sweep alone. */
  escutar?: EscutaBanco;
  log: FastifyBaseLogger;
  varreduraMs?: number;
  leaseMs?: number;
};

export function criarSaida({
  db,
  escutar,
  log,
  varreduraMs = VARREDURA_MS,
  leaseMs = LEASE_MS,
}: SaidaDeps): Saida {
  const tratadores = new Map<string, TratadorSaida>();
  let rodando: Promise<void> | null = null;
  let denovo = false;
  let parado = true;
  let timer: NodeJS.Timeout | null = null;
  let pararEscuta: (() => Promise<void>) | null = null;
  // Logged once per outage, not at every sweep while the database is away.
  let falhando = false;

  /** True when the row is done with (delivered, or given up); false when it is to be tried again. */
  async function entregar(row: {
    id: string;
    tipo: string;
    payload: Record<string, unknown>;
    tentativas: number;
  }): Promise<boolean> {
    try {
      const tratador = tratadores.get(row.tipo);
      if (!tratador) throw new Error(`nothing delivers outbox rows of type ${row.tipo}`);
      await tratador(row.payload);
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (row.tentativas >= MAX_TENTATIVAS) {
        log.error({ saida: row.id, tipo: row.tipo, err: message }, 'outbox delivery given up');
        return true;
      }
      log.warn({ saida: row.id, tipo: row.tipo, err: message }, 'outbox delivery failed; retried later');
      await saidaRepository.adiar(db, row.id, atrasoApos(row.tentativas));
      return false;
    }
  }

  async function rodarUmaVez(): Promise<void> {
    for (;;) {
      const rows = await saidaRepository.reivindicar(db, LOTE, leaseMs);
      const feitas: string[] = [];
      // In order: a conversation's messages go out as they were stored.
      for (const row of rows) if (await entregar(row)) feitas.push(row.id);
      // One delete per batch; a crash before it repeats the batch (delivery is at least once).
      await saidaRepository.concluir(db, feitas);
      if (rows.length < LOTE) return;
    }
  }

  /** One pass at a time per instance; asked while one runs, it runs once more after it. */
  function despachar(): Promise<void> {
    if (rodando) {
      denovo = true;
      return rodando;
    }
    const pass = (async () => {
      do {
        denovo = false;
        try {
          await rodarUmaVez();
          if (falhando) log.info('outbox delivery resumed');
          falhando = false;
        } catch (err) {
          if (!falhando)
            log.warn(
              { err: err instanceof Error ? err.message : String(err) },
              'outbox delivery paused (database unavailable?)',
            );
          falhando = true;
          return;
        }
      } while (denovo);
    })().finally(() => {
      rodando = null;
    });
    rodando = pass;
    return pass;
  }

  return {
    tratar(tipo, tratador) {
      tratadores.set(tipo, tratador);
    },
    async drenar() {
      if (rodando) await rodando;
      await despachar();
    },
    async start() {
      if (!parado) return;
      parado = false;
      if (escutar) {
        pararEscuta = await escutar(CANAL_SAIDA, () => {
          if (!parado) void despachar();
        });
      }
      const varrer = () => {
        if (parado) return;
        void despachar().finally(() => {
          if (!parado) timer = setTimeout(varrer, varreduraMs);
        });
      };
      // Rows left from before (a crash, a NOTIFY nobody heard) go out now.
      varrer();
    },
    async stop() {
      parado = true;
      if (timer) clearTimeout(timer);
      await pararEscuta?.().catch(() => {});
      pararEscuta = null;
      await rodando;
    },
  };
}
