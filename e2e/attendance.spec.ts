import fs from 'node:fs';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from './journey';
import { DEMO_PASSWORD, expectAccessible, personPage, randomCpf, signIn } from './support';

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações, \d+ não lidas$/ });
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name }).click();
const card = (page: Page, nome: string) =>
  page.locator('article', { has: page.getByRole('heading', { name: nome }) });
const setClock = async (request: APIRequestContext, agora: string) =>
  expect((await request.put('/api/test/relogio', { data: { agora } })).ok()).toBe(true);

/** A guardian of several children follows one of them (the portal's selected child). */
async function follow(page: Page, child: string) {
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  await page.locator('label', { hasText: child }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Hours later, the page left idle: the staff session has ended (2 hours without a request), so the page
 * goes to the login; the educator signs in again and goes back to the attendance screen.
 */
async function backAfterIdle(page: Page, email: string) {
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await nav(page, 'Presença');
  await expect(page.getByRole('heading', { level: 1, name: 'Presença' })).toBeVisible();
}

async function bearer(request: APIRequestContext, email: string) {
  await request.get('/api/health');
  const login = await request.post('/api/responsavel/login-responsavel', {
    data: { email, senha: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

test.afterEach(async ({ request }) => {
  await request.delete('/api/test/relogio');
});

test('the educator checks Theo in; on Friday afternoon she hands him to the grandmother after the code from the guardian’s app; the guardian sees who picked him up', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  // Friday morning at the school. Carlos authorises the grandmother for this Friday only (the pickup-list screen has its own journey).
  const sexta = '2027-03-05';
  await setClock(request, `${sexta}T07:30:00-03:00`);
  const suffix = Date.now().toString().slice(-5);
  const avo = `Vó Maria ${suffix}`;
  // Set-up through the API in a cookie jar of its own, so the clock requests stay anonymous.
  const api = (await browser.newContext()).request;
  const asCarlos = await bearer(api, 'carlos@lunna.demo');
  const children = (await (await api.get('/api/discente', { headers: asCarlos })).json()) as {
    idDisc: string;
    nomeDisc: string;
  }[];
  const theo = children.find((c) => c.nomeDisc.startsWith('Theo'))!;
  const added = await api.post(`/api/discente/${theo.idDisc}/autorizados`, {
    headers: asCarlos,
    data: {
      nome: avo,
      rg: '12.345.678-9',
      cpf: randomCpf(),
      parentesco: 'Avó',
      telefone: '(11) 98765-4321',
      temporario: true,
      dataInicio: sexta,
      dataFim: sexta,
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  // 07:30: Ana, on the attendance screen, checks Theo in, brought by Carlos.
  // From her home, one tap; the screen opens on her own class.
  const ana = await personPage(browser, 'ana.professora@lunna.demo');
  await ana.getByRole('link', { name: 'Registrar presença' }).click();
  await expect(ana.getByRole('heading', { level: 1, name: 'Presença' })).toBeVisible();
  await expect(ana.getByLabel('Turma', { exact: true }).locator('option:checked')).toHaveText(
    'Turma Girassol',
  );
  await expect(ana.getByText('Hoje, sexta-feira, 5 de março')).toBeVisible();
  await expect(card(ana, 'Theo Alves Lima').getByText('Em casa')).toBeVisible();
  await expectAccessible(ana);
  await card(ana, 'Theo Alves Lima').getByRole('button', { name: 'Entrada' }).click();
  const entrada = ana.getByRole('dialog', { name: 'Entrada de Theo' });
  await expect(entrada.getByRole('group', { name: 'Quem trouxe Theo?' })).toBeVisible();
  await entrada.getByRole('button', { name: 'Confirmar entrada' }).click();
  await expect(entrada.getByText('Escolha a pessoa tocando na foto.')).toBeVisible();
  await expectAccessible(ana);
  await entrada.getByRole('radio', { name: /^Carlos Lima/ }).check();
  await entrada.getByRole('button', { name: 'Confirmar entrada' }).click();
  await expect(entrada).toBeHidden();
  await expect(ana.getByText('Entrada de Theo registrada às 07:30. A família foi avisada.')).toBeVisible();
  await expect(card(ana, 'Theo Alves Lima').getByText('Na escola desde 07:30')).toBeVisible();
  await expect(card(ana, 'Theo Alves Lima').getByText('Chegou às 07:30 com Carlos Lima')).toBeVisible();

  // Eight hours later: Carlos's dashboard shows where Theo is and the code for whoever picks him up.
  await setClock(request, `${sexta}T15:30:00-03:00`);
  const carlos = await personPage(browser, 'carlos@lunna.demo');
  await follow(carlos, 'Theo');
  const hoje = carlos.getByRole('region', { name: 'Hoje na escola · Theo' });
  await expect(hoje.getByText('Na escola desde 07:30 — chegou com Carlos Lima')).toBeVisible();
  await expect(hoje.getByText('Código de entrega de hoje')).toBeVisible();
  const codigo = (await hoje.locator('[data-codigo]').textContent())!.replace(/\s/g, '');
  expect(codigo).toMatch(/^\d{6}$/);
  await expectAccessible(carlos);

  // Ana opens the check-out: the grandmother is on today's list; a wrong code is refused, the right one hands Theo over.
  await backAfterIdle(ana, 'ana.professora@lunna.demo');
  await card(ana, 'Theo Alves Lima').getByRole('button', { name: 'Saída' }).click();
  const saida = ana.getByRole('dialog', { name: 'Saída de Theo' });
  await expect(saida.getByRole('group', { name: 'Quem está buscando Theo?' })).toBeVisible();
  await expectAccessible(ana);
  await saida.getByRole('radio', { name: new RegExp(avo) }).check();
  await saida.getByRole('button', { name: 'Continuar' }).click();
  await expect(saida.getByText(avo, { exact: true })).toBeVisible();
  await expect(saida.getByText('Avó', { exact: true })).toBeVisible();
  await expect(saida.getByText('Autorização de Carlos Lima · até 05/03')).toBeVisible();
  const campo = saida.getByLabel('Código de entrega (6 dígitos)');
  await expect(campo).toBeFocused();
  await expect(campo).toHaveAttribute('inputmode', 'numeric');
  await expect(campo).toHaveAttribute('autocomplete', 'one-time-code');
  await expectAccessible(ana);
  await campo.fill(String((Number(codigo) + 1) % 1_000_000).padStart(6, '0'));
  await saida.getByRole('button', { name: 'Confirmar saída' }).click();
  await expect(saida.getByText('Código de entrega incorreto')).toBeVisible();
  await expect(campo).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(ana);
  await campo.fill(`${codigo.slice(0, 3)} ${codigo.slice(3)}`);
  await saida.getByRole('button', { name: 'Confirmar saída' }).click();
  await expect(saida).toBeHidden();
  await expect(
    ana.getByText(`Saída de Theo registrada às 15:30, com ${avo}. A família foi avisada.`),
  ).toBeVisible();
  await expect(card(ana, 'Theo Alves Lima').getByText(`Saída às 15:30 com ${avo}`)).toBeVisible();
  await expect(card(ana, 'Theo Alves Lima').getByRole('button', { name: 'Saída' })).toHaveCount(0);
  await expectAccessible(ana);

  // Carlos sees who picked Theo up and when — on the dashboard, in the bell and in the month's history.
  await carlos.reload();
  await expect(hoje.getByText(`Saída às 15:30 com ${avo}`)).toBeVisible();
  await expect(hoje.getByText('Código de entrega de hoje')).toHaveCount(0);
  await expectAccessible(carlos);
  await bell(carlos).click();
  await expect(
    carlos.getByRole('region', { name: 'Notificações' }).getByText(`Theo saiu às 15:30 com ${avo}`),
  ).toBeVisible();
  await carlos.keyboard.press('Escape');
  await nav(carlos, 'Presença');
  await expect(carlos.getByRole('heading', { level: 1, name: 'Presença de Theo' })).toBeVisible();
  await expect(carlos.getByRole('heading', { name: 'Março de 2027' })).toBeVisible();
  const dia = carlos.getByRole('listitem').filter({ hasText: 'Sex., 05/03' });
  await expect(dia.getByText('Chegou às 07:30 com Carlos Lima')).toBeVisible();
  await expect(dia.getByText(`Saída às 15:30 com ${avo}`)).toBeVisible();
  await expectAccessible(carlos);
  await carlos.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(carlos.getByRole('heading', { name: 'Fevereiro de 2027' })).toBeVisible();
  await expect(carlos.getByText('Nenhum registro de presença neste mês.')).toBeVisible();
});

test('without the code, the educator hands Davi over with a written reason; the director is told and finds it in the CSV export', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const dia = '2027-03-12';
  await setClock(request, `${dia}T07:40:00-03:00`);
  const motivo = `O pai esqueceu o celular; conferi o RG dele ${Date.now().toString().slice(-4)}`;

  const ana = await personPage(browser, 'ana.professora@lunna.demo');
  await nav(ana, 'Presença');
  await card(ana, 'Davi Lima Santos').getByRole('button', { name: 'Entrada' }).click();
  const entrada = ana.getByRole('dialog', { name: 'Entrada de Davi' });
  await entrada.getByRole('radio', { name: /^Carlos Lima/ }).check();
  await entrada.getByRole('button', { name: 'Confirmar entrada' }).click();
  await expect(card(ana, 'Davi Lima Santos').getByText('Na escola desde 07:40')).toBeVisible();

  await setClock(request, `${dia}T12:05:00-03:00`);
  await backAfterIdle(ana, 'ana.professora@lunna.demo');
  await card(ana, 'Davi Lima Santos').getByRole('button', { name: 'Saída' }).click();
  const saida = ana.getByRole('dialog', { name: 'Saída de Davi' });
  await saida.getByRole('radio', { name: /^Carlos Lima/ }).check();
  await saida.getByRole('button', { name: 'Continuar' }).click();
  await saida.getByRole('button', { name: 'Sem código (exceção)' }).click();
  await expect(
    saida.getByText(
      'Os responsáveis e a direção serão avisados desta saída sem código, com o motivo que você escrever.',
    ),
  ).toBeVisible();
  await saida.getByRole('button', { name: 'Confirmar saída sem código' }).click();
  await expect(saida.getByText('Informe o motivo')).toBeVisible();
  await expectAccessible(ana);
  await saida.getByLabel('Motivo da exceção').fill(motivo);
  await saida.getByRole('button', { name: 'Confirmar saída sem código' }).click();
  await expect(saida).toBeHidden();
  await expect(card(ana, 'Davi Lima Santos').getByText('Sem código (exceção)')).toBeVisible();
  await expectAccessible(ana);

  // The director: an Importante notification with the reason, and the day in the CSV.
  const diretora = await personPage(browser, 'diretora@lunna.demo');
  await bell(diretora).click();
  const panel = diretora.getByRole('region', { name: 'Notificações' });
  await expect(panel.getByText('Davi saiu sem o código de entrega')).toBeVisible();
  await expect(panel.getByText(motivo, { exact: false })).toBeVisible();
  await diretora.keyboard.press('Escape');
  await nav(diretora, 'Presença');
  // The class she picks is the one the screen opens on next time, on this device.
  const turma = diretora.getByLabel('Turma', { exact: true });
  const other =
    (await turma.locator('option:checked').textContent()) === 'Turma Girassol'
      ? 'Turma Beija-flor'
      : 'Turma Girassol';
  await turma.selectOption({ label: other });
  await diretora.reload();
  await expect(turma.locator('option:checked')).toHaveText(other);
  await diretora.getByRole('button', { name: 'Exportar CSV' }).click();
  const exportar = diretora.getByRole('dialog', { name: 'Exportar presença (CSV)' });
  await exportar.getByLabel('Data inicial').fill(dia);
  await exportar.getByLabel('Data final').fill('2027-03-01');
  await exportar.getByRole('button', { name: 'Baixar CSV' }).click();
  await expect(exportar.getByText('A data final deve ser igual ou posterior à inicial')).toBeVisible();
  await expectAccessible(diretora);
  await exportar.getByLabel('Data final').fill(dia);
  const [download] = await Promise.all([
    diretora.waitForEvent('download'),
    exportar.getByRole('button', { name: 'Baixar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`presenca-${dia}-${dia}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(
    csv.startsWith('\uFEFFData;Turma;Criança;Entrada;Trazido por;Saída;Buscado por;Exceção;Motivo;Falta'),
  ).toBe(true);
  expect(csv).toContain(
    `12/03/2027;Turma Girassol;Davi Lima Santos;07:40;Carlos Lima;12:05;Carlos Lima;Sim;"${motivo}";`,
  );
  await expect(exportar.getByText('Arquivo baixado.')).toBeVisible();
});

/** The educator on a phone: 390 px wide, touch, signed in on her home. */
async function onPhone(browser: Browser, email: string) {
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  ).newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

/** Counts every tap the educator makes, so the journey can hold the promise (few taps per child). */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    get count() {
      return taps;
    },
  };
}

test('on a phone, the educator checks the whole class in from the grid in five taps; each child keeps who brought them', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const dia = '2027-03-17';
  await setClock(request, `${dia}T07:25:00-03:00`);
  const ana = await onPhone(browser, 'ana.professora@lunna.demo');
  const taps = tapCounter();

  // From her home, one tap to the attendance screen, on her own class: three children, all at home.
  await taps.tap(ana.getByRole('link', { name: 'Registrar presença' }));
  const grade = ana.getByRole('region', { name: 'Entrada rápida' });
  await expect(grade.getByRole('checkbox')).toHaveCount(3);
  await expect(grade.getByText('Toque nas crianças que chegaram e depois em “Dar entrada”.')).toBeVisible();
  await expect(grade.getByRole('button', { name: /^Dar entrada/ })).toHaveCount(0);
  // Nothing of the grid runs off a 390 px screen.
  expect(await ana.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(ana);

  await taps.tap(grade.getByRole('button', { name: 'Marcar quem está em casa (3)' }));
  for (const nome of ['Lucas Souza Pereira', 'Theo Alves Lima', 'Davi Lima Santos'])
    await expect(grade.getByRole('checkbox', { name: new RegExp(nome) })).toBeChecked();
  await taps.tap(grade.getByRole('button', { name: 'Dar entrada a 3 crianças' }));

  // Lucas and Davi have one adult each today: already chosen. Theo has two: one tap on the photo.
  const dialog = ana.getByRole('dialog', { name: 'Entrada de 3 crianças' });
  await expect(
    dialog.getByRole('group', { name: 'Quem trouxe Lucas?' }).getByRole('radio', { name: /^Mariana Souza/ }),
  ).toBeChecked();
  await expect(
    dialog.getByRole('group', { name: 'Quem trouxe Davi?' }).getByRole('radio', { name: /^Carlos Lima/ }),
  ).toBeChecked();
  const theo = dialog.getByRole('group', { name: 'Quem trouxe Theo?' });
  await expect(theo.getByRole('radio', { checked: true })).toHaveCount(0);
  await expectAccessible(ana);
  // Confirming before choosing Theo's adult says what is missing, and records nothing (a tap the test does not count).
  await dialog.getByRole('button', { name: 'Confirmar 3 entradas' }).click();
  await expect(dialog.getByText('Falta escolher quem trouxe: Theo.')).toBeVisible();
  await expectAccessible(ana);
  await taps.tap(theo.getByText('Patrícia Alves'));
  await expect(theo.getByRole('radio', { name: /^Patrícia Alves/ })).toBeChecked();
  await taps.tap(dialog.getByRole('button', { name: 'Confirmar 3 entradas' }));
  await expect(dialog).toBeHidden();

  await expect(ana.getByText('3 entradas registradas às 07:25. As famílias foram avisadas.')).toBeVisible();
  await expect(card(ana, 'Lucas Souza Pereira').getByText('Chegou às 07:25 com Mariana Souza')).toBeVisible();
  await expect(card(ana, 'Theo Alves Lima').getByText('Chegou às 07:25 com Patrícia Alves')).toBeVisible();
  await expect(card(ana, 'Davi Lima Santos').getByText('Chegou às 07:25 com Carlos Lima')).toBeVisible();
  await expect(ana.getByRole('list', { name: 'Resumo do dia' }).getByText('Na escola: 3')).toBeVisible();
  // At school now: nobody left to tick.
  for (const box of await grade.getByRole('checkbox').all()) await expect(box).toBeDisabled();
  await expectAccessible(ana);

  // The measure: a class checked in from the educator's home in (children + 2) taps, here 5 for 3 children;
  // a class of 20 with one adult to choose per child would need at most 20 + 4 = 24 of the 25 allowed.
  expect(taps.count).toBe(5);
});

test('on a phone, one child with one adult allowed today is checked in three taps from the educator’s home', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await setClock(request, '2027-03-18T07:50:00-03:00');
  const ana = await onPhone(browser, 'ana.professora@lunna.demo');
  const taps = tapCounter();
  await taps.tap(ana.getByRole('link', { name: 'Registrar presença' }));
  await taps.tap(card(ana, 'Davi Lima Santos').getByRole('button', { name: 'Entrada' }));
  const entrada = ana.getByRole('dialog', { name: 'Entrada de Davi' });
  // Carlos is the only adult who may bring Davi today: chosen already, his photo on screen to check.
  await expect(entrada.getByRole('radio', { name: /^Carlos Lima/ })).toBeChecked();
  await expectAccessible(ana);
  await taps.tap(entrada.getByRole('button', { name: 'Confirmar entrada' }));
  await expect(entrada).toBeHidden();
  await expect(card(ana, 'Davi Lima Santos').getByText('Chegou às 07:50 com Carlos Lima')).toBeVisible();
  expect(taps.count).toBe(3);
});
