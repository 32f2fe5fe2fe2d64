import { expect } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, lastMailTo, personPage } from './support';

const ESCOLA = 'Creche Lunna Jardim das Flores';

test('the director invites an educator with a class, who sets a password, signs in and sees it; deactivated, they can no longer sign in', async ({
  browser,
}) => {
  // Two people in their own browsers and an accessibility check on every page and dialog.
  test.setTimeout(120_000);
  const suffix = Date.now().toString().slice(-6);
  const email = `carla.${suffix}@exemplo.com.br`;
  const nome = `Carla Dias ${suffix}`;
  const senha = 'senha-da-carla-1';

  // The director opens Minha escola and finds the staff.
  const diretora = await personPage(browser, 'diretora@lunna.demo');
  await diretora.goto('/escola');
  const equipe = diretora.getByRole('region', { name: 'Equipe' });
  await expect(equipe.getByText('Ana Beatriz Rocha')).toBeVisible();
  // Other journeys may have given Ana more classes by now: Girassol is among them.
  await expect(equipe.getByText(/^Turmas: .*Turma Girassol/)).toBeVisible();
  await expect(equipe.getByText('(você)')).toBeVisible();
  await expectAccessible(diretora);

  // The invitation dialog: the empty form says what is missing; then Carla, for Turma Beija-flor.
  await equipe.getByRole('button', { name: 'Convidar educador' }).click();
  const dialog = diretora.getByRole('dialog', { name: 'Convidar para a equipe' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Turma Beija-flor' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(dialog.getByText('O nome é obrigatorio')).toBeVisible();
  await expectAccessible(diretora);
  await dialog.getByLabel('Nome completo').fill(nome);
  await dialog.getByLabel('E-mail').fill(email);
  await expect(dialog.getByRole('radio', { name: 'Educador(a)' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Turma Beija-flor' }).check();
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(dialog).toBeHidden();
  await expect(equipe.getByText(`Convite enviado para ${email}.`)).toBeVisible();
  await expect(equipe.getByRole('heading', { name: 'Convites aguardando resposta' })).toBeVisible();
  await expect(equipe.getByRole('button', { name: `Cancelar convite para ${email}` })).toBeVisible();
  await expectAccessible(diretora);

  // The e-mail carries the one-time link.
  const mail = (await lastMailTo(email, /convite-equipe\?token=/))
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = mail.match(/https?:\/\/[^\s]+\/convite-equipe\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  const linkPath = new URL(link!).pathname + new URL(link!).search;

  // Carla opens it: a welcome with her name, e-mail and role, and chooses a password.
  const carla = await (await browser.newContext()).newPage();
  await carla.goto(linkPath);
  await expect(carla.getByRole('heading', { level: 1, name: `Boas-vindas à ${ESCOLA}` })).toBeVisible();
  await expect(carla.getByText(nome)).toBeVisible();
  await expect(carla.getByText(email)).toBeVisible();
  await expect(carla.getByText('Educador(a)')).toBeVisible();
  await expectAccessible(carla);
  // A common password is refused, with the reason.
  await carla.getByLabel('Senha', { exact: true }).fill('qwertyuiop');
  await carla.getByLabel('Confirmar senha').fill('qwertyuiop');
  await carla.getByRole('button', { name: 'Criar minha conta' }).click();
  await expect(
    carla.getByText(
      'Esta senha é fácil de adivinhar. Use uma frase com palavras pouco comuns, números ou símbolos.',
    ),
  ).toBeVisible();
  await carla.getByLabel('Senha', { exact: true }).fill(senha);
  await carla.getByLabel('Confirmar senha').fill('outra-senha-9');
  await carla.getByRole('button', { name: 'Criar minha conta' }).click();
  await expect(carla.getByText('As senhas nao sao iguais')).toBeVisible();
  await expectAccessible(carla);
  await carla.getByLabel('Confirmar senha').fill(senha);
  await carla.getByRole('button', { name: 'Criar minha conta' }).click();
  await expect(carla.getByRole('heading', { level: 1, name: 'Sua conta está pronta' })).toBeVisible();
  await expect(carla.getByText(`Entre com ${email}`, { exact: false })).toBeVisible();
  await expectAccessible(carla);

  // She signs in on the same login page as everybody and finds her class.
  await carla.getByRole('link', { name: 'Entrar' }).click();
  await expect(carla).toHaveURL(/\/login$/);
  await carla.getByLabel('E-mail').fill(email);
  await carla.getByLabel('Senha').fill(senha);
  await carla.getByRole('button', { name: 'Login' }).click();
  await expect(carla).not.toHaveURL(/\/login$/);
  await expect(carla.getByRole('heading', { name: 'Turma Beija-flor' })).toBeVisible();
  await expect(carla.getByRole('heading', { name: 'Turma Girassol' })).toHaveCount(0);

  // The link worked once: opening it again says so calmly.
  const again = await (await browser.newContext()).newPage();
  await again.goto(linkPath);
  await expect(
    again.getByRole('heading', { level: 1, name: 'Este convite não está mais disponível' }),
  ).toBeVisible();
  await expect(again.getByRole('link', { name: 'Ir para o login' })).toBeVisible();
  await expectAccessible(again);

  // The director sees Carla with her class, and deactivates her.
  await diretora.reload();
  const membro = equipe.getByRole('listitem').filter({ hasText: email });
  await expect(membro.getByText('Turmas: Turma Beija-flor')).toBeVisible();
  await membro.getByRole('button', { name: `Desativar a conta de ${nome}` }).click();
  const confirm = diretora.getByRole('dialog', { name: `Desativar a conta de ${nome}?` });
  await expect(confirm).toBeVisible();
  await expectAccessible(diretora);
  await confirm.getByRole('button', { name: 'Desativar conta' }).click();
  await expect(confirm).toBeHidden();
  await expect(equipe.getByText(`A conta de ${nome} foi desativada.`)).toBeVisible();
  await expect(membro.getByText('Desativada')).toBeVisible();
  await expect(membro.getByText('Turmas: Turma Beija-flor')).toBeVisible();
  await expectAccessible(diretora);

  // Carla's session ended at once, and signing in again is refused with a clear message.
  await carla.reload();
  await expect(carla).toHaveURL(/\/login$/);
  await carla.getByLabel('E-mail').fill(email);
  await carla.getByLabel('Senha').fill(senha);
  await carla.getByRole('button', { name: 'Login' }).click();
  await expect(carla.getByRole('alert')).toHaveText('Esta conta foi desativada pela direção da escola');
  await expectAccessible(carla);
});
