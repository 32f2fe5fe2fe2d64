// Compiles the server to JavaScript: apps/server/dist/bin/server.js (and migrate.js, `npm run migrate:prod`; and
// dist/db-template.tar.gz, the migrated database a fresh DATA_DIR starts from), run by `npm run start:prod` with plain Node
// (no tsx, nothing from devDependencies). The workspace's own TypeScript (@lunna/contract) is bundled in; every
// npm package stays an import, installed by `npm ci --omit=dev` (native ones such as sharp, @node-rs/argon2 and
// PGlite's wasm and data files load from their own folders as they do in development).
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = path.join(root, 'apps', 'server');
// Two folders below apps/server, like src/config/env.ts and src/db/migrations-folder.ts: the paths they resolve
// from import.meta.url (../../drizzle, ../../../web/dist) then land on the same folders from the bundle.
export const defaultOutdir = path.join(serverDir, 'dist', 'bin');

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

/** What `npm ci --omit=dev` installs for the compiled server: its dependencies and the bundled contract's. */
function productionPackages() {
  const deps = (dir) =>
    Object.keys(JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).dependencies ?? {});
  return new Set([...deps('apps/server'), ...deps('packages/contract')]);
}

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Builds into `outdir` (two folders below apps/server, see above). Fails when the output imports a package that
 * a production install leaves out (a devDependency used at run time).
 */
export async function buildServer({ outdir = defaultOutdir } = {}) {
  if (path.relative(serverDir, outdir).split(path.sep).length !== 2) {
    throw new Error(`outdir must be two folders below apps/server (paths resolve from there): ${outdir}`);
  }
  // dist/ whole for the default (nothing stale beside it), only the folder itself elsewhere.
  fs.rmSync(outdir === defaultOutdir ? path.dirname(outdir) : outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: {
      server: path.join(serverDir, 'src', 'server.ts'),
      migrate: path.join(serverDir, 'src', 'migrate.ts'),
      'db-template': path.join(serverDir, 'src', 'db', 'write-template.ts'),
    },
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
  const installed = productionPackages();
  const builtins = new Set(builtinModules);
  const missing = new Set();
  let bytes = 0;
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    bytes += output.bytes;
    for (const { path: specifier, external } of output.imports) {
      if (!external || specifier.startsWith('node:') || builtins.has(specifier)) continue;
      if (!installed.has(packageOf(specifier))) missing.add(packageOf(specifier));
    }
  }
  if (missing.size > 0) {
    throw new Error(
      `the compiled server imports packages a production install leaves out (move them to apps/server's dependencies): ${[...missing].join(', ')}`,
    );
  }
  // The migrated template a fresh embedded database starts from (apps/server/dist/db-template.tar.gz): only for
  // the default output, the one whose server looks for it there.
  if (outdir === defaultOutdir)
    execFileSync(process.execPath, [path.join(outdir, 'db-template.js')], { stdio: 'inherit' });
  return { file: path.join(outdir, 'server.js'), bytes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  // --outdir DIR: somewhere else than dist/bin (the compiled-server test builds into a scratch folder).
  const at = process.argv.indexOf('--outdir');
  const { file, bytes } = await buildServer(at > 0 ? { outdir: path.resolve(process.argv[at + 1]) } : {});
  console.log(
    `server compiled: ${path.relative(process.cwd(), file)} (${Math.round(bytes / 1024)} KiB) in ${Date.now() - started} ms`,
  );
}
