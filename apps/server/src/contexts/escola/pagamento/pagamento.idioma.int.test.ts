import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escola, usuario } from '../../../db/schema';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Decision 23: the subscription receipt reaches the director who paid in her own language. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** Renews the demo school's subscription as its director and answers the receipt e-mailed for it. */
async function renovar(periodo: 'mensal' | 'semestral') {
  const client = await TestClient.signedIn(t.app, 'diretora@lunna.demo');
  const mails = t.mail.length;
  const res = await client.post('/api/pagamento/renovacao', { plano: 'brincadeira', periodo });
  expect(res.statusCode, res.body).toBe(201);
  const { idPagamento } = res.json();
  expect(
    (await client.post(`/api/pagamento/sandbox/${idPagamento}/decisao`, { decisao: 'aprovar' })).statusCode,
  ).toBe(200);
  const captured = await client.request({
    method: 'POST',
    url: `/api/pagamento/pedido/${idPagamento}/captura`,
    headers: { 'idempotency-key': `chave-${crypto.randomUUID()}` },
  });
  expect(captured.statusCode, captured.body).toBe(200);
  const [recibo] = t.mail.slice(mails).filter((m) => m.to === 'diretora@lunna.demo');
  return { recibo: recibo!, referencia: String(idPagamento).slice(0, 8).toUpperCase() };
}

describe('the subscription receipt', () => {
  it('is written in English for a director who reads English, amounts and dates her way', async () => {
    const [demo] = await db().select().from(escola).where(eq(escola.codigo, 'LUNNA1'));
    await db().update(usuario).set({ idioma: 'en' }).where(eq(usuario.email, 'diretora@lunna.demo'));
    try {
      const { recibo, referencia } = await renovar('semestral');
      expect(recibo.subject).toBe(`Lunna — subscription receipt for ${demo!.nome}`);
      expect(recibo.text).toMatch(
        new RegExp(`^Hello, \\S+!\\n\\nWe received the payment of ${demo!.nome}’s subscription\\.\\n\\n`),
      );
      expect(recibo.text).toContain('Plan: Brincadeira (every six months)\nAmount: R$7,776.00\nPaid until: ');
      expect(recibo.text).toMatch(/Paid until: [A-Z][a-z]+ \d{1,2}, \d{4}\n/);
      expect(recibo.text).toContain(
        `Reference: ${referencia}\n\nYour receipts are also in My school › Subscription.\n\nThe Lunna team`,
      );
    } finally {
      await db().update(usuario).set({ idioma: 'pt-BR' }).where(eq(usuario.email, 'diretora@lunna.demo'));
    }
  });

  it('stays exactly as it was in Portuguese', async () => {
    const { recibo, referencia } = await renovar('mensal');
    expect(recibo.subject).toMatch(/^Lunna — recibo da assinatura da /);
    expect(recibo.text).toMatch(
      /^Olá, \S+!\n\nRecebemos o pagamento da assinatura da .+\.\n\nPlano: Brincadeira \(mensal\)\nValor: R\$\u00a01\.440,00\nPago até: \d{1,2} de [a-zç]+ de \d{4}\n/,
    );
    expect(recibo.text).toContain(
      `Referência: ${referencia}\n\nOs recibos também ficam em Minha escola › Assinatura.\n\nEquipe Lunna`,
    );
  });
});
