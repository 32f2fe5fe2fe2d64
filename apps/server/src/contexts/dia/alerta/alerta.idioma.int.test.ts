import type { Idioma } from '@lunna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerta, usuario } from '../../../db/schema';
import { addDaysTo } from '../../../lib/school-time';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { at, demoIds, drain, mondayAhead, notificationsOf, recordPresenca } from './alerta.test-support';
import { bootstrapDailyPlans } from './daily-plan';

/** Decision 23: alert notifications and their e-mails are written in each reader's language. */
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const monday = mondayAhead(1);
const day = (n: number) => addDaysTo(monday, n);

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.database.db);
  // E-mail at every priority, so the acknowledgements (Normal) are e-mailed too.
  await t.database.db.update(usuario).set({ emailNormal: true });
  t.clock.set(at(day(0), '07:00'));
  await bootstrapDailyPlans(t.database.db, t.clock);
  await drain(t, at(day(0), '07:00'));
});
afterAll(() => t.close());

const db = () => t.database.db;
const as = (email: string) => TestClient.signedIn(t.app, email);
const setIdioma = (email: string, idioma: Idioma) =>
  db().update(usuario).set({ idioma }).where(eq(usuario.email, email));
const notesAbout = async (email: string, idAlerta: string) =>
  (await notificationsOf(db(), ids.user(email), 'alerta')).filter((n) => n.refId === idAlerta);
const mailsTo = (email: string) => t.mail.filter((m) => m.to === email);

