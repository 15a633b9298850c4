import type { LoginResponse, RegisterRequest, UpdateProfileRequest, User } from '@caudal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { ApiError, configureApiClient, isUnavailableError } from '../api-client.ts';
import { retry } from '../retry.ts';
import {
  browserStores,
  clearSession,
  clearSessionWithToken,
  forgetTabSession,
  markTabSession,
  mayHaveTabSession,
  readSession,
  readTabSession,
  type StoredUserSerializer,
  storedToken,
  writeSession,
  writeStoredUser,
  writeTabSession,
} from '../session-storage.ts';
import {
  AuthContext,
  type AuthContextValue,
  type AuthStatus,
  type SessionEnd,
} from './auth-context.ts';
import { openSessionChannel, type SessionChannel } from './session-channel.ts';

// The calls and the stored user's check need the contract schemas (zod): they load on first use,
// so a signed-out visitor of a public page never downloads them.
const authApi = () => retry(() => import('./auth-api.ts'));
const storedUserParser = () =>
  retry(() => import('./stored-user.ts')).then((m) => m.parseStoredUser);

type AuthState = {
  status: AuthStatus;
  user: User | null;
  token: string | null;
  sessionEnd: SessionEnd;
};

const SIGNED_OUT: AuthState = { status: 'signed-out', user: null, token: null, sessionEnd: null };

const stores = browserStores();

