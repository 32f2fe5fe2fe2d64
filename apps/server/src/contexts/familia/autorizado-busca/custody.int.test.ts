import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfFromBase } from '@lunna/contract';
import {
  arquivo,
  autorizadoBusca,
  discente,
  historicoAlteracao,
  notificacao,
  turma,
  usuario,
} from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { multipart, nextCpf, pngImage } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { montarDados } from '../../conta/privacidade/exportacao.dados';
import { peopleForDay } from './pickup-eligibility';

/**
 * One custody rule everywhere: Carlos (Theo's father) is barred by the director. Before that he had
 * authorised his mother Rosa (permanent); Patrícia (Theo's mother) authorised Lúcia for Friday.
 */
let t: TestApp;
let theo: string;
let girassol: string;
let rosa: { idAutorizado: string; cpf: string };
let lucia: { idAutorizado: string; cpf: string };
let restricaoId: string;

// Wednesday 25 November 2026, mid-morning in São Paulo; Friday is the 27th.
const QUARTA = new Date('2026-11-25T10:00:00-03:00');
const HOJE = '2026-11-25';
const SEXTA = '2026-11-27';
const CARLOS_CPF = cpfFromBase('276519034');

const as = (email: string) => TestClient.signedIn(t.app, email);
const db = () => t.database.db;
const usuarioId = async (email: string) =>
  (await db().select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;
const counts = async () => ({
  autorizados: (await db().select().from(autorizadoBusca)).length,
  historico: (await db().select().from(historicoAlteracao)).length,
  arquivos: (await db().select().from(arquivo)).length,
});
const pessoa = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Rosa Lima',
  rg: '12.345.678-9',
  cpf: nextCpf(),
  parentesco: 'Avó',
  telefone: '(11) 98765-4321',
  temporario: false,
  dataInicio: null,
  dataFim: null,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(QUARTA);
  const theoKey = demoChildren.find((c) => c.key === 'theo')!;
  theo = (
    await db()
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(theoKey.cpfBase)))
  )[0]!.id;
  girassol = (
    await db().select({ id: turma.id }).from(turma).where(eq(turma.nomeTurma, 'Turma Girassol'))
  )[0]!.id;
  const carlos = await as('carlos@lunna.demo');
  const patricia = await as('patricia@lunna.demo');
  const a = await carlos.post(`/api/discente/${theo}/autorizados`, pessoa());
  expect(a.statusCode, a.body).toBe(201);
  rosa = a.json();
  const b = await patricia.post(
    `/api/discente/${theo}/autorizados`,
    pessoa({ nome: 'Lúcia Alves', parentesco: 'Tia', temporario: true, dataInicio: HOJE, dataFim: SEXTA }),
  );
  expect(b.statusCode, b.body).toBe(201);
  lucia = b.json();
  // Rosa may pick Theo up before the restriction.
  expect((await peopleForDay(db(), theo, HOJE)).map((p) => p.id)).toContain(rosa.idAutorizado);
  const r = await (
    await as('diretora@lunna.demo')
  ).post(`/api/discente/${theo}/restricoes`, {
    nome: 'Carlos Lima',
    cpf: CARLOS_CPF,
    motivo: 'Medida protetiva, processo 0001234-56.2026',
  });
  expect(r.statusCode, r.body).toBe(201);
  restricaoId = r.json().idRestricao;
});
afterAll(() => t.close());

