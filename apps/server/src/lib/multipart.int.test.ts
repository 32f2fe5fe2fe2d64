import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@lunna/contract';
import { TestClient } from '../test/http-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { writesSnapshot } from '../test/writes';

let t: TestApp;
let anonymous: TestClient;
let guardian: TestClient;
let staff: TestClient;
let idDisc: string;

beforeAll(async () => {
  t = await createTestApp();
  anonymous = new TestClient(t.app);
  await anonymous.get('/api/health');
  guardian = await TestClient.signedIn(t.app, 'mariana@lunna.demo');
  staff = await TestClient.signedIn(t.app, 'diretora@lunna.demo');
  idDisc = ((await guardian.get('/api/discente')).json() as { idDisc: string }[])[0]!.idDisc;
});
afterAll(() => t.close());

const PART = 'Content-Disposition: form-data; name="body"\r\n\r\n{"nomeResp":"Ana"}\r\n';
const FILE_PART = (field: string) =>
  `Content-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`;

/** Bodies a broken client or an attacker sends as multipart/form-data. */
const broken = (file: string): [string, string, string][] => [
  ['no boundary in the content type', 'multipart/form-data', `--x\r\n${PART}--x--\r\n`],
  ['a boundary the body does not use', 'multipart/form-data; boundary=nope', `--x\r\n${PART}--x--\r\n`],
  [
    'a text part cut short',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="body"\r\n\r\n{"nomeResp":',
  ],
  ['a file part cut short', 'multipart/form-data; boundary=x', `--x\r\n${FILE_PART(file)}`],
  ['a part header cut short', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-da'],
];

type Upload = { route: string; method: 'POST' | 'PUT'; client: () => TestClient; file: string };

/** Every route that takes an upload, as a caller who gets past its access checks. */
const uploads: Upload[] = [
  {
    route: 'POST /api/responsavel (anonymous registration)',
    method: 'POST',
    client: () => anonymous,
    file: 'ftPerfilResp',
  },
  {
    route: 'POST /api/convites/{token}/aceitar (anonymous)',
    method: 'POST',
    client: () => anonymous,
    file: 'ftPerfilResp',
  },
  { route: 'POST /api/discente', method: 'POST', client: () => guardian, file: 'imgDisc' },
  { route: 'POST /api/responsavel/foto', method: 'POST', client: () => guardian, file: 'ftPerfilResp' },
  { route: 'POST /api/responsavel/documento', method: 'POST', client: () => guardian, file: 'ftRgResp' },
  { route: 'POST /api/discente/{idDisc}/foto', method: 'POST', client: () => guardian, file: 'imgDisc' },
  { route: 'POST /api/discente/{idDisc}/capa', method: 'POST', client: () => guardian, file: 'capaDisc' },
  { route: 'PUT /api/autorizados/{idAutorizado}/foto', method: 'PUT', client: () => guardian, file: 'foto' },
  { route: 'POST /api/atividade', method: 'POST', client: () => staff, file: 'imagem' },
  { route: 'POST /api/memoria', method: 'POST', client: () => staff, file: 'fotos' },
];

const urlOf = (route: string) =>
  route
    .split(' ')[1]!
    .replace('{idDisc}', idDisc)
    .replace('{token}', 'a'.repeat(43))
    .replace('{idAutorizado}', randomUUID());

describe('a broken multipart body', () => {
  it('the list covers every upload route of the OpenAPI document', async () => {
    const doc = (await anonymous.get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    const fromDoc = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.requestBody?.content?.['multipart/form-data'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(fromDoc.sort()).toEqual(uploads.map((u) => u.route.split(' (')[0]).sort());
  });

  describe.each(uploads)('$route', (upload) => {
    it.each(broken(upload.file))(
      '%s: 400 MALFORMED_MULTIPART, nothing written',
      async (_name, contentType, payload) => {
        const before = await writesSnapshot(t);
        const res = await upload.client().request({
          method: upload.method,
          url: urlOf(upload.route),
          payload,
          headers: { 'content-type': contentType },
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({ code: 'MALFORMED_MULTIPART', message: msg.formularioInvalido });
        expect(await writesSnapshot(t)).toEqual(before);
      },
    );
  });
});
