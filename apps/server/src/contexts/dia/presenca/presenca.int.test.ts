import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  autorizadoBusca,
  discente,
  notificacao,
  presenca,
  restricaoCustodia,
  usuario,
} from '../../../db/schema';
import { demoChildCpf, demoChildren, demoGuardians } from '../../../db/seed/demo-data';
import { nextCpf, otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const ids = new Map<string, string>();
const turmas = new Map<string, string>();
let escolaId: string;
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;
let outsiderDirector: Awaited<ReturnType<typeof otherSchoolStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id, escolaId: discente.escolaId })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    ids.set(child.key, row!.id);
    escolaId = row!.escolaId;
  }
  for (const x of (await (await as('diretora@lunna.demo')).get('/api/turma')).json())
    turmas.set(x.nomeTurma, x.idTurma);
  outsider = await otherSchoolStaff(t.database.db, 'pedagogo');
  outsiderDirector = await otherSchoolStaff(t.database.db, 'gestor');
});
afterAll(() => t.close());
afterEach(() => {
  t.clock.reset();
  open.length = 0;
});

type Pessoa = {
  tipo: 'responsavel' | 'autorizado';
  id: string;
  nome: string;
  parentesco: string | null;
  foto: string | null;
};

/** The clients `as` signed in during this test: their pages stay open while the clock moves through the day. */
const open: TestClient[] = [];
const as = async (email: string) => {
  const client = await TestClient.signedIn(t.app, email);
  open.push(client);
  return client;
};
const girassol = () => turmas.get('Turma Girassol')!;
const beijaFlor = () => turmas.get('Turma Beija-flor')!;
const kid = (key: string) => ids.get(key)!;
const HOUR = 60 * 60 * 1000;
/**
 * The school is in São Paulo (UTC−3): the clock is set in its wall-clock time. Moving forward within a day,
 * every open page makes a request each hour, as the attendance board does, so staff sessions (2 idle hours)
 * last through the day; a jump to another day is a new morning, where people sign in again.
 */
