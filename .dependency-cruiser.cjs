// The shape of the code, checked by `npm run lint` (dependency-cruiser): no import cycles, and
// each layer imports only from the layers below it. Why: docs/decisions/0010-imports-and-layers.md.

/** Lowest first: a layer may import from itself and from the layers before it. */
const layers = [
  // The ground floor: what the browser and the server agree on (requests, answers, the cart's
  // rules, money); it imports nothing of the project.
  { name: 'the API contract', path: '^shop-api/' },
  // The catalog's data, its schema and its pure queries (listings, search), read by the browser,
  // the build and the server alike.
  { name: 'the catalog', path: '^catalog/' },
  { name: 'machines', path: '^machines/' },
  // What talks to the world: the catalog's loading, storage, the shop's server, Firebase.
  { name: 'services', path: '^src/services/' },
  // Paths and page loading: built on the catalog's names (use cases, the listing's query).
  { name: 'routing', path: '^src/routing/' },
  // The shop's texts: about the catalog's things, linking to its paths.
  { name: 'content', path: '^src/content/' },
  { name: 'shared React parts', path: '^src/(actors|forms|theme)/' },
  { name: 'components', path: '^src/components/' },
  // A feature in one folder: its sections, its server calls, its texts and its wiring.
  { name: 'features', path: '^src/features/' },
  { name: 'pages', path: '^src/pages/' },
  { name: 'app', path: '^src/app/' },
];

/** Tests may reach across layers: a page's test renders it inside the app. */
const tests =
  '(\\.test\\.tsx?|\\.postgres-test\\.ts|\\.fixtures\\.ts|/model-testing\\.ts)$|^src/testing/|^server/testing/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'Modules that import each other cannot be understood, tested or split apart alone, ' +
        'types included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'resolvable',
      severity: 'error',
      comment: 'Every import names a module that exists (the rules above only see what resolves).',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
    ...layers.flatMap((layer, index) =>
      layers.slice(index + 1).map((higher) => ({
        name: `layers: ${layer.name} below ${higher.name}`,
        severity: 'error',
        comment: `${layer.name} must not import ${higher.name} (docs/architecture.md, the layers).`,
        from: { path: layer.path, pathNot: tests },
        to: { path: higher.path },
      })),
    ),
    {
      name: 'every folder in a layer',
      severity: 'error',
      comment: 'A new folder under src/ gets its place in the layers above.',
      from: { path: '^src/', pathNot: [...layers.map((layer) => layer.path), tests, '\\.d\\.ts$'] },
      to: {},
    },
    // Each app-wide actor has one door: its hook (docs/decisions/0010-imports-and-layers.md).
    ...[
      { what: 'session', actor: 'auth', hook: 'useAuth', file: 'use-auth' },
      { what: 'cart', actor: 'cart', hook: 'useCart', file: 'use-cart' },
      { what: 'wishlist', actor: 'wishlist', hook: 'useWishlist', file: 'use-wishlist' },
      // Not app-wide: started on first use, after the page has started (0026-compare.md).
      { what: 'comparison', actor: 'compare', hook: 'useCompare', file: 'use-compare' },
    ].map(({ what, actor, hook, file }) => ({
      name: `the ${what} through ${hook}`,
      severity: 'error',
      comment:
        `Components and pages read and drive the ${what} with ${hook}() (src/actors/${file}.ts) ` +
        `only; the app provides the ${actor} actor.`,
      from: { path: '^src/', pathNot: ['^src/(actors|app)/', tests] },
      to: { path: `^src/actors/${actor}-actor\\.ts$` },
    })),
    {
      name: 'the browser never imports the server',
      severity: 'error',
      comment:
        'server/ runs in Node with secrets and a database; nothing of it ships to the browser.',
      from: { path: '^(src|machines|shop-api|catalog|mocks)/' },
      to: { path: '^server/' },
    },
    {
      name: 'the server shares only the contract and the catalog',
      severity: 'error',
      comment:
        'server/ imports the API contract (shop-api/) and the catalog (catalog/), so its image ' +
        'holds only those; never machines, React, Chakra, Firebase or anything else of src/.',
      from: { path: '^server/' },
      to: { path: '^(src|mocks|machines)/' },
    },
    {
      name: 'features do not import each other',
      severity: 'error',
      comment:
        'A feature (src/features/<name>/) is changed, tested and read alone: what two features ' +
        'share moves down to a shared room (components/ui, forms, shop-api); a page composes ' +
        'features (docs/decisions/0034-contract-floor-and-front-door.md).',
      from: { path: '^src/features/([^/]+)/', pathNot: tests },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'tests stay out of the shop',
      severity: 'error',
      comment: 'What ships does not import test helpers or fixtures.',
      from: { path: '^(src|machines|shop-api|catalog|server)/', pathNot: tests },
      to: { path: tests },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
