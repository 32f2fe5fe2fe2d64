import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';
import { preactCompat } from './preact-compat.ts';
import { cataloguePart } from './src/locales/parts.ts';

/** Route modules whose pages open offline (with the portal frame): their code is kept by the service worker at install. */
const OFFLINE_ROUTES = [
  'src/app/routes/portal-layout.tsx',
  'src/app/routes/cardapio.tsx',
  'src/app/routes/rotina.tsx',
];

/**
 * Writes dist/sw.js from src/pwa/sw.js with this build's version and the app shell's files: the entry with
 * everything it imports, and the code and styles of the pages that work offline (decision 14).
 */
function serviceWorker(): Plugin {
  const template = new URL('./src/pwa/sw.js', import.meta.url);
  return {
    name: 'lunna-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; css: string[] }>();
      const roots: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
        const facade = output.facadeModuleId?.replaceAll('\\', '/') ?? '';
        if (output.isEntry || OFFLINE_ROUTES.some((route) => facade.endsWith(route)))
          roots.push(output.fileName);
      }
      const files = new Set<string>();
      const visit = (file: string) => {
        const chunk = chunks.get(file);
        if (!chunk || files.has(file)) return;
        files.add(file);
        chunk.css.forEach((css) => files.add(css));
        chunk.imports.forEach(visit);
      };
      roots.forEach(visit);
      const precache = [...files].map((file) => `/${file}`).sort();
      const source = readFileSync(template, 'utf8');
      const version = createHash('sha256')
        .update(source)
        .update(precache.join('\n'))
        .digest('hex')
        .slice(0, 12);
      const marker = "const BUILD = { version: 'dev', precache: [] };";
      if (!source.includes(marker)) throw new Error('src/pwa/sw.js: the BUILD line to fill in is missing');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: source.replace(marker, `const BUILD = ${JSON.stringify({ version, precache })};`),
      });
    },
  };
}

/** Nodes whose calls run later, not when the module loads: their insides are never marked. */
const DEFERRED = /Function|^TS/;

/** The offsets of every call and `new` in an expression that runs when the module loads (not inside functions). */
function callsAt(node: unknown, offsets: Set<number>): void {
  if (Array.isArray(node)) return node.forEach((child) => callsAt(child, offsets));
  if (!node || typeof node !== 'object' || !('type' in node) || typeof node.type !== 'string') return;
  if (DEFERRED.test(node.type) && node.type !== 'TSAsExpression' && node.type !== 'TSSatisfiesExpression')
    return;
  if ((node.type === 'CallExpression' || node.type === 'NewExpression') && 'start' in node)
    offsets.add(node.start as number);
  for (const [key, child] of Object.entries(node)) if (key !== 'type') callsAt(child, offsets);
}

/**
 * Marks every call in the contract's top-level declarations as pure (`/* @__PURE__ *\/`): building a zod
 * schema changes nothing outside it (the contract registers none anywhere), but the bundler cannot know,
 * so it kept every schema of a module, and zod with them, as soon as a page read one constant of that
 * module (a list of choices, a limit). Marked, a schema no page uses is dropped, and zod downloaded only
 * by the pages that validate something. Calls inside functions are left alone: they run later.
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'lunna-pure-contract-schemas',
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]packages[\\/]contract[\\/]src[\\/](?!.*\.test\.ts$)[^\\/]+\.ts$/ },
      handler(code) {
        const offsets = new Set<number>();
        for (const statement of this.parse(code, { lang: 'ts' }).body) {
          const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (declaration?.type === 'VariableDeclaration')
            for (const declarator of declaration.declarations) callsAt(declarator.init, offsets);
        }
        if (offsets.size === 0) return null;
        const out = new MagicString(code);
        for (const offset of offsets) out.appendLeft(offset, '/* @__PURE__ */ ');
        return { code: out.toString(), map: out.generateMap({ hires: true }) };
      },
    },
  };
}

const CATALOGUE_PREFIX = 'virtual:catalogue/';

/**
 * `virtual:catalogue/<language>` and `virtual:catalogue/<language>.pages`: the two parts of a language's
 * catalogue (locales/parts.ts), each its own chunk named after the language (assets/pt-BR-<hash>.js,
 * assets/pt-BR.pages-<hash>.js), so a page downloads only the texts it can show.
 */
function catalogueParts(): Plugin {
  return {
    name: 'lunna-catalogue-parts',
    resolveId(id) {
      return id.startsWith(CATALOGUE_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${CATALOGUE_PREFIX}`)) return null;
      const [language = '', part] = id.slice(CATALOGUE_PREFIX.length + 1).split('.');
      if (!/^[\w-]+$/.test(language)) throw new Error(`no catalogue ${id}`);
      const file = fileURLToPath(new URL(`./src/locales/${language}.json`, import.meta.url));
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(cataloguePart(catalogue, part === 'pages' ? 'pages' : 'shell'))};`;
    },
  };
}

export default defineConfig({
  plugins: [serviceWorker(), catalogueParts(), pureContractSchemas()],
  // One copy of Preact: hooks keep their state on the instance that renders them.
  resolve: { alias: preactCompat, dedupe: ['preact'] },
  server: {
    // The Fastify server owns /api (REST and the chat WebSocket); in dev Vite forwards to it.
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // A catalogue part is named after its language and part (assets/pt-BR.pages-<hash>.js), as the
        // checks that a page never downloads another language's texts expect.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.startsWith(`\0${CATALOGUE_PREFIX}`)
            ? `assets/${chunk.facadeModuleId.slice(CATALOGUE_PREFIX.length + 1)}-[hash].js`
            : 'assets/[name]-[hash].js',
      },
      treeshake: {
        // The contract's modules only declare schemas and constants: a page that imports one constant from
        // its index must not download every other schema with it.
        moduleSideEffects: (id) => !id.replaceAll('\\', '/').includes('/packages/contract/src/'),
      },
    },
  },
});
