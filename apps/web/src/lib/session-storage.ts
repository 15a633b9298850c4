import type { User } from '@caudal/contracts';
import { APPEARANCE_CACHE_KEY } from './appearance.ts';

export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'auth_user';
/**
 * In `local`: some tab of this browser may hold a session not remembered, so a new tab asks the
 * others for it (lib/auth/session-channel.ts) before deciding it is signed out. A hint, never a
 * token: the token of a session not remembered stays in the tabs' `session` storage.
 */
export const TAB_SESSION_HINT_KEY = 'auth_in_tabs';

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Remembered sessions live in `local` (they survive the browser); others in `session` (each tab
 * its own copy: tabs pass it to each other, see lib/auth/session-channel.ts).
 */
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
  forgetTabSession(stores);
  // The person's look goes with them: on a shared device the next person starts from the default.
  safeRemove(stores.local, APPEARANCE_CACHE_KEY);
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
  if (!remember) markTabSession(stores);
}

/** A session not remembered as this tab keeps it: the token and the user's JSON, unparsed. */
export type TabSession = { token: string; user: string };

/** This tab's session not remembered, to hand to another tab; null when it has none. */
export function readTabSession(stores: SessionStores): TabSession | null {
  const token = safeGet(stores.session, TOKEN_KEY);
  const user = safeGet(stores.session, USER_KEY);
  return token && user ? { token, user } : null;
}

/** Keeps a session another tab handed over as this tab's own (it is checked when read). */
export function writeTabSession(session: TabSession, stores: SessionStores): void {
  clearStore(stores.session);
  const saved =
    safeSet(stores.session, TOKEN_KEY, session.token) &&
    safeSet(stores.session, USER_KEY, session.user);
  if (!saved) clearStore(stores.session);
  markTabSession(stores);
}

/** Clears, in this tab, only the storage that holds `token` (another tab ended that session). */
export function clearSessionWithToken(token: string, stores: SessionStores): void {
  for (const store of [stores.session, stores.local]) {
    if (safeGet(store, TOKEN_KEY) === token) clearStore(store);
  }
}

export function markTabSession(stores: SessionStores): void {
  safeSet(stores.local, TAB_SESSION_HINT_KEY, '1');
}

export function forgetTabSession(stores: SessionStores): void {
  safeRemove(stores.local, TAB_SESSION_HINT_KEY);
}

/** True when another tab may hold a session not remembered (see TAB_SESSION_HINT_KEY). */
export function mayHaveTabSession(stores: SessionStores): boolean {
  return safeGet(stores.local, TAB_SESSION_HINT_KEY) !== null;
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
