// Boundaries the lint enforces (npm run lint runs `depcruise` after ESLint). Each team ships its
// app alone: an app never imports another app's files, a feature never reaches into another
// feature's internals, shared code lives in packages/ and imports no app, and no module imports
// itself back through a cycle.
const APPS = '(shell|gateway|e2e|mfe-[a-z-]+|svc-[a-z-]+)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle makes load order matter and hides which module owns what: move the shared part down. ' +
        'Type-only imports and lazy import() run nothing at load time; TypeORM entities point at each other by design (relations resolve lazily).',
      from: { pathNot: '\\.entity\\.ts$' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'no-app-to-app',
      severity: 'error',
      comment: 'Apps are deployed alone: share through a package in packages/, never by importing another app.',
      // Integration tests start several services together (their folders are the platform's test
      // harness), and svc-content's narration script reads the Magic Zone's texts at build time.
      from: { path: `^${APPS}/`, pathNot: ['^[^/]+/test/', '\\.(test|spec)\\.tsx?$', '^svc-content/scripts/'] },
      to: { path: `^${APPS}/`, pathNot: '^$1/' },
    },
    {
      name: 'no-package-to-app',
      severity: 'error',
      comment: 'A package is shared by apps and must not depend on one of them.',
      // The gateway's configuration generator is the one exception: the stack runner and the chart
      // generator write nginx's configuration through its public entry.
      from: { path: '^packages/' },
      to: { path: `^${APPS}/`, pathNot: '^gateway/src/index\\.ts$' },
    },
    {
      name: 'no-feature-internals',
      severity: 'error',
      comment: "A feature uses another feature only through that feature's index; anything both need goes to the app's shared/ folder.",
      from: { path: '^([^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: ['^$1/src/features/$2/', '^$1/src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'home-without-platform',
      severity: 'error',
      comment:
        "The home page's budget (110 KB) has no room for the store and RTK Query: the shell's home and its layout " +
        'take what they need from small platform subpaths, or load the platform with import().',
      // UserMenu is itself loaded with import(), once a page has loaded the store.
      from: { path: '^shell/src/(features/home|app/layout)/', pathNot: ['\\.(test|spec)\\.tsx?$', '^shell/src/app/layout/UserMenu\\.tsx$'] },
      to: { path: '^packages/platform/src/index\\.ts$', dependencyTypesNot: ['type-only', 'dynamic-import'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|test-fixtures|\\.test-reports|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.base.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
