import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg, type DiscenteEdicao, type DiscenteRead, type HistoricoPerfilItem } from '@lunna/contract';
import { auditLog, discente, fichaMed, historicoAlteracao, notificacao, usuario } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { discenteRepository } from '../discente/discente.repository';

let t: TestApp;
const ids = new Map<string, string>();
let outsideDirector: Awaited<ReturnType<typeof otherSchoolStaff>>;
let outsideEducator: Awaited<ReturnType<typeof otherSchoolStaff>>;

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

const as = (email: string) => TestClient.signedIn(t.app, email);
const child = (key: string) => ids.get(key)!;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const usuarioId = async (email: string) =>
  (await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;
const read = async (idDisc: string) => (await discenteRepository.readMany(t.database.db, [idDisc]))[0]!;
const versao = async (idDisc: string) =>
  (
    await t.database.db.select({ v: fichaMed.versao }).from(fichaMed).where(eq(fichaMed.discenteId, idDisc))
  )[0]?.v;
const historyOf = (idDisc: string) =>
  t.database.db.select().from(historicoAlteracao).where(eq(historicoAlteracao.discenteId, idDisc));
const notesAbout = (idDisc: string) =>
  t.database.db
    .select()
    .from(notificacao)
    .where(and(eq(notificacao.refId, idDisc), eq(notificacao.tipo, 'perfil')));
const edits = async (idDisc: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.discenteId, idDisc), eq(auditLog.acao, 'alterar_perfil')))
  ).length;

/** Everything an edit could write about a child, to prove a refused request wrote nothing. */
const state = async (idDisc: string) => ({
  record: await read(idDisc),
  versao: await versao(idDisc),
  history: (await historyOf(idDisc)).length,
  notes: (await notesAbout(idDisc)).length,
  edits: await edits(idDisc),
});

/** The PUT body that leaves the record as it is. */
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

const put = (client: TestClient, idDisc: string, body: unknown) =>
  client.put(`/api/discente/${idDisc}`, body);

describe('anonymous', () => {
  it('401 on both routes, nothing written', async () => {
    const before = await state(child('lucas'));
    const c = new TestClient(t.app);
    await c.get('/api/health');
    expect((await put(c, child('lucas'), bodyOf(before.record))).statusCode).toBe(401);
    expect((await c.get(`/api/discente/${child('lucas')}/historico`)).statusCode).toBe(401);
    expect(await state(child('lucas'))).toEqual(before);
  });
});

