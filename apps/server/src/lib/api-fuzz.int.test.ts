import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { createFuzzer, operationsOf, type FuzzRequest, type Operation } from '../test/fuzz-requests';
import { TestClient } from '../test/http-client';
import { ModernStompClient } from '../test/stomp-test-clients';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Bad input never gives a 5xx: every operation of the OpenAPI document gets malformed JSON, wrong
 * types, NUL and control characters, 1 MB strings, deep nesting and broken multipart, from an
 * anonymous caller, a demo guardian and a demo director (past authentication, into validation and the
 * handlers). The requests come from a seeded generator: FUZZ_SEED=<n> tries other ones.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_518);

/**
 * Skipped for the signed-in callers only, because they would end the session the rest of the run
 * needs: signing out, signing out everywhere, changing the password (ends the other sessions), closing
 * the account and undoing a registration (both delete it). The anonymous caller still sends them all.
 */
const ENDS_THE_SESSION = new Set([
  'POST /api/sessao/sair',
  'POST /api/conta/sessoes/sair-de-todas',
  'PUT /api/conta/senha',
  'DELETE /api/conta',
  'DELETE /api/responsavel/cadastro',
]);

/** Writes that take a seeded thing away go last, so the other operations still meet it. */
const takesAway = (op: Operation) => op.method === 'DELETE' || /\/(arquivar|desativar)$/.test(op.path);

type Caller = { name: string; email?: string; client: TestClient };

let t: TestApp;
let operations: Operation[];
let realIds: Record<string, string>;
let wsUrl: string;
const callers: Caller[] = [];

