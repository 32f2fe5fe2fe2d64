import { expect } from '@playwright/test';
import { test } from './journey';
import { strFromU8, unzipSync } from 'fflate';
import fs from 'node:fs';
import { childrenOf, expectAccessible, personPage } from './support';

// Mariana's consent is switched on and back off, and the director's retention period is changed and
// restored: the demo data is left as found (the access log and the export are records, not settings).

test('a guardian sees who opened the child card, decides consent with history, and downloads her data; the director sets retention', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const lucas = (await childrenOf(request, 'mariana@lunna.demo')).find((c) =>
    c.nomeDisc.startsWith('Lucas'),
  )!;

  // Ana opens Lucas's child card: the access log will show it.
  const ana = await personPage(browser, 'ana.professora@lunna.demo');
  await ana.goto(`/crianca/${lucas.idDisc}`);
  await expect(ana.getByRole('heading', { level: 1, name: 'Lucas Souza Pereira' })).toBeVisible();
  await ana.context().close();

  const mariana = await personPage(browser, 'mariana@lunna.demo');
  await mariana.goto('/configuracao');
  const section = mariana.getByRole('region', { name: 'Privacidade e dados da família' });
  await expect(section).toBeVisible();
  await section.getByRole('radio', { name: 'Lucas' }).check();

  const log = section.getByRole('region', { name: 'Quem acessou os dados' });
  // Opening the card also shows the child's photo (a read of its own): look for the card itself.
  const opened = log.getByRole('listitem').filter({ hasText: 'Viu a ficha da criança' }).first();
  await expect(opened).toContainText('Ana Beatriz Rocha');
  await expect(opened).toContainText('educador(a)');
  await expect(log.getByRole('listitem').first()).toContainText('Ana Beatriz Rocha');
  await expectAccessible(mariana);

  // The assistant: on, then off again (the demo stays as it was), each decision in the history.
  const consents = section.getByRole('region', { name: 'Consentimentos de Lucas' });
  const assistant = consents.getByRole('switch', { name: 'Uso do assistente com um modelo externo' });
  await expect(assistant).not.toBeChecked();
  await assistant.check();
  await expect(assistant).toBeChecked();
  await expect(assistant).toBeEnabled();
  await assistant.uncheck();
  await expect(assistant).not.toBeChecked();
  await expect(assistant).toBeEnabled();
  const history = consents.locator('details').nth(1);
  await history.getByText(/^Histórico/).click();
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Você não permitiu');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Você permitiu');
  await expect(
    consents.getByRole('switch', { name: 'Compartilhar fotos com outras famílias da turma' }),
  ).toBeChecked();
  await expectAccessible(mariana);

  // The export: asked, prepared in the background, downloaded.
  const exportBlock = section.getByRole('region', { name: 'Exportar meus dados' });
  await exportBlock.getByRole('button', { name: 'Exportar meus dados' }).click();
  const link = exportBlock.getByRole('link', { name: /Baixar meus dados/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(exportBlock.getByText(/Disponível até \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expectAccessible(mariana);
  const [download] = await Promise.all([mariana.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^lunna-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const dados = strFromU8(files['dados.json']!);
  expect(dados).toContain('Lucas Souza Pereira');
  expect(dados).not.toContain('Theo');
  expect(Object.keys(files)).toContain('LEIAME.txt');
  await mariana.context().close();

  // The director: a retention period changed and restored.
  const diretora = await personPage(browser, 'diretora@lunna.demo');
  await diretora.goto('/configuracao');
  const retention = diretora.getByRole('region', { name: 'Retenção de dados' });
  const presence = retention.getByLabel('Presenças de anos encerrados (meses)');
  // The chat period says what the nightly job really does with the chat (retencao.service: its messages go).
  const chat = retention.getByLabel('Mensagens do chat (meses)');
  await expect(chat).toHaveAccessibleDescription(
    /Toda noite, as mensagens do chat \(o Geral da escola e as conversas privadas\) enviadas há mais tempo que isso são apagadas para todos/,
  );
  await expect(chat).not.toHaveAccessibleDescription(/ainda não existe/);
  const before = await presence.inputValue();
  await presence.fill('5');
  await retention.getByRole('button', { name: 'Salvar prazos' }).click();
  await expect(retention.getByText('Informe um número inteiro de meses entre 6 e 120')).toBeVisible();
  await presence.fill('36');
  await retention.getByRole('button', { name: 'Salvar prazos' }).click();
  await expect(retention.getByText(/Prazos salvos/)).toBeVisible();
  await expectAccessible(diretora);
  await diretora.reload();
  await expect(retention.getByLabel('Presenças de anos encerrados (meses)')).toHaveValue('36');
  // The diary's period, and that medicines and incidents wait for attendance (retencao.repository.excluirDiario).
  const diario = retention.getByLabel('Diário das crianças (meses)');
  await expect(diario).toHaveAccessibleDescription(/Remédios dados e ocorrências são registros legais/);
  const diarioAntes = await diario.inputValue();
  await diario.fill('30');
  await retention.getByRole('button', { name: 'Salvar prazos' }).click();
  await expect(retention.getByText(/Prazos salvos/)).toBeVisible();
  await diretora.reload();
  await expect(retention.getByLabel('Diário das crianças (meses)')).toHaveValue('30');
  await retention.getByLabel('Diário das crianças (meses)').fill(diarioAntes);
  await retention.getByLabel('Presenças de anos encerrados (meses)').fill(before);
  await retention.getByRole('button', { name: 'Salvar prazos' }).click();
  await expect(retention.getByText(/Prazos salvos/)).toBeVisible();
  await expect(diretora.getByRole('region', { name: 'Privacidade e dados da família' })).toHaveCount(0);
  await diretora.context().close();
});
