import { index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './company-owned.ts';

/**
 * The growth simulations an owner keeps (issue 18): the simulator's input and the result the
 * server computed from it, as they were when saved.
 */
export const growthSimulations = pgTable(
  'growth_simulations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    /** The contracts' SimulationInput, money in centavos. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** The contracts' SimulationResult, money in centavos. */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('growth_simulations_company_idx').on(t.companyId, t.createdAt)],
);
