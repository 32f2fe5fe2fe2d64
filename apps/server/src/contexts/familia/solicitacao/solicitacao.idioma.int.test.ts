import type { Idioma } from '@lunna/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discente, notificacao, solicitacao, usuario } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import {
  contatoPayload,
  discentePayload,
  fichaMedPayload,
  multipart,
  nextCpf,
  pngImage,
} from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Decision 23: requests reach the director in her language, and the answers reach whoever asked in hers.
 * The director reads English here; the families and the educator each read their own.
 */
let t: TestApp;
const ids = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const child of demoChildren) {
    const [row] = await db()
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    ids.set(child.key, row!.id);
  }
  await setIdioma('diretora@lunna.demo', 'en');
});
afterAll(() => t.close());

const db = () => t.database.db;
const as = (email: string) => TestClient.signedIn(t.app, email);
const setIdioma = (email: string, idioma: Idioma) =>
  db().update(usuario).set({ idioma }).where(eq(usuario.email, email));
const noteAbout = async (email: string, refId: string) => {
  const [user] = await db().select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
  const notes = await db()
    .select()
    .from(notificacao)
    .where(and(eq(notificacao.usuarioId, user!.id), eq(notificacao.refId, refId)));
  return notes.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
};

describe('requests and their answers, in each reader’s language', () => {
  it('a child added by a family: the director reads English; the refusal with its reason reaches Mariana in French', async () => {
    await setIdioma('mariana@lunna.demo', 'fr');
    const mariana = await as('mariana@lunna.demo');
    const png = await pngImage('#FEB018');
    const res = await mariana.post(
      '/api/discente',
      multipart(
        { body: JSON.stringify(discentePayload({ nomeDisc: 'Joaquim Souza Pereira' })) },
        { imgDisc: { data: png, name: 'f.png', type: 'image/png' } },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const idDisc = res.json().idDisc as string;
    expect((await mariana.post('/api/ficha-med', fichaMedPayload(idDisc))).statusCode).toBe(201);
    expect((await mariana.post('/api/contato-emergencia', contatoPayload(idDisc))).statusCode).toBe(201);
    const [request] = await db().select().from(solicitacao).where(eq(solicitacao.discenteId, idDisc));
    expect(await noteAbout('diretora@lunna.demo', request!.id)).toMatchObject({
      titulo: 'New child to approve: Joaquim',
      texto:
        'Mariana Souza added Joaquim Souza Pereira to the family and asks for the child to join the school.',
    });
    const refused = await (
      await as('diretora@lunna.demo')
    ).post(`/api/solicitacao/${request!.id}/recusar`, { motivo: 'A turma desta idade está completa' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await noteAbout('mariana@lunna.demo', request!.id)).toMatchObject({
      titulo: 'Inscription de Joaquim non validée',
      texto:
        'La direction de l’école n’a pas validé l’inscription de Joaquim Souza Pereira et les informations envoyées ont été supprimées. Motif : A turma desta idade está completa Pour toute question, contactez l’école.',
    });
  });

  it('a CPF change: asked in English for the director, approved in Spanish for Carlos', async () => {
    await setIdioma('carlos@lunna.demo', 'es');
    const cpfNovo = nextCpf();
    const asked = await (await as('carlos@lunna.demo')).post('/api/responsavel/cpf', { cpfResp: cpfNovo });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().idSolicitacao as string;
    expect(await noteAbout('diretora@lunna.demo', id)).toMatchObject({
      titulo: 'CPF change request',
      texto: 'Carlos Lima asked to change the registered CPF.',
    });
    expect((await (await as('diretora@lunna.demo')).post(`/api/solicitacao/${id}/aprovar`)).statusCode).toBe(
      200,
    );
    expect(await noteAbout('carlos@lunna.demo', id)).toMatchObject({
      titulo: 'Cambio de CPF aprobado',
      texto: `La dirección confirmó el cambio: su CPF ahora es ${cpfNovo}.`,
    });
  });

  it('a class request: the director reads English, the educator the refusal in Spanish; without a reason none is written', async () => {
    await setIdioma('ana.professora@lunna.demo', 'es');
    const ana = await as('ana.professora@lunna.demo');
    const created = await ana.post('/api/turma', {
      nomeTurma: 'Turma Idiomas',
      tema: 'roxo-aviso',
      periodo: 'Tarde',
      discentes: [{ idDisc: ids.get('lucas') }, { idDisc: ids.get('sofia') }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const [request] = await db()
      .select()
      .from(solicitacao)
      .where(eq(solicitacao.turmaId, created.json().idTurma));
    expect(await noteAbout('diretora@lunna.demo', request!.id)).toMatchObject({
      titulo: 'Class request: Sofia',
      texto: expect.stringMatching(
        /^Ana Beatriz Rocha asked to add Sofia .* to Turma Idiomas\. Until you approve, the child does not join the class/,
      ),
    });
    expect(
      (await (await as('diretora@lunna.demo')).post(`/api/solicitacao/${request!.id}/recusar`, {}))
        .statusCode,
    ).toBe(200);
    expect(await noteAbout('ana.professora@lunna.demo', request!.id)).toMatchObject({
      titulo: 'Sofia no entró en Turma Idiomas',
      texto: expect.stringMatching(/^La dirección no aprobó la entrada de Sofia .* en Turma Idiomas\.$/),
    });
  });
});
