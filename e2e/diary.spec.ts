import { request as apiRequest, expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './journey';
import { DEMO_PASSWORD, schoolDayAhead, expectAccessible, personPage, signIn } from './support';

/** A bearer token from a context of its own: the clock's context must not carry a session cookie. */
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

const setClock = async (request: APIRequestContext, agora: string) =>
  expect((await request.put('/api/test/relogio', { data: { agora } })).ok()).toBe(true);
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name }).click();

/** The morning's check-in of every child of Turma Girassol (the attendance screen has its own journey). */
async function checkInGirassol(request: APIRequestContext, baseURL: string | undefined) {
  const ana = await bearer(baseURL, 'ana.professora@lunna.demo');
  const turmas = (await (await request.get('/api/turma', { headers: ana })).json()) as {
    idTurma: string;
    nomeTurma: string;
  }[];
  const girassol = turmas.find((t) => t.nomeTurma === 'Turma Girassol')!;
  const board = (await (
    await request.get(`/api/turma/${girassol.idTurma}/presenca`, { headers: ana })
  ).json()) as {
    criancas: { idDisc: string; nomeDisc: string; pessoas: { tipo: string; id: string }[] }[];
  };
  for (const c of board.criancas) {
    const pessoa = c.pessoas.find((p) => p.tipo === 'responsavel')!;
    const entrada = await request.post(`/api/discente/${c.idDisc}/presenca/entrada`, {
      headers: ana,
      data: { pessoa: { tipo: 'responsavel', id: pessoa.id } },
    });
    expect(entrada.status(), await entrada.text()).toBe(201);
  }
}

test.afterEach(async ({ request }) => {
  await request.delete('/api/test/relogio');
});

