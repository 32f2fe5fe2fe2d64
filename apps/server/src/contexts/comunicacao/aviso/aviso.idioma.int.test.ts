import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacao, usuario } from '../../../db/schema';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Decision 23: the notice's e-mails say what the school wrote, with everything around it in the reader's language. */
let t: TestApp;
let girassol: string;

beforeAll(async () => {
  t = await createTestApp();
  const turmas = (await (await as('diretora@lunna.demo')).get('/api/turma')).json() as {
    idTurma: string;
    nomeTurma: string;
  }[];
  girassol = turmas.find((x) => x.nomeTurma === 'Turma Girassol')!.idTurma;
});
afterAll(() => t.close());

const as = (email: string) => TestClient.signedIn(t.app, email);
const usuarioId = async (email: string) =>
  (await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;

describe('notice e-mails in each guardian’s language', () => {
  it('the notice and its reminder reach the Spanish-speaking guardian in Spanish; the educator’s count in English, with plurals', async () => {
    await t.app.jobs.runDue();
    const mariana = await as('mariana@lunna.demo');
    expect((await mariana.put('/api/preferencias', { idioma: 'es' })).statusCode).toBe(200);
    await t.database.db
      .update(usuario)
      .set({ idioma: 'en' })
      .where(eq(usuario.email, 'ana.professora@lunna.demo'));
    t.mail.length = 0;

    const ana = await as('ana.professora@lunna.demo');
    const res = await ana.post('/api/aviso', {
      idTurma: girassol,
      tituloAviso: 'Vacunación en la escuela',
      conteudoAviso: 'El jueves habrá vacunación.',
      importancia: 'Importante',
    });
    expect(res.statusCode).toBe(201);
    const idAviso = res.json().idAviso as string;
    await t.app.jobs.runDue();

    const paraMariana = t.mail.filter((m) => m.to === 'mariana@lunna.demo');
    expect(paraMariana.map((m) => m.subject)).toEqual(['Lunna · Importante: Vacunación en la escuela']);
    expect(paraMariana[0]!.text).toMatch(
      new RegExp(
        `^¡Hola, Mariana!\\n\\nLa escuela envió un aviso \\(Importante\\):\\n\\nVacunación en la escuela\\nEl jueves habrá vacunación\\.\\n\\nConfirme que lo leyó en: http.*/avisos#aviso-${idAviso}$`,
      ),
    );
    const paraCarlos = t.mail.find((m) => m.to === 'carlos@lunna.demo')!;
    expect(paraCarlos.subject).toBe('Lunna · Importante: Vacunación en la escuela');
    expect(paraCarlos.text).toContain('A escola enviou um aviso (Importante):');

    t.mail.length = 0;
    await t.app.jobs.runDue(new Date(Date.now() + 121 * 60_000));
    const lembrete = t.mail.filter((m) => m.to === 'mariana@lunna.demo' && m.subject.includes('Vacunación'));
    expect(lembrete.map((m) => m.subject)).toEqual(['Lunna · Confirme la lectura: Vacunación en la escuela']);
    expect(lembrete[0]!.text).toContain(
      'La escuela envió un aviso importante que aún espera su confirmación de lectura:',
    );
    expect(lembrete[0]!.text).toContain('Abra el aviso y márquelo como leído: ');
    expect(
      t.mail.find((m) => m.to === 'carlos@lunna.demo' && m.subject.includes('Vacunación'))!.subject,
    ).toBe('Lunna · Confirme a leitura: Vacunación en la escuela');

    const pendentes = await t.database.db
      .select()
      .from(notificacao)
      .where(
        and(
          eq(notificacao.usuarioId, await usuarioId('ana.professora@lunna.demo')),
          eq(notificacao.tipo, 'aviso_pendente'),
        ),
      );
    expect(pendentes).toHaveLength(1);
    // Every guardian of the class but none confirmed: the plural form.
    expect(pendentes[0]!.texto).toMatch(/^([2-9]|\d{2,}) guardians have not confirmed reading yet$/);
  });
});
