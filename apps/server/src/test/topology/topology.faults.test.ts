import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESTINO_SALA_GERAL,
  destinoNotificacoes,
  type ConversaResumo,
  type HistoricoChat,
  type MensagemChat,
  type NotificacaoAoVivo,
} from '@lunna/contract';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { generateVapidKeys } from '../../platform/push/web-push';
import {
  createScratchDatabase,
  scratchDir,
  startServerProcess,
  type ServerProcess,
} from '../faults/server-process';
import { startS3TestServer, type S3TestServer } from '../s3/s3-test-server';
import { ModernStompClient, SockjsStompClient, eventually } from '../stomp-test-clients';
import { NGINX, startNginx, type Nginx } from './nginx';

/**
 * Production's shape: three identical instances behind a load balancer (Debian's nginx, round robin), on
 * one PostgreSQL, one Redis and one S3 bucket, each with an empty DATA_DIR of its own. Whatever one
 * instance did, the others know; one of them killed outright loses nothing anybody was told was saved.
 */
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : !process.env.REDIS_URL
    ? 'REDIS_URL is not set'
    : !fs.existsSync(NGINX)
      ? `${NGINX} is missing (scripts/ensure-test-tools.sh installs it)`
      : null;
if (skipReason) console.log(`Skipping the three-instance topology test: ${skipReason}.`);

const INSTANCES = 3;
const PER_ACCOUNT_LIMIT = 5;

type Instance = { process: ServerProcess; dataDir: string };

