import { request as apiRequest, expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './journey';
import { DEMO_PASSWORD, expectAccessible, personPage } from './support';

type Semana = { dias: { data: string; refeicoes: { refeicao: string; prato: string }[] }[] };
type HorarioBusca = { hoje: { data: string; horario: string | null } };

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

/**
 * A school day whose next day is one too (Monday to Thursday), so "amanhã" has a menu: today, or the
 * next Monday. Both lie in the two weeks the demo's menu covers.
 */
function schoolDayBeforeSchoolDay(): string {
  let day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  while (weekday(day) === 0 || weekday(day) >= 5) day = addDays(day, 1);
  return day;
}

const setClock = async (request: APIRequestContext, agora: string) =>
  expect((await request.put('/api/test/relogio', { data: { agora } })).ok()).toBe(true);

/** A bearer token from a context of its own: the clock's context must not carry a session cookie (its PUTs would need the CSRF header). */
async function bearer(baseURL: string | undefined, email: string) {
  const context = await apiRequest.newContext({ baseURL });
  const login = await context.post('/api/responsavel/login-responsavel', {
    data: { email, senha: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).token as string;
  await context.dispose();
  return { authorization: `Bearer ${token}` };
}

const fab = (page: Page) => page.getByRole('link', { name: 'Lumi, a IA da Lunna. Como posso ajudar?' });
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversa com a Lumi' });
const lastAnswer = (page: Page) => conversation(page).locator('[data-autor="lumi"]').last();
const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Sua pergunta para a Lumi' });

test('a guardian asks Lumi about Lucas: tomorrow’s menu, today’s pickup, and a fever handed over to the school with the educators alerted', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dia = schoolDayBeforeSchoolDay();
  const amanha = addDays(dia, 1);
  const segunda = addDays(dia, 1 - weekday(dia));
  try {
    await setClock(request, `${dia}T09:00:00-03:00`);
    const asMariana = await bearer(baseURL, 'mariana@lunna.demo');
    const filhos = (await (await request.get('/api/discente', { headers: asMariana })).json()) as {
      idDisc: string;
      nomeDisc: string;
    }[];
    const lucas = filhos.find((c) => c.nomeDisc.startsWith('Lucas'))!;
    // What Lumi must say comes from the same data the family's screens show.
    const semana = (await (
      await request.get(`/api/discente/${lucas.idDisc}/cardapio?semana=${segunda}`, { headers: asMariana })
    ).json()) as Semana;
    const pratos = semana.dias.find((d) => d.data === amanha)!.refeicoes.map((r) => r.prato);
    expect(pratos.length).toBeGreaterThan(0);
    const busca = (await (
      await request.get(`/api/discente/${lucas.idDisc}/horario-busca`, { headers: asMariana })
    ).json()) as HorarioBusca;
    expect(busca.hoje.data).toBe(dia);
    expect(busca.hoje.horario).not.toBeNull();
    // A first visit: no conversation about Lucas yet.
    expect(
      (
        await request.delete(`/api/lunna-ia/conversa?idDisc=${lucas.idDisc}`, { headers: asMariana })
      ).status(),
    ).toBe(204);

    const mariana = await personPage(browser, 'mariana@lunna.demo');
    await expect(mariana).toHaveURL(/\/pefil-bebe$/);
    await mariana.locator('label', { hasText: 'Lucas' }).click();
    await mariana.getByRole('button', { name: 'Continuar' }).click();
    await expect(mariana).toHaveURL(/\/dashboard$/);

    // The floating icon says who Lumi is, then opens the conversation about the followed child.
    await fab(mariana).hover();
    await expect(mariana.getByText('Lumi, a IA da Lunna', { exact: false }).first()).toBeVisible();
    await fab(mariana).click();
    await expect(mariana).toHaveURL(/\/lumi$/);
    await expect(mariana.getByRole('heading', { level: 1, name: 'Lumi' })).toBeVisible();
    await expect(mariana.getByText('Perguntando sobre Lucas')).toBeVisible();
    await expect(mariana.getByLabel('Perguntar sobre')).toHaveValue(lucas.idDisc);
    await expect(fab(mariana)).toHaveCount(0);
    const sugestoes = mariana.getByRole('list', { name: 'Experimente perguntar' });
    await expect(sugestoes.getByRole('button')).toHaveCount(4);
    await expectAccessible(mariana);

    // A suggested question: tomorrow's real menu, with its source as a link to the menu screen.
    await sugestoes.getByRole('button', { name: 'O que Lucas vai comer amanhã?' }).click();
    await expect(conversation(mariana).getByText('O que Lucas vai comer amanhã?')).toBeVisible();
    for (const prato of pratos) await expect(lastAnswer(mariana)).toContainText(prato);
    await expect(lastAnswer(mariana).getByText('Fonte:')).toHaveCount(1);
    await expect(lastAnswer(mariana).getByRole('link', { name: 'Alimentação' })).toHaveAttribute(
      'href',
      '/cardapio',
    );
    await expect(questionBox(mariana)).toBeFocused();
    await expect(sugestoes).toHaveCount(0);

    // Typed, sent with Enter: today's pickup time and who may pick him up.
    await questionBox(mariana).fill('Quem vai buscar ele hoje?');
    await questionBox(mariana).press('Enter');
    await expect(lastAnswer(mariana)).toContainText(busca.hoje.horario!);
    await expect(lastAnswer(mariana)).toContainText('Mariana');
    await expect(questionBox(mariana)).toBeFocused();
    await expect(questionBox(mariana)).toHaveValue('');

    // A blank question is not sent; Shift+Enter starts a new line instead of sending.
    const mensagens = conversation(mariana).locator('[data-autor]');
    const antes = await mensagens.count();
    await questionBox(mariana).fill('   ');
    await questionBox(mariana).press('Enter');
    await expect(mariana.getByText('Escreva sua pergunta')).toBeVisible();
    await questionBox(mariana).fill('Ele está com febre,');
    await questionBox(mariana).press('Shift+Enter');
    await questionBox(mariana).pressSequentially('o que eu faço?');
    await expect(questionBox(mariana)).toHaveValue('Ele está com febre,\no que eu faço?');
    expect(await mensagens.count()).toBe(antes);

    // A health question is handed over: the school's phone, 192, and the offer to alert the educators.
    await questionBox(mariana).fill('Ele está com febre, o que eu faço?');
    await mariana.getByRole('button', { name: 'Enviar' }).click();
    const handOff = lastAnswer(mariana);
    await expect(
      handOff.getByRole('link', { name: /Ligar para a escola.*\(11\) 3456-7890/ }),
    ).toHaveAttribute('href', 'tel:1134567890');
    await expect(handOff.getByRole('link', { name: /Ligar 192 \(SAMU\)/ })).toHaveAttribute(
      'href',
      'tel:192',
    );
    await expect(questionBox(mariana)).toBeFocused();
    await expectAccessible(mariana);
    await handOff.getByRole('button', { name: 'Avisar as educadoras' }).click();
    await expect(handOff.getByText('As educadoras foram avisadas')).toBeVisible();
    await expect(handOff.getByRole('button', { name: 'Avisar as educadoras' })).toHaveCount(0);

    // A source link moves inside the app (no reload), and the conversation is still there on return.
    await mariana.evaluate(() => ((window as unknown as { semRecarregar: boolean }).semRecarregar = true));
    await conversation(mariana)
      .locator('[data-autor="lumi"]')
      .first()
      .getByRole('link', { name: 'Alimentação' })
      .click();
    await expect(mariana).toHaveURL(/\/cardapio$/);
    expect(
      await mariana.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar),
    ).toBe(true);
    await mariana.goBack();
    await expect(mariana).toHaveURL(/\/lumi$/);
    await mariana.reload();
    await expect(conversation(mariana).getByText('Quem vai buscar ele hoje?')).toBeVisible();
    await expect(lastAnswer(mariana).getByText('As educadoras foram avisadas')).toBeVisible();

    // With two children, the picker switches to the other child's own conversation, and back.
    await mariana.getByLabel('Perguntar sobre').selectOption({ label: 'Sofia' });
    await expect(mariana.getByText('Perguntando sobre Sofia')).toBeVisible();
    await expect(mariana.getByRole('button', { name: 'Quem vai buscar Sofia hoje?' })).toBeVisible();
    await expect(conversation(mariana).getByText('Quem vai buscar ele hoje?')).toHaveCount(0);
    await mariana.getByLabel('Perguntar sobre').selectOption({ label: 'Lucas' });
    await expect(conversation(mariana).getByText('Quem vai buscar ele hoje?')).toBeVisible();

    // Clearing asks first, then the conversation starts over.
    await mariana.getByRole('button', { name: 'Limpar conversa' }).click();
    const dialog = mariana.getByRole('dialog', { name: 'Limpar a conversa?' });
    await expect(
      dialog.getByText('As perguntas e respostas sobre Lucas serão apagadas.', { exact: false }),
    ).toBeVisible();
    await expectAccessible(mariana);
    await dialog.getByRole('button', { name: 'Limpar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(mariana.getByRole('list', { name: 'Experimente perguntar' })).toBeVisible();
    await expect(conversation(mariana).locator('[data-autor]')).toHaveCount(0);
    await expect(questionBox(mariana)).toBeFocused();
  } finally {
    await request.delete('/api/test/relogio');
  }
});

test('an educator asks Lumi about the school, with no child to pick, on her phone', async ({
  browser,
  request,
  baseURL,
}) => {
  const dia = schoolDayBeforeSchoolDay();
  try {
    await setClock(request, `${dia}T09:00:00-03:00`);
    const asAna = await bearer(baseURL, 'ana.professora@lunna.demo');
    expect((await request.delete('/api/lunna-ia/conversa', { headers: asAna })).status()).toBe(204);
    const semana = (await (
      await request.get(`/api/cardapio?semana=${addDays(dia, 1 - weekday(dia))}`, { headers: asAna })
    ).json()) as Semana;
    const almoco = semana.dias
      .find((d) => d.data === dia)!
      .refeicoes.find((r) => r.refeicao === 'almoco')!.prato;

    const ana = await personPage(browser, 'ana.professora@lunna.demo');
    await ana.setViewportSize({ width: 390, height: 844 });
    await ana.goto('/dashboard'); // opened again at a phone's width, the menu starts closed
    await fab(ana).click();
    await expect(ana).toHaveURL(/\/lumi$/);
    await expect(ana.getByRole('heading', { level: 1, name: 'Lumi' })).toBeVisible();
    await expect(ana.getByText('Perguntas sobre a escola, as suas turmas e o Lunna')).toBeVisible();
    await expect(ana.getByLabel('Perguntar sobre')).toHaveCount(0);
    await expectAccessible(ana);
    await ana.getByRole('button', { name: 'Qual é o cardápio de hoje?' }).click();
    await expect(lastAnswer(ana)).toContainText(almoco);
    await expect(questionBox(ana)).toBeFocused();
    await expectAccessible(ana);
  } finally {
    await request.delete('/api/test/relogio');
  }
});
