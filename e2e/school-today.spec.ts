import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from './journey';
import { DEMO_PASSWORD, expectAccessible, schoolDayAhead, signIn } from './support';

const PHONE = { width: 390, height: 844 };
const setClock = async (request: APIRequestContext, agora: string) =>
  expect((await request.put('/api/test/relogio', { data: { agora } })).ok()).toBe(true);
const classToday = (page: Page, turma: string) => page.getByRole('article', { name: turma });
const count = (turma: Locator, label: string) =>
  turma.locator('dl > div').filter({ hasText: label }).locator('dd');
const card = (page: Page, nome: string) =>
  page.locator('article', { has: page.getByRole('heading', { name: nome }) });

async function phonePage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** The educator's check-in of one child from her attendance screen, as in the attendance journey. */
async function checkIn(ana: Page, child: string, firstName: string, adult: RegExp) {
  await card(ana, child).getByRole('button', { name: 'Entrada' }).click();
  const entrada = ana.getByRole('dialog', { name: `Entrada de ${firstName}` });
  await entrada.getByRole('radio', { name: adult }).check();
  await entrada.getByRole('button', { name: 'Confirmar entrada' }).click();
  await expect(entrada).toBeHidden();
}

test('the director’s today changes live: a check-in on the educator’s phone, and the ratio alert when the second adult clocks out', async ({
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // A Tuesday no other journey uses, 07:30 at the school.
  const dia = schoolDayAhead(6, 2);
  await setClock(request, `${dia}T07:30:00-03:00`);
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/responsavel/login-responsavel', {
    data: { email: 'diretora@lunna.demo', senha: DEMO_PASSWORD },
  });
  const asHelena = { authorization: `Bearer ${(await login.json()).token}` };
  const razoes = await (await api.get('/api/gestor/razoes', { headers: asHelena })).json();

  try {
    const helena = await phonePage(browser, 'diretora@lunna.demo');
    await expect(helena.getByRole('heading', { level: 2, name: 'Hoje na escola' })).toBeVisible();
    const girassol = classToday(helena, 'Turma Girassol');
    // Lucas, Theo and Davi, and any child a journey before added to the class: all still expected.
    await expect(girassol.getByText(/^Manhã · \d+ crianças esperadas$/)).toBeVisible();
    const esperadas = Number(
      (await girassol.getByText(/crianças esperadas$/).textContent())!.match(/\d+/)![0],
    );
    expect(esperadas).toBeGreaterThanOrEqual(3);
    await expect(count(girassol, 'A chegar')).toHaveText(String(esperadas));
    await expect(count(girassol, 'Presentes')).toHaveText('0');
    // Nobody has clocked in yet: the page says so calmly instead of weighing the classes' adults.
    const semPonto = helena.getByText(
      'Ninguém registrou o ponto hoje: a razão adulto/criança aparece quando a equipe registrar a entrada.',
    );
    await expect(semPonto).toBeVisible();
    await expect(girassol.getByText(/^Em serviço:|^Ninguém em serviço/)).toHaveCount(0);
    await expectAccessible(helena);

    // The director joins Girassol for the morning: she says which class.
    await helena.getByLabel('Turma em que você está').selectOption({ label: 'Turma Girassol' });
    await helena.getByRole('button', { name: 'Registrar entrada' }).click();
    await expect(helena.getByText('Em serviço desde 07:30 · Turma Girassol')).toBeVisible();
    await expect(semPonto).toBeHidden();
    await expect(girassol.getByText('Em serviço: 1 · Necessários: 0')).toBeVisible();

    // This morning every child of four or more needs an adult of their own.
    await helena.getByRole('button', { name: 'Crianças por adulto, por idade' }).click();
    const dialog = helena.getByRole('dialog', { name: 'Crianças por adulto' });
    await expect(dialog.getByLabel('Até 24 meses')).toHaveValue('8');
    await expectAccessible(helena);
    await dialog.getByLabel('A partir de 48 meses').fill('1');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();

    // Ana, on her phone: one tap to clock in (she teaches one class), then two check-ins.
    // One tap when she teaches one class; a journey before may have given her a second one to choose from.
    const ana = await phonePage(browser, 'ana.professora@lunna.demo');
    await expect(ana.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();
    const escolha = ana.getByLabel('Turma em que você está');
    if (await escolha.isVisible()) await escolha.selectOption({ label: 'Turma Girassol' });
    await ana.getByRole('button', { name: 'Registrar entrada' }).click();
    await expect(ana.getByText('Em serviço desde 07:30 · Turma Girassol')).toBeVisible();
    await expectAccessible(ana);
    await expect(girassol.getByText('Em serviço: 2 · Necessários: 0')).toBeVisible();
    await ana.getByRole('link', { name: 'Registrar presença' }).click();
    await expect(ana.getByRole('heading', { level: 1, name: 'Presença' })).toBeVisible();
    await ana.getByLabel('Turma', { exact: true }).selectOption({ label: 'Turma Girassol' });
    await checkIn(ana, 'Lucas Souza Pereira', 'Lucas', /^Mariana Souza/);
    // The director's page, never reloaded, hears it.
    await expect(count(girassol, 'Presentes')).toHaveText('1');
    await expect(count(girassol, 'A chegar')).toHaveText(String(esperadas - 1));
    await checkIn(ana, 'Theo Alves Lima', 'Theo', /^Carlos Lima/);
    await expect(count(girassol, 'Presentes')).toHaveText('2');
    await expect(girassol.getByText('Em serviço: 2 · Necessários: 2')).toBeVisible();
    // (Another journey's class may be short too: only Girassol's line is read.)
    await expect(helena.getByText(/^Turma Girassol precisa de mais/)).toHaveCount(0);

    // Ana leaves for a moment and clocks out: Girassol is short of an adult, and the director sees it at once.
    await ana.getByRole('link', { name: 'Início' }).first().click();
    await ana.getByRole('button', { name: 'Registrar saída' }).click();
    await expect(ana.getByText('Você ainda não registrou a sua entrada hoje.')).toBeVisible();
    await expect(
      helena
        .getByRole('alert')
        .getByText(
          'Turma Girassol precisa de mais 1 adulto agora (crianças presentes: 2; adultos em serviço: 1).',
        ),
    ).toBeVisible();
    await expect(girassol.getByText('Em serviço: 1 · Necessários: 2')).toBeVisible();
    await expectAccessible(helena);
    await helena.getByRole('button', { name: 'Registrar saída' }).click();
    await expect(helena.getByText('Você ainda não registrou a sua entrada hoje.')).toBeVisible();
  } finally {
    await api.put('/api/gestor/razoes', { headers: asHelena, data: razoes });
    await api.dispose();
  }
});

