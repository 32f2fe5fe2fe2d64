import { expect, type Page } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, personPage, PNG } from './support';

/** A guardian of several children follows one of them (the portal's selected child). */
async function follow(page: Page, child: string) {
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  await page.locator('label', { hasText: child }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const card = (page: Page, heading: string) =>
  page.locator('article', { has: page.getByRole('heading', { name: heading }) });

test('Ana posts an activity with two developed points and opens a poll; Mariana sees the points on “Atividades do Lucas”, votes and sees the result; Patrícia (Alice) sees neither', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString().slice(-5);
  const titulo = `Piquenique das cores ${suffix}`;
  const pergunta = `Qual fruta levamos ao piquenique? (${suffix})`;

  // Ana posts the activity for Turma Girassol, with a photo and two developed points.
  const ana = await personPage(browser, 'ana.professora@lunna.demo');
  ana.on('dialog', (d) => void d.accept());
  await ana.goto('/atividade');
  await expect(ana.getByRole('heading', { level: 1, name: 'Atividades das turmas' })).toBeVisible();
  await expectAccessible(ana);
  await ana.getByRole('button', { name: 'Nova atividade' }).click();
  const nova = ana.getByRole('dialog', { name: 'Nova atividade' });
  await nova.getByRole('button', { name: 'Publicar atividade' }).click();
  await expect(nova.getByText('Campo obrigatorio').first()).toBeVisible();
  await expectAccessible(ana);
  await nova.getByLabel('Turma').selectOption({ label: 'Turma Girassol · Manhã' });
  await nova.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Recreativa' });
  await nova.getByLabel('Título').fill(titulo);
  await nova.getByLabel('Descrição').fill('Piquenique no gramado com frutas coloridas e uma roda de música.');
  await nova.getByRole('checkbox', { name: 'Coordenação Motora' }).check();
  await nova.getByRole('checkbox', { name: 'Autoestima' }).check();
  await nova.getByLabel(/Foto da atividade/).setInputFiles(PNG);
  await nova.getByRole('button', { name: 'Publicar atividade' }).click();
  await expect(nova).toBeHidden();
  const posted = card(ana, titulo);
  await expect(posted.getByRole('button', { name: 'Coordenação Motora' })).toBeVisible();

  // …and opens a poll for the same class.
  await ana.goto('/enquetes');
  await expect(ana.getByRole('heading', { level: 1, name: 'Enquetes das turmas' })).toBeVisible();
  await ana.getByRole('button', { name: 'Nova enquete' }).click();
  const novaEnquete = ana.getByRole('dialog', { name: 'Nova enquete' });
  await novaEnquete.getByLabel('Turma').selectOption({ label: 'Turma Girassol · Manhã' });
  await novaEnquete.getByLabel('Pergunta').fill(pergunta);
  for (const [i, fruta] of ['Melancia', 'Uva', 'Banana', 'Manga'].entries())
    await novaEnquete.getByLabel(`Opção ${i + 1}`).fill(fruta);
  const fim = await novaEnquete.getByLabel('Início').inputValue();
  await novaEnquete.getByLabel('Fim').fill(fim);
  await novaEnquete.getByLabel('Cor do cartão').selectOption({ label: 'Verde' });
  await expectAccessible(ana);
  await novaEnquete.getByRole('button', { name: 'Abrir enquete' }).click();
  await expect(novaEnquete).toBeHidden();
  await expect(card(ana, pergunta).getByText('Nenhum voto ainda')).toBeVisible();
  await expectAccessible(ana);

  // Mariana follows Lucas: the activity is on 'Atividades do Lucas' with its two points.
  const mariana = await personPage(browser, 'mariana@lunna.demo');
  await follow(mariana, 'Lucas');
  await mariana.goto('/perfil');
  await mariana.getByRole('link', { name: 'Atividades do Lucas' }).click();
  await expect(mariana).toHaveURL(/\/atividade$/);
  const atividade = card(mariana, titulo);
  await expect(atividade.getByText(/^Atividade do dia: \d{2}\/\d{2}$/)).toBeVisible();
  await expect(atividade.getByRole('button', { name: 'Coordenação Motora' })).toBeVisible();
  await expect(atividade.getByRole('button', { name: 'Autoestima' })).toBeVisible();
  await expect(atividade.getByRole('button', { name: 'Autoconfiança' })).toHaveCount(0);
  await expectAccessible(mariana);
  await atividade.getByRole('button', { name: 'Autoestima' }).click();
  const overlay = mariana.getByRole('dialog', { name: 'Autoestima' });
  await expect(overlay.getByText('Sentir-se querido e capaz', { exact: false })).toBeVisible();
  await expect(overlay.getByRole('heading', { name: `Na atividade “${titulo}”` })).toBeVisible();
  await expect(overlay.getByRole('img', { name: titulo })).toBeVisible();
  await expectAccessible(mariana);
  await overlay.getByRole('button', { name: 'Voltar' }).click();
  await expect(overlay).toBeHidden();

  // The dashboard's "recreativas" card lands on the filtered list.
  await mariana.goto('/atividade?tipo=linguistica');
  await expect(mariana.getByRole('heading', { name: 'Atividades linguísticas' })).toBeVisible();
  await expect(card(mariana, titulo)).toHaveCount(0);
  await mariana.getByRole('link', { name: 'Recreativas' }).click();
  await expect(card(mariana, titulo)).toBeVisible();

  // She votes for Lucas and sees the results.
  await mariana
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Enquetes' })
    .click();
  await expect(mariana).toHaveURL(/\/enquetes$/);
  const enquete = card(mariana, pergunta);
  await expect(enquete.getByText('votos no total')).toHaveCount(0);
  await enquete.getByRole('button', { name: 'Votar' }).click();
  await expect(enquete.getByText('Escolha uma opção')).toBeVisible();
  await enquete.getByRole('radio', { name: 'Uva' }).check();
  await expectAccessible(mariana);
  await enquete.getByRole('button', { name: 'Votar' }).click();
  await expect(enquete.getByText('1 voto no total')).toBeVisible();
  await expect(enquete.getByText('seu voto')).toBeVisible();
  await expect(
    enquete.getByRole('listitem').filter({ hasText: 'Uva' }).getByText('1 voto (100%)'),
  ).toBeVisible();
  await expectAccessible(mariana);
  // 'Enquetes Passadas' (the banner's tab): closed polls with their results.
  await mariana
    .getByRole('navigation', { name: 'Páginas da criança' })
    .getByRole('link', { name: 'Enquetes Passadas' })
    .click();
  await expect(mariana).toHaveURL(/\/enquetes\/passadas$/);
  await expect(
    card(mariana, 'Qual passeio a turma deve fazer no mês que vem?').getByText('3 votos no total'),
  ).toBeVisible();
  await expect(card(mariana, pergunta)).toHaveCount(0);
  await expectAccessible(mariana);

  // Ana sees the vote counted.
  await ana.reload();
  await expect(card(ana, pergunta).getByText('1 voto no total')).toBeVisible();

  // Patrícia follows Alice (Turma Beija-flor): neither the activity nor the poll.
  const patricia = await personPage(browser, 'patricia@lunna.demo');
  await follow(patricia, 'Alice');
  await patricia.goto('/atividade');
  await expect(patricia.getByRole('heading', { name: 'Atividades do Alice' })).toBeVisible();
  await expect(patricia.locator('article').first()).toBeVisible();
  await expect(card(patricia, titulo)).toHaveCount(0);
  await expectAccessible(patricia);
  await patricia.goto('/enquetes');
  await expect(
    patricia.getByRole('heading', { name: 'Qual o melhor horário para a reunião de pais?' }),
  ).toBeVisible();
  await expect(card(patricia, pergunta)).toHaveCount(0);
  await expectAccessible(patricia);

  // Ana deletes what she posted, leaving the demo as it was.
  await card(ana, pergunta).getByRole('button', { name: 'Excluir enquete' }).click();
  await expect(card(ana, pergunta)).toHaveCount(0);
  await ana.goto('/atividade');
  await card(ana, titulo).getByRole('button', { name: 'Excluir atividade' }).click();
  await expect(card(ana, titulo)).toHaveCount(0);
});