function initialState(): AuthState {
  // A stored session stays 'loading' until its user is checked and the server confirms it; so
  // does a new tab while it asks the others for a session not remembered.
  const token = storedToken(stores);
  if (token) return { status: 'loading', token, user: null, sessionEnd: null };
  const mayAsk = typeof BroadcastChannel === 'function' && mayHaveTabSession(stores);
  return mayAsk ? { ...SIGNED_OUT, status: 'loading' } : SIGNED_OUT;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState(initialState);
  const tokenRef = useRef(state.token);
  const askOtherTabs = useRef(state.status === 'loading' && !state.token);
  const channelRef = useRef<SessionChannel | null>(null);

  const endSession = useCallback(
    (sessionEnd: SessionEnd, endedToken?: string) => {
      // Ended in another tab: clear only what holds that session here.
      if (endedToken) {
        clearSessionWithToken(endedToken, stores);
        forgetTabSession(stores);
      } else clearSession(stores);
      tokenRef.current = null;
      queryClient.clear();
      setState({ ...SIGNED_OUT, sessionEnd });
    },
    [queryClient],
  );

  const startSession = useCallback(
    (response: LoginResponse, remember: boolean, serialize: StoredUserSerializer): User => {
      queryClient.clear();
      writeSession(
        { token: response.access_token, user: response.user },
        remember,
        stores,
        serialize,
      );
      tokenRef.current = response.access_token;
      setState({
        status: 'signed-in',
        token: response.access_token,
        user: response.user,
        sessionEnd: null,
      });
      return response.user;
    },
    [queryClient],
  );

  // Layout effect: the client is configured before any child's data effects run.
  // On a 401 the guard on /app/* sends the user to /login with returnTo (see RequireAuth); the
  // other tabs holding the same token are told, so they do not wait for their own 401.
  useLayoutEffect(() => {
    configureApiClient({
      getToken: () => tokenRef.current,
      onUnauthorized: () => {
        const token = tokenRef.current;
        endSession('expired');
        if (token) channelRef.current?.announceEnd(token, 'expired');
      },
    });
  }, [endSession]);

  const refreshUser = useCallback(async () => {
    const token = tokenRef.current;
    if (!token) return;
    try {
      const api = await authApi();
      const user = await api.fetchCurrentUser();
      if (tokenRef.current !== token) return;
      writeStoredUser(user, stores, api.serializeStoredUser);
      setState((current) => ({ ...current, status: 'signed-in', user }));
    } catch (error) {
      if (tokenRef.current !== token) return;
      // 401 was already handled by the client's unauthorized hook.
      if (error instanceof ApiError && error.status === 401) return;
      // Offline, server trouble or the code not loading: keep the cached session rather than
      // signing the user out.
      if (isUnavailableError(error) || !(error instanceof ApiError)) {
        setState((current) => (current.user ? { ...current, status: 'signed-in' } : current));
        return;
      }
      endSession(null);
    }
  }, [endSession]);

  // The tabs of this browser share a session not remembered (lib/auth/session-channel.ts):
  // this tab answers the ones that ask, and follows a sign-out or an expiry in any of them.
  // Then the stored session (or the one another tab handed over) is restored: its user is
  // checked against the schema, then confirmed by the server. Code that cannot load leaves the
  // visitor signed out, with the storage kept for later.
  useEffect(() => {
    let active = true;
    const shareable = () => {
      const session = readTabSession(stores);
      return session && session.token === tokenRef.current ? session : null;
    };
    const channel = openSessionChannel({
      share: shareable,
      ended: (token, reason) => {
        if (token === tokenRef.current)
          endSession(reason === 'expired' ? 'expired' : 'other-tab', token);
      },
    });
    channelRef.current = channel;
    // A tab that asked in vain cleared the hint; a tab holding a session sets it again when
    // the owner comes back to it.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && shareable()) markTabSession(stores);
    };
    document.addEventListener('visibilitychange', onVisible);

    const restore = async () => {
      if (!tokenRef.current) {
        if (!askOtherTabs.current) return;
        const shared = channel ? await channel.ask() : null;
        // Signed in here meanwhile (the login page works while this tab waits): keep that.
        if (!active || tokenRef.current) return;
        askOtherTabs.current = false;
        if (!shared) {
          forgetTabSession(stores);
          setState(SIGNED_OUT);
          return;
        }
        writeTabSession(shared, stores);
        tokenRef.current = shared.token;
      }
      let parseUser: Awaited<ReturnType<typeof storedUserParser>>;
      try {
        parseUser = await storedUserParser();
      } catch {
        if (active) setState(SIGNED_OUT);
        return;
      }
      if (!active) return;
      const stored = readSession(stores, parseUser);
      if (!stored) return endSession(null);
      if (readTabSession(stores)?.token === stored.token) markTabSession(stores);
      tokenRef.current = stored.token;
      setState({ status: 'loading', ...stored, sessionEnd: null });
      void refreshUser();
    };
    void restore();
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisible);
      channel?.close();
      channelRef.current = null;
    };
  }, [refreshUser, endSession]);

  const login = useCallback(
    async (email: string, password: string, remember: boolean) => {
      const api = await authApi();
      const response = await api.loginRequest(email, password, remember);
      return startSession(response, remember, api.serializeStoredUser);
    },
    [startSession],
  );

  const register = useCallback(
    async (payload: RegisterRequest, remember = false) => {
      const api = await authApi();
      return startSession(await api.registerRequest(payload), remember, api.serializeStoredUser);
    },
    [startSession],
  );

  // Signing out ends the session in every tab of this browser.
  const logout = useCallback(async () => {
    const token = tokenRef.current;
    if (token) {
      try {
        await (await authApi()).logoutRequest(token);
      } catch {
        // The local session ends whatever the server answered.
      }
    }
    endSession('signed-out');
    if (token) channelRef.current?.announceEnd(token, 'signed-out');
    await navigate('/');
  }, [endSession, navigate]);

  const forgetSession = useCallback(() => {
    const token = tokenRef.current;
    endSession('signed-out');
    if (token) channelRef.current?.announceEnd(token, 'signed-out');
  }, [endSession]);

  const updateProfile = useCallback(async (payload: UpdateProfileRequest) => {
    const api = await authApi();
    const user = await api.updateCurrentUser(payload);
    writeStoredUser(user, stores, api.serializeStoredUser);
    setState((current) => (current.token ? { ...current, user } : current));
    return user;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, register, logout, forgetSession, refreshUser, updateProfile }),
    [state, login, register, logout, forgetSession, refreshUser, updateProfile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