const setClock = async (local: string) => {
  const target = new Date(`${local}-03:00`).getTime();
  const ahead = () => target - t.clock.now().getTime();
  if (ahead() > 0 && ahead() < 12 * HOUR) {
    while (ahead() > HOUR) {
      t.clock.advance(HOUR);
      for (const client of open) await client.get('/api/sessao');
    }
  }
  t.clock.set(new Date(target));
};
const db = () => t.database.db;
const presencaCount = async () => (await db().select({ id: presenca.id }).from(presenca)).length;
const usuarioId = async (email: string) =>
  (await db().select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;
const notesOf = async (email: string) =>
  db()
    .select()
    .from(notificacao)
    .where(and(eq(notificacao.usuarioId, await usuarioId(email)), eq(notificacao.tipo, 'presenca')));

async function peopleOf(client: TestClient, turmaId: string, key: string): Promise<Pessoa[]> {
  const day = (await client.get(`/api/turma/${turmaId}/presenca`)).json();
  return day.criancas.find((c: { idDisc: string }) => c.idDisc === kid(key)).pessoas;
}
const guardian = async (client: TestClient, turmaId: string, key: string, nome: string) => {
  const p = (await peopleOf(client, turmaId, key)).find((x) => x.nome.startsWith(nome));
  if (!p) throw new Error(`${nome} is not in the list`);
  return { tipo: p.tipo, id: p.id };
};
const entrada = (client: TestClient, key: string, pessoa: { tipo: string; id: string }) =>
  client.post(`/api/discente/${kid(key)}/presenca/entrada`, { pessoa });
const saida = (client: TestClient, key: string, body: Record<string, unknown>) =>
  client.post(`/api/discente/${kid(key)}/presenca/saida`, body);
const codigoOf = async (client: TestClient, key: string) =>
  (await client.get(`/api/discente/${kid(key)}/codigo-entrega`)).json().codigo as string;
const otherCode = (codigo: string) => String((Number(codigo) + 1) % 1_000_000).padStart(6, '0');

async function authorise(
  key: string,
  values: { nome: string; cpf?: string; dataInicio?: string | null; dataFim?: string | null },
) {
  const [row] = await db()
    .insert(autorizadoBusca)
    .values({
      escolaId,
      discenteId: kid(key),
      nome: values.nome,
      rg: '12.345.678-9',
      cpf: values.cpf ?? nextCpf().replace(/\D/g, ''),
      parentesco: 'Avó',
      telefone: '11988887777',
      dataInicio: values.dataInicio ?? null,
      dataFim: values.dataFim ?? null,
    })
    .returning({ id: autorizadoBusca.id });
  return { tipo: 'autorizado' as const, id: row!.id };
}

describe('check-in and check-out with the hand-over code', () => {
  it('ana checks Theo in (brought by Carlos): both guardians are told at once; the status reads na_escola since 07:42', async () => {
    await setClock('2026-11-13T07:42:00');
    const ana = await as('ana.professora@lunna.demo');
    const pessoas = await peopleOf(ana, girassol(), 'theo');
    expect(pessoas.map((p) => p.nome).sort()).toEqual(['Carlos Lima', 'Patrícia Alves']);
    // The CPF is only the key custody restrictions are matched on: never on the screen.
    expect(JSON.stringify(pessoas)).not.toMatch(/cpf/i);
    const carlos = await guardian(ana, girassol(), 'theo', 'Carlos');

    const res = await entrada(ana, 'theo', carlos);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      idDisc: kid('theo'),
      data: '2026-11-13',
      status: 'na_escola',
      desde: '07:42',
      entrada: { hora: '07:42', pessoa: { nome: 'Carlos Lima' } },
      saida: null,
    });

    for (const email of ['carlos@lunna.demo', 'patricia@lunna.demo']) {
      const notes = await notesOf(email);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        prioridade: 'Normal',
        link: '/dashboard',
        texto: 'Theo chegou às 07:42 com Carlos Lima',
      });
    }
    expect(await notesOf('mariana@lunna.demo')).toHaveLength(0);

    const hoje = (
      await (await as('patricia@lunna.demo')).get(`/api/discente/${kid('theo')}/presenca/hoje`)
    ).json();
    expect(hoje).toMatchObject({
      status: 'na_escola',
      desde: '07:42',
      entrada: { pessoa: { nome: 'Carlos Lima' } },
    });
    const day = (await ana.get(`/api/turma/${girassol()}/presenca`)).json();
    expect(day).toMatchObject({
      data: '2026-11-13',
      hoje: '2026-11-13',
      turma: { nomeTurma: 'Turma Girassol' },
    });
    const theo = day.criancas.find((c: { idDisc: string }) => c.idDisc === kid('theo'));
    expect(theo).toMatchObject({ status: 'na_escola', desde: '07:42' });
    expect(theo.eventos).toHaveLength(1);
    expect(theo.eventos[0]).toMatchObject({
      tipo: 'entrada',
      hora: '07:42',
      pessoa: { tipo: 'responsavel', nome: 'Carlos Lima' },
      educador: { nome: 'Ana Beatriz Rocha' },
    });
    expect(day.criancas.find((c: { idDisc: string }) => c.idDisc === kid('lucas'))).toMatchObject({
      status: 'em_casa',
      desde: null,
    });
  });

  it('a second check-in while at school is a conflict; nothing written', async () => {
    await setClock('2026-11-13T08:00:00');
    const ana = await as('ana.professora@lunna.demo');
    const before = await presencaCount();
    const res = await entrada(ana, 'theo', await guardian(ana, girassol(), 'theo', 'Patrícia'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A criança já está na escola');
    expect(await presencaCount()).toBe(before);
  });

  it('the grandmother, authorised for that Friday only, takes Theo with the code Patrícia’s app shows; the code then changes', async () => {
    const vo = await authorise('theo', { nome: 'Vó Maria', dataInicio: '2026-11-13', dataFim: '2026-11-13' });
    await setClock('2026-11-13T15:30:00');
    const patricia = await as('patricia@lunna.demo');
    const code = await codigoOf(patricia, 'theo');
    expect(code).toMatch(/^\d{6}$/);
    // Every guardian of the child sees the same code.
    expect(await codigoOf(await as('carlos@lunna.demo'), 'theo')).toBe(code);

    await setClock('2026-11-13T16:05:00');
    const ana = await as('ana.professora@lunna.demo');
    expect((await peopleOf(ana, girassol(), 'theo')).map((p) => p.nome)).toContain('Vó Maria');
    const res = await saida(ana, 'theo', { pessoa: vo, codigo: code });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'buscado',
      desde: '16:05',
      saida: { hora: '16:05', pessoa: { nome: 'Vó Maria' }, excecao: false },
    });

    const notes = await notesOf('carlos@lunna.demo');
    expect(notes.map((n) => n.texto)).toContain('Theo saiu às 16:05 com Vó Maria');
    expect(notes.every((n) => n.prioridade === 'Normal')).toBe(true);
    expect((await notesOf('patricia@lunna.demo')).map((n) => n.texto)).toContain(
      'Theo saiu às 16:05 com Vó Maria',
    );

    // Used once: the next pickup of the day needs a new code.
    expect(await codigoOf(patricia, 'theo')).not.toBe(code);
    const hoje = (await patricia.get(`/api/discente/${kid('theo')}/presenca/hoje`)).json();
    expect(hoje).toMatchObject({
      status: 'buscado',
      entrada: { hora: '07:42' },
      saida: { hora: '16:05', pessoa: { nome: 'Vó Maria' } },
    });
  });

  it('the next Friday the grandmother is no longer allowed: 422, nothing written', async () => {
    await setClock('2026-11-20T07:30:00');
    const ana = await as('ana.professora@lunna.demo');
    expect((await entrada(ana, 'theo', await guardian(ana, girassol(), 'theo', 'Carlos'))).statusCode).toBe(
      201,
    );
    const vo = await db()
      .select({ id: autorizadoBusca.id })
      .from(autorizadoBusca)
      .where(eq(autorizadoBusca.nome, 'Vó Maria'));
    await setClock('2026-11-20T16:00:00');
    const before = await presencaCount();
    const res = await saida(ana, 'theo', {
      pessoa: { tipo: 'autorizado', id: vo[0]!.id },
      codigo: await codigoOf(await as('carlos@lunna.demo'), 'theo'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PESSOA_NAO_AUTORIZADA',
      message: 'Esta pessoa não está autorizada a buscar a criança hoje',
    });
    expect(await presencaCount()).toBe(before);
  });
});

