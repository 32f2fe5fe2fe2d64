import type { Idioma } from '@lunna/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacao, usuario } from '../../../db/schema';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Decision 23: a staff invitation goes to someone without an account, so it is written in the inviting
 * director's language; the directors read who joined in theirs.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newAddress = () => `equipe.idioma.${Date.now()}.${n++}@exemplo.com.br`;
const setIdioma = (email: string, idioma: Idioma) =>
  t.database.db.update(usuario).set({ idioma }).where(eq(usuario.email, email));
const mailTo = (email: string) => t.mail.filter((m) => m.to === email).at(-1)!;
const senhas = { senha: 'senha-segura-1', confirmarSenha: 'senha-segura-1' };

async function invite(body: Record<string, unknown>) {
  const res = await (
    await TestClient.signedIn(t.app, 'diretora@lunna.demo')
  ).post('/api/gestor/equipe/convites', body);
  expect(res.statusCode, res.body).toBe(201);
  const mail = mailTo(body.email as string);
  return {
    mail,
    token: decodeURIComponent(/\/convite-equipe\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!),
  };
}

describe('a staff invitation, in the director’s language', () => {
  it('Spanish: the e-mail to the new educator, then the directors’ notice that she joined', async () => {
    await setIdioma('diretora@lunna.demo', 'es');
    const email = newAddress();
    const { mail, token } = await invite({ nome: 'Júlia Campos', email, papel: 'pedagogo', turmaIds: [] });
    expect(mail.subject).toBe('Lunna — invitación al equipo de educadores de Creche Lunna Jardim das Flores');
    expect(mail.text).toMatch(
      /^¡Hola, Júlia!\n\nHa recibido una invitación para formar parte del equipo de educadores de Creche Lunna Jardim das Flores en Lunna\.\n\nPara crear su contraseña y entrar, abra el enlace de abajo:\n\nhttp.*\n\nEl enlace es válido durante \d+ días y solo puede usarse una vez\. .*\n\nSi no esperaba esta invitación, ignore este mensaje\.\n\nEquipo Lunna$/,
    );
    const client = new TestClient(t.app);
    await client.get('/api/health');
    expect((await client.post(`/api/convite-equipe/${token}`, senhas)).statusCode).toBe(200);
    const [diretora] = await t.database.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.email, 'diretora@lunna.demo'));
    const notes = await t.database.db
      .select()
      .from(notificacao)
      .where(
        and(
          eq(notificacao.usuarioId, diretora!.id),
          eq(notificacao.titulo, 'Júlia Campos se unió al equipo'),
        ),
      );
    expect(notes.map((x) => x.texto)).toEqual([
      'Júlia Campos aceptó la invitación al equipo de educadores y ya puede entrar en Lunna.',
    ]);
  });

  it('Portuguese: the same e-mail as before, without the hedged "convidado(a)"', async () => {
    await setIdioma('diretora@lunna.demo', 'pt-BR');
    const email = newAddress();
    const { mail } = await invite({ nome: 'Marta Dias', email, papel: 'gestor', turmaIds: [] });
    expect(mail.subject).toBe('Lunna — convite para a direção da Creche Lunna Jardim das Flores');
    expect(mail.text).toContain(
      'Olá, Marta!\n\nVocê recebeu um convite para a direção da Creche Lunna Jardim das Flores no Lunna.',
    );
    expect(mail.text).not.toContain('convidado(a)');
  });
});
