import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, lastMailTo } from './support';

/* The public site: prerendered per language, hydrated with Preact. Texts come from the site's catalogues. */

type Lang = 'pt-BR' | 'en' | 'es' | 'fr';
type Catalogue = Record<string, unknown>;

const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/features/public-site/locales');
const catalogue = (lang: Lang): Catalogue =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, `${lang}.json`), 'utf8')) as Catalogue;
const CAT: Record<Lang, Catalogue> = {
  'pt-BR': catalogue('pt-BR'),
  en: catalogue('en'),
  es: catalogue('es'),
  fr: catalogue('fr'),
};

/** `t(lang, 'planos.subscribeLabel', { name: 'Sementinha' })`, as i18next would. */
function t(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CAT[lang]);
  if (typeof value !== 'string') throw new Error(`no text '${key}' in ${lang}.json`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
}
const pt = (key: string, vars?: Record<string, string | number>) => t('pt-BR', key, vars);

const LANGUAGE_NAMES: Record<Lang, string> = {
  'pt-BR': 'Português',
  en: 'English',
  es: 'Español',
  fr: 'Français',
};
const SECTIONS = ['inicio', 'recursos', 'beneficios', 'planos', 'contato', 'depoimentos'] as const;
const PLANS = ['Sementinha', 'Brincadeira', 'Crescer'] as const;
const TEAM_EMAIL = 'contato@lunna.local';
/** One of Brincadeira's benefits as the server's plan data words it in each language. */
const BRINCADEIRA_BENEFIT: Record<Lang, string> = {
  'pt-BR': 'Relatórios de presença em CSV',
  en: 'Attendance reports in CSV',
  es: 'Informes de asistencia en CSV',
  fr: 'Rapports de présence en CSV',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pathname = (page: Page) => new URL(page.url()).pathname;

const headerNav = (page: Page, lang: Lang = 'pt-BR') =>
  page.getByRole('banner').getByRole('navigation', { name: t(lang, 'nav.label') });
const languageButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: t(lang, 'language.choose', { name: LANGUAGE_NAMES[lang] }) });
const cookieBanner = (page: Page) => page.getByRole('region', { name: pt('cookies.label') });
/** The carousel itself, not the section of the same name around it. */
const carousel = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).and(page.locator('[aria-roledescription]'));

/** The landing page is hydrated once Embla has drawn the benefit carousel's dots (the prerendered HTML has none). */
async function landingHydrated(page: Page, lang: Lang = 'pt-BR') {
  await expect(
    carousel(page, t(lang, 'beneficios.title')).getByRole('button', {
      name: t(lang, 'carousel.goTo', { n: 1 }),
    }),
  ).toBeVisible();
}

/** The banner is shown a moment after hydration: a hidden banner must stay hidden well after that. */
async function expectNoCookieBanner(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await expect(cookieBanner(page)).toHaveCount(0);
}

/** For journeys that are not about the cookie banner: a visitor who has already answered it. */
async function cookiesAlreadyAnswered(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('consentimentoCookies'))
      localStorage.setItem('consentimentoCookies', 'recusado');
  });
}

/** Where the section's top edge is in the viewport once scrolling has stopped (px), or NaN while it still moves. */
const settledTopOf = (section: Locator) =>
  section.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const before = el.getBoundingClientRect().top;
        setTimeout(() => {
          const after = el.getBoundingClientRect().top;
          resolve(after === before ? Math.round(after) : NaN);
        }, 150);
      }),
  );

/** The section is at the top of the viewport: the smooth scroll leaves its top edge 50 px below the window's top. */
async function expectSectionAtTop(page: Page, id: string) {
  const section = page.locator(`#${id}`);
  // Settled and near the top in one reading: a second reading could catch the page moving again (hydration
  // scrolling to the anchor once more), which says nothing about where the section ends up.
  await expect
    .poll(
      async () => {
        const top = await settledTopOf(section);
        return top >= 0 && top <= 100 ? 'at the top' : top;
      },
      { message: `#${id} scrolled to the top of the viewport (0–100 px)` },
    )
    .toBe('at the top');
  await expect(section).toBeInViewport();
  // Its heading shows below the sticky header, not under it.
  const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
  const heading = section.getByRole('heading').first();
  await expect(heading).toBeInViewport();
  expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
}

