import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  destinoNotificacoes,
  destinoPrivado,
  msg,
  type ConversaResumo,
  type EntradaChat,
  type HistoricoChat,
  type MensagemChat,
  type NotificacaoAoVivo,
} from '@lunna/contract';
import { mensagem, usuario } from '../db/schema';
import { notificacaoService } from '../contexts/comunicacao/notificacao/notificacao.service';
import { TestClient } from '../test/http-client';
import { ModernStompClient, SockjsStompClient, eventually, rawWebSocket } from '../test/stomp-test-clients';
import { createTestApp, type TestApp } from '../test/test-app';

const PUBLIC = '/chatroom/public';
const EMAILS = {
  helena: 'diretora@lunna.demo',
  ana: 'ana.professora@lunna.demo',
  mariana: 'mariana@lunna.demo',
  carlos: 'carlos@lunna.demo',
} as const;
type Quem = keyof typeof EMAILS;
const NOMES: Record<Quem, string> = {
  helena: 'Helena Martins',
  ana: 'Ana Beatriz Rocha',
  mariana: 'Mariana Souza',
  carlos: 'Carlos Lima',
};

let t: TestApp;
let wsUrl: string;
let sockjsUrl: string;
const ids = new Map<Quem, string>();
const http = new Map<Quem, TestClient>();
const tokens = new Map<Quem, string>();
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  wsUrl = `ws://127.0.0.1:${port}/api/ws`;
  sockjsUrl = `http://127.0.0.1:${port}/api/ws`;
  for (const [quem, email] of Object.entries(EMAILS) as [Quem, string][]) {
    const [row] = await t.database.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.email, email));
    ids.set(quem, row!.id);
    const client = new TestClient(t.app);
    const { token } = (await client.login(email)) as { token: string };
    http.set(quem, client);
    tokens.set(quem, token);
  }
});
afterAll(async () => {
  await Promise.allSettled(open.map((c) => c.close()));
  await t.close();
});

const id = (quem: Quem) => ids.get(quem)!;
const cookieOf = (quem: Quem) => `lunna_session=${http.get(quem)!.cookies.get('lunna_session')}`;
const track = <C extends { close(): Promise<void> }>(client: C): C => {
  open.push(client);
  return client;
};
/** Signed in by the session cookie of the WebSocket upgrade, as the web app is. */
const byCookie = async (quem: Quem) =>
  track(await ModernStompClient.connect(wsUrl, { cookie: cookieOf(quem) }));
/** Signed in by the token in CONNECT's passcode. */
const byToken = async (quem: Quem) =>
  track(await ModernStompClient.connect(wsUrl, { token: tokens.get(quem)! }));
const bySockjs = async (quem: Quem) => track(await SockjsStompClient.connect(sockjsUrl, tokens.get(quem)!));

const geral = async (quem: Quem) =>
  ((await http.get(quem)!.get('/api/chat/conversas')).json() as ConversaResumo[])[0]!;
const historico = async (quem: Quem, idConversa: string) =>
  (await http.get(quem)!.get(`/api/chat/conversas/${idConversa}/mensagens`)).json() as HistoricoChat;

