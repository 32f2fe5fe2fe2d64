import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './journey';
import type { DiscenteEdicao, DiscenteRead } from '@lunna/contract';
import { DEMO_PASSWORD, expectAccessible, personPage } from './support';

type Item = {
  idCardapio: string;
  data: string;
  refeicao: string;
  horario: string;
  prato: string;
  alergenos: string[];
  ilustracao: string;
};
type Semana = { semana: string; hoje: string; dias: { data: string; refeicoes: Item[] }[] };

async function bearer(request: APIRequestContext, email: string) {
  await request.get('/api/health');
  const login = await request.post('/api/responsavel/login-responsavel', {
    data: { email, senha: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** The PUT body that puts the record back exactly as it was read. */
function bodyOf(d: DiscenteRead): DiscenteEdicao {
  const f = d.fichaMed!;
  return {
    nomeDisc: d.nomeDisc,
    dataNasDisc: d.dataNasDisc,
    alturaDisc: d.alturaDisc,
    pesoDisc: d.pesoDisc,
    deficiencia: d.deficiencia,
    fichaMed: {
      numCartSus: f.numCartSus,
      planSaud: f.planSaud,
      cuidados: f.cuidados,
      remedios: f.remedios,
      comidasAlergicas: f.comidasAlergicas,
      descTratamento: f.descTratamento,
      qtdHoraMed: f.qtdHoraMed,
      qtdMed: f.qtdMed,
      endereco: f.endereco,
    },
    contato: d.contato.map(({ idContato, nome, parentesco, numeroTelefone, numeroCelular }) => ({
      idContato,
      nome,
      parentesco,
      numeroTelefone,
      numeroCelular,
    })),
  };
}

/** The value shown beside a label of the profile. */
const item = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

test('a guardian adds camarão and a medication with hours between doses; the profile, its recent changes, the menu flag and the educator’s card show it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Each person signs in from a context of their own (a second sign-in would ride on the first one's cookie).
  const api = (await browser.newContext()).request;
  const asMariana = await bearer(api, 'mariana@lunna.demo');
  const asDiretora = await bearer((await browser.newContext()).request, 'diretora@lunna.demo');
  const lucas = (
    (await (await api.get('/api/discente', { headers: asMariana })).json()) as DiscenteRead[]
  ).find((c) => c.nomeDisc.startsWith('Lucas'))!;
  // The menu day the guardian's page opens on: today on a school day, the shown week's Monday on a weekend.
  const semana = (await (await api.get('/api/cardapio', { headers: asDiretora })).json()) as Semana;
  const weekday = new Date(`${semana.hoje}T12:00:00Z`).getUTCDay();
  const dia = weekday === 0 || weekday === 6 ? semana.semana : semana.hoje;
  const almocoAntes = semana.dias.find((d) => d.data === dia)?.refeicoes.find((r) => r.refeicao === 'almoco');

  try {
    const mariana = await personPage(browser, 'mariana@lunna.demo');
    await mariana.goto(`/perfil/${lucas.idDisc}`);
    await expect(mariana.getByRole('heading', { level: 2, name: 'Alterações recentes' })).toBeVisible();
    await expect(item(mariana, 'Alimentos alergênicos')).toHaveText('Amendoim');
    await expectAccessible(mariana);

    // The last emergency contact cannot be removed: the button is disabled and says why.
    await mariana.getByRole('button', { name: 'Editar Contatos de emergência' }).click();
    let dialog = mariana.getByRole('dialog', { name: 'Editar perfil de Lucas' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Remover contato 2' }).click();
    await expect(dialog.getByRole('button', { name: 'Remover contato 1' })).toBeDisabled();
    await expect(
      dialog.getByText(
        'A criança precisa de pelo menos um contato de emergência: adicione outro antes de remover este.',
      ),
    ).toBeVisible();
    await expectAccessible(mariana);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    const contatos = mariana.getByRole('region', { name: 'Contatos de emergência' });
    await expect(contatos.getByText('Rosa Souza')).toBeVisible();
    await expect(contatos.getByText('Pedro Pereira')).toBeVisible();

    // The edit: a new allergy and a new medication with its dose and the hours between doses.
    await mariana.getByRole('button', { name: 'Editar perfil' }).click();
    dialog = mariana.getByRole('dialog', { name: 'Editar perfil de Lucas' });
    await expect(dialog.getByRole('group', { name: 'Dados da criança' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Alimentos alergênicos' }).fill('Amendoim, camarão');
    const meds = dialog.getByRole('group', { name: 'Medicamentos', exact: true });
    await meds.getByRole('radio', { name: 'Sim' }).check();
    await meds.getByRole('textbox', { name: 'Medicamentos', exact: true }).fill('Antialérgico (xarope)');
    await meds.getByRole('textbox', { name: 'Quantidade por dose' }).fill('5');
    const horas = meds.getByRole('textbox', { name: /Intervalo entre doses/ });
    // Inline validation, the registration's rule and message.
    await horas.fill('oito');
    await horas.blur();
    await expect(meds.getByText('Valor invalido')).toBeVisible();
    await horas.fill('8');
    await horas.blur();
    await expect(meds.getByText('Valor invalido')).toHaveCount(0);
    await expectAccessible(mariana);
    await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(mariana.getByText('Perfil atualizado.')).toBeVisible();

    for (const reload of [false, true]) {
      if (reload) await mariana.reload();
      await expect(item(mariana, 'Alimentos alergênicos')).toHaveText('Amendoim, camarão');
      const medicamentos = mariana.getByRole('region', { name: 'Medicamentos' });
      await expect(medicamentos.getByText('Antialérgico (xarope)')).toBeVisible();
      await expect(medicamentos.getByText('a cada 8 horas')).toBeVisible();
      const recentes = mariana.getByRole('region', { name: 'Alterações recentes' });
      const ultima = recentes.getByRole('listitem').first();
      await expect(ultima.getByText('Ficha médica')).toBeVisible();
      await expect(ultima.getByText(/Mariana Souza \(Responsável\)/)).toBeVisible();
      await expect(ultima.getByRole('listitem').filter({ hasText: 'Alergias:' })).toContainText(
        /Amendoim →(para)? Amendoim, camarão/,
      );
      await expect(ultima.getByRole('listitem').filter({ hasText: 'Medicamentos:' })).toContainText(
        /Nenhum →(para)? Antialérgico \(xarope\)/,
      );
      await expect(ultima.getByRole('listitem').filter({ hasText: 'Intervalo entre doses:' })).toContainText(
        'a cada 8 horas',
      );
    }
    await expectAccessible(mariana);

    // The day's menu: the director posts a shrimp risotto; Lucas's family sees it flagged.
    const posted = await api.put('/api/cardapio', {
      headers: asDiretora,
      data: {
        data: dia,
        refeicao: 'almoco',
        horario: '10:00',
        prato: 'Risoto de camarão',
        alergenos: ['crustaceos'],
        ilustracao: 'arroz_feijao',
      },
    });
    expect(posted.ok()).toBe(true);
    await mariana.goto('/pefil-bebe');
    await mariana.locator('label', { hasText: 'Lucas' }).click();
    await mariana.getByRole('button', { name: 'Continuar' }).click();
    await expect(mariana).toHaveURL(/\/dashboard$/);
    await mariana.goto('/cardapio');
    await expect(mariana.getByText('Alergias na ficha de Lucas: amendoim e crustáceos.')).toBeVisible();
    const almoco = mariana.locator('article', {
      has: mariana.getByRole('heading', { name: 'Almoço', exact: true }),
    });
    await expect(almoco.getByText('Risoto de camarão')).toBeVisible();
    await expect(almoco.getByText('Contém crustáceos — Lucas tem alergia')).toBeVisible();
    await expectAccessible(mariana);

    // The class educator's child card shows the change the same day.
    const ana = await personPage(browser, 'ana.professora@lunna.demo');
    await ana.goto(`/crianca/${lucas.idDisc}`);
    await expect(ana.getByRole('heading', { level: 1, name: 'Lucas Souza Pereira' })).toBeVisible();
    await expect(ana.getByRole('region', { name: 'Alergias e restrições alimentares' })).toContainText(
      /camarão/i,
    );
    await expect(ana.getByRole('region', { name: 'Medicamentos' })).toContainText('Antialérgico (xarope)');
    await expectAccessible(ana);
  } finally {
    // Put the demo back as it was (the journeys share one database).
    const restored = await api.put(`/api/discente/${lucas.idDisc}`, {
      headers: asMariana,
      data: bodyOf(lucas),
    });
    expect(restored.ok()).toBe(true);
    const now = (await (
      await api.get(`/api/discente/${lucas.idDisc}`, { headers: asMariana })
    ).json()) as DiscenteRead;
    expect({ fichaMed: now.fichaMed, contato: now.contato }).toEqual({
      fichaMed: lucas.fichaMed,
      contato: lucas.contato,
    });
    if (almocoAntes) {
      const { idCardapio: _id, ...antes } = almocoAntes;
      await api.put('/api/cardapio', { headers: asDiretora, data: antes });
    } else {
      const now = (
        (await (
          await api.get(`/api/cardapio?semana=${semana.semana}`, { headers: asDiretora })
        ).json()) as Semana
      ).dias
        .find((d) => d.data === dia)
        ?.refeicoes.find((r) => r.refeicao === 'almoco');
      if (now) await api.delete(`/api/cardapio/${now.idCardapio}`, { headers: asDiretora });
    }
  }
});
