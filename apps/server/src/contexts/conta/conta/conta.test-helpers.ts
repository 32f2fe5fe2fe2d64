import type { Idioma } from '@lunna/contract';
import { expect } from 'vitest';
import {
  contatoPayload,
  discentePayload,
  fichaMedPayload,
  multipart,
  pngImage,
  responsavelPayload,
} from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import type { TestApp } from '../../../test/test-app';

/** A new guardian of the demo school (registration finished), signed in; optionally with one child, or registered in a language. */
export async function registerGuardian(
  t: TestApp,
  opts: { child?: boolean; nomeResp?: string; idioma?: Idioma } = {},
) {
  const client = new TestClient(t.app);
  const payload = responsavelPayload({
    ...(opts.nomeResp ? { nomeResp: opts.nomeResp } : {}),
    ...(opts.idioma ? { idioma: opts.idioma } : {}),
  });
  const png = await pngImage();
  await client.get('/api/health');
  const res = await client.post(
    '/api/responsavel',
    multipart(
      { body: JSON.stringify(payload) },
      {
        ftPerfilResp: { data: png, name: 'eu.png', type: 'image/png' },
        ftRgResp: { data: png, name: 'rg.png', type: 'image/png' },
      },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  const token = (res.json() as { token: string }).token;
  let idDisc: string | null = null;
  if (opts.child) {
    const created = await client.post(
      '/api/discente',
      multipart(
        { body: JSON.stringify(discentePayload()), cpfResp: payload.cpfResp },
        { imgDisc: { data: await pngImage('#FEB018'), name: 'f.png', type: 'image/png' } },
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    idDisc = created.json().idDisc as string;
    expect((await client.post('/api/ficha-med', fichaMedPayload(idDisc))).statusCode).toBe(201);
    expect((await client.post('/api/contato-emergencia', contatoPayload(idDisc))).statusCode).toBe(201);
  }
  expect((await client.post('/api/responsavel/cadastro/concluir')).statusCode).toBe(200);
  return {
    client,
    email: payload.emailResp,
    senha: payload.senha,
    nome: payload.nomeResp,
    cpf: payload.cpfResp,
    token,
    idDisc,
  };
}
