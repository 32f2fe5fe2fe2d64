import { expect } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, lastMailTo, signIn } from './support';

test('a guardian recovers the password with the e-mailed code and signs in with the new one', async ({
  page,
  request,
}) => {
  const email = 'patricia@lunna.demo';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Recupere aqui' }).click();
  await expect(page).toHaveURL(/\/redefinirsenha$/);
  await expectAccessible(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();

  const mail = await lastMailTo(email, /redefinir a senha/);
  const code = codeIn(mail);
  expect(code).toBeTruthy();

  // A wrong code first.
  const wrong = code!.startsWith('A') ? 'BBBBB' : 'AAAAA';
  for (let i = 0; i < 5; i++) await page.getByLabel(`Caractere ${i + 1} de 5`).fill(wrong[i]!);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Código invalido/);

  for (let i = 0; i < 5; i++) await page.getByLabel(`Caractere ${i + 1} de 5`).fill(code![i]!);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/alterarsenha$/);
  await expect(page.getByText('Crie uma nova senha de pelo menos 8 caracteres')).toBeVisible();
  // A common password is refused, with the reason, in the chosen language too.
  await page.getByLabel('Senha', { exact: true }).fill('password1');
  await page.getByLabel('Confirmar senha').fill('password1');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(
    page.getByText(
      'Esta senha é fácil de adivinhar. Use uma frase com palavras pouco comuns, números ou símbolos.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Idioma').selectOption('es');
  await expect(
    page.getByText(
      'Esta contraseña es fácil de adivinar. Usa una frase con palabras poco comunes, números o símbolos.',
    ),
  ).toBeVisible();
  await page.getByLabel('Idioma').selectOption('pt-BR');
  await page.getByLabel('Senha', { exact: true }).fill('nova-senha-2026');
  await page.getByLabel('Confirmar senha').fill('nova-senha-2027');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('As senhas nao sao iguais')).toBeVisible();
  await page.getByLabel('Confirmar senha').fill('nova-senha-2026');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/senharedefinida$/);
  await expect(page.getByRole('heading', { name: 'Senha redefinida' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, 'lunna-demo-2026');
  await expect(page.getByRole('alert')).toHaveText(/Usuario ou senha invalido/);
  await signIn(page, email, 'nova-senha-2026');
  await expect(page).toHaveURL(/\/pefil-bebe$/);

  // Give the demo password back through the same API, so the journeys after this one can sign her in.
  expect((await request.post('/api/senha/codigo', { data: { email } })).status()).toBe(202);
  let again: string | undefined;
  await expect
    .poll(async () => {
      again = codeIn(await lastMailTo(email, /redefinir a senha/));
      return again !== code;
    })
    .toBe(true);
  const reset = await request.post('/api/senha/redefinir', {
    data: { email, codigo: again, senha: 'lunna-demo-2026', confirmarSenha: 'lunna-demo-2026' },
  });
  expect(reset.status()).toBe(200);
});

function codeIn(mail: string) {
  return /redefinir a senha (?:é|=C3=A9): ([A-Z2-9]{5})/.exec(mail.replace(/=\r?\n/g, ''))?.[1]; // quoted-printable
}