test('on a phone the educator records the class’s lunch with one exception, a nap, a nappy, a temperature and a medicine; the father sees them live, acknowledges an incident, and the educator sees it acknowledged', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const dia = schoolDayAhead(3, 4);
  await setClock(request, `${dia}T12:30:00-03:00`);
  await checkInGirassol(request, baseURL);

  // Carlos follows Davi on his dashboard: nothing recorded yet today.
  const carlos = await personPage(browser, 'carlos@lunna.demo');
  await expect(carlos).toHaveURL(/\/pefil-bebe$/);
  await carlos.locator('label', { hasText: 'Davi' }).click();
  await carlos.getByRole('button', { name: 'Continuar' }).click();
  await expect(carlos).toHaveURL(/\/dashboard$/);
  const hoje = carlos.getByRole('region', { name: 'Hoje · Davi' });
  await expect(hoje.getByText('Ainda não há registros de Davi hoje.')).toBeVisible();

  // Ana, on her phone, opens the diary of her class.
  // Without the service worker, the browser's offline switch below reaches the page's requests directly.
  const ana = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })
  ).newPage();
  await signIn(ana, 'ana.professora@lunna.demo');
  await expect(ana).toHaveURL(/\/dashboard$/);
  await ana.getByRole('button', { name: 'Menu' }).click();
  await nav(ana, 'Diário');
  await expect(ana.getByRole('heading', { level: 1, name: 'Diário da turma' })).toBeVisible();
  const criancas = ana.getByRole('region', { name: 'Crianças' });
  const acoes = ana.getByRole('region', { name: 'Registrar' });
  const tile = (nome: string) => criancas.getByRole('button', { name: new RegExp(`^${nome}`) });
  await expect(tile('Davi')).toContainText('Presente');
  await expect(acoes.getByRole('button', { name: 'Refeição' })).toBeDisabled();
  await expectAccessible(ana);

  // Lunch for the whole class: everyone ate everything, except Theo (half).
  await criancas.getByRole('button', { name: 'Todos presentes (3)' }).click();
  await expect(criancas.getByText('3 crianças escolhidas')).toBeVisible();
  await acoes.getByRole('button', { name: 'Refeição' }).click();
  let dialog = ana.getByRole('dialog', { name: /^Refeição · / });
  await dialog.getByRole('radio', { name: 'Almoço' }).check();
  await dialog.getByRole('radio', { name: 'Comeu tudo' }).check();
  await dialog.getByText('Alguém comeu diferente? (exceções)').click();
  await dialog.getByLabel('Theo').selectOption({ label: 'Metade' });
  await expectAccessible(ana);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(ana.getByText(/^Refeição registrado para /)).toBeVisible();

  // A nap for the three of them, from 11:00 to 12:15.
  await acoes.getByRole('button', { name: 'Soneca' }).click();
  dialog = ana.getByRole('dialog', { name: /^Soneca · / });
  await dialog.getByLabel('Começou a dormir às').fill('11:00');
  await dialog.getByLabel('Acordou às').fill('12:15');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  // Davi alone: a nappy, a temperature, and his medicine.
  await criancas.getByRole('button', { name: 'Limpar escolha' }).click();
  await tile('Davi').click();
  await expect(tile('Davi')).toHaveAttribute('aria-pressed', 'true');
  await acoes.getByRole('button', { name: 'Fralda / banheiro' }).click();
  dialog = ana.getByRole('dialog', { name: 'Fralda ou banheiro · Davi' });
  await dialog.getByRole('checkbox', { name: 'Xixi' }).check();
  await dialog.getByRole('checkbox', { name: 'Cocô' }).check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  await acoes.getByRole('button', { name: 'Temperatura' }).click();
  dialog = ana.getByRole('dialog', { name: 'Temperatura · Davi' });
  await dialog.getByLabel('Temperatura (°C)').fill('37,2');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  // A medicine that is not on his record is refused, nothing stored; the one on his record, at its dose, is given.
  await acoes.getByRole('button', { name: 'Remédio' }).click();
  dialog = ana.getByRole('dialog', { name: 'Remédio · Davi' });
  await dialog.getByLabel('Remédio').fill('Paracetamol');
  await dialog.getByLabel('Dose').fill('5');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Remédio não registrado');
  await expect(dialog.getByRole('alert')).toContainText('Este remédio ou esta dose não está na ficha médica');
  await expectAccessible(ana);
  await dialog.getByLabel('Remédio').fill('Loratadina xarope');
  await dialog.getByLabel('Dose').fill('2,5');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(ana.getByText('Remédio registrado para Davi.')).toBeVisible();

  // Carlos's dashboard followed along, without reloading.
  await expect(hoje.getByText('Almoço: Comeu tudo')).toBeVisible();
  await expect(hoje.getByText('Dormiu das 11:00 às 12:15')).toBeVisible();
  await expect(hoje.getByText('Troca de fralda: Xixi, Cocô')).toBeVisible();
  await expect(hoje.locator('article', { hasText: 'Temperatura' }).getByText('37,2 °C')).toBeVisible();
  const dose = hoje.locator('article', { hasText: 'Loratadina xarope, 2,5 ml' });
  await expect(dose.getByText('Dado por Ana Beatriz Rocha')).toBeVisible();
  await expectAccessible(carlos);

  // A fall in the playground: recorded by Ana, Carlos has not read it yet.
  await acoes.getByRole('button', { name: 'Ocorrência' }).click();
  dialog = ana.getByRole('dialog', { name: 'Ocorrência · Davi' });
  await dialog.getByLabel('O que aconteceu?').selectOption({ label: 'Queda' });
  await dialog.getByLabel('Descreva o que aconteceu').fill('Escorregou no escorregador e bateu o joelho.');
  await dialog.getByLabel('Onde').fill('Parquinho');
  await dialog.getByLabel('Primeiros socorros dados').fill('Gelo por 10 minutos; ficou bem.');
  await expectAccessible(ana);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  const daviHoje = ana.getByRole('region', { name: 'Davi Lima Santos' });
  await expect(daviHoje.getByText('Aguardando ciência de: Carlos Lima')).toBeVisible();

  // Carlos sees it at once and says he is aware.
  const incidente = hoje.locator('article', { hasText: 'Queda · Parquinho' }).first();
  await expect(incidente.getByText('Gelo por 10 minutos; ficou bem.')).toBeVisible();
  await incidente.getByRole('button', { name: 'Estou ciente' }).click();
  await expect(incidente.getByText('Você confirmou que está ciente.')).toBeVisible();

  // Ana's page shows it acknowledged.
  await expect(daviHoje.getByText('Ciente: Carlos Lima')).toBeVisible();

  // The connection drops: a mood written now waits on the phone and goes, once, when the connection is back.
  await ana.context().setOffline(true);
  await acoes.getByRole('button', { name: 'Humor e nota' }).click();
  dialog = ana.getByRole('dialog', { name: 'Humor e nota · Davi' });
  await dialog.getByRole('radio', { name: 'Feliz' }).check();
  await dialog.getByLabel('Recado para a família').fill('Brincou muito no parquinho.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(ana.getByText('1 registro aguardando conexão')).toBeVisible();
  await ana.context().setOffline(false);
  await expect(ana.getByText('1 registro aguardando conexão')).toBeHidden({ timeout: 20_000 });
  await expect(hoje.getByText('Brincou muito no parquinho.')).toHaveCount(1);

  // Ana opens Davi's whole day and corrects the temperature, with a reason: no silent edit.
  await daviHoje.getByRole('link', { name: 'Ver o dia todo de Davi' }).click();
  await expect(ana.getByRole('heading', { level: 1, name: 'Diário de Davi' })).toBeVisible();
  await ana.locator('article', { hasText: '37,2 °C' }).getByRole('button', { name: 'Corrigir' }).click();
  dialog = ana.getByRole('dialog', { name: 'Corrigir registro de Davi' });
  await dialog.getByLabel('Motivo da correção').fill('Medido de novo com outro termômetro');
  await dialog.getByLabel('Temperatura (°C)').fill('36,8');
  await expectAccessible(ana);
  await dialog.getByRole('button', { name: 'Salvar correção' }).click();
  await expect(dialog).toBeHidden();
  await expect(ana.locator('article', { hasText: '36,8 °C' }).getByText('Corrigido.')).toBeVisible();
  await expectAccessible(ana);

  // Carlos opens the whole diary: the corrected entry, and a medication authorisation he gives in the app.
  await hoje.getByRole('link', { name: 'Ver diário completo' }).click();
  await expect(carlos.getByRole('heading', { level: 1, name: 'Diário de Davi' })).toBeVisible();
  const corrigida = carlos.locator('article', { hasText: '36,8 °C' });
  await expect(corrigida.getByText('Corrigido.')).toBeVisible();
  await expect(corrigida.getByText('Motivo: Medido de novo com outro termômetro')).toBeVisible();
  await expect(carlos.getByText('37,2 °C')).toHaveCount(0);
  await carlos.getByRole('button', { name: 'Autorizar um remédio para Davi' }).click();
  const form = carlos.getByRole('form', { name: 'Autorizar um remédio para Davi' });
  await form.getByLabel('Remédio').fill('Paracetamol');
  await form.getByLabel('Dose').fill('5');
  await form.getByLabel('Horários').fill('às 10h e às 16h, se tiver febre');
  await form.getByRole('button', { name: 'Enviar autorização' }).click();
  await expect(carlos.getByText('Autorização enviada. Os educadores foram avisados.')).toBeVisible();
  await expect(
    carlos.getByRole('region', { name: 'Autorizações de remédio' }).getByText('Paracetamol'),
  ).toBeVisible();
  await carlos.getByRole('button', { name: 'Semana', exact: true }).click();
  await expect(carlos.getByText(/^De .* a /)).toBeVisible();
  await expectAccessible(carlos);

  // The director's today: Girassol with its children present, and a way into the class's diary.
  const helena = await personPage(browser, 'diretora@lunna.demo');
  await nav(helena, 'Diário');
  await expect(helena.getByRole('heading', { level: 1, name: 'Diário de hoje' })).toBeVisible();
  const girassol = helena.getByRole('article', { name: 'Turma Girassol' });
  await expect(girassol.getByText('3 crianças presentes')).toBeVisible();
  // She moves the families' end-of-day summary to a later time.
  const resumo = helena.getByRole('region', { name: 'Resumo do dia às famílias' });
  await expect(resumo.getByLabel('Horário do resumo')).toHaveValue('17:30');
  await resumo.getByLabel('Horário do resumo').fill('18:15');
  await resumo.getByRole('button', { name: 'Salvar' }).click();
  await expect(resumo.getByText('Horário do resumo salvo: 18:15.')).toBeVisible();
  await expectAccessible(helena);
  await girassol.getByRole('link', { name: 'Abrir o diário da Turma Girassol' }).click();
  await expect(helena.getByRole('heading', { level: 1, name: 'Diário da turma' })).toBeVisible();
  await expect(
    helena.getByRole('region', { name: 'Davi Lima Santos' }).getByText('Ciente: Carlos Lima'),
  ).toBeVisible();

  // Carlos asks Lumi what he would ask at the door; the answers come from the entries Ana made.
  const lumi = carlos.getByRole('link', { name: 'Lumi, a IA da Lunna. Como posso ajudar?' });
  await lumi.click();
  await expect(carlos.getByText('Perguntando sobre Davi')).toBeVisible();
  const pergunta = carlos.getByRole('textbox', { name: 'Sua pergunta para a Lumi' });
  const resposta = () =>
    carlos.getByRole('log', { name: 'Conversa com a Lumi' }).locator('[data-autor="lumi"]').last();
  await pergunta.fill('ele dormiu hoje?');
  await pergunta.press('Enter');
  await expect(resposta()).toContainText('Dormiu das 11:00 às 12:15');
  await pergunta.fill('tomou o remédio?');
  await pergunta.press('Enter');
  await expect(resposta()).toContainText('Loratadina xarope — 2,5 ml');
  await expect(resposta()).toContainText('Ana Beatriz Rocha');
  await expectAccessible(carlos);
});
