import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './journey';
import { cpfFromBase } from '@lunna/contract';
import { PNG, expectAccessible, lastMailTo, randomCpf, signIn } from './support';

const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/locales');
/** The weak-password message as the portal's catalogue words it in `lang`. */
const weakPassword = (lang: string): string =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, `${lang}.json`), 'utf8')).validation.senhaFraca;

type Child = {
  nome: string;
  dia: string;
  mes: string;
  ano: string;
  altura: string;
  peso: string;
  cpf: string;
  rg: string;
};

async function fillGuardian(page: Page, g: { cpf: string; email: string; senha: string; nome: string }) {
  await page.getByLabel('Código da escola').fill('LUNNA1');
  await page.getByLabel('Nome', { exact: true }).fill(g.nome);
  await page.getByLabel('CEP', { exact: true }).fill('04101');
  await page.getByLabel('Dígito do CEP', { exact: true }).fill('000');
  await page.getByLabel('UF', { exact: true }).fill('SP');
  await page.getByLabel('Rua', { exact: true }).fill('Rua das Palmeiras, 45');
  await page.getByLabel('Bairro', { exact: true }).fill('Vila Mariana');
  await page.getByLabel('DDD do telefone', { exact: true }).fill('11');
  await page.getByLabel('Telefone', { exact: true }).fill('933334444');
  await page.getByLabel('DDD do celular', { exact: true }).fill('11');
  await page.getByLabel('Celular', { exact: true }).fill('988887777');
  await page.getByLabel('RG', { exact: true }).fill('33.444.555-6');
  await page.getByLabel('CPF', { exact: true }).fill(g.cpf);
  await page.getByLabel('E-mail', { exact: true }).fill(g.email);
  await page.getByLabel('E-mail secundário').fill(`rec.${g.email}`);
  await page.getByLabel('Senha', { exact: true }).fill(g.senha);
  await page.getByLabel('Confirmar senha').fill(g.senha);
  await page.getByRole('button', { name: 'Enviar foto de perfil e RG' }).click();
  const dialog = page.getByRole('dialog', { name: 'Envie sua foto de perfil e o RG' });
  await dialog.getByLabel('Foto de perfil').setInputFiles(PNG);
  await dialog.getByLabel('Foto do RG ou documento').setInputFiles({ ...PNG, name: 'rg.png' });
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog).toBeHidden();
}

async function fillChild(section: Locator, c: Child) {
  await section.getByLabel('Nome da criança').fill(c.nome);
  await section.getByLabel('Dia').fill(c.dia);
  await section.getByLabel('Mês').fill(c.mes);
  await section.getByLabel('Ano').fill(c.ano);
  await section.getByLabel('Altura (cm)').fill(c.altura);
  await section.getByLabel('Peso (kg)').fill(c.peso);
  await section.getByLabel('CPF da criança').fill(c.cpf);
  await section.getByLabel('RG da criança').fill(c.rg);
  await section.getByLabel('Foto da criança').setInputFiles(PNG);
}

async function answer(section: Locator, question: string, value: 'Sim' | 'Não') {
  await section.getByRole('group', { name: question }).getByLabel(value, { exact: true }).check();
}

