import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg, type ConversaResumo, type ResponsavelDados } from '@lunna/contract';
import { multipart, pngImage, responsavelPayload } from '../test/fixtures';
import { TestClient } from '../test/http-client';
import { ModernStompClient } from '../test/stomp-test-clients';
import { createTestApp, type TestApp } from '../test/test-app';
import { writesSnapshot } from '../test/writes';

let t: TestApp;
let anonymous: TestClient;
let guardian: TestClient;
let idDisc: string;
let geral: string;
let wsUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  wsUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/ws`;
  anonymous = new TestClient(t.app);
  await anonymous.get('/api/health');
  guardian = await TestClient.signedIn(t.app, 'mariana@lunna.demo');
  idDisc = ((await guardian.get('/api/discente')).json() as { idDisc: string }[])[0]!.idDisc;
  geral = ((await guardian.get('/api/chat/conversas')).json() as ConversaResumo[])[0]!.idConversa;
});
afterAll(() => t.close());

const refused = (field: string) => ({
  code: 'INVALID_CHARACTER',
  message: msg.caractereInvalido,
  fields: { [field]: msg.caractereInvalido },
});

/** Runs `send`, expects 400 INVALID_CHARACTER naming `field`, and that no row or file was written. */
async function expectRefused(
  field: string,
  send: () => Promise<{ statusCode: number; body: string; json(): unknown }>,
) {
  const before = await writesSnapshot(t);
  const res = await send();
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual(refused(field));
  expect(await writesSnapshot(t)).toEqual(before);
}

describe('NUL and other control characters never reach the database', () => {
  it('in a JSON field, nested or not: 400 INVALID_CHARACTER naming the field; the profile is unchanged', async () => {
    const me = (await guardian.get('/api/responsavel/me')).json() as ResponsavelDados;
    const { nomeResp, rgResp, emailRecResp, contato, enderecoResp } = me;
    const payload = { nomeResp, rgResp, emailRecResp, contato, enderecoResp };
    await expectRefused('nomeResp', () =>
      guardian.put('/api/responsavel/me', { ...payload, nomeResp: 'Mariana\u0000Souza' }),
    );
    await expectRefused('enderecoResp.rua', () =>
      guardian.put('/api/responsavel/me', {
        ...payload,
        enderecoResp: { ...enderecoResp, rua: 'Rua \u0007das Flores' },
      }),
    );
    expect(((await guardian.get('/api/responsavel/me')).json() as ResponsavelDados).nomeResp).toBe(nomeResp);
  });

  it('from an anonymous caller: the contact form and the registration’s multipart JSON', async () => {
    await expectRefused('mensagem', () =>
      anonymous.post('/api/contato', {
        nome: 'Fulano de Tal',
        email: 'fulano@exemplo.com.br',
        telefone: '11999998888',
        assunto: 'Matrícula',
        mensagem: 'Quero saber\u0000 das vagas',
      }),
    );
    const form = multipart(
      { body: JSON.stringify(responsavelPayload({ nomeResp: 'Joana\u0000' })) },
      {
        ftPerfilResp: { data: await pngImage(), name: 'a.png', type: 'image/png' },
        ftRgResp: { data: await pngImage(), name: 'b.png', type: 'image/png' },
      },
    );
    await expectRefused('nomeResp', () => anonymous.post('/api/responsavel', form));
  });

  it('in a multipart text field', async () => {
    const form = multipart({ body: JSON.stringify({ nomeDisc: 'Bia' }), cpfResp: '123\u0000' }, {});
    await expectRefused('cpfResp', () => guardian.post('/api/discente', form));
  });

  it('in a query parameter and in a path parameter', async () => {
    await expectRefused('question', () =>
      guardian.request({ method: 'POST', url: `/api/lunna-ia/chat?idDisc=${idDisc}&question=Oi%00Lumi` }),
    );
    await expectRefused('email', () => guardian.get('/api/responsavel/email/mariana%00@lunna.demo'));
    await expectRefused('cursor', () => guardian.get(`/api/discente/${idDisc}/mural?cursor=%1B`));
  });

  it('in a chat message over REST; tab and line breaks are fine', async () => {
    await expectRefused('message', () =>
      guardian.post(`/api/chat/conversas/${geral}/mensagens`, { message: 'Oi\u0000' }),
    );
    const ok = await guardian.post(`/api/chat/conversas/${geral}/mensagens`, {
      message: 'linha 1\r\nlinha 2\tfim',
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('in a chat message over STOMP: an ERROR with the message, nothing stored', async () => {
    const before = await writesSnapshot(t);
    const stomp = await ModernStompClient.connect(wsUrl, {
      cookie: `lunna_session=${guardian.cookies.get('lunna_session')}`,
    });
    try {
      stomp.sendNoWait('/app/message', { message: 'Oi\u0000' });
      expect(await stomp.refusal()).toBe(msg.caractereInvalido);
    } finally {
      await stomp.close();
    }
    const after = await writesSnapshot(t);
    expect(after.rows.mensagem).toBe(before.rows.mensagem);
  });
});
