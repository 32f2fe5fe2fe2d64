import { EXPORTACAO_DIAS, msg, type ExportacaoRead } from '@lunna/contract';
import { Transform, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { localDate } from '../../../lib/school-time';
import type { Storage, StoredObject } from '../../../platform/storage/storage';
import type { Actor } from '../../../lib/actor';
import { jobRepository } from '../../../platform/jobs/job.repository';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import { leiame, montarDados } from './exportacao.dados';
import { exportacaoRepository as repo, type ExportacaoRow } from './exportacao.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export const EXPORTACAO_JOBS = { gerar: 'exportacao_gerar', expirar: 'exportacao_expirar' } as const;

/** A request still pending after this long is taken as failed (its job gave up), so a new one may start. */
const PENDENTE_MAX_MS = 30 * 60_000;
const LISTA = 10;
const DIA_MS = 86_400_000;

/** Where the guardian finds their exports (the notification links there). */
export const LINK_PRIVACIDADE = '/configuracao#privacidade';

export type ExportacaoDeps = { db: Db; storage: Storage; clock: Clock; log: FastifyBaseLogger };

const arquivoKey = (id: string) => `exportacao-${id}.zip`;

function toRead(row: ExportacaoRow, now: Date): ExportacaoRead {
  const expirada =
    row.status === 'pronta' && (!row.arquivo || (row.expiraEm !== null && row.expiraEm <= now));
  return {
    idExportacao: row.id,
    status: expirada ? 'expirada' : row.status,
    criadoEm: row.createdAt.toISOString(),
    prontaEm: row.prontaEm?.toISOString() ?? null,
    expiraEm: row.expiraEm?.toISOString() ?? null,
    tamanhoBytes: row.tamanhoBytes,
  };
}

/**
 * Writes the ZIP straight into the storage under `key` as yazl produces it, one photo at a time read from
 * the storage, so neither the archive nor the photos are ever whole in memory. Photos are stored as they
 * are, already compressed; a photo no longer in the storage is left out. Returns the ZIP's size.
 */
async function storeZip(
  storage: Storage,
  key: string,
  textos: { caminho: string; data: Buffer }[],
  fotos: { caminho: string; chave: string }[],
  mtime: Date,
): Promise<number> {
  const zip = new ZipFile();
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  zip.outputStream.on('error', (err) => counted.destroy(err));
  zip.outputStream.pipe(counted);
  const stored = storage.putStream(key, counted);
  // Observed below; until then a failed upload must not be an unhandled rejection.
  stored.catch(() => {});
  let reading: Readable | undefined;
  try {
    for (const t of textos) zip.addBuffer(t.data, t.caminho, { mtime, compress: true });
    for (const foto of fotos) {
      const found = await storage.getStream(foto.chave);
      if (!found) continue;
      reading = found.body;
      zip.addReadStream(found.body, foto.caminho, { mtime, compress: false });
      // The next photo is opened once this one is in the ZIP (or the upload has failed).
      await Promise.race([finished(found.body), stored]);
    }
    zip.end();
  } catch (err) {
    // The photo being read is let go (its connection to the storage), and the upload aborted.
    reading?.destroy();
    counted.destroy(err as Error);
    await stored.catch(() => {});
    throw err;
  }
  await stored;
  return size;
}

/**
 * Deletes the files of exports past their 7 days (of one school, or all); the rows stay, shown as
 * 'expirada'. Called by each export's expiry job and by the nightly retention run. Returns how many.
 */
export async function limparExportacoesExpiradas(
  deps: { db: Db; storage: Storage },
  now: Date,
  escolaId?: string,
): Promise<number> {
  const rows = await repo.expired(deps.db, now, escolaId);
  for (const row of rows) {
    if (row.arquivo) await deps.storage.remove(row.arquivo);
    await repo.forgetFile(deps.db, row.id);
  }
  return rows.length;
}

/**
 * The 'exportacao_gerar' job: builds the ZIP (dados.json, fotos/, LEIAME.txt), stores it, marks the
 * export ready for 7 days, tells the guardian and plans the file's deletion. A failure is retried by the
 * runner; the error text never carries personal data.
 */
export async function gerarExportacao(
  deps: ExportacaoDeps,
  payload: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const { db, storage } = deps;
  const row = await repo.find(db, String(payload.idExportacao));
  if (!row || row.status !== 'pendente') return;
  const montado = await montarDados(db, row.usuarioId, now);
  if (!montado) {
    await repo.markFailed(db, row.id);
    return;
  }
  const expiraEm = new Date(now.getTime() + EXPORTACAO_DIAS * DIA_MS);
  const textos = [
    { caminho: 'LEIAME.txt', data: Buffer.from(leiame(now, expiraEm, montado.fusoHorario), 'utf8') },
    { caminho: 'dados.json', data: Buffer.from(JSON.stringify(montado.dados, null, 2), 'utf8') },
  ];
  const key = arquivoKey(row.id);
  const tamanhoBytes = await storeZip(storage, key, textos, montado.fotos, now);

  const ready = await db.transaction(async (tx) => {
    if (
      !(await repo.markReady(tx, row.id, {
        arquivo: key,
        tamanhoBytes,
        prontaEm: now,
        expiraEm,
      }))
    )
      return false;
    await notificacaoService.record(tx, [row.usuarioId], {
      escolaId: row.escolaId,
      prioridade: 'Normal',
      tipo: 'exportacao',
      titulo: { chave: 'exportacao.pronta.titulo' },
      // The last day on the school's calendar, written in the reader's form.
      texto: { chave: 'exportacao.pronta.texto', vars: { ate: localDate(expiraEm, montado.fusoHorario) } },
      link: LINK_PRIVACIDADE,
      refId: row.id,
    });
    await jobRepository.scheduleOnce(
      tx,
      EXPORTACAO_JOBS.expirar,
      { idExportacao: row.id },
      expiraEm,
      `exportacao_expirar:${row.id}`,
    );
    return true;
  });
  if (!ready) await storage.remove(key);
}

export const exportacaoService = {
  /** A guardian asks for their data: one export at a time (409 while one is being prepared). */
  async solicitar(deps: ExportacaoDeps, actor: Actor): Promise<ExportacaoRead> {
    await requireAccess(deps.db, actor, Permissao.Responsavel);
    const now = deps.clock.now();
    const row = await deps.db.transaction(async (tx) => {
      await repo.lockUsuario(tx, actor.usuarioId);
      for (const pending of await repo.pendingOf(tx, actor.usuarioId)) {
        if (now.getTime() - pending.createdAt.getTime() > PENDENTE_MAX_MS)
          await repo.markFailed(tx, pending.id);
        else throw new AppError(409, 'CONFLICT', msg.exportacaoEmAndamento);
      }
      const created = await repo.create(tx, {
        usuarioId: actor.usuarioId,
        escolaId: actor.escolaId,
        at: now,
      });
      await jobRepository.schedule(tx, EXPORTACAO_JOBS.gerar, { idExportacao: created.id }, now);
      return created;
    });
    return toRead(row, now);
  },

  /** The guardian's own exports, newest first, with their status and expiry. */
  async listar(deps: ExportacaoDeps, actor: Actor): Promise<ExportacaoRead[]> {
    await requireAccess(deps.db, actor, Permissao.Responsavel);
    const now = deps.clock.now();
    return (await repo.ofUsuario(deps.db, actor.usuarioId, LISTA)).map((row) => toRead(row, now));
  },

  /** The ZIP, for its owner only (404 for anyone else); 410 once the 7 days are over. */
  async arquivo(deps: ExportacaoDeps, actor: Actor, id: string): Promise<StoredObject & { nome: string }> {
    const row = await repo.find(deps.db, id);
    if (!row || row.usuarioId !== actor.usuarioId) throw notFound('Exportação');
    const now = deps.clock.now();
    const read = toRead(row, now);
    if (read.status === 'expirada') throw new AppError(410, 'EXPORTACAO_EXPIRADA', msg.exportacaoExpirada);
    if (read.status !== 'pronta' || !row.arquivo)
      throw new AppError(409, 'CONFLICT', msg.exportacaoNaoPronta);
    const stored = await deps.storage.getStream(row.arquivo);
    if (!stored) throw new AppError(410, 'EXPORTACAO_EXPIRADA', msg.exportacaoExpirada);
    return {
      ...stored,
      nome: `lunna-meus-dados-${(row.prontaEm ?? row.createdAt).toISOString().slice(0, 10)}.zip`,
    };
  },
};