test.describe('navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => cookiesAlreadyAnswered(page));

  test('each link of the header glides to its section and updates the address; Sobre nós, Entrar and Cadastrar open their pages', async ({
    page,
  }) => {
    await page.goto('/');
    await landingHydrated(page);
    const nav = headerNav(page);
    await expect(nav.getByRole('link')).toHaveText([
      ...SECTIONS.map((s) => pt(`nav.${s}`)),
      pt('nav.sobre'),
      pt('nav.entrar'),
      pt('nav.cadastrar'),
    ]);

    // Start from the bottom, so that even 'Início' has somewhere to go.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    // Every scroll position the page passes through: an animated scroll passes through many, over ~800 ms.
    await page.evaluate(() => {
      const w = window as unknown as { scrolls: [number, number][] };
      w.scrolls = [];
      window.addEventListener('scroll', () => w.scrolls.push([performance.now(), window.scrollY]));
    });
    for (const id of SECTIONS) {
      await page.evaluate(() => {
        (window as unknown as { scrolls: [number, number][] }).scrolls = [];
      });
      await nav.getByRole('link', { name: pt(`nav.${id}`), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expectSectionAtTop(page, id);
      await expect(page.locator(`#${id}`)).toBeFocused();
      const scrolls = await page.evaluate(
        () => (window as unknown as { scrolls: [number, number][] }).scrolls,
      );
      // A jump passes through one or two positions; an animation through dozens, but only a handful of frames
      // are painted when the machine is starved of CPU.
      expect(
        new Set(scrolls.map(([, y]) => y)).size,
        `a smooth scroll to #${id}, not a jump`,
      ).toBeGreaterThan(4);
      expect(scrolls.at(-1)![0] - scrolls[0]![0], `the scroll to #${id} lasts about 800 ms`).toBeGreaterThan(
        500,
      );
    }

    await nav.getByRole('link', { name: pt('nav.sobre') }).click();
    await expect(page).toHaveURL(/\/sobre-nos#sobre$/);
    await expect(page.getByRole('heading', { level: 1, name: pt('sobre.banner.title') })).toBeVisible();
    await expectSectionAtTop(page, 'sobre');

    await headerNav(page)
      .getByRole('link', { name: pt('nav.entrar') })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Entre com a sua conta' })).toBeVisible();

    await page.goto('/');
    await headerNav(page)
      .getByRole('link', { name: pt('nav.cadastrar') })
      .click();
    await expect(page).toHaveURL(/\/cadastro$/);
    await expect(page.getByRole('heading', { name: 'Dados do Responsável' })).toBeVisible();
  });

  test('an address with an anchor opens at that section', async ({ page }) => {
    for (const [address, id, title] of [
      ['/#planos', 'planos', pt('planos.title')],
      ['/#contato', 'contato', pt('faq.title')],
      ['/sobre-nos#sobre', 'sobre', pt('sobre.banner.title')],
    ] as const) {
      await page.goto('about:blank');
      await page.goto(address);
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeInViewport();
      await expectSectionAtTop(page, id);
    }
  });

  test('the burger: hidden at 1280 px; from 1200 px it opens the navigation, and narrowing the window closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await landingHydrated(page);
    const burger = page.getByRole('button', { name: pt('nav.abrirMenu') });
    const recursos = page
      .getByRole('banner')
      .getByRole('link', { name: pt('nav.recursos'), includeHidden: true });
    await expect(recursos).toHaveCount(1);
    await expect(burger).toBeHidden();
    await expect(recursos).toBeVisible();
    await expect(headerNav(page).getByRole('link', { name: pt('nav.entrar') })).toBeVisible();

    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(burger).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(recursos).toBeHidden();

    await burger.click();
    const close = page.getByRole('button', { name: pt('nav.fecharMenu') });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(recursos).toBeVisible();
    await expect(headerNav(page).getByRole('link')).toHaveCount(9);
    for (const link of await headerNav(page).getByRole('link').all()) await expect(link).toBeVisible();

    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(recursos).toBeHidden();

    // A link in the open menu closes it too.
    await burger.click();
    await headerNav(page)
      .getByRole('link', { name: pt('nav.planos') })
      .click();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(recursos).toBeHidden();
    await expectSectionAtTop(page, 'planos');
  });
});

test.describe('language', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => cookiesAlreadyAnswered(page));

  const plans = (page: Page) => page.locator('#planos');

  /** The landing page as it must read in `lang`. */
  async function expectLanding(page: Page, lang: Lang) {
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle(t(lang, 'meta.landing.title'));
    await expect.poll(() => pathname(page)).toBe(lang === 'pt-BR' ? '/' : `/${lang}`);
    await expect(languageButton(page, lang)).toBeVisible();
    await expect(languageButton(page, lang)).toContainText(LANGUAGE_NAMES[lang]);
    await expect(page.getByRole('main').getByText(t(lang, 'hero.tagline'), { exact: true })).toBeVisible();
    await expect(
      headerNav(page, lang).getByRole('link', { name: t(lang, 'nav.recursos'), exact: true }),
    ).toBeVisible();
    for (const name of PLANS) {
      const subscribe = plans(page).getByRole('link', { name: t(lang, 'planos.subscribeLabel', { name }) });
      await expect(subscribe).toBeVisible();
      await expect(subscribe).toHaveText(t(lang, 'planos.subscribe'));
    }
    // The plans' texts come from the server in the page's language.
    await expect(plans(page).getByText(BRINCADEIRA_BENEFIT[lang], { exact: true })).toBeVisible();
    const trial = t(lang, 'planos.trial');
    if (trial) await expect(plans(page).getByText(trial, { exact: true })).toHaveCount(PLANS.length);
    // No other language's words are left behind.
    for (const other of (Object.keys(CAT) as Lang[]).filter((l) => l !== lang)) {
      const otherTrial = t(other, 'planos.trial');
      if (otherTrial && otherTrial !== trial) await expect(plans(page).getByText(otherTrial)).toHaveCount(0);
      await expect(plans(page).getByText(BRINCADEIRA_BENEFIT[other], { exact: true })).toHaveCount(0);
      if (t(other, 'hero.tagline') !== t(lang, 'hero.tagline'))
        await expect(page.getByText(t(other, 'hero.tagline'))).toHaveCount(0);
    }
  }

  async function chooseLanguage(page: Page, from: Lang, to: Lang) {
    const button = languageButton(page, from);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: LANGUAGE_NAMES[to], exact: true }).click();
  }

  test('Portuguese is the root page, with no trial line in the plans', async ({ page }) => {
    await page.goto('/');
    await landingHydrated(page);
    expect(pt('planos.trial')).toBe('');
    await expectLanding(page, 'pt-BR');
  });

  for (const lang of ['en', 'es', 'fr'] as const) {
    test(`choosing ${LANGUAGE_NAMES[lang]} translates the page, moves to /${lang} and is remembered; Português brings it back`, async ({
      page,
    }) => {
      expect(t(lang, 'planos.trial')).not.toBe('');
      await page.goto('/');
      await landingHydrated(page);
      await chooseLanguage(page, 'pt-BR', lang);
      await expectLanding(page, lang);

      await page.reload();
      await landingHydrated(page, lang);
      await expectLanding(page, lang);

      // The choice is stored: the Portuguese address shows it too.
      await page.goto('/');
      await expectLanding(page, lang);
      await landingHydrated(page, lang);

      await chooseLanguage(page, lang, 'pt-BR');
      await expectLanding(page, 'pt-BR');
      await expect(plans(page).getByText(t(lang, 'planos.trial'))).toHaveCount(0);
      await page.goto('/');
      await landingHydrated(page);
      await expectLanding(page, 'pt-BR');
    });
  }
});

