import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  destinoDiario,
  msg,
  type AutorizacaoMedicacaoRead,
  type DetalhesRegistro,
  type DiarioDiscente,
  type DiarioEscolaHoje,
  type DiarioTurmaHoje,
  type EventoDiario,
  type RegistroDiarioRead,
} from '@lunna/contract';
import {
  auditLog,
  autorizacaoMedicacao,
  diarioCiencia,
  diarioRegistro,
  discente,
  notificacao,
  presenca,
  responsavel,
  responsavelDiscente,
  turma,
  turmaDiscente,
  turmaPedagogo,
  usuario,
} from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { addDaysTo, instantAt } from '../../../lib/school-time';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { DEMO_TZ, seededSchoolDay, seededWeek } from '../../../test/school-calendar';
import { ModernStompClient } from '../../../test/stomp-test-clients';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { writesSnapshot } from '../../../test/writes';
import { ACAO_LER_DIARIO_SAUDE } from './diario.service';

const EMAILS = {
  diretora: 'diretora@lunna.demo',
  ana: 'ana.professora@lunna.demo',
  bruno: 'bruno.professor@lunna.demo',
  mariana: 'mariana@lunna.demo',
  carlos: 'carlos@lunna.demo',
  patricia: 'patricia@lunna.demo',
} as const;
type Quem = keyof typeof EMAILS | 'fora' | 'foraDiretora';

let t: TestApp;
let wsUrl: string;
const kids = new Map<string, string>();
const turmas = new Map<string, string>();
const clients = new Map<Quem, TestClient>();
const userIds = new Map<Quem, string>();
const open: { close(): Promise<void> }[] = [];

/** Wednesday of the seeded week (its menu is seeded), 14:00 in São Paulo: breakfast, lunch and the snack are served. */
const NOW = seededSchoolDay(3, '14:00');
const HOJE = addDaysTo(seededWeek(), 2);
const at = (horario: string, data = HOJE) => instantAt(data, horario, DEMO_TZ).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  wsUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/ws`;
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    kids.set(child.key, row!.id);
  }
  for (const [quem, email] of Object.entries(EMAILS) as [Quem, string][]) {
    clients.set(quem, await TestClient.signedIn(t.app, email));
    const [row] = await t.database.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.email, email));
    userIds.set(quem, row!.id);
  }
  const fora = await otherSchoolStaff(t.database.db, 'pedagogo');
  const foraDiretora = await otherSchoolStaff(t.database.db, 'gestor');
  clients.set('fora', await TestClient.signedIn(t.app, fora.email));
  clients.set('foraDiretora', await TestClient.signedIn(t.app, foraDiretora.email));
  for (const x of (await as('diretora').get('/api/turma')).json()) turmas.set(x.nomeTurma, x.idTurma);
}, 120_000);
afterAll(async () => {
  await Promise.allSettled(open.map((c) => c.close()));
  await t.close();
});

const as = (quem: Quem) => clients.get(quem)!;
const kid = (key: string) => kids.get(key)!;
const girassol = () => turmas.get('Turma Girassol')!; // lucas, theo, davi — Ana
const beijaFlor = () => turmas.get('Turma Beija-flor')!; // sofia, alice — Bruno
const db = () => t.database.db;

type Item = { idDisc: string; registro: { ocorridoEm?: string; detalhes: Record<string, unknown> } };
const item = (key: string, detalhes: Record<string, unknown>, ocorridoEm?: string): Item => ({
  idDisc: kid(key),
  registro: { ...(ocorridoEm ? { ocorridoEm } : {}), detalhes },
});
const lancar = (quem: Quem, registros: Item[], turmaId = girassol(), chave: string = randomUUID()) =>
  as(quem).post(`/api/turma/${turmaId}/diario`, { chave, registros });
const diarioDe = async (quem: Quem, key: string, query = '') => {
  const res = await as(quem).get(`/api/discente/${kid(key)}/diario${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as DiarioDiscente;
};

const almoco = (quantidade = 'tudo') => ({ tipo: 'refeicao', refeicao: 'almoco', quantidade });
const dose = (extra: Record<string, unknown> = {}) => ({
  tipo: 'medicacao',
  medicamento: 'Loratadina xarope',
  dose: 2.5,
  unidade: 'ml',
  ...extra,
});
const incidente = (grave = false) => ({
  tipo: 'incidente',
  incidente: 'queda',
  descricao: 'Escorregou no parque e bateu o joelho.',
  local: 'Parque',
  primeirosSocorros: 'Compressa fria por 10 minutos.',
  grave,
});

