import type { Idioma } from '@lunna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerta, usuario } from '../../../db/schema';
import { addDaysTo } from '../../../lib/school-time';
import { TestClient } from '../../../test/http-client';
import { seededWeek } from '../../../test/school-calendar';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { at, demoIds, drain, notificationsOf } from '../../dia/alerta/alerta.test-support';

/**
 * Decision 23: when Lumi hands a family's question to the school, each educator reads the alert in her own
 * language; the question goes as the guardian typed it, and the alert itself keeps it as its data.
 */
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const QUARTA = addDaysTo(seededWeek(), 2);
const ana = 'ana.professora@lunna.demo';

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.database.db);
  await t.database.db.update(usuario).set({ emailAtencao: true });
});
afterAll(() => t.close());

const setIdioma = (email: string, idioma: Idioma) =>
  t.database.db.update(usuario).set({ idioma }).where(eq(usuario.email, email));

/** Mariana asks Lumi about Lucas (Ana's class) and accepts the offer to tell the educators. */
async function handOff(pergunta: string) {
  const mariana = await TestClient.signedIn(t.app, 'mariana@lunna.demo');
  const res = await mariana.post(
    `/api/lunna-ia/chat?${new URLSearchParams({ question: pergunta, idDisc: ids.child('lucas') })}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const ok = await mariana.post(`/api/lunna-ia/mensagem/${res.json().resposta.idMensagem}/avisar`);
  expect(ok.statusCode, ok.body).toBe(200);
  const idAlerta = (ok.json() as { idAlerta: string }).idAlerta;
  await drain(t, t.clock.now());
  const nota = (await notificationsOf(t.database.db, ids.user(ana), 'alerta')).find(
    (n) => n.refId === idAlerta,
  )!;
  const [row] = await t.database.db.select().from(alerta).where(eq(alerta.id, idAlerta));
  return {
    nota: { titulo: nota.titulo, texto: nota.texto },
    row: row!,
    mail: t.mail.filter((m) => m.to === ana).at(-1)!,
  };
}

describe('Lumi’s hand-off, in each educator’s language', () => {
  const casos: { idioma: Idioma; hora: string; titulo: string; texto: string }[] = [
    {
      idioma: 'es',
      hora: '10:30',
      titulo: 'Lucas necesita atención: Fiebre',
      texto: 'Pregunta a Lumi: Ele está com febre, o que eu faço?',
    },
    {
      idioma: 'en',
      hora: '10:40',
      titulo: 'Lucas needs attention: Fever',
      texto: 'Question for Lumi: Ele está com febre, o que eu faço?',
    },
    {
      idioma: 'fr',
      hora: '10:50',
      titulo: 'Lucas a besoin d’attention : Fièvre',
      texto: 'Question posée à Lumi : Ele está com febre, o que eu faço?',
    },
    {
      idioma: 'pt-BR',
      hora: '11:00',
      titulo: 'Lucas precisa de atenção: Febre',
      texto: 'Lumi: Ele está com febre, o que eu faço?',
    },
  ];
  it.each(casos)(
    '$idioma: the notification and the e-mail; the alert keeps the question',
    async ({ idioma, hora, titulo, texto }) => {
      await setIdioma(ana, idioma);
      t.clock.set(at(QUARTA, hora));
      const { nota, row, mail } = await handOff('Ele está com febre, o que eu faço?');
      expect(nota).toEqual({ titulo, texto });
      expect(mail.text).toContain(texto);
      expect(mail.subject).toContain(titulo);
      expect(row.texto).toBe('Lumi: Ele está com febre, o que eu faço?');
    },
  );
});
