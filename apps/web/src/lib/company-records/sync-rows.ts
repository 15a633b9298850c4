/** A row of a step's list: its id once saved ('' before) and what the user typed. */
export type EditedRow<In> = { serverId: string; input: In };

export type RowApi<In> = {
  create: (input: In) => Promise<{ id: string }>;
  update: (id: string, input: In) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
};

export type SyncCallbacks = {
  /** A new row was created: remember its id so a retry does not create it twice. */
  onCreated: (index: number, id: string) => void;
  onRemoved: (id: string) => void;
};

/**
 * Saves a list edited in the browser: deletes the rows the user removed, updates the changed
 * ones and creates the new ones, one call at a time. `saved` holds what the server has for
 * each id (as JSON) and is kept current, so after a failure the next try resumes where this
 * one stopped.
 */
export async function syncRows<In>(
  rows: readonly EditedRow<In>[],
  removedIds: readonly string[],
  saved: Map<string, string>,
  api: RowApi<In>,
  callbacks: SyncCallbacks,
): Promise<void> {
  for (const id of removedIds) {
    await api.remove(id);
    saved.delete(id);
    callbacks.onRemoved(id);
  }
  for (const [index, row] of rows.entries()) {
    const json = JSON.stringify(row.input);
    if (!row.serverId) {
      const created = await api.create(row.input);
      saved.set(created.id, json);
      callbacks.onCreated(index, created.id);
    } else if (saved.get(row.serverId) !== json) {
      await api.update(row.serverId, row.input);
      saved.set(row.serverId, json);
    }
  }
}
