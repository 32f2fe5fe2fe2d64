import type { Idioma } from '@lunna/contract';
import { cpfFromBase } from '@lunna/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discente, notificacao, usuario } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { nextCpf } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Decision 23: the pickup list's changes and the custody restrictions reach each person in her own language.
 * Carlos (Portuguese) changes Theo's list; Patrícia reads English, the educator Ana French.
 */
let t: TestApp;
let theo: string;

// Wednesday 25 November 2026 in São Paulo; Friday is the 27th.
const QUARTA = new Date('2026-11-25T10:00:00-03:00');
const SEXTA = '2026-11-27';
const CARLOS_CPF = cpfFromBase('276519034');

const db = () => t.database.db;
const as = (email: string) => TestClient.signedIn(t.app, email);
const setIdioma = (email: string, idioma: Idioma) =>
  db().update(usuario).set({ idioma }).where(eq(usuario.email, email));
const usuarioId = async (email: string) =>
  (await db().select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;
const noteOf = async (email: string, refId: string) => {
  const notes = await db()
    .select()
    .from(notificacao)
    .where(and(eq(notificacao.usuarioId, await usuarioId(email)), eq(notificacao.refId, refId)));
  return notes.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
};
const lastMailTo = (email: string) => t.mail.filter((m) => m.to === email).at(-1)!;
const pessoa = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Rosa Lima',
  rg: '12.345.678-9',
  cpf: nextCpf(),
  parentesco: 'Avó',
  telefone: '(11) 98765-4321',
  temporario: true,
  dataInicio: SEXTA,
  dataFim: SEXTA,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(QUARTA);
  const key = demoChildren.find((c) => c.key === 'theo')!;
  theo = (
    await db()
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(key.cpfBase)))
  )[0]!.id;
  await setIdioma('patricia@lunna.demo', 'en');
  await setIdioma('ana.professora@lunna.demo', 'fr');
});
afterAll(() => t.close());

describe('the pickup list, in each reader’s language', () => {
  let rosa: string;
  let rosaCpf: string;

  it('an authorisation for Friday: English for Patrícia (notification and e-mail), French for the educator', async () => {
    const res = await (await as('carlos@lunna.demo')).post(`/api/discente/${theo}/autorizados`, pessoa());
    expect(res.statusCode, res.body).toBe(201);
    rosa = res.json().idAutorizado;
    rosaCpf = res.json().cpf;

    expect(await noteOf('patricia@lunna.demo', rosa)).toMatchObject({
      titulo: 'Rosa Lima can pick up Theo',
      texto: 'Carlos Lima authorised Rosa Lima (Grandmother) to pick up Theo on Friday, 11/27.',
    });
    const mail = lastMailTo('patricia@lunna.demo');
    expect(mail.subject).toBe('Lunna · Rosa Lima can pick up Theo');
    expect(mail.text).toMatch(
      /^Hello, Patrícia!\n\nCarlos Lima authorised Rosa Lima \(Grandmother\) to pick up Theo on Friday, 11\/27\.\n\nSee the list of who can pick up at: http.*\/quem-busca\?idDisc=/,
    );
    expect(await noteOf('ana.professora@lunna.demo', rosa)).toMatchObject({
      titulo: 'Rosa Lima peut venir chercher Theo',
      texto: 'Carlos Lima a autorisé Rosa Lima (Grand-mère) à venir chercher Theo le vendredi 27/11.',
    });
    expect(lastMailTo('ana.professora@lunna.demo').text).toContain(
      'Voir la liste des personnes qui peuvent venir chercher l’enfant :',
    );
  });

  it('a change keeps a relation the family typed as typed', async () => {
    const res = await (
      await as('carlos@lunna.demo')
    ).put(
      `/api/autorizados/${rosa}`,
      pessoa({ cpf: rosaCpf, parentesco: 'Madrinha', temporario: false, dataInicio: null, dataFim: null }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await noteOf('patricia@lunna.demo', rosa)).toMatchObject({
      titulo: 'Change to who picks up Theo: Rosa Lima',
      texto:
        'Carlos Lima changed the details of Rosa Lima (Madrinha), who can pick up Theo with no end date.',
    });
  });

  it('a restriction and its lifting: the educator reads French, Patrícia English; Carlos’s own list goes with him', async () => {
    const helena = await as('diretora@lunna.demo');
    const r = await helena.post(`/api/discente/${theo}/restricoes`, {
      nome: 'Carlos Lima',
      cpf: CARLOS_CPF,
      motivo: 'Medida protetiva',
    });
    expect(r.statusCode, r.body).toBe(201);
    const idRestricao = r.json().idRestricao as string;
    expect(await noteOf('ana.professora@lunna.demo', idRestricao)).toMatchObject({
      titulo: 'Carlos Lima ne peut pas venir chercher Theo',
      texto:
        'La direction a enregistré que Carlos Lima ne peut pas venir chercher Theo. Ne peuvent plus venir chercher Theo non plus : Rosa Lima. Vérifiez avant chaque départ.',
    });
    expect(await noteOf('patricia@lunna.demo', idRestricao)).toMatchObject({
      titulo: 'Change to who can pick up Theo',
      texto:
        'The school has suspended pickup of Theo by Carlos Lima and Rosa Lima. If you have any questions, please contact the school.',
    });
    expect(lastMailTo('patricia@lunna.demo').subject).toBe('Lunna · Change to who can pick up Theo');
    // The director, in Portuguese, is the one who acted: the notice is the educators’ and the family’s.
    expect((await helena.delete(`/api/restricoes/${idRestricao}`)).statusCode).toBe(200);
    expect(await noteOf('ana.professora@lunna.demo', idRestricao)).toMatchObject({
      titulo: 'Restriction levée : Carlos Lima',
      texto: 'La direction a levé la restriction qui empêchait Carlos Lima de venir chercher Theo.',
    });
    expect(await noteOf('patricia@lunna.demo', idRestricao)).toMatchObject({
      texto: 'The school has allowed Carlos Lima and Rosa Lima to pick up Theo again.',
    });
  });

  it('a removal in Spanish; Portuguese readers read what they always did', async () => {
    await setIdioma('patricia@lunna.demo', 'es');
    expect((await (await as('carlos@lunna.demo')).delete(`/api/autorizados/${rosa}`)).statusCode).toBe(200);
    expect(await noteOf('patricia@lunna.demo', rosa)).toMatchObject({
      titulo: 'Rosa Lima ya no recoge a Theo',
      texto: 'Carlos Lima quitó a Rosa Lima (Madrinha) de la lista de quienes pueden recoger a Theo.',
    });
    expect(lastMailTo('patricia@lunna.demo').text).toContain('¡Hola, Patrícia!');
    await setIdioma('ana.professora@lunna.demo', 'pt-BR');
    const res = await (
      await as('carlos@lunna.demo')
    ).post(
      `/api/discente/${theo}/autorizados`,
      pessoa({ nome: 'Lúcia Alves', parentesco: 'Tia', dataInicio: '2026-11-28', dataFim: '2026-11-28' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await noteOf('ana.professora@lunna.demo', res.json().idAutorizado)).toMatchObject({
      titulo: 'Lúcia Alves pode buscar Theo',
      texto: 'Carlos Lima autorizou Lúcia Alves (Tia) a buscar Theo no sábado, 28/11.',
    });
    expect(lastMailTo('ana.professora@lunna.demo').text).toContain('Veja a lista de quem pode buscar em:');
  });
});
