/**
 * PostgreSQL errors as the app sees them. Drizzle wraps the driver's error (its message
 * carries the query's parameters: a password hash, an email) and puts the original on `cause`.
 */
type PgErrorFields = {
  code?: unknown;
  severity?: unknown;
  routine?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  cause?: unknown;
};

/** The driver's error: the error itself or the first cause with a SQLSTATE code. */
function pgError(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as PgErrorFields).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgErrorFields;
    current = (current as PgErrorFields).cause;
  }
  return undefined;
}

/** A unique index refused the row: two requests raced for the same email, say. */
export const isUniqueViolation = (error: unknown) => pgError(error)?.code === '23505';

/**
 * What may be logged about a database error: its SQLSTATE and where it happened, never the
 * message (PostgreSQL echoes values in it) nor the parameters. Undefined for other errors.
 */
export function databaseErrorSummary(error: unknown): Record<string, unknown> | undefined {
  const pg = pgError(error);
  if (!pg) return undefined;
  const { code, severity, routine, table, column, constraint } = pg;
  return { code, severity, routine, table, column, constraint };
}