test('two adults on one class: a check-in on one device shows on the other’s attendance screen without a reload', async ({
  browser,
  request,
}) => {
  const dia = schoolDayAhead(6, 4);
  await setClock(request, `${dia}T07:40:00-03:00`);
  const ana = await phonePage(browser, 'ana.professora@lunna.demo');
  await ana.getByRole('link', { name: 'Registrar presença' }).click();
  await expect(ana.getByRole('heading', { level: 1, name: 'Presença' })).toBeVisible();
  await ana.getByLabel('Turma', { exact: true }).selectOption({ label: 'Turma Girassol' });
  await expect(card(ana, 'Davi Lima Santos').getByText('Em casa')).toBeVisible();

  // The director, at the gate with her own phone, checks Davi in.
  const helena = await phonePage(browser, 'diretora@lunna.demo');
  await helena.getByRole('link', { name: 'Registrar presença' }).click();
  await expect(helena.getByRole('heading', { level: 1, name: 'Presença' })).toBeVisible();
  await helena.getByLabel('Turma', { exact: true }).selectOption({ label: 'Turma Girassol' });
  await checkIn(helena, 'Davi Lima Santos', 'Davi', /^Carlos Lima/);

  await expect(card(ana, 'Davi Lima Santos').getByText('Na escola desde 07:40')).toBeVisible({
    timeout: 5_000,
  });
  await expectAccessible(ana);
});