describe('a barred guardian cannot arrange a pickup', () => {
  it('adding, changing, extending, removing and photographing pickup people: 403, nothing stored', async () => {
    const carlos = await as('carlos@lunna.demo');
    const before = await counts();
    const responses = [
      await carlos.post(`/api/discente/${theo}/autorizados`, pessoa({ nome: 'Amigo do Pai' })),
      await carlos.put(
        `/api/autorizados/${rosa.idAutorizado}`,
        pessoa({ nome: 'Rosa Lima', cpf: rosa.cpf, telefone: '(11) 91111-2222' }),
      ),
      await carlos.put(
        `/api/autorizados/${lucia.idAutorizado}`,
        pessoa({
          nome: 'Lúcia Alves',
          cpf: lucia.cpf,
          parentesco: 'Tia',
          temporario: true,
          dataInicio: HOJE,
          dataFim: '2026-12-31',
        }),
      ),
      await carlos.delete(`/api/autorizados/${lucia.idAutorizado}`),
      await carlos.request({
        method: 'PUT',
        url: `/api/autorizados/${rosa.idAutorizado}/foto`,
        payload: multipart(
          {},
          { foto: { data: await pngImage(), name: 'rosa.png', type: 'image/png' } },
        ) as never,
      }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    for (const r of responses) {
      expect(r.json().code).toBe('FORBIDDEN');
      expect(r.body).not.toContain('Medida protetiva');
    }
    expect(await counts()).toEqual(before);
    // The other guardian still manages the list.
    const ok = await (
      await as('patricia@lunna.demo')
    ).post(
      `/api/discente/${theo}/autorizados`,
      pessoa({
        nome: 'Vizinha Boa',
        parentesco: 'Vizinha',
        temporario: true,
        dataInicio: SEXTA,
        dataFim: SEXTA,
      }),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('cannot read the hand-over code; the other guardian can', async () => {
    const res = await (await as('carlos@lunna.demo')).get(`/api/discente/${theo}/codigo-entrega`);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toMatch(/\d{6}/);
    expect(
      (await (await as('patricia@lunna.demo')).get(`/api/discente/${theo}/codigo-entrega`)).statusCode,
    ).toBe(200);
  });

  it('is told, on the list, that the list is not theirs to change', async () => {
    const mine = (await (await as('carlos@lunna.demo')).get(`/api/discente/${theo}/autorizados`)).json();
    expect(mine.podeAlterar).toBe(false);
    const hers = (await (await as('patricia@lunna.demo')).get(`/api/discente/${theo}/autorizados`)).json();
    expect(hers.podeAlterar).toBe(true);
  });
});

describe('what the barred guardian authorised stops counting at once', () => {
  it('peopleForDay, the attendance list and check-out leave out Carlos and Rosa', async () => {
    const ids = (await peopleForDay(db(), theo, HOJE)).map((p) => p.id);
    expect(ids).not.toContain(rosa.idAutorizado);
    expect(ids).toContain(lucia.idAutorizado);
    const ana = await as('ana.professora@lunna.demo');
    const day = (await ana.get(`/api/turma/${girassol}/presenca`)).json();
    const pessoas = day.criancas.find((c: { idDisc: string }) => c.idDisc === theo).pessoas as {
      id: string;
      nome: string;
    }[];
    expect(pessoas.map((p) => p.nome)).not.toContain('Rosa Lima');
    expect(pessoas.map((p) => p.nome)).not.toContain('Carlos Lima');
    expect(pessoas.map((p) => p.nome)).toEqual(expect.arrayContaining(['Patrícia Alves', 'Lúcia Alves']));
    const entrada = await ana.post(`/api/discente/${theo}/presenca/entrada`, {
      pessoa: { tipo: 'autorizado', id: rosa.idAutorizado },
    });
    expect(entrada.statusCode).toBe(422);
    expect(entrada.json().code).toBe('PESSOA_NAO_AUTORIZADA');
  });

  it('the educator sees, for each adult offered, who authorised them and until when', async () => {
    const day = (await (await as('ana.professora@lunna.demo')).get(`/api/turma/${girassol}/presenca`)).json();
    const pessoas = day.criancas.find((c: { idDisc: string }) => c.idDisc === theo).pessoas;
    expect(pessoas.find((p: { nome: string }) => p.nome === 'Lúcia Alves')).toMatchObject({
      tipo: 'autorizado',
      autorizadoPor: { nome: 'Patrícia Alves' },
      ate: SEXTA,
    });
    expect(pessoas.find((p: { nome: string }) => p.nome === 'Patrícia Alves')).toMatchObject({
      tipo: 'responsavel',
      autorizadoPor: null,
      ate: null,
    });
    expect(JSON.stringify(pessoas)).not.toContain(lucia.cpf);
  });

  it('the other guardian sees the entries as suspended by the school, never the reason; the school too', async () => {
    const hers = await (await as('patricia@lunna.demo')).get(`/api/discente/${theo}/autorizados`);
    const list = hers.json();
    expect(
      list.autorizados.find((a: { idAutorizado: string }) => a.idAutorizado === rosa.idAutorizado),
    ).toMatchObject({ suspenso: true, ativoHoje: false });
    expect(
      list.autorizados.find((a: { idAutorizado: string }) => a.idAutorizado === lucia.idAutorizado),
    ).toMatchObject({ suspenso: false, ativoHoje: true });
    expect(list.responsaveis.find((r: { nome: string }) => r.nome === 'Carlos Lima')).toMatchObject({
      suspenso: true,
    });
    expect(list).not.toHaveProperty('restricoes');
    expect(hers.body).not.toContain('Medida protetiva');
    const staff = (await (await as('diretora@lunna.demo')).get(`/api/discente/${theo}/autorizados`)).json();
    expect(
      staff.autorizados.find((a: { idAutorizado: string }) => a.idAutorizado === rosa.idAutorizado),
    ).toMatchObject({ suspenso: true, ativoHoje: false });
    // The educator's child card (ficha) flags her too.
    const ficha = (await (await as('ana.professora@lunna.demo')).get(`/api/discente/${theo}/ficha`)).json();
    expect(
      ficha.autorizadosBusca.find((a: { idAutorizado: string }) => a.idAutorizado === rosa.idAutorizado),
    ).toMatchObject({ impedido: true, ativoHoje: false });
    expect(ficha.responsaveis.find((r: { nomeResp: string }) => r.nomeResp === 'Carlos Lima')).toMatchObject({
      impedido: true,
    });
  });

  it('the other guardian and the educators are told which authorisations stopped; the barred guardian is not', async () => {
    const about = await db().select().from(notificacao).where(eq(notificacao.refId, restricaoId));
    const byUser = new Map<string, (typeof about)[number][]>();
    for (const n of about) byUser.set(n.usuarioId, [...(byUser.get(n.usuarioId) ?? []), n]);
    const hers = byUser.get(await usuarioId('patricia@lunna.demo')) ?? [];
    expect(hers).toHaveLength(1);
    expect(hers[0]!.texto).toContain('Rosa Lima');
    expect(hers[0]!.texto).not.toContain('processo');
    expect(byUser.get(await usuarioId('carlos@lunna.demo'))).toBeUndefined();
    const ana = byUser.get(await usuarioId('ana.professora@lunna.demo')) ?? [];
    expect(ana.map((n) => n.texto).join(' ')).toContain('Rosa Lima');
  });

  it('lifting the restriction makes them eligible again', async () => {
    const helena = await as('diretora@lunna.demo');
    expect((await helena.delete(`/api/restricoes/${restricaoId}`)).statusCode).toBe(200);
    expect((await peopleForDay(db(), theo, HOJE)).map((p) => p.id)).toContain(rosa.idAutorizado);
    const again = await helena.post(`/api/discente/${theo}/restricoes`, {
      nome: 'Carlos Lima',
      cpf: CARLOS_CPF,
      motivo: 'Medida protetiva, processo 0001234-56.2026',
    });
    expect(again.statusCode).toBe(201);
    restricaoId = again.json().idRestricao;
    expect((await peopleForDay(db(), theo, HOJE)).map((p) => p.id)).not.toContain(rosa.idAutorizado);
  });
});

describe("the child profile's pickup list", () => {
  it('is the real list: photo, name, masked RG/CPF, relationship, contact, permanent or dated; suspended people left out', async () => {
    const res = await (await as('patricia@lunna.demo')).get(`/api/discente/${theo}`);
    expect(res.statusCode).toBe(200);
    const lista = res.json().autorizadosBusca as Record<string, unknown>[];
    const tia = lista.find((p) => p.nome === 'Lúcia Alves');
    expect(tia).toMatchObject({
      parentesco: 'Tia',
      contato: '11987654321',
      temporario: true,
      dataInicio: HOJE,
      dataFim: SEXTA,
      foto: null,
    });
    expect(tia!.cpf).toMatch(/^\*{3}\.\d{3}\.\d{3}-\*{2}$/);
    expect(tia!.rg).not.toBe('12.345.678-9');
    expect(tia!.rg).toMatch(/\*/);
    expect(res.body).not.toContain(lucia.cpf);
    expect(lista.map((p) => p.nome)).not.toContain('Rosa Lima');
  });
});

describe('the family data export', () => {
  it('says of each pickup entry whether it counts today', async () => {
    const dados = (await montarDados(db(), await usuarioId('patricia@lunna.demo'), t.clock.now()))!;
    const filho = (
      dados.dados as {
        criancas: {
          perfil: { nomeDisc: string };
          listaDeBusca: { nome: string; podeBuscarHoje: boolean }[];
        }[];
      }
    ).criancas.find((c) => c.perfil.nomeDisc.startsWith('Theo'))!;
    expect(filho.listaDeBusca.find((a) => a.nome === 'Rosa Lima')!.podeBuscarHoje).toBe(false);
    expect(filho.listaDeBusca.find((a) => a.nome === 'Lúcia Alves')!.podeBuscarHoje).toBe(true);
  });
});

describe('Lumi', () => {
  const ask = async (email: string, question: string) => {
    const res = await (
      await as(email)
    ).post(`/api/lunna-ia/chat?${new URLSearchParams({ question, idDisc: theo })}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { html: string }).html.replace(/<[^>]+>/g, ' ');
  };

  it('never tells anyone a barred person may pick Theo up: it hands the question to the school, without saying why', async () => {
    for (const email of ['carlos@lunna.demo', 'patricia@lunna.demo']) {
      for (const question of [
        'Quem pode buscar o Theo hoje?',
        'A avó pode buscar o Theo hoje?',
        'Posso buscar o Theo hoje?',
      ]) {
        const text = await ask(email, question);
        expect(text, `${email}: ${question}`).toContain('fale com a escola');
        expect(text).not.toContain('Rosa');
        expect(text).not.toMatch(/Sim:/);
        expect(text).not.toMatch(/restri|judicial|Medida/i);
      }
    }
  });
});
