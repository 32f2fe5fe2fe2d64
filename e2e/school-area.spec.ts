import { expect, request as apiRequest } from '@playwright/test';
import { test } from './journey';
import { DEMO_PASSWORD, expectAccessible, registerFamily, signIn } from './support';

const DIRECTOR = 'diretora@lunna.demo';

/**
 * The director's bearer token, signed in from a context of its own (its session cookie would make the
 * family's registration in the shared `request` context a cookie request without the CSRF header).
 */
async function directorToken(baseURL: string | undefined): Promise<string> {
  const own = await apiRequest.newContext({ baseURL });
  await own.get('/api/health');
  const login = await own.post('/api/responsavel/login-responsavel', {
    data: { email: DIRECTOR, senha: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await own.dispose();
  return token;
}

test.describe('Minha escola', () => {
  let original: Record<string, unknown> | null = null;

  // The e2e server is shared by every journey of a run: leave the demo school as it was found.
  test.afterAll(async ({ request, baseURL }) => {
    if (!original) return;
    const auth = { authorization: `Bearer ${await directorToken(baseURL)}` };
    const { nome, cnpj, telefone, email, endereco } = original as Record<string, string | null>;
    const res = await request.put('/api/gestor/escola', {
      headers: auth,
      data: {
        nome,
        cnpj: cnpj ?? '',
        telefone: telefone ?? '',
        email: email ?? '',
        endereco: endereco ?? '',
        aprovarVinculos: false,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  });

  test('the director edits the school, sees the plan and a receipt, and approves a family that registered with the school code', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const auth = { authorization: `Bearer ${await directorToken(baseURL)}` };
    original = (await (await request.get('/api/gestor/escola', { headers: auth })).json()) as Record<
      string,
      unknown
    >;

    await signIn(page, DIRECTOR);
    await page.getByRole('link', { name: 'Minha escola' }).first().click();
    await expect(page).toHaveURL(/\/escola$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Minha escola' })).toBeVisible();

    // The school's data: the phone is saved and still there after a reload.
    const dados = page.locator('#dados');
    await dados.getByLabel('Telefone').fill('(11) 4002-8922');
    await dados.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(dados.getByText('Dados da escola salvos.')).toBeVisible();
    await page.reload();
    await expect(page.locator('#dados').getByLabel('Telefone')).toHaveValue('(11) 4002-8922');

    // The subscription and its receipt.
    const assinatura = page.locator('#assinatura');
    await expect(assinatura.getByText('Sementinha')).toBeVisible();
    await expect(assinatura.getByText('Anual')).toBeVisible();
    await expect(assinatura.getByText(/alunos ativos de 450 do plano/)).toBeVisible();
    const recibos = page.locator('#recibos');
    await expect(recibos.getByText('Plano Sementinha · Anual')).toBeVisible();
    await expect(recibos.getByText(/R\$\s?8\.640/)).toBeVisible();

    // The code and its registration link.
    const codigo = page.locator('#codigo');
    await expect(codigo.getByTestId('codigo-escola')).toHaveText('LUNNA1');
    await expect(codigo.getByLabel('Link de cadastro')).toHaveValue(/\/cadastro\?escola=LUNNA1$/);
    await expectAccessible(page);

    // New families now wait for the director.
    const approval = codigo.getByRole('switch', { name: 'Aprovar novas famílias' });
    await expect(approval).not.toBeChecked();
    await approval.check();
    await expect(codigo.getByText('Novas famílias agora aguardam a sua aprovação.')).toBeVisible();
    await expect(approval).toBeChecked();

    const family = await registerFamily(request, {
      nomeResp: 'Otávio Aguardando',
      nomeDisc: 'Lia Aguardando',
      semTurma: true,
    });

    // The family sees a calm message instead of the child.
    const guardian = await (await browser.newContext()).newPage();
    await signIn(guardian, family.email, family.senha);
    await expect(guardian.getByText('Seu cadastro está aguardando a aprovação da escola.')).toBeVisible();
    await expectAccessible(guardian);
    await guardian.getByRole('link', { name: 'Ir para o portal' }).click();
    await expect(
      guardian.getByRole('heading', { name: 'Seu cadastro está aguardando a aprovação da escola' }),
    ).toBeVisible();
    await expect(guardian.getByText('Lia Aguardando')).toHaveCount(0);
    await expectAccessible(guardian);

    // The director approves it in Famílias; pending families come first.
    await page.goto('/dashboard');
    await page.goto('/escola#familias');
    const familias = page.locator('#familias');
    const pendentes = familias.getByRole('list', { name: 'Famílias aguardando aprovação' });
    await expect(pendentes.getByText('Otávio Aguardando')).toBeVisible();
    await expectAccessible(page);
    await pendentes
      .getByRole('button', { name: 'Aprovar Otávio Aguardando para acompanhar Lia Aguardando' })
      .click();
    await expect(familias.getByText('Otávio Aguardando agora acompanha Lia Aguardando.')).toBeVisible();
    await expect(
      familias.getByRole('list', { name: 'Responsáveis com acesso' }).getByText('Otávio Aguardando'),
    ).toBeVisible();

    // Now the family follows the child.
    await guardian.reload();
    await expect(guardian.getByRole('heading', { name: 'Lia Aguardando' })).toBeVisible();
    await expect(guardian.getByText('Seu cadastro está aguardando a aprovação da escola')).toHaveCount(0);

    // Approval back off, the phone back as it was.
    await page.goto('/escola#codigo');
    const approvalAgain = page.locator('#codigo').getByRole('switch', { name: 'Aprovar novas famílias' });
    await approvalAgain.uncheck();
    await expect(
      page.locator('#codigo').getByText('Novas famílias têm acesso assim que concluem o cadastro.'),
    ).toBeVisible();
    await page
      .locator('#dados')
      .getByLabel('Telefone')
      .fill(String(original.telefone ?? ''));
    await page.locator('#dados').getByRole('button', { name: 'Salvar dados' }).click();
    await expect(page.locator('#dados').getByText('Dados da escola salvos.')).toBeVisible();
  });

  test('only the direction reaches it: an educator gets a polite message', async ({ page }) => {
    await signIn(page, 'ana.professora@lunna.demo');
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/escola');
    await expect(page.getByText('Esta área é só para a direção da escola.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible();
    await expectAccessible(page);
  });
});
