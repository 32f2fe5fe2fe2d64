import type { Idioma } from '@lunna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacao, usuario } from '../../../db/schema';
import { addDaysTo, localDate } from '../../../lib/school-time';
import { multipart, pngImage } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Decision 23: what a class's polls, activities and photos tell its families is written in each guardian's
 * language; what the educator typed (question, title, description) stays as typed.
 */
let t: TestApp;
const turmas = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const x of (await (await as('diretora@lunna.demo')).get('/api/turma')).json())
    turmas.set(x.nomeTurma, x.idTurma);
  // Girassol's families: Patrícia reads Spanish, Carlos English, Mariana Portuguese.
  await setIdioma('patricia@lunna.demo', 'es');
  await setIdioma('carlos@lunna.demo', 'en');
});
afterAll(() => t.close());

const db = () => t.database.db;
const as = (email: string) => TestClient.signedIn(t.app, email);
const setIdioma = (email: string, idioma: Idioma) =>
  db().update(usuario).set({ idioma }).where(eq(usuario.email, email));
const girassol = () => turmas.get('Turma Girassol')!;
/** Each guardian's notification about this item: title and text. */
async function notesAbout(refId: string) {
  const rows = await db()
    .select({ email: usuario.email, titulo: notificacao.titulo, texto: notificacao.texto })
    .from(notificacao)
    .innerJoin(usuario, eq(usuario.id, notificacao.usuarioId))
    .where(eq(notificacao.refId, refId));
  return Object.fromEntries(rows.map((r) => [r.email, { titulo: r.titulo, texto: r.texto }]));
}
function fotos(body: unknown, n: number, png: Buffer) {
  const f = new FormData();
  f.append('body', JSON.stringify(body));
  for (let i = 0; i < n; i++)
    f.append('fotos', new Blob([new Uint8Array(png)], { type: 'image/png' }), `foto-${i}.png`);
  return f;
}

describe('a class’s news in each guardian’s language', () => {
  it('a new poll: its question as typed, the closing day written the reader’s way', async () => {
    const hoje = localDate(t.clock.now(), 'America/Sao_Paulo');
    const fim = addDaysTo(hoje, 5);
    const [, mes, dia] = fim.split('-');
    const res = await (
      await as('ana.professora@lunna.demo')
    ).post('/api/enquete', {
      idTurma: girassol(),
      pergunta: 'Qual lanche para o piquenique?',
      opcoes: ['Frutas', 'Sanduíche', 'Bolo de cenoura', 'Pipoca'],
      inicio: hoje,
      fim,
      cor: 'pink',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await notesAbout(res.json().idEnquete)).toEqual({
      'mariana@lunna.demo': {
        titulo: 'Nova enquete da turma',
        texto: `Qual lanche para o piquenique? Responda até ${dia}/${mes}.`,
      },
      'patricia@lunna.demo': {
        titulo: 'Nueva encuesta de la clase',
        texto: `Qual lanche para o piquenique? Responda hasta el ${dia}/${mes}.`,
      },
      'carlos@lunna.demo': {
        titulo: 'New class poll',
        texto: `Qual lanche para o piquenique? Please answer by ${mes}/${dia}.`,
      },
    });
  });

  it('a new activity: its title as typed inside the reader’s words', async () => {
    const body = {
      idTurma: girassol(),
      data: '2026-05-23',
      tipo: 'recreativa',
      tituloAtv: 'Música e Dança',
      descricaoAtv: 'Aula de dança com cirandas.',
      pontos: ['ritmo_musicas'],
    };
    const res = await (
      await as('ana.professora@lunna.demo')
    ).post('/api/atividade', multipart({ body: JSON.stringify(body) }, {}));
    expect(res.statusCode, res.body).toBe(201);
    expect(await notesAbout(res.json().idAtividade)).toEqual({
      'mariana@lunna.demo': {
        titulo: 'Nova atividade: Música e Dança',
        texto: 'Aula de dança com cirandas.',
      },
      'patricia@lunna.demo': {
        titulo: 'Nueva actividad: Música e Dança',
        texto: 'Aula de dança com cirandas.',
      },
      'carlos@lunna.demo': { titulo: 'New activity: Música e Dança', texto: 'Aula de dança com cirandas.' },
    });
  });

  it('new photos: one or several, with the educator’s description as typed or, without one, a line in the reader’s language', async () => {
    const png = await pngImage();
    const ana = await as('ana.professora@lunna.demo');
    const one = await ana.post(
      '/api/memoria',
      fotos({ idTurma: girassol(), descricao: 'Brincadeira no pátio' }, 1, png),
    );
    expect(one.statusCode, one.body).toBe(201);
    expect(await notesAbout(one.json().itens[0].idMemoria)).toEqual({
      'mariana@lunna.demo': { titulo: 'Nova foto: Turma Girassol', texto: 'Brincadeira no pátio' },
      'patricia@lunna.demo': { titulo: 'Nueva foto: Turma Girassol', texto: 'Brincadeira no pátio' },
      'carlos@lunna.demo': { titulo: 'New photo: Turma Girassol', texto: 'Brincadeira no pátio' },
    });

    const two = await ana.post('/api/memoria', fotos({ idTurma: girassol() }, 2, png));
    expect(two.statusCode, two.body).toBe(201);
    expect(await notesAbout(two.json().itens[0].idMemoria)).toEqual({
      'mariana@lunna.demo': {
        titulo: '2 novas fotos: Turma Girassol',
        texto: 'Veja as novas memórias do dia na escola.',
      },
      'patricia@lunna.demo': {
        titulo: '2 fotos nuevas: Turma Girassol',
        texto: 'Vea los nuevos recuerdos del día en la escuela.',
      },
      'carlos@lunna.demo': {
        titulo: '2 new photos: Turma Girassol',
        texto: 'See the day’s new memories at school.',
      },
    });
  });
});
