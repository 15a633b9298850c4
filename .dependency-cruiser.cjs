// Boundaries that need a resolved path (which file an import really reaches), so Biome, which
// only sees the import's text, cannot express them. The rules Biome can express (package names,
// the folders shared code and packages may not name) live in biome.json. `npm run lint` runs this
// file through scripts/check-boundaries.ts, which also checks cycles between folders and fails on
// a KNOWN_VIOLATIONS entry that no longer happens (a bare `npx depcruise` does neither, and counts
// the folder entries as stale). ARCHITECTURE.md ("Boundaries") says which tool enforces what.
//
// swc parses: dependency-cruiser 18 cannot use TypeScript 7. @swc/core's postinstall is denied in
// package.json's allowScripts; its binary comes from the platform package npm installs anyway.

/**
 * The folder a file belongs to when we look for cycles between folders (the first alternative
 * that matches wins): each API module, the API's other top-level folders (figures, plugins, lib,
 * db) and files (app.ts, server.ts, config.ts), each web feature, each page group, the web app's
 * other top-level folders (app, components, lib), each app's other folders (test, e2e) and each
 * package. `npx depcruise -c .dependency-cruiser.cjs -T archi apps packages` draws this graph.
 */
const FOLDERS = [
  '^apps/api/src/modules/[^/]+',
  '^apps/api/src/[^/]+',
  '^apps/web/src/(?:features|pages)/[^/]+',
  '^apps/web/src/[^/]+',
  '^apps/[^/]+/[^/]+',
  '^packages/[^/]+',
].join('|');

/**
 * Violations allowed for now, each naming one import exactly (rule, from, to: as `npm run lint`
 * prints them). Empty since issue 9 fixed the ones that existed when these rules became real;
 * `npm run lint` fails on an entry that no longer happens, so the list can only shrink.
 */
const KNOWN_VIOLATIONS = [];

const MODULES = 'apps/api/src/modules/';

/**
 * The only imports allowed into another API module's files other than its index.ts (from → to,
 * under modules/). The whole-company export and import moves every module's rows as they are
 * stored, so it reads their record mappers and raw rows where no other module may; everything
 * else it needs, and everything the demo seeding needs, goes through an index.ts.
 */
const CROSS_MODULE_EXCEPTIONS = [
  {
    from: 'financial-data/financial-data.repository.ts',
    to: 'company/company.repository.ts',
    reason: "the document's company is the row findCompany reads, with its cash as of today",
  },
  {
    from: 'financial-data/financial-data.service.ts',
    to: 'company/company.repository.ts',
    reason: "an import overwrites the company's row (updateCompanyRow) in its own transaction",
  },
  {
    from: 'financial-data/financial-data.service.ts',
    to: 'cash-flow/cash-flow.repository.ts',
    reason: 'entries go to and from the document through entryRecords, row as stored',
  },
  {
    from: 'financial-data/financial-data.service.ts',
    to: 'costs/costs.repository.ts',
    reason: 'fixed costs and cost lines through their record mappers, row as stored',
  },
  {
    from: 'financial-data/financial-data.service.ts',
    to: 'customers/customers.repository.ts',
    reason: 'customer months through customerRecordRecords, row as stored',
  },
  {
    from: 'financial-data/financial-data.service.ts',
    to: 'growth/growth.repository.ts',
    reason: "growth's tables are read and replaced whole (readGrowthData, replaceGrowthData)",
  },
  {
    from: 'financial-data/financial-data.service.ts',
    to: 'planning/planning.repository.ts',
    reason: 'goals and budget lines through their record mappers, row as stored',
  },
  {
    from: 'financial-data/financial-data.service.ts',
    to: 'products/products.repository.ts',
    reason: 'products through productRecords, row as stored (the import gives them new ids)',
  },
  {
    from: 'financial-data/financial-data.service.ts',
    to: 'profitability/profitability.repository.ts',
    reason: 'investments and profit-centre groups through their record mappers',
  },
  {
    from: 'financial-data/financial-data.service.ts',
    to: 'reports/reports.repository.ts',
    reason: "the report KPI settings' row into the document (kpiSettingsOf)",
  },
  {
    from: 'financial-data/financial-data.service.ts',
    to: 'unit-economics/unit-economics.repository.ts',
    reason: 'saved what-ifs through scenarioRecords, row as stored (their product ids follow)',
  },
];

