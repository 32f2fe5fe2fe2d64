import { expect, type Page } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, personPage } from './support';

/** Creates a class through the API as the signed-in educator (set-up only), returning its name. */
async function classOf(page: Page, nomeTurma: string, children: string[]) {
  const escola = (await (await page.request.get('/api/discente/resumo')).json()) as { idDisc: string; nomeDisc: string }[];
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const res = await page.request.post('/api/turma', {
    headers: { 'x-xsrf-token': xsrf },
    data: { nomeTurma, tema: 'azul-aviso', periodo: 'Manhã', discentes: escola.filter((d) => children.includes(d.nomeDisc)).map((d) => ({ idDisc: d.idDisc })) },
  });
  expect(res.status()).toBe(201);
}

test('an educator changes the children of her class and archives it; the director says who teaches a class', async ({ browser }) => {
  const nomeTurma = `Turma Lua ${Date.now().toString().slice(-5)}`;
  const bruno = await personPage(browser, 'bruno.professor@lunna.demo');
  await classOf(bruno, nomeTurma, ['Davi Lima Santos']);
  await bruno.reload();
  const card = bruno.locator('li', { has: bruno.getByRole('heading', { name: nomeTurma }) });
  await expect(card.getByText('Manhã · 1 criança')).toBeVisible();

  await card.getByRole('button', { name: `Editar crianças da ${nomeTurma}` }).click();
  const dialog = bruno.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Theo Alves Lima' }).click();
  await expect(dialog.getByRole('group', { name: 'Educadores da turma' })).toHaveCount(0);
  await expectAccessible(bruno);
  await dialog.getByRole('button', { name: 'Salvar crianças' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Manhã · 2 crianças')).toBeVisible();

  // The director sees every class and adds Ana to this one.
  const helena = await personPage(browser, 'diretora@lunna.demo');
  await expect(helena.getByRole('heading', { name: 'Turmas da escola' })).toBeVisible();
  const seen = helena.locator('li', { has: helena.getByRole('heading', { name: nomeTurma }) });
  await seen.getByRole('button', { name: `Editar crianças da ${nomeTurma}` }).click();
  const helenaDialog = helena.getByRole('dialog');
  await helenaDialog.getByRole('group', { name: 'Educadores da turma' }).getByLabel('Ana Beatriz Rocha').check();
  await helenaDialog.getByRole('button', { name: 'Salvar crianças' }).click();
  await expect(seen.getByText('Com Ana Beatriz Rocha, Bruno Carvalho')).toBeVisible();
  await expectAccessible(helena);

  // Archiving asks first, then the class leaves the list.
  await bruno.reload();
  await card.getByRole('button', { name: `Arquivar ${nomeTurma}` }).click();
  await expect(bruno.getByRole('dialog').getByRole('heading', { name: `Arquivar ${nomeTurma}?` })).toBeVisible();
  await bruno.getByRole('dialog').getByRole('button', { name: 'Arquivar turma' }).click();
  await expect(bruno.getByRole('heading', { name: nomeTurma })).toHaveCount(0);
  await expect(bruno.getByRole('heading', { name: 'Turma Beija-flor' })).toBeVisible();
});
