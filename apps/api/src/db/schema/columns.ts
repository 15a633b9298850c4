import type { Centavos } from '@caudal/finance';
import { bigint, customType } from 'drizzle-orm/pg-core';

/**
 * Money is exact: a BIGINT of centavos, read as a number (far below 2^53) that the compiler
 * knows is `Centavos`, so a row's amount goes to finance and to the contracts' money schema
 * without any conversion.
 */
export const centavosColumn = (name: string) => bigint(name, { mode: 'number' }).$type<Centavos>();

/** Bytes (PostgreSQL bytea), read and written as a Node Buffer. */
export const byteaColumn = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});
