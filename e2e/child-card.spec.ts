import { expect, type Page } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, personPage } from './support';

// Read-only journey: it opens pages and changes no data.

const classCard = (page: Page, nomeTurma: string) =>
  page.locator('li', { has: page.getByRole('heading', { name: nomeTurma }) });

test('the class educator sees the allergy badge and opens the child card; the director opens it too; an educator of another class is refused', async ({
  browser,
}) => {
  test.setTimeout(120_000);

  // Ana's home: her class with the health summary, then its children with badges.
  const ana = await personPage(browser, 'ana.professora@lunna.demo');
  const girassol = classCard(ana, 'Turma Girassol');
  await expect(girassol.getByText(/\d+ com alergia/)).toBeVisible();
  const toggle = girassol.getByRole('button', { name: 'Ver crianças da Turma Girassol' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(girassol.getByRole('button', { name: 'Ocultar crianças da Turma Girassol' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const lucasLink = girassol.getByRole('link', { name: /Lucas Souza Pereira/ });
  await expect(lucasLink).toHaveAccessibleName(/Alergia/);
  await expect(lucasLink.getByText('Alergia', { exact: true })).toBeVisible();
  await expect(lucasLink.getByText('Medicamento', { exact: true })).toHaveCount(0);
  await expectAccessible(ana);

  await lucasLink.click();
  await expect(ana).toHaveURL(/\/crianca\/[0-9a-f-]{36}$/);
  const cardUrl = new URL(ana.url()).pathname;
  await expect(ana.getByRole('heading', { level: 1, name: 'Lucas Souza Pereira' })).toBeVisible();
  await expect(ana.getByText(/^\d+ anos?$/)).toBeVisible();
  await expect(ana.getByRole('list', { name: 'Turmas' }).getByText('Turma Girassol')).toBeVisible();

  const alergias = ana.getByRole('region', { name: 'Alergias e restrições alimentares' });
  await expect(alergias.getByText('Amendoim', { exact: true })).toBeVisible();
  await expect(
    ana.getByRole('region', { name: 'Medicamentos' }).getByText('Nenhum medicamento informado'),
  ).toBeVisible();
  await expect(
    ana
      .getByRole('region', { name: 'Cuidados e saúde' })
      .getByText('Usa protetor solar antes das atividades ao ar livre.'),
  ).toBeVisible();
  await expect(
    ana.getByRole('region', { name: 'Em uma emergência' }).getByText('Hospital Infantil Sabará'),
  ).toBeVisible();

  // One tap to call: the emergency contact's mobile and the guardian.
  const contatos = ana.getByRole('region', { name: 'Contatos de emergência' });
  await expect(contatos.getByRole('link', { name: 'Rosa Souza: Celular (11) 98765-0011' })).toHaveAttribute(
    'href',
    'tel:+5511987650011',
  );
  await expect(
    contatos.getByRole('link', { name: 'Pedro Pereira: Telefone (11) 93450-7788' }),
  ).toHaveAttribute('href', 'tel:+5511934507788');
  const responsaveis = ana.getByRole('region', { name: 'Responsáveis' });
  await expect(responsaveis.getByText('Mariana Souza')).toBeVisible();
  await expect(
    responsaveis.getByRole('link', { name: 'Mariana Souza: Celular (11) 98888-7777' }),
  ).toHaveAttribute('href', 'tel:+5511988887777');

  // Who may pick Lucas up: his guardians, and nobody else in the demo data.
  const busca = ana.getByRole('region', { name: 'Quem pode buscar' });
  await expect(busca.getByText('Os responsáveis podem buscar', { exact: false })).toBeVisible();
  await expect(busca.getByText('Nenhuma outra pessoa autorizada.')).toBeVisible();

  // No identity numbers on the card.
  await expect(ana.locator('main').getByText(/\bCPF\b|\bRG\b/)).toHaveCount(0);
  await expectAccessible(ana);

  // Back to the class list.
  await ana.getByRole('link', { name: 'Voltar para as turmas' }).click();
  await expect(ana).toHaveURL(/\/dashboard$/);

  // The director opens the same card.
  const diretora = await personPage(browser, 'diretora@lunna.demo');
  await diretora.goto(cardUrl);
  await expect(diretora.getByRole('heading', { level: 1, name: 'Lucas Souza Pereira' })).toBeVisible();
  await expect(
    diretora
      .getByRole('region', { name: 'Alergias e restrições alimentares' })
      .getByText('Amendoim', { exact: true }),
  ).toBeVisible();
  await expectAccessible(diretora);

  // Bruno teaches another class: typing the address shows the forbidden message, no card.
  const bruno = await personPage(browser, 'bruno.professor@lunna.demo');
  await bruno.goto(cardUrl);
  await expect(bruno.getByRole('heading', { level: 1, name: 'Acesso não permitido' })).toBeVisible();
  await expect(bruno.getByText('Lucas Souza Pereira')).toHaveCount(0);
  await expect(bruno.getByText('Amendoim')).toHaveCount(0);
  await expectAccessible(bruno);

  // An address that names no child says so.
  await bruno.goto('/crianca/00000000-0000-4000-8000-000000000000');
  await expect(bruno.getByRole('heading', { level: 1, name: 'Criança não encontrada' })).toBeVisible();
  await expectAccessible(bruno);
});
