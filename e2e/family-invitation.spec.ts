import { expect } from '@playwright/test';
import { test } from './journey';
import { childrenOf, expectAccessible, lastMailTo, personPage, PNG, randomCpf } from './support';

test('a guardian invites a second guardian, who creates an account from the e-mail and sees the child; the director removes that access', async ({
  browser,
  request,
}) => {
  // Four people in their own browsers and an accessibility check on every page and dialog.
  test.setTimeout(150_000);
  const suffix = Date.now().toString().slice(-6);
  const email = `pedro.${suffix}@exemplo.com.br`;
  const lucas = (await childrenOf(request, 'mariana@lunna.demo')).find(
    (c) => c.nomeDisc === 'Lucas Souza Pereira',
  )!;

  // Mariana chooses Lucas, opens his profile and finds the guardians.
  const mariana = await personPage(browser, 'mariana@lunna.demo');
  await mariana.locator('label', { hasText: 'Lucas' }).click();
  await mariana.getByRole('button', { name: 'Continuar' }).click();
  await mariana
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Perfil' })
    .click();
  const section = mariana.getByRole('region', { name: 'Responsáveis' });
  await expect(section.getByText('Mariana Souza')).toBeVisible();
  await expect(section.getByText('(você)')).toBeVisible();
  await expectAccessible(mariana);

  // The invitation dialog: the empty form says what is missing; then Pedro, the father.
  await section.getByRole('button', { name: 'Convidar outro responsável' }).click();
  const dialog = mariana.getByRole('dialog', { name: 'Convidar outro responsável por Lucas' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(dialog.getByText('O email é obrigatorio')).toBeVisible();
  await expect(dialog.getByText('O parentesco é obrigatório')).toBeVisible();
  await expectAccessible(mariana);
  await dialog.getByLabel('E-mail de quem você quer convidar').fill(email);
  await dialog.getByLabel('Parentesco').fill('Pai');
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(`Convite enviado para ${email}.`)).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Convites aguardando resposta' })).toBeVisible();
  await expect(section.getByText(email, { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: `Cancelar o convite para ${email}` })).toBeVisible();
  await expectAccessible(mariana);

  // The e-mail names Mariana, Lucas and the school, and carries the link.
  const mail = (await lastMailTo(email, /convite\?token=/)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  expect(mail).toContain('Mariana Souza');
  const link = mail.match(/https?:\/\/[^\s]+\/convite\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();

  // Pedro opens it signed out: a warm page and the registration form with his e-mail fixed.
  const pedroContext = await browser.newContext();
  const pedro = await pedroContext.newPage();
  await pedro.goto(link!);
  await expect(
    pedro.getByRole('heading', {
      level: 1,
      name: 'Você recebeu um convite para acompanhar Lucas na Creche Lunna Jardim das Flores',
    }),
  ).toBeVisible();
  await expect(
    pedro.getByText('Mariana convidou você para acompanhar Lucas no Lunna', { exact: false }),
  ).toBeVisible();
  await expect(pedro.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await expectAccessible(pedro);
  await pedro.getByRole('button', { name: 'Criar conta e aceitar convite' }).click();
  await expect(pedro.getByText('O nome é obrigatorio')).toBeVisible();
  await expectAccessible(pedro);

  await pedro.getByLabel('Nome', { exact: true }).fill('Pedro Pereira');
  await pedro.getByLabel('CEP', { exact: true }).fill('01310');
  await pedro.getByLabel('Dígito do CEP').fill('100');
  await pedro.getByLabel('UF', { exact: true }).fill('SP');
  await pedro.getByLabel('Rua', { exact: true }).fill('Avenida Paulista, 1000');
  await pedro.getByLabel('Bairro').fill('Bela Vista');
  await pedro.getByLabel('DDD do telefone').fill('11');
  await pedro.getByLabel('Telefone', { exact: true }).fill('932104455');
  await pedro.getByLabel('DDD do celular').fill('11');
  await pedro.getByLabel('Celular', { exact: true }).fill('976543210');
  await pedro.getByLabel('RG', { exact: true }).fill('23.456.789-0');
  await pedro.getByLabel('CPF', { exact: true }).fill(randomCpf());
  await pedro.getByLabel('E-mail secundário').fill(`pedro.rec.${suffix}@exemplo.com.br`);
  await pedro.getByLabel('Senha', { exact: true }).fill('pedro-senha-2026');
  await pedro.getByLabel('Confirmar senha').fill('pedro-senha-2026');
  await pedro.getByLabel('Foto de perfil').setInputFiles(PNG);
  await pedro.getByLabel('Foto do RG ou documento').setInputFiles(PNG);
  await pedro.getByRole('button', { name: 'Criar conta e aceitar convite' }).click();

  // Signed in, on the dashboard, following Lucas.
  await expect(pedro).toHaveURL(/\/dashboard$/);
  await expect(pedro.getByRole('heading', { name: 'Lucas Souza Pereira' })).toBeVisible();
  await expect(pedro.getByText('Pedro Pereira, responsável por Lucas')).toBeVisible();
  await expectAccessible(pedro);

  // The link is used up: opening it again is a friendly dead end.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link!);
  await expect(again.getByRole('heading', { name: 'Este convite não está mais disponível' })).toBeVisible();
  await expectAccessible(again);

  // Mariana's page now lists Pedro, and no pending invitation.
  await mariana.reload();
  await expect(section.getByText('Pedro Pereira')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Convites aguardando resposta' })).toHaveCount(0);

  // The director opens Lucas's profile and removes Pedro's access, after reading what it means.
  const diretora = await personPage(browser, 'diretora@lunna.demo');
  await diretora.goto(`/perfil/${lucas.idDisc}`);
  const staffSection = diretora.getByRole('region', { name: 'Responsáveis' });
  await expect(staffSection.getByText('Pedro Pereira')).toBeVisible();
  await expect(staffSection.getByRole('button', { name: 'Convidar outro responsável' })).toHaveCount(0);
  await expectAccessible(diretora);
  await staffSection.getByRole('button', { name: 'Remover o acesso de Pedro Pereira' }).click();
  const confirm = diretora.getByRole('dialog', { name: 'Remover o acesso de Pedro Pereira?' });
  await expect(
    confirm.getByText('Pedro Pereira deixará de ver Lucas no Lunna', { exact: false }),
  ).toBeVisible();
  await expectAccessible(diretora);
  await confirm.getByRole('button', { name: 'Remover acesso' }).click();
  await expect(confirm).toBeHidden();
  await expect(staffSection.getByText('O acesso de Pedro Pereira a Lucas foi removido.')).toBeVisible();
  await expect(staffSection.getByText('Acesso removido pela escola')).toBeVisible();
  // Mariana is now the only active guardian: nobody else can be removed.
  await expect(staffSection.getByRole('button', { name: /^Remover o acesso de/ })).toHaveCount(0);
  await expectAccessible(diretora);

  // Pedro no longer sees Lucas.
  await pedro.reload();
  await expect(pedro.getByText('Ainda não há crianças ligadas à sua conta.')).toBeVisible();
  await expect(pedro.getByRole('heading', { name: 'Lucas Souza Pereira' })).toHaveCount(0);
  expect((await pedro.request.get(`/api/discente/${lucas.idDisc}`)).status()).toBe(403);
  await expectAccessible(pedro);
});
