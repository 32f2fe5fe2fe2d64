import { expect, type Page } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, personPage } from './support';

const xsrf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;

/** The school's children by name, as the signed-in staff member sees them (set-up only). */
async function schoolChildren(page: Page) {
  const list = (await (await page.request.get('/api/discente/resumo')).json()) as { idDisc: string; nomeDisc: string }[];
  return new Map(list.map((d) => [d.nomeDisc, d.idDisc]));
}

/** Creates a class through the API as the signed-in educator (set-up only), returning its id. */
async function classOf(page: Page, nomeTurma: string, children: string[]) {
  const escola = await schoolChildren(page);
  const res = await page.request.post('/api/turma', {
    headers: { 'x-xsrf-token': await xsrf(page) },
    data: { nomeTurma, tema: 'azul-aviso', periodo: 'Manhã', discentes: children.map((nome) => ({ idDisc: escola.get(nome)! })) },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { idTurma: string }).idTurma;
}

test('an educator changes the children of her class and archives it; the director says who teaches a class', async ({ browser }) => {
  const nomeTurma = `Turma Lua ${Date.now().toString().slice(-5)}`;
  // Bruno teaches Beija-flor (Sofia and Alice): children of his classes join a new class at once.
  const bruno = await personPage(browser, 'bruno.professor@lunna.demo');
  await classOf(bruno, nomeTurma, ['Sofia Souza Pereira']);
  await bruno.reload();
  const card = bruno.locator('li', { has: bruno.getByRole('heading', { name: nomeTurma }) });
  await expect(card.getByText('Manhã · 1 criança')).toBeVisible();

  await card.getByRole('button', { name: `Editar crianças da ${nomeTurma}` }).click();
  const dialog = bruno.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Alice Alves Moreira' }).click();
  await expect(dialog.getByText('Precisa da aprovação da direção')).toHaveCount(0);
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
