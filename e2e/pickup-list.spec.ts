import { expect, type Page } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, personPage, PNG, randomCpf } from './support';

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações, \d+ não lidas$/ });
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name }).click();

/** A guardian of several children follows one of them (the portal's selected child). */
async function follow(page: Page, child: string) {
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  await page.locator('label', { hasText: child }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.afterEach(async ({ request }) => {
  await request.delete('/api/test/relogio');
});

test('a guardian adds the grandmother for Friday only; the other guardian sees her; another family is refused; the director bars someone only staff can see', async ({
  browser,
  request,
}) => {
  // Four people in their own browsers, with axe on every state: longer than the default minute.
  test.setTimeout(150_000);
  // Wednesday morning at the school; Friday is the 27th.
  expect(
    (await request.put('/api/test/relogio', { data: { agora: '2026-11-25T10:00:00-03:00' } })).ok(),
  ).toBe(true);
  const suffix = Date.now().toString().slice(-5);
  const avo = `Rosa Alves ${suffix}`;

  // Carlos follows Theo and opens 'Quem busca'.
  const carlos = await personPage(browser, 'carlos@lunna.demo');
  await follow(carlos, 'Theo');
  await nav(carlos, 'Quem busca');
  await expect(
    carlos.getByRole('heading', { level: 1, name: 'Quem pode buscar Theo na creche' }),
  ).toBeVisible();
  await expect(
    carlos.getByRole('region', { name: 'Responsáveis' }).getByText('Patrícia Alves'),
  ).toBeVisible();
  await expect(carlos.getByRole('heading', { name: 'Impedidos de buscar' })).toHaveCount(0);
  await expectAccessible(carlos);

  // The dialog: empty form first, then a CPF with wrong check digits, then the grandmother for Friday only.
  await carlos.getByRole('button', { name: 'Adicionar pessoa' }).click();
  const dialog = carlos.getByRole('dialog', { name: 'Adicionar pessoa' });
  await expect(dialog).toBeVisible();
  await expectAccessible(carlos);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('O nome é obrigatorio')).toBeVisible();
  await expect(dialog.getByText('O CPF é obrigatorio')).toBeVisible();
  await dialog.getByLabel('Nome completo').fill(avo);
  await dialog.getByLabel('Parentesco').fill('Avó');
  await dialog.getByLabel('Telefone').fill('(11) 98765-4321');
  await dialog.getByLabel('RG', { exact: true }).fill('12.345.678-9');
  await dialog.getByLabel('CPF', { exact: true }).fill('529.982.247-26');
  await dialog.getByRole('radio', { name: 'Um dia' }).check();
  await dialog.getByLabel('Dia', { exact: true }).fill('2026-11-27');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('CPF invalido')).toBeVisible();
  await expectAccessible(carlos);
  await dialog.getByLabel('CPF', { exact: true }).fill(randomCpf());
  await dialog.getByLabel(/^Foto/).setInputFiles(PNG);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  const card = carlos.locator('article', { hasText: avo });
  await expect(card.getByRole('heading', { name: avo })).toBeVisible();
  await expect(card.getByText('Temporário — sexta-feira, 27/11')).toBeVisible();
  await expect(card.getByText('Pode buscar hoje')).toHaveCount(0);
  await expect(card.getByRole('link', { name: `Ligar para ${avo}: (11) 98765-4321` })).toHaveAttribute(
    'href',
    'tel:+5511987654321',
  );
  await expect(card.locator('img')).toBeVisible();
  await carlos.getByText('Histórico de alterações').click();
  await expect(carlos.getByText(`Carlos Lima adicionou ${avo}`)).toBeVisible();
  await expectAccessible(carlos);

  // Patrícia, Theo's other guardian, is told in the bell; the notification opens the list, with the grandmother on it.
  const patricia = await personPage(browser, 'patricia@lunna.demo');
  await follow(patricia, 'Theo');
  await bell(patricia).click();
  await patricia
    .getByRole('region', { name: 'Notificações' })
    .getByRole('button', { name: new RegExp(`${avo} pode buscar Theo`) })
    .click();
  await expect(patricia).toHaveURL(/\/quem-busca\?idDisc=[0-9a-f-]{36}$/);
  const idTheo = new URL(patricia.url()).searchParams.get('idDisc')!;
  await expect(
    patricia.getByRole('heading', { level: 1, name: 'Quem pode buscar Theo na creche' }),
  ).toBeVisible();
  await expect(
    patricia.locator('article', { hasText: avo }).getByText('Temporário — sexta-feira, 27/11'),
  ).toBeVisible();
  await expectAccessible(patricia);

  // On Friday the card says she may pick Theo up today.
  expect(
    (await request.put('/api/test/relogio', { data: { agora: '2026-11-27T08:00:00-03:00' } })).ok(),
  ).toBe(true);
  await patricia.reload();
  await expect(patricia.locator('article', { hasText: avo }).getByText('Pode buscar hoje')).toBeVisible();

  // Mariana, of another family, cannot read or change Theo's list through the API.
  const mariana = await personPage(browser, 'mariana@lunna.demo');
  expect((await mariana.request.get(`/api/discente/${idTheo}/autorizados`)).status()).toBe(403);
  expect((await mariana.request.get(`/api/discente/${idTheo}/autorizados/historico`)).status()).toBe(403);

  // The director chooses Theo and bars a person; she sees it, with the CPF and the reason.
  const barred = `Jorge Pinto ${suffix}`;
  const helena = await personPage(browser, 'diretora@lunna.demo');
  await nav(helena, 'Quem busca');
  await expect(helena).toHaveURL(/\/quem-busca/);
  await helena.getByLabel('Criança', { exact: true }).selectOption({ label: 'Theo Alves Lima' });
  await expect(
    helena.getByRole('heading', { level: 1, name: 'Quem pode buscar Theo na creche' }),
  ).toBeVisible();
  await expect(helena.locator('article', { hasText: avo })).toBeVisible();
  const restrictions = helena.getByRole('region', { name: 'Impedidos de buscar' });
  await restrictions.getByRole('button', { name: 'Registrar impedimento' }).click();
  const barDialog = helena.getByRole('dialog', { name: 'Impedir alguém de buscar Theo' });
  await expectAccessible(helena);
  await barDialog.getByLabel('Nome da pessoa').fill(barred);
  await barDialog.getByLabel('CPF', { exact: true }).fill('390.533.447-05');
  await barDialog.getByLabel('Motivo').fill('Medida protetiva, processo 0001234-56.2026');
  await barDialog.getByRole('button', { name: 'Registrar impedimento' }).click();
  await expect(barDialog).toBeHidden();
  await expect(restrictions.getByRole('heading', { name: barred })).toBeVisible();
  await expect(restrictions.getByText('CPF 390.533.447-05')).toBeVisible();
  await expect(restrictions.getByText('Medida protetiva, processo 0001234-56.2026')).toBeVisible();
  await expectAccessible(helena);

  // Carlos's page never shows it, and his API answer carries no restrictions at all.
  await carlos.reload();
  await expect(
    carlos.getByRole('heading', { level: 1, name: 'Quem pode buscar Theo na creche' }),
  ).toBeVisible();
  await expect(carlos.locator('article', { hasText: avo })).toBeVisible();
  await expect(carlos.getByRole('heading', { name: 'Impedidos de buscar' })).toHaveCount(0);
  await expect(carlos.getByText(barred)).toHaveCount(0);
  const answer = await carlos.request.get(`/api/discente/${idTheo}/autorizados`);
  expect(answer.status()).toBe(200);
  expect(await answer.text()).not.toContain(barred);
  expect(await answer.json()).not.toHaveProperty('restricoes');
});
