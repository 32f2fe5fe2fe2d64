import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacao, usuario } from '../../../db/schema';
import { multipart, pngImage, responsavelPayload } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerGuardian } from './conta.test-helpers';

/** Decision 23: the account's e-mails (confirmation, codes, security notices, erasure) in the account's language. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const mailsTo = (email: string) => t.mail.filter((m) => m.to === email);
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const idiomaDe = async (email: string) =>
  (await db().select({ idioma: usuario.idioma }).from(usuario).where(eq(usuario.email, email)))[0]?.idioma;

describe('registration', () => {
  it('someone registering in Spanish gets an account in Spanish and the confirmation link in Spanish', async () => {
    const g = await registerGuardian(t, { idioma: 'es' });
    expect(await idiomaDe(g.email)).toBe('es');
    expect((await g.client.get('/api/sessao')).json()).toMatchObject({ idioma: 'es' });
    await expect.poll(() => mailsTo(g.email).length).toBe(1);
    const [mail] = mailsTo(g.email);
    expect(mail!.subject).toBe('Lunna — confirme su correo electrónico');
    expect(mail!.text).toMatch(
      /^¡Hola, Joana Teste!\n\nSu registro en Lunna está listo\. Confirme que este correo es suyo abriendo el enlace de abajo:\n\nhttp:\/\/localhost:3000\/confirmar-email\?token=\S+\n\nEl enlace vale por 7 días\./,
    );
    expect(mail!.text.endsWith('\n\nEl equipo de Lunna')).toBe(true);
  });

  it('without a language the account and its e-mails are Portuguese, exactly as before', async () => {
    const g = await registerGuardian(t);
    expect(await idiomaDe(g.email)).toBe('pt-BR');
    await expect.poll(() => mailsTo(g.email).length).toBe(1);
    expect(mailsTo(g.email)[0]!.subject).toBe('Lunna — confirme seu e-mail');
    expect(mailsTo(g.email)[0]!.text).toMatch(/^Olá, Joana Teste!\n\nSeu cadastro no Lunna está pronto\./);
    expect(mailsTo(g.email)[0]!.text).toContain(
      'O link vale por 7 dias. Se você não fez este cadastro, ignore esta mensagem.\n\nEquipe Lunna',
    );
  });

  it('a language the portal does not have is refused (400 VALIDATION) and no account is made', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/health');
    const payload = { ...responsavelPayload(), idioma: 'de' };
    const png = await pngImage();
    const res = await client.post(
      '/api/responsavel',
      multipart(
        { body: JSON.stringify(payload) },
        { ftPerfilResp: { data: png, name: 'a.png', type: 'image/png' } },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { idioma: 'Idioma invalido' } });
    expect(await idiomaDe(payload.emailResp)).toBeUndefined();
  });
});

describe('codes and security notices', () => {
  it('the password-reset code reaches an English account in English', async () => {
    const g = await registerGuardian(t, { idioma: 'en' });
    expect((await new TestClient(t.app).post('/api/senha/codigo', { email: g.email })).statusCode).toBe(202);
    await expect.poll(() => mailsTo(g.email).length).toBe(2);
    const mail = mailsTo(g.email)[1]!;
    expect(mail.subject).toBe('Lunna — code to reset your password');
    expect(mail.text).toMatch(
      /^Hello, Joana Teste!\n\nYour code to reset your password is: \w+\n\nIt is valid for 15 minutes and can only be used once\./,
    );
  });

  it('the e-mail change: the code and the old address’s notice in French', async () => {
    const g = await registerGuardian(t, { idioma: 'fr' });
    const novo = `fr.${Date.now()}@exemplo.com.br`;
    expect((await g.client.post('/api/conta/email', { novoEmail: novo, senha: g.senha })).statusCode).toBe(
      200,
    );
    const [codeMail] = mailsTo(novo);
    expect(codeMail!.subject).toBe('Lunna — code pour confirmer votre nouvelle adresse e-mail');
    expect(codeMail!.text).toContain('saisissez le code ci-dessous dans Paramètres');
    const codigo = /\b(\d{6})\b/.exec(codeMail!.text)![1]!;
    expect((await g.client.post('/api/conta/email/confirmar', { codigo })).statusCode).toBe(200);
    await expect
      .poll(() =>
        mailsTo(g.email).some((m) => m.subject === 'Lunna — l’adresse e-mail de votre compte a été modifiée'),
      )
      .toBe(true);
    const notice = mailsTo(g.email).find(
      (m) => m.subject === 'Lunna — l’adresse e-mail de votre compte a été modifiée',
    )!;
    expect(notice.text).toMatch(
      /^Bonjour Joana Teste !\n\nL’adresse e-mail de connexion de votre compte Lunna a été remplacée par fr\*\*\*@ex\*\*\*\.com\.br le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(heure de Brasília\)\./,
    );
  });

  it('the password change notice reaches a Spanish account in Spanish', async () => {
    const g = await registerGuardian(t, { idioma: 'es' });
    const res = await g.client.put('/api/conta/senha', {
      senhaAtual: g.senha,
      novaSenha: 'nova-senha-boa-1',
      confirmarSenha: 'nova-senha-boa-1',
    });
    expect(res.statusCode).toBe(200);
    const notice = mailsTo(g.email).find((m) => m.subject === 'Lunna — se cambió su contraseña');
    expect(notice?.text).toMatch(
      /La contraseña de su cuenta de Lunna se cambió el \d{1,2}\/\d{1,2}\/\d{2,4}, \d{1,2}:\d{2} \(hora de Brasilia\)\. Por seguridad, se cerraron las demás sesiones abiertas de la cuenta\./,
    );
  });

  it('a sign-in from a new browser is reported in English, with the device named in English', async () => {
    const g = await registerGuardian(t, { idioma: 'en' });
    // The first browser to sign in is recorded silently; the next new one is reported.
    await new TestClient(t.app).login(g.email, g.senha);
    const browser = new TestClient(t.app);
    await browser.get('/api/health');
    const res = await browser.request({
      method: 'POST',
      url: '/api/responsavel/login-responsavel',
      payload: { email: g.email, senha: g.senha },
      headers: { 'content-type': 'application/json', 'user-agent': CHROME_WINDOWS },
    });
    expect(res.statusCode).toBe(200);
    const alert = mailsTo(g.email).find((m) => m.subject === 'Lunna — new sign-in to your account');
    expect(alert?.text).toMatch(
      /^Hello, Joana Teste!\n\nYour Lunna account was signed in to on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M, from Chrome on Windows, a browser or device/,
    );
    expect(alert?.text).toContain('1. Change your password now in Settings → Change password');
    expect(alert?.text).toContain('Settings: http://localhost:3000/configuracao');
  });
});

describe('account erasure', () => {
  it('the leaving guardian reads it in French; an English-speaking director reads who left and which children, in English', async () => {
    const g = await registerGuardian(t, { idioma: 'fr', child: true, nomeResp: 'Aline Partant' });
    await db().update(usuario).set({ idioma: 'en' }).where(eq(usuario.email, 'diretora@lunna.demo'));
    const [diretora] = await db()
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.email, 'diretora@lunna.demo'));
    await db().update(usuario).set({ emailAtencao: true }).where(eq(usuario.id, diretora!.id));
    try {
      const res = await g.client.request({
        method: 'DELETE',
        url: '/api/conta',
        payload: { senha: g.senha },
        headers: { 'content-type': 'application/json' },
      });
      expect(res.json()).toMatchObject({ ok: true, discentesExcluidos: 1 });

      const [own] = mailsTo(g.email).filter((m) => m.subject === 'Lunna — votre compte a été supprimé');
      expect(own!.text).toMatch(
        /^Bonjour Aline Partant !\n\nVotre compte Lunna a été supprimé, comme vous l’avez demandé, et l’école a été prévenue\./,
      );

      const notes = await db().select().from(notificacao).where(eq(notificacao.usuarioId, diretora!.id));
      const note = notes.find((n) => n.titulo === 'Guardian account deleted');
      expect(note?.texto).toMatch(
        /^Aline Partant deleted their own guardian account\. With no other guardian, the data of .+ was erased\.$/,
      );
      const mail = mailsTo('diretora@lunna.demo').find(
        (m) => m.subject === 'Lunna — a guardian deleted their account',
      );
      expect(mail?.text).toMatch(/^Hello, [^!]+!\n\n/);
      expect(
        mail?.text.endsWith(
          `\n\n${note!.texto}\n\nThe record of the deletion is kept without personal data.\n\nThe Lunna team`,
        ),
      ).toBe(true);
    } finally {
      await db().update(usuario).set({ idioma: 'pt-BR' }).where(eq(usuario.email, 'diretora@lunna.demo'));
    }
  });
});
