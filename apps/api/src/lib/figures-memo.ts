/**
 * Figures computed from a company's data, reused while `companies.data_version` is unchanged
 * (triggers bump it on every change to the company, its catalogue, costs or entries).
 *
 * Only a memo, per instance: every signed-in request reads the current version with its session
 * (one round trip), so an instance never serves figures older than the data it was asked about,
 * and N instances need nothing from each other. A request that read version v computes after
 * that read, so what it stores is at least as new as v; versions only grow.
 */
export function createFiguresMemo<T>(maxEntries = 2000) {
  const entries = new Map<string, { version: number; value: Promise<T> }>();
  return (key: string, version: number, compute: () => Promise<T>): Promise<T> => {
    const found = entries.get(key);
    if (found && found.version === version) {
      // Most recently used last, so the oldest is the first to go.
      entries.delete(key);
      entries.set(key, found);
      return found.value;
    }
    const value = compute();
    entries.set(key, { version, value });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