describe('alerts in each reader’s language', () => {
  it('unexpected absence: the guardian who chose Spanish reads it in Spanish; the other guardian and the educator in Portuguese', async () => {
    const d = day(0);
    const patricia = await as('patricia@lunna.demo');
    expect((await patricia.put('/api/preferencias', { idioma: 'es' })).statusCode).toBe(200);
    await recordPresenca(db(), ids.escolaId, ids.child('lucas'), d, '07:50');
    await recordPresenca(db(), ids.escolaId, ids.child('davi'), d, '08:10', 'falta');
    t.mail.length = 0;
    t.clock.set(at(d, '09:30'));
    await drain(t, at(d, '09:30'));
    const [alert] = await db().select().from(alerta).where(eq(alerta.tipo, 'ausencia_inesperada'));

    expect(await notesAbout('patricia@lunna.demo', alert!.id)).toMatchObject([
      {
        titulo: 'Theo no llegó a la escuela',
        texto:
          'Theo aún no había llegado a las 09:30 y nadie avisó que faltaría. ¿Está todo bien? Avise a la clase por el portal.',
      },
    ]);
    expect(mailsTo('patricia@lunna.demo').map((m) => m.subject)).toEqual([
      'Lunna · Importante: Theo no llegó a la escuela',
    ]);
    expect(mailsTo('patricia@lunna.demo')[0]!.text).toMatch(
      /^¡Hola, Patrícia!\n\nTheo no llegó a la escuela\nTheo aún no había llegado/,
    );
    expect(mailsTo('patricia@lunna.demo')[0]!.text).toContain('Véalo en el portal: ');

    expect(await notesAbout('carlos@lunna.demo', alert!.id)).toMatchObject([
      {
        titulo: 'Theo não chegou à escola',
        texto:
          'Theo ainda não tinha chegado às 09:30 e ninguém avisou que faltaria. Está tudo bem? Avise a turma pelo portal.',
      },
    ]);
    expect(await notesAbout('ana.professora@lunna.demo', alert!.id)).toMatchObject([
      {
        titulo: 'Theo não chegou à escola',
        texto: 'Theo ainda não tinha chegado às 09:30 e ninguém avisou que faltaria.',
      },
    ]);
    expect(mailsTo('carlos@lunna.demo').map((m) => m.subject)).toEqual([
      'Lunna · Importante: Theo não chegou à escola',
    ]);
  });

  it('needs attention: the Spanish-speaking guardian gets it (and its e-mail) in Spanish', async () => {
    await setIdioma('mariana@lunna.demo', 'es');
    t.mail.length = 0;
    const ana = await as('ana.professora@lunna.demo');
    const res = await ana.post(`/api/discente/${ids.child('lucas')}/alertas`, {
      tipo: 'atencao',
      categoria: 'febre',
      texto: 'Está con 38,2 °C.',
      prioridade: 'Importante',
    });
    expect(res.statusCode).toBe(201);
    expect(await notesAbout('mariana@lunna.demo', res.json().idAlerta)).toMatchObject([
      { titulo: 'Lucas necesita atención: Fiebre', texto: 'Está con 38,2 °C.' },
    ]);
    await drain(t, t.clock.now());
    expect(mailsTo('mariana@lunna.demo').map((m) => m.subject)).toEqual([
      'Lunna · Importante: Lucas necesita atención: Fiebre',
    ]);
    expect(mailsTo('mariana@lunna.demo')[0]!.text).toMatch(
      /^¡Hola, Mariana!\n\nLucas necesita atención: Fiebre\nEstá con 38,2 °C\.\n\nVéalo en el portal: /,
    );

    // Her acknowledgement reaches the educator in the educator's language (Portuguese).
    t.mail.length = 0;
    expect(
      (await (await as('mariana@lunna.demo')).put(`/api/alertas/${res.json().idAlerta}/confirmacao`, {}))
        .statusCode,
    ).toBe(200);
    expect(await notesAbout('ana.professora@lunna.demo', res.json().idAlerta)).toMatchObject([
      { titulo: 'Mariana Souza está ciente', texto: 'Lucas precisa de atenção: Febre' },
    ]);
    await drain(t, t.clock.now());
    expect(mailsTo('ana.professora@lunna.demo').map((m) => m.subject)).toEqual([
      'Lunna · Normal: Mariana Souza está ciente',
    ]);
  });

  it('running late and absence: the educator reads them in English; the guardian reads the acknowledgement in Spanish', async () => {
    const d = day(1);
    t.clock.set(at(d, '07:00'));
    await drain(t, at(d, '07:00'));
    await setIdioma('ana.professora@lunna.demo', 'en');
    await setIdioma('bruno.professor@lunna.demo', 'fr');
    t.mail.length = 0;
    const mariana = await as('mariana@lunna.demo');
    const late = await mariana.post(`/api/discente/${ids.child('lucas')}/alertas`, {
      tipo: 'atraso',
      chegadaPrevista: '12:40',
      texto: 'Tráfico',
    });
    expect(late.statusCode).toBe(201);
    const away = await mariana.post(`/api/discente/${ids.child('sofia')}/alertas`, {
      tipo: 'ausencia',
      texto: 'Está resfriada',
    });
    expect(away.statusCode).toBe(201);

    expect(await notesAbout('ana.professora@lunna.demo', late.json().idAlerta)).toMatchObject([
      {
        titulo: 'Lucas: Mariana will be late',
        texto: 'Expected arrival at 12:40 PM. Tráfico',
        prioridade: 'Atenção',
      },
    ]);
    expect(await notesAbout('bruno.professor@lunna.demo', away.json().idAlerta)).toMatchObject([
      { titulo: 'Sofia ne viendra pas aujourd’hui', texto: 'Mariana : Está resfriada' },
    ]);
    await drain(t, t.clock.now());
    expect(mailsTo('ana.professora@lunna.demo').map((m) => m.subject)).toEqual([
      'Lunna · Attention: Lucas: Mariana will be late',
    ]);
    expect(mailsTo('ana.professora@lunna.demo')[0]!.text).toMatch(/^Hello, Ana!\n/);

    t.mail.length = 0;
    expect(
      (
        await (
          await as('ana.professora@lunna.demo')
        ).put(`/api/alertas/${late.json().idAlerta}/confirmacao`, {})
      ).statusCode,
    ).toBe(200);
    expect(await notesAbout('mariana@lunna.demo', late.json().idAlerta)).toMatchObject([
      { titulo: 'Ana Beatriz Rocha está al tanto', texto: 'Lucas: Mariana llegará tarde' },
    ]);
    await drain(t, t.clock.now());
    expect(mailsTo('mariana@lunna.demo').map((m) => m.subject)).toEqual([
      'Lunna · Normal: Ana Beatriz Rocha está al tanto',
    ]);
  });

  it('the pickup reminder reaches the Spanish-speaking guardian in Spanish, notification and e-mail', async () => {
    const d = day(2);
    t.clock.set(at(d, '07:00'));
    await drain(t, at(d, '07:00'));
    await recordPresenca(db(), ids.escolaId, ids.child('lucas'), d, '07:40');
    t.mail.length = 0;
    t.clock.set(at(d, '11:30'));
    await drain(t, at(d, '11:30'));
    const notes = await notificationsOf(db(), ids.user('mariana@lunna.demo'), 'lembrete_busca');
    expect(notes).toMatchObject([
      {
        titulo: 'Recordatorio de recogida',
        texto: 'Faltan 30 minutos para la hora de recogida de Lucas (12:00)',
      },
    ]);
    const mail = mailsTo('mariana@lunna.demo');
    expect(mail.map((m) => m.subject)).toEqual(['Lunna · Recogida de Lucas a las 12:00']);
    expect(mail[0]!.text).toMatch(
      /^¡Hola, Mariana!\n\nFaltan 30 minutos para la hora de recogida de Lucas \(12:00\)\.\n\nVéalo en el portal: /,
    );
  });
});
