import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacao, usuario } from '../../../db/schema';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (email: string) => TestClient.signedIn(t.app, email);
type Item = { idNotificacao: string; prioridade: string; lida: boolean; titulo: string; link: string };
const unreadOf = async (email: string) => {
  const [user] = await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
  return (
    await t.database.db
      .select()
      .from(notificacao)
      .where(and(eq(notificacao.usuarioId, user!.id), isNull(notificacao.lidaEm)))
  ).length;
};

describe('GET /api/notificacao', () => {
  it('401 without a session', async () => {
    const anon = new TestClient(t.app);
    expect((await anon.get('/api/notificacao')).statusCode).toBe(401);
    expect((await anon.post('/api/notificacao/leitura')).statusCode).toBe(401);
    expect((await anon.get('/api/notificacao/preferencias')).statusCode).toBe(401);
  });

  it("lists the user's own notifications, highest priority first, with the unread count", async () => {
    const ana = await as('ana.professora@lunna.demo');
    const girassol = (await ana.get('/api/turma')).json()[0].idTurma;
    await ana.post('/api/aviso', {
      tituloAviso: 'Urgente',
      conteudoAviso: 'Leia',
      importancia: 'Importante',
      idTurma: girassol,
    });
    const list = (await (await as('mariana@lunna.demo')).get('/api/notificacao')).json();
    expect(list.naoLidas).toBe(await unreadOf('mariana@lunna.demo'));
    expect(list.itens[0]).toMatchObject({
      titulo: 'Urgente',
      prioridade: 'Importante',
      lida: false,
      tipo: 'aviso',
    });
    const order = list.itens
      .filter((n: Item) => !n.lida)
      .map((n: Item) => ['Importante', 'Atenção', 'Normal'].indexOf(n.prioridade));
    expect(order).toEqual([...order].sort((a: number, b: number) => a - b));
    // Carlos has no child in Beija-flor: Bruno's 'Atenção' notice is not his.
    const carlos = (await (await as('carlos@lunna.demo')).get('/api/notificacao')).json();
    expect(carlos.itens.map((n: Item) => n.titulo)).not.toContain('Roupa extra na mochila');
  });

  it('counts every unread notification, also past the 50 the list shows; none at all counts 0', async () => {
    const email = 'bruno.professor@lunna.demo';
    const [bruno] = await t.database.db
      .select({ id: usuario.id, escolaId: usuario.escolaId })
      .from(usuario)
      .where(eq(usuario.email, email));
    const client = await as(email);
    await client.post('/api/notificacao/leitura');
    expect((await client.get('/api/notificacao')).json().naoLidas).toBe(0);
    await t.database.db.insert(notificacao).values(
      Array.from({ length: 55 }, (_, i) => ({
        escolaId: bruno!.escolaId,
        usuarioId: bruno!.id,
        prioridade: 'Normal' as const,
        tipo: 'aviso' as const,
        titulo: `Aviso ${i}`,
        texto: 'Texto',
        link: '/avisos',
      })),
    );
    const list = (await client.get('/api/notificacao')).json();
    expect(list.itens).toHaveLength(50);
    expect(list.naoLidas).toBe(55);
    await t.database.db.delete(notificacao).where(eq(notificacao.usuarioId, bruno!.id));
    expect((await client.get('/api/notificacao')).json()).toMatchObject({ naoLidas: 0, itens: [] });
  });
});

describe('marking notifications read', () => {
  it('one at a time, then all; the count falls to zero', async () => {
    const mariana = await as('mariana@lunna.demo');
    const before = (await mariana.get('/api/notificacao')).json();
    expect(before.naoLidas).toBeGreaterThan(1);
    const first = before.itens[0] as Item;
    expect((await mariana.post(`/api/notificacao/${first.idNotificacao}/leitura`)).statusCode).toBe(200);
    const after = (await mariana.get('/api/notificacao')).json();
    expect(after.naoLidas).toBe(before.naoLidas - 1);
    expect(after.itens.find((n: Item) => n.idNotificacao === first.idNotificacao).lida).toBe(true);
    expect((await mariana.post('/api/notificacao/leitura')).statusCode).toBe(200);
    expect((await mariana.get('/api/notificacao')).json().naoLidas).toBe(0);
  });

  it("cannot touch another user's notification (404, unchanged), nor a malformed id", async () => {
    const patricia = (await (await as('patricia@lunna.demo')).get('/api/notificacao')).json();
    const hers = patricia.itens.find((n: Item) => !n.lida) as Item;
    const unread = await unreadOf('patricia@lunna.demo');
    const carlos = await as('carlos@lunna.demo');
    expect((await carlos.post(`/api/notificacao/${hers.idNotificacao}/leitura`)).statusCode).toBe(404);
    expect(await unreadOf('patricia@lunna.demo')).toBe(unread);
    expect((await carlos.post('/api/notificacao/abc/leitura')).statusCode).toBe(400);
  });
});

