import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './journey';
import { DEMO_PASSWORD, expectAccessible, personPage } from './support';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name }).click();
const meal = (page: Page, name: string) =>
  page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });

/** A guardian of several children follows one of them (the portal's selected child). */
async function follow(page: Page, child: string) {
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  await page.locator('label', { hasText: child }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function bearer(request: APIRequestContext, email: string) {
  await request.get('/api/health');
  const login = await request.post('/api/responsavel/login-responsavel', {
    data: { email, senha: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

type Item = {
  idCardapio: string;
  data: string;
  refeicao: string;
  horario: string;
  prato: string;
  alergenos: string[];
  ilustracao: string;
};
type Semana = { semana: string; hoje: string; dias: { data: string; refeicoes: Item[] }[] };
type Celula = {
  idRotina: string;
  diaSemana: number;
  horario: string;
  horaInicio: string;
  horaFim: string;
  atividade: string;
  descriatv: string | null;
  ilustracao: string;
  cor: string;
};

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

test('the educator fills Monday 07:00 and posts a peanut dish for the next school day; the allergic child’s family sees it flagged, another family sees neither the class’s routine nor a flag', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString().slice(-5);
  const atividade = `Massinha de modelar ${suffix}`;
  const prato = `Paçoca da festa ${suffix}`;

  // What the demo has now, to put it back at the end (the journeys share one database).
  const api = (await browser.newContext()).request;
  const asAna = await bearer(api, 'ana.professora@lunna.demo');
  const turmas = (await (await api.get('/api/turma', { headers: asAna })).json()) as {
    idTurma: string;
    nomeTurma: string;
  }[];
  const girassol = turmas.find((x) => x.nomeTurma === 'Turma Girassol')!.idTurma;
  const rotina = (await (await api.get(`/api/turma/${girassol}/rotina`, { headers: asAna })).json()) as {
    semana: string;
    celulas: Celula[];
  };
  const celulaAntes = rotina.celulas.find((c) => c.diaSemana === 1 && c.horario === '07:00');
  const cardapio = (await (await api.get('/api/cardapio', { headers: asAna })).json()) as Semana;
  // The next school day: the shown week's Monday on a weekend, Monday of the next week on a Friday.
  const weekday = new Date(`${cardapio.hoje}T12:00:00Z`).getUTCDay();
  const cliques = weekday === 0 || weekday === 6 ? 0 : 1;
  const proximo =
    weekday === 0 || weekday === 6 ? cardapio.semana : addDays(cardapio.hoje, weekday === 5 ? 3 : 1);
  const semanaDoProximo = weekday === 5 ? addDays(cardapio.semana, 7) : cardapio.semana;
  const antes = (
    (await (await api.get(`/api/cardapio?semana=${semanaDoProximo}`, { headers: asAna })).json()) as Semana
  ).dias
    .find((d) => d.data === proximo)!
    .refeicoes.find((r) => r.refeicao === 'cafe_tarde');

  try {
    // Ana fills Monday 07:00 of her class's routine.
    const ana = await personPage(browser, 'ana.professora@lunna.demo');
    await nav(ana, 'Rotina');
    await expect(ana.getByRole('heading', { level: 1, name: 'Rotina das turmas' })).toBeVisible();
    await expect(ana.getByLabel('Turma')).toHaveValue(girassol);
    await expectAccessible(ana);
    await ana.getByRole('button', { name: /Segunda, 07:00/ }).click();
    const dialog = ana.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /Segunda, 07:00/ })).toBeVisible();
    await dialog.getByLabel('Atividade').fill(atividade);
    await dialog.getByLabel('Descrição (opcional)').fill('Massinha caseira colorida');
    await dialog.getByText('Artesanato', { exact: true }).click();
    await dialog.getByText('Verde', { exact: true }).click();
    await expectAccessible(ana);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    await expect(ana.getByRole('table').getByText(atividade)).toBeVisible();

    // …and posts the next school day's afternoon snack: paçoca, with peanut ticked.
    await nav(ana, 'Alimentação');
    await expect(ana.getByRole('heading', { level: 1, name: 'Cardápio da semana' })).toBeVisible();
    for (let i = 0; i < cliques; i++) await ana.getByRole('button', { name: 'Próximo dia' }).click();
    const [, mm, dd] = proximo.split('-');
    await expect(ana.getByRole('heading', { level: 2, name: new RegExp(`${dd}/${mm}`) })).toBeVisible();
    await meal(ana, 'Café da tarde')
      .getByRole('button', { name: /Café da tarde/ })
      .click();
    const form = ana.getByRole('dialog');
    await form.getByLabel('Prato').fill(prato);
    for (const box of await form.getByRole('checkbox').all()) await box.uncheck();
    await form.getByLabel('amendoim').check();
    await form.getByText('Bolo', { exact: true }).click();
    await expectAccessible(ana);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    const anaDish = meal(ana, 'Café da tarde');
    await expect(anaDish.getByText(prato)).toBeVisible();
    await expect(anaDish.getByText('Atenção, alergia:')).toBeVisible();
    await expect(anaDish.getByText(/^Lucas .*\(amendoim\)$/)).toBeVisible();
    await expectAccessible(ana);

    // Mariana follows Lucas ('Amendoim' in his record): the card in 'Minha agenda', the dish flagged in words.
    const mariana = await personPage(browser, 'mariana@lunna.demo');
    await follow(mariana, 'Lucas');
    await nav(mariana, 'Rotina');
    await expect(mariana.getByRole('heading', { level: 1, name: 'Minha agenda' })).toBeVisible();
    await expect(mariana.getByRole('heading', { level: 2, name: /Turma Girassol/ })).toBeVisible();
    await expect(mariana.getByText(atividade)).toBeVisible();
    await expect(mariana.getByText('Mariana', { exact: true })).toBeVisible();
    await expectAccessible(mariana);
    await nav(mariana, 'Alimentação');
    await expect(mariana.getByText('Alergias na ficha de Lucas: amendoim.')).toBeVisible();
    for (let i = 0; i < cliques; i++) await mariana.getByRole('button', { name: 'Próximo dia' }).click();
    const lucasDish = meal(mariana, 'Café da tarde');
    await expect(lucasDish.getByText(prato)).toBeVisible();
    await expect(lucasDish.getByText('Contém amendoim — Lucas tem alergia')).toBeVisible();
    await expectAccessible(mariana);

    // Patricia follows Alice (the other class, no allergy), on her phone: no Girassol routine, the dish without a flag.
    const patricia = await personPage(browser, 'patricia@lunna.demo');
    await patricia.setViewportSize({ width: 390, height: 844 });
    await follow(patricia, 'Alice');
    await patricia.goto('/rotina');
    await expect(patricia.getByRole('heading', { level: 1, name: 'Minha agenda' })).toBeVisible();
    await expect(patricia.getByRole('heading', { level: 2, name: /Turma Beija-flor/ })).toBeVisible();
    await expect(patricia.getByRole('heading', { level: 2, name: /Turma Girassol/ })).toHaveCount(0);
    await patricia.getByRole('button', { name: /^Seg/ }).click();
    await expect(patricia.getByRole('heading', { level: 3, name: /^Segunda/ })).toBeVisible();
    await expect(patricia.getByText(atividade)).toHaveCount(0);
    await expectAccessible(patricia);
    await patricia.goto('/cardapio');
    await expect(patricia.getByText('A ficha de Alice não lista alergias alimentares.')).toBeVisible();
    for (let i = 0; i < cliques; i++) await patricia.getByRole('button', { name: 'Próximo dia' }).click();
    const aliceDish = meal(patricia, 'Café da tarde');
    await expect(aliceDish.getByText(prato)).toBeVisible();
    await expect(aliceDish.getByText('Alergênicos: amendoim')).toBeVisible();
    await expect(aliceDish.getByText(/tem alergia/)).toHaveCount(0);
    await expect(patricia.getByText(/Lucas/)).toHaveCount(0);
    await expectAccessible(patricia);
  } finally {
    // Put the demo back as it was.
    if (celulaAntes) {
      const { idRotina: _id, ...card } = celulaAntes;
      await api.put(`/api/turma/${girassol}/rotina`, {
        headers: asAna,
        data: { ...card, semana: rotina.semana },
      });
    } else {
      const now = (await (await api.get(`/api/turma/${girassol}/rotina`, { headers: asAna })).json()) as {
        celulas: Celula[];
      };
      const added = now.celulas.find((c) => c.diaSemana === 1 && c.horario === '07:00');
      if (added) await api.delete(`/api/turma/${girassol}/rotina/${added.idRotina}`, { headers: asAna });
    }
    if (antes) {
      const { idCardapio: _id, ...item } = antes;
      await api.put('/api/cardapio', { headers: asAna, data: item });
    } else {
      const now = (
        (await (
          await api.get(`/api/cardapio?semana=${semanaDoProximo}`, { headers: asAna })
        ).json()) as Semana
      ).dias
        .find((d) => d.data === proximo)!
        .refeicoes.find((r) => r.refeicao === 'cafe_tarde');
      if (now) await api.delete(`/api/cardapio/${now.idCardapio}`, { headers: asAna });
    }
  }
});
