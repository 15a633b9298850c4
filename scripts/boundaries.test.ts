// Each boundary rule fires: probe files that break one rule each are written into the real
// folders the rules cover, the linters run on them, and every probe must be reported by the rule
// that owns it. Probes are named __probe-<id> and deleted afterwards, also when a test fails or
// the run is interrupted (Ctrl+C, SIGTERM); one that a SIGKILL leaves behind is git-ignored and
// skipped by `npm run lint` and `npm run typecheck`.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const id = `__probe-${randomBytes(4).toString('hex')}`;
const web = 'apps/web/src';
const api = 'apps/api/src';

const subfolders = (folder: string) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__probe-'))
    .map((entry) => entry.name)
    .sort();
const [feature, otherFeature] = subfolders(`${web}/features`);
const [pageGroup] = subfolders(`${web}/pages`);
const [apiModule] = subfolders(`${api}/modules`);

// One folder deep inside a feature, so a sibling is reached through ../../, as real code would.
const inFeature = `${web}/features/${feature}/${id}`;
// Another API module, with an index.ts and a repository, for a real module to import.
const probeModule = `${api}/modules/${id}`;
const probes = {
  siblingTarget: `${web}/features/${otherFeature}/${id}.ts`,
  pageTarget: `${web}/pages/${pageGroup}/${id}.ts`,
  featureToSibling: `${inFeature}/sibling.ts`,
  featureToApp: `${inFeature}/app.ts`,
  featureToPage: `${inFeature}/page.ts`,
  componentToFeature: `${web}/components/${id}.ts`,
  libToFeature: `${web}/lib/${id}.ts`,
  finance: `packages/finance/src/${id}.ts`,
  contracts: `packages/contracts/src/${id}.ts`,
  demoData: `packages/demo-data/src/${id}.ts`,
  route: `${api}/modules/${apiModule}/${id}.routes.ts`,
  // lib → db and db → lib through four files: a cycle between folders, none between files.
  libToDb: `${api}/lib/${id}-uses-db.ts`,
  dbTarget: `${api}/db/${id}-used-by-lib.ts`,
  dbToLib: `${api}/db/${id}-uses-lib.ts`,
  libTarget: `${api}/lib/${id}-used-by-db.ts`,
  // Two files of one folder importing each other.
  fileCycleA: `${api}/lib/${id}-a.ts`,
  fileCycleB: `${api}/lib/${id}-b.ts`,
  moduleIndex: `${probeModule}/index.ts`,
  moduleRepository: `${probeModule}/${id}.repository.ts`,
  // One file importing both, so the index's silence is not a file the lint never read.
  moduleToModule: `${api}/modules/${apiModule}/${id}-uses-module.ts`,
  // A file of financial-data importing a repository that only its service may (an exception).
  exceptionElsewhere: `${api}/modules/financial-data/${id}.ts`,
  figuresToModule: `${api}/figures/${id}.ts`,
  libToModule: `${api}/lib/${id}-uses-module.ts`,
  libToFigures: `${api}/lib/${id}-uses-figures.ts`,
};
const appImports = `import '../../../apps/api/src/app.ts';\nimport '@caudal/api';\n`;
const contents: Record<keyof typeof probes, string> = {
  siblingTarget: 'export {};\n',
  pageTarget: 'export {};\n',
  featureToSibling: `import '../../${otherFeature}/${id}.ts';\n`,
  featureToApp: `import '../../../app/router.tsx';\n`,
  featureToPage: `import '../../../pages/${pageGroup}/${id}.ts';\n`,
  componentToFeature: `import '../features/${otherFeature}/${id}.ts';\n`,
  libToFeature: `import '../features/${otherFeature}/${id}.ts';\n`,
  finance: appImports,
  contracts: appImports,
  demoData: appImports,
  route: `import '../../db/schema/index.ts';\nimport 'drizzle-orm';\n`,
  libToDb: `import '../db/${id}-used-by-lib.ts';\n`,
  dbTarget: 'export {};\n',
  dbToLib: `import '../lib/${id}-used-by-db.ts';\n`,
  libTarget: 'export {};\n',
  fileCycleA: `import './${id}-b.ts';\n`,
  fileCycleB: `import './${id}-a.ts';\n`,
  moduleIndex: 'export {};\n',
  moduleRepository: 'export {};\n',
  moduleToModule: `import '../${id}/index.ts';\nimport '../${id}/${id}.repository.ts';\n`,
  exceptionElsewhere: `import '../products/products.repository.ts';\n`,
  figuresToModule: `import '../modules/${id}/index.ts';\n`,
  libToModule: `import '../modules/${id}/index.ts';\n`,
  libToFigures: `import '../figures/${id}.ts';\n`,
};

const removeProbes = () => {
  for (const path of Object.values(probes)) rmSync(join(root, path), { force: true });
  rmSync(join(root, inFeature), { recursive: true, force: true });
  rmSync(join(root, probeModule), { recursive: true, force: true });
};
// afterAll does not run when the run is interrupted; these do.
const onSignal = () => {
  removeProbes();
  process.exit(130);
};