test.describe('landing page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a FAQ question opens its answer and closes it again', async ({ page }) => {
    await cookiesAlreadyAnswered(page);
    await page.goto('/#contato');
    await landingHydrated(page);
    const faq = CAT['pt-BR'].faq as { items: { question: string; answer: string }[] };
    for (const { question, answer } of [faq.items[0]!, faq.items[4]!]) {
      const answerText = page.getByText(answer, { exact: true });
      await expect(answerText).toBeHidden();
      await page.getByText(question, { exact: true }).click();
      await expect(answerText).toBeVisible();
      await page.getByText(question, { exact: true }).click();
      await expect(answerText).toBeHidden();
    }
  });

  test('the cookie banner: the privacy policy opens and closes; Recusar hides it for good', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(pt('cookies.text'));

    await banner.getByRole('button', { name: pt('cookies.policy') }).click();
    const dialog = page.getByRole('dialog', { name: pt('privacy.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2, name: pt('privacy.title') })).toBeVisible();
    await dialog.getByRole('button', { name: pt('privacy.back') }).click();
    await expect(dialog).toBeHidden();
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: pt('cookies.reject') }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await landingHydrated(page);
    await expectNoCookieBanner(page);
    await page.goto('/sobre-nos');
    await expect(page.getByRole('heading', { level: 1, name: pt('sobre.banner.title') })).toBeVisible();
    await expectNoCookieBanner(page);
  });

  test('the cookie banner: Aceitar hides it for good', async ({ page }) => {
    await page.goto('/');
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: pt('cookies.accept') }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await landingHydrated(page);
    await expectNoCookieBanner(page);
  });

  test('the contact form: required fields, a bad e-mail, then a message that is stored and e-mailed to the team', async ({
    page,
  }) => {
    await cookiesAlreadyAnswered(page);
    await page.goto('/');
    await landingHydrated(page);
    const hydratedAt = Date.now();
    const form = page.locator('#formulario-contato');
    await page.getByRole('link', { name: pt('faq.contactUs') }).click();
    await expect(page.getByRole('heading', { name: pt('contato.title') })).toBeInViewport();

    const field = {
      nome: form.getByLabel(pt('contato.nome'), { exact: true }),
      telefone: form.getByLabel(pt('contato.telefone'), { exact: true }),
      email: form.getByLabel(pt('contato.email'), { exact: true }),
      assunto: form.getByLabel(pt('contato.assunto'), { exact: true }),
      mensagem: form.getByLabel(pt('contato.mensagem'), { exact: true }),
    };
    const send = form.getByRole('button', { name: pt('contato.send') });

    // Empty: every field says what it needs, and the first one takes the focus.
    await send.click();
    await expect(field.nome).toHaveAccessibleDescription(pt('validation.nomeObrigatorio'));
    await expect(field.telefone).toHaveAccessibleDescription(pt('validation.telefoneObrigatorio'));
    await expect(field.email).toHaveAccessibleDescription(pt('validation.emailObrigatorio'));
    await expect(field.assunto).toHaveAccessibleDescription(pt('validation.assuntoObrigatorio'));
    await expect(field.mensagem).toHaveAccessibleDescription(pt('validation.mensagemObrigatoria'));
    for (const message of [
      'nomeObrigatorio',
      'telefoneObrigatorio',
      'emailObrigatorio',
      'assuntoObrigatorio',
      'mensagemObrigatoria',
    ])
      await expect(form.getByText(pt(`validation.${message}`), { exact: true })).toBeVisible();
    await expect(field.nome).toBeFocused();
    await expect(field.nome).toHaveAttribute('aria-invalid', 'true');

    // A bad e-mail: only that field complains.
    const suffix = Date.now().toString(36);
    const message = {
      nome: 'Helena Cardoso',
      telefone: '(11) 98888-7777',
      email: `helena.${suffix}@exemplo.com.br`,
      assunto: `Plano para a Creche Lua Cheia ${suffix}`,
      mensagem: `Temos 120 crianças em dois turnos. Gostaria de saber como funciona a implantação. (${suffix})`,
    };
    await field.nome.fill(message.nome);
    await field.telefone.fill(message.telefone);
    await field.email.fill('helena@');
    await field.assunto.fill(message.assunto);
    await field.mensagem.fill(message.mensagem);
    await send.click();
    await expect(form.getByText(pt('validation.emailInvalido'), { exact: true })).toBeVisible();
    await expect(field.email).toHaveAccessibleDescription(pt('validation.emailInvalido'));
    await expect(field.email).toBeFocused();
    await expect(form.getByText(pt('validation.nomeObrigatorio'))).toHaveCount(0);
    await expect(field.nome).not.toHaveAttribute('aria-invalid', 'true');

    // A person takes a few seconds to write: the server drops a form sent back within 3 s.
    await field.email.fill(message.email);
    const wait = 3_500 - (Date.now() - hydratedAt);
    if (wait > 0) await page.waitForTimeout(wait);
    await send.click();
    const success = form.getByText(
      new RegExp(
        `^${escapeRegExp(pt('contato.success', { protocolo: '§' })).replace('§', '([0-9A-F]{8})')}$`,
      ),
    );
    await expect(success).toBeVisible();
    const protocolo = (await success.textContent())!.match(/([0-9A-F]{8})$/)![1]!;
    await expect(field.nome).toHaveValue('');
    await expect(field.mensagem).toHaveValue('');

    // It was kept: the team got it by e-mail, and sending the same message again answers the same protocolo.
    const mail = await lastMailTo(TEAM_EMAIL);
    expect(mail).toContain(protocolo);
    const again = await page.request.post('/api/contato', {
      data: { ...message, website: '', abertoEm: Date.now() - 10_000 },
    });
    expect(again.status(), await again.text()).toBe(200);
    expect(await again.json()).toEqual({ ok: true, protocolo });
  });

  test("'Assinar' on each plan opens the payment page with that plan and its price", async ({ page }) => {
    await cookiesAlreadyAnswered(page);
    const expected = {
      Sementinha: 'Plano Sementinha mensal por R$ 900,00',
      Brincadeira: 'Plano Brincadeira mensal por R$ 1.440,00',
      // Priced per student, for the plan's smallest school until the number of students is typed.
      Crescer: 'Plano Crescer mensal por R$ 961,00',
    };
    for (const name of PLANS) {
      await page.goto('/#planos');
      await landingHydrated(page);
      const subscribe = carousel(page, pt('planos.title')).getByRole('link', {
        name: pt('planos.subscribeLabel', { name }),
      });
      // As a person does, the pointer rests on the card first: that pauses the autoplay, so the
      // carousel is not mid-slide (it re-measures when the plans arrive) when the button is pressed.
      await subscribe.hover();
      await expect(subscribe).toBeInViewport();
      await subscribe.click();
      await expect(page).toHaveURL(new RegExp(`/pagamento\\?plano=${name.toLowerCase()}$`));
      const title = page.getByRole('heading', { level: 1 });
      await expect
        .poll(async () => (await title.textContent())?.replace(/\u00a0/g, ' '))
        .toBe(expected[name]);
    }
  });
});

