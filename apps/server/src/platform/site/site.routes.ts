import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Languages and pages the web build prerenders (apps/web/src/features/public-site/site-urls.ts). */
const LANGUAGES = ['pt-BR', 'en', 'es', 'fr'] as const;
const PAGES = [
  { page: 'landing', slug: '' },
  { page: 'sobre', slug: 'sobre-nos' },
] as const;

const pathOf = (lang: string, slug: string) => {
  const prefix = lang === 'pt-BR' ? '' : `/${lang}`;
  return slug ? `${prefix}/${slug}` : prefix || '/';
};

/**
 * Serves the public site's prerendered pages (landing and about, in four languages), robots.txt and
 * sitemap.xml. Absolute addresses (canonical, hreflang, Open Graph) take PUBLIC_URL at start-up.
 */
export function siteRoutes(webDist: string, publicUrl: string) {
  const base = publicUrl.replace(/\/$/, '');
  return async function register(app: FastifyInstance) {
    const pages = LANGUAGES.flatMap((lang) =>
      PAGES.map(({ page, slug }) => ({
        lang,
        urlPath: pathOf(lang, slug),
        file: path.join(webDist, 'site', lang, `${page}.html`),
      })),
    ).filter(({ file }) => fs.existsSync(file));

    for (const { urlPath, file } of pages) {
      const html = fs.readFileSync(file, 'utf8').replaceAll('%PUBLIC_URL%', base);
      const send = (_request: unknown, reply: FastifyReply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      app.get(urlPath, send);
      if (urlPath !== '/') app.get(`${urlPath}/`, send);
    }

    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n'),
        ),
    );

    app.get('/sitemap.xml', async (_request, reply) => {
      const entries = PAGES.flatMap(({ slug }) =>
        LANGUAGES.map((lang) => {
          const alternates = LANGUAGES.map(
            (alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${base}${pathOf(alt, slug)}"/>`,
          ).join('\n');
          return `  <url>\n    <loc>${base}${pathOf(lang, slug)}</loc>\n${alternates}\n  </url>`;
        }),
      );
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...entries,
        '</urlset>',
        '',
      ].join('\n');
      return reply.type('application/xml; charset=utf-8').send(xml);
    });
  };
}