type BiomeDiagnostic = {
  category: string;
  message: string;
  location: { path: string; start: { line: number } };
};
let biome: { exitCode: number; diagnostics: BiomeDiagnostic[] };
let boundaries: { exitCode: number; report: string };

const run = async (args: string[]) => {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root });
    return { exitCode: 0, stdout };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { exitCode: code, stdout };
  }
};

beforeAll(async () => {
  process.once('exit', removeProbes);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  mkdirSync(join(root, inFeature));
  for (const [name, path] of Object.entries(probes)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contents[name as keyof typeof probes]);
  }
  const paths = Object.values(probes);
  const [biomeRun, boundariesRun] = await Promise.all([
    run([
      'node_modules/@biomejs/biome/bin/biome',
      'lint',
      '--reporter=json',
      '--max-diagnostics=none',
      // The probes are git-ignored, which Biome would otherwise honour.
      '--vcs-use-ignore-file=false',
      ...paths,
    ]),
    run(['scripts/check-boundaries.ts', ...paths]),
  ]);
  const { diagnostics } = JSON.parse(biomeRun.stdout) as { diagnostics: BiomeDiagnostic[] };
  biome = { exitCode: biomeRun.exitCode, diagnostics };
  boundaries = { exitCode: boundariesRun.exitCode, report: boundariesRun.stdout };
});

afterAll(() => {
  removeProbes();
  process.off('exit', removeProbes);
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
});

const biomeReports = (path: string, line: number, message: string) =>
  expect(biome.diagnostics).toContainEqual(
    expect.objectContaining({
      category: 'lint/style/noRestrictedImports',
      message: expect.stringContaining(message),
      location: expect.objectContaining({ path, start: expect.objectContaining({ line }) }),
    }),
  );
const cruiserReports = (rule: string, from: string, to: string) =>
  expect(boundaries.report).toContain(`✖ ${rule}: ${from} → ${to}\n`);

describe('boundaries the linters enforce', () => {
  it('both linters fail on the probes', () => {
    expect(biome.exitCode).toBe(1);
    expect(boundaries.exitCode).toBe(1);
  });

  it('a feature importing a sibling feature (dependency-cruiser)', () => {
    cruiserReports('feature-no-sibling-feature', probes.featureToSibling, probes.siblingTarget);
  });

  it('a feature importing the app or a page (Biome)', () => {
    biomeReports(probes.featureToApp, 1, 'Una feature no importa la app');
    biomeReports(probes.featureToPage, 1, 'Una feature no importa la app');
  });

  it('components/ and lib/ importing a feature (Biome)', () => {
    biomeReports(probes.componentToFeature, 1, 'El código compartido');
    biomeReports(probes.libToFeature, 1, 'El código compartido');
  });

  it('finance, contracts and demo-data importing an app by path or by name (Biome)', () => {
    for (const [probe, message] of [
      [probes.finance, 'finance es puro'],
      [probes.contracts, 'contracts solo contiene esquemas zod'],
      [probes.demoData, 'demo-data corre también en el navegador'],
    ] as const) {
      biomeReports(probe, 1, message);
      biomeReports(probe, 2, message);
    }
  });

  it('a route importing db/schema or drizzle-orm (dependency-cruiser)', () => {
    cruiserReports('route-no-sql', probes.route, `${api}/db/schema/index.ts`);
    cruiserReports('route-no-sql', probes.route, 'node_modules/drizzle-orm/index.js');
  });

  it('two folders importing each other, with no cycle between files (dependency-cruiser)', () => {
    cruiserReports('no-folder-cycle', `${api}/lib`, `${api}/db`);
    cruiserReports('no-folder-cycle', `${api}/db`, `${api}/lib`);
    expect(boundaries.report).toContain(`${probes.libToDb} → ${probes.dbTarget}`);
    expect(boundaries.report).not.toContain(`✖ no-circular: ${probes.libToDb}`);
  });

  it('two files importing each other (dependency-cruiser)', () => {
    cruiserReports('no-circular', probes.fileCycleA, probes.fileCycleB);
  });

  it("a module importing another module's file, not its index.ts (dependency-cruiser)", () => {
    const rule = 'module-imports-only-index';
    cruiserReports(rule, probes.moduleToModule, probes.moduleRepository);
    expect(boundaries.report).not.toContain(`${probes.moduleToModule} → ${probes.moduleIndex}`);
    // financial-data's service may read products' repository; another file of it may not.
    cruiserReports(
      rule,
      probes.exceptionElsewhere,
      `${api}/modules/products/products.repository.ts`,
    );
  });

  it('figures/ or lib/ importing a module, lib/ importing figures/ (dependency-cruiser)', () => {
    cruiserReports('figures-no-module', probes.figuresToModule, probes.moduleIndex);
    cruiserReports('lib-no-module-or-figures', probes.libToModule, probes.moduleIndex);
    cruiserReports('lib-no-module-or-figures', probes.libToFigures, probes.figuresToModule);
  });
});
