import { expect } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, putInClass, registerFamily, sendSchoolNotice, signIn } from './support';

// Issue 28: a family just registered, whose child the school has not yet put in a class, sees a calm waiting
// state (what will come, how to reach the school) instead of a class's empty pages, on a phone.
test.use({ viewport: { width: 390, height: 844 } });

const ESPERA =
  'A escola vai colocar Lucas numa turma. Assim que isso acontecer, você verá aqui a rotina, o cardápio e o dia a dia da turma.';
const PAGINAS_DE_TURMA = [
  'Rotina',
  'Alimentação',
  'Mural da turma',
  'Chat',
  'Enquetes',
  'Diário',
  'Presença',
];

test('a new family waits calmly for a class: no empty class pages, no chat, the school’s contact; then the class arrives', async ({
  page,
  request,
}) => {
  const family = await registerFamily(request, {
    nomeResp: 'Joana Nova',
    nomeDisc: 'Lucas Novo',
    semTurma: true,
  });
  // A notice to the whole school reaches every family of the school, this one too.
  const aviso = `Festa junina ${Date.now()}`;
  await sendSchoolNotice(aviso, 'A festa será no pátio, às 10h. Todas as famílias estão convidadas.');
  await signIn(page, family.email, family.senha);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/dashboard');

  const espera = page.getByTestId('aguardando-turma');
  await expect(espera.getByRole('heading', { level: 2, name: 'Falta pouco' })).toBeVisible();
  await expect(espera).toContainText(ESPERA);
  await expect(espera).toContainText(
    'O chat com a escola e com as outras famílias abre quando Lucas estiver numa turma.',
  );
  await expect(espera.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  // Nothing of a class on the dashboard: no activity cards, no shortcuts to the menu or the chat.
  await expect(page.getByRole('heading', { name: 'Atividades' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Atalhos' })).toHaveCount(0);
  await expectAccessible(page);

  // The menu leaves the class pages out; the family's own pages and the school's notices stay.
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Perfil', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Avisos\b/ })).toBeVisible();
  for (const name of PAGINAS_DE_TURMA)
    await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();

  // The school's notice is one tap away from the waiting state, and it opens.
  await espera.getByRole('link', { name: 'Ver os avisos da escola' }).click();
  await expect(page).toHaveURL(/\/avisos$/);
  const noticia = page.locator('article', { hasText: aviso });
  await expect(noticia).toContainText('Toda a escola');
  await expect(page.getByTestId('aguardando-turma')).toHaveCount(0);
  await expectAccessible(page);

  // A class page opened directly (a bookmark, a link in an e-mail) shows the same calm state as its page.
  for (const path of ['/rotina', '/cardapio', '/chat']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Falta pouco' })).toBeVisible();
    await expect(page.getByText(ESPERA)).toBeVisible();
  }
  await expectAccessible(page);

  // Once the school puts Lucas in a class, the portal is the usual one.
  await putInClass(family.idDisc, 'Lucas Novo');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Olá, Joana/ })).toBeVisible();
  await expect(page.getByTestId('aguardando-turma')).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(menu.getByRole('link', { name: /^Chat\b/ })).toBeVisible();
  await page.goto('/rotina');
  await expect(page.getByRole('heading', { level: 1, name: 'Falta pouco' })).toHaveCount(0);
});
