import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg, type ContatoChat, type ConversaResumo, type SessaoResponse } from '@lunna/contract';
import {
  conversa,
  mensagem,
  responsavel,
  responsavelDiscente,
  turmaDiscente,
  usuario,
} from '../../../db/schema';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Actor } from '../../../lib/actor';
import { chatService } from '../../comunicacao/chat/chat.service';

/**
 * Issue 28: a family linked to the school whose children are in no class yet has no class community to talk
 * to. It may neither use 'Geral' nor open a conversation with the direction; the server refuses with the same
 * 403 FORBIDDEN as any other refusal, so nothing about the school is revealed. The session tells the portal,
 * which shows a calm waiting state instead of empty class pages.
 */

let t: TestApp;
const db = () => t.database.db;
const FORBIDDEN = { code: 'FORBIDDEN', message: msg.acessoNegado };
let carlos: TestClient;
let helena: TestClient;
let ana: TestClient;
const ids: Record<'carlos' | 'helena' | 'ana', string> = { carlos: '', helena: '', ana: '' };
/** Carlos's children's places in classes, taken away and given back by the tests. */
let vagas: (typeof turmaDiscente.$inferSelect)[] = [];

async function usuarioId(email: string) {
  const [row] = await db().select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
  return row!.id;
}

async function actor(usuarioIdValue: string): Promise<Actor> {
  const [u] = await db().select().from(usuario).where(eq(usuario.id, usuarioIdValue));
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
}

const conversas = async (c: TestClient) => (await c.get('/api/chat/conversas')).json() as ConversaResumo[];
const contatos = async (c: TestClient) => (await c.get('/api/chat/contatos')).json() as ContatoChat[];
const naoLidas = async (c: TestClient) =>
  ((await c.get('/api/chat/nao-lidas')).json() as { total: number }).total;
const geralId = async () => (await conversas(ana)).find((c) => c.tipo === 'geral')!.idConversa;
const mensagensDe = async (autorId: string) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(mensagem)
      .where(eq(mensagem.autorId, autorId))
  )[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  ids.carlos = await usuarioId('carlos@lunna.demo');
  ids.helena = await usuarioId('diretora@lunna.demo');
  ids.ana = await usuarioId('ana.professora@lunna.demo');
  carlos = await TestClient.signedIn(t.app, 'carlos@lunna.demo');
  helena = await TestClient.signedIn(t.app, 'diretora@lunna.demo');
  ana = await TestClient.signedIn(t.app, 'ana.professora@lunna.demo');
  const filhos = db()
    .select({ id: responsavelDiscente.discenteId })
    .from(responsavelDiscente)
    .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
    .where(eq(responsavel.usuarioId, ids.carlos));
  vagas = await db().select().from(turmaDiscente).where(inArray(turmaDiscente.discenteId, filhos));
});
afterAll(() => t.close());

const semTurma = async () => {
  await db()
    .delete(turmaDiscente)
    .where(
      inArray(
        turmaDiscente.discenteId,
        vagas.map((v) => v.discenteId),
      ),
    );
};
const comTurma = async () => {
  await db().insert(turmaDiscente).values(vagas).onConflictDoNothing();
};

