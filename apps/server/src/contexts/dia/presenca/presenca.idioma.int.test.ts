import type { Idioma } from '@lunna/contract';
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discente, notificacao, usuario } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Decision 23: every guardian reads the attendance notifications and e-mails in her own language. */
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
  // Everyone who may be told gets e-mail at every priority, so each flow's e-mail can be read.
  await t.database.db.update(usuario).set({ emailNormal: true });
});
afterAll(() => t.close());

const db = () => t.database.db;
const kid = (key: string) => ids.get(key)!;
/** The school is in São Paulo (UTC−3). A new day: people sign in again. */
const at = (local: string) => t.clock.set(new Date(`${local}-03:00`));
const as = (email: string) => TestClient.signedIn(t.app, email);
const setIdioma = (email: string, idioma: Idioma) =>
  db().update(usuario).set({ idioma }).where(eq(usuario.email, email));
const usuarioId = async (email: string) =>
  (await db().select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;
const lastNoteOf = async (email: string) => {
  const notes = await db()
    .select()
    .from(notificacao)
    .where(and(eq(notificacao.usuarioId, await usuarioId(email)), eq(notificacao.tipo, 'presenca')));
  return notes.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
};
const lastMailTo = (email: string) => t.mail.filter((m) => m.to === email).at(-1)!;

async function pessoa(client: TestClient, childKey: string, nome: string) {
  const turmas = (await client.get('/api/turma')).json() as { idTurma: string }[];
  for (const turma of turmas) {
    const day = (await client.get(`/api/turma/${turma.idTurma}/presenca`)).json();
    const child = day.criancas?.find((c: { idDisc: string }) => c.idDisc === kid(childKey));
    const p = child?.pessoas.find((x: { nome: string }) => x.nome.startsWith(nome));
    if (p) return { tipo: p.tipo, id: p.id };
  }
  throw new Error(`${nome} is not in ${childKey}'s list`);
}

describe('check-in, in each guardian’s language', () => {
  const casos: { idioma: Idioma; dia: string; titulo: string; texto: string; ola: string; portal: string }[] =
    [
      {
        idioma: 'pt-BR',
        dia: '2026-11-09',
        titulo: 'Theo chegou à escola',
        texto: 'Theo chegou às 07:42 com Carlos Lima',
        ola: 'Olá, Carlos!',
        portal: 'Veja no portal:',
      },
      {
        idioma: 'en',
        dia: '2026-11-10',
        titulo: 'Theo arrived at school',
        texto: 'Theo arrived at 7:42 AM, brought by Carlos Lima',
        ola: 'Hello, Carlos!',
        portal: 'See it on the portal:',
      },
      {
        idioma: 'es',
        dia: '2026-11-11',
        titulo: 'Theo llegó a la escuela',
        texto: 'Theo llegó a las 07:42 con Carlos Lima',
        ola: '¡Hola, Carlos!',
        portal: 'Véalo en el portal:',
      },
      {
        idioma: 'fr',
        dia: '2026-11-12',
        titulo: 'Arrivée de Theo à l’école',
        texto: 'Arrivée de Theo à 07:42, avec Carlos Lima',
        ola: 'Bonjour Carlos !',
        portal: 'À voir sur le portail :',
      },
    ];
  it.each(casos)(
    '$idioma: the notification and the e-mail',
    async ({ idioma, dia, titulo, texto, ola, portal }) => {
      await setIdioma('carlos@lunna.demo', idioma);
      at(`${dia}T07:42:00`);
      const ana = await as('ana.professora@lunna.demo');
      expect(
        (
          await ana.post(`/api/discente/${kid('theo')}/presenca/entrada`, {
            pessoa: await pessoa(ana, 'theo', 'Carlos'),
          })
        ).statusCode,
      ).toBe(201);

      expect(await lastNoteOf('carlos@lunna.demo')).toMatchObject({ titulo, texto });
      const mail = lastMailTo('carlos@lunna.demo');
      expect(mail.subject).toBe(`Lunna · ${titulo}`);
      expect(mail.text).toContain(ola);
      expect(mail.text).toContain(texto);
      expect(mail.text).toContain(portal);
      // The other guardian of the same child keeps her own language (Portuguese).
      expect(await lastNoteOf('patricia@lunna.demo')).toMatchObject({
        titulo: 'Theo chegou à escola',
        texto: 'Theo chegou às 07:42 com Carlos Lima',
      });
      expect(lastMailTo('patricia@lunna.demo').text).toContain('Olá, Patrícia!');
    },
  );
});

describe('a guardian who chose Spanish in Configurações', () => {
  it('reads check-in, check-out and absence in Spanish', async () => {
    at('2026-11-16T07:30:00');
    const patricia = await as('patricia@lunna.demo');
    expect((await patricia.put('/api/preferencias', { idioma: 'es' })).statusCode).toBe(200);
    await setIdioma('carlos@lunna.demo', 'pt-BR');

    const ana = await as('ana.professora@lunna.demo');
    expect(
      (
        await ana.post(`/api/discente/${kid('theo')}/presenca/entrada`, {
          pessoa: await pessoa(ana, 'theo', 'Carlos'),
        })
      ).statusCode,
    ).toBe(201);
    expect(await lastNoteOf('patricia@lunna.demo')).toMatchObject({
      titulo: 'Theo llegó a la escuela',
      texto: 'Theo llegó a las 07:30 con Carlos Lima',
    });
    expect(lastMailTo('patricia@lunna.demo')).toMatchObject({ subject: 'Lunna · Theo llegó a la escuela' });

    at('2026-11-16T16:05:00');
    const codigo = (await patricia.get(`/api/discente/${kid('theo')}/codigo-entrega`)).json()
      .codigo as string;
    const ana2 = await as('ana.professora@lunna.demo');
    const out = await ana2.post(`/api/discente/${kid('theo')}/presenca/saida`, {
      pessoa: await pessoa(ana2, 'theo', 'Patrícia'),
      codigo,
    });
    expect(out.statusCode).toBe(201);
    expect(await lastNoteOf('patricia@lunna.demo')).toMatchObject({
      titulo: 'Theo salió de la escuela',
      texto: 'Theo salió a las 16:05 con Patrícia Alves',
    });
    expect(lastMailTo('patricia@lunna.demo').text).toMatch(
      /^¡Hola, Patrícia!\n\nTheo salió a las 16:05 con Patrícia Alves\n\nVéalo en el portal: http.*\/dashboard$/,
    );
    expect(await lastNoteOf('carlos@lunna.demo')).toMatchObject({
      texto: 'Theo saiu às 16:05 com Patrícia Alves',
    });

    at('2026-11-17T09:00:00');
    const ana3 = await as('ana.professora@lunna.demo');
    expect(
      (await ana3.post(`/api/discente/${kid('theo')}/presenca/falta`, { motivo: 'Febre' })).statusCode,
    ).toBe(201);
    expect(await lastNoteOf('patricia@lunna.demo')).toMatchObject({
      titulo: 'Ausencia registrada: Theo',
      texto: 'La escuela registró la ausencia de Theo hoy. Motivo: Febre',
    });
    expect(lastMailTo('patricia@lunna.demo')).toMatchObject({ subject: 'Lunna · Ausencia registrada: Theo' });
    expect(lastMailTo('patricia@lunna.demo').text).toContain(
      'La escuela registró la ausencia de Theo hoy. Motivo: Febre',
    );
    expect(await lastNoteOf('carlos@lunna.demo')).toMatchObject({
      titulo: 'Falta registrada: Theo',
      texto: 'A escola registrou a falta de Theo hoje. Motivo: Febre',
    });
  });

  it('reads the check-out without the code in Spanish, on her phone too; the director reads it in Portuguese', async () => {
    await setIdioma('mariana@lunna.demo', 'es');
    // Her phone's Web Push subscription (a real P-256 point): the push shows the notification's own, localised, texts.
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const endpoint = `https://push.exemplo.com.br/envio/${crypto.randomUUID()}`;
    const keys = {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: crypto.randomBytes(16).toString('base64url'),
    };
    at('2026-11-18T07:00:00');
    const inscricao = await (
      await as('mariana@lunna.demo')
    ).post('/api/push/inscricao', { endpoint, expirationTime: null, keys });
    expect(inscricao.statusCode).toBe(200);
    at('2026-11-18T08:00:00');
    let ana = await as('ana.professora@lunna.demo');
    expect(
      (
        await ana.post(`/api/discente/${kid('lucas')}/presenca/entrada`, {
          pessoa: await pessoa(ana, 'lucas', 'Mariana'),
        })
      ).statusCode,
    ).toBe(201);
    at('2026-11-18T12:15:00');
    ana = await as('ana.professora@lunna.demo');
    const motivo = 'Olvidó el teléfono; conferí su documento';
    const res = await ana.post(`/api/discente/${kid('lucas')}/presenca/saida`, {
      pessoa: await pessoa(ana, 'lucas', 'Mariana'),
      excecao: { motivo },
    });
    expect(res.statusCode).toBe(201);
    expect(await lastNoteOf('mariana@lunna.demo')).toMatchObject({
      prioridade: 'Importante',
      titulo: 'Lucas salió sin el código de entrega',
      texto: `Lucas salió a las 12:15 con Mariana Souza, sin el código de entrega. Motivo registrado por Ana Beatriz Rocha: ${motivo}`,
    });
    expect(lastMailTo('mariana@lunna.demo')).toMatchObject({
      subject: 'Lunna · Lucas salió sin el código de entrega',
    });
    expect(lastMailTo('mariana@lunna.demo').text).toContain('¡Hola, Mariana!');
    await t.app.pushEntrega.idle();
    expect(t.push.sent.filter((s) => s.target.endpoint === endpoint).map((s) => s.message)).toContainEqual(
      expect.objectContaining({ title: 'Lucas salió sin el código de entrega', prioridade: 'Importante' }),
    );
    expect(await lastNoteOf('diretora@lunna.demo')).toMatchObject({
      titulo: 'Lucas saiu sem o código de entrega',
    });
    expect(lastMailTo('diretora@lunna.demo')).toMatchObject({
      subject: 'Lunna · Lucas saiu sem o código de entrega',
    });
  });
});
