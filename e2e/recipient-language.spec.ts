import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './journey';
import {
  DEMO_PASSWORD,
  expectAccessible,
  lastMailTo,
  registerFamily,
  schoolDayAhead,
  signIn,
} from './support';

const setClock = async (request: APIRequestContext, agora: string) =>
  expect((await request.put('/api/test/relogio', { data: { agora } })).ok()).toBe(true);

test('a Spanish-speaking guardian gets the check-in in Spanish: in the bell (the text Web Push carries) and by e-mail', async ({
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const dia = schoolDayAhead(6, 5);
  await setClock(request, `${dia}T07:50:00-03:00`);
  const family = await registerFamily(request, { nomeResp: 'Lucía Gómez', nomeDisc: 'Pablo Gómez' });

  // Lucía chooses Spanish for her account, and e-mail for everyday news.
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(page, family.email, family.senha);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/configuracao#aparencia');
  await page.locator('#aparencia').getByLabel('Idioma').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page
    .locator('#notificacoes')
    .getByRole('checkbox', { name: /^Normal/ })
    .check();
  await expect(page.locator('#notificacoes').getByText('Preferencias guardadas.')).toBeVisible();
  await page.goto('/dashboard');

  // At the gate, the director checks Pablo in: her own screen stays in Portuguese.
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/responsavel/login-responsavel', {
    data: { email: 'diretora@lunna.demo', senha: DEMO_PASSWORD },
  });
  const asHelena = { authorization: `Bearer ${(await login.json()).token}` };
  const turmas = (await (await api.get('/api/turma', { headers: asHelena })).json()) as {
    idTurma: string;
    nomeTurma: string;
  }[];
  const turma = turmas.find((t) => t.nomeTurma === 'Turma de Pablo Gómez')!;
  const presenca = await (
    await api.get(`/api/turma/${turma.idTurma}/presenca`, { headers: asHelena })
  ).json();
  const pablo = presenca.criancas.find((c: { idDisc: string }) => c.idDisc === family.idDisc);
  const lucia = pablo.pessoas[0] as { tipo: string; id: string };
  const entrada = await api.post(`/api/discente/${family.idDisc}/presenca/entrada`, {
    headers: asHelena,
    data: { pessoa: { tipo: lucia.tipo, id: lucia.id } },
  });
  expect(entrada.status(), await entrada.text()).toBe(201);
  await api.dispose();

  // The bell, live: the stored text is the one Web Push sends.
  const bell = page.getByRole('button', { name: /^Notificaciones, 1 sin leer$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByText('Pablo llegó a la escuela').first()).toBeVisible();
  await expect(page.getByText(/Pablo llegó a las 07:50 con Lucía Gómez/).first()).toBeVisible();
  await expectAccessible(page);

  // The e-mail is quoted-printable UTF-8: read back as the guardian's mail program shows it.
  const raw = await lastMailTo(family.email, /Pablo lleg/);
  const mail = Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  expect(mail).toMatch(/^Subject: .*Pablo_lleg/m);
  expect(mail).toContain('¡Hola, Lucía!');
  expect(mail).toContain('Pablo llegó a las 07:50 con Lucía Gómez');
  expect(mail).not.toContain('chegou');
});
