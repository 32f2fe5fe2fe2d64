import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';

// Point at Preact's ES module files: a CommonJS require of 'react' (use-sync-external-store, used by
// react-i18next) would otherwise load Preact's CommonJS build, a second copy with its own hook state.
const preactDir = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const compatModule = path.join(preactDir, 'compat/dist/compat.mjs');

/**
 * The public site (landing and about pages) is built apart from the portal: prerendered to HTML
 * per language and hydrated with Preact's React-compatible runtime, so the landing page stays
 * within its JavaScript budget (docs/decisions/0006). Components are written against React's API.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: compatModule },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: compatModule },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: compatModule },
];

export default defineConfig({
  // One copy of Preact: hooks keep their state on the instance that renders them.
  resolve: { alias: preactCompat, dedupe: ['preact'] },
  // Bundle every dependency into the prerender build, so the aliases above apply there too.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // Artwork stays in files the browser caches and loads lazily, never inlined into the script or page.
    assetsInlineLimit: 0,
    rollupOptions: { input: 'site.html' },
  },
});