describe('a family whose children are in no class yet', () => {
  it('with a child in a class (the demo family): Geral and the director are open to them', async () => {
    expect(vagas.length).toBeGreaterThan(0);
    expect((await conversas(carlos)).map((c) => c.tipo)).toContain('geral');
    expect((await contatos(carlos)).map((c) => c.usuarioId)).toContain(ids.helena);
    const sent = await carlos.post(`/api/chat/conversas/${await geralId()}/mensagens`, {
      message: 'Bom dia!',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const aberta = await carlos.post('/api/chat/conversas/privada', { usuarioId: ids.helena });
    expect(aberta.statusCode, aberta.body).toBe(200);
    const idPrivada = (aberta.json() as ConversaResumo).idConversa;
    const pergunta = await carlos.post(`/api/chat/conversas/${idPrivada}/mensagens`, {
      message: 'Uma pergunta',
    });
    expect(pergunta.statusCode, pergunta.body).toBe(201);
  });

  it('may not use Geral nor write to the director: 403 FORBIDDEN, nothing stored', async () => {
    await semTurma();
    try {
      const antes = await mensagensDe(ids.carlos);
      const conversasAntes = (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(conversa)
      )[0]!.n;
      const geral = await geralId();
      for (const res of [
        await carlos.get(`/api/chat/conversas/${geral}/mensagens`),
        await carlos.post(`/api/chat/conversas/${geral}/mensagens`, { message: 'Oi, escola' }),
        await carlos.put(`/api/chat/conversas/${geral}/leitura`, {}),
        await carlos.post('/api/chat/conversas/privada', { usuarioId: ids.helena }),
        await carlos.post('/api/chat/conversas/privada', { usuarioId: ids.ana }),
        await helena.post('/api/chat/conversas/privada', { usuarioId: ids.carlos }),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      }
      // The existing conversation with the director stays readable but closed for writing.
      const privada = (await conversas(carlos)).find((c) => c.tipo === 'privada')!;
      expect(privada.podeEnviar).toBe(false);
      const escrita = await carlos.post(`/api/chat/conversas/${privada.idConversa}/mensagens`, {
        message: 'Oi',
      });
      expect(escrita.statusCode).toBe(403);
      expect(escrita.json()).toEqual(FORBIDDEN);

      // The session tells the portal to wait for a class, with the children's names and how to reach the school.
      const sessao = (await carlos.get('/api/sessao')).json() as SessaoResponse;
      expect(sessao.aguardandoTurma).toEqual({
        criancas: expect.arrayContaining(['Theo Alves Lima', 'Davi Lima Santos']) as string[],
        telefone: expect.any(String) as string,
        email: expect.any(String) as string,
      });

      // The socket layer goes through the same rule.
      const deps = { db: db(), clock: t.clock };
      const eu = await actor(ids.carlos);
      for (const call of [
        () => chatService.enviarNaGeral(deps, eu, { message: 'Oi' }),
        () => chatService.enviarPrivada(deps, eu, ids.helena, { message: 'Oi' }),
        () => chatService.idSalaGeral(deps, eu),
        () => chatService.entrada(deps, eu),
      ])
        await expect(call()).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });

      // The list, the contacts and the badge agree: no Geral, nobody to write to, no Geral messages counted.
      expect((await conversas(carlos)).map((c) => c.tipo)).not.toContain('geral');
      expect(await contatos(carlos)).toEqual([]);
      expect((await contatos(helena)).map((c) => c.usuarioId)).not.toContain(ids.carlos);
      const anuncio = await ana.post(`/api/chat/conversas/${geral}/mensagens`, { message: 'Reunião sexta' });
      expect(anuncio.statusCode).toBe(201);
      expect(await naoLidas(carlos)).toBe((await conversas(carlos)).reduce((n, c) => n + c.naoLidas, 0));

      expect(await mensagensDe(ids.carlos)).toBe(antes);
      expect(
        (
          await db()
            .select({ n: sql<number>`count(*)::int` })
            .from(conversa)
        )[0]!.n,
      ).toBe(conversasAntes);
    } finally {
      await comTurma();
    }
  });

  it('once the school puts a child in a class, Geral and the director are open again', async () => {
    await semTurma();
    await comTurma();
    expect((await conversas(carlos)).map((c) => c.tipo)).toContain('geral');
    const res = await carlos.post(`/api/chat/conversas/${await geralId()}/mensagens`, {
      message: 'Obrigado!',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await contatos(helena)).map((c) => c.usuarioId)).toContain(ids.carlos);
    expect(((await carlos.get('/api/sessao')).json() as SessaoResponse).aguardandoTurma).toBeNull();
  });
});
