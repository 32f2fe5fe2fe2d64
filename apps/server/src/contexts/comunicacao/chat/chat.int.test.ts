import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  msg,
  type ContatoChat,
  type ConversaResumo,
  type HistoricoChat,
  type MensagemChat,
} from '@lunna/contract';
import {
  conversa,
  discente,
  equipe,
  mensagem,
  responsavel,
  responsavelDiscente,
  usuario,
} from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { multipart, otherSchoolStaff, pngImage, responsavelPayload } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Actor } from '../../../lib/actor';
import { chatService } from './chat.service';

let t: TestApp;
const ids = new Map<string, string>();
const clients = new Map<string, TestClient>();

const EMAILS = {
  helena: 'diretora@lunna.demo',
  ana: 'ana.professora@lunna.demo',
  bruno: 'bruno.professor@lunna.demo',
  mariana: 'mariana@lunna.demo',
  carlos: 'carlos@lunna.demo',
  patricia: 'patricia@lunna.demo',
} as const;
type Quem = keyof typeof EMAILS;
const NOMES: Record<Quem, string> = {
  helena: 'Helena Martins',
  ana: 'Ana Beatriz Rocha',
  bruno: 'Bruno Carvalho',
  mariana: 'Mariana Souza',
  carlos: 'Carlos Lima',
  patricia: 'Patrícia Alves',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [quem, email] of Object.entries(EMAILS)) {
    const [row] = await t.database.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.email, email));
    ids.set(quem, row!.id);
  }
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const db = () => t.database.db;
const id = (quem: Quem) => ids.get(quem)!;
async function as(quem: Quem): Promise<TestClient> {
  const known = clients.get(quem);
  if (known) return known;
  const client = await TestClient.signedIn(t.app, EMAILS[quem]);
  clients.set(quem, client);
  return client;
}

