// Compiles the server to JavaScript: apps/server/dist/bin/server.js, run by `npm run start:prod` with plain Node
// (no tsx, nothing from devDependencies). The workspace's own TypeScript (@lunna/contract) is bundled in; every
// npm package stays an import, installed by `npm ci --omit=dev` (native ones such as sharp, @node-rs/argon2 and
// PGlite's wasm and data files load from their own folders as they do in development).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));
// Two folders below apps/server, like src/config/env.ts and src/db/migrations-folder.ts: the paths they resolve
// from import.meta.url (../../drizzle, ../../../web/dist) then land on the same folders from the bundle.
const outdir = path.join(serverDir, 'dist', 'bin');

/** Bare imports stay imports, except the workspace's packages (TypeScript sources Node cannot run). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@lunna/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

fs.rmSync(path.join(serverDir, 'dist'), { recursive: true, force: true });
const started = Date.now();
const result = await build({
  entryPoints: { server: path.join(serverDir, 'src', 'server.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces and pino's logs keep the functions' names.
  keepNames: true,
  plugins: [externalPackages],
  tsconfig: path.join(serverDir, 'tsconfig.json'),
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, out]) => sum + out.bytes, 0);
console.log(
  `server compiled: ${path.relative(process.cwd(), outdir)}/server.js (${Math.round(bytes / 1024)} KiB) in ${Date.now() - started} ms`,
);
