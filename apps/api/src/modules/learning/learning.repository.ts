import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { learningSteps } from '../../db/schema/index.ts';

export async function doneSteps(db: Queryable, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ stepId: learningSteps.stepId })
    .from(learningSteps)
    .where(eq(learningSteps.userId, userId));
  return new Set(rows.map((r) => r.stepId));
}

/** Marks steps done; a step done twice keeps its first date. */
export async function recordSteps(db: Queryable, userId: string, stepIds: readonly string[]) {
  if (stepIds.length === 0) return;
  await db
    .insert(learningSteps)
    .values(stepIds.map((stepId) => ({ userId, stepId })))
    .onConflictDoNothing();
}
