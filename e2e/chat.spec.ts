import { request as apiRequest, expect, type Page } from '@playwright/test';
import { test } from './journey';
import { DEMO_PASSWORD, expectAccessible, personPage } from './support';

/** An API context signed in with a bearer token (no cookie, so no CSRF header is needed for set-up calls). */
async function apiAs(baseURL: string | undefined, email: string) {
  const anonymous = await apiRequest.newContext({ baseURL });
  const login = await anonymous.post('/api/responsavel/login-responsavel', {
    data: { email, senha: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).token as string;
  await anonymous.dispose();
  return apiRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

const list = (page: Page) => page.getByRole('navigation', { name: 'Conversas' });
const entry = (page: Page, name: string | RegExp) => list(page).getByRole('link', { name });
const connected = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Conectado$/ })).toBeVisible();
const bell = (page: Page) => page.getByRole('button', { name: /^Notificações, \d+ não lidas$/ });
const bellCount = async (page: Page) => Number((await bell(page).textContent())?.match(/\d+/)?.[0]);

test('a guardian and an educator chat in real time, privately and in Geral, and a notice reaches the bell without reloading', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = Date.now().toString(36);
  const pergunta = `Bom dia, Ana! O Lucas dormiu pouco esta noite. (${id})`;
  const resposta = `Obrigada por avisar, Mariana. Vamos deixar ele descansar depois do lanche. (${id})`;
  const recado = `Bom dia, escola! Amanhã levo frutas para a turma. (${id})`;
  const semRede = `Escrevi isto sem internet. (${id})`;

  const mariana = await personPage(browser, 'mariana@lunna.demo');
  const ana = await personPage(browser, 'ana.professora@lunna.demo');
  await mariana.goto('/chat');
  await ana.goto('/chat');
  await expect(mariana.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await connected(mariana);
  await connected(ana);

  // Mariana's list: 'Geral' first, then the people she may talk to; Ana, her son's educator, among them.
  await expect(list(mariana).getByRole('link').first()).toContainText('Geral');
  await expect(entry(mariana, /Ana Beatriz Rocha/)).toContainText('Educador(a)');
  await expectAccessible(mariana);

  // She opens the conversation with Ana: an empty message is not sent, Enter sends.
  await entry(mariana, /Ana Beatriz Rocha/).click();
  await expect(entry(mariana, /Ana Beatriz Rocha/)).toHaveAttribute('aria-current', 'page');
  const paraAna = mariana.getByRole('textbox', { name: 'Mensagem para Ana Beatriz Rocha' });
  await expect(paraAna).toHaveAttribute('placeholder', 'Digite sua mensagem para Ana');
  const comAna = mariana.getByRole('log', { name: 'Mensagens com Ana Beatriz Rocha' });
  await paraAna.press('Enter');
  await expect(mariana.getByText('Escreva uma mensagem')).toBeVisible();
  await expect(comAna.locator('[data-autor]')).toHaveCount(0);
  await paraAna.fill(pergunta);
  await paraAna.press('Enter');
  await expect(paraAna).toHaveValue('');
  await expect(comAna.locator('[data-autor="eu"]', { hasText: pergunta })).toBeVisible();
  await expect(comAna.locator('[data-autor="eu"]', { hasText: pergunta }).locator('time')).toHaveText(
    /^\d{2}:\d{2}$/,
  );

  // Ana, on 'Geral', sees Mariana's message arrive without reloading: in the list, unread, and on the menu.
  const deMariana = entry(ana, /Mariana Souza/);
  await expect(deMariana).toContainText(pergunta);
  await expect(deMariana).toContainText('1 mensagem não lida');
  await expect(ana.getByTestId('nav-badge-chat')).toBeVisible();
  await expectAccessible(ana);
  await deMariana.click();
  const comMariana = ana.getByRole('log', { name: /^Mensagens com Mariana Souza/ });
  const recebida = comMariana.locator('[data-autor="outro"]', { hasText: pergunta });
  await expect(recebida).toBeVisible();
  await expect(recebida).toContainText('Mariana Souza');
  // Opened, it is read: the unread marks go away.
  await expect(deMariana).not.toContainText('não lida');
  await expect(ana.getByTestId('nav-badge-chat')).toHaveCount(0);

  // Ana answers; Mariana sees it arrive, from Ana, without reloading.
  await ana.getByRole('textbox', { name: /^Mensagem para Mariana Souza/ }).fill(resposta);
  await ana.getByRole('button', { name: 'Enviar' }).click();
  await expect(comMariana.locator('[data-autor="eu"]', { hasText: resposta })).toBeVisible();
  const daAna = comAna.locator('[data-autor="outro"]', { hasText: resposta });
  await expect(daAna).toBeVisible();
  await expect(daAna).toContainText('Ana Beatriz Rocha');
  await expect(comAna.locator('[data-autor]')).toHaveCount(2);

  // 'Geral': Mariana writes to the school; it appears for both, with her name for Ana.
  await entry(mariana, /^Geral/).click();
  const geral = mariana.getByRole('textbox', { name: 'Mensagem para o Geral' });
  await expect(geral).toHaveAttribute('placeholder', 'Digite sua mensagem');
  await geral.fill(recado);
  await geral.press('Enter');
  await expect(
    mariana
      .getByRole('log', { name: 'Mensagens do Geral' })
      .locator('[data-autor="eu"]', { hasText: recado }),
  ).toBeVisible();
  await expect(entry(ana, /^Geral/)).toContainText(recado);
  await entry(ana, /^Geral/).click();
  const geralDeAna = ana
    .getByRole('log', { name: 'Mensagens do Geral' })
    .locator('[data-autor="outro"]', { hasText: recado });
  await expect(geralDeAna).toBeVisible();
  await expect(geralDeAna.getByText('Mariana Souza', { exact: true })).toBeVisible();
  await expectAccessible(ana);

  // Offline for a moment: Mariana's message waits, said calmly, and reaches Ana once the connection is back.
  await entry(mariana, /Ana Beatriz Rocha/).click();
  await mariana.context().setOffline(true);
  await expect(
    mariana
      .getByRole('status')
      .filter({ hasText: 'Sem conexão — suas mensagens serão enviadas quando voltar' }),
  ).toBeVisible();
  await paraAna.fill(semRede);
  await paraAna.press('Enter');
  await expect(comAna.locator('[data-estado="na-fila"]', { hasText: semRede })).toContainText('Na fila');
  await mariana.context().setOffline(false);
  await connected(mariana);
  await expect(comAna.locator('[data-autor="eu"]:not([data-estado])', { hasText: semRede })).toBeVisible();
  await expect(comAna.locator('[data-autor]', { hasText: semRede })).toHaveCount(1);
  await expect(entry(ana, /Mariana Souza/)).toContainText(semRede);

  // A notice from Ana to Lucas's class: Mariana's bell counts it without reloading.
  const antes = await bellCount(mariana);
  const asAna = await apiAs(baseURL, 'ana.professora@lunna.demo');
  const turmas = (await (await asAna.get('/api/turma')).json()) as { idTurma: string; nomeTurma: string }[];
  const girassol = turmas.find((t) => t.nomeTurma === 'Turma Girassol')!;
  const aviso = await asAna.post('/api/aviso', {
    data: {
      idTurma: girassol.idTurma,
      tituloAviso: `Lanche coletivo ${id}`,
      conteudoAviso: 'Sexta-feira teremos lanche coletivo.',
      importancia: 'Normal',
    },
  });
  expect(aviso.ok(), await aviso.text()).toBe(true);
  await asAna.dispose();
  await expect(bell(mariana)).toHaveAccessibleName(`Notificações, ${antes + 1} não lidas`);
  await bell(mariana).click();
  await expect(
    mariana.getByRole('region', { name: 'Notificações' }).getByText(`Lanche coletivo ${id}`),
  ).toBeVisible();

  // On a phone the list and the conversation are two views, with a way back.
  await mariana.keyboard.press('Escape');
  await mariana.setViewportSize({ width: 390, height: 844 });
  await mariana.goto('/chat');
  await expect(list(mariana)).toBeVisible();
  await expect(mariana.getByRole('log')).toHaveCount(0);
  await entry(mariana, /Ana Beatriz Rocha/).click();
  await expect(list(mariana)).toBeHidden();
  await expect(comAna.locator('[data-autor="outro"]', { hasText: resposta })).toBeVisible();
  await expectAccessible(mariana);
  await mariana.getByRole('link', { name: 'Voltar às conversas' }).click();
  await expect(list(mariana)).toBeVisible();
  await expect(mariana.getByRole('log')).toHaveCount(0);
});
