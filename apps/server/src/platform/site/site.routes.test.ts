import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRoutes } from './site.routes';

/** A fake web build: the prerendered pages carry the PUBLIC_URL marker the server fills in. */
function fakeWebDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-site-'));
  for (const lang of ['pt-BR', 'en', 'es', 'fr']) {
    for (const page of ['landing', 'sobre']) {
      fs.mkdirSync(path.join(dist, 'site', lang), { recursive: true });
      fs.writeFileSync(
        path.join(dist, 'site', lang, `${page}.html`),
        `<html lang="${lang}"><link rel="canonical" href="%PUBLIC_URL%/x"><body data-page="${page}"></body></html>`,
      );
    }
  }
  return dist;
}

describe('public site pages', () => {
  const app = Fastify();
  const dist = fakeWebDist();

  beforeAll(async () => {
    await app.register(siteRoutes(dist, 'https://lunna.example/'));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['/', 'pt-BR', 'landing'],
    ['/en', 'en', 'landing'],
    ['/en/', 'en', 'landing'],
    ['/fr', 'fr', 'landing'],
    ['/sobre-nos', 'pt-BR', 'sobre'],
    ['/es/sobre-nos', 'es', 'sobre'],
    ['/en/sobre-nos/', 'en', 'sobre'],
  ])('%s serves the %s %s page with absolute addresses filled in', async (url, lang, page) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`lang="${lang}"`);
    expect(response.body).toContain(`data-page="${page}"`);
    expect(response.body).toContain('href="https://lunna.example/x"');
    expect(response.body).not.toContain('%PUBLIC_URL%');
  });

  it('answers 404 for a language it does not have', async () => {
    expect((await app.inject({ url: '/de' })).statusCode).toBe(404);
  });

  it('robots.txt allows the site, keeps crawlers out of the API and names the sitemap', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: https://lunna.example/sitemap.xml');
  });

  it('sitemap.xml lists every page in every language with its alternates', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://lunna.example/',
      'https://lunna.example/en',
      'https://lunna.example/es',
      'https://lunna.example/fr',
      'https://lunna.example/sobre-nos',
      'https://lunna.example/en/sobre-nos',
      'https://lunna.example/es/sobre-nos',
      'https://lunna.example/fr/sobre-nos',
    ]);
    expect(response.body.match(/hreflang="fr"/g)).toHaveLength(8);
  });
});
