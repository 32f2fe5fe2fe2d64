import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportacaoRead } from '@lunna/contract';
import { autorizacaoMedicacao, diarioCiencia, exportacao, notificacao } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registrarNoDiario } from '../../dia/diario/diario.test-support';
import { demoIds } from './privacidade.test-support';

let t: TestApp;
let d: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  d = await demoIds(t);
});
afterAll(() => t.close());

const child = (key: string) => demoChildren.find((c) => c.key === key)!;
const exports = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(exportacao))[0]!.n;

/** Chat the export must carry (Mariana's) and must not (other families', the school's to others). */
const CHAT = {
  marianaGeral: 'Obrigada pela festa junina, foi linda!',
  marianaParaAna: 'Ana, o Lucas pode levar a fantasia amanhã?',
  anaParaMariana: 'Pode sim, Mariana. Vamos guardar na mochila dele.',
  carlosGeral: 'mensagem-do-carlos-na-sala-geral',
  anaGeral: 'recado-da-ana-para-todas-as-familias',
  patriciaParaBruno: 'conversa-da-patricia-com-o-bruno',
};

async function chatActivity() {
  const send = async (email: string, idConversa: string, message: string) => {
    const res = await (await d.as(email)).post(`/api/chat/conversas/${idConversa}/mensagens`, { message });
    expect(res.statusCode, res.body).toBe(201);
  };
  const open = async (email: string, com: string) =>
    (
      await (await d.as(email)).post('/api/chat/conversas/privada', { usuarioId: await d.usuarioId(com) })
    ).json().idConversa as string;
  const geral = (
    (await (await d.as('mariana@lunna.demo')).get('/api/chat/conversas')).json() as { idConversa: string }[]
  )[0]!.idConversa;
  const marianaAna = await open('mariana@lunna.demo', 'ana.professora@lunna.demo');
  await send('mariana@lunna.demo', geral, CHAT.marianaGeral);
  await send('mariana@lunna.demo', marianaAna, CHAT.marianaParaAna);
  await send('ana.professora@lunna.demo', marianaAna, CHAT.anaParaMariana);
  await send('carlos@lunna.demo', geral, CHAT.carlosGeral);
  await send('ana.professora@lunna.demo', geral, CHAT.anaGeral);
  await send(
    'patricia@lunna.demo',
    await open('patricia@lunna.demo', 'bruno.professor@lunna.demo'),
    CHAT.patriciaParaBruno,
  );
}

/** Diary entries of Sofia (Mariana's) and Theo (another family's), an incident Mariana acknowledged, an authorisation. */
async function diaryActivity() {
  const db = t.database.db;
  const hoje = new Date().toISOString().slice(0, 10);
  const incidente = await registrarNoDiario(db, {
    idDisc: d.kid('sofia'),
    autorEmail: 'bruno.professor@lunna.demo',
    data: hoje,
    hora: '10:05',
    detalhes: {
      tipo: 'incidente',
      incidente: 'queda',
      descricao: 'queda-no-tapete-da-sofia',
      local: 'Sala',
      primeirosSocorros: 'Compressa fria',
      grave: false,
    },
  });
  await db.insert(diarioCiencia).values({
    registroId: incidente.id,
    usuarioId: await d.usuarioId('mariana@lunna.demo'),
    lidoEm: new Date(),
  });
  await registrarNoDiario(db, {
    idDisc: d.kid('sofia'),
    autorEmail: 'bruno.professor@lunna.demo',
    data: hoje,
    hora: '09:30',
    detalhes: { tipo: 'medicacao', medicamento: 'Vitamina D', dose: 2, unidade: 'gotas' },
  });
  await registrarNoDiario(db, {
    idDisc: d.kid('theo'),
    autorEmail: 'ana.professora@lunna.demo',
    data: hoje,
    hora: '09:00',
    detalhes: { tipo: 'nota', texto: 'nota-do-diario-de-outra-familia' },
  });
  await db.insert(autorizacaoMedicacao).values({
    escolaId: await d.escolaId(),
    discenteId: d.kid('sofia'),
    autorId: await d.usuarioId('mariana@lunna.demo'),
    autorNome: 'Mariana Souza',
    medicamento: 'Paracetamol-da-autorizacao',
    dose: 5,
    unidade: 'ml',
    horarios: 'às 14h',
    dataInicio: hoje,
    dataFim: hoje,
  });
}