const contatos = async (quem: Quem) => {
  const res = await (await as(quem)).get('/api/chat/contatos');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ContatoChat[];
};
const conversas = async (c: TestClient) => {
  const res = await c.get('/api/chat/conversas');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConversaResumo[];
};
const abrir = async (quem: Quem, com: Quem) => {
  const res = await (await as(quem)).post('/api/chat/conversas/privada', { usuarioId: id(com) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConversaResumo;
};
const enviar = async (c: TestClient, idConversa: string, message: string, clientId?: string) => {
  const res = await c.post(`/api/chat/conversas/${idConversa}/mensagens`, {
    message,
    ...(clientId ? { clientId } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as MensagemChat;
};
const historico = async (c: TestClient, idConversa: string, query = '') => {
  const res = await c.get(`/api/chat/conversas/${idConversa}/mensagens${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoricoChat;
};
const naoLidas = async (c: TestClient) =>
  ((await c.get('/api/chat/nao-lidas')).json() as { total: number }).total;
const geralDe = async (c: TestClient) => (await conversas(c))[0]!;
/** The badge must agree with the list it summarises. */
const somaDasConversas = async (c: TestClient) => (await conversas(c)).reduce((n, x) => n + x.naoLidas, 0);
const naoEncontrada = { code: 'NOT_FOUND', message: 'Conversa não encontrada' };

async function childId(key: string) {
  const child = demoChildren.find((c) => c.key === key)!;
  const [row] = await db()
    .select({ id: discente.id })
    .from(discente)
    .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
  return row!.id;
}

describe('who may talk to whom (the demo school)', () => {
  it('a guardian: the educators of their children’s classes and the directors, never another guardian', async () => {
    const nomes = async (quem: Quem) => (await contatos(quem)).map((c) => c.nome);
    // Mariana: Lucas in Girassol (Ana), Sofia in Beija-flor (Bruno). Carlos: Theo and Davi in Girassol. Patrícia: Theo and Alice.
    expect(await nomes('mariana')).toEqual([NOMES.helena, NOMES.ana, NOMES.bruno]);
    expect(await nomes('carlos')).toEqual([NOMES.helena, NOMES.ana]);
    expect(await nomes('patricia')).toEqual([NOMES.helena, NOMES.ana, NOMES.bruno]);
    const [helena] = await contatos('mariana');
    expect(helena).toEqual({
      usuarioId: id('helena'),
      nome: NOMES.helena,
      papel: 'gestor',
      foto: expect.any(String),
      idConversa: null,
    });
  });

  it('staff: the other staff and the guardians of the children they teach (a director: every active guardian)', async () => {
    const nomes = async (quem: Quem) => (await contatos(quem)).map((c) => c.nome);
    expect(await nomes('ana')).toEqual([
      NOMES.helena,
      NOMES.bruno,
      NOMES.carlos,
      NOMES.mariana,
      NOMES.patricia,
    ]);
    expect(await nomes('bruno')).toEqual([NOMES.helena, NOMES.ana, NOMES.mariana, NOMES.patricia]);
    expect(await nomes('helena')).toEqual([
      NOMES.ana,
      NOMES.bruno,
      NOMES.carlos,
      NOMES.mariana,
      NOMES.patricia,
    ]);
    expect((await contatos('ana')).find((c) => c.nome === NOMES.mariana)).toMatchObject({
      papel: 'responsavel',
      usuarioId: id('mariana'),
    });
  });

  it('another school’s staff see nobody of this school, and this school nobody of theirs', async () => {
    const outside = await otherSchoolStaff(db(), 'gestor');
    const client = await TestClient.signedIn(t.app, outside.email);
    expect((await client.get('/api/chat/contatos')).json()).toEqual([]);
    for (const quem of ['helena', 'mariana'] as const)
      expect((await contatos(quem)).map((c) => c.usuarioId)).not.toContain(outside.usuarioId);
  });

  it('a deactivated account leaves the lists, and its conversation can be read but not written to', async () => {
    const privada = await abrir('mariana', 'bruno');
    const mariana = await as('mariana');
    await enviar(mariana, privada.idConversa, 'Bruno, a Sofia pode levar o violão amanhã?');
    await db()
      .update(usuario)
      .set({ desativadoEm: new Date() })
      .where(eq(usuario.id, id('bruno')));
    try {
      expect((await contatos('mariana')).map((c) => c.nome)).not.toContain(NOMES.bruno);
      expect((await contatos('ana')).map((c) => c.nome)).not.toContain(NOMES.bruno);
      const lista = await conversas(mariana);
      expect(lista.find((c) => c.idConversa === privada.idConversa)).toMatchObject({
        podeEnviar: false,
        pessoa: { nome: NOMES.bruno },
      });
      expect((await historico(mariana, privada.idConversa)).mensagens).toHaveLength(1);
      const again = await mariana.post(`/api/chat/conversas/${privada.idConversa}/mensagens`, {
        message: 'Oi?',
      });
      expect(again.statusCode).toBe(403);
      expect(again.json()).toEqual({ code: 'FORBIDDEN', message: msg.acessoNegado });
      expect((await mariana.post('/api/chat/conversas/privada', { usuarioId: id('bruno') })).statusCode).toBe(
        403,
      );
    } finally {
      await db()
        .update(usuario)
        .set({ desativadoEm: null })
        .where(eq(usuario.id, id('bruno')));
    }
    expect((await conversas(mariana)).find((c) => c.idConversa === privada.idConversa)?.podeEnviar).toBe(
      true,
    );
  });

  it('a suspended link to the child ends the conversation with that child’s educator', async () => {
    const privada = await abrir('patricia', 'bruno');
    const [perfil] = await db()
      .select({ id: responsavel.id })
      .from(responsavel)
      .where(eq(responsavel.usuarioId, id('patricia')));
    const link = and(
      eq(responsavelDiscente.responsavelId, perfil!.id),
      eq(responsavelDiscente.discenteId, await childId('alice')),
    );
    await db().update(responsavelDiscente).set({ status: 'suspenso' }).where(link);
    try {
      expect((await contatos('patricia')).map((c) => c.nome)).toEqual([NOMES.helena, NOMES.ana]);
      expect((await contatos('bruno')).map((c) => c.nome)).not.toContain(NOMES.patricia);
      const patricia = await as('patricia');
      expect(
        (await patricia.post(`/api/chat/conversas/${privada.idConversa}/mensagens`, { message: 'Oi, Bruno' }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await (
            await as('bruno')
          ).post(`/api/chat/conversas/${privada.idConversa}/mensagens`, { message: 'Oi, Patrícia' })
        ).statusCode,
      ).toBe(403);
    } finally {
      await db().update(responsavelDiscente).set({ status: 'ativo' }).where(link);
    }
  });
});

describe('private conversations', () => {
  it('one conversation per pair, whoever opens it; it lists once it has messages', async () => {
    const aberta = await abrir('mariana', 'ana');
    expect(aberta).toEqual({
      idConversa: expect.any(String),
      tipo: 'privada',
      pessoa: { usuarioId: id('ana'), nome: NOMES.ana, papel: 'pedagogo', foto: expect.any(String) },
      naoLidas: 0,
      ultimaMensagem: null,
      podeEnviar: true,
    });
    expect((await abrir('mariana', 'ana')).idConversa).toBe(aberta.idConversa);
    expect((await abrir('ana', 'mariana')).idConversa).toBe(aberta.idConversa);
    expect((await contatos('mariana')).find((c) => c.usuarioId === id('ana'))?.idConversa).toBe(
      aberta.idConversa,
    );
    expect((await contatos('ana')).find((c) => c.usuarioId === id('mariana'))?.idConversa).toBe(
      aberta.idConversa,
    );
    expect((await conversas(await as('mariana'))).map((c) => c.idConversa)).not.toContain(aberta.idConversa);
  });

  it('a message is stored and answered in the spec’s wire shape, its time in the school’s time zone', async () => {
    const { idConversa } = await abrir('mariana', 'ana');
    // 13:05 UTC is 10:05 in São Paulo.
    t.clock.set(new Date('2026-03-10T13:05:00Z'));
    const sent = await enviar(
      await as('mariana'),
      idConversa,
      '  Bom dia, Ana! O Lucas tossiu um pouco à noite.  ',
    );
    const [foto] = await db()
      .select({ f: responsavel.ftPerfilResp })
      .from(responsavel)
      .where(eq(responsavel.usuarioId, id('mariana')));
    expect(sent).toEqual({
      idMensagem: expect.any(String),
      idConversa,
      usuarioId: id('mariana'),
      senderName: NOMES.mariana,
      receiverName: NOMES.ana,
      message: 'Bom dia, Ana! O Lucas tossiu um pouco à noite.',
      status: 'MESSAGE',
      date: '10:05',
      image: foto!.f,
      criadoEm: expect.stringMatching(/^2026-03-10T13:05:/),
    });
    t.clock.set(new Date('2026-03-10T13:07:00Z'));
    const reply = await enviar(await as('ana'), idConversa, 'Obrigada por avisar, vamos observar.');
    const [fotoAna] = await db()
      .select({ f: equipe.ftPerfil })
      .from(equipe)
      .where(eq(equipe.usuarioId, id('ana')));
    expect(reply).toMatchObject({
      senderName: NOMES.ana,
      receiverName: NOMES.mariana,
      date: '10:07',
      image: fotoAna!.f,
    });
    const page = await historico(await as('mariana'), idConversa);
    expect(page.mensagens.map((m) => m.idMensagem)).toEqual([sent.idMensagem, reply.idMensagem]);
    expect(page.mensagens[0]).toEqual(sent);
    expect(page).toMatchObject({ maisAntigas: null, maisNovas: null });
    const lista = await conversas(await as('mariana'));
    expect(lista[0]!.tipo).toBe('geral');
    expect(lista.find((c) => c.idConversa === idConversa)?.ultimaMensagem).toEqual(reply);
  });

  it('unread counts go up with others’ messages and down when read; writing reads up to one’s own message', async () => {
    const { idConversa } = await abrir('carlos', 'ana');
    const carlos = await as('carlos');
    const ana = await as('ana');
    const before = { carlos: await naoLidas(carlos), ana: await naoLidas(ana) };
    const first = await enviar(carlos, idConversa, 'Ana, o Theo vai sair mais cedo hoje.');
    await enviar(carlos, idConversa, 'A tia dele vem buscar às 15h.');
    await enviar(carlos, idConversa, 'Ela está na lista de busca.');
    expect(await naoLidas(ana)).toBe(before.ana + 3);
    expect(await naoLidas(carlos)).toBe(before.carlos);
    expect(await naoLidas(ana)).toBe(await somaDasConversas(ana));
    expect(await naoLidas(carlos)).toBe(await somaDasConversas(carlos));
    expect((await conversas(ana)).find((c) => c.idConversa === idConversa)?.naoLidas).toBe(3);

    const partial = await ana.put(`/api/chat/conversas/${idConversa}/leitura`, { ate: first.idMensagem });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toEqual({ idConversa, naoLidas: 2, total: before.ana + 2 });
    // The marker never moves back.
    await ana.put(`/api/chat/conversas/${idConversa}/leitura`, { ate: first.idMensagem });
    const all = await ana.put(`/api/chat/conversas/${idConversa}/leitura`, {});
    expect(all.json()).toEqual({ idConversa, naoLidas: 0, total: before.ana });
    expect(
      (await ana.put(`/api/chat/conversas/${idConversa}/leitura`, { ate: first.idMensagem })).json(),
    ).toMatchObject({ naoLidas: 0 });
    // Without a body too.
    const semCorpo = await ana.request({ method: 'PUT', url: `/api/chat/conversas/${idConversa}/leitura` });
    expect(semCorpo.statusCode, semCorpo.body).toBe(200);

    await enviar(carlos, idConversa, 'Obrigado!');
    expect(await naoLidas(ana)).toBe(before.ana + 1);
    await enviar(ana, idConversa, 'Combinado, Carlos.');
    expect(await naoLidas(ana)).toBe(before.ana);
    expect(await naoLidas(carlos)).toBe(before.carlos + 1);
  });
});

describe('history and cursors', () => {
  it('pages back with `antes` and catches up with `depois`, in order, without gaps or repeats', async () => {
    const { idConversa } = await abrir('helena', 'carlos');
    const helena = await as('helena');
    const carlos = await as('carlos');
    const sent: MensagemChat[] = [];
    for (let i = 1; i <= 65; i++)
      sent.push(await enviar(i % 3 === 0 ? carlos : helena, idConversa, `mensagem ${i}`));
    const texts = (h: HistoricoChat) => h.mensagens.map((m) => m.message);
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `mensagem ${from + i}`);

    const newest = await historico(carlos, idConversa);
    expect(texts(newest)).toEqual(range(36, 65));
    expect(newest.maisAntigas).toBe(sent[35]!.idMensagem);
    const middle = await historico(carlos, idConversa, `?antes=${newest.maisAntigas}`);
    expect(texts(middle)).toEqual(range(6, 35));
    const oldest = await historico(carlos, idConversa, `?antes=${middle.maisAntigas}`);
    expect(texts(oldest)).toEqual(range(1, 5));
    expect(oldest).toMatchObject({ maisAntigas: null, maisNovas: null });

    const after = await historico(helena, idConversa, `?depois=${sent[59]!.idMensagem}`);
    expect(texts(after)).toEqual(range(61, 65));
    expect(after).toMatchObject({ maisAntigas: null, maisNovas: null });
    expect((await historico(helena, idConversa, `?depois=${sent[64]!.idMensagem}`)).mensagens).toEqual([]);
  });

  it('a catch-up is capped at 100 messages and says where to go on', async () => {
    const { idConversa } = await abrir('bruno', 'ana');
    const [{ escolaId }] = (await db()
      .select({ escolaId: usuario.escolaId })
      .from(usuario)
      .where(eq(usuario.id, id('ana')))) as [{ escolaId: string }];
    // Numbered after what the conversation holds, as sending numbers them.
    const [{ ultimaSeq }] = (await db()
      .update(conversa)
      .set({ ultimaSeq: sql`${conversa.ultimaSeq} + 150` })
      .where(eq(conversa.id, idConversa))
      .returning({ ultimaSeq: conversa.ultimaSeq })) as [{ ultimaSeq: number }];
    await db()
      .insert(mensagem)
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          conversaId: idConversa,
          escolaId,
          autorId: i % 2 ? id('ana') : id('bruno'),
          texto: `lote ${i + 1}`,
          seqConversa: ultimaSeq - 150 + i + 1,
        })),
      );
    const bruno = await as('bruno');
    const first = (
      await db()
        .select({ id: mensagem.id })
        .from(mensagem)
        .where(and(eq(mensagem.conversaId, idConversa), eq(mensagem.texto, 'lote 1')))
    )[0]!.id;
    const one = await historico(bruno, idConversa, `?depois=${first}`);
    expect(one.mensagens).toHaveLength(100);
    expect(one.mensagens[0]!.message).toBe('lote 2');
    expect(one.maisNovas).toBe(one.mensagens[99]!.idMensagem);
    const two = await historico(bruno, idConversa, `?depois=${one.maisNovas}`);
    expect(two.mensagens.map((m) => m.message)).toEqual(
      Array.from({ length: 49 }, (_, i) => `lote ${i + 102}`),
    );
    expect(two.maisNovas).toBeNull();
  });

  it('a bad cursor answers 400 with the stable code, whatever makes it bad', async () => {
    const { idConversa } = await abrir('helena', 'carlos');
    const other = await abrir('mariana', 'ana');
    const alheia = (await historico(await as('mariana'), other.idConversa)).mensagens[0]!.idMensagem;
    const helena = await as('helena');
    for (const query of [
      `?antes=nao-e-cursor`,
      `?depois=123`,
      `?antes=${crypto.randomUUID()}`,
      `?depois=${crypto.randomUUID()}`,
      `?antes=${alheia}`,
      `?depois=${alheia}`,
    ]) {
      const res = await helena.get(`/api/chat/conversas/${idConversa}/mensagens${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: msg.cursorInvalido });
    }
    const some = (await historico(helena, idConversa)).mensagens[0]!.idMensagem;
    const both = await helena.get(`/api/chat/conversas/${idConversa}/mensagens?antes=${some}&depois=${some}`);
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: 'VALIDATION', fields: { depois: msg.cursorChatDuplo } });
    const ate = await helena.put(`/api/chat/conversas/${idConversa}/leitura`, { ate: alheia });
    expect(ate.statusCode).toBe(400);
    expect(ate.json()).toEqual({
      code: 'VALIDATION',
      message: msg.mensagemChatDesconhecida,
      fields: { ate: msg.mensagemChatDesconhecida },
    });
  });
});