test.describe('carousels', () => {
  const CAROUSELS = [
    { name: pt('hero.setsLabel'), visible: [3, 2, 1] },
    { name: pt('beneficios.title'), visible: [2.75, 2, 1] },
    { name: pt('planos.title'), visible: [3, 2, 1] },
    { name: `${pt('depoimentos.title')} 1`, visible: [2.75, 2, 1] },
    { name: `${pt('depoimentos.title')} 2`, visible: [2.75, 2, 1] },
    { name: pt('parceiros.title'), visible: [2, 2, 2] },
  ];
  const WIDTHS = [1280, 1000, 800];

  test('each carousel shows as many slides as its width calls for', async ({ page }) => {
    await cookiesAlreadyAnswered(page);
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto('/');
    await landingHydrated(page);
    for (const [w, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: 800 });
      for (const { name, visible } of CAROUSELS) {
        const region = carousel(page, name);
        await expect(region).toHaveCount(1);
        const shown = await region.evaluate((el) => {
          const viewport = el.firstElementChild as HTMLElement;
          const slide = el.querySelector('[data-carousel-slide]') as HTMLElement;
          return viewport.clientWidth / slide.getBoundingClientRect().width;
        });
        expect(shown, `slides visible in '${name}' at ${width} px`).toBeCloseTo(visible[w]!, 1);
      }
    }
  });

  test('the pause button stops and resumes the rotation', async ({ page }) => {
    await cookiesAlreadyAnswered(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/#beneficios');
    await landingHydrated(page);
    const benefits = carousel(page, pt('beneficios.title'));
    const pause = benefits.getByRole('button', { name: pt('carousel.pause') });
    const play = benefits.getByRole('button', { name: pt('carousel.play') });
    const current = benefits
      .getByRole('button', { name: /^Ir para o item \d+$/ })
      .and(benefits.locator('[aria-current="true"]'));

    // Playing: the current dot moves on by itself (every 2 s).
    await expect(pause).toBeVisible();
    const first = await current.getAttribute('aria-label');
    await expect.poll(() => current.getAttribute('aria-label'), { timeout: 6_000 }).not.toBe(first);

    await pause.click();
    await expect(play).toBeVisible();
    await expect(pause).toHaveCount(0);
    const paused = await current.getAttribute('aria-label');
    await page.waitForTimeout(3_000);
    await expect(current).toHaveAttribute('aria-label', paused!);

    await play.click();
    await expect(pause).toBeVisible();
    await expect.poll(() => current.getAttribute('aria-label'), { timeout: 6_000 }).not.toBe(paused);
  });
});

test.describe('accessibility', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test('the landing page, in Portuguese and English, the about page and the payment page pass axe', async ({
    page,
  }) => {
    await page.goto('/');
    await landingHydrated(page);
    await expect(cookieBanner(page)).toBeVisible();
    await expectAccessible(page);

    await cookieBanner(page)
      .getByRole('button', { name: pt('cookies.reject') })
      .click();
    await page.goto('/sobre-nos');
    await expect(page.getByRole('heading', { level: 1, name: pt('sobre.banner.title') })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/pagamento?plano=sementinha');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sementinha');
    await expectAccessible(page);

    await page.goto('/en');
    await landingHydrated(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(page);
  });
});
