import { createRequire } from 'node:module';
import path from 'node:path';

// Point at Preact's ES module files: a CommonJS require of 'react' (use-sync-external-store, used by
// react-i18next) would otherwise load Preact's CommonJS build, a second copy with its own hook state.
const preactDir = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const compatModule = path.join(preactDir, 'compat/dist/compat.mjs');

/**
 * The web app is written against React's API and runs on Preact's React-compatible runtime
 * (docs/decisions/0006 and 0026): these aliases are shared by the portal's build, the public site's build
 * and the component tests, so what is tested is what ships.
 */
export const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: compatModule },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: compatModule },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: compatModule },
];