describe('check-out refused to people who may not take the child', () => {
  it('a stranger, a guardian of another child, a restricted person, an expired or future temporary authorisation: 422, nothing written', async () => {
    await setClock('2026-11-12T07:50:00');
    const ana = await as('ana.professora@lunna.demo');
    expect((await entrada(ana, 'davi', await guardian(ana, girassol(), 'davi', 'Carlos'))).statusCode).toBe(
      201,
    );
    const barred = nextCpf().replace(/\D/g, '');
    const restricted = await authorise('davi', { nome: 'Pessoa Barrada', cpf: barred });
    await db()
      .insert(restricaoCustodia)
      .values({
        escolaId,
        discenteId: kid('davi'),
        nome: 'Pessoa Barrada',
        cpf: barred,
        motivo: 'Ordem judicial',
      });
    const expired = await authorise('davi', {
      nome: 'Tia Expirada',
      dataInicio: '2026-11-01',
      dataFim: '2026-11-11',
    });
    const future = await authorise('davi', {
      nome: 'Tio Futuro',
      dataInicio: '2026-11-13',
      dataFim: '2026-11-14',
    });
    const mariana = await guardian(ana, girassol(), 'lucas', 'Mariana');
    const stranger = { tipo: 'autorizado', id: '00000000-0000-4000-8000-000000000000' };

    await setClock('2026-11-12T12:00:00');
    const pessoas = (await peopleOf(ana, girassol(), 'davi')).map((p) => p.nome);
    expect(pessoas).toEqual(['Carlos Lima']);
    const code = await codigoOf(await as('carlos@lunna.demo'), 'davi');
    const before = await presencaCount();
    const notesBefore = (await notesOf('carlos@lunna.demo')).length;
    for (const pessoa of [stranger, mariana, restricted, expired, future]) {
      const res = await saida(ana, 'davi', { pessoa, codigo: code });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('PESSOA_NAO_AUTORIZADA');
      const override = await saida(ana, 'davi', {
        pessoa,
        excecao: { motivo: 'Responsável ligou avisando, sem o celular' },
      });
      expect(override.statusCode).toBe(422);
    }
    expect(await presencaCount()).toBe(before);
    expect((await notesOf('carlos@lunna.demo')).length).toBe(notesBefore);
    // Refused before the code is even looked at: no wrong-code count either.
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.discenteId, kid('davi'))),
    ).toHaveLength(0);
    // Nor may a restricted person bring the child.
    await setClock('2026-11-19T07:50:00');
    // A week later Ana has signed in again (staff sessions last a working day).
    expect((await entrada(await as('ana.professora@lunna.demo'), 'davi', restricted)).statusCode).toBe(422);
    expect(await presencaCount()).toBe(before);
  });

  it('a custody restriction on a guardian beats the guardian’s own link', async () => {
    await setClock('2026-11-10T07:45:00');
    const ana = await as('ana.professora@lunna.demo');
    const carlos = await guardian(ana, girassol(), 'theo', 'Carlos');
    const patricia = await guardian(ana, girassol(), 'theo', 'Patrícia');
    expect((await entrada(ana, 'theo', carlos)).statusCode).toBe(201);
    const cpf = demoGuardians.find((g) => g.email === 'patricia@lunna.demo')!.cpfResp.replace(/\D/g, '');
    const [restriction] = await db()
      .insert(restricaoCustodia)
      .values({ escolaId, discenteId: kid('theo'), nome: 'Patrícia Alves', cpf, motivo: 'Ordem judicial' })
      .returning();
    try {
      const before = await presencaCount();
      const res = await saida(ana, 'theo', {
        pessoa: patricia,
        codigo: await codigoOf(await as('carlos@lunna.demo'), 'theo'),
      });
      expect(res.statusCode).toBe(422);
      expect(await presencaCount()).toBe(before);
      expect((await peopleOf(ana, girassol(), 'theo')).map((p) => p.nome)).toEqual(['Carlos Lima']);
    } finally {
      await db()
        .update(restricaoCustodia)
        .set({ revogadaEm: new Date() })
        .where(eq(restricaoCustodia.id, restriction!.id));
    }
    expect(
      (
        await saida(ana, 'theo', {
          pessoa: patricia,
          codigo: await codigoOf(await as('carlos@lunna.demo'), 'theo'),
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('the hand-over code', () => {
  it("a wrong code and yesterday's code are refused (400), counted in the audit log with ids only, and write nothing", async () => {
    await setClock('2026-11-09T15:00:00');
    const mariana = await as('mariana@lunna.demo');
    const yesterday = await codigoOf(mariana, 'lucas');
    await setClock('2026-11-10T07:30:00');
    const ana = await as('ana.professora@lunna.demo');
    const mae = await guardian(ana, girassol(), 'lucas', 'Mariana');
    expect((await entrada(ana, 'lucas', mae)).statusCode).toBe(201);
    await setClock('2026-11-10T12:00:00');
    const today = await codigoOf(mariana, 'lucas');
    expect(today).not.toBe(yesterday);

    const before = await presencaCount();
    for (const codigo of [otherCode(today), yesterday]) {
      const res = await saida(ana, 'lucas', { pessoa: mae, codigo });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CODE', message: 'Código de entrega incorreto' });
    }
    expect(await presencaCount()).toBe(before);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.discenteId, kid('lucas')), eq(auditLog.acao, 'codigo_entrega_incorreto')));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ escolaId, usuarioId: await usuarioId('ana.professora@lunna.demo') });

    const ok = await saida(ana, 'lucas', { pessoa: mae, codigo: today });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().status).toBe('buscado');
  });

  it('after 5 wrong codes in a day even the right code is refused (429); an exception still works; the next day the count starts over', async () => {
    await setClock('2026-11-13T07:35:00');
    const ana = await as('ana.professora@lunna.demo');
    const pai = await guardian(ana, girassol(), 'davi', 'Carlos');
    expect((await entrada(ana, 'davi', pai)).statusCode).toBe(201);
    await setClock('2026-11-13T12:05:00');
    const carlos = await as('carlos@lunna.demo');
    const code = await codigoOf(carlos, 'davi');
    const answers: number[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await saida(ana, 'davi', { pessoa: pai, codigo: otherCode(code) })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    const locked = await saida(ana, 'davi', { pessoa: pai, codigo: code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas com código incorreto hoje: use a exceção com justificativa',
    });
    expect((await ana.get(`/api/discente/${kid('davi')}/presenca/hoje`)).json().status).toBe('na_escola');
    const override = await saida(ana, 'davi', {
      pessoa: pai,
      excecao: { motivo: 'Código bloqueado; conferi o documento do pai' },
    });
    expect(override.statusCode).toBe(201);

    // Monday: a new school day, a new count.
    await setClock('2026-11-16T07:35:00');
    const anaMonday = await as('ana.professora@lunna.demo');
    expect((await entrada(anaMonday, 'davi', pai)).statusCode).toBe(201);
    expect(
      (await saida(anaMonday, 'davi', { pessoa: pai, codigo: await codigoOf(carlos, 'davi') })).statusCode,
    ).toBe(201);
  });

  it('only the child’s guardians read the code: staff and another family get 403', async () => {
    await setClock('2026-11-13T10:00:00');
    for (const email of [
      'ana.professora@lunna.demo',
      'diretora@lunna.demo',
      'mariana@lunna.demo',
      outsider.email,
    ]) {
      const res = await (await as(email)).get(`/api/discente/${kid('theo')}/codigo-entrega`);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toMatch(/\d{6}/);
    }
    const own = await (await as('carlos@lunna.demo')).get(`/api/discente/${kid('theo')}/codigo-entrega`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ data: '2026-11-13' });
    expect(own.headers['cache-control']).toBe('no-store');
  });
});

