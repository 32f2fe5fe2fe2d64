import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './journey';
import { cpfFromBase } from '@lunna/contract';
import { PNG, expectAccessible, personPage, randomCpf } from './support';

async function answer(page: Page | Locator, question: string, value: 'Sim' | 'Não') {
  await page.getByRole('group', { name: question }).getByLabel(value, { exact: true }).check();
}

/** The signed-in guardian adds a child through the API (set-up only), as the add-child form does. */
async function addChildByApi(page: Page, nomeDisc: string) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const body = {
    nomeDisc,
    cpfDisc: randomCpf(),
    rgDisc: '44.555.666-7',
    dataNasDisc: '2023-02-10',
    alturaDisc: 85,
    pesoDisc: 11.5,
    deficiencia: null,
  };
  const res = await page.request.post('/api/discente', {
    headers: { 'x-xsrf-token': xsrf },
    multipart: { body: JSON.stringify(body), imgDisc: PNG },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { idDisc: string };
}

const card = (page: Page | Locator, text: string) => page.getByRole('listitem').filter({ hasText: text });

test('a guardian adds a child; it waits for the director, who approves it', async ({ browser }) => {
  const nome = 'Cecília Souza Pereira';
  const mariana = await personPage(browser, 'mariana@lunna.demo');
  await expect(mariana).toHaveURL(/\/pefil-bebe$/);
  await mariana.getByRole('link', { name: 'Adicionar criança' }).click();
  await expect(mariana).toHaveURL(/\/perfil\/nova-crianca$/);
  await expect(mariana.getByRole('heading', { level: 1, name: 'Adicionar criança' })).toBeVisible();

  // Step 1: registration's 'Dados da Criança', for one child.
  await mariana.getByRole('button', { name: 'Próximo' }).click();
  await expect(mariana.getByText('O nome é obrigatorio')).toBeVisible();
  await expect(mariana.getByRole('button', { name: 'Adicionar outra criança' })).toHaveCount(0);
  const child = mariana.getByRole('group', { name: 'Nova criança' });
  await child.getByLabel('Nome da criança').fill(nome);
  await child.getByLabel('Dia').fill('21');
  await child.getByLabel('Mês').fill('08');
  await child.getByLabel('Ano').fill('2024');
  await child.getByLabel('Altura (cm)').fill('78');
  await child.getByLabel('Peso (kg)').fill('9,8');
  await child.getByLabel('CPF da criança').fill(randomCpf());
  await child.getByLabel('RG da criança').fill('55.666.777-8');
  await child.getByLabel('Foto da criança').setInputFiles(PNG);
  await expectAccessible(mariana);
  await mariana.getByRole('button', { name: 'Próximo' }).click();

  // Step 2: medical data and an emergency contact.
  const ficha = mariana.getByRole('group', { name: `Dados médicos de ${nome}` });
  await expect(ficha).toBeVisible();
  await ficha.getByLabel('Cartão SUS').fill('898001160663333');
  await answer(ficha, 'Possui plano de saúde?', 'Não');
  await answer(ficha, 'A criança é PCD (pessoa com deficiência)?', 'Não');
  await answer(ficha, 'Faz algum tratamento?', 'Não');
  await answer(ficha, 'Toma algum medicamento?', 'Não');
  await answer(ficha, 'Tem alergia a algum alimento?', 'Sim');
  await ficha.getByLabel('Alimentos alergênicos').fill('Kiwi');
  const contato = mariana.getByRole('group', { name: 'Contato de emergência 1' });
  await contato.getByLabel('Nome do contato').fill('Rosa Souza');
  await contato.getByLabel('Parentesco').fill('Avó');
  await contato.getByLabel('DDD do telefone').fill('11');
  await contato.getByLabel('Telefone', { exact: true }).fill('933335555');
  await contato.getByLabel('DDD do celular').fill('11');
  await contato.getByLabel('Celular', { exact: true }).fill('966664444');
  await expectAccessible(mariana);
  await mariana.getByRole('button', { name: 'Enviar para a escola' }).click();

  await expect(mariana.getByRole('heading', { name: 'Enviado para a escola' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    mariana.getByText(
      `Enviado para a escola. Assim que a direção aprovar, ${nome} aparece para os educadores.`,
    ),
  ).toBeVisible();
  await expectAccessible(mariana);
  await mariana.getByRole('link', { name: 'Voltar para as crianças' }).click();
  const pickerCard = mariana.locator('label', { hasText: 'Cecília' });
  await expect(pickerCard).toContainText('Aguardando aprovação');
  await expect(mariana.locator('label', { hasText: 'Lucas' })).not.toContainText('Aguardando aprovação');
  await expectAccessible(mariana);

  // The director sees the request with the child's photo, age and guardian, and approves it.
  const diretora = await personPage(browser, 'diretora@lunna.demo');
  await diretora.goto('/solicitacoes');
  await expect(diretora.getByRole('heading', { level: 1, name: 'Solicitações' })).toBeVisible();
  const pending = diretora.getByRole('region', { name: /Aguardando sua decisão/ });
  const request = card(pending, nome);
  await expect(request).toContainText('Nova criança');
  await expect(request).toContainText('nasceu em 21/08/2024');
  await expect(request).toContainText('Adicionada por Mariana Souza');
  await expect(request.locator('img')).toHaveCount(1);
  await expectAccessible(diretora);
  await request.getByRole('button', { name: `Aprovar o pedido de ${nome}` }).click();
  await expect(
    diretora.getByText(`Pronto: ${nome} agora faz parte da escola e já pode entrar numa turma.`),
  ).toBeVisible();
  await expect(card(pending, nome)).toHaveCount(0);
  await expect(card(diretora.getByRole('region', { name: 'Decididos recentemente' }), nome)).toContainText(
    'Aprovado',
  );
  await expectAccessible(diretora);

  // The school's children now include her; the family no longer sees the pending label.
  const resumo = (await (await diretora.request.get('/api/discente/resumo')).json()) as {
    nomeDisc: string;
  }[];
  expect(resumo.map((d) => d.nomeDisc)).toContain(nome);
  await mariana.reload();
  await expect(mariana.locator('label', { hasText: 'Cecília' })).toBeVisible();
  await expect(mariana.locator('label', { hasText: 'Cecília' })).not.toContainText('Aguardando aprovação');
});

test('refusing a new child asks first and deletes it', async ({ browser }) => {
  const nome = 'Bento Souza Pereira';
  const mariana = await personPage(browser, 'mariana@lunna.demo');
  const { idDisc } = await addChildByApi(mariana, nome);
  await mariana.reload();
  await expect(mariana.locator('label', { hasText: 'Bento' })).toContainText('Aguardando aprovação');

  const diretora = await personPage(browser, 'diretora@lunna.demo');
  await diretora.goto('/solicitacoes');
  await card(diretora.getByRole('region', { name: /Aguardando sua decisão/ }), nome)
    .getByRole('button', { name: `Recusar o pedido de ${nome}` })
    .click();
  const dialog = diretora.getByRole('dialog', { name: `Recusar a entrada de ${nome}?` });
  await expect(dialog).toContainText('serão apagados');
  await dialog.getByLabel('Motivo').fill('Não temos vaga para esta idade neste semestre.');
  await expectAccessible(diretora);
  await dialog.getByRole('button', { name: 'Recusar pedido' }).click();
  await expect(dialog).toBeHidden();
  await expect(diretora.getByText(`Pedido de ${nome} recusado. A família foi avisada.`)).toBeVisible();
  const decided = card(diretora.getByRole('region', { name: 'Decididos recentemente' }), nome);
  await expect(decided).toContainText('Recusado');
  await expect(decided).toContainText('Motivo: Não temos vaga para esta idade neste semestre.');

  expect((await mariana.request.get(`/api/discente/${idDisc}`)).status()).toBe(404);
  await mariana.reload();
  await expect(mariana.locator('label', { hasText: 'Bento' })).toHaveCount(0);
});

test('a guardian asks to change the CPF; the director refuses and nothing changes', async ({ browser }) => {
  const carlosCpf = cpfFromBase('276519034');
  const carlos = await personPage(browser, 'carlos@lunna.demo');
  await carlos.goto('/meus-dados');
  const section = carlos.getByRole('region', { name: 'CPF' });
  await expect(section.getByText(carlosCpf)).toBeVisible();

  const field = section.getByLabel('Novo CPF');
  const submit = section.getByRole('button', { name: 'Pedir alteração' });
  await field.fill(carlosCpf);
  await submit.click();
  await expect(section.getByText('O novo CPF é igual ao atual')).toBeVisible();
  await field.fill(cpfFromBase('389104726')); // Patrícia's
  await submit.click();
  await expect(section.getByText('CPF já cadastrado')).toBeVisible();
  await field.fill('123.456.789-00');
  await submit.click();
  await expect(section.getByText('CPF invalido')).toBeVisible();

  const novo = randomCpf();
  await field.fill(novo);
  await submit.click();
  await expect(section.getByText('Aguardando confirmação da direção')).toBeVisible();
  await expect(section).toContainText(`Novo CPF pedido: ${novo}`);
  await expectAccessible(carlos);

  const diretora = await personPage(browser, 'diretora@lunna.demo');
  await diretora.goto('/solicitacoes');
  const request = card(diretora.getByRole('region', { name: /Aguardando sua decisão/ }), 'Carlos Lima');
  await expect(request).toContainText('Alteração de CPF');
  await expect(request).toContainText(carlosCpf);
  await expect(request).toContainText(novo);
  await request.getByRole('button', { name: 'Recusar o pedido de Carlos Lima' }).click();
  const dialog = diretora.getByRole('dialog', { name: 'Recusar a alteração de CPF de Carlos Lima?' });
  await dialog.getByLabel('Motivo').fill('Traga o documento na secretaria.');
  await dialog.getByRole('button', { name: 'Recusar pedido' }).click();
  await expect(diretora.getByText('Pedido de Carlos Lima recusado. A família foi avisada.')).toBeVisible();
  await expectAccessible(diretora);

  await carlos.reload();
  await expect(section.getByText(carlosCpf)).toBeVisible();
  await expect(section.getByText('Aguardando confirmação da direção')).toHaveCount(0);
  await expect(section).toContainText(`A direção não confirmou a alteração para ${novo}`);
  await expect(section).toContainText('Motivo: Traga o documento na secretaria.');
  await expectAccessible(carlos);
});
