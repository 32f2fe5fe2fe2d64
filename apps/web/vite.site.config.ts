import { defineConfig } from 'vite';
import { preactCompat } from './preact-compat.ts';

/**
 * The public site (landing and about pages) is built apart from the portal: prerendered to HTML
 * per language and hydrated, so the landing page stays within its JavaScript budget (docs/decisions/0006).
 */
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
