import type { DiscenteEdicao, DiscenteRead, Idioma } from '@lunna/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discente, notificacao, usuario } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { discenteRepository } from '../discente/discente.repository';

/**
 * Decision 23: a change to a child's record reaches the educators and the other guardians in each one's
 * language: the field names, the words around them and the app's relations; the values as typed.
 */
let t: TestApp;
let theo: string;

beforeAll(async () => {
  t = await createTestApp();
  const key = demoChildren.find((c) => c.key === 'theo')!;
  theo = (
    await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(key.cpfBase)))
  )[0]!.id;
});
afterAll(() => t.close());

const setIdioma = (email: string, idioma: Idioma) =>
  t.database.db.update(usuario).set({ idioma }).where(eq(usuario.email, email));
const noteOf = async (email: string) => {
  const [user] = await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
  const notes = await t.database.db
    .select()
    .from(notificacao)
    .where(and(eq(notificacao.usuarioId, user!.id), eq(notificacao.tipo, 'perfil')));
  return notes.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
};
const lastMailTo = (email: string) => t.mail.filter((m) => m.to === email).at(-1)!;

function bodyOf(d: DiscenteRead): DiscenteEdicao {
  const f = d.fichaMed!;
  return {
    nomeDisc: d.nomeDisc,
    dataNasDisc: d.dataNasDisc,
    alturaDisc: d.alturaDisc,
    pesoDisc: d.pesoDisc,
    deficiencia: d.deficiencia,
    fichaMed: {
      numCartSus: f.numCartSus,
      planSaud: f.planSaud,
      cuidados: f.cuidados,
      remedios: f.remedios,
      comidasAlergicas: f.comidasAlergicas,
      descTratamento: f.descTratamento,
      qtdHoraMed: f.qtdHoraMed,
      qtdMed: f.qtdMed,
      endereco: { ...f.endereco },
    },
    contato: d.contato.map(({ idContato, nome, parentesco, numeroTelefone, numeroCelular }) => ({
      idContato,
      nome,
      parentesco,
      numeroTelefone,
      numeroCelular,
    })),
  };
}

describe('a child-record change, in each reader’s language', () => {
  it('the educator reads English, Patrícia French; what Carlos typed stays as typed', async () => {
    await setIdioma('ana.professora@lunna.demo', 'en');
    await setIdioma('patricia@lunna.demo', 'fr');
    const body = bodyOf((await discenteRepository.readMany(t.database.db, [theo]))[0]!);
    body.fichaMed = { ...body.fichaMed, remedios: 'Antialérgico', qtdHoraMed: 7.5 };
    body.contato = [
      ...body.contato,
      { nome: 'Joana Lima', parentesco: 'Tia', numeroTelefone: '11930001111', numeroCelular: '11990001111' },
    ];
    const res = await (
      await TestClient.signedIn(t.app, 'carlos@lunna.demo')
    ).put(`/api/discente/${theo}`, body);
    expect(res.statusCode, res.body).toBe(200);

    const note = await noteOf('ana.professora@lunna.demo');
    expect(note.titulo).toBe('Theo’s record updated');
    expect(note.texto).toMatch(
      /^Carlos updated — Medications: .* → Antialérgico; Hours between doses: .* → 7\.5; Emergency contacts: Joana Lima \(Aunt\) added$/,
    );
    const mail = lastMailTo('ana.professora@lunna.demo');
    expect(mail.subject).toBe('Lunna · Theo’s record updated');
    expect(mail.text).toMatch(
      /^Hello, Ana!\n\nTheo’s record updated: Medications, Emergency contacts\.\n\nSee what changed at: http.*\/crianca\//,
    );
    expect(mail.text).not.toContain('Antialérgico');
    const hers = await noteOf('patricia@lunna.demo');
    expect(hers.titulo).toBe('Fiche de Theo mise à jour');
    expect(hers.texto).toMatch(
      /^Carlos a mis à jour — Médicaments : .* → Antialérgico; Heures entre les doses : .* → 7,5; Contacts d’urgence : Joana Lima \(Tante\) ajouté$/,
    );
    expect(lastMailTo('patricia@lunna.demo').subject).toBe('Lunna · Fiche de Theo mise à jour');
  });
});
