// How tangled the code is, in figures (`npm run architecture:report`): for the server's bounded contexts, the
// feature folders inside them, and the web app's features, the imports (of the code that runs, tests left out) that cross from one folder to another, the pairs of folders that import each
// other (two-way cycles), the imports that reach into another feature's repository, the module-level
// cycles, and the rule violations .dependency-cruiser.cjs still tolerates (its known-violations list).
// Read from dependency-cruiser's own graph, so the figures and the enforced rules see the same imports.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const graph = JSON.parse(
  execFileSync(
    'npx',
    [
      'depcruise',
      'apps/server/src',
      'apps/web/src',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
    ],
    { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
  ),
);

/**
 * The folder a module belongs to under `root`, `depth` levels down (depth 1: `familia` for
 * apps/server/src/contexts/familia/discente/x.ts; depth 2: `familia/discente`).
 */
const folderUnder = (root, file, depth = 1) => {
  if (!file.startsWith(root)) return null;
  const parts = file.slice(root.length).split('/');
  return parts.length > depth ? parts.slice(0, depth).join('/') : null;
};

/** Tests may borrow another feature's fixtures; the figures are about the code that runs. */
const isTest = (file) => /\.test(-support)?\.tsx?$|\/test\//.test(file);

function crossings(root, depth = 1) {
  const imports = [];
  for (const module of graph.modules) {
    const from = folderUnder(root, module.source, depth);
    if (!from || isTest(module.source)) continue;
    for (const dep of module.dependencies) {
      if (dep.dependencyTypes.includes('type-only')) continue;
      const to = folderUnder(root, dep.resolved, depth);
      if (to && to !== from) imports.push({ from, to, file: module.source, target: dep.resolved });
    }
  }
  const pairs = new Set(imports.map((i) => `${i.from}→${i.to}`));
  const twoWay = [...pairs]
    .map((p) => p.split('→'))
    .filter(([a, b]) => a < b && pairs.has(`${b}→${a}`))
    .map(([a, b]) => `${a}⇄${b}`);
  return {
    folders: new Set(graph.modules.map((m) => folderUnder(root, m.source, depth)).filter(Boolean)).size,
    imports: imports.length,
    pairs: pairs.size,
    twoWay,
    intoRepositories: imports.filter((i) => i.target.endsWith('.repository.ts')).length,
  };
}

const moduleCycles = new Set();
for (const module of graph.modules)
  for (const dep of module.dependencies)
    if (dep.circular && !dep.dependencyTypes.includes('type-only'))
      moduleCycles.add(
        [...new Set([module.source, ...(dep.cycle ?? []).map((c) => c.name ?? c)])].sort().join(' '),
      );

const knownFile = '.dependency-cruiser-known-violations.json';
const known = fs.existsSync(knownFile) ? JSON.parse(fs.readFileSync(knownFile, 'utf8')) : [];
const knownByRule = {};
for (const v of known) knownByRule[v.rule.name] = (knownByRule[v.rule.name] ?? 0) + 1;

const contexts = crossings('apps/server/src/contexts/');
const features = crossings('apps/server/src/contexts/', 2);
const web = crossings('apps/web/src/features/');
const platformIntoContexts = graph.modules
  .filter((m) => /^apps\/server\/src\/(platform|lib)\//.test(m.source) && !isTest(m.source))
  .flatMap((m) => m.dependencies)
  .filter(
    (d) => !d.dependencyTypes.includes('type-only') && d.resolved.startsWith('apps/server/src/contexts/'),
  ).length;
const lines = [
  `Server contexts: ${contexts.folders}; ${contexts.imports} imports cross between them (${contexts.pairs} pairs);` +
    ` ${contexts.twoWay.length} two-way${contexts.twoWay.length ? ` (${contexts.twoWay.join(', ')})` : ''};` +
    ` ${contexts.intoRepositories} reach into another context's repository.`,
  `Server feature folders (inside the contexts): ${features.folders}; ${features.imports} imports cross between them` +
    ` (${features.pairs} pairs); ${features.twoWay.length} two-way; ${features.intoRepositories} reach into another folder's repository.`,
  `Server platform/ and lib/: ${platformIntoContexts} imports into the contexts.`,
  `Web features: ${web.folders} folders; ${web.imports} imports cross between them (${web.pairs} pairs);` +
    ` ${web.twoWay.length} two-way.`,
  `Module-level cycles (runtime imports): ${moduleCycles.size}.`,
  `Known violations still tolerated: ${known.length}${
    known.length
      ? ` (${Object.entries(knownByRule)
          .map(([rule, n]) => `${rule} ${n}`)
          .join(', ')})`
      : ''
  }.`,
];
console.log(lines.join('\n'));
