// The dependency-cruiser half of `npm run lint` (biome.json is the other half; ARCHITECTURE.md,
// "Boundaries", says which rule lives where). It cruises with .dependency-cruiser.cjs and adds
// the one check dependency-cruiser cannot express: cycles between folders, at the granularity of
// the config's FOLDERS. The config's KNOWN_VIOLATIONS are allowed; a listed one that no longer
// happens fails, so that the list only shrinks.
//
//   node scripts/check-boundaries.ts           the whole tree: apps/ and packages/
//   node scripts/check-boundaries.ts <paths>   those files or folders and what they import
import { performance } from 'node:perf_hooks';
import type { ICruiseOptions, ICruiseResult, IModule, IViolation } from 'dependency-cruiser';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const CONFIG = './.dependency-cruiser.cjs';
const WHOLE_TREE = ['apps', 'packages'];
const FOLDER_CYCLE = 'no-folder-cycle';
const FOLDER_CYCLE_COMMENT =
  'Dos carpetas no dependen una de la otra, ni directa ni indirectamente: saca lo común a una tercera.';
// scripts/boundaries.test.ts writes its probes with this prefix (git-ignored); a whole-tree run
// skips one an interrupted test left behind, as Biome does.
const PROBE = '(^|/)__probe-';

type Finding = { rule: string; from: string; to: string; details: string[] };
type FolderEdge = { from: string; to: string; imports: string[] };

function withProbesExcluded(options: ICruiseOptions): ICruiseOptions {
  const { exclude } = options;
  const current = typeof exclude === 'object' && !Array.isArray(exclude) ? exclude.path : exclude;
  return { ...options, exclude: { path: [current ?? []].flat().concat(PROBE) } };
}

/** Folder → folder dependencies between the folders the pattern names (first match wins). */
function folderEdges(modules: IModule[], folders: RegExp): FolderEdge[] {
  const folderOf = (path: string) => folders.exec(path)?.[0];
  const edges = new Map<string, FolderEdge>();
  for (const module of modules) {
    const from = folderOf(module.source);
    if (from === undefined) continue;
    for (const dependency of module.dependencies) {
      const to = dependency.couldNotResolve ? undefined : folderOf(dependency.resolved);
      if (to === undefined || to === from) continue;
      const key = `${from}\n${to}`;
      const edge = edges.get(key) ?? { from, to, imports: [] };
      edge.imports.push(`${module.source} → ${dependency.resolved}`);
      edges.set(key, edge);
    }
  }
  return [...edges.values()];
}

/** The edges that lie on a cycle: both ends in one strongly connected component (Tarjan). */
function edgesOnCycles(edges: FolderEdge[]): FolderEdge[] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const component = new Map<string, number>();
  const stack: string[] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (!component.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) component.set(member, index.get(node) ?? 0);
      } while (member !== undefined && member !== node);
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return edges.filter(({ from, to }) => component.get(from) === component.get(to));
}