/** The id of one row of `table`, if it has any. */
async function firstId(table: PgTable & { id: AnyPgColumn }): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table as PgTable)
    .limit(1);
  return row?.id as string | undefined;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  wsUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/ws`;
  const anonymous = new TestClient(t.app);
  await anonymous.get('/api/health');
  callers.push(
    { name: 'anonymous', client: anonymous },
    {
      name: 'guardian',
      email: 'mariana@lunna.demo',
      client: await TestClient.signedIn(t.app, 'mariana@lunna.demo'),
    },
    {
      name: 'director',
      email: 'diretora@lunna.demo',
      client: await TestClient.signedIn(t.app, 'diretora@lunna.demo'),
    },
  );
  const doc = (await anonymous.get('/api/docs/json')).json() as Parameters<typeof operationsOf>[0];
  operations = operationsOf(doc).sort((a, b) => Number(takesAway(a)) - Number(takesAway(b)));

  const guardian = callers[1]!.client;
  const idDisc = ((await guardian.get('/api/discente')).json() as { idDisc: string }[])[0]!.idDisc;
  const [carlos] = await t.database.db
    .select({ id: schema.responsavel.id })
    .from(schema.responsavel)
    .innerJoin(schema.usuario, eq(schema.usuario.id, schema.responsavel.usuarioId))
    .where(eq(schema.usuario.email, 'carlos@lunna.demo'));
  const [educator] = await t.database.db
    .select({ id: schema.usuario.id })
    .from(schema.usuario)
    .where(eq(schema.usuario.email, 'ana.professora@lunna.demo'));
  const ids: Record<string, string | undefined> = {
    idDisc,
    // Another family's guardian and an educator: taking them away does not end the callers' sessions.
    idResp: carlos?.id,
    idUsuario: educator?.id,
    educatorUsuarioId: educator?.id,
    idTurma: await firstId(schema.turma),
    idAviso: await firstId(schema.aviso),
    idNotificacao: await firstId(schema.notificacao),
    idAlerta: await firstId(schema.alerta),
    idConvite: await firstId(schema.convite),
    idRotina: await firstId(schema.rotina),
    idCardapio: await firstId(schema.cardapio),
    idAtividade: await firstId(schema.atividade),
    idMemoria: await firstId(schema.memoria),
    idEnquete: await firstId(schema.enquete),
    idSolicitacao: await firstId(schema.solicitacao),
    idPagamento: await firstId(schema.pagamento),
    idMensagem: await firstId(schema.lumiMensagem),
    idConversa: await firstId(schema.conversa),
    idAutorizado: await firstId(schema.autorizadoBusca),
    idRestricao: await firstId(schema.restricaoCustodia),
    idAparelho: await firstId(schema.pushSubscription),
    idRegistro: await firstId(schema.diarioRegistro),
    idAutorizacao: await firstId(schema.autorizacaoMedicacao),
    email: 'mariana@lunna.demo',
  };
  realIds = Object.fromEntries(Object.entries(ids).filter((e): e is [string, string] => e[1] !== undefined));
}, 120_000);
afterAll(() => t?.close());

/** Each request from its own loopback address, so the per-address rate limits let the fuzz reach the routes. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter++;
  return `127.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255 || 1}`;
};

const excerpt = (payload: FuzzRequest['payload']) => {
  if (payload === undefined) return '(none)';
  const text = typeof payload === 'string' ? payload : payload.toString('latin1');
  return JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text);
};

describe('bad input never answers 5xx', () => {
  it('the document has the operations the fuzz walks', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.filter((op) => op.multipart).length).toBeGreaterThanOrEqual(10);
  });

  it.each(['anonymous', 'guardian', 'director'])(
    'every operation, as the %s',
    async (name) => {
      const caller = callers.find((c) => c.name === name)!;
      const fuzzer = createFuzzer({
        seed: SEED + name.length,
        realIds,
        unreadableBodies: name === 'anonymous',
      });
      const failures: string[] = [];
      const sessionsEnded: string[] = [];
      let sent = 0;
      const byStatus = new Map<string, number>();
      const started = { wall: performance.now(), cpu: process.cpuUsage() };
      for (const op of operations) {
        const route = `${op.method} ${op.path}`;
        if (caller.email && ENDS_THE_SESSION.has(route)) continue;
        for (const request of fuzzer.requestsFor(op)) {
          sent++;
          const where = `${caller.name} ${route} [${request.label}] ${request.method} ${request.url.slice(0, 160)}`;
          try {
            const res = await caller.client.request({
              method: request.method as 'GET',
              url: request.url,
              headers: request.headers,
              payload: request.payload,
              remoteAddress: nextAddress(),
            });
            const statusClass = `${String(res.statusCode)[0]}xx`;
            byStatus.set(statusClass, (byStatus.get(statusClass) ?? 0) + 1);
            if (res.statusCode >= 500)
              failures.push(
                `${where} → ${res.statusCode} ${res.body.slice(0, 300)}\n    payload: ${excerpt(request.payload)}`,
              );
            else if (res.statusCode >= 400 && request.url.startsWith('/api/')) {
              // A refusal is always the documented `{code, message}`.
              const body = res.headers['content-type']?.toString().includes('json')
                ? (res.json() as { code?: unknown; message?: unknown })
                : {};
              if (typeof body.code !== 'string' || typeof body.message !== 'string') {
                failures.push(
                  `${where} → ${res.statusCode} without {code, message}: ${res.body.slice(0, 200)}\n    payload: ${excerpt(request.payload)}`,
                );
              }
            }
          } catch (error) {
            failures.push(
              `${where} → threw ${(error as Error).message}\n    payload: ${excerpt(request.payload)}`,
            );
          }
        }
        // A route that ended the caller's session would leave the rest of the run anonymous: sign in again, and say so.
        if (caller.email && (await caller.client.get('/api/sessao')).statusCode !== 200) {
          sessionsEnded.push(route);
          caller.client = await TestClient.signedIn(t.app, caller.email);
        }
      }
      if (sessionsEnded.length)
        console.warn(
          `[fuzz] ${caller.name}: the session ended after ${sessionsEnded.join(', ')} (signed in again)`,
        );
      const cpu = process.cpuUsage(started.cpu);
      const seconds = (ms: number) => (ms / 1000).toFixed(1);
      console.info(
        `[fuzz] ${caller.name}: ${sent} requests over ${operations.length} operations (${[...byStatus].map(([k, n]) => `${n} ${k}`).join(', ')}), seed ${SEED}, ${seconds(performance.now() - started.wall)} s (${seconds((cpu.user + cpu.system) / 1000)} s of CPU here)`,
      );
      expect(failures, `seed ${SEED}; ${failures.length} of ${sent} requests failed`).toEqual([]);
    },
    300_000,
  );

  it('chat messages over STOMP: bad bodies get an ERROR that says why, never an internal error', async () => {
    const guardian = callers.find((c) => c.name === 'guardian')!.client;
    const cookie = `lunna_session=${guardian.cookies.get('lunna_session')}`;
    const nested = (depth: number, open: string, close: string) =>
      `${open.repeat(depth)}1${close.repeat(depth)}`;
    const random = fc
      .sample(fc.jsonValue({ maxDepth: 3 }), { seed: SEED, numRuns: 8 })
      .map((v) => JSON.stringify(v));
    const randomText = fc.sample(fc.string({ unit: 'binary', maxLength: 30 }), {
      seed: SEED + 1,
      numRuns: 4,
    });
    const toGeral = [
      ...(
        [
          { message: 'Oi\u0000' },
          { message: '\u001b[2J' },
          { message: 123 },
          { message: null },
          { message: ['a'] },
          { message: {} },
          { message: 'a'.repeat(100_000) },
          { status: 'JOIN', x: '\u0000' },
          { status: 'NOPE', message: 'oi' },
          { message: 'oi', clientId: 'a\u0000' },
          { message: 'oi', clientId: 'nao-uuid' },
        ] as unknown[]
      ).map((b) => JSON.stringify(b)),
      '{"message":',
      '',
      'null',
      '[]',
      nested(10_000, '[', ']'),
      nested(5_000, '{"a":', '}'),
      '{"__proto__":{"papel":"gestor"},"message":"oi"}',
      ...random,
      ...randomText,
    ];
    const educator = realIds.educatorUsuarioId!;
    const toPrivate = [
      { receiverName: educator, message: 'Oi\u0000' },
      { receiverName: 'a\u0000', message: 'oi' },
      { receiverName: 123, message: 'oi' },
      { receiverName: '../../', message: 'oi' },
      { receiverName: educator, message: 'a'.repeat(100_000) },
      { receiverName: educator },
    ]
      .map((b) => JSON.stringify(b))
      .concat(random.slice(0, 4));
    const failures: string[] = [];
    for (const [destination, bodies] of [
      ['/app/message', toGeral],
      ['/app/private-message', toPrivate],
    ] as const) {
      for (const body of bodies) {
        const stomp = await ModernStompClient.connect(wsUrl, { cookie });
        try {
          const answer = await stomp.sendRaw(destination, body);
          if (answer === 'internal server error' || answer.startsWith('no answer'))
            failures.push(`${destination} ${excerpt(body)} → ${answer}`);
        } finally {
          await stomp.close();
        }
      }
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
  }, 120_000);
});
