import type { DataStepId, LearningPath } from '@caudal/contracts';
import type { Queryable } from '../../db/client.ts';
import type { AppEvents, DataKind } from '../../lib/events.ts';
import { doneSteps, recordSteps } from './learning.repository.ts';
import { deriveLearningPath } from './learning-path.ts';

export async function learningPath(db: Queryable, userId: string): Promise<LearningPath> {
  return deriveLearningPath(await doneSteps(db, userId));
}

/** A step the browser reports (reading a chapter, opening an analysis). */
export async function recordClientStep(db: Queryable, userId: string, step: string) {
  await recordSteps(db, userId, [step]);
  return learningPath(db, userId);
}

/** A saved what-if, pricing inputs or a grouping is not the company's data: it completes no data step. */
const STEP_OF_KIND: Record<DataKind, DataStepId | null> = {
  company: 'company-profile',
  product: 'product',
  'fixed-cost': 'fixed-cost',
  'cost-line': 'fixed-cost',
  'cash-flow-entry': 'cash-flow-entry',
  'fiscal-document': 'cash-flow-entry',
  'customer-record': 'customer-record',
  'unit-economics-scenario': null,
  'pricing-inputs': null,
  investment: 'investment',
  'profit-centre-group': null,
  goal: 'goal',
  'budget-line': 'budget',
  'planning-scenario': null,
};

/**
 * The data steps a change completes: entering data (creating, editing, importing) counts for
 * the module whose data it is; deleting does not. Recorded in the change's own transaction.
 */
export async function recordDataSteps(
  change: AppEvents['company-data-changed'],
  { db }: { db: Queryable },
) {
  if (change.action === 'deleted') return;
  const steps = [...new Set(change.kinds.flatMap((kind) => STEP_OF_KIND[kind] ?? []))];
  if (steps.length > 0) await recordSteps(db, change.userId, steps);
}