test('a new guardian registers two children with two emergency contacts, signs in and sees every value entered', async ({
  page,
}) => {
  const stamp = Date.now();
  const guardian = {
    nome: 'Renata Oliveira',
    cpf: randomCpf(),
    email: `renata.${stamp}@exemplo.com.br`,
    senha: 'renata-segura-9',
  };
  const children: Child[] = [
    {
      nome: 'Miguel Oliveira',
      dia: '10',
      mes: '04',
      ano: '2022',
      altura: '95,5',
      peso: '14,2',
      cpf: randomCpf(),
      rg: '11.222.333-1',
    },
    {
      nome: 'Helena Oliveira',
      dia: '03',
      mes: '01',
      ano: '2024',
      altura: '80',
      peso: '10.5',
      cpf: randomCpf(),
      rg: '11.222.333-2',
    },
  ];

  await page.goto('/cadastro');
  await expect(page.getByRole('heading', { name: 'Dados do Responsável' })).toBeVisible();
  await expectAccessible(page);

  // Step 1: required-field messages first, then the real data.
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('O nome é obrigatorio')).toBeVisible();
  await fillGuardian(page, guardian);

  // A common password is refused before anything is sent, with the reason, in each of the four languages.
  await page.getByLabel('Senha', { exact: true }).fill('senha123');
  await page.getByLabel('Confirmar senha').fill('senha123');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText(weakPassword('pt-BR'))).toBeVisible();
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  for (const [lang, name] of [
    ['en', 'English'],
    ['es', 'Español'],
    ['fr', 'Français'],
    ['pt-BR', 'Português'],
  ] as const) {
    // The switcher's own label follows the page's language.
    await page.getByRole('combobox', { name: /^(Idioma|Language|Langue)$/ }).selectOption({ label: name });
    await expect(page.getByText(weakPassword(lang))).toBeVisible();
  }
  await page.getByLabel('Senha', { exact: true }).fill(guardian.senha);
  await page.getByLabel('Confirmar senha').fill(guardian.senha);
  await page.getByRole('button', { name: 'Próximo' }).click();

  // Step 2: two children.
  await expect(page.getByRole('heading', { name: 'Dados da Criança' })).toBeVisible();
  await fillChild(page.getByRole('group', { name: 'Criança 1' }), children[0]!);
  await page.getByRole('button', { name: 'Adicionar outra criança' }).click();
  await fillChild(page.getByRole('group', { name: 'Criança 2' }), children[1]!);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Próximo' }).click();

  // Step 3: medical data per child and two emergency contacts.
  await expect(page.getByRole('heading', { name: 'Dados da Medicos' })).toBeVisible();
  const miguel = page.getByRole('group', { name: 'Dados médicos de Miguel Oliveira' });
  await miguel.getByLabel('Cartão SUS').fill('898001160661111');
  await miguel.getByRole('button', { name: 'Enviar foto do cartão SUS' }).click();
  const susDialog = page.getByRole('dialog', { name: 'Envie a foto do cartão SUS' });
  await susDialog.getByLabel('Foto do cartão SUS (opcional)').setInputFiles({ ...PNG, name: 'sus.png' });
  await susDialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(susDialog).toBeHidden();
  await answer(miguel, 'Possui plano de saúde?', 'Sim');
  await miguel.getByLabel('Nome do plano de saúde').fill('Plano Sorriso');
  await answer(miguel, 'A criança é PCD (pessoa com deficiência)?', 'Não');
  await answer(miguel, 'Faz algum tratamento?', 'Não');
  await answer(miguel, 'Toma algum medicamento?', 'Sim');
  await miguel.getByLabel('Medicamentos', { exact: true }).fill('Antialérgico xarope');
  await miguel.getByLabel('Intervalo entre doses (horas)').fill('8');
  await miguel.getByLabel('Quantidade por dose').fill('5');
  await answer(miguel, 'Tem alergia a algum alimento?', 'Sim');
  await miguel.getByLabel('Alimentos alergênicos').fill('Castanhas');
  await miguel.getByLabel('Nome do hospital').fill('Hospital da Criança');
  await miguel.getByLabel('Cuidados específicos').fill('Precisa de protetor solar');

  const helena = page.getByRole('group', { name: 'Dados médicos de Helena Oliveira' });
  await helena.getByLabel('Cartão SUS').fill('898001160662222');
  await answer(helena, 'Possui plano de saúde?', 'Não');
  await answer(helena, 'A criança é PCD (pessoa com deficiência)?', 'Sim');
  await helena.getByLabel('Tipo de deficiência').selectOption({ label: 'Visual' });
  await answer(helena, 'Faz algum tratamento?', 'Sim');
  await helena.getByLabel('Descrição do tratamento').fill('Estimulação visual semanal');
  await answer(helena, 'Toma algum medicamento?', 'Não');
  await answer(helena, 'Tem alergia a algum alimento?', 'Não');

  const contact1 = page.getByRole('group', { name: 'Contato de emergência 1' });
  await contact1.getByLabel('Nome do contato').fill('Cida Oliveira');
  await contact1.getByLabel('Parentesco').fill('Avó');
  await contact1.getByLabel('DDD do telefone').fill('11');
  await contact1.getByLabel('Telefone', { exact: true }).fill('944445555');
  await contact1.getByLabel('DDD do celular').fill('11');
  await contact1.getByLabel('Celular', { exact: true }).fill('977776666');
  await page.getByRole('button', { name: 'Adicionar outro contato' }).click();
  const contact2 = page.getByRole('group', { name: 'Contato de emergência 2' });
  await contact2.getByLabel('Nome do contato').fill('Jorge Oliveira');
  await contact2.getByLabel('Parentesco').fill('Tio');
  await contact2.getByLabel('DDD do telefone').fill('21');
  await contact2.getByLabel('Telefone', { exact: true }).fill('933332222');
  await contact2.getByLabel('DDD do celular').fill('21');
  await contact2.getByLabel('Celular', { exact: true }).fill('911112222');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Próximo' }).click();

  // Step 4.
  await expect(page.getByRole('heading', { name: 'Cadastro concluído' })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  // "Continuar" goes straight into the portal: registration left the guardian signed in.
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  await expect(page.getByRole('heading', { name: 'Olá, Renata Oliveira!' })).toBeVisible();

  // The confirmation link e-mailed to the new address confirms it.
  const mail = (await lastMailTo(guardian.email)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /(\/confirmar-email\?token=[A-Za-z0-9_%-]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'E-mail confirmado' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Não foi possível confirmar' })).toBeVisible();

  // Sign in (a fresh browser state: sign out of the registration session first).
  await page.context().clearCookies();
  await signIn(page, guardian.email, guardian.senha);
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  await expect(page.getByRole('heading', { name: 'Olá, Renata Oliveira!' })).toBeVisible();
  const picker = page.getByRole('group', { name: 'Qual anjinho você quer acompanhar agora?' });
  await expect(picker.getByRole('radio')).toHaveCount(2);
  await expectAccessible(page);
  await page.locator('label', { hasText: 'Miguel' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('link', { name: 'Perfil', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Miguel Oliveira' })).toBeVisible();
  const value = (label: string) =>
    page
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .first()
      .locator('xpath=following-sibling::dd[1]');
  await expect(value('Data de nascimento')).toHaveText('10/04/2022');
  await expect(value('Idade')).toHaveText(/^\d+ anos$/);
  await expect(value('Altura')).toHaveText('95,5 cm');
  await expect(value('Peso')).toHaveText('14,2 kg');
  await expect(value('Creche')).toHaveText('Creche Lunna Jardim das Flores');
  await expect(value('Cartão SUS')).toHaveText('898001160661111');
  await expect(value('Plano de saúde')).toHaveText('Plano Sorriso');
  await expect(value('PCD')).toHaveText('Não');
  await expect(value('Alimentos alergênicos')).toHaveText('Castanhas');
  await expect(value('Cuidados específicos')).toHaveText('Precisa de protetor solar');
  await expect(value('Medicamentos')).toHaveText('Antialérgico xarope');
  await expect(value('Intervalo entre doses')).toHaveText('a cada 8 horas');
  await expect(value('Nome do hospital')).toHaveText('Hospital da Criança');
  const contacts = page
    .getByRole('region', { name: 'Contatos de emergência' })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'Contatos de emergência' }) }));
  await expect(contacts.first()).toContainText('Cida Oliveira');
  await expect(contacts.first()).toContainText('(11) 97777-6666');
  await expect(contacts.first()).toContainText('Jorge Oliveira');
  await expect(contacts.first()).toContainText('(21) 91111-2222');
  await expectAccessible(page);

  // The second child, with her own record.
  await page.goto('/pefil-bebe');
  await page.locator('label', { hasText: 'Helena' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Helena Oliveira' })).toBeVisible();
  await expect(value('Data de nascimento')).toHaveText('03/01/2024');
  await expect(value('PCD')).toHaveText('Sim');
  await expect(value('Tipo de deficiência')).toHaveText('Visual');
  await expect(value('Tratamento')).toHaveText('Estimulação visual semanal');
  await expect(value('Altura')).toHaveText('80 cm');
  await expect(value('Peso')).toHaveText('10,5 kg');
});

test('a wrong school code, then a CPF already registered, each stop step 1 at their field', async ({
  page,
  request,
}) => {
  const cpf = cpfFromBase('143287650'); // the demo guardian Mariana's CPF
  await page.goto('/cadastro');
  await fillGuardian(page, {
    nome: 'Outra Pessoa',
    cpf,
    email: `outra.${Date.now()}@exemplo.com.br`,
    senha: 'outra-senha-1',
  });
  const codigo = page.getByLabel('Código da escola');
  // Checked on leaving the field, before the rest is sent...
  await codigo.fill('LUNNA9');
  await codigo.press('Tab');
  await expect(page.getByText('Código da escola não encontrado')).toBeVisible();
  await expect(codigo).toHaveAttribute('aria-invalid', 'true');
  // ...and again by "Próximo", which stays on step 1 with the focus on the code.
  await page.getByLabel('Nome', { exact: true }).focus();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Código da escola não encontrado')).toBeVisible();
  await expect(codigo).toHaveAttribute('aria-invalid', 'true');
  await expect(codigo).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Dados do Responsável' })).toBeVisible();
  await expectAccessible(page);

  // Typed in lower case with a space, the right code passes; the registered CPF is the next stop.
  await codigo.fill(' lunna1');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('CPF já cadastrado')).toBeVisible();
  await expect(page.getByText('Código da escola não encontrado')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Dados do Responsável' })).toBeVisible();
  expect((await request.get(`/api/responsavel/cpf/${encodeURIComponent(cpf)}`)).status()).toBe(200);
  await expectAccessible(page);
});