/** The loop an edge closes: the edge, then the shortest way back (breadth first). */
function loopThrough(edge: FolderEdge, edges: FolderEdge[]): string[] {
  const reachedFrom = new Map<string, string>([[edge.to, edge.from]]);
  const queue = [edge.to];
  while (queue.length > 0 && !reachedFrom.has(edge.from)) {
    const node = queue.shift() as string;
    for (const { from, to } of edges) {
      if (from === node && !reachedFrom.has(to)) {
        reachedFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  const way = [edge.from];
  let node = edge.from;
  while (node !== edge.to) {
    node = reachedFrom.get(node) ?? edge.to;
    way.unshift(node);
  }
  return [edge.from, ...way];
}

/**
 * One stray import can put dozens of folder dependencies on a loop. Greedily pick the new
 * dependencies whose removal clears the most new loops, until none is left: usually those are
 * the imports to undo, so the report lists them first.
 */
function likelyCauses(edges: FolderEdge[], isNew: (edge: FolderEdge) => boolean) {
  const causes = new Set<FolderEdge>();
  const newOnCycles = (graph: FolderEdge[]) => edgesOnCycles(graph).filter(isNew);
  let remaining = edges;
  let fresh = newOnCycles(remaining);
  while (fresh.length > 0) {
    const scored = fresh.map((edge) => ({
      edge,
      left: newOnCycles(remaining.filter((other) => other !== edge)).length,
    }));
    const best = scored.reduce((a, b) => (b.left < a.left ? b : a)).edge;
    causes.add(best);
    remaining = remaining.filter((other) => other !== best);
    fresh = newOnCycles(remaining);
  }
  return causes;
}

const sameViolation = (known: IViolation, rule: string, from: string, to: string) =>
  known.rule.name === rule && known.from === from && known.to === to;

export async function checkBoundaries(paths: string[]) {
  const wholeTree = paths.length === 0;
  const configured = await extractDepcruiseOptions(CONFIG);
  const options = wholeTree ? withProbesExcluded(configured) : configured;
  const result = (await cruise(wholeTree ? WHOLE_TREE : paths, options)).output as ICruiseResult;
  const known = configured.knownViolations ?? [];
  const comments = new Map(
    (result.summary.ruleSetUsed?.forbidden ?? []).map((rule) => [rule.name, rule.comment ?? '']),
  );
  comments.set(FOLDER_CYCLE, FOLDER_CYCLE_COMMENT);

  const findings: Finding[] = result.summary.violations
    .filter(({ rule }) => rule.severity === 'error' || rule.severity === 'warn')
    .map(({ rule, from, to, cycle }) => ({
      rule: rule.name,
      from,
      to,
      details: cycle ? [`ciclo: ${[from, ...cycle.map(({ name }) => name)].join(' → ')}`] : [],
    }));

  const pattern = configured.reporterOptions?.archi?.collapsePattern;
  if (typeof pattern !== 'string')
    throw new Error(`${CONFIG}: falta reporterOptions.archi.collapsePattern`);
  const edges = folderEdges(result.modules, new RegExp(pattern));
  const cycles = edgesOnCycles(edges);
  const isNew = (edge: FolderEdge) =>
    !known.some((entry) => sameViolation(entry, FOLDER_CYCLE, edge.from, edge.to));
  const fresh = cycles.filter(isNew);
  const causes = likelyCauses(edges, isNew);
  for (const edge of [...fresh].sort((a, b) => Number(causes.has(b)) - Number(causes.has(a)))) {
    findings.push({
      rule: FOLDER_CYCLE,
      from: edge.from,
      to: edge.to,
      details: [
        ...edge.imports.slice(0, 3),
        ...(edge.imports.length > 3 ? [`… y ${edge.imports.length - 3} importaciones más`] : []),
        `ciclo: ${loopThrough(edge, cycles).join(' → ')}`,
        ...(causes.has(edge)
          ? ['probable causa: sin esta dependencia se deshacen ciclos nuevos']
          : []),
      ],
    });
  }
  const allowed = result.summary.ignore + cycles.length - fresh.length;

  // Only a whole-tree run sees every import, so only it can tell that an entry no longer happens.
  const stale = wholeTree
    ? known.filter(({ rule, from, to }) =>
        rule.name === FOLDER_CYCLE
          ? !cycles.some((edge) => edge.from === from && edge.to === to)
          : !result.summary.violations.some((found) => sameViolation(found, rule.name, from, to)),
      )
    : [];

  const lines: string[] = [];
  for (const { rule, from, to, details } of findings) {
    lines.push(`✖ ${rule}: ${from} → ${to}`, ...details.map((line) => `    ${line}`));
    lines.push(`    ${comments.get(rule) ?? ''}`, '');
  }
  for (const { rule, from, to } of stale) {
    lines.push(
      `✖ ${rule.name}: ${from} → ${to} ya no ocurre: borra esa entrada de KNOWN_VIOLATIONS (${CONFIG}).`,
      '',
    );
  }
  const counts = `${result.summary.totalCruised} módulos, ${allowed} violaciones conocidas permitidas`;
  lines.push(
    findings.length + stale.length === 0
      ? `✔ límites: sin violaciones nuevas (${counts}).`
      : `✖ límites: ${findings.length} violaciones nuevas, ${stale.length} entradas de KNOWN_VIOLATIONS que ya no ocurren (${counts}).`,
  );
  return { failed: findings.length + stale.length > 0, report: lines.join('\n') };
}

if (import.meta.main) {
  const started = performance.now();
  const { failed, report } = await checkBoundaries(process.argv.slice(2));
  console.log(`${report} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = failed ? 1 : 0;
}
