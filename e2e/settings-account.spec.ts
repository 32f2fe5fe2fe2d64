import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, lastMailTo, registerFamily, signIn } from './support';

// A family of its own (registerFamily) changes its user ID, password and e-mail, ends a session opened in
// another browser and finally deletes the account. The demo accounts are only looked at ('mariana' is taken).

async function signedInElsewhere(browser: Browser, email: string, senha: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, senha);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

test('account settings: user ID, password, e-mail, sessions, the password asked again, and deleting the account', async ({
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const family = await registerFamily(request);
  const page = await signedInElsewhere(browser, family.email, family.senha);

  await page.goto('/configuracao');
  const email = page.locator('#email');
  await expect(email.getByRole('heading', { name: 'E-mail' })).toBeVisible();
  await expect(email.getByText(family.email)).toBeVisible();
  await expectAccessible(page);

  // User ID: a demo handle is taken, a new one is free, and it is saved.
  const ids = page.locator('#id-usuario');
  await ids.getByRole('button', { name: 'Alterar ID de usuário' }).click();
  const field = ids.getByLabel('ID de usuário');
  await field.fill('mariana');
  await expect(ids.getByText('Em uso')).toBeVisible();
  const handle = `familia.${Date.now() % 1_000_000}`;
  await field.fill(handle);
  await expect(ids.getByText('Disponível')).toBeVisible();
  await expectAccessible(page);
  await ids.getByRole('button', { name: 'Salvar' }).click();
  await expect(ids.getByText('ID de usuário salvo.')).toBeVisible();
  await expect(ids.getByText(`@${handle}`)).toBeVisible();

  // Password: the current one first; then the new one signs in (in another browser).
  const senha = page.locator('#senha');
  await senha.getByRole('button', { name: 'Alterar senha' }).click();
  // A common password is refused, with the reason.
  await senha.getByLabel('Senha atual').fill(family.senha);
  await senha.getByLabel('Nova senha', { exact: true }).fill('12345678');
  await senha.getByLabel('Confirmar nova senha').fill('12345678');
  await senha.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(
    senha.getByText(
      'Esta senha é fácil de adivinhar. Use uma frase com palavras pouco comuns, números ou símbolos.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await senha.getByLabel('Senha atual').fill('nao-e-a-senha');
  const novaSenha = 'outra-senha-da-familia';
  await senha.getByLabel('Nova senha', { exact: true }).fill(novaSenha);
  await senha.getByLabel('Confirmar nova senha').fill(novaSenha);
  await senha.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(senha.getByText('A senha atual está incorreta')).toBeVisible();
  await senha.getByLabel('Senha atual').fill(family.senha);
  await senha.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(senha.getByText(/Senha alterada/)).toBeVisible();
  const other = await signedInElsewhere(browser, family.email, novaSenha);

  // E-mail: a code goes to the new address; typed back, it becomes the sign-in e-mail.
  const novoEmail = `novo.${family.email}`;
  await email.getByRole('button', { name: 'Alterar e-mail' }).click();
  await email.getByLabel('Novo e-mail').fill(novoEmail);
  await email.getByLabel('Senha atual').fill(novaSenha);
  await email.getByRole('button', { name: 'Enviar código' }).click();
  await expect(email.getByText(/Enviamos um código de 6 dígitos para/)).toBeVisible();
  await expectAccessible(page);
  const mail = await lastMailTo(novoEmail, /Configura/);
  const codigo = /^(\d{6})\r?$/m.exec(mail)?.[1];
  expect(codigo).toBeTruthy();
  await email.getByLabel('Código').fill(codigo!);
  await email.getByRole('button', { name: 'Verificar' }).click();
  await expect(email.getByText(`Pronto! Seu e-mail agora é ${novoEmail}`)).toBeVisible();
  await expect(email.getByText(novoEmail, { exact: true })).toBeVisible();

  // Sessions: this browser and the other one; 'Sair' on the other ends it.
  await page.reload();
  const sessions = page.locator('#sessoes');
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('Esta sessão')).toHaveCount(1);
  await expectAccessible(page);
  await sessions.getByRole('button', { name: /^Sair da sessão/ }).click();
  await expect(sessions.getByText('Sessão encerrada.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/login/);
  await other.context().close();

  // Setting up a second factor needs the password typed in the last 10 minutes. Eleven minutes later a
  // dialog asks for it; once confirmed, the action goes on by itself.
  const clock = await playwright.request.newContext({ baseURL });
  expect(
    (
      await clock.put('/api/test/relogio', {
        data: { agora: new Date(Date.now() + 11 * 60_000).toISOString() },
      })
    ).ok(),
  ).toBe(true);
  await clock.dispose();
  const security = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await security.getByRole('button', { name: 'Configurar aplicativo' }).click();
  const reauth = page.getByRole('dialog', { name: 'Confirme sua senha' });
  await expect(reauth).toBeVisible();
  await expect(reauth.getByLabel('Sua senha')).toBeFocused();
  await expectAccessible(page);
  await reauth.getByLabel('Sua senha').fill('nao-e-a-senha');
  await reauth.getByRole('button', { name: 'Confirmar' }).click();
  await expect(reauth.getByText('Senha incorreta')).toBeVisible();
  await reauth.getByLabel('Sua senha').fill(novaSenha);
  await reauth.getByRole('button', { name: 'Confirmar' }).click();
  await expect(reauth).toBeHidden();
  await expect(
    security.getByRole('img', { name: 'QR code para adicionar o Lunna ao aplicativo autenticador' }),
  ).toBeVisible();

  // Deleting the account: the password is asked; a wrong one is refused.
  const danger = page.locator('#sair-excluir');
  await danger.getByRole('button', { name: 'Excluir conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Senha').fill('nao-e-a-senha');
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(dialog.getByText('Senha incorreta')).toBeVisible();
  await dialog.getByLabel('Senha').fill(novaSenha);
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(page.getByText('Sua conta foi excluída e a escola foi avisada.')).toBeVisible();
  // The landing page (it may drop the `?conta=excluida` the portal adds).
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(\?conta=excluida)?$/);

  await page.context().close();

  // Gone: signing in is refused.
  const later = await (await browser.newContext()).newPage();
  await signIn(later, novoEmail, novaSenha);
  await expect(later.getByRole('alert')).toHaveText(/Usuario ou senha invalido/);
  await expect(later).toHaveURL(/\/login$/);
  await later.context().close();
});

test('staff see "Sair" and a note instead of deleting their account; "Sair" really ends the session', async ({
  browser,
}) => {
  const page = await signedInElsewhere(browser, 'bruno.professor@lunna.demo', 'lunna-demo-2026');
  await page.goto('/configuracao');
  const danger = page.locator('#sair-excluir');
  await expect(
    danger.getByText('Contas da equipe da escola são encerradas pela direção da escola.', { exact: false }),
  ).toBeVisible();
  await expect(danger.getByRole('button', { name: 'Excluir conta' })).toHaveCount(0);
  await expect(page.locator('#id-usuario').getByText('@bruno.professor')).toBeVisible();
  await expectAccessible(page);
  await danger.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/configuracao');
  await expect(page).toHaveURL(/\/login/);
  await page.context().close();
});