describe('idempotent sending', () => {
  it('the same clientId twice answers the first message and stores one', async () => {
    const { idConversa } = await abrir('patricia', 'ana');
    const patricia = await as('patricia');
    const clientId = crypto.randomUUID();
    const first = await enviar(patricia, idConversa, 'A Alice está com febre, não vai hoje.', clientId);
    const retry = await enviar(
      patricia,
      idConversa,
      'A Alice está com febre, não vai hoje (de novo).',
      clientId.toUpperCase(),
    );
    expect(retry).toEqual(first);
    const stored = await db().select().from(mensagem).where(eq(mensagem.clientId, clientId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.texto).toBe('A Alice está com febre, não vai hoje.');

    // Another author may use the same id; the same author may not reuse it in another conversation.
    expect((await enviar(await as('ana'), idConversa, 'Melhoras para ela!', clientId)).idMensagem).not.toBe(
      first.idMensagem,
    );
    const geral = await geralDe(patricia);
    const reused = await patricia.post(`/api/chat/conversas/${geral.idConversa}/mensagens`, {
      message: 'Oi',
      clientId,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'CONFLICT', fields: { clientId: msg.clientIdReutilizado } });
  });
});

describe("the school's Geral room", () => {
  it('is one per school, first in everyone’s list, with no receiver; its unread count is per reader', async () => {
    const mariana = await as('mariana');
    const carlos = await as('carlos');
    const geral = await geralDe(mariana);
    expect(geral).toMatchObject({ tipo: 'geral', pessoa: null, podeEnviar: true });
    for (const quem of ['ana', 'helena', 'carlos'] as const)
      expect((await geralDe(await as(quem))).idConversa).toBe(geral.idConversa);

    const before = await naoLidas(carlos);
    const sent = await enviar(mariana, geral.idConversa, 'Alguém achou um casaco azul do Lucas?');
    expect(sent).not.toHaveProperty('receiverName');
    expect(sent).toMatchObject({ senderName: NOMES.mariana, status: 'MESSAGE' });
    expect(await naoLidas(carlos)).toBe(before + 1);
    expect((await geralDe(carlos)).ultimaMensagem).toEqual(sent);
    expect((await historico(carlos, geral.idConversa)).mensagens.at(-1)).toEqual(sent);
    const naGeral = (await geralDe(carlos)).naoLidas;
    expect(naGeral).toBeGreaterThanOrEqual(1);
    const read = await carlos.put(`/api/chat/conversas/${geral.idConversa}/leitura`, {});
    expect(read.json()).toEqual({ idConversa: geral.idConversa, naoLidas: 0, total: before + 1 - naGeral });
    // Mariana's own message was never unread for her.
    expect((await geralDe(mariana)).naoLidas).toBe(0);

    // Another school has its own room, and cannot reach this one.
    const outside = await otherSchoolStaff(db(), 'pedagogo');
    const stranger = await TestClient.signedIn(t.app, outside.email);
    const theirs = await geralDe(stranger);
    expect(theirs.idConversa).not.toBe(geral.idConversa);
    expect(theirs.ultimaMensagem).toBeNull();
    expect((await stranger.get(`/api/chat/conversas/${geral.idConversa}/mensagens`)).json()).toEqual(
      naoEncontrada,
    );
    const post = await stranger.post(`/api/chat/conversas/${geral.idConversa}/mensagens`, { message: 'Oi' });
    expect(post.statusCode).toBe(404);
    expect((await stranger.put(`/api/chat/conversas/${geral.idConversa}/leitura`, {})).statusCode).toBe(404);
    expect(await db().select().from(mensagem).where(eq(mensagem.autorId, outside.usuarioId))).toEqual([]);
  });

  it('a guardian without an active link to a child may not use it', async () => {
    const anuncio = await enviar(
      await as('ana'),
      (await geralDe(await as('ana'))).idConversa,
      'Reunião na sexta.',
    );
    const naGeral = (await geralDe(await as('carlos'))).naoLidas;
    expect(naGeral).toBeGreaterThanOrEqual(1);
    const comGeral = await naoLidas(await as('carlos'));
    expect(comGeral).toBe(await somaDasConversas(await as('carlos')));
    const [perfil] = await db()
      .select({ id: responsavel.id })
      .from(responsavel)
      .where(eq(responsavel.usuarioId, id('carlos')));
    await db()
      .update(responsavelDiscente)
      .set({ status: 'suspenso' })
      .where(eq(responsavelDiscente.responsavelId, perfil!.id));
    try {
      const carlos = await as('carlos');
      const geral = await geralDe(await as('ana'));
      expect((await carlos.get(`/api/chat/conversas/${geral.idConversa}/mensagens`)).statusCode).toBe(403);
      expect(
        (await carlos.post(`/api/chat/conversas/${geral.idConversa}/mensagens`, { message: 'Oi' }))
          .statusCode,
      ).toBe(403);
      expect((await conversas(carlos)).map((c) => c.tipo)).not.toContain('geral');
      // The badge no longer counts the room's messages (here: the one just sent), only the private conversations'.
      expect(anuncio.senderName).toBe(NOMES.ana);
      expect(await naoLidas(carlos)).toBe(comGeral - naGeral);
      expect(await naoLidas(carlos)).toBe(await somaDasConversas(carlos));
      expect(await contatos('carlos')).toEqual([]);
      expect((await contatos('helena')).map((c) => c.nome)).not.toContain(NOMES.carlos);
    } finally {
      await db()
        .update(responsavelDiscente)
        .set({ status: 'ativo' })
        .where(eq(responsavelDiscente.responsavelId, perfil!.id));
    }
  });
});

describe('forbidden', () => {
  it('guardian ↔ guardian, across schools, with oneself or nobody: 403, and no conversation is made', async () => {
    const outside = await otherSchoolStaff(db(), 'pedagogo');
    const stranger = await TestClient.signedIn(t.app, outside.email);
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(conversa)
      )[0]!.n;
    const before = await count();
    const cases: [TestClient, string][] = [
      [await as('mariana'), id('carlos')],
      [await as('patricia'), id('carlos')],
      [await as('carlos'), id('mariana')],
      [await as('mariana'), outside.usuarioId],
      [await as('helena'), outside.usuarioId],
      [stranger, id('ana')],
      [stranger, id('mariana')],
      [await as('bruno'), id('carlos')],
      [await as('mariana'), id('mariana')],
      [await as('mariana'), crypto.randomUUID()],
    ];
    for (const [client, usuarioId] of cases) {
      const res = await client.post('/api/chat/conversas/privada', { usuarioId });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: msg.acessoNegado });
    }
    expect(await count()).toEqual(before);
  });

  it('someone else’s private conversation answers 404 like one that does not exist, to staff and families alike', async () => {
    const { idConversa } = await abrir('mariana', 'ana');
    const [mine] = (await historico(await as('mariana'), idConversa)).mensagens;
    const outside = await otherSchoolStaff(db(), 'gestor');
    const readers = [
      await as('carlos'),
      await as('patricia'),
      await as('bruno'),
      await as('helena'),
      await TestClient.signedIn(t.app, outside.email),
    ];
    for (const client of readers) {
      for (const target of [idConversa, crypto.randomUUID()]) {
        for (const res of [
          await client.get(`/api/chat/conversas/${target}/mensagens`),
          await client.get(`/api/chat/conversas/${target}/mensagens?depois=${mine!.idMensagem}`),
          await client.post(`/api/chat/conversas/${target}/mensagens`, { message: 'Oi' }),
          await client.put(`/api/chat/conversas/${target}/leitura`, {}),
        ]) {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual(naoEncontrada);
        }
      }
      expect((await conversas(client)).map((c) => c.idConversa)).not.toContain(idConversa);
    }
  });

  it('the badge: 403 for a guardian whose registration is unfinished, before any child is linked', async () => {
    const client = new TestClient(t.app);
    const png = await pngImage();
    const registered = await client.post(
      '/api/responsavel',
      multipart(
        { body: JSON.stringify(responsavelPayload()) },
        {
          ftPerfilResp: { data: png, name: 'eu.png', type: 'image/png' },
          ftRgResp: { data: png, name: 'rg.png', type: 'image/png' },
        },
      ),
    );
    expect(registered.statusCode).toBe(201);
    const badge = await client.get('/api/chat/nao-lidas');
    expect(badge.statusCode).toBe(403);
    expect(badge.json()).toEqual({ code: 'FORBIDDEN', message: msg.acessoNegado });
  });

  it('no session: 401 on every route', async () => {
    const anonymous = new TestClient(t.app);
    await anonymous.get('/api/health');
    const some = crypto.randomUUID();
    const responses = [
      await anonymous.get('/api/chat/contatos'),
      await anonymous.get('/api/chat/conversas'),
      await anonymous.get('/api/chat/nao-lidas'),
      await anonymous.post('/api/chat/conversas/privada', { usuarioId: id('ana') }),
      await anonymous.get(`/api/chat/conversas/${some}/mensagens`),
      await anonymous.post(`/api/chat/conversas/${some}/mensagens`, { message: 'Oi' }),
      await anonymous.put(`/api/chat/conversas/${some}/leitura`, {}),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('bad input: 400 VALIDATION with the field and the Portuguese message, nothing stored', async () => {
    const { idConversa } = await abrir('mariana', 'ana');
    const mariana = await as('mariana');
    const stored = async () =>
      (await db().select({ id: mensagem.id }).from(mensagem).where(eq(mensagem.conversaId, idConversa)))
        .length;
    const before = await stored();
    const cases: [unknown, string, string][] = [
      [{ message: '' }, 'message', msg.mensagemChatObrigatoria],
      [{ message: '   \n ' }, 'message', msg.mensagemChatObrigatoria],
      [{}, 'message', msg.mensagemChatObrigatoria],
      [{ message: 42 }, 'message', msg.mensagemChatObrigatoria],
      [{ message: 'x'.repeat(2001) }, 'message', msg.mensagemChatLonga],
      [{ message: 'Oi', clientId: 'abc' }, 'clientId', msg.valorInvalido],
    ];
    for (const [body, field, message] of cases) {
      const res = await mariana.post(`/api/chat/conversas/${idConversa}/mensagens`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION', message, fields: { [field]: message } });
    }
    expect(await stored()).toBe(before);
    expect((await enviar(mariana, idConversa, 'y'.repeat(2000))).message).toHaveLength(2000);

    const badId = await mariana.get('/api/chat/conversas/nao-e-uuid/mensagens');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 'VALIDATION', fields: { idConversa: msg.valorInvalido } });
    const badUser = await mariana.post('/api/chat/conversas/privada', { usuarioId: 'ana' });
    expect(badUser.json()).toEqual({
      code: 'VALIDATION',
      message: msg.valorInvalido,
      fields: { usuarioId: msg.valorInvalido },
    });
    const badAte = await mariana.put(`/api/chat/conversas/${idConversa}/leitura`, { ate: 'ontem' });
    expect(badAte.json()).toMatchObject({ code: 'VALIDATION', fields: { ate: msg.valorInvalido } });
  });
});

