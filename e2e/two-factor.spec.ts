import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { test } from './journey';
import * as OTPAuth from 'otpauth';
import { E2E_DATA_DIR } from './playwright.config';
import { expectAccessible, registerFamily, signIn } from './support';

/** The journey's authenticator app: the code for the secret read from the page. */
const codeFor = (segredo: string, steps = 0) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(segredo),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: Date.now() + steps * 30_000 });

/**
 * Each code works once (RFC 6238 §5.2): the journey's app hands out the code of the earliest time step
 * the server still accepts (one step of drift either way) that it has not used yet, waiting for the next
 * step when the three are used up.
 */
let lastStep = -Infinity;
async function freshCode(segredo: string): Promise<string> {
  for (;;) {
    // Not in a step's last seconds: the previous step's code would be out of the window when the server checks it.
    const left = 30_000 - (Date.now() % 30_000);
    if (left < 3_000) await new Promise((r) => setTimeout(r, left + 50));
    const now = Math.floor(Date.now() / 30_000);
    for (const steps of [-1, 0, 1]) {
      if (now + steps > lastStep) {
        lastStep = now + steps;
        return codeFor(segredo, steps);
      }
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/** A 6-digit code the server will not accept now. */
function wrongCode(segredo: string) {
  const near = new Set([-1, 0, 1].map((s) => codeFor(segredo, s)));
  let n = 111111;
  while (near.has(String(n))) n++;
  return String(n);
}

/** 'Sair' from the portal's menu (on a page of the portal: the child picker has none). */
async function signOut(page: Page) {
  await page.goto('/configuracao');
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await page.getByRole('button', { name: 'Sair', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
}

const alertMails = (email: string) => {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter(
      (m) =>
        m.includes(`To: ${email}`) && m.replace(/=\r?\n/g, '').includes('Sua conta do Lunna foi acessada em'),
    ).length;
};

/** Signs in from a browser the account has never used (a new API context: no device cookie), passing the code step. */
async function signInElsewhere(email: string, senha: string, segredo: string) {
  const other = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  await other.get('/api/health');
  const first = await other.post('/api/responsavel/login-responsavel', { data: { email, senha } });
  const { segundoFator } = await first.json();
  const xsrf = (await other.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const second = await other.post('/api/responsavel/login-responsavel/segundo-fator', {
    data: { desafio: segundoFator.desafio, codigo: await freshCode(segredo) },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(second.ok(), await second.text()).toBe(true);
  await other.dispose();
}

test('a guardian turns on the authenticator, keeps the recovery codes, signs in with a code and with a recovery code, and sets the suspicious-login alert', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // a long journey: six screens checked for accessibility
  const { email, senha } = await registerFamily(request);
  await signIn(page, email, senha);
  await expect(page).not.toHaveURL(/\/login$/);

  // Configurações: two-step verification is off.
  await page.goto('/configuracao');
  const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await expect(section.getByText('Desativada', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The authenticator app: QR code and the key for typing by hand.
  await section.getByRole('button', { name: 'Configurar aplicativo' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code para adicionar o Lunna ao aplicativo autenticador' }),
  ).toBeVisible();
  const segredo = (await section.locator('code').first().innerText()).replace(/\s/g, '');
  expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);

  const codeField = section.getByLabel('Código de 6 dígitos mostrado no aplicativo');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill(wrongCode(segredo));
  await section.getByRole('button', { name: 'Ativar', exact: true }).click();
  await expect(section.getByText('Código incorreto ou expirado. Confira e tente de novo.')).toBeVisible();
  await codeField.fill(await freshCode(segredo));
  await section.getByRole('button', { name: 'Ativar', exact: true }).click();

  // The recovery codes, once: download them, say they are kept, close.
  const codesPanel = section.getByRole('region', { name: 'Guarde seus códigos de recuperação' });
  await expect(codesPanel).toBeVisible();
  const codes = await codesPanel.getByRole('list').locator('code').allInnerTexts();
  expect(codes).toHaveLength(10);
  const download = page.waitForEvent('download');
  await codesPanel.getByRole('button', { name: 'Baixar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('lunna-codigos-de-recuperacao.txt');
  expect(fs.readFileSync(await file.path(), 'utf8')).toContain(codes[0]);
  await expectAccessible(page);
  const done = codesPanel.getByRole('button', { name: 'Concluir' });
  await expect(done).toBeDisabled();
  await codesPanel.getByLabel('Guardei meus códigos').check();
  await done.click();
  await expect(codesPanel).toBeHidden();
  await expect(section.getByText('Ativada', { exact: true })).toBeVisible();
  await expect(section.getByText('Restam 10 códigos sem uso.')).toBeVisible();

  // Sign out and in: the password alone is not enough.
  await signOut(page);
  await signIn(page, email, senha);
  const step = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await expect(step).toBeVisible();
  await expect(step.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeFocused();
  const loginCode = step.getByLabel('Código de 6 dígitos');
  await expect(loginCode).toHaveAttribute('inputmode', 'numeric');
  await expect(loginCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expectAccessible(page);
  expect((await page.request.get('/api/sessao')).status()).toBe(401);

  await loginCode.fill(wrongCode(segredo));
  await step.getByRole('button', { name: 'Verificar' }).click();
  await expect(step.getByText('Código incorreto ou expirado. Confira e tente de novo.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
  await loginCode.fill(await freshCode(segredo));
  await step.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  expect((await page.request.get('/api/sessao')).status()).toBe(200);

  // Without the phone: a recovery code, once.
  await signOut(page);
  await signIn(page, email, senha);
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await page.getByLabel('Código de recuperação').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/pefil-bebe$/);

  await page.goto('/configuracao');
  await expect(section.getByText('Restam 9 códigos sem uso.')).toBeVisible();

  // The suspicious-login alert: off (a new browser gets no e-mail), then on again (it does).
  const alertSection = page.getByRole('region', { name: 'Alerta de login suspeito' });
  const toggle = alertSection.getByRole('switch', { name: /Avisar por e-mail/ });
  await expect(toggle).toBeChecked();
  await expectAccessible(page);
  await toggle.uncheck();
  await expect(alertSection.getByText('Alerta desativado.')).toBeVisible();
  await signInElsewhere(email, senha, segredo);
  await page.reload();
  await expect(toggle).not.toBeChecked();
  expect(alertMails(email)).toBe(0);

  await toggle.check();
  await expect(alertSection.getByText('Alerta ativado.')).toBeVisible();
  await signInElsewhere(email, senha, segredo);
  await expect.poll(() => alertMails(email)).toBe(1);
});
