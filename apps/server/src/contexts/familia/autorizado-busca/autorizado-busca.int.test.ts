import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cpfFromBase, onlyDigits } from '@lunna/contract';
import {
  arquivo,
  autorizadoBusca,
  discente,
  historicoAlteracao,
  notificacao,
  restricaoCustodia,
  usuario,
} from '../../../db/schema';
import { demoChildCpf, demoChildren, demoGuardians } from '../../../db/seed/demo-data';
import { jpegWithMetadata, multipart, nextCpf, otherSchoolStaff, pngImage } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { peopleForDay } from './pickup-eligibility';

let t: TestApp;
const ids = new Map<string, string>();
let outsideDirector: Awaited<ReturnType<typeof otherSchoolStaff>>;
let outsideEducator: Awaited<ReturnType<typeof otherSchoolStaff>>;

// Wednesday 25 November 2026, mid-morning in São Paulo; Friday is the 27th.
const QUARTA = new Date('2026-11-25T10:00:00-03:00');
const SEXTA = '2026-11-27';

beforeAll(async () => {
  t = await createTestApp();
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    ids.set(child.key, row!.id);
  }
  outsideDirector = await otherSchoolStaff(t.database.db, 'gestor');
  outsideEducator = await otherSchoolStaff(t.database.db, 'pedagogo');
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(QUARTA));

const as = (email: string) => TestClient.signedIn(t.app, email);
const anonymous = () => new TestClient(t.app);
const theo = () => ids.get('theo')!;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const usuarioId = async (email: string) =>
  (await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;
const count = async (
  table:
    | typeof autorizadoBusca
    | typeof historicoAlteracao
    | typeof notificacao
    | typeof restricaoCustodia
    | typeof arquivo,
) => (await t.database.db.select().from(table)).length;
const counts = async () => ({
  autorizados: await count(autorizadoBusca),
  historico: await count(historicoAlteracao),
  notificacoes: await count(notificacao),
  restricoes: await count(restricaoCustodia),
  arquivos: await count(arquivo),
});
const notesAbout = (refId: string) =>
  t.database.db.select().from(notificacao).where(eq(notificacao.refId, refId));

const pessoa = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Rosa Alves',
  rg: '12.345.678-9',
  cpf: nextCpf(),
  parentesco: 'Avó',
  telefone: '(11) 98765-4321',
  temporario: true,
  dataInicio: SEXTA,
  dataFim: SEXTA,
  ...overrides,
});
const permanente = (overrides: Record<string, unknown> = {}) =>
  pessoa({ temporario: false, dataInicio: null, dataFim: null, ...overrides });

async function addFor(client: TestClient, idDisc: string, body = pessoa()) {
  const res = await client.post(`/api/discente/${idDisc}/autorizados`, body);
  expect(res.statusCode).toBe(201);
  return res.json() as { idAutorizado: string; nome: string; cpf: string };
}

const putFoto = (
  client: TestClient,
  idAutorizado: string,
  file?: { data: Buffer; name: string; type: string },
) =>
  client.request({
    method: 'PUT',
    url: `/api/autorizados/${idAutorizado}/foto`,
    payload: multipart({}, file ? { foto: file } : {}) as never,
  });

