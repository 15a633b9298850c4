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
  readSession,
  type StoredUserSerializer,
  storedToken,
  writeSession,
  writeStoredUser,
} from '../session-storage.ts';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context.ts';

// The calls and the stored user's check need the contract schemas (zod): they load on first use,
// so a signed-out visitor of a public page never downloads them.
const authApi = () => retry(() => import('./auth-api.ts'));
const storedUserParser = () =>
  retry(() => import('./stored-user.ts')).then((m) => m.parseStoredUser);

type AuthState = {
  status: AuthStatus;
  user: User | null;
  token: string | null;
  sessionExpired: boolean;
};

const SIGNED_OUT: AuthState = {
  status: 'signed-out',
  user: null,
  token: null,
  sessionExpired: false,
};

const stores = browserStores();

function initialState(): AuthState {
  // A stored session stays 'loading' until its user is checked and the server confirms it.
  const token = storedToken(stores);
  return token ? { status: 'loading', token, user: null, sessionExpired: false } : SIGNED_OUT;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState(initialState);
  const tokenRef = useRef(state.token);

  const endSession = useCallback(
    (expired: boolean) => {
      clearSession(stores);
      tokenRef.current = null;
      queryClient.clear();
      setState({ ...SIGNED_OUT, sessionExpired: expired });
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
        sessionExpired: false,
      });
      return response.user;
    },
    [queryClient],
  );

  // Layout effect: the client is configured before any child's data effects run.
  // On a 401 the guard on /app/* sends the user to /login with returnTo (see RequireAuth).
  useLayoutEffect(() => {
    configureApiClient({
      getToken: () => tokenRef.current,
      onUnauthorized: () => endSession(true),
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
      endSession(false);
    }
  }, [endSession]);

  // Restores the stored session: its user is checked against the schema, then confirmed by the
  // server. Code that cannot load leaves the visitor signed out, with the storage kept for later.
  useEffect(() => {
    if (!tokenRef.current) return;
    let active = true;
    storedUserParser().then(
      (parseUser) => {
        if (!active) return;
        const stored = readSession(stores, parseUser);
        if (!stored) return endSession(false);
        tokenRef.current = stored.token;
        setState({ status: 'loading', ...stored, sessionExpired: false });
        void refreshUser();
      },
      () => active && setState(SIGNED_OUT),
    );
    return () => {
      active = false;
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

  const logout = useCallback(async () => {
    const token = tokenRef.current;
    if (token) {
      try {
        await (await authApi()).logoutRequest(token);
      } catch {
        // The local session ends whatever the server answered.
      }
    }
    endSession(false);
    await navigate('/');
  }, [endSession, navigate]);

  const updateProfile = useCallback(async (payload: UpdateProfileRequest) => {
    const api = await authApi();
    const user = await api.updateCurrentUser(payload);
    writeStoredUser(user, stores, api.serializeStoredUser);
    setState((current) => (current.token ? { ...current, user } : current));
    return user;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, register, logout, refreshUser, updateProfile }),
    [state, login, register, logout, refreshUser, updateProfile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