describe('what the socket layer calls', () => {
  it('the school’s room, storing a message and who receives it, under the same access rules', async () => {
    const deps = { db: db(), clock: t.clock };
    const actor = async (quem: Quem): Promise<Actor> => {
      const [u] = await db()
        .select()
        .from(usuario)
        .where(eq(usuario.id, id(quem)));
      return {
        usuarioId: u!.id,
        escolaId: u!.escolaId,
        papel: u!.papel,
        nome: u!.nome,
        email: u!.email,
        sessaoId: 'socket',
        cadastroConcluido: true,
        reautenticadoEm: new Date(),
      };
    };
    const mariana = await actor('mariana');
    const geral = await chatService.idSalaGeral(deps, mariana);
    expect(geral).toBe((await geralDe(await as('mariana'))).idConversa);
    const naGeral = await chatService.enviarNaGeral(deps, mariana, { message: 'Bom dia, turma' });
    expect(naGeral.entrega).toEqual({ idConversa: geral, escolaId: mariana.escolaId, tipo: 'geral' });
    expect((await historico(await as('ana'), geral)).mensagens.at(-1)).toEqual(naGeral.mensagem);
    // Writing reads the conversation up to one's own message.
    expect((await (await as('mariana')).get('/api/chat/nao-lidas')).json()).toEqual({ total: 0 });

    const privada = await chatService.enviarPrivada(deps, mariana, id('ana'), {
      message: 'Enviada pelo socket',
    });
    const { idConversa } = privada.mensagem;
    expect((await historico(await as('ana'), idConversa)).mensagens.at(-1)).toEqual(privada.mensagem);
    expect(privada.entrega).toMatchObject({ idConversa, tipo: 'privada', escolaId: mariana.escolaId });
    expect(privada.entrega.tipo === 'privada' && [...privada.entrega.usuarioIds].sort()).toEqual(
      [id('mariana'), id('ana')].sort(),
    );
    // The same conversation and the same people, whichever way it is written to.
    const porId = await chatService.enviar(deps, await actor('ana'), idConversa, {
      message: 'Oi!',
      clientId: crypto.randomUUID(),
    });
    expect(porId.entrega).toEqual(privada.entrega);

    // Someone who is not one of the two, another guardian, another school: refused, nothing stored.
    const antes = (await historico(await as('ana'), idConversa)).mensagens.length;
    await expect(
      chatService.enviar(deps, await actor('carlos'), idConversa, { message: 'Oi' }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      chatService.enviarPrivada(deps, mariana, id('carlos'), { message: 'Oi' }),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      chatService.enviarPrivada(deps, mariana, (await otherSchoolStaff(db(), 'pedagogo')).usuarioId, {
        message: 'Oi',
      }),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect((await historico(await as('ana'), idConversa)).mensagens).toHaveLength(antes);
  });
});
