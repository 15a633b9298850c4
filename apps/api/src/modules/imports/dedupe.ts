import type { ImportPlan, PlanRow } from './plan.ts';

/** Everything of the plan that comes from these lines, and their rows, dropped or kept. */
export function withLines(plan: ImportPlan, keep: (line: number) => boolean): ImportPlan {
  const by = <T extends { line: number }>(items: T[]) => items.filter((i) => keep(i.line));
  return {
    rows: plan.rows,
    entries: by(plan.entries),
    documents: by(plan.documents),
    settlements: by(plan.settlements),
    cfdis: by(plan.cfdis),
  };
}

export function mergePlans(plans: ImportPlan[]): ImportPlan {
  return {
    rows: plans.flatMap((p) => p.rows),
    entries: plans.flatMap((p) => p.entries),
    documents: plans.flatMap((p) => p.documents),
    settlements: plans.flatMap((p) => p.settlements),
    cfdis: plans.flatMap((p) => p.cfdis),
  };
}

/**
 * Marks as duplicates the rows whose key was imported before (`existing`) or appears on an
 * earlier row of the same file, and drops what they would add. `keyOf` gives a row's dedupe key
 * (a CFDI's UUID key, a movement's external id); `describe` says why, in Spanish.
 */
export function markDuplicates(
  plan: ImportPlan,
  keyOf: (row: PlanRow) => string | undefined,
  existing: ReadonlySet<string>,
  describe: {
    before: (row: PlanRow) => string;
    repeated: (row: PlanRow, first: PlanRow) => string;
  },
): ImportPlan {
  const seen = new Map<string, PlanRow>();
  const dropped = new Set<number>();
  const rows = plan.rows.map((row) => {
    if (row.action !== 'create' && row.action !== 'confirm') return row;
    const key = keyOf(row);
    if (key === undefined) return row;
    const first = seen.get(key);
    if (first) {
      dropped.add(row.line);
      return { ...row, action: 'duplicate' as const, reason: describe.repeated(row, first) };
    }
    seen.set(key, row);
    if (existing.has(key)) {
      dropped.add(row.line);
      return { ...row, action: 'duplicate' as const, reason: describe.before(row) };
    }
    return row;
  });
  return { ...withLines(plan, (line) => !dropped.has(line)), rows };
}