describe('writing the diary', () => {
  it('one entry for several children of the class, each with its own details, read by each family', async () => {
    const res = await lancar('ana', [
      item('lucas', almoco()),
      item('theo', almoco('metade')),
      item('davi', almoco('pouco')),
    ]);
    expect(res.statusCode).toBe(201);
    const { registros } = res.json() as { registros: RegistroDiarioRead[] };
    expect(registros.map((r) => r.idDisc).sort()).toEqual([kid('lucas'), kid('theo'), kid('davi')].sort());
    expect(registros.find((r) => r.idDisc === kid('theo'))!.detalhes).toMatchObject({
      refeicao: 'almoco',
      quantidade: 'metade',
    });
    expect(registros[0]!.autor).toEqual({ nome: 'Ana Beatriz Rocha', papel: 'pedagogo' });
    expect(registros[0]!.data).toBe(HOJE);

    const lucas = await diarioDe('mariana', 'lucas');
    expect(lucas.de).toBe(HOJE);
    const lucasAlmoco = registros.find((r) => r.idDisc === kid('lucas'))!;
    expect(lucas.registros.find((r) => r.idRegistro === lucasAlmoco.idRegistro)).toEqual(lucasAlmoco);
    expect(
      (await diarioDe('patricia', 'theo')).registros.some(
        (r) => r.detalhes.tipo === 'refeicao' && r.detalhes.quantidade === 'metade',
      ),
    ).toBe(true);
  });

  it('takes every kind of entry', async () => {
    const kinds: Record<string, unknown>[] = [
      { tipo: 'mamadeira', ml: 180 },
      { tipo: 'sono', fim: at('12:40') },
      { tipo: 'higiene', higiene: 'fralda', resultados: ['xixi', 'coco'] },
      { tipo: 'temperatura', graus: 37.8, nota: 'Medida na axila' },
      { tipo: 'humor', humor: 'feliz' },
      { tipo: 'nota', texto: 'Brincou muito com massinha.' },
      { tipo: 'trazer', itens: ['fraldas', 'roupa_extra'] },
    ];
    for (const detalhes of kinds) {
      const res = await lancar('ana', [
        item('davi', detalhes, detalhes.tipo === 'sono' ? at('11:30') : undefined),
      ]);
      expect(res.statusCode, JSON.stringify(detalhes)).toBe(201);
    }
    const tipos = new Set((await diarioDe('carlos', 'davi')).registros.map((r) => r.detalhes.tipo));
    for (const k of kinds) expect(tipos.has(k.tipo as DetalhesRegistro['tipo'])).toBe(true);
  });

  it('refuses times outside the school day, in the future or more than 7 days back, and a nap ending before it starts', async () => {
    const before = await writesSnapshot(t);
    const field = 'registros.0.registro.ocorridoEm';
    for (const ocorridoEm of [
      at('04:30'),
      at('22:30'),
      new Date(NOW.getTime() + 10 * 60_000).toISOString(),
      at('10:00', addDaysTo(HOJE, -8)),
    ]) {
      const res = await lancar('ana', [item('lucas', { tipo: 'humor', humor: 'feliz' }, ocorridoEm)]);
      expect(res.statusCode, ocorridoEm).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: msg.horarioForaDoDia } });
    }
    const sono = await lancar('ana', [item('lucas', { tipo: 'sono', fim: at('11:00') }, at('12:00'))]);
    expect(sono.statusCode).toBe(400);
    expect(sono.json().fields).toEqual({ 'registros.0.registro.detalhes.fim': msg.fimSonoAntesInicio });
    expect(await writesSnapshot(t)).toEqual(before);
    // A few minutes ahead (a device clock) and a week back are fine.
    expect(
      (
        await lancar('ana', [
          item(
            'lucas',
            { tipo: 'humor', humor: 'tranquilo' },
            new Date(NOW.getTime() + 2 * 60_000).toISOString(),
          ),
        ])
      ).statusCode,
    ).toBe(201);
    const semanaPassada = await lancar('ana', [
      item('lucas', { tipo: 'humor', humor: 'cansado' }, at('09:00', addDaysTo(HOJE, -7))),
    ]);
    expect(semanaPassada.statusCode).toBe(201);
    expect(semanaPassada.json().registros[0].data).toBe(addDaysTo(HOJE, -7));
  });

  it('refuses bad amounts and unknown kinds with 400, never 500', async () => {
    const bad: unknown[] = [
      { tipo: 'mamadeira', ml: 2 },
      { tipo: 'mamadeira', ml: 'muito' },
      { tipo: 'temperatura', graus: 45 },
      { tipo: 'refeicao', refeicao: 'lanche', quantidade: 'tudo' },
      { tipo: 'higiene', higiene: 'fralda', resultados: [] },
      { tipo: 'medicacao', medicamento: '', dose: 1, unidade: 'ml' },
      { tipo: 'medicacao', medicamento: 'X', dose: -1, unidade: 'ml' },
      { tipo: 'incidente', incidente: 'queda', descricao: '', local: 'x', primeirosSocorros: 'y' },
      { tipo: 'foguete' },
      null,
    ];
    for (const detalhes of bad) {
      const res = await as('ana').post(`/api/turma/${girassol()}/diario`, {
        chave: randomUUID(),
        registros: [{ idDisc: kid('lucas'), registro: { detalhes } }],
      });
      expect(res.statusCode, JSON.stringify(detalhes)).toBe(400);
    }
    for (const body of [
      {},
      { chave: 'x', registros: [] },
      { chave: randomUUID(), registros: 'a' },
      { chave: randomUUID(), registros: [item('lucas', almoco(), 'ontem')] },
    ]) {
      expect((await as('ana').post(`/api/turma/${girassol()}/diario`, body)).statusCode).toBe(400);
    }
    expect(
      (
        await as('ana').post(`/api/turma/nao-e-uuid/diario`, {
          chave: randomUUID(),
          registros: [item('lucas', almoco())],
        })
      ).statusCode,
    ).toBe(400);
    expect((await as('ana').get(`/api/discente/${kid('lucas')}/diario?data=2026-13-40`)).statusCode).toBe(
      400,
    );
    expect(
      (
        await as('ana').post(`/api/diario/${randomUUID()}/correcao`, {
          chave: randomUUID(),
          motivo: 'Errei o registro',
          anular: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('medication', () => {
  it('a dose on the record is given without authorisation; another dose, medicine or too soon needs one', async () => {
    // Davi's record: "Loratadina xarope, 2,5 ml", 2.5 every 12 hours.
    const ok = await lancar('ana', [item('davi', dose(), at('08:00'))]);
    expect(ok.statusCode).toBe(201);
    const before = await writesSnapshot(t);
    for (const [detalhes, quando] of [
      [dose(), at('10:00')],
      [dose({ dose: 5 }), at('13:00', addDaysTo(HOJE, -3))],
      [dose({ medicamento: 'Paracetamol' }), at('13:00')],
    ] as const) {
      const res = await lancar('ana', [item('davi', detalhes, quando)]);
      expect(res.statusCode, JSON.stringify(detalhes)).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'AUTORIZACAO_MEDICACAO_NECESSARIA',
        message: msg.medicacaoSemAutorizacao,
      });
    }
    // Lucas's record lists no medicine at all.
    expect((await lancar('ana', [item('lucas', dose())])).statusCode).toBe(422);
    expect(await writesSnapshot(t)).toEqual(before);
  });

  it('the guardians’ authorisation allows it; a revoked one, or another child’s, does not', async () => {
    const semAut = await lancar('ana', [
      item('theo', { tipo: 'medicacao', medicamento: 'Paracetamol', dose: 5, unidade: 'ml' }),
    ]);
    expect(semAut.statusCode).toBe(422);

    const created = await as('carlos').post(`/api/discente/${kid('theo')}/autorizacao-medicacao`, {
      medicamento: 'Paracetamol',
      dose: 5,
      unidade: 'ml',
      horarios: 'às 10h e às 14h se tiver febre',
      dataInicio: HOJE,
      dataFim: addDaysTo(HOJE, 2),
    });
    expect(created.statusCode).toBe(201);
    const aut = created.json() as AutorizacaoMedicacaoRead;
    expect(aut).toMatchObject({ idDisc: kid('theo'), autorizadoPor: 'Carlos Lima', revogadaEm: null });
    // Ana teaches Theo: she is told.
    const avisos = await db()
      .select()
      .from(notificacao)
      .where(and(eq(notificacao.usuarioId, userIds.get('ana')!), eq(notificacao.tipo, 'diario_autorizacao')));
    expect(avisos).toHaveLength(1);

    const given = await lancar('ana', [
      item('theo', {
        tipo: 'medicacao',
        medicamento: 'paracetamol',
        dose: 5,
        unidade: 'ml',
        idAutorizacao: aut.idAutorizacao,
      }),
    ]);
    expect(given.statusCode).toBe(201);
    const [row] = await db()
      .select()
      .from(diarioRegistro)
      .where(eq(diarioRegistro.id, given.json().registros[0].idRegistro));
    expect(row!.autorizacaoId).toBe(aut.idAutorizacao);
    // Another dose than authorised, or the authorisation used for another child.
    expect(
      (
        await lancar('ana', [
          item('theo', {
            tipo: 'medicacao',
            medicamento: 'Paracetamol',
            dose: 7,
            unidade: 'ml',
            idAutorizacao: aut.idAutorizacao,
          }),
        ])
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await lancar('ana', [
          item('lucas', {
            tipo: 'medicacao',
            medicamento: 'Paracetamol',
            dose: 5,
            unidade: 'ml',
            idAutorizacao: aut.idAutorizacao,
          }),
        ])
      ).statusCode,
    ).toBe(422);

    // Patrícia (Theo's other guardian) lists and revokes; Mariana (another family) may do neither.
    expect((await as('mariana').get(`/api/discente/${kid('theo')}/autorizacao-medicacao`)).statusCode).toBe(
      403,
    );
    expect((await as('mariana').delete(`/api/autorizacao-medicacao/${aut.idAutorizacao}`)).statusCode).toBe(
      403,
    );
    expect((await as('ana').delete(`/api/autorizacao-medicacao/${aut.idAutorizacao}`)).statusCode).toBe(403);
    const revoked = await as('patricia').delete(`/api/autorizacao-medicacao/${aut.idAutorizacao}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revogadaEm).not.toBeNull();
    expect(
      (await as('patricia').delete(`/api/autorizacao-medicacao/${aut.idAutorizacao}`)).json().revogadaEm,
    ).toBe(revoked.json().revogadaEm);
    const list = (await as('ana').get(`/api/discente/${kid('theo')}/autorizacao-medicacao`)).json() as {
      autorizacoes: AutorizacaoMedicacaoRead[];
    };
    expect(list.autorizacoes.map((a) => a.idAutorizacao)).toContain(aut.idAutorizacao);

    const depois = await lancar(
      'ana',
      [
        item('theo', {
          tipo: 'medicacao',
          medicamento: 'Paracetamol',
          dose: 5,
          unidade: 'ml',
          idAutorizacao: aut.idAutorizacao,
        }),
      ],
      girassol(),
    );
    expect(depois.statusCode).toBe(422);
    // The dose given under it still points at it.
    const [still] = await db().select().from(diarioRegistro).where(eq(diarioRegistro.id, row!.id));
    expect(still!.autorizacaoId).toBe(aut.idAutorizacao);

    // A guardian's authorisation for another family's child, or staff writing one: 403.
    const payload = {
      medicamento: 'X',
      dose: 1,
      unidade: 'ml',
      horarios: '10h',
      dataInicio: HOJE,
      dataFim: HOJE,
    };
    expect(
      (await as('mariana').post(`/api/discente/${kid('theo')}/autorizacao-medicacao`, payload)).statusCode,
    ).toBe(403);
    expect(
      (await as('ana').post(`/api/discente/${kid('theo')}/autorizacao-medicacao`, payload)).statusCode,
    ).toBe(403);
    expect(
      (
        await as('carlos').post(`/api/discente/${kid('theo')}/autorizacao-medicacao`, {
          ...payload,
          dataFim: addDaysTo(HOJE, -1),
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('corrections', () => {
  it('there is no edit or delete route: a correction keeps the original, and only the latest version can be corrected', async () => {
    const { registros } = (
      await lancar('ana', [item('lucas', { tipo: 'temperatura', graus: 38.5 })])
    ).json() as { registros: RegistroDiarioRead[] };
    const original = registros[0]!;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await as('ana').request({
        method,
        url: `/api/diario/${original.idRegistro}`,
        payload: { graus: 37 },
      });
      expect(res.statusCode, method).toBe(404);
    }
    const chave = randomUUID();
    const body = {
      chave,
      motivo: 'Termômetro errado, medi de novo',
      registro: { ocorridoEm: original.ocorridoEm, detalhes: { tipo: 'temperatura', graus: 37.2 } },
    };
    const fixed = await as('ana').post(`/api/diario/${original.idRegistro}/correcao`, body);
    expect(fixed.statusCode).toBe(201);
    const novo = fixed.json() as RegistroDiarioRead;
    expect(novo.corrige).toEqual({ idRegistro: original.idRegistro, motivo: body.motivo });
    // A replay answers the same entry.
    const again = await as('ana').post(`/api/diario/${original.idRegistro}/correcao`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().idRegistro).toBe(novo.idRegistro);

    const dia = await diarioDe('mariana', 'lucas');
    const antigo = dia.registros.find((r) => r.idRegistro === original.idRegistro)!;
    expect(antigo.detalhes).toMatchObject({ graus: 38.5 });
    expect(antigo.corrigidoPor).toBe(novo.idRegistro);

    const twice = await as('diretora').post(`/api/diario/${original.idRegistro}/correcao`, {
      chave: randomUUID(),
      motivo: 'Outra correção',
      anular: true,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('REGISTRO_JA_CORRIGIDO');

    const anulado = await as('diretora').post(`/api/diario/${novo.idRegistro}/correcao`, {
      chave: randomUUID(),
      motivo: 'Registro na criança errada',
      anular: true,
    });
    expect(anulado.statusCode).toBe(201);
    expect(anulado.json()).toMatchObject({
      anulado: true,
      detalhes: { graus: 37.2 },
      autor: { papel: 'gestor' },
    });

    // Another class's educator, a guardian: 403.
    const outro = (await lancar('ana', [item('lucas', { tipo: 'humor', humor: 'agitado' })])).json()
      .registros[0] as RegistroDiarioRead;
    for (const quem of ['bruno', 'mariana', 'fora', 'foraDiretora'] as const) {
      const res = await as(quem).post(`/api/diario/${outro.idRegistro}/correcao`, {
        chave: randomUUID(),
        motivo: 'Quero mudar isto',
        anular: true,
      });
      expect(res.statusCode, quem).toBe(403);
    }
    expect(
      (
        await as('ana').post(`/api/diario/${outro.idRegistro}/correcao`, {
          chave: randomUUID(),
          motivo: 'curto',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('two corrections of one entry at once: one wins, the other is told it was corrected; a replay at once is stored once', async () => {
    const original = (await lancar('ana', [item('theo', { tipo: 'humor', humor: 'agitado' })])).json()
      .registros[0] as RegistroDiarioRead;
    const corrigir = (quem: Quem, chave: string, humor: string) =>
      as(quem).post(`/api/diario/${original.idRegistro}/correcao`, {
        chave,
        motivo: 'Humor registrado errado',
        registro: { ocorridoEm: original.ocorridoEm, detalhes: { tipo: 'humor', humor } },
      });
    const both = await Promise.all([
      corrigir('ana', randomUUID(), 'feliz'),
      corrigir('diretora', randomUUID(), 'tranquilo'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe('REGISTRO_JA_CORRIGIDO');
    const versions = await db()
      .select()
      .from(diarioRegistro)
      .where(eq(diarioRegistro.corrigeId, original.idRegistro));
    expect(versions).toHaveLength(1);

    const latest = versions[0]!.id;
    const chave = randomUUID();
    const body = { chave, motivo: 'Agora sim, corrigido', anular: true };
    const replays = await Promise.all([
      as('ana').post(`/api/diario/${latest}/correcao`, body),
      as('ana').post(`/api/diario/${latest}/correcao`, body),
    ]);
    expect(replays.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(replays[0]!.json().idRegistro).toBe(replays[1]!.json().idRegistro);
    expect(
      (await db().select().from(diarioRegistro).where(eq(diarioRegistro.chaveCliente, chave))).length,
    ).toBe(1);
  });

  it('a medication correction follows the medication rules (the replaced dose does not count)', async () => {
    const first = (await lancar('ana', [item('davi', dose(), at('09:00', addDaysTo(HOJE, -1)))])).json()
      .registros[0] as RegistroDiarioRead;
    const moved = await as('ana').post(`/api/diario/${first.idRegistro}/correcao`, {
      chave: randomUUID(),
      motivo: 'Horário certo da dose',
      registro: { ocorridoEm: at('09:30', addDaysTo(HOJE, -1)), detalhes: dose() },
    });
    expect(moved.statusCode).toBe(201);
    const wrong = await as('ana').post(`/api/diario/${moved.json().idRegistro}/correcao`, {
      chave: randomUUID(),
      motivo: 'Dose dobrada',
      registro: { detalhes: dose({ dose: 5 }) },
    });
    expect(wrong.statusCode).toBe(422);
  });
});

describe('who may write and read', () => {
  it('only the class’s educators and the director write; nothing is stored otherwise', async () => {
    const before = await writesSnapshot(t);
    for (const quem of ['bruno', 'mariana', 'fora', 'foraDiretora'] as const) {
      const res = await lancar(quem, [item('lucas', almoco())]);
      expect(res.statusCode, quem).toBe(403);
    }
    const fora = await lancar('ana', [item('lucas', almoco()), item('sofia', almoco())]);
    expect(fora.statusCode).toBe(400);
    expect(fora.json().fields).toEqual({ 'registros.1.idDisc': msg.criancaForaDaTurma });
    expect((await lancar('ana', [item('sofia', almoco())], beijaFlor())).statusCode).toBe(403);
    expect(await writesSnapshot(t)).toEqual(before);
    expect(
      (await lancar('diretora', [item('sofia', { tipo: 'humor', humor: 'feliz' })], beijaFlor())).statusCode,
    ).toBe(201);
    expect(
      (await lancar('bruno', [item('sofia', { tipo: 'humor', humor: 'tranquilo' })], beijaFlor())).statusCode,
    ).toBe(201);
  });

  it('only the child’s guardians and staff read', async () => {
    for (const quem of ['mariana', 'ana', 'diretora'] as const)
      expect((await as(quem).get(`/api/discente/${kid('lucas')}/diario`)).statusCode, quem).toBe(200);
    for (const quem of ['carlos', 'patricia', 'bruno', 'fora', 'foraDiretora'] as const) {
      const res = await as(quem).get(`/api/discente/${kid('lucas')}/diario`);
      expect(res.statusCode, quem).toBe(403);
      expect(res.body).not.toContain('almoco');
    }
    for (const quem of ['bruno', 'mariana', 'fora'] as const)
      expect((await as(quem).get(`/api/turma/${girassol()}/diario/hoje`)).statusCode, quem).toBe(403);
    for (const quem of ['ana', 'mariana'] as const)
      expect((await as(quem).get('/api/diario/hoje')).statusCode, quem).toBe(403);
    // Another school's director sees their own school only.
    const outra = await as('foraDiretora').get('/api/diario/hoje');
    expect(outra.statusCode).toBe(200);
    expect(outra.json().turmas).toEqual([]);
    expect((await new TestClient(t.app).get(`/api/discente/${kid('lucas')}/diario`)).statusCode).toBe(401);
  });

  it('a week reads Monday to Friday', async () => {
    const semana = await diarioDe('mariana', 'lucas', `?semana=${HOJE}`);
    expect(semana.de).toBe(addDaysTo(HOJE, -2));
    expect(semana.ate).toBe(addDaysTo(HOJE, 2));
    const dias = new Set(semana.registros.map((r) => r.data));
    expect([...dias].every((d) => d >= semana.de && d <= semana.ate)).toBe(true);
  });
});

describe('one transaction, stored once', () => {
  it('one bad child stores nothing for the others', async () => {
    const before = await writesSnapshot(t);
    const res = await lancar('ana', [
      item('lucas', { tipo: 'humor', humor: 'feliz' }),
      item('theo', { tipo: 'humor', humor: 'feliz' }),
      item('davi', dose({ medicamento: 'Ibuprofeno' })),
    ]);
    expect(res.statusCode).toBe(422);
    const tarde = await lancar('ana', [
      item('lucas', { tipo: 'humor', humor: 'feliz' }),
      item('theo', { tipo: 'humor', humor: 'feliz' }, at('23:00')),
    ]);
    expect(tarde.statusCode).toBe(400);
    expect(tarde.json().fields).toEqual({ 'registros.1.registro.ocorridoEm': msg.horarioForaDoDia });
    expect(await writesSnapshot(t)).toEqual(before);
  });

  it('an offline entry replayed is stored once, one request after the other or both at once', async () => {
    const chave = randomUUID();
    const registros = [
      item('lucas', { tipo: 'nota', texto: 'Fila offline' }),
      item('theo', { tipo: 'nota', texto: 'Fila offline' }),
    ];
    const first = await lancar('ana', registros, girassol(), chave);
    expect(first.statusCode).toBe(201);
    const second = await lancar('ana', registros, girassol(), chave);
    expect(second.statusCode).toBe(200);
    expect(
      second
        .json()
        .registros.map((r: RegistroDiarioRead) => r.idRegistro)
        .sort(),
    ).toEqual(
      first
        .json()
        .registros.map((r: RegistroDiarioRead) => r.idRegistro)
        .sort(),
    );
    expect(
      (await db().select().from(diarioRegistro).where(eq(diarioRegistro.chaveCliente, chave))).length,
    ).toBe(2);

    const juntas = randomUUID();
    const both = await Promise.all([
      lancar('ana', registros, girassol(), juntas),
      lancar('ana', registros, girassol(), juntas),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(
      both[0]!
        .json()
        .registros.map((r: RegistroDiarioRead) => r.idRegistro)
        .sort(),
    ).toEqual(
      both[1]!
        .json()
        .registros.map((r: RegistroDiarioRead) => r.idRegistro)
        .sort(),
    );
    expect(
      (await db().select().from(diarioRegistro).where(eq(diarioRegistro.chaveCliente, juntas))).length,
    ).toBe(2);

    // The same key from another author is another entry.
    expect((await lancar('diretora', registros, girassol(), chave)).statusCode).toBe(201);
  });
});

describe('incidents and things to bring', () => {
  it('notifies every guardian with the right priority; a guardian acknowledges; staff see who has not', async () => {
    const res = await lancar('ana', [item('theo', incidente()), item('davi', incidente(true))]);
    expect(res.statusCode).toBe(201);
    const [theo, davi] = [kid('theo'), kid('davi')].map((id) =>
      (res.json().registros as RegistroDiarioRead[]).find((r) => r.idDisc === id)!,
    );
    const notes = await db().select().from(notificacao).where(eq(notificacao.tipo, 'diario_incidente'));
    const of = (registro: string) => notes.filter((n) => n.refId === registro);
    expect(
      of(theo!.idRegistro)
        .map((n) => n.usuarioId)
        .sort(),
    ).toEqual([userIds.get('carlos'), userIds.get('patricia')].sort());
    expect(
      of(theo!.idRegistro).every(
        (n) => n.prioridade === 'Atenção' && n.link === `/diario/${kid('theo')}?data=${HOJE}`,
      ),
    ).toBe(true);
    expect(of(davi!.idRegistro).map((n) => [n.usuarioId, n.prioridade])).toEqual([
      [userIds.get('carlos'), 'Importante'],
    ]);
    expect(
      (await db().select().from(diarioCiencia).where(eq(diarioCiencia.registroId, theo!.idRegistro))).length,
    ).toBe(2);
    // E-mail by each guardian's preferences (Atenção and Importante are on by default), with the link to the day.
    const mails = t.mail.filter((m) => m.subject.includes('Queda'));
    expect(mails.map((m) => m.to).sort()).toEqual([
      'carlos@lunna.demo',
      'carlos@lunna.demo',
      'patricia@lunna.demo',
    ]);
    expect(mails.every((m) => m.text.includes(`/diario/`) && m.text.includes('Escorregou no parque'))).toBe(
      true,
    );

    const staffView = (await diarioDe('ana', 'theo')).registros.find(
      (r) => r.idRegistro === theo!.idRegistro,
    )!;
    expect(staffView.ciencia).toMatchObject({ confirmada: false, confirmados: [] });
    expect(staffView.ciencia!.pendentes.map((p) => p.nome).sort()).toEqual(['Carlos Lima', 'Patrícia Alves']);
    expect((await diarioDe('patricia', 'theo')).pendentes.map((p) => p.idRegistro)).toContain(
      theo!.idRegistro,
    );

    // Only a guardian it was addressed to acknowledges.
    for (const quem of ['mariana', 'ana', 'diretora'] as const)
      expect((await as(quem).post(`/api/diario/${theo!.idRegistro}/ciencia`)).statusCode, quem).toBe(403);
    const ack = await as('carlos').post(`/api/diario/${theo!.idRegistro}/ciencia`);
    expect(ack.statusCode).toBe(200);
    expect(ack.json().ciencia).toMatchObject({ confirmada: true, pendentes: [] });
    expect(ack.json().ciencia.confirmados.map((c: { nome: string }) => c.nome)).toEqual(['Carlos Lima']);
    expect((await as('carlos').post(`/api/diario/${theo!.idRegistro}/ciencia`)).statusCode).toBe(200);
    // Carlos's notification about it is read; Patrícia's is not.
    expect(of(theo!.idRegistro).length).toBe(2);
    const [carlosNote] = await db()
      .select()
      .from(notificacao)
      .where(and(eq(notificacao.refId, theo!.idRegistro), eq(notificacao.usuarioId, userIds.get('carlos')!)));
    expect(carlosNote!.lidaEm).not.toBeNull();

    const depois = (await diarioDe('diretora', 'theo')).registros.find(
      (r) => r.idRegistro === theo!.idRegistro,
    )!;
    expect(depois.ciencia).toMatchObject({
      confirmada: false,
      pendentes: [{ nome: 'Patrícia Alves' }],
      confirmados: [{ nome: 'Carlos Lima' }],
    });
    // Carlos sees only his own acknowledgement, and nothing pending for him; Patrícia still has it pending.
    const carlosView = await diarioDe('carlos', 'theo');
    expect(carlosView.registros.find((r) => r.idRegistro === theo!.idRegistro)!.ciencia).toMatchObject({
      confirmada: true,
      pendentes: [],
    });
    expect(carlosView.pendentes.map((p) => p.idRegistro)).not.toContain(theo!.idRegistro);
    expect((await diarioDe('patricia', 'theo')).pendentes.map((p) => p.idRegistro)).toContain(
      theo!.idRegistro,
    );

    const hoje = (await as('ana').get(`/api/turma/${girassol()}/diario/hoje`)).json() as DiarioTurmaHoje;
    expect(hoje.criancas.find((c) => c.idDisc === kid('theo'))!.incidentesPendentes).toBe(1);
  });

  it('staff reads of health entries are in the access log; guardians’ are not', async () => {
    const count = async () =>
      (
        await db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.discenteId, kid('theo')), eq(auditLog.acao, ACAO_LER_DIARIO_SAUDE)))
      ).length;
    const before = await count();
    await diarioDe('patricia', 'theo');
    expect(await count()).toBe(before);
    await diarioDe('ana', 'theo');
    expect(await count()).toBe(before + 1);
    const acessos = (await as('patricia').get(`/api/discente/${kid('theo')}/acessos`)).json() as {
      itens: { item: string; nome: string }[];
    };
    expect(JSON.stringify(acessos)).toContain('diario_saude');
  });

  it('a thing to bring is pending until a guardian marks it done', async () => {
    const { registros } = (
      await lancar('ana', [item('lucas', { tipo: 'trazer', itens: ['lencos'] })])
    ).json() as { registros: RegistroDiarioRead[] };
    const trazer = registros[0]!;
    expect((await diarioDe('mariana', 'lucas')).pendentes.map((p) => p.idRegistro)).toContain(
      trazer.idRegistro,
    );
    for (const quem of ['carlos', 'ana'] as const)
      expect((await as(quem).post(`/api/diario/${trazer.idRegistro}/concluir`)).statusCode, quem).toBe(403);
    const done = await as('mariana').post(`/api/diario/${trazer.idRegistro}/concluir`);
    expect(done.statusCode).toBe(200);
    expect(done.json().concluidoEm).not.toBeNull();
    expect((await as('mariana').post(`/api/diario/${trazer.idRegistro}/concluir`)).json().concluidoEm).toBe(
      done.json().concluidoEm,
    );
    expect((await diarioDe('mariana', 'lucas')).pendentes.map((p) => p.idRegistro)).not.toContain(
      trazer.idRegistro,
    );
  });
});

describe('the class’s and the school’s today', () => {
  it('shows presence, meals served without an entry, a missing nap and medication due', async () => {
    await db()
      .insert(presenca)
      .values({
        escolaId: (
          await db()
            .select({ e: discente.escolaId })
            .from(discente)
            .where(eq(discente.id, kid('sofia')))
        )[0]!.e,
        discenteId: kid('sofia'),
        data: HOJE,
        tipo: 'entrada',
        ocorridoEm: new Date(at('07:10')),
        educadorId: userIds.get('bruno')!,
        nomePessoa: 'Mariana Souza',
      });
    const hoje = (await as('bruno').get(`/api/turma/${beijaFlor()}/diario/hoje`)).json() as DiarioTurmaHoje;
    expect(hoje.data).toBe(HOJE);
    const sofia = hoje.criancas.find((c) => c.idDisc === kid('sofia'))!;
    const alice = hoje.criancas.find((c) => c.idDisc === kid('alice'))!;
    expect(sofia.presente).toBe(true);
    expect(alice.presente).toBe(false);
    // Breakfast 07:30, lunch 10:00 and the snack 13:30 are served by 14:00; dinner (15:00) is not.
    expect(alice.refeicoesSemRegistro).toEqual(['cafe_manha', 'almoco', 'cafe_tarde']);
    expect(alice.semSono).toBe(true);
    // Sofia's record: Vitamina D every 24 h.
    expect(sofia.medicacaoPrevista).toEqual([{ medicamento: 'Vitamina D, 2 gotas', dose: 2, unidade: null }]);

    await lancar(
      'bruno',
      [
        item('sofia', { tipo: 'refeicao', refeicao: 'almoco', quantidade: 'quase_tudo' }),
        item('alice', almoco()),
      ],
      beijaFlor(),
    );
    await lancar('bruno', [item('sofia', { tipo: 'sono', naoDormiu: true })], beijaFlor());
    await lancar(
      'bruno',
      [
        item(
          'sofia',
          { tipo: 'medicacao', medicamento: 'Vitamina D', dose: 2, unidade: 'gotas' },
          at('09:00'),
        ),
      ],
      beijaFlor(),
    );
    const depois = (await as('bruno').get(`/api/turma/${beijaFlor()}/diario/hoje`)).json() as DiarioTurmaHoje;
    const sofia2 = depois.criancas.find((c) => c.idDisc === kid('sofia'))!;
    expect(sofia2.refeicoesSemRegistro).toEqual(['cafe_manha', 'cafe_tarde']);
    expect(sofia2.semSono).toBe(false);
    expect(sofia2.medicacaoPrevista).toEqual([]);
    expect(sofia2.ultimos.length).toBeGreaterThan(0);

    const escola = (await as('diretora').get('/api/diario/hoje')).json() as DiarioEscolaHoje;
    const bf = escola.turmas.find((x) => x.idTurma === beijaFlor())!;
    expect(bf).toMatchObject({
      nomeTurma: 'Turma Beija-flor',
      presentes: 1,
      semRefeicao: 1,
      semSono: 0,
      medicacaoPrevista: 0,
    });
    expect(escola.turmas.find((x) => x.idTurma === girassol())!.incidentesPendentes).toBeGreaterThanOrEqual(
      1,
    );

    // A medicine due for a child who is not at school is not due at school: the class shows it on her tile, the director's count leaves it out.
    await db()
      .insert(autorizacaoMedicacao)
      .values({
        escolaId: (
          await db()
            .select({ e: discente.escolaId })
            .from(discente)
            .where(eq(discente.id, kid('alice')))
        )[0]!.e,
        discenteId: kid('alice'),
        autorNome: 'Responsável',
        medicamento: 'Amoxicilina',
        dose: 5,
        unidade: 'ml',
        horarios: 'às 12h',
        dataInicio: HOJE,
        dataFim: HOJE,
      });
    const comAusente = (
      await as('bruno').get(`/api/turma/${beijaFlor()}/diario/hoje`)
    ).json() as DiarioTurmaHoje;
    expect(comAusente.criancas.find((c) => c.idDisc === kid('alice'))!.medicacaoPrevista).toHaveLength(1);
    const escola2 = (await as('diretora').get('/api/diario/hoje')).json() as DiarioEscolaHoje;
    expect(escola2.turmas.find((x) => x.idTurma === beijaFlor())!.medicacaoPrevista).toBe(0);
  });
});

describe('live', () => {
  it('a guardian’s open subscription gets the event; another family cannot subscribe to that destination', async () => {
    const cookieOf = (quem: Quem) => `lunna_session=${as(quem).cookies.get('lunna_session')}`;
    const mariana = await ModernStompClient.connect(wsUrl, { cookie: cookieOf('mariana') });
    open.push(mariana);
    const destino = destinoDiario(userIds.get('mariana')!);
    await mariana.subscribe(destino);
    const { registros } = (
      await lancar('ana', [item('lucas', { tipo: 'humor', humor: 'feliz' })])
    ).json() as { registros: RegistroDiarioRead[] };
    const evento = await mariana.inbox.next<EventoDiario>(
      destino,
      (e) => e.idRegistro === registros[0]!.idRegistro,
    );
    expect(evento).toEqual({ idDisc: kid('lucas'), idRegistro: registros[0]!.idRegistro });

    const carlos = await ModernStompClient.connect(wsUrl, { cookie: cookieOf('carlos') });
    open.push(carlos);
    carlos.subscribeNoWait(destino);
    expect(await carlos.refusal()).toBe(`not allowed to subscribe to ${destino}`);
    // Entries of another family's child never reach Mariana.
    const theo = (await lancar('ana', [item('theo', { tipo: 'humor', humor: 'feliz' })])).json()
      .registros[0] as RegistroDiarioRead;
    await lancar('ana', [item('lucas', { tipo: 'humor', humor: 'sensivel' })]);
    await new Promise((r) => setTimeout(r, 200));
    expect(mariana.inbox.all<EventoDiario>(destino).some((e) => e.idRegistro === theo.idRegistro)).toBe(
      false,
    );
  });
});

describe('holes closed', () => {
  it('an educator of an archived class reads nothing of that class’s day', async () => {
    // Bruno teaches Beija-flor only; an archived class of his with Lucas in it grants him nothing.
    const [row] = await db()
      .insert(turma)
      .values({
        escolaId: (
          await db()
            .select({ e: discente.escolaId })
            .from(discente)
            .where(eq(discente.id, kid('lucas')))
        )[0]!.e,
        nomeTurma: 'Turma Antiga',
        periodo: 'Manhã',
        arquivadaEm: new Date(NOW.getTime() - 86_400_000),
      })
      .returning({ id: turma.id });
    await db()
      .insert(turmaPedagogo)
      .values({ turmaId: row!.id, usuarioId: userIds.get('bruno')! });
    await db()
      .insert(turmaDiscente)
      .values({ turmaId: row!.id, discenteId: kid('lucas') });
    try {
      const res = await as('bruno').get(`/api/turma/${row!.id}/diario/hoje`);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(kid('lucas'));
    } finally {
      await db().delete(turma).where(eq(turma.id, row!.id));
    }
  });

  it('a dose of the record’s medicine named another way still counts for the record’s interval', async () => {
    // Davi's record: "Loratadina xarope, 2,5 ml", every 12 hours. A dose of "Loratadina xarope" at 08:00,
    // then "Loratadina" (the same medicine, as the record names it) two hours later: too soon.
    const dia = addDaysTo(HOJE, -2);
    expect((await lancar('ana', [item('davi', dose(), at('08:00', dia))])).statusCode).toBe(201);
    const before = await writesSnapshot(t);
    const res = await lancar('ana', [item('davi', dose({ medicamento: 'Loratadina' }), at('10:00', dia))]);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('AUTORIZACAO_MEDICACAO_NECESSARIA');
    expect(await writesSnapshot(t)).toEqual(before);
  });

  it('a dose written late, before one already given, keeps the record’s interval too', async () => {
    // 08:00 given and written; then a dose at 07:00 of the same day written afterwards: two doses an hour apart.
    const dia = addDaysTo(HOJE, -4);
    expect((await lancar('ana', [item('davi', dose(), at('08:00', dia))])).statusCode).toBe(201);
    const before = await writesSnapshot(t);
    expect((await lancar('ana', [item('davi', dose(), at('07:00', dia))])).statusCode).toBe(422);
    expect(await writesSnapshot(t)).toEqual(before);
  });
});

describe('a guardian whose link was suspended', () => {
  it('is no longer waited for: an incident the other guardian acknowledged is not pending for staff', async () => {
    const [patricia] = await db()
      .select({ id: responsavel.id })
      .from(responsavel)
      .where(eq(responsavel.usuarioId, userIds.get('patricia')!));
    const link = and(
      eq(responsavelDiscente.responsavelId, patricia!.id),
      eq(responsavelDiscente.discenteId, kid('theo')),
    );
    const inc = (await lancar('ana', [item('theo', incidente())])).json().registros[0] as RegistroDiarioRead;
    await db().update(responsavelDiscente).set({ status: 'suspenso' }).where(link);
    try {
      const pendentesHoje = async () =>
        (
          (await as('ana').get(`/api/turma/${girassol()}/diario/hoje`)).json() as DiarioTurmaHoje
        ).criancas.find((c) => c.idDisc === kid('theo'))!.incidentesPendentes;
      const antes = await pendentesHoje();
      expect((await as('carlos').post(`/api/diario/${inc.idRegistro}/ciencia`)).statusCode).toBe(200);
      expect(await pendentesHoje()).toBe(antes - 1);
      const staff = await diarioDe('ana', 'theo');
      expect(staff.registros.find((r) => r.idRegistro === inc.idRegistro)!.ciencia).toMatchObject({
        confirmada: true,
        pendentes: [],
      });
      expect(staff.pendentes.some((r) => r.idRegistro === inc.idRegistro)).toBe(false);
      expect((await as('diretora').get('/api/diario/hoje')).statusCode).toBe(200);
    } finally {
      await db().update(responsavelDiscente).set({ status: 'ativo' }).where(link);
    }
  });
});

describe('doors that stay shut', () => {
  it('a pending link, another family, another school: nothing read, acknowledged, marked or authorised', async () => {
    const [inc, trazer] = [
      (await lancar('ana', [item('theo', incidente())])).json().registros[0] as RegistroDiarioRead,
      (await lancar('ana', [item('theo', { tipo: 'trazer', itens: ['fraldas'] })])).json()
        .registros[0] as RegistroDiarioRead,
    ];
    const aut = {
      medicamento: 'Paracetamol',
      dose: 5,
      unidade: 'ml',
      horarios: '10h',
      dataInicio: HOJE,
      dataFim: HOJE,
    };
    const tentar = (quem: Quem) =>
      Promise.all([
        as(quem).get(`/api/discente/${kid('theo')}/diario`),
        as(quem).post(`/api/diario/${inc.idRegistro}/ciencia`),
        as(quem).post(`/api/diario/${trazer.idRegistro}/concluir`),
        as(quem).post(`/api/discente/${kid('theo')}/autorizacao-medicacao`, aut),
        as(quem).get(`/api/discente/${kid('theo')}/autorizacao-medicacao`),
        as(quem).post(`/api/diario/${inc.idRegistro}/correcao`, {
          chave: randomUUID(),
          motivo: 'Quero mudar isto',
          anular: true,
        }),
      ]);
    const [patricia] = await db()
      .select({ id: responsavel.id })
      .from(responsavel)
      .where(eq(responsavel.usuarioId, userIds.get('patricia')!));
    const link = and(
      eq(responsavelDiscente.responsavelId, patricia!.id),
      eq(responsavelDiscente.discenteId, kid('theo')),
    );
    const before = await writesSnapshot(t);
    await db().update(responsavelDiscente).set({ status: 'pendente' }).where(link);
    try {
      // Patrícia's link to Theo is pending; Mariana is another family; then another school's staff.
      for (const quem of ['patricia', 'mariana', 'foraDiretora', 'fora'] as const) {
        for (const res of await tentar(quem)) {
          expect(res.statusCode, `${quem} ${res.body}`).toBe(403);
          expect(res.body).not.toContain('Escorregou');
        }
      }
    } finally {
      await db().update(responsavelDiscente).set({ status: 'ativo' }).where(link);
    }
    expect(await writesSnapshot(t)).toEqual(before);
  });

  it('impossible dates and a weekend week answer 400 or the week, never 500', async () => {
    for (const q of ['?data=2026-02-30', '?semana=2026-13-01', '?data=hoje', '?data=2026-02-29']) {
      expect((await as('mariana').get(`/api/discente/${kid('lucas')}/diario${q}`)).statusCode, q).toBe(400);
    }
    const domingo = addDaysTo(HOJE, 4);
    const semana = await diarioDe('mariana', 'lucas', `?semana=${domingo}`);
    expect(semana).toMatchObject({ de: addDaysTo(HOJE, -2), ate: addDaysTo(HOJE, 2) });
  });
});

describe('a deactivated educator', () => {
  it('is not told of a new medication authorisation, neither in the portal nor by e-mail', async () => {
    // Ana keeps her classes while deactivated (a reactivation gives them back), but she no longer works there.
    const ana = eq(usuario.id, userIds.get('ana')!);
    const [{ email }] = (await db().select({ email: usuario.email }).from(usuario).where(ana)) as [
      { email: string },
    ];
    await db()
      .update(usuario)
      .set({ desativadoEm: new Date(NOW.getTime() - 60_000) })
      .where(ana);
    try {
      const mails = t.mail.length;
      const res = await as('carlos').post(`/api/discente/${kid('theo')}/autorizacao-medicacao`, {
        medicamento: 'Ibuprofeno',
        dose: 4,
        unidade: 'ml',
        horarios: 'se tiver febre',
        dataInicio: HOJE,
        dataFim: HOJE,
      });
      expect(res.statusCode).toBe(201);
      const avisos = await db()
        .select()
        .from(notificacao)
        .where(
          and(
            eq(notificacao.refId, res.json().idAutorizacao),
            eq(notificacao.usuarioId, userIds.get('ana')!),
          ),
        );
      expect(avisos).toHaveLength(0);
      expect(t.mail.slice(mails).some((m) => m.to === email)).toBe(false);
    } finally {
      await db().update(usuario).set({ desativadoEm: null }).where(ana);
    }
  });
});

describe('doses at once', () => {
  it('the same dose written twice at once by two writers: one is stored, the other needs an authorisation', async () => {
    // Davi's record allows Loratadina every 12 hours: two entries of it at the same time cannot both pass.
    const dia = addDaysTo(HOJE, -5);
    const both = await Promise.all([
      lancar('ana', [item('davi', dose(), at('09:00', dia))]),
      lancar('diretora', [item('davi', dose(), at('09:05', dia))]),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const doses = (
      await db()
        .select()
        .from(diarioRegistro)
        .where(and(eq(diarioRegistro.discenteId, kid('davi')), eq(diarioRegistro.data, dia)))
    ).filter((r) => r.tipo === 'medicacao');
    expect(doses).toHaveLength(1);
  });
});

describe('queries', () => {
  it('an entry for the whole class, and the class’s today, query as much for three children as for one (no query per child)', async () => {
    const client = (db() as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const contar = async (pedir: () => Promise<{ statusCode: number }>) => {
      const original = client.query;
      let n = 0;
      client.query = function (this: unknown, ...args: unknown[]) {
        n++;
        return original.apply(this, args);
      };
      try {
        expect((await pedir()).statusCode).toBeLessThan(300);
      } finally {
        client.query = original;
      }
      return n;
    };
    const humor = { tipo: 'humor', humor: 'tranquilo' };
    const um = await contar(() => lancar('ana', [item('lucas', humor)]));
    const tres = await contar(() =>
      lancar('ana', [item('lucas', humor), item('theo', humor), item('davi', humor)]),
    );
    expect(um).toBeGreaterThan(0);
    expect(tres).toBe(um);

    // The class's today: one child with a health entry among its latest, then all three: as many queries.
    const febre = { tipo: 'temperatura', graus: 37.9 };
    expect((await lancar('ana', [item('lucas', febre)])).statusCode).toBe(201);
    for (let i = 0; i < 3; i++)
      expect((await lancar('ana', [item('theo', humor), item('davi', humor)])).statusCode).toBe(201);
    const hoje = () => as('ana').get(`/api/turma/${girassol()}/diario/hoje`);
    const umaSaude = await contar(hoje);
    expect((await lancar('ana', [item('theo', febre), item('davi', febre)])).statusCode).toBe(201);
    const tresSaude = await contar(hoje);
    expect(tresSaude).toBe(umaSaude);
  });
});
