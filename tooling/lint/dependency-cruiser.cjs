/**
 * The house's dependency rules (STYLE.md): domain <- api, domain <- ui, (domain, api, ui) <- casino-kit <- apps.
 * Run on the resolved module graph, so relative imports across packages are caught too.
 */
const pkg = (name) => `^packages/${name}/`;
const insideOwnPackage = '^packages/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain depends on nothing: no other package, no npm module (its tests and their runner aside)',
      severity: 'error',
      from: { path: pkg('domain'), pathNot: ['\\.test\\.ts$', '/vitest\\.config\\.ts$'] },
      to: { pathNot: [pkg('domain')] },
    },
    {
      name: 'api-depends-on-domain-only',
      severity: 'error',
      from: { path: pkg('api'), pathNot: '\\.test\\.ts$' },
      to: { path: ['^packages/', '^apps/', '^tooling/'], pathNot: [pkg('api'), pkg('domain')] },
    },
    {
      name: 'ui-depends-on-domain-only',
      severity: 'error',
      from: { path: pkg('ui') },
      to: { path: ['^packages/', '^apps/', '^tooling/'], pathNot: [pkg('ui'), pkg('domain')] },
    },
    {
      name: 'ui-has-no-app-libraries',
      comment: 'widgets take props and callbacks: no store, router, api or i18n',
      severity: 'error',
      from: { path: pkg('ui') },
      to: { path: 'node_modules/(react-redux|@reduxjs|react-router|i18next|react-i18next|idb)/' },
    },
    {
      name: 'casino-kit-is-below-the-apps',
      severity: 'error',
      from: { path: pkg('casino-kit') },
      to: { path: ['^apps/', '^tooling/', '^e2e/'] },
    },
    {
      name: 'packages-never-import-apps-or-tooling',
      severity: 'error',
      from: { path: '^packages/', pathNot: '\\.test\\.tsx?$' },
      to: { path: ['^apps/', '^tooling/', '^e2e/'] },
    },
    {
      name: 'apps-use-the-kit',
      comment: 'an app is a composition root: it builds on casino-kit, not on its parts',
      severity: 'error',
      from: { path: '^apps/[^/]+/src/' },
      to: { path: ['^packages/(domain|api|ui|casino-core)/', '^tooling/'] },
    },
    {
      name: 'controller-depends-on-domain-only',
      severity: 'error',
      from: { path: '^tooling/controller/' },
      to: { path: ['^packages/', '^apps/'], pathNot: [pkg('domain')] },
    },
    {
      name: 'core-has-no-react',
      comment: 'the core is the application without its screens: no React, no router, no i18next, no RTK Query hooks',
      severity: 'error',
      from: { path: pkg('casino-core') },
      to: {
        path: [
          'node_modules/(react|react-dom|react-redux|react-router|react-i18next|i18next|@testing-library)/',
          'node_modules/@reduxjs/toolkit/dist/query/react/',
          '\\.tsx$',
        ],
      },
    },
    {
      name: 'core-depends-on-domain-and-api-only',
      severity: 'error',
      from: { path: pkg('casino-core') },
      to: { path: ['^packages/', '^apps/', '^tooling/'], pathNot: [pkg('casino-core'), pkg('domain'), pkg('api')] },
    },
    {
      name: 'kit-shared-is-below-the-features',
      comment: 'the shared layer (hooks, contexts, the game card, routes helpers) knows no feature and not the composition',
      severity: 'error',
      from: { path: '^packages/casino-kit/src/shared/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^packages/casino-kit/src/(features|app|testing)/' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'a feature imports the core, ui, domain and the shared layer; features meet only in the composition (app/), through slots',
      severity: 'error',
      from: { path: '^packages/casino-kit/src/features/([^/]+)/' },
      to: { path: '^packages/casino-kit/src/features/', pathNot: '^packages/casino-kit/src/features/$1/' },
    },
    {
      name: 'features-are-below-the-composition',
      severity: 'error',
      from: { path: '^packages/casino-kit/src/features/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^packages/casino-kit/src/(app|testing)/' },
    },
    {
      name: 'only-tests-use-the-test-helpers',
      comment: 'tests, benchmarks and the other test helpers',
      severity: 'error',
      from: { path: '^packages/', pathNot: ['\\.test\\.tsx?$', '\\.bench\\.ts$', '/src/testing/'] },
      to: { path: '^packages/[^/]+/src/testing/' },
    },
    {
      name: 'no-deep-imports',
      comment: 'another package is entered through its index (package.json exports), never its files',
      severity: 'error',
      from: { path: insideOwnPackage },
      // The entries packages declare in package.json `exports`.
      to: {
        path: '^packages/([^/]+)/src/',
        pathNot: [
          '^packages/$1/',
          '^packages/[^/]+/src/index\\.ts$',
          '^packages/casino-core/src/data/data-layer\\.ts$',
          '^packages/(casino-core|domain)/src/testing/index\\.ts$',
          '^packages/ui/src/styles/(index|play|lists|menu|messages|extras|rewards|promos|protection)\\.css$',
          '^packages/ui/src/locales/[a-z]+/[a-z-]+\\.json$',
        ],
      },
    },
    {
      name: 'no-circular',
      comment: 'no import cycle in the packages, not even through types: each layer names only what is below it',
      severity: 'error',
      from: { path: '^packages/' },
      to: { circular: true },
    },
    {
      name: 'no-runtime-circular',
      comment: 'a runtime import cycle in the apps and tooling',
      severity: 'error',
      from: { pathNot: '^packages/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^(apps|packages)/[^/]+/(dist|dist-base|storybook-static)/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'module', 'browser', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