describe.skipIf(skipReason)('three instances behind a load balancer', () => {
  const instances: Instance[] = [];
  const dirs = Array.from({ length: INSTANCES }, () => scratchDir('lunna-topology-data'));
  const clients: ModernStompClient[] = [];
  let database: { url: string; drop(): Promise<void> };
  let s3: S3TestServer;
  let lb: Nginx;
  let db: pg.Client;

  beforeAll(async () => {
    database = await createScratchDatabase('lunna_topology');
    s3 = await startS3TestServer();
    const vapid = generateVapidKeys();
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL,
      REDIS_CHANNEL_PREFIX: `lunna-topology-${randomUUID()}`,
      SECRET_KEY: randomBytes(32).toString('hex'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      DEMO: 'true',
      TRUST_PROXY: 'true',
      RATE_LIMIT_LOGIN_ACCOUNT: String(PER_ACCOUNT_LIMIT),
      JOBS_POLL_MS: '1000',
      LOG_LEVEL: 'warn',
      ...s3.env,
    };
    // All at once, as an orchestrator starts replicas: migrations and the demo seed must not race.
    const started = await Promise.allSettled(
      dirs.map((dataDir) =>
        startServerProcess({ env: { ...shared, DATA_DIR: dataDir }, readyTimeoutMs: 180_000 }),
      ),
    );
    started.forEach((result, i) => {
      if (result.status === 'fulfilled') instances.push({ process: result.value, dataDir: dirs[i]! });
    });
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    lb = await startNginx(instances.map((i) => i.process.baseUrl));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 240_000);

  afterAll(async () => {
    await Promise.allSettled(clients.map((c) => c.close()));
    await db?.end().catch(() => {});
    await lb?.stop();
    await Promise.allSettled(instances.map((i) => i.process.stop()));
    await s3?.close();
    await database?.drop();
    // Every folder, those of an instance that failed to start included.
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const json = { 'content-type': 'application/json' };

  async function signIn(baseUrl: string, email: string): Promise<string> {
    const response = await fetch(`${baseUrl}/api/responsavel/login-responsavel`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, senha: DEMO_PASSWORD }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function usuarioId(token: string): Promise<string> {
    const response = await fetch(`${lb.baseUrl}/api/sessao`, { headers: bearer(token) });
    return ((await response.json()) as { usuarioId: string }).usuarioId;
  }

  async function connect(baseUrl: string, token: string): Promise<ModernStompClient> {
    const client = await ModernStompClient.connect(`${baseUrl.replace(/^http/, 'ws')}/api/ws`, { token });
    clients.push(client);
    return client;
  }

  /** Every file under `dir`, recursively. */
  function filesUnder(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    const isFile = (f: string) => fs.statSync(f, { throwIfNoEntry: false })?.isFile() ?? false;
    return fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((f) => path.join(dir, f))
      .filter(isFile);
  }

  it('a password-recovery code issued by one instance is accepted by the others', async () => {
    const email = 'carlos@lunna.demo';
    const [issuer, ...others] = instances;
    const mailsBefore = new Set(instances.flatMap((i) => filesUnder(path.join(i.dataDir, 'mail'))));
    const asked = await fetch(`${issuer!.process.baseUrl}/api/senha/codigo`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(202);
    // The e-mail is written after the answer, by whichever instance sends it (a folder per instance here).
    const mail = await eventually(
      () =>
        instances
          .flatMap((i) => filesUnder(path.join(i.dataDir, 'mail')))
          .find(
            (f) => f.endsWith('.eml') && !mailsBefore.has(f) && fs.readFileSync(f, 'utf8').includes(email),
          ),
      'the recovery e-mail',
      15_000,
    );
    // The .eml's text is quoted-printable: soft line breaks and =XX escapes undone, the code follows "é: ".
    const text = Buffer.from(
      fs
        .readFileSync(mail, 'latin1')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    const codigo = /senha é: ([A-Z2-9]{5})\b/.exec(text)?.[1];
    expect(codigo).toMatch(/^[A-Z2-9]{5}$/);
    // Read right (the instance that issued it accepts it), and accepted by every other one.
    for (const [i, other] of [issuer!, ...others].entries()) {
      const checked = await fetch(`${other.process.baseUrl}/api/senha/verificar`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, codigo }),
      });
      expect(checked.status, `${i === 0 ? 'the issuer' : `instance ${i}`}: ${await checked.text()}`).toBe(
        200,
      );
    }
  });

  it('a photo uploaded through one instance is read through every one, and is kept in the bucket, not on a disk', async () => {
    const token = await signIn(lb.baseUrl, 'ana.professora@lunna.demo');
    const turmas = (await (await fetch(`${lb.baseUrl}/api/turma`, { headers: bearer(token) })).json()) as {
      idTurma: string;
    }[];
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#31C1FF' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append(
      'body',
      JSON.stringify({ idTurma: turmas[0]!.idTurma, descricao: 'Três instâncias', idsDisc: [] }),
    );
    form.append('fotos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'parque.jpg');
    const uploadsBefore = new Set(instances.flatMap((i) => filesUnder(i.dataDir)));
    const created = await fetch(`${lb.baseUrl}/api/memoria`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { idMemoria } = ((await created.json()) as { itens: { idMemoria: string }[] }).itens[0]!;
    for (const instance of instances) {
      const image = await fetch(`${instance.process.baseUrl}/api/memoria/${idMemoria}/imagem?tamanho=tela`, {
        headers: bearer(token),
      });
      expect(image.status, await image.clone().text()).toBe(200);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    // Nothing of it on any instance's disk (the mail folder aside); something new in the bucket.
    const newOnDisk = instances
      .flatMap((i) => filesUnder(i.dataDir))
      .filter((f) => !uploadsBefore.has(f) && !f.includes(`${path.sep}mail${path.sep}`));
    expect(newOnDisk).toEqual([]);
    expect(filesUnder(s3.dir).length).toBeGreaterThan(0);
  });

  it('chat messages and live notifications reach people connected to the other instances', async () => {
    const marianaToken = await signIn(lb.baseUrl, 'mariana@lunna.demo');
    const anaToken = await signIn(lb.baseUrl, 'ana.professora@lunna.demo');
    const mariana = await usuarioId(marianaToken);
    // One listener on each instance, and one through the load balancer (WebSockets pass through nginx).
    const listeners = await Promise.all(
      [...instances.map((i) => i.process.baseUrl), lb.baseUrl].map((url) => connect(url, marianaToken)),
    );
    for (const listener of listeners) {
      await listener.subscribe(DESTINO_SALA_GERAL);
      await listener.subscribe(destinoNotificacoes(mariana));
    }

    const conversas = (await (
      await fetch(`${lb.baseUrl}/api/chat/conversas`, { headers: bearer(anaToken) })
    ).json()) as ConversaResumo[];
    const geral = conversas.find((c) => c.tipo === 'geral')!;
    const sent = await fetch(`${lb.baseUrl}/api/chat/conversas/${geral.idConversa}/mensagens`, {
      method: 'POST',
      headers: { ...json, ...bearer(anaToken) },
      body: JSON.stringify({ message: 'Para todas as instâncias', clientId: randomUUID() }),
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { idMensagem } = (await sent.json()) as MensagemChat;
    for (const listener of listeners)
      await listener.inbox.next<MensagemChat>(DESTINO_SALA_GERAL, (m) => m.idMensagem === idMensagem);

    const turmas = (await (await fetch(`${lb.baseUrl}/api/turma`, { headers: bearer(anaToken) })).json()) as {
      idTurma: string;
      nomeTurma: string;
    }[];
    const girassol = turmas.find((t) => t.nomeTurma === 'Turma Girassol')!;
    const aviso = await fetch(`${lb.baseUrl}/api/aviso`, {
      method: 'POST',
      headers: { ...json, ...bearer(anaToken) },
      body: JSON.stringify({
        tituloAviso: 'Passeio em três instâncias',
        conteudoAviso: 'Levar boné.',
        importancia: 'Atenção',
        idTurma: girassol.idTurma,
      }),
    });
    expect(aviso.status, await aviso.clone().text()).toBe(201);
    for (const listener of listeners)
      await eventually(
        () =>
          listener.inbox
            .all<NotificacaoAoVivo>(destinoNotificacoes(mariana))
            .find((n) => n.notificacao?.titulo.includes('Passeio em três instâncias')),
        'the live notification',
        10_000,
      );
  });

  it('SockJS without WebSocket works through the load balancer: its requests of one session reach one instance', async () => {
    const token = await signIn(lb.baseUrl, 'mariana@lunna.demo');
    for (const transport of ['xhr-streaming', 'xhr-polling']) {
      const client = await SockjsStompClient.connect(`${lb.baseUrl}/api/ws`, token, [transport]);
      try {
        client.subscribe(DESTINO_SALA_GERAL);
        // stompjs 2.3 waits for no receipt: send until the subscription is in place and the message comes back.
        const message = `Por ${transport} atrás do nginx`;
        await eventually(
          () => {
            if (client.inbox.all<MensagemChat>(DESTINO_SALA_GERAL).some((m) => m.message === message))
              return true;
            client.send('/app/message', { message });
            return undefined;
          },
          `a message over ${transport}`,
          10_000,
        );
      } finally {
        await client.close();
      }
    }
  });

  it('the per-account sign-in limit holds across instances', async () => {
    const attempt = (baseUrl: string, senha: string) =>
      fetch(`${baseUrl}/api/responsavel/login-responsavel`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'patricia@lunna.demo', senha }),
      });
    // Round robin spreads these over the three instances; the limit is PER_ACCOUNT_LIMIT in all.
    for (let i = 0; i < PER_ACCOUNT_LIMIT; i++)
      expect((await attempt(lb.baseUrl, 'senha-errada-1')).status).toBe(400);
    for (const instance of instances) {
      const refused = await attempt(instance.process.baseUrl, DEMO_PASSWORD);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    }
  });

  it('kill -9 of one instance during a stream of writes loses no acknowledged write, and its sockets catch up elsewhere', async () => {
    const [victim] = instances;
    const marianaToken = await signIn(lb.baseUrl, 'mariana@lunna.demo');
    const anaToken = await signIn(lb.baseUrl, 'ana.professora@lunna.demo');
    const conversas = (await (
      await fetch(`${lb.baseUrl}/api/chat/conversas`, { headers: bearer(anaToken) })
    ).json()) as ConversaResumo[];
    const geral = conversas.find((c) => c.tipo === 'geral')!.idConversa;
    // Mariana reads the room on the instance about to die: its history first, as the portal does, which
    // marks the message up to which she holds everything.
    const historico = (await (
      await fetch(`${lb.baseUrl}/api/chat/conversas/${geral}/mensagens`, { headers: bearer(marianaToken) })
    ).json()) as HistoricoChat;
    const completaAte = historico.mensagens.at(-1)?.idMensagem ?? null;
    const onVictim = await connect(victim!.process.baseUrl, marianaToken);
    await onVictim.subscribe(DESTINO_SALA_GERAL);

    const acknowledged: string[] = [];
    const failures: string[] = [];
    let writing = true;
    const writer = async () => {
      while (writing) {
        try {
          const response = await fetch(`${lb.baseUrl}/api/chat/conversas/${geral}/mensagens`, {
            method: 'POST',
            headers: { ...json, ...bearer(anaToken) },
            body: JSON.stringify({ message: `Escrita ${randomUUID()}`, clientId: randomUUID() }),
          });
          if (response.ok) acknowledged.push(((await response.json()) as MensagemChat).idMensagem);
          else failures.push(`${response.status}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const writers = [writer(), writer(), writer()];
    await eventually(() => (acknowledged.length >= 10 ? true : undefined), 'writes before the kill', 20_000);
    await victim!.process.stop('SIGKILL');
    const atKill = acknowledged.length;
    await eventually(
      () => (acknowledged.length >= atKill + 20 ? true : undefined),
      'writes after the kill',
      30_000,
    );
    writing = false;
    await Promise.all(writers);

    // Every write that was answered 2xx is stored.
    const stored = await db.query<{ id: string }>('select id from mensagem where id = any($1::uuid[])', [
      acknowledged,
    ]);
    expect(stored.rows.map((r) => r.id).sort()).toEqual([...acknowledged].sort());
    // Requests in flight on the killed instance may have failed; they were never acknowledged.
    expect(failures.length).toBeLessThan(acknowledged.length);

    // The socket dropped; the client reconnects through the load balancer (to a live instance) and catches up
    // from the message up to which it holds everything (the end of the history it read), as the portal does:
    // not from the newest live message, which may have overtaken an earlier one lost with the instance.
    await eventually(
      () => (onVictim.connected ? undefined : true),
      'the socket on the killed instance to drop',
      10_000,
    );
    const seen = new Set(onVictim.inbox.all<MensagemChat>(DESTINO_SALA_GERAL).map((m) => m.idMensagem));
    const again = await connect(lb.baseUrl, marianaToken);
    await again.subscribe(DESTINO_SALA_GERAL);
    let cursor: string | null = completaAte;
    do {
      const page = (await (
        await fetch(
          `${lb.baseUrl}/api/chat/conversas/${geral}/mensagens${cursor ? `?depois=${cursor}` : ''}`,
          { headers: bearer(marianaToken) },
        )
      ).json()) as HistoricoChat;
      for (const m of page.mensagens) seen.add(m.idMensagem);
      cursor = page.maisNovas;
    } while (cursor);
    expect(acknowledged.filter((id) => !seen.has(id))).toEqual([]);
    // And what is written now reaches the reconnected socket live.
    const after = await fetch(`${lb.baseUrl}/api/chat/conversas/${geral}/mensagens`, {
      method: 'POST',
      headers: { ...json, ...bearer(anaToken) },
      body: JSON.stringify({ message: 'Depois da queda', clientId: randomUUID() }),
    });
    expect(after.status).toBe(201);
    const { idMensagem } = (await after.json()) as MensagemChat;
    await again.inbox.next<MensagemChat>(DESTINO_SALA_GERAL, (m) => m.idMensagem === idMensagem);
  });
});
