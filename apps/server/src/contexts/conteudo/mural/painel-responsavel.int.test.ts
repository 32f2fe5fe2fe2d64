import type { PainelResponsavel } from '@lunna/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demo, type Demo } from './mural.test-support';

let t: TestApp;
let d: Demo;

beforeAll(async () => {
  t = await createTestApp();
  d = await demo(t.database.db);
});
afterAll(() => t.close());

const MARIANA = 'mariana@lunna.demo';
const CARLOS = 'carlos@lunna.demo';
const as = (email: string) => TestClient.signedIn(t.app, email);
const kid = (key: string) => d.children.get(key)!;

async function painelOf(client: TestClient, idDisc?: string): Promise<PainelResponsavel> {
  const res = await client.get(`/api/painel${idDisc ? `?idDisc=${idDisc}` : ''}`);
  expect(res.statusCode).toBe(200);
  return res.json() as PainelResponsavel;
}

describe('GET /api/painel', () => {
  it("answers what the guardian's dashboard asked of seven endpoints, the same", async () => {
    const mariana = await as(MARIANA);
    const lucas = kid('lucas');
    const painel = await painelOf(mariana, lucas);
    const get = async (url: string) => (await mariana.get(url)).json() as unknown;
    const own = (await get(`/api/responsavel/email/${encodeURIComponent(MARIANA)}`)) as {
      nomeResp: string;
      ftPerfilResp: string | null;
      aguardandoAprovacao: boolean;
      discentes: Record<string, unknown>[];
    };

    expect(painel.responsavel).toEqual({
      nomeResp: own.nomeResp,
      ftPerfilResp: own.ftPerfilResp,
      aguardandoAprovacao: own.aguardandoAprovacao,
      discentes: own.discentes.map((c) => ({
        idDisc: c.idDisc,
        nomeDisc: c.nomeDisc,
        imgDisc: c.imgDisc,
        dataNasDisc: c.dataNasDisc,
        escola: c.escola,
      })),
    });
    expect(painel.crianca?.idDisc).toBe(lucas);
    expect(painel.crianca?.painel).toEqual(await get(`/api/discente/${lucas}/painel`));
    expect(painel.crianca?.presencaHoje).toEqual(await get(`/api/discente/${lucas}/presenca/hoje`));
    expect(painel.crianca?.diario).toEqual(await get(`/api/discente/${lucas}/diario`));
    expect(painel.crianca?.alertas).toEqual(await get(`/api/discente/${lucas}/alertas`));
    expect(painel.crianca?.horarioBusca).toEqual(await get(`/api/discente/${lucas}/horario-busca`));
    expect(painel.avisosFixados).toEqual(await get('/api/aviso?importancia=Importante&naoLidos=true'));
    expect(painel.preferenciasNotificacao).toEqual(await get('/api/notificacao/preferencias'));
  });

  it('follows the child asked for when it is hers, and the first child without one', async () => {
    const mariana = await as(MARIANA);
    const first = (await painelOf(mariana)).responsavel.discentes[0]!.idDisc;
    expect((await painelOf(mariana)).crianca?.idDisc).toBe(first);
    const other = first === kid('lucas') ? kid('sofia') : kid('lucas');
    expect((await painelOf(mariana, other)).crianca?.idDisc).toBe(other);
  });

  it("never reads another family's child: asked for one, it answers about her own", async () => {
    const mariana = await as(MARIANA);
    const davi = kid('davi');
    const painel = await painelOf(mariana, davi);
    expect(painel.crianca?.idDisc).not.toBe(davi);
    expect(painel.responsavel.discentes.map((c) => c.idDisc)).not.toContain(davi);
    expect(JSON.stringify(painel)).not.toContain(davi);
  });

  it('refuses without a session (401), staff of the school and of another school (403), and a malformed id (400)', async () => {
    const anonymous = new TestClient(t.app);
    const unauth = await anonymous.get('/api/painel');
    expect(unauth.statusCode).toBe(401);
    expect(unauth.json().code).toBeTruthy();
    for (const email of ['ana.professora@lunna.demo', 'diretora@lunna.demo']) {
      const res = await (await as(email)).get(`/api/painel?idDisc=${kid('lucas')}`);
      expect(res.statusCode, email).toBe(403);
      expect(res.body).not.toContain('Lucas');
    }
    const outsider = await otherSchoolStaff(t.database.db, 'gestor');
    const res = await (await as(outsider.email)).get(`/api/painel?idDisc=${kid('lucas')}`);
    expect(res.statusCode).toBe(403);
    const bad = await (await as(CARLOS)).get('/api/painel?idDisc=nao-e-um-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBeTruthy();
  });
});
