/**
 * The boundaries the build enforces (`npm run check:architecture`, run by `npm test`). Violations that
 * existed when a rule was introduced are listed in `.dependency-cruiser-known-violations.json` and
 * tolerated until they are moved away; any new one fails the build. After fixing an old one, regenerate the
 * list with `npm run architecture:known` and commit it: the list may only shrink. `npm run architecture:report`
 * prints the figures (crossing imports, two-way folders, cycles, tolerated violations).
 */

/** Imports that vanish at build time (`import type`) tie no module to another at run time. */
const runtime = { dependencyTypesNot: ['type-only'] };

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A cycle makes two modules one: neither can be changed or tested without the other.',
      from: { path: '^apps/(server|web)/src' },
      to: { circular: true, ...runtime },
    },
    {
      name: 'web-feature-imports-web-feature',
      severity: 'error',
      comment:
        'Web features never import each other: what two features share moves to components/ or lib/, and pages compose features in app/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'route-imports-repository',
      severity: 'error',
      comment: 'Routes are thin: they call services, and only services reach repositories.',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$', ...runtime },
    },
    {
      name: 'route-imports-routes',
      severity: 'error',
      comment: 'A route file registers its own paths; shared helpers live in lib/ or in a service.',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'context-imports-other-contexts-repository',
      severity: 'error',
      comment:
        "A context's repositories are its own: another context asks through that context's services, never its tables' queries.",
      from: { path: '^apps/server/src/contexts/([^/]+)/' },
      to: {
        path: '^apps/server/src/contexts/([^/]+)/.+\\.repository\\.ts$',
        pathNot: '^apps/server/src/contexts/$1/',
        ...runtime,
      },
    },
    {
      name: 'route-imports-other-context',
      severity: 'error',
      comment:
        "A route file calls its own context's services; what it needs of another context, its own service asks for.",
      from: { path: '^apps/server/src/contexts/([^/]+)/.+\\.routes\\.ts$' },
      to: {
        path: '^apps/server/src/contexts/([^/]+)/',
        pathNot: '^apps/server/src/contexts/$1/',
        ...runtime,
      },
    },
    {
      name: 'only-the-app-registers-routes',
      severity: 'error',
      comment: 'Routes are registered by app.ts alone; other code reaches a context through its services.',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/app\\.ts$', '\\.test\\.ts$', '/test/'] },
      to: { path: '\\.routes\\.ts$', ...runtime },
    },
    {
      name: 'platform-imports-context',
      severity: 'error',
      comment:
        'Infrastructure and the access model sit below the domain: platform/, lib/ and acesso/ know nothing of the contexts, which hand them what they need.',
      from: {
        path: '^apps/server/src/(platform|lib|acesso)/',
        pathNot: ['\\.test\\.ts$', '\\.test-support\\.ts$'],
      },
      to: { path: '^apps/server/src/contexts/', ...runtime },
    },
    {
      name: 'database-outside-repositories',
      severity: 'error',
      comment:
        'Only repositories (and the database layer itself) touch the database schema and query builder.',
      from: {
        path: '^apps/server/src/(contexts|platform|acesso)/',
        pathNot: ['\\.repository\\.ts$', '\\.test\\.ts$', '\\.test-support\\.ts$', '/test/'],
      },
      to: { path: ['^apps/server/src/db/schema\\.ts$', 'node_modules/drizzle-orm/'], ...runtime },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