describe('anonymous', () => {
  it('401 on every route, nothing written', async () => {
    const before = await counts();
    const c = anonymous();
    await c.get('/api/health');
    const responses = await Promise.all([
      c.get(`/api/discente/${theo()}/autorizados`),
      c.post(`/api/discente/${theo()}/autorizados`, pessoa()),
      c.get(`/api/discente/${theo()}/autorizados/historico`),
      c.put(`/api/autorizados/${UNKNOWN}`, pessoa()),
      c.delete(`/api/autorizados/${UNKNOWN}`),
      putFoto(c, UNKNOWN, { data: await pngImage(), name: 'f.png', type: 'image/png' }),
      c.post(`/api/discente/${theo()}/restricoes`, { nome: 'X', cpf: nextCpf(), motivo: 'Ordem judicial' }),
      c.delete(`/api/restricoes/${UNKNOWN}`),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(401));
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/discente/{idDisc}/autorizados', () => {
  it("a guardian sees the child's guardians and authorised people, never a restrictions key", async () => {
    const res = await (await as('carlos@lunna.demo')).get(`/api/discente/${theo()}/autorizados`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hoje).toBe('2026-11-25');
    expect(
      body.responsaveis.map((r: { nome: string; parentesco: string }) => [r.nome, r.parentesco]),
    ).toEqual([
      ['Carlos Lima', 'Pai'],
      ['Patrícia Alves', 'Mãe'],
    ]);
    expect(body.responsaveis[0].foto).toBeTruthy();
    expect(body).not.toHaveProperty('restricoes');
    expect(body.responsaveis[0]).not.toHaveProperty('impedido');
  });

  it('the educator of the class and the director see it with the restrictions; others are refused', async () => {
    for (const email of ['ana.professora@lunna.demo', 'diretora@lunna.demo']) {
      const res = await (await as(email)).get(`/api/discente/${theo()}/autorizados`);
      expect(res.statusCode).toBe(200);
      expect(res.json().restricoes).toEqual(expect.any(Array));
    }
    for (const email of [
      'mariana@lunna.demo',
      'bruno.professor@lunna.demo',
      outsideDirector.email,
      outsideEducator.email,
    ]) {
      const res = await (await as(email)).get(`/api/discente/${theo()}/autorizados`);
      expect(res.statusCode, email).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Acesso não permitido' });
    }
  });

  it('404 for an unknown child, 400 for a malformed id', async () => {
    const carlos = await as('carlos@lunna.demo');
    expect((await carlos.get(`/api/discente/${UNKNOWN}/autorizados`)).statusCode).toBe(404);
    expect((await carlos.get('/api/discente/abc/autorizados')).statusCode).toBe(400);
  });
});

describe('POST /api/discente/{idDisc}/autorizados', () => {
  it('a guardian adds the grandmother for Friday only: history, notifications to the other guardian and the educator, e-mail', async () => {
    const carlos = await as('carlos@lunna.demo');
    const mailBefore = t.mail.length;
    const res = await carlos.post(`/api/discente/${theo()}/autorizados`, pessoa({ cpf: '529.982.247-25' }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      nome: 'Rosa Alves',
      rg: '12.345.678-9',
      cpf: '52998224725',
      parentesco: 'Avó',
      telefone: '11987654321',
      foto: null,
      temporario: true,
      dataInicio: SEXTA,
      dataFim: SEXTA,
      ativoHoje: false,
      encerrado: false,
      criadoPor: { nome: 'Carlos Lima' },
    });
    expect(created).not.toHaveProperty('impedido');

    const [history] = await t.database.db
      .select()
      .from(historicoAlteracao)
      .where(eq(historicoAlteracao.entidadeId, created.idAutorizado));
    expect(history).toMatchObject({
      entidade: 'autorizado_busca',
      acao: 'criado',
      usuarioId: await usuarioId('carlos@lunna.demo'),
      discenteId: theo(),
      antes: null,
    });
    expect(history!.depois).toMatchObject({
      nome: 'Rosa Alves',
      cpf: '52998224725',
      dataInicio: SEXTA,
      dataFim: SEXTA,
      temporario: true,
      foto: null,
    });

    const notes = await notesAbout(created.idAutorizado);
    const recipients = notes.map((n) => n.usuarioId).sort();
    expect(recipients).toEqual(
      [await usuarioId('patricia@lunna.demo'), await usuarioId('ana.professora@lunna.demo')].sort(),
    );
    expect(
      notes.every(
        (n) =>
          n.tipo === 'autorizado_busca' &&
          n.prioridade === 'Atenção' &&
          n.link === `/quem-busca?idDisc=${theo()}`,
      ),
    ).toBe(true);
    expect(notes[0]!.texto).toBe(
      'Carlos Lima autorizou Rosa Alves (Avó) a buscar Theo na sexta-feira, 27/11.',
    );
    // Atenção e-mails are on by default: Patrícia and Ana get one, Carlos (who acted) does not.
    const mails = t.mail.slice(mailBefore);
    expect(mails.map((m) => m.to).sort()).toEqual(['ana.professora@lunna.demo', 'patricia@lunna.demo']);
    expect(mails[0]!.text).toContain('/quem-busca?idDisc=');

    // The other guardian sees her too; on Friday she is active, and peopleForDay lets her take Theo.
    const list = (await (await as('patricia@lunna.demo')).get(`/api/discente/${theo()}/autorizados`)).json();
    expect(list.autorizados.map((a: { idAutorizado: string }) => a.idAutorizado)).toContain(
      created.idAutorizado,
    );
    expect((await peopleForDay(t.database.db, theo(), '2026-11-26')).map((p) => p.id)).not.toContain(
      created.idAutorizado,
    );
    expect((await peopleForDay(t.database.db, theo(), SEXTA)).map((p) => p.id)).toContain(
      created.idAutorizado,
    );
    t.clock.set(new Date(`${SEXTA}T08:00:00-03:00`));
    const friday = (await carlos.get(`/api/discente/${theo()}/autorizados`)).json();
    expect(friday.hoje).toBe(SEXTA);
    expect(
      friday.autorizados.find((a: { idAutorizado: string }) => a.idAutorizado === created.idAutorizado)
        .ativoHoje,
    ).toBe(true);
  });

  it('a permanent person and a date range are accepted; ativoHoje follows the school date', async () => {
    const patricia = await as('patricia@lunna.demo');
    const perm = await addFor(patricia, theo(), permanente({ nome: 'Márcia Alves', parentesco: 'Tia' }));
    expect(perm).toMatchObject({ temporario: false, dataInicio: null, dataFim: null, ativoHoje: true });
    const range = await addFor(
      patricia,
      theo(),
      pessoa({ nome: 'José Lima', parentesco: 'Avô', dataInicio: '2026-11-23', dataFim: '2026-11-27' }),
    );
    expect(range).toMatchObject({ temporario: true, ativoHoje: true, encerrado: false });
  });

  it('bad input is a clear 400 and writes nothing', async () => {
    const carlos = await as('carlos@lunna.demo');
    const before = await counts();
    const post = (body: unknown) => carlos.post(`/api/discente/${theo()}/autorizados`, body);
    const wrongDigits = await post(pessoa({ cpf: '529.982.247-26' }));
    expect(wrongDigits.statusCode).toBe(400);
    expect(wrongDigits.json().fields.cpf).toBe('CPF invalido');
    const backwards = await post(pessoa({ dataInicio: '2026-11-27', dataFim: '2026-11-26' }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields.dataFim).toBe('A data final deve ser igual ou posterior à inicial');
    const past = await post(pessoa({ dataInicio: '2026-11-20', dataFim: '2026-11-24' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.dataFim).toBe('A data final já passou: escolha hoje ou uma data futura');
    const missing = await post({ temporario: false, dataInicio: null, dataFim: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      nome: 'O nome é obrigatorio',
      rg: 'O RG é obrigatorio',
      cpf: 'O CPF é obrigatorio',
      telefone: 'O telefone é obrigatorio',
    });
    expect((await post(pessoa({ parentesco: ' ' }))).json().fields.parentesco).toBe(
      'O parentesco é obrigatorio',
    );
    expect((await post(pessoa({ dataInicio: null }))).json().fields.dataInicio).toBe('A data está invalida');
    expect((await post(pessoa({ dataFim: '2026-02-30' }))).statusCode).toBe(400);
    expect((await post(pessoa({ telefone: '123' }))).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('the same CPF twice on overlapping days is 409; on other days it is fine', async () => {
    const carlos = await as('carlos@lunna.demo');
    const cpf = nextCpf();
    await addFor(
      carlos,
      theo(),
      pessoa({ nome: 'Lia Souza', cpf, dataInicio: '2026-11-26', dataFim: '2026-11-27' }),
    );
    const before = await counts();
    for (const body of [
      pessoa({ cpf, dataInicio: SEXTA, dataFim: SEXTA }),
      permanente({ cpf }),
      pessoa({ cpf: onlyDigits(cpf), dataInicio: '2026-11-25', dataFim: '2026-11-30' }),
    ]) {
      const res = await carlos.post(`/api/discente/${theo()}/autorizados`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Esta pessoa já pode buscar a criança nessas datas');
    }
    expect(await counts()).toEqual(before);
    await addFor(
      carlos,
      theo(),
      pessoa({ nome: 'Lia Souza', cpf, dataInicio: '2026-12-01', dataFim: '2026-12-01' }),
    );
    // Another child of the same family may have the same person.
    await addFor(carlos, ids.get('davi')!, permanente({ nome: 'Lia Souza', cpf }));
  });

  it('only a guardian of the child may add: other families, staff and other schools get 403, an unknown child 404; nothing written', async () => {
    const before = await counts();
    for (const email of [
      'mariana@lunna.demo',
      'ana.professora@lunna.demo',
      'bruno.professor@lunna.demo',
      'diretora@lunna.demo',
      outsideDirector.email,
      outsideEducator.email,
    ]) {
      const res = await (await as(email)).post(`/api/discente/${theo()}/autorizados`, pessoa());
      expect(res.statusCode, email).toBe(403);
    }
    expect(
      (await (await as('carlos@lunna.demo')).post(`/api/discente/${UNKNOWN}/autorizados`, pessoa()))
        .statusCode,
    ).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('PUT and DELETE /api/autorizados/{idAutorizado}', () => {
  it('any guardian of the child edits; the history keeps before and after; the others are told', async () => {
    const carlos = await as('carlos@lunna.demo');
    const patricia = await as('patricia@lunna.demo');
    const created = await addFor(carlos, theo(), pessoa({ nome: 'Vera Lima', parentesco: 'Madrinha' }));
    const res = await patricia.put(
      `/api/autorizados/${created.idAutorizado}`,
      pessoa({
        nome: 'Vera Lima',
        parentesco: 'Madrinha',
        cpf: created.cpf,
        telefone: '11 3333-4444',
        dataInicio: '2026-11-26',
        dataFim: SEXTA,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      telefone: '1133334444',
      dataInicio: '2026-11-26',
      dataFim: SEXTA,
      criadoPor: { nome: 'Carlos Lima' },
    });
    const rows = await t.database.db
      .select()
      .from(historicoAlteracao)
      .where(
        and(eq(historicoAlteracao.entidadeId, created.idAutorizado), eq(historicoAlteracao.acao, 'alterado')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.antes).toMatchObject({ telefone: '11987654321', dataInicio: SEXTA });
    expect(rows[0]!.depois).toMatchObject({ telefone: '1133334444', dataInicio: '2026-11-26' });
    expect(rows[0]!.usuarioId).toBe(await usuarioId('patricia@lunna.demo'));
    const notes = (await notesAbout(created.idAutorizado)).filter((n) => n.texto.includes('alterou'));
    expect(notes.map((n) => n.usuarioId).sort()).toEqual(
      [await usuarioId('carlos@lunna.demo'), await usuarioId('ana.professora@lunna.demo')].sort(),
    );

    // Saving the same data again changes nothing and tells nobody.
    const before = await counts();
    expect(
      (
        await patricia.put(
          `/api/autorizados/${created.idAutorizado}`,
          pessoa({
            nome: 'Vera Lima',
            parentesco: 'Madrinha',
            cpf: created.cpf,
            telefone: '1133334444',
            dataInicio: '2026-11-26',
            dataFim: SEXTA,
          }),
        )
      ).statusCode,
    ).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it('edits: 403 for other families, staff and other schools, 404 unknown, 400 bad input, 409 overlap; nothing written', async () => {
    const carlos = await as('carlos@lunna.demo');
    const created = await addFor(carlos, theo(), permanente({ nome: 'Caio Lima', parentesco: 'Tio' }));
    const other = await addFor(carlos, theo(), permanente({ nome: 'Rui Lima', parentesco: 'Tio' }));
    const before = await counts();
    const url = `/api/autorizados/${created.idAutorizado}`;
    for (const email of [
      'mariana@lunna.demo',
      'ana.professora@lunna.demo',
      'diretora@lunna.demo',
      outsideDirector.email,
    ]) {
      expect((await (await as(email)).put(url, permanente({ cpf: created.cpf }))).statusCode, email).toBe(
        403,
      );
      expect((await (await as(email)).delete(url)).statusCode, email).toBe(403);
    }
    expect((await carlos.put(`/api/autorizados/${UNKNOWN}`, permanente())).statusCode).toBe(404);
    expect((await carlos.delete(`/api/autorizados/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await carlos.put(url, permanente({ cpf: '111.111.111-11' }))).json().fields.cpf).toBe(
      'CPF invalido',
    );
    expect(
      (await carlos.put(url, pessoa({ cpf: created.cpf, dataInicio: SEXTA, dataFim: '2026-11-20' }))).json()
        .fields.dataFim,
    ).toBe('A data final deve ser igual ou posterior à inicial');
    expect(
      (
        await carlos.put(url, pessoa({ cpf: created.cpf, dataInicio: '2026-11-02', dataFim: '2026-11-03' }))
      ).json().fields.dataFim,
    ).toBe('A data final já passou: escolha hoje ou uma data futura');
    expect((await carlos.put(url, permanente({ cpf: other.cpf }))).statusCode).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('a guardian removes someone: kept with removidoEm/removidoPor, off the list and off peopleForDay, history and notifications', async () => {
    const carlos = await as('carlos@lunna.demo');
    const patricia = await as('patricia@lunna.demo');
    const created = await addFor(carlos, theo(), permanente({ nome: 'Nina Alves', parentesco: 'Vizinha' }));
    expect((await peopleForDay(t.database.db, theo(), '2026-11-25')).map((p) => p.id)).toContain(
      created.idAutorizado,
    );
    const res = await patricia.delete(`/api/autorizados/${created.idAutorizado}`);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(autorizadoBusca)
      .where(eq(autorizadoBusca.id, created.idAutorizado));
    expect(row!.removidoEm).toBeInstanceOf(Date);
    expect(row!.removidoPor).toBe(await usuarioId('patricia@lunna.demo'));
    const list = (await carlos.get(`/api/discente/${theo()}/autorizados`)).json();
    expect(list.autorizados.map((a: { idAutorizado: string }) => a.idAutorizado)).not.toContain(
      created.idAutorizado,
    );
    expect((await peopleForDay(t.database.db, theo(), '2026-11-25')).map((p) => p.id)).not.toContain(
      created.idAutorizado,
    );
    const [history] = await t.database.db
      .select()
      .from(historicoAlteracao)
      .where(
        and(eq(historicoAlteracao.entidadeId, created.idAutorizado), eq(historicoAlteracao.acao, 'removido')),
      );
    expect(history).toMatchObject({ depois: null, antes: expect.objectContaining({ nome: 'Nina Alves' }) });
    const notes = (await notesAbout(created.idAutorizado)).filter((n) => n.texto.includes('removeu'));
    expect(notes.map((n) => n.usuarioId).sort()).toEqual(
      [await usuarioId('carlos@lunna.demo'), await usuarioId('ana.professora@lunna.demo')].sort(),
    );
    // Removed is gone: a second removal or an edit is 404.
    expect((await carlos.delete(`/api/autorizados/${created.idAutorizado}`)).statusCode).toBe(404);
    expect((await carlos.put(`/api/autorizados/${created.idAutorizado}`, permanente())).statusCode).toBe(404);
  });

  it('an ended temporary authorisation stays listed as encerrado for a while, and can be given a new date', async () => {
    const carlos = await as('carlos@lunna.demo');
    const created = await addFor(
      carlos,
      theo(),
      pessoa({ nome: 'Bia Lima', parentesco: 'Prima', dataInicio: '2026-11-25', dataFim: '2026-11-25' }),
    );
    t.clock.set(new Date('2026-11-30T09:00:00-03:00'));
    const later = (await carlos.get(`/api/discente/${theo()}/autorizados`)).json();
    expect(
      later.autorizados.find((a: { idAutorizado: string }) => a.idAutorizado === created.idAutorizado),
    ).toMatchObject({ encerrado: true, ativoHoje: false });
    const res = await carlos.put(
      `/api/autorizados/${created.idAutorizado}`,
      pessoa({
        nome: 'Bia Lima',
        parentesco: 'Prima',
        cpf: created.cpf,
        dataInicio: '2026-12-04',
        dataFim: '2026-12-04',
      }),
    );
    expect(res.json()).toMatchObject({ encerrado: false, dataInicio: '2026-12-04' });
    t.clock.set(new Date('2027-01-20T09:00:00-03:00'));
    // Weeks later, past a guardian session's 30 days: signed in again.
    const muchLater = (
      await (await as('carlos@lunna.demo')).get(`/api/discente/${theo()}/autorizados`)
    ).json();
    expect(muchLater.autorizados.map((a: { idAutorizado: string }) => a.idAutorizado)).not.toContain(
      created.idAutorizado,
    );
  });
});

describe('PUT /api/autorizados/{idAutorizado}/foto', () => {
  it('stores the photo re-encoded without metadata, served only to whoever may read the child', async () => {
    const carlos = await as('carlos@lunna.demo');
    const created = await addFor(carlos, theo(), permanente({ nome: 'Olga Lima', parentesco: 'Avó' }));
    const notesBefore = (await notesAbout(created.idAutorizado)).length;
    const res = await putFoto(carlos, created.idAutorizado, {
      data: await jpegWithMetadata(),
      name: 'olga.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    const foto = res.json().foto as string;
    expect(foto).toMatch(/\.webp$/);
    const stored = (await t.storage.get(foto))!;
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect(stored.toString('latin1')).not.toContain('segredo-do-exif');
    const [file] = await t.database.db.select().from(arquivo).where(eq(arquivo.filename, foto));
    expect(file).toMatchObject({ tipo: 'foto_autorizado', discenteId: theo() });
    const [history] = await t.database.db
      .select()
      .from(historicoAlteracao)
      .where(
        and(eq(historicoAlteracao.entidadeId, created.idAutorizado), eq(historicoAlteracao.acao, 'alterado')),
      );
    expect(history!.depois).toMatchObject({ foto });
    expect(JSON.stringify(history!.depois)).not.toMatch(/RIFF|data:/);
    // The photo sent right after adding her completes that addition: nobody is told twice.
    expect((await notesAbout(created.idAutorizado)).length).toBe(notesBefore);

    for (const email of [
      'carlos@lunna.demo',
      'patricia@lunna.demo',
      'ana.professora@lunna.demo',
      'diretora@lunna.demo',
    ]) {
      const img = await (await as(email)).get(`/api/images?filename=${foto}`);
      expect(img.statusCode, email).toBe(200);
    }
    for (const email of ['mariana@lunna.demo', 'bruno.professor@lunna.demo', outsideDirector.email]) {
      expect((await (await as(email)).get(`/api/images?filename=${foto}`)).statusCode, email).toBe(403);
    }

    // Changing it later is news for the other guardian and the educator.
    t.clock.set(new Date('2026-11-25T16:00:00-03:00'));
    expect(
      (
        await putFoto(await as('patricia@lunna.demo'), created.idAutorizado, {
          data: await pngImage('#54FB83'),
          name: 'nova.png',
          type: 'image/png',
        })
      ).statusCode,
    ).toBe(200);
    const fotoNotes = (await notesAbout(created.idAutorizado)).filter((n) =>
      n.titulo.startsWith('Nova foto'),
    );
    expect(fotoNotes.map((n) => n.usuarioId).sort()).toEqual(
      [await usuarioId('carlos@lunna.demo'), await usuarioId('ana.professora@lunna.demo')].sort(),
    );
  });

  it('refuses a non-image, an oversize file, a missing file and other people; nothing written', async () => {
    const carlos = await as('carlos@lunna.demo');
    const created = await addFor(carlos, theo(), permanente({ nome: 'Dora Lima', parentesco: 'Avó' }));
    const before = await counts();
    const notImage = await putFoto(carlos, created.idAutorizado, {
      data: Buffer.from('%PDF-1.4 not an image'),
      name: 'foto.png',
      type: 'image/png',
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().fields.foto).toBe('File type must be image/png, image/jpeg');
    const big = Buffer.concat([await pngImage(), Buffer.alloc(4 * 1024 * 1024 + 10, 1)]);
    expect(
      (await putFoto(carlos, created.idAutorizado, { data: big, name: 'big.png', type: 'image/png' }))
        .statusCode,
    ).toBe(413);
    const missing = await putFoto(carlos, created.idAutorizado);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.foto).toBe('A imagem é obrigatoria');
    const png = { data: await pngImage(), name: 'f.png', type: 'image/png' };
    for (const email of ['mariana@lunna.demo', 'ana.professora@lunna.demo', outsideDirector.email]) {
      expect((await putFoto(await as(email), created.idAutorizado, png)).statusCode, email).toBe(403);
    }
    expect((await putFoto(carlos, UNKNOWN, png)).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
    const [row] = await t.database.db
      .select()
      .from(autorizadoBusca)
      .where(eq(autorizadoBusca.id, created.idAutorizado));
    expect(row!.foto).toBeNull();
  });
});

describe('GET /api/discente/{idDisc}/autorizados/historico', () => {
  it('newest first, with who and what; for guardians and the staff who may read the child', async () => {
    const alice = ids.get('alice')!;
    const patricia = await as('patricia@lunna.demo');
    const created = await addFor(patricia, alice, pessoa({ nome: 'Lúcia Moreira', parentesco: 'Avó' }));
    t.clock.set(new Date('2026-11-25T11:00:00-03:00'));
    await patricia.put(
      `/api/autorizados/${created.idAutorizado}`,
      pessoa({
        nome: 'Lúcia Moreira',
        parentesco: 'Avó',
        cpf: created.cpf,
        dataInicio: '2026-11-26',
        dataFim: SEXTA,
      }),
    );
    t.clock.set(new Date('2026-11-25T12:00:00-03:00'));
    await patricia.delete(`/api/autorizados/${created.idAutorizado}`);

    const res = await patricia.get(`/api/discente/${alice}/autorizados/historico`);
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items.map((i: { acao: string }) => i.acao)).toEqual(['removido', 'alterado', 'criado']);
    expect(items[1]).toMatchObject({
      entidade: 'autorizado_busca',
      autor: { nome: 'Patrícia Alves' },
      nome: 'Lúcia Moreira',
      parentesco: 'Avó',
      temporario: true,
      dataInicio: '2026-11-26',
      dataFim: SEXTA,
      campos: ['datas'],
    });
    expect(items[2]).toMatchObject({ dataInicio: SEXTA, campos: [] });
    expect(new Date(items[0].criadoEm).getTime()).toBeGreaterThan(new Date(items[1].criadoEm).getTime());

    // Alice is in Bruno's class: he and the director may read it; Ana, other families and other schools may not.
    for (const email of ['bruno.professor@lunna.demo', 'diretora@lunna.demo'])
      expect((await (await as(email)).get(`/api/discente/${alice}/autorizados/historico`)).statusCode).toBe(
        200,
      );
    for (const email of [
      'ana.professora@lunna.demo',
      'mariana@lunna.demo',
      'carlos@lunna.demo',
      outsideDirector.email,
      outsideEducator.email,
    ]) {
      expect(
        (await (await as(email)).get(`/api/discente/${alice}/autorizados/historico`)).statusCode,
        email,
      ).toBe(403);
    }
    expect((await patricia.get(`/api/discente/${UNKNOWN}/autorizados/historico`)).statusCode).toBe(404);
  });
});

describe('custody restrictions', () => {
  const restricao = (overrides: Record<string, unknown> = {}) => ({
    nome: 'Jorge Pinto',
    cpf: nextCpf(),
    motivo: 'Medida protetiva, processo 0001234-56.2026',
    ...overrides,
  });

  it('only the director of the school records one; educators are told (Importante), guardians are not; nothing written otherwise', async () => {
    const before = await counts();
    for (const email of [
      'carlos@lunna.demo',
      'patricia@lunna.demo',
      'ana.professora@lunna.demo',
      outsideDirector.email,
      outsideEducator.email,
    ]) {
      const res = await (await as(email)).post(`/api/discente/${theo()}/restricoes`, restricao());
      expect(res.statusCode, email).toBe(403);
    }
    const helena = await as('diretora@lunna.demo');
    expect((await helena.post(`/api/discente/${UNKNOWN}/restricoes`, restricao())).statusCode).toBe(404);
    expect(
      (await helena.post(`/api/discente/${theo()}/restricoes`, restricao({ cpf: '123.456.789-00' }))).json()
        .fields.cpf,
    ).toBe('CPF invalido');
    expect(
      (await helena.post(`/api/discente/${theo()}/restricoes`, restricao({ motivo: '' }))).json().fields
        .motivo,
    ).toBe('Informe o motivo');
    expect((await helena.post(`/api/discente/${theo()}/restricoes`, { cpf: nextCpf() })).statusCode).toBe(
      400,
    );
    expect(await counts()).toEqual(before);

    const mailBefore = t.mail.length;
    const res = await helena.post(`/api/discente/${theo()}/restricoes`, restricao({ cpf: '390.533.447-05' }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      nome: 'Jorge Pinto',
      cpf: '39053344705',
      motivo: 'Medida protetiva, processo 0001234-56.2026',
      criadoPor: { nome: 'Helena Martins' },
    });
    const notes = await notesAbout(created.idRestricao);
    expect(notes.map((n) => n.usuarioId)).toEqual([await usuarioId('ana.professora@lunna.demo')]);
    expect(notes[0]).toMatchObject({
      prioridade: 'Importante',
      tipo: 'autorizado_busca',
      link: `/quem-busca?idDisc=${theo()}`,
    });
    expect(notes[0]!.texto).not.toContain('processo');
    expect(t.mail.slice(mailBefore).map((m) => m.to)).toEqual(['ana.professora@lunna.demo']);
    const dup = await helena.post(`/api/discente/${theo()}/restricoes`, restricao({ cpf: '39053344705' }));
    expect(dup.statusCode).toBe(409);

    const staffView = (
      await (await as('ana.professora@lunna.demo')).get(`/api/discente/${theo()}/autorizados`)
    ).json();
    expect(staffView.restricoes.map((r: { idRestricao: string }) => r.idRestricao)).toContain(
      created.idRestricao,
    );
  });

  it('a guardian sees only that the school suspended someone: never the restriction, its reason or history, not on the bell nor when adding that very person', async () => {
    const helena = await as('diretora@lunna.demo');
    const carlos = await as('carlos@lunna.demo');
    const cpf = nextCpf();
    const notesBefore = (await (await carlos.get('/api/notificacao')).json()).itens.length;
    await helena.post(`/api/discente/${theo()}/restricoes`, restricao({ nome: 'Pessoa Secreta', cpf }));
    // Adding the barred person is accepted as for anybody (refusing would say why); the entry shows as suspended.
    const added = await addFor(
      carlos,
      theo(),
      permanente({ nome: 'Pessoa Secreta', parentesco: 'Amigo', cpf }),
    );
    const list = await carlos.get(`/api/discente/${theo()}/autorizados`);
    expect(
      list.json().autorizados.find((a: { idAutorizado: string }) => a.idAutorizado === added.idAutorizado),
    ).toMatchObject({ suspenso: true, ativoHoje: false });
    expect(list.json()).not.toHaveProperty('restricoes');
    expect(list.body).not.toContain('impedido');
    expect(list.body).not.toContain('Medida protetiva');
    const history = await carlos.get(`/api/discente/${theo()}/autorizados/historico`);
    expect(history.body).not.toContain('restricao_custodia');
    expect(history.body).not.toContain('Jorge Pinto');
    const bell = (await carlos.get('/api/notificacao')).json();
    expect(bell.itens.length).toBe(notesBefore);
    expect(JSON.stringify(bell)).not.toContain('Secreta');
    expect((await peopleForDay(t.database.db, theo(), '2026-11-25')).map((p) => p.id)).not.toContain(
      added.idAutorizado,
    );
    // Staff see the same person flagged, and the restriction in the history.
    const staff = (await helena.get(`/api/discente/${theo()}/autorizados`)).json();
    expect(
      staff.autorizados.find((a: { idAutorizado: string }) => a.idAutorizado === added.idAutorizado).impedido,
    ).toBe(true);
    expect((await helena.get(`/api/discente/${theo()}/autorizados/historico`)).body).toContain(
      'restricao_custodia',
    );
  });

  it("a restriction on a guardian's or an authorised person's CPF takes them (and whom a barred guardian authorised) out of peopleForDay until the director revokes it", async () => {
    const helena = await as('diretora@lunna.demo');
    const davi = ids.get('davi')!;
    const carlos = await as('carlos@lunna.demo');
    const tia = await addFor(carlos, davi, permanente({ nome: 'Tânia Santos', parentesco: 'Tia' }));
    const carlosCpf = demoGuardians.find((g) => g.email === 'carlos@lunna.demo')!.cpfResp;
    const carlosResp = (await peopleForDay(t.database.db, davi, '2026-11-25')).find(
      (p) => p.tipo === 'responsavel',
    )!;
    expect((await peopleForDay(t.database.db, davi, '2026-11-25')).map((p) => p.id)).toEqual(
      expect.arrayContaining([tia.idAutorizado, carlosResp.id]),
    );

    const onTia = (
      await helena.post(`/api/discente/${davi}/restricoes`, restricao({ nome: 'Tânia Santos', cpf: tia.cpf }))
    ).json();
    const onCarlos = (
      await helena.post(
        `/api/discente/${davi}/restricoes`,
        restricao({ nome: 'Carlos Lima', cpf: carlosCpf }),
      )
    ).json();
    const ids1 = (await peopleForDay(t.database.db, davi, '2026-11-25')).map((p) => p.id);
    expect(ids1).not.toContain(tia.idAutorizado);
    expect(ids1).not.toContain(carlosResp.id);
    const staff = (await helena.get(`/api/discente/${davi}/autorizados`)).json();
    expect(staff.responsaveis.find((r: { nome: string }) => r.nome === 'Carlos Lima').impedido).toBe(true);

    // Revoking: the director of the school only; then they may pick Davi up again.
    const before = await counts();
    for (const email of ['ana.professora@lunna.demo', 'carlos@lunna.demo', outsideDirector.email]) {
      expect((await (await as(email)).delete(`/api/restricoes/${onTia.idRestricao}`)).statusCode, email).toBe(
        403,
      );
    }
    expect((await helena.delete(`/api/restricoes/${UNKNOWN}`)).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
    expect((await helena.delete(`/api/restricoes/${onTia.idRestricao}`)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(restricaoCustodia)
      .where(eq(restricaoCustodia.id, onTia.idRestricao));
    expect(row!.revogadaEm).toBeInstanceOf(Date);
    expect(row!.revogadaPor).toBe(await usuarioId('diretora@lunna.demo'));
    expect((await helena.delete(`/api/restricoes/${onTia.idRestricao}`)).statusCode).toBe(404);
    // Carlos, who authorised her, is still barred: what he arranged does not count either.
    expect((await peopleForDay(t.database.db, davi, '2026-11-25')).map((p) => p.id)).not.toContain(
      tia.idAutorizado,
    );
    const revokeNotes = (await notesAbout(onTia.idRestricao)).filter((n) =>
      n.titulo.startsWith('Restrição revogada'),
    );
    expect(revokeNotes.map((n) => n.usuarioId)).toEqual([await usuarioId('ana.professora@lunna.demo')]);
    const listed = (await helena.get(`/api/discente/${davi}/autorizados`))
      .json()
      .restricoes.map((r: { idRestricao: string }) => r.idRestricao);
    expect(listed).toEqual([onCarlos.idRestricao]);
    expect((await helena.delete(`/api/restricoes/${onCarlos.idRestricao}`)).statusCode).toBe(200);
    expect((await peopleForDay(t.database.db, davi, '2026-11-25')).map((p) => p.id)).toEqual(
      expect.arrayContaining([tia.idAutorizado, carlosResp.id]),
    );
    expect(cpfFromBase('276519034')).toBe(carlosCpf);
  });
});
