import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, randomCpf, registerFamily, signIn } from './support';

// A family of its own (registerFamily: a child born 2022-06-15, in a morning class) switches the portal to
// English: dates take the English order, the class's shift and the relations picked from the suggestions
// are shown in English, and a relation the family typed in its own words stays as typed. Back in
// Portuguese, the same pages read as before.

/** The words inside these elements that the layout broke over two lines ("Grandmot-her"). */
function wordsBrokenAcrossLines(elements: Element[]): string[] {
  return elements.flatMap((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

async function signedInElsewhere(browser: Browser, email: string, senha: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, senha);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

test('languages: English dates, shift and relations; Portuguese again when switched back', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const family = await registerFamily(request, { nomeDisc: 'Lia Idioma' });
  const auth = { authorization: `Bearer ${family.token}` };
  for (const [nome, parentesco] of [
    ['Rosa Idioma', 'Avó'],
    ['Dalva Idioma', 'Vizinha do 3º andar'],
  ]) {
    const added = await request.post(`/api/discente/${family.idDisc}/autorizados`, {
      headers: auth,
      data: {
        nome,
        rg: '12.345.678-9',
        cpf: randomCpf(),
        parentesco,
        telefone: '(11) 98765-4321',
        temporario: false,
        dataInicio: null,
        dataFim: null,
      },
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  const page = await signedInElsewhere(browser, family.email, family.senha);

  // In Portuguese: dd/mm/yyyy, 'Manhã', 'Avó'.
  await page.goto(`/perfil/${family.idDisc}`);
  await expect(page.getByText('15/06/2022')).toBeVisible();
  await page.goto('/quem-busca');
  await expect(page.getByText('Avó', { exact: true })).toBeVisible();

  await page.goto('/configuracao');
  await page.locator('#aparencia').getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Settings' })).toBeVisible();

  // The birth date in the English order.
  await page.goto(`/perfil/${family.idDisc}`);
  await expect(page.getByText('06/15/2022')).toBeVisible();
  await expect(page.getByText('15/06/2022')).toHaveCount(0);
  // On a wide screen the pickup card is half the page: its longer English words stay whole.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(
    page.locator('section[aria-labelledby="perfil-busca"]').getByText('Grandmother', { exact: true }),
  ).toBeVisible();
  expect(
    await page.locator('section[aria-labelledby="perfil-busca"] dd').evaluateAll(wordsBrokenAcrossLines),
  ).toEqual([]);
  await expectAccessible(page);

  // The relation picked from the suggestions in English; the one typed in the family's own words as typed.
  await page.goto('/quem-busca');
  await expect(page.getByText('Grandmother', { exact: true })).toBeVisible();
  await expect(page.getByText('Vizinha do 3º andar', { exact: true })).toBeVisible();
  await expect(page.getByText('Avó', { exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // The class's shift in English.
  await page.goto('/rotina');
  await expect(page.getByText('· Morning')).toBeVisible();
  await expectAccessible(page);

  // Back in Portuguese, as it was.
  await page.goto('/configuracao');
  await page.locator('#aparencia').getByLabel('Language').selectOption('pt-BR');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Configurações' })).toBeVisible();
  await page.goto('/rotina');
  await expect(page.getByText('· Manhã')).toBeVisible();
  await page.context().close();
});
