import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './journey';
import { cnpjFromBase } from '@lunna/contract';
import { E2E_DATA_DIR } from './playwright.config';
import { expectAccessible, lastMailTo, signIn } from './support';

/*
 * A school subscribes online: the landing page's plan, the checkout with the sandbox provider (approve,
 * decline, cancel), the director's invitation, and the director inviting an educator.
 */

test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

const NEW_PASSWORD = 'girassol-2026';

type School = {
  nomeEscola: string;
  cnpj: string;
  nomeDiretor: string;
  emailDiretor: string;
  numeroAlunos: string;
};

/** A school no other run has used: random CNPJ (valid check digits) and e-mail. */
function newSchool(): School {
  const n = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  return {
    nomeEscola: `Escola Girassol ${n}`,
    cnpj: cnpjFromBase(`${n}0001`),
    nomeDiretor: 'Helena Prado',
    emailDiretor: `helena.${n}@girassol.test`,
    numeroAlunos: '120',
  };
}

/** How many e-mails the server has sent to `to` so far (none means nothing was granted). */
function mailsTo(to: string): number {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml') && fs.readFileSync(path.join(dir, f), 'utf8').includes(`To: ${to}`))
    .length;
}

/** The invitation link in the newest staff-invitation e-mail to `to`, as a path on this server. */
async function invitationLink(to: string): Promise<string> {
  const mail = (await lastMailTo(to, /convite-equipe\?token=/)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = mail.match(/https?:\/\/[^\s"<>]+\/convite-equipe\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'invitation link in the e-mail').toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function cookiesAlreadyAnswered(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('consentimentoCookies'))
      localStorage.setItem('consentimentoCookies', 'recusado');
  });
}

async function fillSchool(page: Page, school: School) {
  await page.getByLabel('Nome da escola').fill(school.nomeEscola);
  await page.getByLabel('CNPJ').fill(school.cnpj.replace(/\D/g, ''));
  await page.getByLabel('Número de alunos').fill(school.numeroAlunos);
  await page.getByLabel('Nome do diretor').fill(school.nomeDiretor);
  await page.getByLabel('E-mail do diretor').fill(school.emailDiretor);
}

/** The main area's text and the values of its fields (the school's name may be in an editable field). */
const shownIn = (page: Page) =>
  page
    .getByRole('main')
    .evaluate((main) =>
      [main.textContent ?? '', ...Array.from(main.querySelectorAll('input'), (input) => input.value)].join(
        '\n',
      ),
    );

const title = (page: Page) => page.getByRole('heading', { level: 1 });
/** The h1's text with the non-breaking space Intl puts after R$ made plain. */
const titleText = async (page: Page) => (await title(page).textContent())?.replace(/\u00a0/g, ' ');
const sandbox = (page: Page) =>
  page.getByRole('region', { name: 'Ambiente de testes: nenhum valor é cobrado' });

/** Straight to the checkout of a plan, as after 'Assinar'. */
async function openCheckout(page: Page, plano: string) {
  await page.goto(`/pagamento?plano=${plano}`);
  await expect(page.getByLabel('Nome da escola')).toBeVisible();
}

/** Someone who received a staff invitation sets a password on /convite-equipe and signs in. */
async function acceptInvitation(browser: Browser, email: string, nomeEscola: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(await invitationLink(email));
  await expect(title(page)).toContainText(nomeEscola);
  await expectAccessible(page);
  await page.getByLabel('Senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Criar minha conta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sua conta está pronta' })).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

