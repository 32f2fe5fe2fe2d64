import { request as apiRequest, expect, type Browser, type Page } from '@playwright/test';
import { test } from './journey';
import { DEMO_PASSWORD, expectAccessible, personPage } from './support';

/** A guardian signs in and, asked which child to follow, picks `child`. */
async function guardianFollowing(browser: Browser, email: string, child: string) {
  const page = await personPage(browser, email);
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  await page.locator('label', { hasText: child }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** An API context signed in with a bearer token (no cookie, so no CSRF header is needed for set-up calls). */
async function apiAs(baseURL: string | undefined, email: string) {
  const anonymous = await apiRequest.newContext({ baseURL });
  const login = await anonymous.post('/api/responsavel/login-responsavel', {
    data: { email, senha: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).token as string;
  await anonymous.dispose();
  return apiRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

const wallItems = (page: Page) =>
  page.getByRole('list', { name: /das mais novas às mais antigas$/ }).getByRole('article');

/** The wall's kinds and instants, top to bottom. */
async function readWall(page: Page) {
  return wallItems(page).evaluateAll((articles) =>
    articles.map((a) => ({
      tipo: a.getAttribute('data-tipo'),
      quando: a.querySelector('time')?.getAttribute('datetime') ?? '',
      texto: a.textContent ?? '',
    })),
  );
}

test("the guardian's dashboard shows her child's real day, and one click follows her other child", async ({
  browser,
}) => {
  const mariana = await guardianFollowing(browser, 'mariana@lunna.demo', 'Lucas');

  await expect(mariana.getByText('Agenda Geral')).toBeVisible();
  await expect(mariana.getByText('Mariana Souza, responsável por Lucas')).toBeVisible();
  await expect(mariana.getByRole('heading', { name: 'Lucas Souza Pereira' })).toBeVisible();
  // Today's attendance stays on the dashboard.
  await expect(mariana.getByRole('heading', { name: /Lucas hoje/ }).first()).toBeVisible();

  // The three activity cards lead to the activities of their kind, with the latest one of Turma Girassol.
  const atividades = mariana.getByRole('region', { name: 'Atividades' });
  for (const [nome, tipo] of [
    ['Recreativas', 'recreativa'],
    ['Linguísticas', 'linguistica'],
    ['Comportamentais', 'comportamental'],
  ] as const) {
    await expect(atividades.getByRole('link', { name: new RegExp(`^${nome}`) })).toHaveAttribute(
      'href',
      `/atividade?tipo=${tipo}`,
    );
  }
  await expect(
    atividades.getByRole('link', { name: /Atividade do dia: \d{2}\/\d{2}/ }).first(),
  ).toBeVisible();

  await expect(mariana.getByRole('link', { name: /Olá! No que posso ajudar\?/ })).toHaveAttribute(
    'href',
    '/lumi',
  );
  const atalhos = mariana.getByRole('navigation', { name: 'Atalhos' });
  for (const [nome, href] of [
    ['Enquetes da turma', '/enquetes'],
    ['Cardápio da semana', '/cardapio'],
    ['Agenda da semana', '/rotina'],
    ['Conversar com a escola', '/chat'],
    ['Perfil de Lucas', '/perfil'],
  ] as const) {
    await expect(atalhos.getByRole('link', { name: new RegExp(`^${nome}`) })).toHaveAttribute('href', href);
  }

  // The newest photos she may see, and the latest two notices addressed to her.
  const fotos = mariana.getByRole('region', { name: 'Fotos recentes' });
  await expect(fotos.getByRole('img').first()).toBeVisible();
  expect(await fotos.getByRole('img').count()).toBeLessThanOrEqual(6);
  expect(
    await fotos
      .getByRole('img')
      .evaluateAll((imgs) =>
        imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
      ),
  ).toBe(true);
  const avisos = mariana.getByRole('region', { name: 'Últimos avisos' }).getByRole('link');
  await expect(avisos).toHaveCount(2);
  for (const href of await avisos.evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
    expect(href).toMatch(/^\/avisos#aviso-[0-9a-f-]{36}$/);
  await expectAccessible(mariana);

  // One click: Sofia is followed on every screen.
  await mariana
    .getByRole('group', { name: 'Criança acompanhada' })
    .getByRole('button', { name: 'Sofia' })
    .click();
  await expect(mariana.getByText('Mariana Souza, responsável por Sofia')).toBeVisible();
  await expect(mariana.getByRole('heading', { name: /Sofia hoje/ }).first()).toBeVisible();
  await expect(
    mariana.getByRole('group', { name: 'Criança acompanhada' }).getByRole('button', { name: 'Sofia' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await mariana
    .getByRole('navigation', { name: 'Atalhos' })
    .getByRole('link', { name: 'Ver o mural da turma' })
    .click();
  await expect(mariana.getByRole('heading', { level: 1, name: 'Mural da turma de Sofia' })).toBeVisible();
  await expect(mariana.getByText('Turma Beija-flor')).toBeVisible();
  await mariana.goto('/dashboard');
  await mariana
    .getByRole('group', { name: 'Criança acompanhada' })
    .getByRole('button', { name: 'Lucas' })
    .click();
  await expect(mariana.getByText('Mariana Souza, responsável por Lucas')).toBeVisible();
});

test('the class wall mixes what was posted, newest first; a guardian of another class sees none of it', async ({
  browser,
}) => {
  const mariana = await guardianFollowing(browser, 'mariana@lunna.demo', 'Lucas');
  await mariana.goto('/mural');
  await expect(mariana.getByRole('heading', { level: 1, name: 'Mural da turma de Lucas' })).toBeVisible();
  await expect(mariana.getByText('Turma Girassol', { exact: true })).toBeVisible();
  await expect(wallItems(mariana).first()).toBeVisible();
  const wall = await readWall(mariana);
  expect(new Set(wall.map((i) => i.tipo))).toEqual(new Set(['aviso', 'atividade', 'memoria', 'enquete']));
  expect(wall.map((i) => i.quando)).toEqual([...wall.map((i) => i.quando)].sort().reverse());
  const girassol = wall.filter((i) => i.tipo === 'atividade').map((i) => i.texto);
  expect(girassol.length).toBeGreaterThan(0);
  await expectAccessible(mariana);

  // A card opens its screen.
  const notice = wallItems(mariana).filter({ hasText: 'Passeio no parque' });
  await expect(notice.getByRole('link', { name: 'Passeio no parque' })).toHaveAttribute(
    'href',
    /^\/avisos#aviso-/,
  );

  // Patricia follows Alice, in Turma Beija-flor: nothing of Turma Girassol on her wall.
  const patricia = await guardianFollowing(browser, 'patricia@lunna.demo', 'Alice');
  await patricia.goto('/mural');
  await expect(patricia.getByRole('heading', { level: 1, name: 'Mural da turma de Alice' })).toBeVisible();
  await expect(wallItems(patricia).first()).toBeVisible();
  const hers = (await readWall(patricia)).map((i) => i.texto).join('\n');
  expect(hers).not.toContain('Passeio no parque');
  expect(hers).toContain('Roupa extra na mochila');
  for (const texto of girassol) expect(hers).not.toContain(texto);
  await expectAccessible(patricia);
});

test('staff read a class wall and older posts load as they scroll', async ({ browser, baseURL }) => {
  const diretora = await apiAs(baseURL, 'diretora@lunna.demo');
  const nomeTurma = `Turma Mural ${Date.now().toString(36)}`;
  const created = await diretora.post('/api/turma', {
    data: { nomeTurma, tema: 'roxo-aviso', periodo: 'Tarde', discentes: [] },
  });
  expect(created.ok()).toBe(true);
  const { idTurma } = (await created.json()) as { idTurma: string };
  try {
    // A class without children: its notices reach no family.
    for (let i = 1; i <= 23; i++) {
      const res = await diretora.post('/api/aviso', {
        data: {
          idTurma,
          tituloAviso: `Recado ${String(i).padStart(2, '0')}`,
          conteudoAviso: `Recado número ${i} da turma.`,
          importancia: 'Normal',
        },
      });
      expect(res.ok()).toBe(true);
    }
    const page = await personPage(browser, 'diretora@lunna.demo');
    await page.goto('/mural');
    await page.getByLabel('Turma', { exact: true }).selectOption({ label: nomeTurma });
    await expect(wallItems(page).first()).toContainText('Recado 23');
    await expect(wallItems(page)).toHaveCount(20);
    await expectAccessible(page);
    // Scrolling to the end of the list brings the older posts.
    await page.getByRole('button', { name: 'Carregar mais' }).scrollIntoViewIfNeeded();
    await expect(wallItems(page)).toHaveCount(23);
    await expect(wallItems(page).last()).toContainText('Recado 01');
    await expect(page.getByText('Você chegou ao começo do mural.')).toBeVisible();
    const titles = await wallItems(page).getByRole('heading').allTextContents();
    expect(new Set(titles).size).toBe(23);
  } finally {
    expect((await diretora.post(`/api/turma/${idTurma}/arquivar`)).ok()).toBe(true);
    await diretora.dispose();
  }
});
