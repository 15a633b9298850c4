import { describe, expect, it } from 'vitest';
import { parseStoredUser, serializeStoredUser } from './auth/stored-user.ts';
import {
  clearSession,
  clearSessionWithToken,
  type KeyValueStore,
  mayHaveTabSession,
  readSession,
  readTabSession,
  type SessionStores,
  storedToken,
  TAB_SESSION_HINT_KEY,
  TOKEN_KEY,
  USER_KEY,
  writeSession,
  writeStoredUser,
  writeTabSession,
} from './session-storage.ts';
import { TEST_USER } from './test-user.ts';

function fakeStore(
  initial: Record<string, string> = {},
): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

function stores(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  return { local: fakeStore(local), session: fakeStore(session) };
}

const userJson = serializeStoredUser(TEST_USER);

describe('readSession', () => {
  it('is empty when nothing is stored', () => {
    expect(readSession(stores(), parseStoredUser)).toBeNull();
  });

  it('restores a remembered session from localStorage', () => {
    const s = stores({ [TOKEN_KEY]: 'tok', [USER_KEY]: userJson });
    expect(readSession(s, parseStoredUser)).toEqual({ token: 'tok', user: TEST_USER });
  });

  it('restores a tab session from sessionStorage', () => {
    const s = stores({}, { [TOKEN_KEY]: 'tok', [USER_KEY]: userJson });
    expect(readSession(s, parseStoredUser)?.token).toBe('tok');
  });

  it.each([
    ['user is not JSON', { [TOKEN_KEY]: 'tok', [USER_KEY]: '{not json' }],
    ['user fails the schema', { [TOKEN_KEY]: 'tok', [USER_KEY]: JSON.stringify({ id: 1 }) }],
    ['token without user', { [TOKEN_KEY]: 'tok' }],
    ['user without token', { [USER_KEY]: userJson }],
  ])('clears both storages when the %s', (_case, local) => {
    const s = stores(local, { [TOKEN_KEY]: 'other' });
    expect(readSession(s, parseStoredUser)).toBeNull();
    expect(s.local.data.size).toBe(0);
    expect(s.session.data.size).toBe(0);
  });

  it('treats a storage that throws as empty', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(readSession({ local: broken, session: broken }, parseStoredUser)).toBeNull();
  });
});

describe('storedToken', () => {
  it('finds the tab token first, then the remembered one, and nothing when empty', () => {
    expect(storedToken(stores())).toBeNull();
    expect(storedToken(stores({ [TOKEN_KEY]: 'kept' }))).toBe('kept');
    expect(storedToken(stores({ [TOKEN_KEY]: 'kept' }, { [TOKEN_KEY]: 'tab' }))).toBe('tab');
  });
});

describe('writeSession', () => {
  it('remember-me writes to localStorage and clears the tab storage', () => {
    const s = stores({}, { [TOKEN_KEY]: 'old', [USER_KEY]: userJson });
    writeSession({ token: 'new', user: TEST_USER }, true, s, serializeStoredUser);
    expect(s.local.data.get(TOKEN_KEY)).toBe('new');
    expect(s.session.data.size).toBe(0);
    expect(readSession(s, parseStoredUser)?.token).toBe('new');
  });

  it('without remember-me writes the token to sessionStorage only, and the hint for new tabs', () => {
    const s: SessionStores & { local: { data: Map<string, string> } } = stores({
      [TOKEN_KEY]: 'old',
      [USER_KEY]: userJson,
    });
    writeSession({ token: 'new', user: TEST_USER }, false, s, serializeStoredUser);
    expect([...s.local.data.entries()]).toEqual([[TAB_SESSION_HINT_KEY, '1']]);
    expect(readSession(s, parseStoredUser)?.token).toBe('new');
    expect(mayHaveTabSession(s)).toBe(true);
  });

  it('remember-me leaves no hint: a new tab finds the session itself', () => {
    const s = stores({ [TAB_SESSION_HINT_KEY]: '1' });
    writeSession({ token: 'new', user: TEST_USER }, true, s, serializeStoredUser);
    expect(mayHaveTabSession(s)).toBe(false);
  });
});

describe('the stored user', () => {
  it('is kept as the server sends it (pesos) and read back as it was (centavos)', () => {
    const s = stores();
    writeSession({ token: 'tok', user: TEST_USER }, true, s, serializeStoredUser);
    expect(JSON.parse(s.local.data.get(USER_KEY) ?? '{}').monthly_revenue).toBe(85_000);
    // Read, written again and read again (a reload and a profile refresh): nothing drifts.
    const first = readSession(s, parseStoredUser);
    writeStoredUser(first?.user ?? TEST_USER, s, serializeStoredUser);
    expect(readSession(s, parseStoredUser)?.user.monthly_revenue).toBe(8_500_000);
  });
});

describe('writeStoredUser and clearSession', () => {
  it('updates the user where the session lives', () => {
    const s = stores({ [TOKEN_KEY]: 'tok', [USER_KEY]: userJson });
    writeStoredUser({ ...TEST_USER, full_name: 'Ana María López' }, s, serializeStoredUser);
    expect(readSession(s, parseStoredUser)?.user.full_name).toBe('Ana María López');
    expect(s.session.data.size).toBe(0);
  });

  it('does not create a session when none exists', () => {
    const s = stores();
    writeStoredUser(TEST_USER, s, serializeStoredUser);
    expect(readSession(s, parseStoredUser)).toBeNull();
  });

  it('clearSession removes both keys from both storages', () => {
    const s = stores({ [TOKEN_KEY]: 'a', [USER_KEY]: userJson, other: 'x' }, { [TOKEN_KEY]: 'b' });
    clearSession(s);
    expect([...s.local.data.keys()]).toEqual(['other']);
    expect(s.session.data.size).toBe(0);
  });
});

describe('a session handed from tab to tab', () => {
  it('is read from the tab storage only, as stored', () => {
    expect(readTabSession(stores({ [TOKEN_KEY]: 'kept', [USER_KEY]: userJson }))).toBeNull();
    expect(readTabSession(stores({}, { [TOKEN_KEY]: 'tab' }))).toBeNull();
    expect(readTabSession(stores({}, { [TOKEN_KEY]: 'tab', [USER_KEY]: userJson }))).toEqual({
      token: 'tab',
      user: userJson,
    });
  });

  it('is written to the tab storage, never to localStorage, and then read like any other', () => {
    const s = stores();
    writeTabSession({ token: 'shared', user: userJson }, s);
    expect(s.local.data.get(TOKEN_KEY)).toBeUndefined();
    expect([...s.local.data.keys()]).toEqual([TAB_SESSION_HINT_KEY]);
    expect(readSession(s, parseStoredUser)).toEqual({ token: 'shared', user: TEST_USER });
  });

  it('ended in another tab: only the storage that holds that token is cleared', () => {
    const s = stores(
      { [TOKEN_KEY]: 'kept', [USER_KEY]: userJson },
      { [TOKEN_KEY]: 'ended', [USER_KEY]: userJson },
    );
    clearSessionWithToken('ended', s);
    expect(s.session.data.size).toBe(0);
    expect(s.local.data.get(TOKEN_KEY)).toBe('kept');
    clearSessionWithToken('other', s);
    expect(s.local.data.get(TOKEN_KEY)).toBe('kept');
  });

  it('clearSession also forgets the hint', () => {
    const s = stores({ [TAB_SESSION_HINT_KEY]: '1' }, { [TOKEN_KEY]: 'b', [USER_KEY]: userJson });
    clearSession(s);
    expect(mayHaveTabSession(s)).toBe(false);
  });
});