describe('the exception (check-out without the code)', () => {
  it('needs a written reason; exactly one of code and exception; nothing written on bad input', async () => {
    await setClock('2026-11-11T07:40:00');
    const ana = await as('ana.professora@lunna.demo');
    const mae = await guardian(ana, girassol(), 'lucas', 'Mariana');
    expect((await entrada(ana, 'lucas', mae)).statusCode).toBe(201);
    await setClock('2026-11-11T12:10:00');
    const before = await presencaCount();
    const code = await codigoOf(await as('mariana@lunna.demo'), 'lucas');
    const bad = [
      { pessoa: mae },
      { pessoa: mae, excecao: { motivo: '' } },
      { pessoa: mae, excecao: { motivo: 'curto' } },
      { pessoa: mae, codigo: code, excecao: { motivo: 'Motivo comprido o bastante' } },
      { pessoa: mae, codigo: '12a456' },
      { pessoa: { tipo: 'vizinho', id: mae.id }, codigo: code },
      { codigo: code },
    ];
    for (const body of bad) {
      const res = await saida(ana, 'lucas', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await saida(ana, 'lucas', { pessoa: mae, excecao: { motivo: ' ' } })).json().fields['excecao.motivo'],
    ).toBe('Informe o motivo');
    expect(await presencaCount()).toBe(before);
  });

  it('writes the reason and tells the guardians and the director with Importante (e-mail to those who want it)', async () => {
    await setClock('2026-11-11T12:15:00');
    const ana = await as('ana.professora@lunna.demo');
    const mae = await guardian(ana, girassol(), 'lucas', 'Mariana');
    const mailBefore = t.mail.length;
    const motivo = 'A mãe esqueceu o celular em casa; conferi o RG dela';
    const res = await saida(ana, 'lucas', { pessoa: mae, excecao: { motivo } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'buscado', saida: { hora: '12:15', excecao: true } });
    const [row] = await db()
      .select()
      .from(presenca)
      .where(
        and(
          eq(presenca.discenteId, kid('lucas')),
          eq(presenca.data, '2026-11-11'),
          eq(presenca.tipo, 'saida'),
        ),
      );
    expect(row).toMatchObject({
      excecao: true,
      motivo,
      nomePessoa: 'Mariana Souza',
      educadorId: await usuarioId('ana.professora@lunna.demo'),
    });

    for (const email of ['mariana@lunna.demo', 'diretora@lunna.demo']) {
      const notes = (await notesOf(email)).filter((n) => n.texto.includes(motivo));
      expect(notes, email).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        prioridade: 'Importante',
        titulo: 'Lucas saiu sem o código de entrega',
        link: '/dashboard',
      });
      expect(notes[0]!.texto).toContain('Lucas saiu às 12:15 com Mariana Souza, sem o código de entrega');
    }
    const sent = t.mail.slice(mailBefore).map((m) => m.to);
    expect(sent.sort()).toEqual(['diretora@lunna.demo', 'mariana@lunna.demo']);
    expect(t.mail.at(-1)!.text).toContain(motivo);

    const historico = (
      await (await as('mariana@lunna.demo')).get(`/api/discente/${kid('lucas')}/presenca?mes=2026-11`)
    ).json();
    const dia = historico.dias.find((d: { data: string }) => d.data === '2026-11-11');
    expect(dia.eventos.at(-1)).toMatchObject({ tipo: 'saida', excecao: true, motivo });
  });
});

