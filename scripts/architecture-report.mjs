// How tangled the code is, in figures (`npm run architecture:report`): for the server's feature folders and
// the web app's, the imports (of the code that runs, tests left out) that cross from one folder to another, the pairs of folders that import each
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

/** The folder a module belongs to under `root` (e.g. `discente` for apps/server/src/contexts/familia/discente/x.ts). */
const folderUnder = (root, file) => (file.startsWith(root) ? file.slice(root.length).split('/')[0] : null);

/** Tests may borrow another feature's fixtures; the figures are about the code that runs. */
const isTest = (file) => /\.test(-support)?\.tsx?$|\/test\//.test(file);

function crossings(root) {
  const imports = [];
  for (const module of graph.modules) {
    const from = folderUnder(root, module.source);
    if (!from || isTest(module.source)) continue;
    for (const dep of module.dependencies) {
      if (dep.dependencyTypes.includes('type-only')) continue;
      const to = folderUnder(root, dep.resolved);
      if (to && to !== from) imports.push({ from, to, file: module.source, target: dep.resolved });
    }
  }
  const pairs = new Set(imports.map((i) => `${i.from}→${i.to}`));
  const twoWay = [...pairs]
    .map((p) => p.split('→'))
    .filter(([a, b]) => a < b && pairs.has(`${b}→${a}`))
    .map(([a, b]) => `${a}⇄${b}`);
  return {
    folders: new Set(graph.modules.map((m) => folderUnder(root, m.source)).filter(Boolean)).size,
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

const server = crossings('apps/server/src/features/');
const web = crossings('apps/web/src/features/');
const lines = [
  `Server features: ${server.folders} folders; ${server.imports} imports cross between them (${server.pairs} pairs);` +
    ` ${server.twoWay.length} two-way${server.twoWay.length ? ` (${server.twoWay.join(', ')})` : ''};` +
    ` ${server.intoRepositories} reach into another feature's repository.`,
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
