// Writes the public site's pages, one HTML file per page and language, from the prerender bundle.
// Runs after `vite build` (portal), the site's client build and its SSR build (see package.json).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrDir = path.join(web, 'dist-site-ssr');
const { render, SITE_LANGUAGES, SITE_PAGES } = await import(
  pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
);

const template = fs.readFileSync(path.join(dist, 'site.html'), 'utf8');
for (const lang of SITE_LANGUAGES) {
  for (const page of SITE_PAGES) {
    const { head, body } = await render(page, lang);
    const html = template
      .replace('<html lang="pt-BR">', `<html lang="${lang}">`)
      .replace('<body>', `<body data-page="${page}">`)
      .replace('<!--site-head-->', head)
      .replace('<!--site-body-->', body);
    const file = path.join(dist, 'site', lang, `${page}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
}
fs.rmSync(path.join(dist, 'site.html'));
fs.rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${SITE_LANGUAGES.length * SITE_PAGES.length} site pages into dist/site/`);