describe('state conflicts and absence', () => {
  it('check-out of a child at home: 409; absence after arrival: 409; check-in after an absence: 409; absence twice: 409', async () => {
    await setClock('2026-11-09T08:00:00');
    const ana = await as('ana.professora@lunna.demo');
    const mae = await guardian(ana, girassol(), 'lucas', 'Mariana');
    const code = await codigoOf(await as('mariana@lunna.demo'), 'lucas');
    const atHome = await saida(ana, 'lucas', { pessoa: mae, codigo: code });
    expect(atHome.statusCode).toBe(409);
    expect(atHome.json().message).toBe('A criança não está na escola');

    expect((await entrada(ana, 'lucas', mae)).statusCode).toBe(201);
    const late = await ana.post(`/api/discente/${kid('lucas')}/presenca/falta`, { motivo: 'Febre' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A criança já chegou hoje');

    const falta = await ana.post(`/api/discente/${kid('davi')}/presenca/falta`, {
      motivo: 'Consulta médica',
    });
    expect(falta.statusCode).toBe(201);
    expect(falta.json()).toMatchObject({ status: 'falta', falta: { motivo: 'Consulta médica' } });
    expect((await notesOf('carlos@lunna.demo')).some((n) => n.texto.includes('Consulta médica'))).toBe(true);
    const before = await presencaCount();
    expect(
      (await ana.post(`/api/discente/${kid('davi')}/presenca/falta`, { motivo: 'De novo' })).statusCode,
    ).toBe(409);
    const after = await entrada(ana, 'davi', await guardian(ana, girassol(), 'davi', 'Carlos'));
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('Já há uma falta registrada para hoje');
    expect((await ana.post(`/api/discente/${kid('theo')}/presenca/falta`, { motivo: '' })).statusCode).toBe(
      400,
    );
    expect(await presencaCount()).toBe(before);
    expect(
      (await (await as('carlos@lunna.demo')).get(`/api/discente/${kid('davi')}/presenca/hoje`)).json(),
    ).toMatchObject({ status: 'falta', falta: { motivo: 'Consulta médica' } });
  });

  it('two educators recording the same child at the same moment: one check-in and one check-out, never two', async () => {
    await setClock('2026-11-24T07:40:00');
    const ana = await as('ana.professora@lunna.demo');
    const director = await as('diretora@lunna.demo');
    const pai = await guardian(ana, girassol(), 'davi', 'Carlos');
    const ins = await Promise.all([entrada(ana, 'davi', pai), entrada(director, 'davi', pai)]);
    expect(ins.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    await setClock('2026-11-24T12:00:00');
    const codigo = await codigoOf(await as('carlos@lunna.demo'), 'davi');
    const outs = await Promise.all([
      saida(ana, 'davi', { pessoa: pai, codigo }),
      saida(director, 'davi', { pessoa: pai, codigo }),
    ]);
    expect(outs.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await db()
      .select()
      .from(presenca)
      .where(and(eq(presenca.discenteId, kid('davi')), eq(presenca.data, '2026-11-24')));
    expect(rows.map((r) => r.tipo).sort()).toEqual(['entrada', 'saida']);
  });

  it('a child picked up may come back the same day (doctor’s appointment), and leaves again with a new code', async () => {
    await setClock('2026-11-09T09:00:00');
    const ana = await as('ana.professora@lunna.demo');
    const mariana = await as('mariana@lunna.demo');
    const mae = await guardian(ana, girassol(), 'lucas', 'Mariana');
    const first = await codigoOf(mariana, 'lucas');
    expect((await saida(ana, 'lucas', { pessoa: mae, codigo: first })).statusCode).toBe(201);
    await setClock('2026-11-09T10:30:00');
    expect((await entrada(ana, 'lucas', mae)).json()).toMatchObject({
      status: 'na_escola',
      desde: '10:30',
      saida: null,
    });
    await setClock('2026-11-09T12:00:00');
    expect((await saida(ana, 'lucas', { pessoa: mae, codigo: first })).statusCode).toBe(400);
    expect(
      (await saida(ana, 'lucas', { pessoa: mae, codigo: await codigoOf(mariana, 'lucas') })).statusCode,
    ).toBe(201);
  });
});

describe('who may do what', () => {
  it('guardians cannot record attendance; educators of another class and another school get 403; anonymous 401; nothing written', async () => {
    await setClock('2026-11-17T07:40:00');
    const before = await presencaCount();
    const ana = await as('ana.professora@lunna.demo');
    const pai = await guardian(ana, girassol(), 'theo', 'Carlos');
    const carlos = await as('carlos@lunna.demo');
    for (const client of [carlos, await as('bruno.professor@lunna.demo'), await as(outsider.email)]) {
      expect((await entrada(client, 'theo', pai)).statusCode).toBe(403);
      expect(
        (await saida(client, 'theo', { pessoa: pai, excecao: { motivo: 'Motivo comprido o bastante' } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await client.post(`/api/discente/${kid('theo')}/presenca/falta`, { motivo: 'Febre' })).statusCode,
      ).toBe(403);
      expect((await client.get(`/api/turma/${girassol()}/presenca`)).statusCode).toBe(403);
    }
    expect((await entrada(new TestClient(t.app), 'theo', pai)).statusCode).toBe(401);
    expect((await new TestClient(t.app).get(`/api/discente/${kid('theo')}/presenca/hoje`)).statusCode).toBe(
      401,
    );
    expect(await presencaCount()).toBe(before);
    // The director records for any class of the school.
    expect((await entrada(await as('diretora@lunna.demo'), 'theo', pai)).statusCode).toBe(201);
  });

  it('a guardian of another child cannot read the status or the history; an educator of another class neither', async () => {
    for (const email of ['mariana@lunna.demo', 'bruno.professor@lunna.demo', outsider.email]) {
      const client = await as(email);
      expect((await client.get(`/api/discente/${kid('theo')}/presenca/hoje`)).statusCode, email).toBe(403);
      expect((await client.get(`/api/discente/${kid('theo')}/presenca?mes=2026-11`)).statusCode, email).toBe(
        403,
      );
    }
    for (const email of ['patricia@lunna.demo', 'ana.professora@lunna.demo', 'diretora@lunna.demo']) {
      expect(
        (await (await as(email)).get(`/api/discente/${kid('theo')}/presenca/hoje`)).statusCode,
        email,
      ).toBe(200);
    }
  });

  it('unknown child 404, malformed ids and dates 400; nothing written', async () => {
    const before = await presencaCount();
    const ana = await as('ana.professora@lunna.demo');
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect(
      (
        await ana.post(`/api/discente/${unknown}/presenca/entrada`, {
          pessoa: { tipo: 'responsavel', id: unknown },
        })
      ).statusCode,
    ).toBe(404);
    expect((await ana.get(`/api/discente/${unknown}/presenca/hoje`)).statusCode).toBe(404);
    expect(
      (await (await as('carlos@lunna.demo')).get(`/api/discente/${unknown}/codigo-entrega`)).statusCode,
    ).toBe(404);
    expect(
      (
        await ana.post('/api/discente/theo/presenca/entrada', {
          pessoa: { tipo: 'responsavel', id: unknown },
        })
      ).statusCode,
    ).toBe(400);
    expect((await ana.post(`/api/discente/${kid('theo')}/presenca/entrada`, {})).statusCode).toBe(400);
    expect(
      (
        await ana.post(`/api/discente/${kid('theo')}/presenca/entrada`, {
          pessoa: { tipo: 'responsavel', id: 'carlos' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await ana.get(`/api/turma/${girassol()}/presenca?data=2026-02-30`)).statusCode).toBe(400);
    expect((await ana.get(`/api/turma/${unknown}/presenca`)).statusCode).toBe(404);
    expect((await ana.get(`/api/discente/${kid('theo')}/presenca?mes=2026-13`)).statusCode).toBe(400);
    expect(await presencaCount()).toBe(before);
  });
});

describe('the class screen on another date, and the monthly history', () => {
  it('shows the events of the chosen date', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const day = (await ana.get(`/api/turma/${girassol()}/presenca?data=2026-11-13`)).json();
    expect(day.data).toBe('2026-11-13');
    const theo = day.criancas.find((c: { idDisc: string }) => c.idDisc === kid('theo'));
    expect(theo).toMatchObject({ status: 'buscado', saida: { hora: '16:05', pessoa: { nome: 'Vó Maria' } } });
    expect(theo.eventos.map((e: { tipo: string }) => e.tipo)).toEqual(['entrada', 'saida']);
    expect(theo.pessoas.map((p: Pessoa) => p.nome)).toContain('Vó Maria');
  });

  it("lists the month's days in order with their events", async () => {
    const res = await (
      await as('carlos@lunna.demo')
    ).get(`/api/discente/${kid('theo')}/presenca?mes=2026-11`);
    expect(res.statusCode).toBe(200);
    const dias = res.json().dias as {
      data: string;
      status: string;
      eventos: { tipo: string; hora: string; pessoa: { nome: string } | null }[];
    }[];
    const datas = dias.map((d) => d.data);
    expect(datas).toEqual([...datas].sort());
    expect(datas).toEqual(expect.arrayContaining(['2026-11-10', '2026-11-13', '2026-11-20']));
    const friday = dias.find((d) => d.data === '2026-11-13')!;
    expect(friday.status).toBe('buscado');
    expect(friday.eventos.map((e) => [e.tipo, e.hora, e.pessoa?.nome])).toEqual([
      ['entrada', '07:42', 'Carlos Lima'],
      ['saida', '16:05', 'Vó Maria'],
    ]);
    expect(
      (await (await as('carlos@lunna.demo')).get(`/api/discente/${kid('theo')}/presenca?mes=2026-10`)).json()
        .dias,
    ).toEqual([]);
  });
});

describe('GET /api/presenca/exportar', () => {
  it('the director downloads a CSV (BOM, ;-separated) with one line per stay and per absence, in the school’s time', async () => {
    const res = await (
      await as('diretora@lunna.demo')
    ).get('/api/presenca/exportar?inicio=2026-11-09&fim=2026-11-13');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="presenca-2026-11-09-2026-11-13.csv"',
    );
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Data;Turma;Criança;Entrada;Trazido por;Saída;Buscado por;Exceção;Motivo;Falta');
    expect(lines).toContain('13/11/2026;Turma Girassol;Theo Alves Lima;07:42;Carlos Lima;16:05;Vó Maria;;;');
    expect(lines).toContain('09/11/2026;Turma Girassol;Davi Lima Santos;;;;;;Consulta médica;Sim');
    expect(
      lines.some((l) =>
        l.startsWith(
          '11/11/2026;Turma Girassol;Lucas Souza Pereira;07:40;Mariana Souza;12:15;Mariana Souza;Sim;"A mãe esqueceu o celular em casa; conferi o RG dela";',
        ),
      ),
    ).toBe(true);
    // Nothing outside the range.
    expect(lines.some((l) => l.startsWith('16/11/2026') || l.startsWith('20/11/2026'))).toBe(false);
    const audit = await db().select().from(auditLog).where(eq(auditLog.acao, 'exportar_presenca'));
    expect(audit).toHaveLength(1);
  });

  it('one class only; cells that a spreadsheet would run as a formula start with an apostrophe', async () => {
    await setClock('2026-11-18T14:00:00');
    const bruno = await as('bruno.professor@lunna.demo');
    const evil = await authorise('sofia', { nome: '=HYPERLINK("http://mal.example","clique")' });
    expect((await entrada(bruno, 'sofia', evil)).statusCode).toBe(201);
    const director = await as('diretora@lunna.demo');
    const res = await director.get(
      `/api/presenca/exportar?inicio=2026-11-18&fim=2026-11-18&idTurma=${beijaFlor()}`,
    );
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `18/11/2026;Turma Beija-flor;Sofia Souza Pereira;14:00;"'=HYPERLINK(""http://mal.example"",""clique"")";;;;;`,
    );
    const girassolOnly = await director.get(
      `/api/presenca/exportar?inicio=2026-11-18&fim=2026-11-18&idTurma=${girassol()}`,
    );
    expect(girassolOnly.body.slice(1).trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('educators and guardians get 403; bad ranges 400 with the message; another school’s class 403', async () => {
    for (const email of ['ana.professora@lunna.demo', 'carlos@lunna.demo']) {
      expect(
        (await (await as(email)).get('/api/presenca/exportar?inicio=2026-11-01&fim=2026-11-30')).statusCode,
      ).toBe(403);
    }
    const director = await as('diretora@lunna.demo');
    const backwards = await director.get('/api/presenca/exportar?inicio=2026-11-30&fim=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields.fim).toBe('A data final deve ser igual ou posterior à inicial');
    const tooLong = await director.get('/api/presenca/exportar?inicio=2025-01-01&fim=2026-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.fim).toBe('Período longo demais: no máximo 366 dias');
    expect((await director.get('/api/presenca/exportar?inicio=2025-01-01&fim=2026-01-01')).statusCode).toBe(
      200,
    );
    expect((await director.get('/api/presenca/exportar?inicio=2026-11-31&fim=2026-12-01')).statusCode).toBe(
      400,
    );
    expect((await director.get('/api/presenca/exportar?fim=2026-12-01')).statusCode).toBe(400);
    const foreign = await (
      await as(outsiderDirector.email)
    ).get(`/api/presenca/exportar?inicio=2026-11-01&fim=2026-11-30&idTurma=${girassol()}`);
    expect(foreign.statusCode).toBe(403);
  });
});

describe('POST /api/turma/:idTurma/presenca/entrada (the class checked in at once)', () => {
  const lote = (client: TestClient, turmaId: string, entradas: unknown) =>
    client.post(`/api/turma/${turmaId}/presenca/entrada`, { entradas });

  it('ana checks Lucas, Theo and Davi in with one request: each with the adult who brought them, each family told', async () => {
    await setClock('2026-12-02T07:35:00');
    const ana = await as('ana.professora@lunna.demo');
    const entradas = [
      { idDisc: kid('lucas'), pessoa: await guardian(ana, girassol(), 'lucas', 'Mariana') },
      { idDisc: kid('theo'), pessoa: await guardian(ana, girassol(), 'theo', 'Patrícia') },
      { idDisc: kid('davi'), pessoa: await guardian(ana, girassol(), 'davi', 'Carlos') },
    ];
    const before = await presencaCount();
    const res = await lote(ana, girassol(), entradas);
    expect(res.statusCode).toBe(201);
    expect(
      res
        .json()
        .registradas.map((r: { idDisc: string; status: string; entrada: { pessoa: { nome: string } } }) => [
          r.idDisc,
          r.status,
          r.entrada.pessoa.nome,
        ]),
    ).toEqual([
      [kid('lucas'), 'na_escola', 'Mariana Souza'],
      [kid('theo'), 'na_escola', 'Patrícia Alves'],
      [kid('davi'), 'na_escola', 'Carlos Lima'],
    ]);
    expect(await presencaCount()).toBe(before + 3);
    const day = (await ana.get(`/api/turma/${girassol()}/presenca`)).json();
    expect(day.criancas.every((c: { status: string }) => c.status === 'na_escola')).toBe(true);
    const theo = day.criancas.find((c: { idDisc: string }) => c.idDisc === kid('theo'));
    expect(theo.eventos[0]).toMatchObject({
      tipo: 'entrada',
      hora: '07:35',
      pessoa: { nome: 'Patrícia Alves' },
      educador: { nome: 'Ana Beatriz Rocha' },
    });
    const texts = async (email: string) => (await notesOf(email)).map((n) => n.texto);
    expect(await texts('mariana@lunna.demo')).toContain('Lucas chegou às 07:35 com Mariana Souza');
    expect(await texts('carlos@lunna.demo')).toEqual(
      expect.arrayContaining([
        'Theo chegou às 07:35 com Patrícia Alves',
        'Davi chegou às 07:35 com Carlos Lima',
      ]),
    );
    expect(await texts('patricia@lunna.demo')).toContain('Theo chegou às 07:35 com Patrícia Alves');

    // Again, with one child already at school: 409 naming the child, and nothing written for the others either.
    const again = await lote(ana, girassol(), [entradas[0]]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Lucas: a criança já está na escola',
      fields: { 'entradas.0': 'A criança já está na escola' },
    });
    expect(await presencaCount()).toBe(before + 3);
  });

  it('all or nothing: a child of another class, an unknown child or an adult not allowed today, and no child is recorded', async () => {
    await setClock('2026-12-03T07:40:00');
    const ana = await as('ana.professora@lunna.demo');
    const lucas = { idDisc: kid('lucas'), pessoa: await guardian(ana, girassol(), 'lucas', 'Mariana') };
    const mariana = lucas.pessoa;
    const before = await presencaCount();
    const notesBefore = (await notesOf('mariana@lunna.demo')).length;
    // Sofia is in Beija-flor: Ana's class does not hold her, even with her own mother named.
    const outra = await lote(ana, girassol(), [lucas, { idDisc: kid('sofia'), pessoa: mariana }]);
    expect(outra.statusCode).toBe(403);
    expect(outra.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'A criança não é desta turma',
      fields: { 'entradas.1.idDisc': 'A criança não é desta turma' },
    });
    const unknown = await lote(ana, girassol(), [
      lucas,
      { idDisc: '00000000-0000-4000-8000-000000000002', pessoa: mariana },
    ]);
    expect(unknown.statusCode).toBe(403);
    // Mariana is not on Davi's list: the batch stops at Davi, and Lucas is not recorded either.
    const naoAutorizada = await lote(ana, girassol(), [lucas, { idDisc: kid('davi'), pessoa: mariana }]);
    expect(naoAutorizada.statusCode).toBe(422);
    expect(naoAutorizada.json()).toMatchObject({
      code: 'PESSOA_NAO_AUTORIZADA',
      message: 'Davi: esta pessoa não está autorizada a buscar a criança hoje',
    });
    expect(await presencaCount()).toBe(before);
    expect(await notesOf('mariana@lunna.demo')).toHaveLength(notesBefore);
  });

  it('guardians, the educator of another class and staff of another school get 403; anonymous 401; nothing written', async () => {
    await setClock('2026-12-03T07:45:00');
    const ana = await as('ana.professora@lunna.demo');
    const entradas = [{ idDisc: kid('theo'), pessoa: await guardian(ana, girassol(), 'theo', 'Carlos') }];
    const before = await presencaCount();
    for (const email of [
      'carlos@lunna.demo',
      'bruno.professor@lunna.demo',
      outsider.email,
      outsiderDirector.email,
    ]) {
      const res = await lote(await as(email), girassol(), entradas);
      expect(res.statusCode, email).toBe(403);
      expect(res.json().code, email).toBe('FORBIDDEN');
    }
    expect((await lote(new TestClient(t.app), girassol(), entradas)).statusCode).toBe(401);
    expect(await presencaCount()).toBe(before);
    // The director manages every class of her school.
    expect((await lote(await as('diretora@lunna.demo'), girassol(), entradas)).statusCode).toBe(201);
  });

  it('bad input: 400 VALIDATION with the field, nothing written', async () => {
    await setClock('2026-12-03T08:00:00');
    const ana = await as('ana.professora@lunna.demo');
    const carlos = await guardian(ana, girassol(), 'davi', 'Carlos');
    const before = await presencaCount();
    const cases: [unknown, string][] = [
      [[], 'Escolha pelo menos uma criança'],
      [[{ idDisc: kid('davi') }], 'Campo obrigatorio'],
      [[{ idDisc: 'davi', pessoa: carlos }], 'Valor invalido'],
      [
        [
          { idDisc: kid('davi'), pessoa: carlos },
          { idDisc: kid('davi'), pessoa: carlos },
        ],
        'A mesma criança aparece duas vezes',
      ],
      [
        Array.from({ length: 61 }, () => ({ idDisc: kid('davi'), pessoa: carlos })),
        'No máximo 60 crianças por vez',
      ],
    ];
    for (const [entradas, message] of cases) {
      const res = await lote(ana, girassol(), entradas);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().code, message).toBe('VALIDATION');
      expect(Object.values(res.json().fields ?? {}), message).toContain(message);
    }
    expect((await ana.post(`/api/turma/${girassol()}/presenca/entrada`, {})).statusCode).toBe(400);
    expect((await lote(ana, 'girassol', [{ idDisc: kid('davi'), pessoa: carlos }])).statusCode).toBe(400);
    expect(await presencaCount()).toBe(before);
  });
});