describe('STOMP at /api/ws', () => {
  it('a cookie client, a token client and the spec’s SockJS client talk in the school’s room and in private', async () => {
    const mariana = await byCookie('mariana');
    const ana = await byToken('ana');
    const helena = await bySockjs('helena');
    // stompjs 2.3 offers 1.1 and 1.0 only.
    expect(helena.version).toBe('1.1');
    await mariana.subscribe(PUBLIC);
    await mariana.subscribe(destinoPrivado(id('mariana')));
    await ana.subscribe(PUBLIC);
    await ana.subscribe(destinoPrivado(id('ana')));
    helena.subscribe(PUBLIC);
    helena.subscribe(destinoPrivado(id('helena')));
    // stompjs 2.3 cannot wait for a receipt: its subscriptions are in once its own JOIN comes back.
    helena.send('/app/message', { status: 'JOIN', senderName: 'Helena' });
    await helena.inbox.next<EntradaChat>(PUBLIC, (m) => m.status === 'JOIN' && m.usuarioId === id('helena'));

    const clientId = randomUUID();
    await mariana.send('/app/message', { message: 'Bom dia a todos!', status: 'MESSAGE', clientId });
    for (const inbox of [mariana.inbox, ana.inbox, helena.inbox]) {
      const m = await inbox.next<MensagemChat>(PUBLIC, (m) => m.message === 'Bom dia a todos!');
      expect(m).toMatchObject({ senderName: NOMES.mariana, usuarioId: id('mariana'), status: 'MESSAGE' });
      expect(m).not.toHaveProperty('receiverName');
    }

    helena.send('/app/message', { message: 'Reunião de pais na sexta.' });
    for (const inbox of [mariana.inbox, ana.inbox]) {
      await inbox.next<MensagemChat>(
        PUBLIC,
        (m) => m.message === 'Reunião de pais na sexta.' && m.senderName === NOMES.helena,
      );
    }

    await mariana.send('/app/private-message', {
      receiverName: id('ana'),
      message: 'Oi, Ana! O Lucas dormiu bem?',
    });
    const recebida = await ana.inbox.next<MensagemChat>(destinoPrivado(id('ana')), (m) =>
      m.message.startsWith('Oi, Ana!'),
    );
    expect(recebida).toMatchObject({
      senderName: NOMES.mariana,
      receiverName: NOMES.ana,
      usuarioId: id('mariana'),
    });
    // The sender's own private destination has it too (her other tabs).
    await mariana.inbox.next<MensagemChat>(
      destinoPrivado(id('mariana')),
      (m) => m.idMensagem === recebida.idMensagem,
    );

    await ana.send('/app/private-message', { receiverName: id('mariana'), message: 'Dormiu sim!' });
    helena.send('/app/private-message', {
      receiverName: id('mariana'),
      message: 'Olá, Mariana, da direção.',
    });
    await mariana.inbox.next<MensagemChat>(destinoPrivado(id('mariana')), (m) => m.message === 'Dormiu sim!');
    const daDirecao = await mariana.inbox.next<MensagemChat>(
      destinoPrivado(id('mariana')),
      (m) => m.usuarioId === id('helena'),
    );
    expect(daDirecao).toMatchObject({ senderName: NOMES.helena, receiverName: NOMES.mariana });
    await helena.inbox.next<MensagemChat>(
      destinoPrivado(id('helena')),
      (m) => m.idMensagem === daDirecao.idMensagem,
    );
    // Nobody else's private messages reach Helena.
    expect(helena.inbox.all<MensagemChat>(destinoPrivado(id('helena'))).map((m) => m.message)).toEqual([
      'Olá, Mariana, da direção.',
    ]);

    // Everything delivered was stored first; JOIN notices are not stored.
    const sala = await historico('mariana', (await geral('mariana')).idConversa);
    const textos = sala.mensagens.map((m) => m.message);
    expect(textos).toEqual(expect.arrayContaining(['Bom dia a todos!', 'Reunião de pais na sexta.']));
    expect(sala.mensagens.every((m) => m.status === 'MESSAGE')).toBe(true);
    const privada = await historico('ana', recebida.idConversa);
    expect(privada.mensagens.map((m) => m.message)).toEqual(['Oi, Ana! O Lucas dormiu bem?', 'Dormiu sim!']);
  });

  it('the sender is the signed-in person, whatever senderName says; a retried clientId is not stored twice', async () => {
    const mariana = await byCookie('mariana');
    const ana = await byToken('ana');
    await ana.subscribe(PUBLIC);
    const clientId = randomUUID();
    const forjada = {
      message: 'Sou a diretora',
      senderName: NOMES.helena,
      usuarioId: id('helena'),
      clientId,
    };
    await mariana.send('/app/message', forjada);
    await mariana.send('/app/message', forjada);
    await mariana.send('/app/private-message', {
      receiverName: id('ana'),
      senderName: NOMES.helena,
      message: 'Privada forjada',
    });
    const m = await ana.inbox.next<MensagemChat>(PUBLIC, (m) => m.message === 'Sou a diretora');
    expect(m).toMatchObject({ senderName: NOMES.mariana, usuarioId: id('mariana') });
    const stored = await t.database.db
      .select({ autorId: mensagem.autorId })
      .from(mensagem)
      .where(eq(mensagem.clientId, clientId));
    expect(stored).toEqual([{ autorId: id('mariana') }]);
    const [privada] = await t.database.db
      .select({ autorId: mensagem.autorId })
      .from(mensagem)
      .where(eq(mensagem.texto, 'Privada forjada'));
    expect(privada).toEqual({ autorId: id('mariana') });
  });

  it('a message sent over REST (the sender’s socket was down) reaches the others live too', async () => {
    const ana = await byToken('ana');
    await ana.subscribe(destinoPrivado(id('ana')));
    const aberta = await http.get('mariana')!.post('/api/chat/conversas/privada', { usuarioId: id('ana') });
    expect(aberta.statusCode, aberta.body).toBe(200);
    const { idConversa } = aberta.json() as { idConversa: string };
    const enviada = await http.get('mariana')!.post(`/api/chat/conversas/${idConversa}/mensagens`, {
      message: 'Mandei pelo site',
      clientId: randomUUID(),
    });
    expect(enviada.statusCode, enviada.body).toBe(201);
    const m = await ana.inbox.next<MensagemChat>(
      destinoPrivado(id('ana')),
      (x) => x.message === 'Mandei pelo site',
    );
    expect(m).toMatchObject({ usuarioId: id('mariana'), senderName: NOMES.mariana });
  });

  it('JOIN announces the person to their school’s room with their photo, and is not stored', async () => {
    const ana = await byToken('ana');
    await ana.subscribe(PUBLIC);
    const mariana = await byCookie('mariana');
    const antes = (await historico('ana', (await geral('ana')).idConversa)).mensagens.length;
    await mariana.send('/app/message', { status: 'JOIN', message: 'ignored' });
    const entrada = await ana.inbox.next<EntradaChat>(PUBLIC, (m) => m.usuarioId === id('mariana'));
    expect(entrada).toEqual({
      senderName: NOMES.mariana,
      status: 'JOIN',
      usuarioId: id('mariana'),
      image: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
    });
    expect((await historico('ana', (await geral('ana')).idConversa)).mensagens.length).toBe(antes);
  });

  it('nobody subscribes to someone else’s private messages or notifications', async () => {
    for (const destino of [
      destinoPrivado(id('ana')),
      destinoNotificacoes(id('ana')),
      '/user/Ana/private',
      '/topic/x',
    ]) {
      const mariana = await byCookie('mariana');
      mariana.subscribeNoWait(destino);
      expect(await mariana.refusal()).toBe(`not allowed to subscribe to ${destino}`);
      expect(mariana.connected).toBe(false);
    }
  });

  it('the service’s refusals come back as ERROR with its message; the other connections go on', async () => {
    const ana = await byToken('ana');
    await ana.subscribe(PUBLIC);

    // Guardian to guardian: the chat's rules refuse it.
    const mariana = await byCookie('mariana');
    mariana.sendNoWait('/app/private-message', { receiverName: id('carlos'), message: 'Oi, Carlos' });
    expect(await mariana.refusal()).toBe(msg.acessoNegado);

    const vazia = await byCookie('mariana');
    vazia.sendNoWait('/app/message', { message: '   ' });
    expect(await vazia.refusal()).toBe(msg.mensagemChatObrigatoria);

    const semJson = await byCookie('mariana');
    semJson.sendNoWait('/app/message', 'not json');
    semJson.sendNoWait('/app/message', undefined);
    expect(await semJson.refusal()).toBe(msg.valorInvalido);

    const destinoErrado = await byCookie('mariana');
    destinoErrado.sendNoWait('/chatroom/public', { message: 'direto na sala' });
    expect(await destinoErrado.refusal()).toBe('nothing receives messages at /chatroom/public');

    const depois = await byCookie('mariana');
    await depois.send('/app/message', { message: 'Ainda funciona' });
    await ana.inbox.next<MensagemChat>(PUBLIC, (m) => m.message === 'Ainda funciona');
    expect(ana.connected).toBe(true);
  });

  it('no session, no connection: nothing, a wrong token, a signed-out session, an unfinished registration', async () => {
    await expect(ModernStompClient.connect(wsUrl, {})).rejects.toThrow('not authenticated');
    await expect(ModernStompClient.connect(wsUrl, { token: 'not-a-token' })).rejects.toThrow(
      'not authenticated',
    );
    await expect(ModernStompClient.connect(wsUrl, { cookie: 'lunna_session=forged' })).rejects.toThrow(
      'not authenticated',
    );
    await expect(SockjsStompClient.connect(sockjsUrl, 'not-a-token')).rejects.toThrow('not authenticated');

    const carlos = new TestClient(t.app);
    const { token } = (await carlos.login(EMAILS.carlos)) as { token: string };
    const aberta = track(await ModernStompClient.connect(wsUrl, { token }));
    expect((await carlos.post('/api/sessao/sair')).statusCode).toBeLessThan(300);
    // The socket opened before signing out is closed at once, saying why (sessao-encerrada.int.test.ts).
    expect(await aberta.refusal()).toBe('not authenticated');
    await expect(ModernStompClient.connect(wsUrl, { token })).rejects.toThrow('not authenticated');

    await t.database.db
      .update(usuario)
      .set({ cadastroConcluido: false })
      .where(eq(usuario.id, id('carlos')));
    try {
      await expect(ModernStompClient.connect(wsUrl, { token: tokens.get('carlos')! })).rejects.toThrow(
        'not authenticated',
      );
    } finally {
      await t.database.db
        .update(usuario)
        .set({ cadastroConcluido: true })
        .where(eq(usuario.id, id('carlos')));
    }
  });

  it('a bad frame gets an ERROR and closes that connection only', async () => {
    const ana = await byToken('ana');
    await ana.subscribe(PUBLIC);
    const raw = await rawWebSocket(wsUrl);
    raw.ws.send(`CONNECT\naccept-version:1.2\npasscode:${tokens.get('mariana')}\nheart-beat:0,0\n\n\0`);
    await eventually(
      () => (raw.received.some((f) => f.startsWith('CONNECTED')) ? true : undefined),
      'CONNECTED',
    );
    raw.ws.send('HELLO\nthis:is not stomp\n\n\0');
    await eventually(() => (raw.closed ? true : undefined), 'the bad connection to close');
    expect(raw.received.find((f) => f.startsWith('ERROR'))).toContain('message:');

    const mariana = await byCookie('mariana');
    await mariana.send('/app/message', { message: 'Depois do quadro ruim' });
    await ana.inbox.next<MensagemChat>(PUBLIC, (m) => m.message === 'Depois do quadro ruim');
  });

  it('refuses WebSocket upgrades from another site’s pages and on other paths', async () => {
    await expect(
      ModernStompClient.connect(wsUrl, { cookie: cookieOf('mariana'), origin: 'https://outro-site.example' }),
    ).rejects.toThrow();
    const sameSite = await ModernStompClient.connect(wsUrl, {
      cookie: cookieOf('mariana'),
      origin: 'http://localhost:3000',
    });
    track(sameSite);
    expect(sameSite.connected).toBe(true);
    await expect(rawWebSocket(wsUrl.replace('/api/ws', '/api/outra-coisa'))).rejects.toThrow('404');
    await expect(
      rawWebSocket(wsUrl, { origin: 'https://outro-site.example', cookie: cookieOf('mariana') }),
    ).rejects.toThrow('403');
  });

  it('SockJS answers its info request under /api/ws, and works without a WebSocket too', async () => {
    const res = await fetch(`${sockjsUrl}/info`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ websocket: true });
    // Every other request still reaches the app.
    expect((await fetch(sockjsUrl.replace('/api/ws', '/api/health'))).status).toBe(200);
    expect((await fetch(sockjsUrl.replace('/api/ws', '/api/wsx'))).status).toBe(404);
    // Its iframe page (for browsers whose WebSocket is blocked) loads the client from us, not from a CDN.
    const iframe = await (await fetch(`${sockjsUrl}/iframe.html`)).text();
    expect(iframe).toContain('src="/api/realtime/sockjs.min.js"');
    expect(iframe).not.toMatch(/cdn|https?:\/\//i);
    const client = await fetch(sockjsUrl.replace('/api/ws', '/api/realtime/sockjs.min.js'));
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toContain('javascript');
    expect(await client.text()).toContain('SockJS');

    const ana = await byToken('ana');
    await ana.subscribe(PUBLIC);
    for (const transport of ['xhr-streaming', 'xhr-polling']) {
      const helena = track(await SockjsStompClient.connect(sockjsUrl, tokens.get('helena')!, [transport]));
      helena.subscribe(PUBLIC);
      helena.send('/app/message', { message: `Por ${transport}` });
      await ana.inbox.next<MensagemChat>(PUBLIC, (m) => m.message === `Por ${transport}`);
      await helena.inbox.next<MensagemChat>(PUBLIC, (m) => m.message === `Por ${transport}`);
    }
  });

  it('a notice sent by an educator reaches the guardian’s notifications live', async () => {
    const mariana = await byCookie('mariana');
    await mariana.subscribe(destinoNotificacoes(id('mariana')));
    const ana = http.get('ana')!;
    const girassol = (await ana.get('/api/turma')).json()[0].idTurma as string;
    const res = await ana.post('/api/aviso', {
      tituloAviso: 'Passeio ao parque',
      conteudoAviso: 'Levar boné e protetor.',
      importancia: 'Atenção',
      idTurma: girassol,
    });
    expect(res.statusCode, res.body).toBe(201);
    const viva = await mariana.inbox.next<NotificacaoAoVivo>(destinoNotificacoes(id('mariana')), (n) =>
      n.notificacao.titulo.includes('Passeio ao parque'),
    );
    expect(viva).toMatchObject({ tipo: 'notificacao', notificacao: { prioridade: 'Atenção', lida: false } });
    const lista = (await http.get('mariana')!.get('/api/notificacao')).json() as {
      itens: { idNotificacao: string }[];
    };
    expect(lista.itens.map((n) => n.idNotificacao)).toContain(viva.notificacao.idNotificacao);
  });

  it('a notification written in a transaction held open 2 s reaches the socket once, after commit; one rolled back never does', async () => {
    const mariana = await byCookie('mariana');
    const destino = destinoNotificacoes(id('mariana'));
    await mariana.subscribe(destino);
    const [{ escolaId }] = (await t.database.db
      .select({ escolaId: usuario.escolaId })
      .from(usuario)
      .where(eq(usuario.id, id('mariana')))) as [{ escolaId: string }];
    const notice = (titulo: string) => ({
      escolaId,
      prioridade: 'Normal' as const,
      tipo: 'aviso' as const,
      titulo,
      texto: 'Texto',
      link: '/avisos',
      refId: null,
    });
    const chegadas = (titulo: string) =>
      mariana.inbox.all<NotificacaoAoVivo>(destino).filter((n) => n.notificacao.titulo === titulo);

    await expect(
      t.database.db.transaction(async (tx) => {
        await notificacaoService.record(tx, [id('mariana')], notice('Desfeita'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    let commitedAt = 0;
    await t.database.db.transaction(async (tx) => {
      await notificacaoService.record(tx, [id('mariana')], notice('Demorada'));
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(chegadas('Demorada')).toHaveLength(0);
      commitedAt = Date.now();
    });
    await mariana.inbox.next<NotificacaoAoVivo>(destino, (n) => n.notificacao.titulo === 'Demorada');
    expect(Date.now() - commitedAt).toBeLessThan(1_500);
    await t.app.pushEntrega.idle();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(chegadas('Demorada')).toHaveLength(1);
    expect(chegadas('Desfeita')).toHaveLength(0);
  });

  it('tells who is online while their socket is open', async () => {
    expect(await t.app.online.estaOnline(id('carlos'))).toBe(false);
    const carlos = await byToken('carlos');
    expect(await t.app.online.estaOnline(id('carlos'))).toBe(true);
    await carlos.close();
    await expect.poll(() => t.app.online.estaOnline(id('carlos'))).toBe(false);
  });

  it('a person who floods the chat is cut off', async () => {
    const carlos = await byToken('carlos');
    for (let i = 0; i < 40; i++) carlos.sendNoWait('/app/message', { status: 'JOIN' });
    expect(await carlos.refusal()).toBe('too many messages; wait a moment');
  });
});
