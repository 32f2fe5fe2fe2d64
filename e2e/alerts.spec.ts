import {
  request as apiRequest,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { test } from './journey';
import { DEMO_PASSWORD, schoolDayAhead, expectAccessible, personPage } from './support';

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações, \d+ não lidas$/ });

/** A bearer token from a context of its own: the clock's context must not carry a session cookie (its PUTs would need the CSRF header). */
async function bearer(baseURL: string | undefined, email: string) {
  const context = await apiRequest.newContext({ baseURL });
  const login = await context.post('/api/responsavel/login-responsavel', {
    data: { email, senha: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).token as string;
  await context.dispose();
  return { authorization: `Bearer ${token}` };
}

/** Mariana signs in and, asked which child to follow, picks Lucas. */
async function guardianOfLucas(browser: Browser) {
  const page = await personPage(browser, 'mariana@lunna.demo');
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  await page.locator('label', { hasText: 'Lucas' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

const setClock = async (request: APIRequestContext, agora: string) =>
  expect((await request.put('/api/test/relogio', { data: { agora } })).ok()).toBe(true);

test('with the clock 30 minutes before pickup, the guardian of a child at school finds the pickup reminder in the bell', async ({
  browser,
  request,
  baseURL,
}) => {
  const dia = schoolDayAhead(3, 1);
  try {
    // A school-day morning: the day is planned, and the educator checks Lucas in, brought by Mariana.
    await setClock(request, `${dia}T07:55:00-03:00`);
    const ana = await bearer(baseURL, 'ana.professora@lunna.demo');
    const turmas = (await (await request.get('/api/turma', { headers: ana })).json()) as {
      idTurma: string;
      nomeTurma: string;
    }[];
    const girassol = turmas.find((t) => t.nomeTurma === 'Turma Girassol')!;
    const board = await request.get(`/api/turma/${girassol.idTurma}/presenca`, { headers: ana });
    expect(board.ok(), 'the attendance endpoint (built with attendance) answers').toBe(true);
    const lucas = (
      (await board.json()) as {
        criancas: {
          idDisc: string;
          nomeDisc: string;
          pessoas: { tipo: string; id: string; nome: string }[];
        }[];
      }
    ).criancas.find((c) => c.nomeDisc.startsWith('Lucas'))!;
    const mariana = lucas.pessoas.find((p) => p.tipo === 'responsavel' && p.nome === 'Mariana Souza')!;
    const entrada = await request.post(`/api/discente/${lucas.idDisc}/presenca/entrada`, {
      headers: ana,
      data: { pessoa: { tipo: 'responsavel', id: mariana.id } },
    });
    expect(entrada.status()).toBe(201);

    // Lucas is picked up at 12:00: at 11:30 the reminder goes out.
    await setClock(request, `${dia}T11:30:00-03:00`);
    const page = await guardianOfLucas(browser);
    await expect(page.getByRole('heading', { name: 'Alertas de Lucas hoje' })).toBeVisible();
    await expect(page.getByText('Busca hoje às 12:00')).toBeVisible();
    await expectAccessible(page);
    await bell(page).click();
    const panel = page.getByRole('region', { name: 'Notificações' });
    await expect(panel.getByText('Faltam 30 minutos para o horário de busca de Lucas (12:00)')).toBeVisible();
    await expectAccessible(page);
  } finally {
    await request.delete('/api/test/relogio');
  }
});

test('an educator flags a fever; the guardian sees it with its priority and says she is aware; the educator sees it acknowledged', async ({
  browser,
}) => {
  const texto = `Febre de 38,2 °C às ${Date.now().toString().slice(-4)}; está descansando na sala.`;

  // The educator, on today's alerts of her class.
  const ana = await personPage(browser, 'ana.professora@lunna.demo');
  await ana
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Alertas' })
    .click();
  await expect(ana.getByRole('heading', { name: 'Alertas de hoje' })).toBeVisible();
  await expect(ana.getByRole('heading', { name: 'Horários de busca · Turma Girassol' })).toBeVisible();
  await expectAccessible(ana);

  await ana.getByRole('button', { name: 'Sinalizar atenção' }).click();
  const dialog = ana.getByRole('dialog', { name: 'Sinalizar atenção' });
  await expect(dialog).toBeVisible();
  // Nothing chosen: every field says so.
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('Campo obrigatorio')).toHaveCount(3);
  await expectAccessible(ana);
  await dialog.getByLabel('Criança').selectOption({ label: 'Lucas Souza Pereira' });
  await dialog.getByLabel('Sobre o quê').selectOption('febre');
  await dialog.getByLabel('O que está acontecendo').fill(texto);
  await dialog.locator('label', { hasText: 'Importante' }).click();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();
  await expect(ana.getByText('Pronto! Os responsáveis foram avisados.')).toBeVisible();
  const sent = ana.locator('article', { hasText: texto });
  await expect(sent.getByText('Aguardando confirmação')).toBeVisible();

  // The guardian: on her dashboard, with the priority word, and in the bell.
  const mariana = await guardianOfLucas(browser);
  const card = mariana.locator('article', { hasText: texto });
  await expect(card).toBeVisible();
  await expect(card.getByText('Importante')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Precisa de atenção · Febre' })).toBeVisible();
  await expect(card.getByText(/^Por Ana Beatriz Rocha às \d{2}:\d{2}$/)).toBeVisible();
  await expectAccessible(mariana);
  await bell(mariana).click();
  await expect(
    mariana
      .getByRole('region', { name: 'Notificações' })
      .getByText('Lucas precisa de atenção: Febre')
      .first(),
  ).toBeVisible();
  await mariana.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Estou ciente' }).click();
  await expect(card.getByText(/Mariana Souza está ciente \(\d{2}:\d{2}\)/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Estou ciente' })).toHaveCount(0);

  // The educator sees it acknowledged, and is told in her bell.
  await ana.reload();
  await expect(
    ana.locator('article', { hasText: texto }).getByText(/Mariana Souza está ciente/),
  ).toBeVisible();
  await bell(ana).click();
  await expect(
    ana.getByRole('region', { name: 'Notificações' }).getByText('Mariana Souza está ciente').first(),
  ).toBeVisible();
  await expectAccessible(ana);
});

test('a guardian says she will be late, changes today’s pickup time, and the educator sees the report and acknowledges it', async ({
  browser,
  request,
}) => {
  // The day after the first journey's (Tuesday of the same week), early morning: Lucas has not arrived yet.
  const next = schoolDayAhead(3, 2);
  await setClock(request, `${next}T07:30:00-03:00`);
  try {
    await lateJourney(browser);
  } finally {
    await request.delete('/api/test/relogio');
  }
});

async function lateJourney(browser: Browser) {
  const mariana = await guardianOfLucas(browser);
  const section = mariana.getByRole('region', { name: 'Alertas de Lucas hoje' });
  await expect(section).toBeVisible();

  await section.getByRole('button', { name: 'Vou me atrasar' }).click();
  const late = mariana.getByRole('dialog', { name: 'Vou me atrasar' });
  await late.getByRole('button', { name: 'Enviar' }).click();
  await expect(late.getByText('Horário inválido: use HH:MM')).toBeVisible();
  await expectAccessible(mariana);
  await late.getByLabel('Chegada prevista').fill('12:40');
  await late.getByLabel('Recado para a turma (opcional)').fill('Trânsito na marginal');
  await late.getByRole('button', { name: 'Enviar' }).click();
  await expect(late).toBeHidden();
  await expect(section.getByText('Pronto! A turma foi avisada.')).toBeVisible();
  await expect(
    section.locator('article', { hasText: 'Chegada prevista às 12:40' }).getByText('Aguardando confirmação'),
  ).toBeVisible();

  await section.getByRole('button', { name: 'Não vai hoje' }).click();
  const away = mariana.getByRole('dialog', { name: 'Lucas não vai hoje' });
  await away.getByRole('button', { name: 'Enviar' }).click();
  await expect(away.getByText('Informe o motivo')).toBeVisible();
  await expectAccessible(mariana);
  await away.getByRole('button', { name: 'Fechar' }).click();

  await section.getByRole('button', { name: 'Mudar só hoje' }).click();
  const pickup = mariana.getByRole('dialog', { name: 'Busca de Lucas hoje' });
  await expectAccessible(mariana);
  await pickup.getByLabel('Novo horário').fill('12:45');
  await pickup.getByRole('button', { name: 'Salvar horário' }).click();
  await expect(pickup).toBeHidden();
  await expect(section.getByText('Busca hoje às 12:45')).toBeVisible();
  await section.getByRole('button', { name: 'Voltar ao horário de sempre' }).click();
  await expect(section.getByText('Busca hoje às 12:00')).toBeVisible();

  const ana = await personPage(browser, 'ana.professora@lunna.demo');
  await ana.goto('/alertas');
  const report = ana.locator('article', { hasText: 'Chegada prevista às 12:40' }).first();
  await expect(report.getByRole('heading', { name: 'Lucas — Vai se atrasar' })).toBeVisible();
  await expect(report.getByText('Atenção')).toBeVisible();
  await report.getByRole('button', { name: 'Estou ciente' }).click();
  await expect(report.getByText(/Ana Beatriz Rocha está ciente/)).toBeVisible();
  await expectAccessible(ana);
}

test('the director reads a class’s pickup times and sets the arrival limits (morning and afternoon classes) for unexpected absences', async ({
  browser,
}) => {
  const helena = await personPage(browser, 'diretora@lunna.demo');
  await helena
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Alertas' })
    .click();
  await helena.getByLabel('Turma', { exact: true }).selectOption({ label: 'Turma Girassol' });
  const table = helena.getByRole('table');
  await expect(table.getByRole('row', { name: /Lucas/ }).getByRole('cell', { name: '12:00' })).toHaveCount(5);
  await helena.getByRole('button', { name: 'Editar horários de Lucas' }).click();
  const week = helena.getByRole('dialog', { name: 'Horários de busca de Lucas' });
  await expect(week.getByLabel('segunda-feira')).toHaveValue('12:00');
  await expectAccessible(helena);
  await week.getByRole('button', { name: 'Fechar' }).click();

  const limite = helena.getByRole('region', { name: 'Horário limite de chegada' });
  // One limit per shift: morning classes and afternoon classes.
  await expect(limite.getByLabel('Turmas da manhã')).toHaveValue('09:30');
  await expect(limite.getByLabel('Turmas da tarde')).toHaveValue('14:30');
  await limite.getByLabel('Turmas da manhã').fill('09:45');
  await limite.getByLabel('Turmas da tarde').fill('14:45');
  await limite.getByRole('button', { name: 'Salvar' }).click();
  await expect(limite.getByText('Horários limite salvos: manhã 09:45, tarde 14:45.')).toBeVisible();
  await expectAccessible(helena);
  await limite.getByLabel('Turmas da manhã').fill('09:30');
  await limite.getByLabel('Turmas da tarde').fill('14:30');
  await limite.getByRole('button', { name: 'Salvar' }).click();
  await expect(limite.getByText('Horários limite salvos: manhã 09:30, tarde 14:30.')).toBeVisible();
});

test('alerts arrive live: the educator’s “Alertas de hoje” and the guardian’s dashboard show a new alert without a reload', async ({
  browser,
}) => {
  const marca = Date.now().toString().slice(-5);
  // Both open first, each in their own browser, and neither page is reloaded afterwards.
  const ana = await personPage(browser, 'ana.professora@lunna.demo');
  await ana.goto('/alertas');
  await expect(ana.getByRole('heading', { name: 'Alertas de hoje' })).toBeVisible();
  const mariana = await guardianOfLucas(browser);
  const section = mariana.getByRole('region', { name: 'Alertas de Lucas hoje' });
  await expect(section).toBeVisible();
  // Each list has loaded (and the socket is up) before the other side acts.
  await expect(ana.getByText(/em aberto$/)).toBeVisible();

  // The guardian tells the class: the educator's list shows it, well before its 30-second safety-net refresh.
  const daFamilia = `Tomar o xarope às 14h (${marca})`;
  await section.getByRole('button', { name: 'Precisa de atenção' }).click();
  const pedido = mariana.getByRole('dialog', { name: 'Lucas precisa de atenção hoje' });
  await pedido.getByLabel('Sobre o quê').selectOption('medicacao');
  await pedido.getByLabel('O que está acontecendo').fill(daFamilia);
  await pedido.getByRole('button', { name: 'Enviar' }).click();
  await expect(pedido).toBeHidden();
  await expect(ana.locator('article', { hasText: daFamilia })).toBeVisible({ timeout: 10_000 });

  // The educator flags something: the guardian's dashboard shows it the same way.
  const daEscola = `Bateu o joelho no parquinho (${marca})`;
  await ana.getByRole('button', { name: 'Sinalizar atenção' }).click();
  const sinal = ana.getByRole('dialog', { name: 'Sinalizar atenção' });
  await sinal.getByLabel('Criança').selectOption({ label: 'Lucas Souza Pereira' });
  await sinal.getByLabel('Sobre o quê').selectOption('lesao');
  await sinal.getByLabel('O que está acontecendo').fill(daEscola);
  await sinal.getByRole('button', { name: 'Enviar' }).click();
  await expect(sinal).toBeHidden();
  const card = section.locator('article', { hasText: daEscola });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card.getByRole('button', { name: 'Estou ciente' })).toBeVisible();
  await expectAccessible(mariana);

  // The guardian acknowledges it: the educator's card says so, still without a reload.
  await card.getByRole('button', { name: 'Estou ciente' }).click();
  await expect(
    ana.locator('article', { hasText: daEscola }).getByText(/Mariana Souza está ciente/),
  ).toBeVisible({ timeout: 10_000 });
  await expectAccessible(ana);
});

test('“Não vai hoje” tells the guardian exactly who was told: the class’s educators, by name', async ({
  browser,
}) => {
  const mariana = await guardianOfLucas(browser);
  const section = mariana.getByRole('region', { name: 'Alertas de Lucas hoje' });
  await section.getByRole('button', { name: 'Não vai hoje' }).click();
  const away = mariana.getByRole('dialog', { name: 'Lucas não vai hoje' });
  await away.getByLabel('Motivo').fill('Consulta no pediatra');
  await away.getByRole('button', { name: 'Enviar' }).click();
  await expect(away).toBeHidden();
  // Other journeys may add a second educator to Girassol: Ana is named either way.
  await expect(section.getByRole('status')).toHaveText(
    /^Pronto! Avisamos a turma de Lucas: .*Ana Beatriz Rocha.*\.$/,
  );
  await expectAccessible(mariana);
});

test('staff lists are live too: an alert the educator raises shows on the director’s “Alertas de hoje” without a reload', async ({
  browser,
}) => {
  const texto = `Está com tosse desde o lanche (${Date.now().toString().slice(-5)})`;
  // The director opens the class's alerts first; her page is not reloaded afterwards.
  const helena = await personPage(browser, 'diretora@lunna.demo');
  await helena.goto('/alertas');
  await helena.getByLabel('Turma', { exact: true }).selectOption({ label: 'Turma Girassol' });
  await expect(helena.getByRole('heading', { name: 'Turma Girassol', exact: true })).toBeVisible();
  await expect(helena.getByText(/em aberto$/)).toBeVisible();

  // Only the families are notified of it: the director's list hears the school's today instead.
  const ana = await personPage(browser, 'ana.professora@lunna.demo');
  await ana.goto('/alertas');
  await ana.getByRole('button', { name: 'Sinalizar atenção' }).click();
  const sinal = ana.getByRole('dialog', { name: 'Sinalizar atenção' });
  await sinal.getByLabel('Criança').selectOption({ label: 'Lucas Souza Pereira' });
  await sinal.getByLabel('Sobre o quê').selectOption('outro');
  await sinal.getByLabel('O que está acontecendo').fill(texto);
  await sinal.getByRole('button', { name: 'Enviar' }).click();
  await expect(sinal).toBeHidden();
  await expect(helena.locator('article', { hasText: texto })).toBeVisible({ timeout: 10_000 });
  await expectAccessible(helena);
});
