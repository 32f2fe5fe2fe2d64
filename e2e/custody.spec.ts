import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cpfFromBase } from '@lunna/contract';
import { test } from './journey';
import { DEMO_PASSWORD, expectAccessible, personPage, randomCpf } from './support';

/*
 * A separated family: the director bars Theo's father. From that moment he cannot arrange a pickup, has
 * no hand-over code, Lumi does not tell him he may pick up, the educator's check-out no longer offers the
 * people he authorised, and the mother's profile page lists who really may pick Theo up.
 */

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name }).click();
const card = (page: Page, nome: string) =>
  page.locator('article', { has: page.getByRole('heading', { name: nome }) });
const setClock = async (request: APIRequestContext, agora: string) =>
  expect((await request.put('/api/test/relogio', { data: { agora } })).ok()).toBe(true);
const CARLOS_CPF = cpfFromBase('276519034');

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

/** Adds someone to Theo's pickup list through the guardian's own dialog. */
async function addPerson(page: Page, nome: string, parentesco: string, dias?: { de: string; ate: string }) {
  await page.getByRole('button', { name: 'Adicionar pessoa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar pessoa' });
  await dialog.getByLabel('Nome completo').fill(nome);
  await dialog.getByLabel('Parentesco').fill(parentesco);
  await dialog.getByLabel('Telefone').fill('(11) 98765-4321');
  await dialog.getByLabel('RG', { exact: true }).fill('12.345.678-9');
  await dialog.getByLabel('CPF', { exact: true }).fill(randomCpf());
  if (dias) {
    await dialog.getByRole('radio', { name: 'Período' }).check();
    await dialog.getByLabel('De', { exact: true }).fill(dias.de);
    await dialog.getByLabel('Até', { exact: true }).fill(dias.ate);
  }
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('article', { hasText: nome })).toBeVisible();
}

let lift: (() => Promise<void>) | null = null;

test.afterEach(async () => {
  // The demo school is shared by every journey: the restriction never outlives this one.
  await lift?.();
  lift = null;
});

