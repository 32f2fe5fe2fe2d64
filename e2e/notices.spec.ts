import { expect, type Page } from '@playwright/test';
import { test } from './journey';
import { DEMO_PASSWORD, expectAccessible, personPage } from './support';

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações, \d+ não lidas$/ });

test('an educator creates a class of two of her children and sends an Importante notice; a guardian acknowledges it and the educator sees the receipt', async ({
  browser,
}) => {
  const suffix = Date.now().toString().slice(-5);
  const nomeTurma = `Turma Arco-íris ${suffix}`;
  const titulo = `Vacina da gripe ${suffix}`;

  // The educator lands on her classes.
  const ana = await personPage(browser, 'ana.professora@lunna.demo');
  await expect(ana).toHaveURL(/\/dashboard$/);
  await expect(ana.getByRole('heading', { name: 'Turma Girassol' })).toBeVisible();
  await expectAccessible(ana);

  // Step 0 → 1: a new class; the empty form answers 'Campo obrigatorio' for the name and the 'Turno' placeholder.
  await ana.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Avisos' }).click();
  await ana.getByRole('button', { name: 'Adicionar aviso' }).click();
  const dialog = ana.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Escolha a Turma' })).toBeVisible();
  // Writing to the whole school is the director's.
  await expect(dialog.getByRole('button', { name: 'Para toda a escola' })).toHaveCount(0);
  await expectAccessible(ana);
  await dialog.getByRole('button', { name: 'Criar nova turma' }).click();
  await expect(dialog.getByRole('heading', { name: 'Criando nova turma' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Campo obrigatorio')).toHaveCount(2);
  await dialog.getByLabel('Nome da turma').fill(nomeTurma);
  await dialog.locator('label', { hasText: 'Roxo' }).click();
  await dialog.getByLabel('Turno').selectOption('Tarde');
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  // Step 2: choose the children; 'Selecionar Todos' ↔ 'Desmarcar Todos'; the counter follows. Lucas and Davi are
  // in her Girassol class, so they join at once (children from outside her classes wait for the director: classes.spec.ts).
  await expect(dialog.getByRole('heading', { name: 'Escolha as crianças' })).toBeVisible();
  await expect(dialog.getByText(/^0\/\d+ selecionadas$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Selecionar Todos' }).click();
  await expect(dialog.getByRole('button', { name: 'Desmarcar Todos' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Desmarcar Todos' }).click();
  for (const name of ['Lucas Souza Pereira', 'Davi Lima Santos']) {
    await dialog.getByRole('button', { name }).click();
    await expect(dialog.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(dialog.getByText(/^2\/\d+ selecionadas$/)).toBeVisible();
  await expect(dialog.getByText('Precisa da aprovação da direção')).toHaveCount(0);
  await expectAccessible(ana);
  await dialog.getByRole('button', { name: 'Criar turma' }).click();

  // Step 3: the notice, every field required, sent as 'Importante'.
  await expect(dialog.getByRole('heading', { name: `Adicionar aviso · ${nomeTurma}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar aviso' }).click();
  await expect(dialog.getByText('Campo obrigatorio')).toHaveCount(3);
  await dialog.getByLabel('Título').fill(titulo);
  await dialog
    .getByLabel('Conteúdo')
    .fill('Na sexta-feira a equipe de saúde aplica a vacina. Tragam a caderneta de vacinação.');
  await dialog.locator('label', { hasText: 'Importante' }).click();
  await dialog.getByRole('button', { name: 'Enviar aviso' }).click();
  await expect(dialog).toBeHidden();
  const sent = ana.locator('article', { hasText: titulo });
  // Lucas: Mariana; Davi: Carlos.
  await expect(sent.getByText('0 de 2 leram')).toBeVisible();
  await ana.goto('/dashboard');
  await expect(ana.getByRole('heading', { name: nomeTurma })).toBeVisible();

  // The guardian: the bell counts it, the dashboard and the notices page pin it until she acknowledges.
  const mariana = await personPage(browser, 'mariana@lunna.demo');
  await mariana.goto('/dashboard');
  await expect(mariana.getByRole('heading', { name: 'Avisos importantes para confirmar' })).toBeVisible();
  await expect(mariana.locator('article', { hasText: titulo })).toBeVisible();
  await expect(bell(mariana)).toBeVisible();
  const before = Number((await bell(mariana).textContent())?.match(/\d+/)?.[0]);
  expect(before).toBeGreaterThan(0);
  await mariana
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Avisos' })
    .click();
  await expect(mariana.getByRole('heading', { name: /^Avisos do dia \| \p{L}+, \d{4}$/u })).toBeVisible();
  const card = mariana.locator('article').first();
  await expect(card).toContainText(titulo);
  await expect(card.getByText('Fixado até você confirmar a leitura')).toBeVisible();
  await expect(card.getByText('Ana Beatriz Rocha')).toBeVisible();
  await expectAccessible(mariana);
  await card.getByRole('checkbox', { name: `Confirmar a leitura de “${titulo}”` }).check();
  await expect(mariana.locator('article', { hasText: titulo }).getByText('Leitura confirmada')).toBeVisible();
  await expect(
    mariana.locator('article', { hasText: titulo }).getByText('Fixado até você confirmar a leitura'),
  ).toHaveCount(0);

  // The bell: her notification of it is read; the rest she marks read from the panel, and the count falls to zero.
  await expect(bell(mariana)).toHaveAccessibleName(`Notificações, ${before - 1} não lidas`);
  await bell(mariana).click();
  const panel = mariana.getByRole('region', { name: 'Notificações' });
  await expect(panel.getByRole('button', { name: new RegExp(titulo) })).toBeVisible();
  await expectAccessible(mariana);
  await panel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(bell(mariana)).toHaveAccessibleName('Notificações, 0 não lidas');
  await expect(mariana.getByTestId('bell-count')).toHaveCount(0);

  // The educator sees the receipt: 1 of 2 read, and who has not read yet.
  await ana.goto('/avisos');
  const receipt = ana.locator('article', { hasText: titulo });
  await expect(receipt.getByText('1 de 2 leram')).toBeVisible();
  await receipt.getByText('1 responsável ainda não leu').click();
  await expect(receipt.getByText('Carlos Lima')).toBeVisible();
  await expect(receipt.getByText('Mariana Souza')).toHaveCount(0);

  // A guardian with no child in the class never sees it: not on the page, not in the bell, not from the API.
  const patricia = await personPage(browser, 'patricia@lunna.demo');
  await patricia.goto('/avisos');
  await expect(patricia.getByRole('heading', { name: /^Avisos do dia/ })).toBeVisible();
  await expect(patricia.locator('article').first()).toBeVisible();
  await expect(patricia.getByText(titulo)).toHaveCount(0);
  await bell(patricia).click();
  await expect(patricia.getByRole('region', { name: 'Notificações' }).getByText(titulo)).toHaveCount(0);
  const api = await patricia.request.get('/api/aviso?importancia=Importante');
  expect(
    ((await api.json()) as { itens: { tituloAviso: string }[] }).itens.map((a) => a.tituloAviso),
  ).not.toContain(titulo);
  await expectAccessible(patricia);
});

test('a notification opens its notice, and the guardian can switch the list to a grid that is remembered', async ({
  browser,
}) => {
  const patricia = await personPage(browser, 'patricia@lunna.demo');
  await patricia.goto('/avisos');
  await bell(patricia).click();
  await patricia
    .getByRole('region', { name: 'Notificações' })
    .getByRole('button', { name: /Roupa extra na mochila/ })
    .click();
  await expect(patricia).toHaveURL(/\/avisos#aviso-/);
  await expect(patricia.locator('article[data-highlighted="true"]')).toContainText('Roupa extra na mochila');
  await patricia.getByRole('button', { name: /Grade/ }).click();
  await expect(patricia.getByRole('button', { name: /Grade/ })).toHaveAttribute('aria-pressed', 'true');
  await patricia.reload();
  await expect(patricia.getByRole('button', { name: /Grade/ })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(patricia);
});

test('the director sends a notice to the whole school from the same flow; families of every class see it', async ({
  browser,
}) => {
  const titulo = `Festa da primavera ${Date.now().toString().slice(-5)}`;
  const diretora = await personPage(browser, 'diretora@lunna.demo');
  await diretora.goto('/avisos');
  await diretora.getByRole('button', { name: 'Adicionar aviso' }).click();
  const dialog = diretora.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Escolha a Turma' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Para toda a escola' }).click();
  await expect(dialog.getByRole('heading', { name: 'Adicionar aviso · Toda a escola' })).toBeVisible();
  await expectAccessible(diretora);
  await dialog.getByLabel('Título').fill(titulo);
  await dialog.getByLabel('Conteúdo').fill('Sábado às 10h, no pátio. Todas as famílias são bem-vindas.');
  await dialog.locator('label', { hasText: 'Normal' }).click();
  await dialog.getByRole('button', { name: 'Enviar aviso' }).click();
  await expect(dialog).toBeHidden();
  await expect(diretora.locator('article', { hasText: titulo })).toContainText('Toda a escola');

  // Every family gets it, whichever classes their children are in (Carlos's are both in Girassol; one of Patrícia's is in Beija-flor).
  for (const email of ['carlos@lunna.demo', 'patricia@lunna.demo']) {
    const family = await personPage(browser, email);
    await family.goto('/avisos');
    await expect(family.locator('article', { hasText: titulo })).toContainText('Toda a escola');
  }
});

test('on one child’s notices, the guardian still finds every Importante notice of her other children waiting for her', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const titulo = `Vacinação da Beija-flor ${Date.now().toString().slice(-5)}`;
  // Bruno teaches Sofia's class (Beija-flor) and sends it an Importante notice, through the API.
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/responsavel/login-responsavel', {
    data: { email: 'bruno.professor@lunna.demo', senha: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const turmas = (await (await api.get('/api/turma', { headers })).json()) as {
    idTurma: string;
    nomeTurma: string;
  }[];
  const beijaFlor = turmas.find((x) => x.nomeTurma === 'Turma Beija-flor')!;
  const sent = await api.post('/api/aviso', {
    headers,
    data: {
      tituloAviso: titulo,
      conteudoAviso: 'Tragam a caderneta de vacinação na sexta-feira.',
      importancia: 'Importante',
      idTurma: beijaFlor.idTurma,
    },
  });
  expect(sent.status()).toBe(201);
  await api.dispose();

  // Mariana follows Lucas (Girassol): his notices page still pins Sofia's notice until she acknowledges it.
  const mariana = await personPage(browser, 'mariana@lunna.demo');
  await mariana.goto('/pefil-bebe');
  await mariana.locator('label', { hasText: 'Lucas' }).click();
  await mariana.getByRole('button', { name: 'Continuar' }).click();
  await expect(mariana).toHaveURL(/\/dashboard$/);
  await mariana
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Avisos' })
    .click();
  await expect(mariana.getByText('avisos de Lucas')).toBeVisible();
  const card = mariana.locator('article', { hasText: titulo });
  await expect(card.getByText('Fixado até você confirmar a leitura')).toBeVisible();
  await expect(card.getByText(/Turma Beija-flor/)).toBeVisible();
  await expectAccessible(mariana);
  // A click, not check(): the card may leave the list before check() reads the box back as ticked (it then
  // waited for a box that was gone). What the tick did is asserted next.
  await card.getByRole('checkbox', { name: `Confirmar a leitura de “${titulo}”` }).click();
  // Acknowledged, it is Sofia's again: it leaves Lucas's list as soon as the list is read again (at once, after
  // the acknowledgement; waiting for "Leitura confirmada" on the card raced that reading), and after a reload.
  await expect(mariana.getByText(titulo)).toHaveCount(0);
  await mariana.reload();
  await expect(mariana.getByText('avisos de Lucas')).toBeVisible();
  await expect(mariana.locator('article').first()).toBeVisible();
  await expect(mariana.getByText(titulo)).toHaveCount(0);
  // In Sofia's own list it stays, acknowledged.
  await mariana.getByLabel('Criança').selectOption({ label: 'Sofia' });
  await expect(mariana.locator('article', { hasText: titulo }).getByText('Leitura confirmada')).toBeVisible();
});
