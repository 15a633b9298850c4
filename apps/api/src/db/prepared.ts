import type { Queryable } from './client.ts';

/**
 * A statement built once per database handle (the pool, or a transaction) instead of on every
 * call: `build` should end in drizzle's `.prepare(name)`, so PostgreSQL also parses and plans
 * it once per connection. Building a query is most of a hot read's CPU in node (measured with
 * bench/load.ts); use this for the reads every screen makes.
 */
export function preparedPerHandle<S>(build: (db: Queryable) => S): (db: Queryable) => S {
  const built = new WeakMap<Queryable, S>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
