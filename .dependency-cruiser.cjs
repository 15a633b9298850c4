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
 * that matches wins): each API module, the API's other top-level folders (plugins, lib, db) and
 * files (app.ts, server.ts, config.ts), each web feature, each page group, the web app's other
 * top-level folders (app, components, lib), each app's other folders (test, e2e) and each
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
