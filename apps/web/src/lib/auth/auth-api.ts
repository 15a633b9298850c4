import {
  type LoginResponse,
  LoginResponseSchema,
  type RegisterRequest,
  type UpdateProfileRequest,
  type User,
  UserSchema,
} from '@caudal/contracts';
import { apiRequest } from '../api-client.ts';

export function loginRequest(
  email: string,
  password: string,
  remember: boolean,
): Promise<LoginResponse> {
  return apiRequest('/api/auth/login', {
    method: 'POST',
    body: { email, password, remember_me: remember },
    auth: false,
    schema: LoginResponseSchema,
  });
}

export function registerRequest(payload: RegisterRequest): Promise<LoginResponse> {
  return apiRequest('/api/auth/register', {
    method: 'POST',
    body: payload,
    auth: false,
    schema: LoginResponseSchema,
  });
}

export function fetchCurrentUser(): Promise<User> {
  return apiRequest('/api/auth/me', { schema: UserSchema });
}

export function updateCurrentUser(payload: UpdateProfileRequest): Promise<User> {
  return apiRequest('/api/auth/me', { method: 'PUT', body: payload, schema: UserSchema });
}

/** Ends the session on the server; short timeout so signing out never hangs. */
export async function logoutRequest(token: string): Promise<void> {
  await apiRequest('/api/auth/logout', {
    method: 'POST',
    token,
    handleUnauthorized: false,
    timeoutMs: 5_000,
  });
}

export { serializeStoredUser } from './stored-user.ts';
