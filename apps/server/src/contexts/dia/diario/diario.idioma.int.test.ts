import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacao, usuario } from '../../../db/schema';
import { addDaysTo } from '../../../lib/school-time';
import { TestClient } from '../../../test/http-client';
import { seededSchoolDay, seededWeek } from '../../../test/school-calendar';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demoIds } from '../alerta/alerta.test-support';

/**
 * Decision 23: what the diary sends to a person reaches her in her own language; what the school or the family
 * typed (a description, the first aid, a medicine, its times) goes as typed.
 */
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
/** Wednesday of the seeded week, 14:00 in São Paulo. */
const HOJE = addDaysTo(seededWeek(), 2);
const ana = 'ana.professora@lunna.demo';

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.database.db);
  t.clock.set(seededSchoolDay(3, '14:00'));
  // Everyone told here wants e-mail at every priority, so each e-mail can be read.
  await t.database.db.update(usuario).set({ emailNormal: true, emailAtencao: true, emailImportante: true });
});
afterAll(() => t.close());

const db = () => t.database.db;
const as = (email: string) => TestClient.signedIn(t.app, email);
const setIdioma = (email: string, idioma: string) =>
  db().update(usuario).set({ idioma }).where(eq(usuario.email, email));
const ultima = async (email: string, tipo: 'diario_incidente' | 'diario_autorizacao') => {
  const rows = await db()
    .select({ titulo: notificacao.titulo, texto: notificacao.texto, createdAt: notificacao.createdAt })
    .from(notificacao)
    .where(and(eq(notificacao.usuarioId, ids.user(email)), eq(notificacao.tipo, tipo)));
  const { titulo, texto } = rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
  return { titulo, texto };
};
const ultimoEmail = (email: string) => t.mail.filter((m) => m.to === email).at(-1)!;

async function incidente(incidente: string, descricao: string, primeirosSocorros: string) {
  const registros = [
    {
      idDisc: ids.child('theo'),
      registro: {
        detalhes: {
          tipo: 'incidente',
          incidente,
          descricao,
          local: 'Parque',
          primeirosSocorros,
          grave: false,
        },
      },
    },
  ];
  const res = await (
    await as(ana)
  ).post(`/api/turma/${ids.turma('Turma Girassol')}/diario`, { chave: crypto.randomUUID(), registros });
  expect(res.statusCode, res.body).toBe(201);
}

describe('an incident, in each guardian’s language', () => {
  const casos = [
    {
      idioma: 'en',
      titulo: 'Fall · Theo',
      texto: 'Escorregou no parque. First aid: Compressa fria.',
      email: [
        'Hello, Carlos!',
        '',
        'The school wrote in Theo’s diary: Escorregou no parque.',
        'First aid: Compressa fria.',
        '',
        'See it and confirm you have read it on the portal: ',
      ],
    },
    {
      idioma: 'es',
      titulo: 'Caída · Theo',
      texto: 'Escorregou no parque. Primeros auxilios: Compressa fria.',
      email: [
        '¡Hola, Carlos!',
        '',
        'La escuela anotó en el diario de Theo: Escorregou no parque.',
        'Primeros auxilios: Compressa fria.',
        '',
        'Véalo y confirme que lo leyó en el portal: ',
      ],
    },
    {
      idioma: 'fr',
      titulo: 'Chute · Theo',
      texto: 'Escorregou no parque. Premiers soins : Compressa fria.',
      email: [
        'Bonjour Carlos !',
        '',
        'L’école a noté dans le journal de Theo : Escorregou no parque.',
        'Premiers soins : Compressa fria.',
        '',
        'Consultez-le et confirmez en avoir pris connaissance sur le portail : ',
      ],
    },
  ];
  it.each(casos)(
    '$idioma: the notification and the e-mail; the other guardian keeps Portuguese',
    async ({ idioma, titulo, texto, email }) => {
      await setIdioma('carlos@lunna.demo', idioma);
      await incidente('queda', 'Escorregou no parque.', 'Compressa fria.');

      expect(await ultima('carlos@lunna.demo', 'diario_incidente')).toEqual({ titulo, texto });
      const mail = ultimoEmail('carlos@lunna.demo');
      expect(mail.subject).toBe(`Lunna · ${titulo}`);
      const [inicio, link] = [
        mail.text.slice(0, email.join('\n').length),
        mail.text.slice(email.join('\n').length),
      ];
      expect(inicio).toBe(email.join('\n'));
      expect(link).toMatch(new RegExp(`^https?://[^ ]+/diario/${ids.child('theo')}\\?data=${HOJE}$`));

      // Patrícia reads Portuguese: exactly the words she always had.
      expect(await ultima('patricia@lunna.demo', 'diario_incidente')).toEqual({
        titulo: 'Queda · Theo',
        texto: 'Escorregou no parque. Primeiros cuidados: Compressa fria.',
      });
      expect(ultimoEmail('patricia@lunna.demo')).toMatchObject({ subject: 'Lunna · Queda · Theo' });
      expect(ultimoEmail('patricia@lunna.demo').text).toMatch(
        /^Olá, Patrícia!\n\nA escola registrou no diário de Theo: Escorregou no parque\.\nPrimeiros cuidados: Compressa fria\.\n\nVeja e confirme a ciência no portal: http.*\/diario\//,
      );
    },
  );

  it('names every kind of incident in the reader’s words; a long description is cut in the bell, whole in the e-mail', async () => {
    await setIdioma('carlos@lunna.demo', 'es');
    await incidente('reacao_alergica', 'Manchas vermelhas no braço.', 'Antialérgico da ficha.');
    expect((await ultima('carlos@lunna.demo', 'diario_incidente')).titulo).toBe('Reacción alérgica · Theo');
    expect((await ultima('patricia@lunna.demo', 'diario_incidente')).titulo).toBe('Reação alérgica · Theo');

    const longa = 'Brincava no escorregador. '.repeat(30).trim();
    await incidente('outro', longa, 'Observação.');
    const nota = await ultima('carlos@lunna.demo', 'diario_incidente');
    expect(nota.titulo).toBe('Incidente · Theo');
    expect(nota.texto).toHaveLength(300);
    expect(ultimoEmail('carlos@lunna.demo').text).toContain(longa);
  });
});