describe('data export (ZIP)', () => {
  let ready: ExportacaoRead;
  let files: Record<string, Uint8Array>;

  beforeAll(chatActivity);
  beforeAll(diaryActivity);

  it('a guardian asks, one at a time; the job prepares it; the guardian is told', async () => {
    const mariana = await d.as('mariana@lunna.demo');
    const asked = await mariana.post('/api/privacidade/exportacao');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'pendente', expiraEm: null });
    const again = await mariana.post('/api/privacidade/exportacao');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    expect(await exports()).toBe(1);
    // Not ready yet: no download.
    expect(
      (await mariana.get(`/api/privacidade/exportacao/${asked.json().idExportacao}/arquivo`)).statusCode,
    ).toBe(409);

    await t.app.jobs.runDue(new Date());
    const list = (await mariana.get('/api/privacidade/exportacao')).json() as ExportacaoRead[];
    expect(list).toHaveLength(1);
    ready = list[0]!;
    expect(ready.status).toBe('pronta');
    const days = (new Date(ready.expiraEm!).getTime() - new Date(ready.prontaEm!).getTime()) / 86_400_000;
    expect(days).toBe(7);
    const [note] = await t.database.db
      .select()
      .from(notificacao)
      .where(
        and(
          eq(notificacao.usuarioId, await d.usuarioId('mariana@lunna.demo')),
          eq(notificacao.tipo, 'exportacao'),
        ),
      );
    expect(note).toMatchObject({ link: '/configuracao#privacidade', refId: ready.idExportacao });
  });

  it('the ZIP has the guardian’s and their children’s data, and nothing of other children', async () => {
    const mariana = await d.as('mariana@lunna.demo');
    const res = await mariana.get(`/api/privacidade/exportacao/${ready.idExportacao}/arquivo`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lunna-meus-dados-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['LEIAME.txt', 'dados.json']));

    const text = strFromU8(files['dados.json']!);
    const dados = JSON.parse(text);
    expect(dados.voce).toMatchObject({ nomeResp: 'Mariana Souza', email: 'mariana@lunna.demo' });
    expect(dados.criancas.map((c: { perfil: { nomeDisc: string } }) => c.perfil.nomeDisc).sort()).toEqual([
      child('lucas').nomeDisc,
      child('sofia').nomeDisc,
    ]);
    const lucas = dados.criancas.find(
      (c: { perfil: { nomeDisc: string } }) => c.perfil.nomeDisc === child('lucas').nomeDisc,
    );
    expect(lucas.perfil.cpfDisc).toBe(demoChildCpf(child('lucas').cpfBase));
    expect(lucas.fichaMedica.numCartSus).toBe(child('lucas').fichaMed.numCartSus);
    expect(lucas.contatosEmergencia.length).toBe(child('lucas').contatos.length);
    expect(lucas.consentimentos).toEqual([
      expect.objectContaining({ finalidade: 'fotos_turma', concedido: true }),
    ]);
    for (const key of ['presencas', 'alertas', 'votosEmEnquetes', 'historicoDeAlteracoes', 'listaDeBusca'])
      expect(Array.isArray(lucas[key])).toBe(true);
    // The chat: her private conversation (both sides) and what she wrote in 'Geral'.
    expect(dados.conversas).toEqual({
      salaGeral: [{ texto: CHAT.marianaGeral, enviadaEm: expect.any(String) }],
      privadas: [
        {
          com: { nome: 'Ana Beatriz Rocha', papel: 'pedagogo' },
          mensagens: [
            { de: 'Mariana Souza', texto: CHAT.marianaParaAna, enviadaEm: expect.any(String) },
            { de: 'Ana Beatriz Rocha', texto: CHAT.anaParaMariana, enviadaEm: expect.any(String) },
          ],
        },
      ],
    });
    for (const alheia of [CHAT.carlosGeral, CHAT.anaGeral, CHAT.patriciaParaBruno])
      expect(text).not.toContain(alheia);
    expect(Array.isArray(dados.avisosRecebidos) && Array.isArray(dados.notificacoesRecebidas)).toBe(true);
    expect(Array.isArray(dados.conversasComLumi)).toBe(true);

    // Nothing of the other families' children: names, first names, CPFs.
    const all = names.join('\n') + text + strFromU8(files['LEIAME.txt']!);
    for (const other of ['theo', 'davi', 'alice'].map(child)) {
      expect(all).not.toContain(other.nomeDisc.split(' ')[0]);
      expect(all).not.toContain(demoChildCpf(other.cpfBase));
      expect(all).not.toContain(demoChildCpf(other.cpfBase).replace(/\D/g, ''));
    }
    expect(all).not.toContain('Carlos');
    expect(all).not.toContain('Patrícia');
  });

  it("the child's diary (with the guardian's acknowledgement) and medication authorisations; not another family's", async () => {
    const text = strFromU8(files['dados.json']!);
    const dados = JSON.parse(text);
    const sofia = dados.criancas.find(
      (c: { perfil: { nomeDisc: string } }) => c.perfil.nomeDisc === child('sofia').nomeDisc,
    );
    expect(sofia.diario).toEqual([
      expect.objectContaining({
        tipo: 'medicacao',
        registradoPor: 'Bruno Carvalho',
        detalhes: { tipo: 'medicacao', medicamento: 'Vitamina D', dose: 2, unidade: 'gotas' },
      }),
      expect.objectContaining({
        tipo: 'incidente',
        suaCienciaEm: expect.any(String),
        detalhes: expect.objectContaining({ descricao: 'queda-no-tapete-da-sofia' }),
      }),
    ]);
    expect(sofia.autorizacoesDeMedicacao).toEqual([
      expect.objectContaining({
        medicamento: 'Paracetamol-da-autorizacao',
        dose: 5,
        unidade: 'ml',
        autorizadoPor: 'Mariana Souza',
        revogadaEm: null,
      }),
    ]);
    const lucas = dados.criancas.find(
      (c: { perfil: { nomeDisc: string } }) => c.perfil.nomeDisc === child('lucas').nomeDisc,
    );
    expect(JSON.stringify(lucas.diario)).not.toMatch(/Vitamina D|queda-no-tapete/);
    expect(text).not.toContain('nota-do-diario-de-outra-familia');
  });

  it('fotos/ has the children’s photos and only the memories their child is tagged in', async () => {
    const names = Object.keys(files);
    const memorias = names.filter((n) => n.includes('/memorias/'));
    // Seed: Lucas is tagged in one photo; Sofia in one (with Alice, whose family consented). The photo of Davi
    // and Theo, and class photos where nobody is tagged, are not theirs.
    expect(memorias.filter((n) => n.startsWith('fotos/lucas-')).length).toBe(1);
    expect(memorias.filter((n) => n.startsWith('fotos/sofia-')).length).toBe(1);
    expect(memorias).toHaveLength(2);
    for (const name of memorias)
      expect(files[name]!.subarray(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    expect(names.some((n) => /^fotos\/lucas-[a-z-]+\/foto-perfil\.webp$/.test(n))).toBe(true);
    const dados = JSON.parse(strFromU8(files['dados.json']!));
    const fotos = dados.criancas.flatMap((c: { fotosEmQueAparece: { arquivo: string }[] }) =>
      c.fotosEmQueAparece.map((f) => f.arquivo),
    );
    expect(fotos.sort()).toEqual(memorias.sort());
  });

  it('a photo showing another family’s child without consent is left out', async () => {
    // Davi's family has not consented: Carlos's export has Davi's tagged photo (his own child), Patrícia's
    // (Theo, tagged with Davi) does not.
    const patricia = await d.as('patricia@lunna.demo');
    const asked = (await patricia.post('/api/privacidade/exportacao')).json();
    await t.app.jobs.runDue(new Date());
    const zip = unzipSync(
      new Uint8Array(
        (await patricia.get(`/api/privacidade/exportacao/${asked.idExportacao}/arquivo`)).rawPayload,
      ),
    );
    const text = strFromU8(zip['dados.json']!);
    const theo = JSON.parse(text).criancas.find(
      (c: { perfil: { nomeDisc: string } }) => c.perfil.nomeDisc === child('theo').nomeDisc,
    );
    // Theo: the music photo (only Theo); not the garden photo with Davi.
    expect(theo.fotosEmQueAparece.map((f: { descricao: string }) => f.descricao)).toEqual([
      'Roda de música com chocalhos.',
    ]);
    expect(text).not.toContain('Davi');
    expect(text).not.toContain('Lucas');
  });

  it('only its owner downloads it (404 for others); staff cannot ask; anonymous 401', async () => {
    const carlos = await d.as('carlos@lunna.demo');
    expect((await carlos.get(`/api/privacidade/exportacao/${ready.idExportacao}/arquivo`)).statusCode).toBe(
      404,
    );
    expect((await carlos.get('/api/privacidade/exportacao')).json()).toEqual([]);
    const ana = await d.as('ana.professora@lunna.demo');
    expect((await ana.get(`/api/privacidade/exportacao/${ready.idExportacao}/arquivo`)).statusCode).toBe(404);
    const before = await exports();
    expect((await ana.post('/api/privacidade/exportacao')).statusCode).toBe(403);
    expect((await (await d.as('diretora@lunna.demo')).post('/api/privacidade/exportacao')).statusCode).toBe(
      403,
    );
    expect(await exports()).toBe(before);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.post('/api/privacidade/exportacao')).statusCode).toBe(401);
    expect(
      (await anonymous.get(`/api/privacidade/exportacao/${ready.idExportacao}/arquivo`)).statusCode,
    ).toBe(401);
    expect((await carlos.get('/api/privacidade/exportacao/not-a-uuid/arquivo')).statusCode).toBe(400);
  });

  it('after 7 days the file is deleted and the download answers 410', async () => {
    const mariana = await d.as('mariana@lunna.demo');
    const [row] = await t.database.db.select().from(exportacao).where(eq(exportacao.id, ready.idExportacao));
    expect(await t.storage.get(row!.arquivo!)).not.toBeNull();
    const later = new Date(new Date(ready.expiraEm!).getTime() + 60_000);
    t.clock.set(later);
    try {
      await t.app.jobs.runDue(later);
      expect(await t.storage.get(row!.arquivo!)).toBeNull();
      const gone = await mariana.get(`/api/privacidade/exportacao/${ready.idExportacao}/arquivo`);
      expect(gone.statusCode).toBe(410);
      expect(gone.json().code).toBe('EXPORTACAO_EXPIRADA');
      expect((await mariana.get('/api/privacidade/exportacao')).json()[0]).toMatchObject({
        idExportacao: ready.idExportacao,
        status: 'expirada',
      });
      // A new one may be asked (the password again: the last one was typed a week ago).
      expect((await mariana.post('/api/privacidade/exportacao')).json().code).toBe(
        'REAUTENTICACAO_NECESSARIA',
      );
      expect((await mariana.post('/api/sessao/reautenticar', { senha: 'lunna-demo-2026' })).statusCode).toBe(
        200,
      );
      expect((await mariana.post('/api/privacidade/exportacao')).statusCode).toBe(202);
    } finally {
      t.clock.reset();
    }
  });
});