describe('PUT /api/discente/{idDisc}', () => {
  it('a guardian adds an allergy: a new version, history with only the changed fields, the educator and the OTHER guardian notified', async () => {
    const theo = child('theo');
    const carlos = await as('carlos@lunna.demo');
    const before = await read(theo);
    const v0 = await versao(theo);
    const mailBefore = t.mail.length;
    const body = bodyOf(before);
    body.fichaMed.comidasAlergicas = 'Camarão';

    const res = await put(carlos, theo, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().fichaMed.comidasAlergicas).toBe('Camarão');
    expect((await read(theo)).fichaMed!.comidasAlergicas).toBe('Camarão');
    expect(await versao(theo)).toBe(v0! + 1);

    const history = await historyOf(theo);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      entidade: 'ficha_med',
      acao: 'alterado',
      usuarioId: await usuarioId('carlos@lunna.demo'),
      antes: { comidasAlergicas: null },
      depois: { comidasAlergicas: 'Camarão' },
    });
    expect(await edits(theo)).toBe(1);

    const notes = await notesAbout(theo);
    const byUser = new Map(notes.map((n) => [n.usuarioId, n]));
    expect(notes).toHaveLength(2);
    expect(byUser.get(await usuarioId('ana.professora@lunna.demo'))).toMatchObject({
      prioridade: 'Atenção',
      link: `/crianca/${theo}`,
    });
    expect(byUser.get(await usuarioId('patricia@lunna.demo'))).toMatchObject({
      prioridade: 'Atenção',
      link: `/perfil/${theo}`,
    });
    expect(byUser.has(await usuarioId('carlos@lunna.demo'))).toBe(false);
    expect(notes[0]!.titulo).toBe('Ficha de Theo atualizada');
    expect(notes[0]!.texto).toContain('Alergias: nenhum → Camarão');

    // E-mail (Atenção is on by default) names what changed, without the health data itself.
    const mails = t.mail.slice(mailBefore);
    expect(mails.map((m) => m.to).sort()).toEqual(['ana.professora@lunna.demo', 'patricia@lunna.demo']);
    expect(mails[0]!.text).toContain('Alergias');
    expect(mails[0]!.text).not.toContain('Camarão');
  });

  it('a change of height only is versioned but notifies nobody', async () => {
    const davi = child('davi');
    const carlos = await as('carlos@lunna.demo');
    const before = await read(davi);
    const body = bodyOf(before);
    body.alturaDisc = 90.5;
    expect((await put(carlos, davi, body)).statusCode).toBe(200);
    const history = await historyOf(davi);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      entidade: 'discente',
      acao: 'alterado',
      antes: { alturaDisc: 88 },
      depois: { alturaDisc: 90.5 },
    });
    expect(await notesAbout(davi)).toHaveLength(0);
    // Put it back: a second change, a second history row.
    expect((await put(carlos, davi, bodyOf(before))).statusCode).toBe(200);
    expect(await historyOf(davi)).toHaveLength(2);
    expect((await read(davi)).alturaDisc).toBe(88);
  });

  it('contacts: one updated, one added, one removed; a medication with dose and hours between doses', async () => {
    const lucas = child('lucas');
    const mariana = await as('mariana@lunna.demo');
    const before = await read(lucas);
    expect(before.contato.map((c) => c.nome).sort()).toEqual(['Pedro Pereira', 'Rosa Souza']);
    const body = bodyOf(before);
    const rosa = body.contato.find((c) => c.nome === 'Rosa Souza')!;
    body.contato = [
      { ...rosa, numeroCelular: '11987650099' },
      { nome: 'Joana Lima', parentesco: 'Tia', numeroTelefone: '11930001111', numeroCelular: '11990001111' },
    ];
    body.fichaMed = { ...body.fichaMed, remedios: 'Antialérgico', qtdMed: 5, qtdHoraMed: 8 };

    const res = await put(mariana, lucas, body);
    expect(res.statusCode).toBe(200);
    const after = await read(lucas);
    expect(after.contato.map((c) => [c.nome, c.numeroCelular])).toEqual([
      ['Rosa Souza', '11987650099'],
      ['Joana Lima', '11990001111'],
    ]);
    expect(after.contato[0]!.idContato).toBe(rosa.idContato);
    expect(after.fichaMed).toMatchObject({ remedios: 'Antialérgico', qtdMed: 5, qtdHoraMed: 8 });

    const history = await historyOf(lucas);
    const contatos = history.filter((h) => h.entidade === 'contato_emergencia');
    expect(contatos.map((h) => h.acao).sort()).toEqual(['alterado', 'criado', 'removido']);
    expect(contatos.find((h) => h.acao === 'alterado')).toMatchObject({
      antes: { numeroCelular: '11987650011' },
      depois: { numeroCelular: '11987650099' },
    });
    expect(contatos.find((h) => h.acao === 'removido')).toMatchObject({
      antes: { nome: 'Pedro Pereira', parentesco: 'Pai' },
      depois: null,
    });
    expect(contatos.find((h) => h.acao === 'criado')).toMatchObject({
      antes: null,
      depois: { nome: 'Joana Lima' },
    });
    expect(history.find((h) => h.entidade === 'ficha_med')).toMatchObject({
      antes: { remedios: null, qtdMed: null, qtdHoraMed: null },
      depois: { remedios: 'Antialérgico', qtdMed: 5, qtdHoraMed: 8 },
    });

    // Lucas has one guardian (the editor): only the class educator is told.
    const notes = await notesAbout(lucas);
    expect(notes.map((n) => n.usuarioId)).toEqual([await usuarioId('ana.professora@lunna.demo')]);
    expect(notes[0]!.texto).toContain('Medicamentos: nenhum → Antialérgico');
    expect(notes[0]!.texto).toContain('Horas entre as doses: nenhum → 8');
    expect(notes[0]!.texto).toContain('Pedro Pereira (Pai) removido');
    expect(notes[0]!.texto).toContain('Joana Lima (Tia) adicionado');

    // The history endpoint shows it, newest first, with labels and the author.
    const hist = (await mariana.get(`/api/discente/${lucas}/historico`)).json() as HistoricoPerfilItem[];
    expect(hist.length).toBe(4);
    expect(hist[0]!.autor).toEqual({ nome: 'Mariana Souza', papel: 'responsavel' });
    const med = hist.find((h) => h.entidade === 'ficha_med')!;
    expect(med.alteracoes).toContainEqual({
      campo: 'qtdHoraMed',
      rotulo: 'Horas entre as doses',
      antes: null,
      depois: 8,
    });
    expect(hist.find((h) => h.acao === 'removido')!.titulo).toBe('Pedro Pereira');

    // Restore, so later tests see the seed.
    const restore = bodyOf(before);
    restore.contato = [
      rosa,
      {
        nome: 'Pedro Pereira',
        parentesco: 'Pai',
        numeroTelefone: '11934507788',
        numeroCelular: '11976543210',
      },
    ];
    expect((await put(mariana, lucas, restore)).statusCode).toBe(200);
  });

  it('a save without changes writes nothing and notifies nobody', async () => {
    const sofia = child('sofia');
    const mariana = await as('mariana@lunna.demo');
    const before = await state(sofia);
    const mailBefore = t.mail.length;
    const res = await put(mariana, sofia, bodyOf(before.record));
    expect(res.statusCode).toBe(200);
    expect(await state(sofia)).toEqual(before);
    expect(t.mail.length).toBe(mailBefore);
  });

  it('another guardian, the educators, the director and another school cannot edit (403, nothing written)', async () => {
    const lucas = child('lucas');
    const before = await state(lucas);
    const body = bodyOf(before.record);
    body.fichaMed.comidasAlergicas = 'Amendoim, camarão';
    for (const email of [
      'carlos@lunna.demo',
      'patricia@lunna.demo',
      'ana.professora@lunna.demo',
      'bruno.professor@lunna.demo',
      'diretora@lunna.demo',
      outsideDirector.email,
      outsideEducator.email,
    ]) {
      const res = await put(await as(email), lucas, body);
      expect(res.statusCode, email).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: msg.acessoNegado });
    }
    expect(await state(lucas)).toEqual(before);
  });

  it('404 for an unknown child, 400 for a malformed id', async () => {
    const mariana = await as('mariana@lunna.demo');
    const body = bodyOf(await read(child('lucas')));
    expect((await put(mariana, UNKNOWN, body)).statusCode).toBe(404);
    expect((await put(mariana, 'abc', body)).statusCode).toBe(400);
  });

  it('removing the last emergency contact is refused with the message', async () => {
    const theo = child('theo');
    const before = await state(theo);
    const res = await put(await as('carlos@lunna.demo'), theo, { ...bodyOf(before.record), contato: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: msg.contatoMinimo,
      fields: { contato: msg.contatoMinimo },
    });
    expect(await state(theo)).toEqual(before);
  });

  it('more than ten contacts are refused', async () => {
    const theo = child('theo');
    const body = bodyOf(await read(theo));
    const extra = {
      nome: 'X Y',
      parentesco: 'Tio',
      numeroTelefone: '11930001111',
      numeroCelular: '11990001111',
    };
    const res = await put(await as('carlos@lunna.demo'), theo, { ...body, contato: Array(11).fill(extra) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.contato).toBe(msg.contatoMaximo);
  });

  it('bad inputs get the registration messages per field, nothing written', async () => {
    const theo = child('theo');
    const carlos = await as('carlos@lunna.demo');
    const before = await state(theo);
    const good = bodyOf(before.record);
    const bad = {
      ...good,
      nomeDisc: ' ',
      dataNasDisc: '2031-02-30',
      alturaDisc: 500,
      pesoDisc: 0,
      fichaMed: {
        ...good.fichaMed,
        numCartSus: '89800116066000a',
        qtdHoraMed: -1,
        endereco: { ...good.fichaMed.endereco, uf: 'S1', cep: '01239040' },
      },
      contato: [{ ...good.contato[0]!, nome: '', numeroCelular: '1198765abcd' }],
    };
    const res = await put(carlos, theo, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      nomeDisc: msg.nomeObrigatorio,
      dataNasDisc: msg.dataInvalida,
      alturaDisc: msg.alturaInvalida,
      pesoDisc: msg.pesoInvalido,
      'fichaMed.numCartSus': msg.apenasNumeros,
      'fichaMed.qtdHoraMed': msg.valorInvalido,
      'fichaMed.endereco.uf': msg.ufInvalida,
      'fichaMed.endereco.cep': msg.quantidadeInvalida,
      'contato.0.nome': msg.nomeObrigatorio,
      'contato.0.numeroCelular': msg.digiteApenasNumeros,
    });
    const short = await put(carlos, theo, { ...good, fichaMed: { ...good.fichaMed, numCartSus: '12345' } });
    expect(short.json().fields).toEqual({ 'fichaMed.numCartSus': msg.quantidadeInvalida });
    expect(await state(theo)).toEqual(before);
  });

  it("a contact of another child is refused (400), nothing written, the other child's contact untouched", async () => {
    const lucas = child('lucas');
    const before = await state(lucas);
    const sofiaBefore = await read(child('sofia'));
    const davisContact = (await read(child('davi'))).contato[0]!;
    const body = bodyOf(before.record);
    body.contato = [
      ...body.contato,
      {
        idContato: davisContact.idContato,
        nome: 'Tomado',
        parentesco: 'Tio',
        numeroTelefone: '11930001111',
        numeroCelular: '11990001111',
      },
    ];
    const res = await put(await as('mariana@lunna.demo'), lucas, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'contato.2.idContato': msg.contatoDesconhecido });
    expect(await state(lucas)).toEqual(before);
    expect((await read(child('davi'))).contato[0]).toEqual(davisContact);
    expect(await read(child('sofia'))).toEqual(sofiaBefore);

    // The same contact twice is refused too.
    const twice = bodyOf(before.record);
    twice.contato = [twice.contato[0]!, twice.contato[0]!];
    expect((await put(await as('mariana@lunna.demo'), lucas, twice)).statusCode).toBe(400);
    expect(await state(lucas)).toEqual(before);
  });
});

