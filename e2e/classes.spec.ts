import { expect, type Page } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, personPage } from './support';

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações, \d+ não lidas$/ });
const xsrf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;

/** The school's children by name, as the signed-in staff member sees them (set-up only). */
async function schoolChildren(page: Page) {
  const list = (await (await page.request.get('/api/discente/resumo')).json()) as {
    idDisc: string;
    nomeDisc: string;
  }[];
  return new Map(list.map((d) => [d.nomeDisc, d.idDisc]));
}

/** Creates a class through the API as the signed-in educator (set-up only), returning its id. */
async function classOf(page: Page, nomeTurma: string, children: string[]) {
  const escola = await schoolChildren(page);
  const res = await page.request.post('/api/turma', {
    headers: { 'x-xsrf-token': await xsrf(page) },
    data: {
      nomeTurma,
      tema: 'azul-aviso',
      periodo: 'Manhã',
      discentes: children.map((nome) => ({ idDisc: escola.get(nome)! })),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { idTurma: string }).idTurma;
}

test('an educator changes the children of her class and archives it; the director says who teaches a class', async ({
  browser,
}) => {
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
  await helenaDialog
    .getByRole('group', { name: 'Educadores da turma' })
    .getByLabel('Ana Beatriz Rocha')
    .check();
  await helenaDialog.getByRole('button', { name: 'Salvar crianças' }).click();
  await expect(seen.getByText('Com Ana Beatriz Rocha, Bruno Carvalho')).toBeVisible();
  await expectAccessible(helena);

  // Archiving asks first, then the class leaves the list.
  await bruno.reload();
  await card.getByRole('button', { name: `Arquivar ${nomeTurma}` }).click();
  await expect(
    bruno.getByRole('dialog').getByRole('heading', { name: `Arquivar ${nomeTurma}?` }),
  ).toBeVisible();
  await bruno.getByRole('dialog').getByRole('button', { name: 'Arquivar turma' }).click();
  await expect(bruno.getByRole('heading', { name: nomeTurma })).toHaveCount(0);
  await expect(bruno.getByRole('heading', { name: 'Turma Beija-flor' })).toBeVisible();
});

test('an educator puts children from outside her classes in her class: they wait for the director, who approves one and refuses the other', async ({
  browser,
}) => {
  const nomeTurma = `Turma Estrela ${Date.now().toString().slice(-5)}`;
  const theo = 'Theo Alves Lima';
  const lucas = 'Lucas Souza Pereira';
  const bruno = await personPage(browser, 'bruno.professor@lunna.demo');
  const idTurma = await classOf(bruno, nomeTurma, ['Sofia Souza Pereira']);
  const escola = await schoolChildren(bruno);
  const readable = async (nome: string) =>
    (await bruno.request.get(`/api/discente/${escola.get(nome)}/ficha`)).status();
  try {
    await bruno.reload();
    const card = bruno.locator('li', { has: bruno.getByRole('heading', { name: nomeTurma }) });

    // Theo and Lucas are in Ana's class, not in any of Bruno's: picking them asks the director.
    await card.getByRole('button', { name: `Editar crianças da ${nomeTurma}` }).click();
    const dialog = bruno.getByRole('dialog');
    await expect(
      dialog.getByText('Crianças que não estão nas suas turmas só entram depois da aprovação da direção.'),
    ).toBeVisible();
    for (const nome of [theo, lucas]) {
      await dialog.getByRole('button', { name: nome }).click();
      await expect(dialog.getByRole('button', { name: nome })).toContainText(
        'Precisa da aprovação da direção',
      );
    }
    await expect(dialog.getByRole('button', { name: 'Sofia Souza Pereira' })).not.toContainText('aprovação');
    await expectAccessible(bruno);
    await dialog.getByRole('button', { name: 'Salvar crianças' }).click();
    await expect(dialog).toBeHidden();

    // They are not in the class yet: the card counts Sofia only and names who waits; their records stay closed.
    await expect(card.getByText('Manhã · 1 criança')).toBeVisible();
    await expect(card.getByText(`Aguardando aprovação da direção: ${lucas}, ${theo}`)).toBeVisible();
    expect(await readable(theo)).toBe(403);
    expect(await readable(lucas)).toBe(403);
    await card.getByRole('button', { name: `Editar crianças da ${nomeTurma}` }).click();
    await expect(dialog.getByRole('button', { name: theo })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('button', { name: theo })).toContainText('Aguardando aprovação da direção');
    await expectAccessible(bruno);
    await bruno.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The director is told; the bell takes her to the requests, where she decides.
    const helena = await personPage(browser, 'diretora@lunna.demo');
    await bell(helena).click();
    await helena
      .getByRole('region', { name: 'Notificações' })
      .getByRole('button', { name: /Pedido de turma: Theo/ })
      .first()
      .click();
    await expect(helena).toHaveURL(/\/solicitacoes$/);
    const pending = helena.getByRole('region', { name: /Aguardando sua decisão/ });
    const theoRequest = pending
      .getByRole('listitem')
      .filter({ hasText: theo })
      .filter({ hasText: nomeTurma });
    await expect(theoRequest).toContainText('Entrada em turma');
    await expect(theoRequest).toContainText(`Bruno Carvalho pediu para incluir na ${nomeTurma}`);
    await expect(theoRequest).toContainText('os dados dela ficam fechados para Bruno Carvalho');
    await expectAccessible(helena);
    await theoRequest.getByRole('button', { name: `Aprovar ${theo} na ${nomeTurma}` }).click();
    await expect(
      helena.getByText(`Pronto: ${theo} agora faz parte da ${nomeTurma}. Bruno Carvalho recebeu um aviso.`),
    ).toBeVisible();

    const lucasRequest = pending
      .getByRole('listitem')
      .filter({ hasText: lucas })
      .filter({ hasText: nomeTurma });
    await lucasRequest.getByRole('button', { name: `Recusar ${lucas} na ${nomeTurma}` }).click();
    const reject = helena.getByRole('dialog', { name: `Recusar a entrada de ${lucas} na ${nomeTurma}?` });
    await expect(reject).toContainText('continuam fechados para Bruno Carvalho');
    await reject.getByLabel('Motivo').fill('Lucas continua só na Girassol.');
    await expectAccessible(helena);
    await reject.getByRole('button', { name: 'Recusar pedido' }).click();
    await expect(reject).toBeHidden();
    await expect(
      helena.getByText(
        `Pedido recusado: ${lucas} não entra na ${nomeTurma}. Bruno Carvalho recebeu um aviso.`,
      ),
    ).toBeVisible();
    const decided = helena.getByRole('region', { name: 'Decididos recentemente' });
    await expect(
      decided.getByRole('listitem').filter({ hasText: lucas }).filter({ hasText: nomeTurma }).first(),
    ).toContainText('Recusado');
    await expectAccessible(helena);

    // The educator is told both; Theo is in the class and opens to him, Lucas never does.
    await bruno.reload();
    await expect(card.getByText('Manhã · 2 crianças')).toBeVisible();
    await expect(card.getByText(/Aguardando aprovação da direção/)).toHaveCount(0);
    await bell(bruno).click();
    const panel = bruno.getByRole('region', { name: 'Notificações' });
    await expect(
      panel.getByRole('button', { name: new RegExp(`Theo entrou na ${nomeTurma}`) }),
    ).toBeVisible();
    await expect(
      panel.getByRole('button', { name: new RegExp(`Lucas não entrou na ${nomeTurma}`) }),
    ).toBeVisible();
    await expectAccessible(bruno);
    expect(await readable(theo)).toBe(200);
    expect(await readable(lucas)).toBe(403);
  } finally {
    // Leave the demo as it was: archiving ends the access this class gave Bruno to Theo.
    const res = await bruno.request.post(`/api/turma/${idTurma}/arquivar`, {
      headers: { 'x-xsrf-token': await xsrf(bruno) },
    });
    expect(res.ok()).toBe(true);
  }
});
