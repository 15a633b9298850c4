import type { Centavos } from '@caudal/finance';
import { bigint } from 'drizzle-orm/pg-core';

/**
 * Money is exact: a BIGINT of centavos, read as a number (far below 2^53) that the compiler
 * knows is `Centavos`, so a row's amount goes to finance and to the contracts' money schema
 * without any conversion.
 */
export const centavosColumn = (name: string) => bigint(name, { mode: 'number' }).$type<Centavos>();
