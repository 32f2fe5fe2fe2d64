import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  request as apiRequest,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { cpfFromBase } from '@lunna/contract';
import { E2E_DATA_DIR, E2E_PORT } from './playwright.config';

export const DEMO_PASSWORD = 'lunna-demo-2026';

/**
 * A given weekday (1 = Monday … 5 = Friday) of the week `weeks` after this one, in the school's time zone
 * (UTC−3). Journeys that plan a day of their own each take a different weekday, so that two of them never
 * land on the same day whatever day of the week the suite runs.
 */
export function schoolDayAhead(weeks: number, weekday: 1 | 2 | 3 | 4 | 5): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + 7 * weeks + (weekday - 1));
  return d.toISOString().slice(0, 10);
}

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page) {
  // Only violations are read: axe then skips detailing every passing node (~10 % of a scan).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export async function signIn(page: Page, email: string, senha = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A page in a browser context of its own, signed in as `email` (each person in their own browser). */
export async function personPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

/** Signs in through the API (for test set-up only) and returns the children the account can read. */
export async function childrenOf(
  request: APIRequestContext,
  email: string,
): Promise<{ idDisc: string; nomeDisc: string }[]> {
  await request.get('/api/health');
  const login = await request.post('/api/responsavel/login-responsavel', {
    data: { email, senha: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token } = await login.json();
  const res = await request.get('/api/discente', { headers: { authorization: `Bearer ${token}` } });
  return res.json();
}

/**
 * The newest e-mail the server sent to `to` (an .eml in its data folder), or the newest whose text matches
 * `about`: a demo guardian also gets notice e-mails from other journeys, so a journey waiting for one
 * particular e-mail names it.
 */
export async function lastMailTo(to: string, about?: RegExp): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  let found: string | undefined;
  await expect
    .poll(() => {
      if (!fs.existsSync(dir)) return undefined;
      // Only complete messages: one being written has a temporary name until it is renamed.
      const files = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse();
      found = files
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
        .find((m) => m.includes(`To: ${to}`) && (!about || about.test(m.replace(/=\r?\n/g, ''))));
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** A valid CPF (check digits computed), different on every call. */
export const randomCpf = (): string =>
  cpfFromBase(String(100_000_000 + Math.floor(Math.random() * 899_999_999)));

/** A small real PNG (the server checks uploads by content and re-encodes them). */
export const PNG = {
  name: 'foto.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The demo director's API, in a context of its own, so the caller's cookies stay whoever the page signed in as. */
async function directorApi(): Promise<APIRequestContext> {
  const baseURL = `http://localhost:${E2E_PORT}`;
  const anonymous = await apiRequest.newContext({ baseURL });
  const login = await anonymous.post('/api/responsavel/login-responsavel', {
    data: { email: 'diretora@lunna.demo', senha: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const token = (await login.json()).token as string;
  await anonymous.dispose();
  return apiRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

/**
 * Puts a child in a class of its own, as the demo director does (a new family sees its class's pages only once
 * its child is in a class, issue 28). A class of its own, so the demo classes' lists stay as other journeys
 * expect them.
 */
export async function putInClass(idDisc: string, nomeDisc: string): Promise<void> {
  const director = await directorApi();
  const created = await director.post('/api/turma', {
    data: {
      nomeTurma: `Turma de ${nomeDisc}`,
      tema: 'laranja-aviso',
      periodo: 'Manhã',
      discentes: [{ idDisc }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await director.dispose();
}

/** The demo director sends a notice to the whole school, as she does from the notice flow. */
export async function sendSchoolNotice(tituloAviso: string, conteudoAviso: string): Promise<void> {
  const director = await directorApi();
  const sent = await director.post('/api/aviso', {
    data: { tituloAviso, conteudoAviso, importancia: 'Normal', idTurma: null },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await director.dispose();
}

/**
 * A new family of its own, registered through the API (for journeys that change or erase an account, so
 * the demo families stay as they are): a guardian of the demo school with one child, registration done, the
 * child in a class of its own (`semTurma: true` leaves it waiting for one, as a family just registered is).
 * Returns the credentials and the bearer token; the browser signs in with `email` and `senha`.
 */
export async function registerFamily(
  request: APIRequestContext,
  opts: { nomeResp?: string; nomeDisc?: string; semTurma?: boolean } = {},
) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const email = `familia.${n}@exemplo.com.br`;
  const senha = 'senha-da-familia-1';
  await request.get('/api/health');
  const guardian = await request.post('/api/responsavel', {
    multipart: {
      body: JSON.stringify({
        codigoEscola: 'LUNNA1',
        nomeResp: opts.nomeResp ?? 'Renata Nova',
        cpfResp: randomCpf(),
        rgResp: '12.345.678-9',
        emailResp: email,
        emailRecResp: `rec.${n}@exemplo.com.br`,
        senha,
        contato: { numeroTel: '11933334444', numeroCel: '11988887777' },
        enderecoResp: { rua: 'Rua das Flores, 10', bairro: 'Centro', cep: '01001-000', uf: 'SP' },
      }),
      ftPerfilResp: PNG,
      ftRgResp: PNG,
    },
  });
  expect(guardian.status(), await guardian.text()).toBe(201);
  const { token } = (await guardian.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const child = await request.post('/api/discente', {
    headers: auth,
    multipart: {
      body: JSON.stringify({
        nomeDisc: opts.nomeDisc ?? 'Nina Nova',
        cpfDisc: randomCpf(),
        rgDisc: '11.222.333-4',
        dataNasDisc: '2022-06-15',
        alturaDisc: 92.5,
        pesoDisc: 13.4,
        deficiencia: null,
      }),
      imgDisc: PNG,
    },
  });
  expect(child.status(), await child.text()).toBe(201);
  const { idDisc } = (await child.json()) as { idDisc: string };
  const ficha = await request.post('/api/ficha-med', {
    headers: auth,
    data: {
      idDisc,
      numCartSus: '898001160669999',
      planSaud: null,
      cuidados: null,
      remedios: null,
      comidasAlergicas: null,
      descTratamento: null,
      qtdHoraMed: null,
      qtdMed: null,
      endereco: { nomeHospital: 'Hospital Central', cep: '01001-000', rua: 'Rua B, 2', uf: 'SP' },
    },
  });
  expect(ficha.ok(), await ficha.text()).toBe(true);
  const done = await request.post('/api/responsavel/cadastro/concluir', { headers: auth });
  expect(done.ok(), await done.text()).toBe(true);
  if (!opts.semTurma) await putInClass(idDisc, opts.nomeDisc ?? 'Nina Nova');
  return { email, senha, token, idDisc };
}
