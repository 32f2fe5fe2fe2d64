import { expect } from '@playwright/test';
import { test } from './journey';
import { childrenOf, expectAccessible, signIn } from './support';

test("a guardian cannot open another family's child: 403 from the API and a clear page", async ({
  page,
  request,
}) => {
  const carlosChildren = await childrenOf(request, 'carlos@lunna.demo');
  const theo = carlosChildren.find((c) => c.nomeDisc === 'Theo Alves Lima')!;

  await signIn(page, 'mariana@lunna.demo');
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  const api = await page.request.get(`/api/discente/${theo.idDisc}`);
  expect(api.status()).toBe(403);
  expect(await api.json()).toEqual({ code: 'FORBIDDEN', message: 'Acesso não permitido' });

  await page.goto(`/perfil/${theo.idDisc}`);
  await expect(page.getByRole('heading', { name: 'Acesso não permitido' })).toBeVisible();
  await expect(page.getByText('O perfil desta criança não está disponível para esta conta.')).toBeVisible();
  await expect(page.getByText('Theo')).toHaveCount(0);
  await expectAccessible(page);
});
