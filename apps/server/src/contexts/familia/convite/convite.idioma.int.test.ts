import type { Idioma } from '@lunna/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discente, escola, notificacao, responsavel, usuario } from '../../../db/schema';
import { demoChildCpf, demoChildren, demoSchool } from '../../../db/seed/demo-data';
import {
  discentePayload,
  fichaMedPayload,
  multipart,
  pngImage,
  responsavelPayload,
} from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Decision 23: invitations, acceptances, removed accesses and the director's decisions on a family's link,
 * each in its reader's language. An invitation goes to someone who may have no account: it is written in
 * the inviter's language.
 */
let t: TestApp;
const ids = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    ids.set(child.key, row!.id);
  }
});
afterAll(() => t.close());

const db = () => t.database.db;
const as = (email: string) => TestClient.signedIn(t.app, email);
const anon = async () => {
  const c = new TestClient(t.app);
  await c.get('/api/health');
  return c;
};
const setIdioma = (email: string, idioma: Idioma) =>
  db().update(usuario).set({ idioma }).where(eq(usuario.email, email));
const usuarioId = async (email: string) =>
  (await db().select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;
const respId = async (email: string) =>
  (
    await db()
      .select({ id: responsavel.id })
      .from(responsavel)
      .innerJoin(usuario, eq(usuario.id, responsavel.usuarioId))
      .where(eq(usuario.email, email))
  )[0]!.id;
const lastNoteOf = async (email: string, tipo: 'convite' | 'solicitacao') => {
  const notes = await db()
    .select()
    .from(notificacao)
    .where(and(eq(notificacao.usuarioId, await usuarioId(email)), eq(notificacao.tipo, tipo)));
  return notes.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
};
const lastMailTo = (email: string) => t.mail.filter((m) => m.to === email).at(-1)!;
const tokenIn = (text: string) => decodeURIComponent(/\/convite\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!);

describe('a second guardian’s invitation, in the inviter’s language', () => {
  it('Mariana reads Spanish: the invitation is Spanish; acceptance and removal reach each reader in hers', async () => {
    await setIdioma('mariana@lunna.demo', 'es');
    await setIdioma('diretora@lunna.demo', 'fr');
    const email = `convidado.idioma.${Date.now()}@exemplo.com.br`;
    const res = await (
      await as('mariana@lunna.demo')
    ).post(`/api/discente/${ids.get('lucas')}/convites`, { email, parentesco: 'Padre' });
    expect(res.statusCode, res.body).toBe(201);
    const invitation = lastMailTo(email);
    expect(invitation.subject).toBe('Lunna — Mariana le invitó a seguir a Lucas');
    expect(invitation.text).toMatch(
      /^¡Hola!\n\nMariana Souza le invitó a seguir a Lucas en Creche Lunna Jardim das Flores a través de Lunna, .*\n\nPara aceptar, abra el enlace de abajo\. .*\n\nhttp.*\/convite\?token=.*\n\nLa invitación es válida durante 7 días y solo puede usarse una vez\. .*\n\nEquipo Lunna$/,
    );

    const { codigoEscola: _c, emailResp: _e, ...payload } = responsavelPayload({ nomeResp: 'Pedro Pereira' });
    const png = await pngImage();
    const accepted = await (
      await anon()
    ).post(
      `/api/convites/${tokenIn(invitation.text)}/aceitar`,
      multipart(
        { body: JSON.stringify(payload) },
        {
          ftPerfilResp: { data: png, name: 'eu.png', type: 'image/png' },
          ftRgResp: { data: png, name: 'rg.png', type: 'image/png' },
        },
      ),
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
    // The relation Mariana picked in Spanish is the app's own word: the director reads it in French.
    expect(await lastNoteOf('mariana@lunna.demo', 'convite')).toMatchObject({
      titulo: 'Pedro ahora sigue a Lucas',
      texto: 'Pedro Pereira (Padre) aceptó la invitación y ahora sigue a Lucas Souza Pereira en Lunna.',
    });
    expect(await lastNoteOf('diretora@lunna.demo', 'convite')).toMatchObject({
      titulo: 'Pedro suit désormais Lucas',
      texto: 'Pedro Pereira (Père) a accepté l’invitation et suit désormais Lucas Souza Pereira sur Lunna.',
    });

    // The director removes Pedro's access: he reads English, Mariana Spanish.
    await setIdioma(email, 'en');
    await db().update(usuario).set({ emailNormal: true });
    const removed = await (
      await as('diretora@lunna.demo')
    ).delete(`/api/discente/${ids.get('lucas')}/responsaveis/${await respId(email)}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await lastNoteOf(email, 'convite')).toMatchObject({
      titulo: 'Your access to Lucas was removed',
      texto:
        'The school management removed your access to Lucas Souza Pereira. If you have any questions, please contact the school.',
    });
    expect(lastMailTo(email)).toMatchObject({
      subject: 'Lunna · Important: your access to Lucas was removed',
      text: expect.stringMatching(
        /^Hello, Pedro!\n\nThe management of Creche Lunna Jardim das Flores removed your access to Lucas on Lunna\./,
      ),
    });
    expect(await lastNoteOf('mariana@lunna.demo', 'convite')).toMatchObject({
      titulo: 'Pedro ya no sigue a Lucas',
      texto: 'La dirección de la escuela eliminó el acceso de Pedro Pereira a Lucas Souza Pereira.',
    });
    expect(lastMailTo('mariana@lunna.demo').subject).toBe('Lunna · Importante: Pedro ya no sigue a Lucas');
    expect(lastMailTo('mariana@lunna.demo').text).toContain('Vea quiénes son los responsables de Lucas:');
  });

  it('an inviter in Portuguese writes the invitation as before', async () => {
    const email = `convidado.pt.${Date.now()}@exemplo.com.br`;
    expect(
      (
        await (
          await as('carlos@lunna.demo')
        ).post(`/api/discente/${ids.get('theo')}/convites`, { email, parentesco: 'Avó' })
      ).statusCode,
    ).toBe(201);
    expect(lastMailTo(email).subject).toBe('Lunna — Carlos convidou você para acompanhar Theo');
    expect(lastMailTo(email).text).toMatch(
      /^Olá!\n\nCarlos Lima convidou você para acompanhar Theo na Creche Lunna Jardim das Flores pelo Lunna/,
    );
  });
});

describe('the director’s decision on a self-registered family, in each reader’s language', () => {
  it('the directors are told in French; the family reads the approval in English', async () => {
    await setIdioma('diretora@lunna.demo', 'fr');
    const [school] = await db()
      .select({ id: escola.id })
      .from(escola)
      .where(eq(escola.codigo, demoSchool.codigo));
    await db().update(escola).set({ aprovarVinculos: true }).where(eq(escola.id, school!.id));
    const client = await anon();
    const payload = responsavelPayload({ codigoEscola: demoSchool.codigo, nomeResp: 'Renata Nova' });
    const png = await pngImage();
    const files = {
      ftPerfilResp: { data: png, name: 'eu.png', type: 'image/png' },
      ftRgResp: { data: png, name: 'rg.png', type: 'image/png' },
    };
    expect(
      (await client.post('/api/responsavel', multipart({ body: JSON.stringify(payload) }, files))).statusCode,
    ).toBe(201);
    const child = await client.post(
      '/api/discente',
      multipart(
        { body: JSON.stringify(discentePayload({ nomeDisc: 'Nina Nova' })), cpfResp: payload.cpfResp },
        { imgDisc: { data: png, name: 'f.png', type: 'image/png' } },
      ),
    );
    expect(child.statusCode, child.body).toBe(201);
    const idDisc = child.json().idDisc as string;
    expect((await client.post('/api/ficha-med', fichaMedPayload(idDisc))).statusCode).toBe(201);
    expect((await client.post('/api/responsavel/cadastro/concluir')).statusCode).toBe(200);

    expect(await lastNoteOf('diretora@lunna.demo', 'solicitacao')).toMatchObject({
      titulo: 'Nouvelle famille en attente de validation',
      texto:
        'Renata Nova a terminé son inscription avec le code de l’école (Nina) et attend votre validation.',
    });
    expect(lastMailTo('diretora@lunna.demo')).toMatchObject({
      subject: 'Lunna · Nouvelle famille en attente de validation',
      text: expect.stringMatching(
        /^Bonjour Helena !\n\nRenata Nova a terminé son inscription .*\nD’ici là, la famille ne voit rien de l’école\.\n\nÀ examiner dans Mon école : http/,
      ),
    });

    await setIdioma(payload.emailResp, 'en');
    const approved = await (
      await as('diretora@lunna.demo')
    ).post(`/api/gestor/vinculos/${await respId(payload.emailResp)}/${idDisc}/aprovar`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await lastNoteOf(payload.emailResp, 'convite')).toMatchObject({
      titulo: 'Registration approved: you now follow Nina',
      texto: 'The management of Creche Lunna Jardim das Flores approved your registration. Welcome to Lunna!',
    });
    expect(lastMailTo(payload.emailResp)).toMatchObject({
      subject: 'Lunna · Creche Lunna Jardim das Flores approved your registration',
      text: expect.stringMatching(
        /^Hello, Renata!\n\nThe management of Creche Lunna Jardim das Flores approved your registration\. You can now follow Nina on Lunna\.\n\nSign in to the portal: http/,
      ),
    });
  });
});