const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `module-imports-only-index`, an allow-list: a file of modules/<a>/ may import, of another
 * module, only its index.ts, and the exceptions named for that very file. One rule for the files
 * without exceptions and one for each file with some, so an exception allows one import only.
 */
function moduleImportsOnlyIndex({ from, fromNot = [], allowed = [] }) {
  return {
    name: 'module-imports-only-index',
    comment:
      'Un módulo usa otro solo por su index.ts (lo que ese módulo exporta); lo compartido va en figures/ o lib/.',
    severity: 'error',
    // An empty pathNot would be an empty pattern, which excludes every file.
    from: fromNot.length > 0 ? { path: from, pathNot: fromNot } : { path: from },
    to: {
      path: `^${MODULES}`,
      pathNot: [`^${MODULES}$1/`, `^${MODULES}[^/]+/index[.]ts$`, ...allowed],
    },
  };
}
const exceptionFiles = [...new Set(CROSS_MODULE_EXCEPTIONS.map(({ from }) => from))];
const MODULE_IMPORT_RULES = [
  moduleImportsOnlyIndex({
    from: `^${MODULES}([^/]+)/`,
    fromNot: exceptionFiles.map((file) => `^${MODULES}${literal(file)}$`),
  }),
  ...exceptionFiles.map((file) => {
    const [owner, ...rest] = file.split('/');
    return moduleImportsOnlyIndex({
      from: `^${MODULES}(${literal(owner)})/${literal(rest.join('/'))}$`,
      allowed: CROSS_MODULE_EXCEPTIONS.filter((pair) => pair.from === file).map(
        ({ to }) => `^${MODULES}${literal(to)}$`,
      ),
    });
  }),
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-no-sibling-feature',
      comment:
        'Una feature no importa otra feature (por ninguna ruta); mueve lo común a components/ o lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'route-no-sql',
      comment:
        'Una ruta valida, llama a un servicio y responde: las tablas (db/schema), drizzle-orm y pg van en el repositorio.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/.+[.]routes[.]ts$' },
      to: {
        path: [
          '^apps/api/src/db/schema(/|[.]ts$)',
          '(^|/)node_modules/(drizzle-orm[^/]*|pg|@types/pg)/',
          // An unresolved import keeps its name as written.
          '^(drizzle-orm[^/]*|pg)(/|$)',
        ],
      },
    },
    ...MODULE_IMPORT_RULES,
    {
      name: 'figures-no-module',
      comment:
        'figures/ lee las cifras que usan varios módulos: importa db/, lib/ y paquetes, ningún módulo.',
      severity: 'error',
      from: { path: '^apps/api/src/figures/' },
      to: { path: `^${MODULES}` },
    },
    {
      name: 'lib-no-module-or-figures',
      comment: 'lib/ es lo que cualquier módulo usa: no importa ningún módulo ni figures/.',
      severity: 'error',
      from: { path: '^apps/api/src/lib/' },
      to: { path: [`^${MODULES}`, '^apps/api/src/figures/'] },
    },
    {
      name: 'no-circular',
      comment: 'Dos archivos no se importan entre sí, ni directa ni indirectamente.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    // no-folder-cycle (two folders of FOLDERS that depend on each other, directly or through
    // other folders) is checked by scripts/check-boundaries.ts: dependency-cruiser's own folder
    // rules see every directory, not the folders above.
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: '(^|/)node_modules/' },
    // Resolve packages as the ES modules our code loads (drizzle-orm → index.js, not index.cjs).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default'],
    },
    // Build output, test results and test fixtures are not source. Probe files of
    // scripts/boundaries.test.ts are git-ignored; a whole-tree run skips one left behind.
    exclude: { path: '(^|/)(dist|coverage|test-results|fixtures)/' },
    knownViolations: KNOWN_VIOLATIONS,
    reporterOptions: { archi: { collapsePattern: FOLDERS } },
  },
};