test('the director bars Theo’s father: he cannot arrange a pickup, has no code, Lumi sends him to the school; check-out and the mother’s profile follow the same rule', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // A Wednesday morning; Friday is 2027-03-12.
  const quarta = '2027-03-10';
  await setClock(request, `${quarta}T07:30:00-03:00`);
  const suffix = Date.now().toString().slice(-5);
  const tio = `Paulo Lima ${suffix}`;
  const tia = `Lúcia Alves ${suffix}`;

  // Before anything happens: Carlos authorises his brother; Patrícia her sister until Friday.
  const carlos = await personPage(browser, 'carlos@lunna.demo');
  await follow(carlos, 'Theo');
  await nav(carlos, 'Quem busca');
  await addPerson(carlos, tio, 'Tio');
  const patricia = await personPage(browser, 'patricia@lunna.demo');
  await follow(patricia, 'Theo');
  await nav(patricia, 'Quem busca');
  await addPerson(patricia, tia, 'Tia', { de: quarta, ate: '2027-03-12' });

  // Ana checks Theo in, brought by Patrícia.
  const ana = await personPage(browser, 'ana.professora@lunna.demo');
  await nav(ana, 'Presença');
  await card(ana, 'Theo Alves Lima').getByRole('button', { name: 'Entrada' }).click();
  const entrada = ana.getByRole('dialog', { name: 'Entrada de Theo' });
  await entrada.getByRole('radio', { name: /^Patrícia Alves/ }).check();
  await entrada.getByRole('button', { name: 'Confirmar entrada' }).click();
  await expect(entrada).toBeHidden();

  // The director records the court order against Carlos.
  const helena = await personPage(browser, 'diretora@lunna.demo');
  await nav(helena, 'Quem busca');
  await helena.getByLabel('Criança', { exact: true }).selectOption({ label: 'Theo Alves Lima' });
  const restrictions = helena.getByRole('region', { name: 'Impedidos de buscar' });
  await restrictions.getByRole('button', { name: 'Registrar impedimento' }).click();
  const barDialog = helena.getByRole('dialog', { name: 'Impedir alguém de buscar Theo' });
  await barDialog.getByLabel('Nome da pessoa').fill('Carlos Lima');
  await barDialog.getByLabel('CPF', { exact: true }).fill(CARLOS_CPF);
  await barDialog.getByLabel('Motivo').fill('Medida protetiva, processo 0009876-54.2027');
  await barDialog.getByRole('button', { name: 'Registrar impedimento' }).click();
  await expect(barDialog).toBeHidden();
  await expect(restrictions.getByRole('heading', { name: 'Carlos Lima' })).toBeVisible();
  await expect(helena.locator('article', { hasText: tio }).getByText('Suspenso pela escola')).toBeVisible();
  // From here on, whatever happens, the restriction is lifted at the end (the demo school is shared).
  const api = (await browser.newContext()).request;
  const idTheo = new URL(helena.url()).searchParams.get('idDisc');
  lift = async () => {
    // Signed in at the end, whatever the clock did meanwhile (staff sessions end after 2 idle hours).
    const asHelena = await bearer(api, 'diretora@lunna.demo');
    const list = (await (
      await api.get(`/api/discente/${idTheo}/autorizados`, { headers: asHelena })
    ).json()) as { restricoes?: { idRestricao: string; nome: string }[] };
    for (const r of list.restricoes ?? [])
      if (r.nome === 'Carlos Lima')
        await api.delete(`/api/restricoes/${r.idRestricao}`, { headers: asHelena });
  };
  expect(idTheo).toBeTruthy();

  // Carlos: the list is read-only for him, his brother is suspended, and he is told to talk to the school.
  await carlos.reload();
  await expect(
    carlos.getByRole('heading', { level: 1, name: 'Quem pode buscar Theo na creche' }),
  ).toBeVisible();
  await expect(
    carlos.getByText(
      'Você não pode incluir nem alterar pessoas nesta lista. Para saber mais, fale com a escola.',
    ),
  ).toBeVisible();
  await expect(carlos.getByRole('button', { name: 'Adicionar pessoa' })).toHaveCount(0);
  await expect(carlos.getByRole('button', { name: `Editar ${tio}` })).toHaveCount(0);
  await expect(carlos.locator('article', { hasText: tio }).getByText('Suspenso pela escola')).toBeVisible();
  await expect(carlos.getByText('Medida protetiva')).toHaveCount(0);
  await expectAccessible(carlos);

  // No hand-over code on his dashboard while Theo is at school.
  await carlos.goto('/dashboard');
  const hoje = carlos.getByRole('region', { name: 'Hoje na escola · Theo' });
  await expect(hoje.getByText(/Na escola desde 07:30/)).toBeVisible();
  await expect(hoje.getByText('Para a busca de hoje, fale com a escola.')).toBeVisible();
  await expect(hoje.getByText('Código de entrega de hoje')).toHaveCount(0);
  await expect(hoje.locator('[data-codigo]')).toHaveCount(0);
  await expectAccessible(carlos);

  // Lumi does not tell him he may pick Theo up: it sends him to the school, without saying why.
  await carlos.goto('/lumi');
  const box = carlos.getByRole('textbox', { name: 'Sua pergunta para a Lumi' });
  await box.fill('Quem pode buscar o Theo hoje?');
  await box.press('Enter');
  const answer = carlos
    .getByRole('log', { name: 'Conversa com a Lumi' })
    .locator('[data-autor="lumi"]')
    .last();
  await expect(answer).toContainText('Para saber quem pode buscar Theo, fale com a escola.');
  await expect(answer).not.toContainText(tio);
  await expect(answer).not.toContainText('Carlos');
  await expect(answer).not.toContainText(/medida|restri/i);
  await expectAccessible(carlos);

  // Ana's check-out, the same morning: neither Carlos nor his brother are offered; Patrícia's sister shows who authorised her and until when.
  await ana.reload();
  await card(ana, 'Theo Alves Lima').getByRole('button', { name: 'Saída' }).click();
  const saida = ana.getByRole('dialog', { name: 'Saída de Theo' });
  const quem = saida.getByRole('group', { name: 'Quem está buscando Theo?' });
  await expect(quem.getByRole('radio', { name: /^Patrícia Alves/ })).toBeVisible();
  await expect(quem.getByRole('radio', { name: new RegExp(tia) })).toBeVisible();
  await expect(quem.getByRole('radio', { name: /^Carlos Lima/ })).toHaveCount(0);
  await expect(quem.getByRole('radio', { name: new RegExp(tio) })).toHaveCount(0);
  await expect(quem.locator('label', { hasText: tia })).toContainText(
    'Autorização de Patrícia Alves · até 12/03',
  );
  await expectAccessible(ana);
  await saida.getByRole('button', { name: 'Cancelar' }).click();

  // Patrícia's profile page of Theo lists the real pickup people: her sister, documents masked, with dates; not the suspended uncle.
  await patricia.goto(`/perfil/${idTheo}`);
  const busca = patricia.getByRole('region', { name: 'Quem pode buscar meu filho na creche' });
  const pessoa = busca.getByRole('listitem').filter({ hasText: tia });
  await expect(pessoa).toBeVisible();
  await expect(pessoa).toContainText('Tia');
  await expect(pessoa).toContainText(/\*\*\*\.\d{3}\.\d{3}-\*\*/);
  await expect(pessoa).toContainText('******789');
  await expect(pessoa).toContainText('(11) 98765-4321');
  await expect(pessoa).toContainText('De 10/03/2027 a 12/03/2027');
  await expect(busca.getByText(tio)).toHaveCount(0);
  await expectAccessible(patricia);
});
