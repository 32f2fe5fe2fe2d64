import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportacaoRead } from '@lunna/contract';
import { notificacao, usuario } from '../../../db/schema';
import { localDate } from '../../../lib/school-time';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demoIds } from './privacidade.test-support';

/** Decision 23: "your data is ready" reaches each guardian in her language, the last day written her way. */
let t: TestApp;
let d: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  d = await demoIds(t);
});
afterAll(() => t.close());

/** Asks for the export as this guardian, prepares it and answers its notification and last day (school calendar). */
async function exportar(email: string) {
  const client = await d.as(email);
  expect((await client.post('/api/privacidade/exportacao')).statusCode).toBe(202);
  await t.app.jobs.runDue(new Date());
  const [ready] = (await client.get('/api/privacidade/exportacao')).json() as ExportacaoRead[];
  expect(ready!.status).toBe('pronta');
  const [note] = await t.database.db
    .select()
    .from(notificacao)
    .where(and(eq(notificacao.usuarioId, await d.usuarioId(email)), eq(notificacao.tipo, 'exportacao')));
  const [ano, mes, dia] = localDate(new Date(ready!.expiraEm!), 'America/Sao_Paulo').split('-');
  return { note: note!, ano, mes, dia };
}

describe('the data export’s notification', () => {
  it('reaches a guardian who reads French in French', async () => {
    await t.database.db.update(usuario).set({ idioma: 'fr' }).where(eq(usuario.email, 'carlos@lunna.demo'));
    const { note, ano, mes, dia } = await exportar('carlos@lunna.demo');
    expect(note).toMatchObject({
      titulo: 'Vos données sont prêtes',
      texto: `Le fichier contenant vos données et celles des enfants peut être téléchargé dans Paramètres jusqu’au ${dia}/${mes}/${ano}.`,
      link: '/configuracao#privacidade',
    });
  });

  it('stays exactly as it was in Portuguese', async () => {
    const { note, ano, mes, dia } = await exportar('mariana@lunna.demo');
    expect(note).toMatchObject({
      titulo: 'Seus dados estão prontos',
      texto: `O arquivo com os seus dados e os das crianças pode ser baixado em Configurações até ${dia}/${mes}/${ano}.`,
    });
  });
});
