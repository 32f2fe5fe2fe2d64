import path from 'node:path';
import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { test } from './journey';
import { DEMO_PASSWORD, expectAccessible, personPage } from './support';
import { E2E_PORT } from './playwright.config';

// Mariana changes Lucas's banner cover and her mobile phone; both are put back at the end (the demo data
// other journeys rely on: the pattern banner, her mobile (11) 98888-7777).

const COVER = path.join(import.meta.dirname, 'fixtures', 'capa.png');
const MOBILE = '988887777';

/** Mariana through the API, for putting the demo data back even when a step failed. */
async function restore() {
  const api = await playwrightRequest.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  try {
    await api.get('/api/health');
    const login = await api.post('/api/responsavel/login-responsavel', {
      data: { email: 'mariana@lunna.demo', senha: DEMO_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const headers = { 'x-xsrf-token': xsrf };
    const children: { idDisc: string; capaDisc: string | null }[] = await (
      await api.get('/api/discente')
    ).json();
    for (const child of children.filter((c) => c.capaDisc)) {
      expect((await api.delete(`/api/discente/${child.idDisc}/capa`, { headers })).ok()).toBe(true);
    }
    const dados = await (await api.get('/api/responsavel/me')).json();
    if (dados.contato.numeroCel !== `11${MOBILE}`) {
      const { nomeResp, rgResp, emailRecResp, contato, enderecoResp } = dados;
      const put = await api.put('/api/responsavel/me', {
        headers,
        data: {
          nomeResp,
          rgResp,
          emailRecResp,
          contato: { ...contato, numeroCel: `11${MOBILE}` },
          enderecoResp,
        },
      });
      expect(put.ok()).toBe(true);
    }
  } finally {
    await api.dispose();
  }
}

test.afterAll(restore);

async function followLucas(page: Page) {
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  await page.locator('label', { hasText: 'Lucas' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const banner = (page: Page) =>
  page.locator('header', { has: page.getByRole('heading', { level: 1, name: 'Lucas Souza Pereira' }) });
const coverImage = (page: Page) => banner(page).locator('img[src*="/api/images"][width="1600"]');

test('a guardian uploads a new cover and sees it after reload; the tabs lead to their screens; the cover can be removed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const mariana = await personPage(browser, 'mariana@lunna.demo');
  await followLucas(mariana);
  await mariana.goto('/perfil');
  await expect(banner(mariana)).toBeVisible();
  await expect(coverImage(mariana)).toHaveCount(0);
  await expectAccessible(mariana);

  // The overlay: a wrong file is refused before anything is sent, a good one is previewed, then saved.
  await banner(mariana).getByRole('button', { name: 'Editar fotos' }).click();
  const dialog = mariana.getByRole('dialog', { name: 'Editar fotos' });
  await expect(dialog).toBeVisible();
  await expectAccessible(mariana);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Escolha ao menos uma imagem para salvar.')).toBeVisible();
  await dialog
    .getByLabel('Nova capa')
    .setInputFiles({ name: 'capa.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(dialog.getByText('File type must be image/png, image/jpeg')).toBeVisible();
  await dialog.getByLabel('Nova capa').setInputFiles(COVER);
  await expect(dialog.getByRole('img', { name: 'Pré-visualização da nova imagem' })).toBeVisible();
  await expectAccessible(mariana);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  // The banner shows the cover (cropped by the server to 1600×400), and still does after a reload.
  await expect(coverImage(mariana)).toBeVisible();
  await mariana.reload();
  await expect(coverImage(mariana)).toBeVisible();
  await expect
    .poll(() =>
      coverImage(mariana).evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
    )
    .toEqual([1600, 400]);
  await expectAccessible(mariana);

  // Each tab opens its screen, with the banner (and its cover) on top.
  const tabs = banner(mariana).getByRole('navigation', { name: 'Páginas da criança' });
  for (const [name, url] of [
    ['Memórias', /\/memoria$/],
    ['Atividades do Lucas', /\/atividade$/],
    ['Enquetes Passadas', /\/enquetes\/passadas$/],
    ['Perfil do Lucas', /\/perfil$/],
  ] as const) {
    await tabs.getByRole('link', { name }).click();
    await expect(mariana).toHaveURL(url);
    await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expect(coverImage(mariana)).toBeVisible();
  }

  // Back to the pattern: the cover is removed from the same overlay.
  await banner(mariana).getByRole('button', { name: 'Editar fotos' }).click();
  await dialog.getByRole('button', { name: 'Remover capa' }).click();
  await expect(dialog.getByRole('button', { name: 'Remover capa' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(coverImage(mariana)).toHaveCount(0);
  await mariana.context().close();
});

test('a guardian changes her mobile phone on Meus dados and sees it after reload; a bad CEP shows the spec message', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const mariana = await personPage(browser, 'mariana@lunna.demo');
  await followLucas(mariana);

  // From the dashboard's guardian card, and from the banner's guardian name.
  await expect(mariana.getByRole('link', { name: 'Meus dados' })).toBeVisible();
  await mariana.goto('/perfil');
  await banner(mariana).getByRole('link', { name: 'Meus dados: Mariana Souza' }).click();
  await expect(mariana).toHaveURL(/\/meus-dados$/);
  await expect(mariana.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
  const form = mariana.locator('form', { has: mariana.getByRole('heading', { name: 'Seus dados' }) });
  await expect(form.getByLabel('CPF')).toHaveAttribute('readonly', '');
  await expect(form.getByLabel('Celular', { exact: true })).toHaveValue(MOBILE);
  await expectAccessible(mariana);

  await form.getByLabel('Celular', { exact: true }).fill('977776666');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(form.getByText('Dados salvos.')).toBeVisible();
  await mariana.reload();
  await expect(form.getByLabel('Celular', { exact: true })).toHaveValue('977776666');

  // Registration's rules: a CEP with four digits, then letters in it.
  await form.getByLabel('CEP', { exact: true }).fill('0410');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(form.getByText('Quantidade de caracteres invalida')).toBeVisible();
  await expect(form.getByLabel('CEP', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('CEP', { exact: true }).fill('041a1');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(form.getByText('Apenas números são permitidos')).toBeVisible();
  await expectAccessible(mariana);

  // Put the demo phone back through the same form.
  await form.getByLabel('CEP', { exact: true }).fill('04101');
  await form.getByLabel('Celular', { exact: true }).fill(MOBILE);
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(form.getByText('Dados salvos.')).toBeVisible();
  await mariana.reload();
  await expect(form.getByLabel('Celular', { exact: true })).toHaveValue(MOBILE);
  await mariana.context().close();
});
