// The server's layers and the order of its modules (ARCHITECTURE.md), checked by `npm run lint` and by
// server/src/architecture.test.ts. Type-only imports count: a relation typed with another module's entity is a
// dependency too.

/** The server's modules, lowest first; a module imports only modules of a lower level (one line is one level). */
export const MODULE_LEVELS = [
  ['user'],
  ['audit'],
  ['catalog'],
  ['statistics'],
  ['promotion'],
  ['order'],
  ['payment'],
  ['community'],
  ['show'],
  ['search'],
  ['home', 'member', 'chat', 'notice'],
  ['alert'],
];

const SRC = '^server/src/';
const MODULE = `${SRC}modules/[^/]+/`;
const below = (...layers) => `${SRC}(${layers.join('|')})/`;

/** What each lower layer may import of ours besides itself; everything else in server/src is the composition root. */
const LAYERS = [
  { name: 'common', imports: ['common'] },
  { name: 'config', imports: ['common', 'config'] },
  { name: 'context', imports: ['common', 'config', 'context'] },
  { name: 'http', imports: ['common', 'config', 'context', 'http'] },
  { name: 'migrations', imports: ['common', 'migrations'] },
];

const moduleOrder = MODULE_LEVELS.flatMap((level, index) => {
  const lower = MODULE_LEVELS.slice(0, index).flat();
  return level.map((name) => ({
    name: 'module-layer-order',
    comment: `${name} imports only ${lower.length ? lower.join(', ') : 'no module'} (MODULE_LEVELS)`,
    severity: 'error',
    from: { path: `${SRC}modules/${name}/` },
    to: { path: MODULE, pathNot: `${SRC}modules/(${[name, ...lower].join('|')})/` },
  }));
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-module-loop',
      comment: 'Modules form a directed graph: publish an event or call a hook the lower module owns instead',
      severity: 'error',
      scope: 'folder',
      from: { path: `${SRC}modules/([^/]+)` },
      to: { path: `${SRC}modules/`, pathNot: `${SRC}modules/$1(/|$)`, circular: true },
    },
    {
      name: 'lower-layer-imports-module',
      comment:
        'common, config, context and http know no module: the composition root (app.ts) hands them what they need',
      severity: 'error',
      from: { path: below('common', 'config', 'context', 'http', 'migrations') },
      to: { path: `${SRC}modules/` },
    },
    ...LAYERS.map(({ name, imports }) => ({
      name: `${name}-imports-lower-layers-only`,
      comment: `${name} imports only ${imports.join(', ')}`,
      severity: 'error',
      from: { path: below(name) },
      to: { path: SRC, pathNot: [below(...imports), `${SRC}modules/`] },
    })),
    {
      name: 'module-imports-lower-layers-only',
      comment: 'A module imports common, config, context and lower modules; never http or the composition root',
      severity: 'error',
      from: { path: MODULE },
      to: { path: SRC, pathNot: [below('common', 'config', 'context'), MODULE] },
    },
    ...moduleOrder,
  ],
  options: {
    includeOnly: SRC,
    exclude: { path: ['\\.test\\.ts$', `${SRC}test/`] },
    tsPreCompilationDeps: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
