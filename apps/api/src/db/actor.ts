import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is making the request being served: the audit log's "who" (migration 0027). A request
 * starts with no one (`runAsRequest`); the session check names the person (`setActor`); every
 * transaction opened while serving it tells PostgreSQL (db/client.ts), whose audit triggers read
 * it. The job queue's work runs outside any request, so its writes name no one.
 */
type ActorStore = { userId: string | null };
const store = new AsyncLocalStorage<ActorStore>();

/** Runs `next` (the rest of a request's hooks and its handler) with its own, empty actor. */
export function runAsRequest(next: () => void): void {
  store.run({ userId: null }, next);
}

export function setActor(userId: string): void {
  const current = store.getStore();
  if (current) current.userId = userId;
}

export function currentActor(): string | null {
  return store.getStore()?.userId ?? null;
}