test('a visitor subscribes to Brincadeira, the director signs in and invites an educator, who sees the school', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const school = newSchool();
  await cookiesAlreadyAnswered(page);

  // The landing page's plan cards come from the server; 'Assinar' remembers only which plan.
  await page.goto('/#planos');
  const plans = page.locator('#planos');
  const assinar = plans.getByRole('link', { name: 'Assinar o plano Brincadeira' });
  await expect(assinar).toBeVisible();
  await expect(plans.getByRole('article', { name: 'Brincadeira' })).toContainText(
    'Relatórios de presença em CSV',
  );
  await expectAccessible(page);
  await assinar.click();
  await expect(page).toHaveURL(/\/pagamento\?plano=brincadeira$/);
  expect(await page.evaluate(() => ({ ...localStorage }))).toMatchObject({ planoEscolhido: 'brincadeira' });
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain('1440');

  // The spec's title and subtitle, priced by the server's plan, and the periods with their saving.
  await expect.poll(() => titleText(page)).toBe('Plano Brincadeira mensal por R$ 1.440,00');
  await expect(page.getByText('Economize com o nosso plano semestral')).toBeVisible();
  const periods = page.getByRole('group', { name: 'Período do plano' });
  await expect(periods.getByText('Economize 20% (R$ 3.456,00)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');
  await expectAccessible(page);

  await periods.getByRole('radio', { name: /Anual/ }).check();
  await expect.poll(() => titleText(page)).toBe('Plano Brincadeira anual por R$ 13.824,00');
  await fillSchool(page, school);
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();

  // The sandbox stands in for the provider and says so.
  await expect(sandbox(page)).toBeVisible();
  await expect(sandbox(page)).toContainText('Plano Brincadeira anual');
  await expectAccessible(page);
  await sandbox(page).getByRole('button', { name: 'Aprovar pagamento' }).click();

  // The completion screen, exactly as the spec has it, and where the director's invitation went.
  await expect(page.getByRole('heading', { level: 1, name: 'Assinatura completa' })).toBeVisible();
  await expect(
    page.getByText('Você já pode desfrutar dos seus benefícios! Entre com a sua conta e faça login.'),
  ).toBeVisible();
  await expect(page.getByText(school.emailDiretor)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Efetuar login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The director follows the e-mail, sets a password, signs in and opens 'Minha escola'.
  const director = await acceptInvitation(browser, school.emailDiretor, school.nomeEscola);
  await director.getByRole('link', { name: 'Minha escola' }).click();
  await expect(director).toHaveURL(/\/escola$/);
  await expect.poll(() => shownIn(director)).toContain(school.nomeEscola);
  await expectAccessible(director);

  // She invites an educator.
  const educator = { nome: 'Rafael Lima', email: school.emailDiretor.replace('helena.', 'rafael.') };
  await director.getByRole('button', { name: 'Convidar educador' }).click();
  const dialog = director.getByRole('dialog', { name: 'Convidar para a equipe' });
  await dialog.getByLabel('Nome completo').fill(educator.nome);
  await dialog.getByLabel('E-mail').fill(educator.email);
  await dialog.getByRole('radio', { name: 'Educador(a)' }).check();
  await expectAccessible(director);
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(director.getByText(`Convite enviado para ${educator.email}.`)).toBeVisible();

  // The educator follows their e-mail, sets a password, signs in and is in the school.
  const teacher = await acceptInvitation(browser, educator.email, school.nomeEscola);
  await expect(teacher).toHaveURL(/\/dashboard$/);
  await expect.poll(() => shownIn(teacher)).toContain(school.nomeEscola);
  await expectAccessible(teacher);
});

test('a declined payment says nothing was charged, keeps the details and can be tried again', async ({
  page,
}) => {
  const school = newSchool();
  await openCheckout(page, 'sementinha');
  await fillSchool(page, school);
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await sandbox(page).getByRole('button', { name: 'Recusar pagamento' }).click();

  await expect(page.getByRole('alert')).toContainText('O pagamento não foi aprovado. Nada foi cobrado.');
  await expect(sandbox(page)).toHaveCount(0);
  await expect(page.getByLabel('Nome da escola')).toHaveValue(school.nomeEscola);
  await expect(page.getByLabel('E-mail do diretor')).toHaveValue(school.emailDiretor);
  expect(mailsTo(school.emailDiretor), 'no school, no invitation').toBe(0);
  await expectAccessible(page);

  // Trying again opens a new order, which can be approved.
  await page.getByRole('button', { name: 'Tentar de novo' }).click();
  await sandbox(page).getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assinatura completa' })).toBeVisible();
  await invitationLink(school.emailDiretor);
  expect(mailsTo(school.emailDiretor)).toBe(1);
});

test('a cancelled payment says so, charges nothing, and the back arrow leads to the landing page', async ({
  page,
}) => {
  const school = newSchool();
  await cookiesAlreadyAnswered(page);
  await openCheckout(page, 'brincadeira');
  await fillSchool(page, school);
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await sandbox(page).getByRole('button', { name: 'Cancelar' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Pagamento cancelado. Nada foi cobrado.' }),
  ).toBeVisible();
  await expect(sandbox(page)).toHaveCount(0);
  await expect(page.getByLabel('CNPJ')).toHaveValue(school.cnpj);
  await expect(page.getByRole('button', { name: 'Tentar de novo' })).toBeEnabled();
  expect(mailsTo(school.emailDiretor)).toBe(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#planos')).toBeAttached();
});

test('the school must fit the plan: too many students, a wrong CNPJ and a taken e-mail are shown at their fields', async ({
  page,
}) => {
  const school = newSchool();
  await openCheckout(page, 'sementinha');
  await fillSchool(page, {
    ...school,
    numeroAlunos: '451',
    cnpj: school.cnpj.replace(/\d$/, (d) => String((Number(d) + 1) % 10)),
  });
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(
    page.getByText('O plano Sementinha atende até 450 alunos. Para mais alunos, escolha outro plano.'),
  ).toBeVisible();
  await expect(page.getByLabel('Número de alunos')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('CNPJ invalido')).toBeVisible();
  await expect(sandbox(page)).toHaveCount(0);
  await expectAccessible(page);

  // Within the limit and with the right CNPJ, the server still refuses an e-mail that is already an account.
  await page.getByLabel('Número de alunos').fill('450');
  await page.getByLabel('CNPJ').fill(school.cnpj);
  await page.getByLabel('E-mail do diretor').fill('diretora@lunna.demo');
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(page.getByLabel('E-mail do diretor')).toHaveAttribute('aria-invalid', 'true');
  await expect(sandbox(page)).toHaveCount(0);

  // Crescer is priced per student: the price follows the number typed.
  await openCheckout(page, 'crescer');
  await expect.poll(() => titleText(page)).toBe('Plano Crescer mensal por R$ 961,00');
  await page.getByLabel('Número de alunos').fill('1200');
  await expect.poll(() => titleText(page)).toBe('Plano Crescer mensal por R$ 1.200,00');
  await page.getByLabel('Número de alunos').fill('100');
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(page.getByText('O plano Crescer é para escolas com mais de 960 alunos.')).toBeVisible();
});

test("the landing page keeps the plan cards' place while they load, and offers to try again if they fail", async ({
  page,
}) => {
  await cookiesAlreadyAnswered(page);
  const plans = page.locator('#planos');
  await page.route('**/api/planos?*', (route) => route.abort());
  await page.goto('/#planos');
  await expect(plans.getByText('Não conseguimos carregar os planos agora.')).toBeVisible();
  await expect(plans.getByRole('link', { name: /^Assinar/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.unroute('**/api/planos?*');
  await plans.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(plans.getByRole('link', { name: /^Assinar o plano/ })).toHaveCount(3);
  await expect(plans.getByRole('article', { name: 'Sementinha' })).toContainText('R$ 900');
});