describe('GET /api/discente/{idDisc}/historico', () => {
  it("the child's guardians, its class educator and the director read it; others are refused", async () => {
    const theo = child('theo');
    for (const email of [
      'carlos@lunna.demo',
      'patricia@lunna.demo',
      'ana.professora@lunna.demo',
      'diretora@lunna.demo',
    ]) {
      const res = await (await as(email)).get(`/api/discente/${theo}/historico`);
      expect(res.statusCode, email).toBe(200);
      const items = res.json() as HistoricoPerfilItem[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => ['discente', 'ficha_med', 'contato_emergencia'].includes(i.entidade))).toBe(
        true,
      );
    }
    for (const email of [
      'mariana@lunna.demo',
      'bruno.professor@lunna.demo',
      outsideDirector.email,
      outsideEducator.email,
    ]) {
      const res = await (await as(email)).get(`/api/discente/${theo}/historico`);
      expect(res.statusCode, email).toBe(403);
    }
    expect((await (await as('carlos@lunna.demo')).get(`/api/discente/${UNKNOWN}/historico`)).statusCode).toBe(
      404,
    );
  });

  it('newest first, with labels, old → new', async () => {
    const theo = child('theo');
    const carlos = await as('carlos@lunna.demo');
    const body = bodyOf(await read(theo));
    body.fichaMed.cuidados = 'Usa aparelho auditivo.';
    expect((await put(carlos, theo, body)).statusCode).toBe(200);
    const items = (await carlos.get(`/api/discente/${theo}/historico`)).json() as HistoricoPerfilItem[];
    expect(items[0]).toMatchObject({
      entidade: 'ficha_med',
      acao: 'alterado',
      autor: { nome: 'Carlos Lima', papel: 'responsavel' },
      alteracoes: [
        {
          campo: 'cuidados',
          rotulo: 'Cuidados específicos',
          antes: expect.stringContaining('aparelho auditivo'),
          depois: 'Usa aparelho auditivo.',
        },
      ],
    });
    const times = items.map((i) => i.criadoEm);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