describe('/api/notificacao/preferencias', () => {
  it('defaults to e-mail for Atenção and Importante; saves what the user chooses; refuses bad input', async () => {
    const carlos = await as('carlos@lunna.demo');
    expect((await carlos.get('/api/notificacao/preferencias')).json()).toEqual({
      emailNormal: false,
      emailAtencao: true,
      emailImportante: true,
      notifBanners: true,
      pushNormal: false,
    });
    const saved = await carlos.put('/api/notificacao/preferencias', {
      emailNormal: true,
      emailAtencao: false,
      emailImportante: true,
      notifBanners: true,
    });
    expect(saved.statusCode).toBe(200);
    expect((await carlos.get('/api/notificacao/preferencias')).json()).toEqual({
      emailNormal: true,
      emailAtencao: false,
      emailImportante: true,
      notifBanners: true,
      pushNormal: false,
    });
    expect((await carlos.put('/api/notificacao/preferencias', { emailNormal: 'yes' })).statusCode).toBe(400);
    expect(
      (await carlos.put('/api/notificacao/preferencias', { emailNormal: false, notifBanners: 'no' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await carlos.put('/api/notificacao/preferencias', { emailNormal: false, outra: true })).statusCode,
    ).toBe(400);
    expect((await carlos.get('/api/notificacao/preferencias')).json().emailNormal).toBe(true);
    // Someone else's preferences are untouched.
    expect(
      (await (await as('mariana@lunna.demo')).get('/api/notificacao/preferencias')).json().emailNormal,
    ).toBe(false);
  });
});

describe('notification preferences are what the senders do', () => {
  const aviso = async (importancia: 'Normal' | 'Atenção' | 'Importante', titulo: string) => {
    const ana = await as('ana.professora@lunna.demo');
    const girassol = (await ana.get('/api/turma')).json()[0].idTurma;
    const res = await ana.post('/api/aviso', {
      tituloAviso: titulo,
      conteudoAviso: 'Preferências em teste',
      importancia,
      idTurma: girassol,
    });
    expect(res.statusCode).toBe(201);
    await t.app.jobs.runDue();
    return t.mail.filter((m) => m.to === 'mariana@lunna.demo' && m.subject.includes(titulo)).length;
  };

  it('a partial update changes only what it names, and banners are kept on the account', async () => {
    const patricia = await as('patricia@lunna.demo');
    const res = await patricia.put('/api/notificacao/preferencias', { notifBanners: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      emailNormal: false,
      emailAtencao: true,
      emailImportante: true,
      notifBanners: false,
      pushNormal: false,
    });
    const [row] = await t.database.db
      .select({ b: usuario.notifBanners })
      .from(usuario)
      .where(eq(usuario.email, 'patricia@lunna.demo'));
    expect(row!.b).toBe(false);
    // The bell still counts what arrives while the pop-ups are off.
    expect((await patricia.get('/api/notificacao')).json().naoLidas).toBe(
      await unreadOf('patricia@lunna.demo'),
    );
    expect(
      (await patricia.put('/api/notificacao/preferencias', { notifBanners: true })).json().notifBanners,
    ).toBe(true);
  });

  it.each(['Normal', 'Atenção', 'Importante'] as const)(
    'e-mail off for %s: no e-mail for such a notice; on: one',
    async (importancia) => {
      const key =
        importancia === 'Normal'
          ? 'emailNormal'
          : importancia === 'Atenção'
            ? 'emailAtencao'
            : 'emailImportante';
      const mariana = await as('mariana@lunna.demo');
      await t.app.jobs.runDue(); // clear what earlier tests queued
      expect((await mariana.put('/api/notificacao/preferencias', { [key]: false })).statusCode).toBe(200);
      expect(await aviso(importancia, `Sem e-mail ${importancia}`)).toBe(0);
      // The notification itself still reaches the bell.
      expect(
        (await mariana.get('/api/notificacao'))
          .json()
          .itens.some((n: Item) => n.titulo === `Sem e-mail ${importancia}`),
      ).toBe(true);
      expect((await mariana.put('/api/notificacao/preferencias', { [key]: true })).statusCode).toBe(200);
      expect(await aviso(importancia, `Com e-mail ${importancia}`)).toBe(1);
      // Leave Mariana as the seed has her.
      await mariana.put('/api/notificacao/preferencias', {
        emailNormal: false,
        emailAtencao: true,
        emailImportante: true,
      });
    },
  );
});
