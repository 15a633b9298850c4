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
import {
  browserStores,
  clearSession,
  readSession,
  writeSession,
  writeStoredUser,
} from '../session-storage.ts';
import {
  fetchCurrentUser,
  loginRequest,
  logoutRequest,
  registerRequest,
  updateCurrentUser,
} from './auth-api.ts';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context.ts';

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
  const stored = readSession(stores);
  // A restored session stays 'loading' until the server confirms it (GET /api/auth/me).
  return stored ? { status: 'loading', ...stored, sessionExpired: false } : SIGNED_OUT;
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
    (response: LoginResponse, remember: boolean): User => {
      queryClient.clear();
      writeSession({ token: response.access_token, user: response.user }, remember, stores);
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
      const user = await fetchCurrentUser();
      if (tokenRef.current !== token) return;
      writeStoredUser(user, stores);
      setState((current) => ({ ...current, status: 'signed-in', user }));
    } catch (error) {
      if (tokenRef.current !== token) return;
      // 401 was already handled by the client's unauthorized hook.
      if (error instanceof ApiError && error.status === 401) return;
      // Offline or server trouble: keep the cached session rather than signing the user out.
      if (isUnavailableError(error)) {
        setState((current) => (current.user ? { ...current, status: 'signed-in' } : current));
        return;
      }
      endSession(false);
    }
  }, [endSession]);

  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);

  const login = useCallback(
    async (email: string, password: string, remember: boolean) =>
      startSession(await loginRequest(email, password, remember), remember),
    [startSession],
  );

  const register = useCallback(
    async (payload: RegisterRequest, remember = false) =>
      startSession(await registerRequest(payload), remember),
    [startSession],
  );

  const logout = useCallback(async () => {
    const token = tokenRef.current;
    if (token) {
      try {
        await logoutRequest(token);
      } catch {
        // The local session ends whatever the server answered.
      }
    }
    endSession(false);
    await navigate('/');
  }, [endSession, navigate]);

  const updateProfile = useCallback(async (payload: UpdateProfileRequest) => {
    const user = await updateCurrentUser(payload);
    writeStoredUser(user, stores);
    setState((current) => (current.token ? { ...current, user } : current));
    return user;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, register, logout, refreshUser, updateProfile }),
    [state, login, register, logout, refreshUser, updateProfile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