describe('a medicine authorisation, in each educator’s language', () => {
  it('tells the educators in their own languages, with the dates in their form and the family’s words as typed', async () => {
    await setIdioma(ana, 'en');
    const res = await (
      await as('carlos@lunna.demo')
    ).post(`/api/discente/${ids.child('theo')}/autorizacao-medicacao`, {
      medicamento: 'Paracetamol',
      dose: 2.5,
      unidade: 'gotas',
      horarios: 'às 10h se tiver febre',
      dataInicio: HOJE,
      dataFim: addDaysTo(HOJE, 2),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [a, m, d] = HOJE.split('-');
    const fim = addDaysTo(HOJE, 2).split('-');
    expect(await ultima(ana, 'diario_autorizacao')).toEqual({
      titulo: 'Medicine authorisation · Theo',
      texto: `Carlos Lima authorised Paracetamol, 2.5 drops (às 10h se tiver febre), from ${m}/${d}/${a} to ${fim[1]}/${fim[2]}/${fim[0]}.`,
    });
    const mail = ultimoEmail(ana);
    expect(mail.subject).toBe('Lunna · Medicine authorisation · Theo');
    expect(mail.text).toMatch(
      /^Hello, Ana!\n\nCarlos Lima authorised Paracetamol for Theo: 2\.5 drops, às 10h se tiver febre\.\n\nSee it on the portal: http.*\/diario\//,
    );

    await setIdioma(ana, 'fr');
    await (
      await as('carlos@lunna.demo')
    ).post(`/api/discente/${ids.child('theo')}/autorizacao-medicacao`, {
      medicamento: 'Ibuprofeno',
      dose: 1,
      unidade: 'comprimido',
      horarios: '12h',
      dataInicio: HOJE,
      dataFim: HOJE,
    });
    expect(await ultima(ana, 'diario_autorizacao')).toEqual({
      titulo: 'Autorisation de médicament · Theo',
      texto: `Carlos Lima a autorisé Ibuprofeno, 1 comprimé(s) (12h), du ${d}/${m}/${a} au ${d}/${m}/${a}.`,
    });
    expect(ultimoEmail(ana).text).toMatch(
      /^Bonjour Ana !\n\nCarlos Lima a autorisé Ibuprofeno pour Theo : 1 comprimé\(s\), 12h\.\n\nÀ voir sur le portail : http/,
    );

    // In Portuguese the words are the ones the school always read; the dates in the Brazilian form.
    await setIdioma(ana, 'pt-BR');
    await (
      await as('carlos@lunna.demo')
    ).post(`/api/discente/${ids.child('theo')}/autorizacao-medicacao`, {
      medicamento: 'Dipirona',
      dose: 10,
      unidade: 'gotas',
      horarios: '8h e 20h',
      dataInicio: HOJE,
      dataFim: HOJE,
    });
    expect(await ultima(ana, 'diario_autorizacao')).toEqual({
      titulo: 'Autorização de remédio · Theo',
      texto: `Carlos Lima autorizou Dipirona, 10 gotas (8h e 20h), de ${d}/${m}/${a} a ${d}/${m}/${a}.`,
    });
    expect(ultimoEmail(ana)).toMatchObject({ subject: 'Lunna · Autorização de remédio · Theo' });
    expect(ultimoEmail(ana).text).toMatch(
      /^Olá, Ana!\n\nCarlos Lima autorizou Dipirona para Theo: 10 gotas, 8h e 20h\.\n\nVeja no portal: http/,
    );
  });
});
