import type { User } from '@caudal/contracts';

export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'auth_user';

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Remembered sessions live in `local` (they survive the browser); others in `session` (one tab). */
export type SessionStores = { local: KeyValueStore; session: KeyValueStore };

export type StoredSession = { token: string; user: User };

// Storage can throw (private browsing, storage disabled, quota): treat that as "nothing stored".
function safeGet(store: KeyValueStore, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function safeRemove(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // Nothing else to do: the value is unreachable anyway.
  }
}

function safeSet(store: KeyValueStore, key: string, value: string): boolean {
  try {
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function clearStore(store: KeyValueStore): void {
  safeRemove(store, TOKEN_KEY);
  safeRemove(store, USER_KEY);
}

export function clearSession(stores: SessionStores): void {
  clearStore(stores.local);
  clearStore(stores.session);
}

/**
 * Checks a stored user (JSON) against the user schema; null when it does not fit. Passed in, so
 * this module (in the first load of every page) does not pull the schemas in.
 */
export type StoredUserParser = (raw: string) => User | null;

/** The user as JSON in the server's own shape (`serializeStoredUser`), passed in like the parser. */
export type StoredUserSerializer = (user: User) => string;

/** The stored token, if any: enough to know, before the schemas load, that a session may exist. */
export function storedToken(stores: SessionStores): string | null {
  return safeGet(stores.session, TOKEN_KEY) ?? safeGet(stores.local, TOKEN_KEY);
}

/**
 * The stored session, from the tab's storage first, then the remembered one. Signed in only when
 * both token and user are present; an unreadable user clears everything.
 */
export function readSession(
  stores: SessionStores,
  parseUser: StoredUserParser,
): StoredSession | null {
  for (const store of [stores.session, stores.local]) {
    const token = safeGet(store, TOKEN_KEY);
    const rawUser = safeGet(store, USER_KEY);
    if (!token && !rawUser) continue;
    const user = token && rawUser ? parseUser(rawUser) : null;
    if (!token || !user) {
      clearSession(stores);
      return null;
    }
    return { token, user };
  }
  return null;
}

/** True when the current session is the remembered one (it lives in `local`). */
export function isRemembered(stores: SessionStores): boolean {
  return safeGet(stores.local, TOKEN_KEY) !== null;
}

export function writeSession(
  session: StoredSession,
  remember: boolean,
  stores: SessionStores,
  serialize: StoredUserSerializer,
): void {
  clearSession(stores);
  const target = remember ? stores.local : stores.session;
  const saved =
    safeSet(target, TOKEN_KEY, session.token) && safeSet(target, USER_KEY, serialize(session.user));
  if (!saved) clearStore(target);
}

/** Replaces the stored user (after a profile update), wherever the session lives. */
export function writeStoredUser(
  user: User,
  stores: SessionStores,
  serialize: StoredUserSerializer,
): void {
  const target = isRemembered(stores) ? stores.local : stores.session;
  if (safeGet(target, TOKEN_KEY) === null) return;
  safeSet(target, USER_KEY, serialize(user));
}

const memory = new Map<string, string>();
const memoryStore: KeyValueStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => {
    memory.set(key, value);
  },
  removeItem: (key) => {
    memory.delete(key);
  },
};

function browserStore(kind: 'localStorage' | 'sessionStorage'): KeyValueStore {
  try {
    return globalThis[kind] ?? memoryStore;
  } catch {
    return memoryStore;
  }
}

/** The browser's storages; an in-memory stand-in where they are unavailable. */
export function browserStores(): SessionStores {
  return { local: browserStore('localStorage'), session: browserStore('sessionStorage') };
}
