import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './journey';
import sharp from 'sharp';
import { DEMO_PASSWORD, expectAccessible, personPage } from './support';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name }).click();
const card = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

/** A guardian of several children follows one of them (the portal's selected child), then opens Memórias from the child's tabs. */
async function memoriesOf(page: Page, child: string) {
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  await page.locator('label', { hasText: child }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await nav(page, 'Perfil');
  await page
    .getByRole('navigation', { name: 'Páginas da criança' })
    .getByRole('link', { name: 'Memórias' })
    .click();
  await expect(page).toHaveURL(/\/memoria$/);
  await expect(page.getByRole('heading', { level: 2, name: `Memórias de ${child}` })).toBeVisible();
}

/** A drawn photo (the server checks uploads by content and re-encodes them). */
const photo = async (name: string, color: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="800" height="600"><circle cx="400" cy="300" r="160" fill="#FEB018"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer(),
});

async function share(ana: Page, descricao: string, file: Awaited<ReturnType<typeof photo>>, tag?: string) {
  await ana.getByLabel('Escolha as fotos').setInputFiles(file);
  await expect(ana.getByRole('list', { name: '1 foto escolhida' }).getByRole('img')).toBeVisible();
  await ana.getByLabel('Descrição').fill(descricao);
  if (tag)
    await ana
      .getByRole('group', { name: 'Quem aparece nas fotos?' })
      .getByRole('checkbox', { name: new RegExp(tag) })
      .check();
  await ana.getByRole('button', { name: 'Compartilhar', exact: true }).click();
  await expect(ana.getByText('Foto compartilhada!')).toBeVisible();
  await expect(card(ana, descricao)).toBeVisible();
}

/** The journey's photos go away at the end, so the demo stays as it was for the next journeys. */
async function removeShared(request: APIRequestContext, descricoes: string[]) {
  await request.get('/api/health');
  const login = await request.post('/api/responsavel/login-responsavel', {
    data: { email: 'ana.professora@lunna.demo', senha: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const turmas = (await (await request.get('/api/turma', { headers })).json()) as { idTurma: string }[];
  for (const turma of turmas) {
    const list = (await (await request.get(`/api/turma/${turma.idTurma}/memoria`, { headers })).json()) as {
      itens: { idMemoria: string; descricao: string }[];
    };
    for (const m of list.itens.filter((x) => descricoes.includes(x.descricao))) {
      expect((await request.delete(`/api/memoria/${m.idMemoria}`, { headers })).ok()).toBe(true);
    }
  }
}

test('the educator shares photos with her class; the families see what concerns them, with consent respected; a heart stays after reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString().slice(-5);
  const turmaToda = `Roda de leitura ${suffix}`;
  const comLucas = `Lucas no escorregador ${suffix}`;
  const comDavi = `Davi na caixa de areia ${suffix}`;

  try {
    // Ana shares one photo with the whole class and one where Lucas appears.
    const ana = await personPage(browser, 'ana.professora@lunna.demo');
    await nav(ana, 'Memórias');
    await expect(ana.getByRole('heading', { level: 1, name: 'Memórias' })).toBeVisible();
    await expect(ana.getByRole('heading', { name: 'Compartilhar fotos com a Turma Girassol' })).toBeVisible();
    await expectAccessible(ana);
    await share(ana, turmaToda, await photo('roda.png', '#31C1FF'));
    await share(ana, comLucas, await photo('escorregador.png', '#F53491'), 'Lucas');
    // Davi's family has not decided about group photos: the form says the photo stays with them.
    const tags = ana.getByRole('group', { name: 'Quem aparece nas fotos?' });
    await expect(tags.getByRole('checkbox', { name: /Davi Lima Santos\s*Sem consentimento/ })).toBeVisible();
    await tags.getByRole('checkbox', { name: /Davi/ }).check();
    await expect(ana.getByText(/Davi não tem permissão para fotos em grupo/)).toBeVisible();
    await tags.getByRole('checkbox', { name: /Davi/ }).uncheck();
    await share(ana, comDavi, await photo('areia.png', '#54FB83'), 'Davi');
    await expect(
      card(ana, comDavi).getByText('Só a equipe e a família da criança sem consentimento veem'),
    ).toBeVisible();
    await expectAccessible(ana);

    // Mariana (Lucas) sees both photos of the class, not the one with Davi.
    const mariana = await personPage(browser, 'mariana@lunna.demo');
    await memoriesOf(mariana, 'Lucas');
    await expect(mariana.getByRole('heading', { name: 'Fotos em grupo' })).toBeVisible();
    await expect(mariana.getByRole('checkbox', { name: 'Data' })).toBeChecked();
    await expect(card(mariana, turmaToda)).toBeVisible();
    await expect(card(mariana, comLucas)).toBeVisible();
    await expect(card(mariana, comDavi)).toHaveCount(0);
    await expectAccessible(mariana);

    // She hearts the photo of Lucas: still a favourite after reloading, and the only one under 'Favoritos'.
    const heart = card(mariana, comLucas).getByRole('button', { name: 'Favorito' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await mariana.reload();
    await expect(card(mariana, comLucas).getByRole('button', { name: 'Favorito' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await mariana.getByRole('button', { name: 'Favoritos' }).click();
    await expect(card(mariana, comLucas)).toBeVisible();
    await expect(card(mariana, turmaToda)).toHaveCount(0);
    await mariana.getByRole('button', { name: 'Favoritos' }).click();

    // The lightbox: the photo, the educator, the description, the date, the child, save and the heart.
    await card(mariana, comLucas)
      .getByRole('button', { name: `Ampliar foto: ${comLucas}` })
      .click();
    const lightbox = mariana.getByRole('dialog', { name: 'Memória' });
    await expect(lightbox.getByRole('img', { name: comLucas })).toBeVisible();
    await expect(lightbox.getByText('Ana Beatriz Rocha')).toBeVisible();
    await expect(lightbox.getByText('Lucas Souza Pereira')).toBeVisible();
    await expect(lightbox.getByRole('button', { name: 'Favorito' })).toHaveAttribute('aria-pressed', 'true');
    const save = lightbox.getByRole('link', { name: 'Salvar foto' });
    const download = mariana.waitForEvent('download');
    await save.click();
    expect((await download).suggestedFilename()).toMatch(/^memoria-.*\.jpg$/);
    await expectAccessible(mariana);
    await lightbox.getByRole('button', { name: 'Fechar' }).click();
    await expect(lightbox).toBeHidden();

    // Patrícia following Alice (the other class) sees none of them.
    const patricia = await personPage(browser, 'patricia@lunna.demo');
    await memoriesOf(patricia, 'Alice');
    await expect(patricia.getByRole('list', { name: 'Fotos compartilhadas' })).toBeVisible();
    for (const text of [turmaToda, comLucas, comDavi]) await expect(card(patricia, text)).toHaveCount(0);
    await expectAccessible(patricia);

    // Carlos, Davi's father, sees the photo with Davi.
    const carlos = await personPage(browser, 'carlos@lunna.demo');
    await memoriesOf(carlos, 'Davi');
    await expect(card(carlos, comDavi)).toBeVisible();
    await expect(card(carlos, turmaToda)).toBeVisible();
    await expectAccessible(carlos);
  } finally {
    await removeShared(request, [turmaToda, comLucas, comDavi]);
  }
});
