import { UserSchema } from '@caudal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiBlob,
  apiRequest,
  configureApiClient,
  dispositionFilename,
  errorMessage,
  fieldError,
  isUnavailableError,
  NETWORK_ERROR_MESSAGE,
} from './api-client.ts';
import { TEST_USER } from './test-user.ts';

function respond(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ getToken: () => null, onUnauthorized: () => {} });
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token and validates the response', async () => {
    // The server sends pesos; the response decodes them into centavos.
    const fetchMock = respond(200, { ...UserSchema.encode(TEST_USER), monthly_revenue: 85_000 });
    configureApiClient({ getToken: () => 'tok', onUnauthorized: () => {} });
    const user = await apiRequest('/api/auth/me', { schema: UserSchema });
    expect(user).toEqual(TEST_USER);
    expect(user.monthly_revenue).toBe(8_500_000);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('throws the server detail in Spanish', async () => {
    respond(409, { detail: 'El correo ya está registrado' });
    const error = await apiRequest('/api/auth/register', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(errorMessage(error, 'Error al registrar usuario')).toBe('El correo ya está registrado');
  });

  it('uses the fallback when the server sent no detail', async () => {
    respond(500);
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(errorMessage(error, 'Error al iniciar sesión')).toBe('Error al iniciar sesión');
  });

  it('calls the 401 hook for authenticated calls only', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ getToken: () => 'tok', onUnauthorized });
    respond(401, { detail: 'Sesión expirada' });
    await expect(apiRequest('/api/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    respond(401, { detail: 'Correo o contraseña incorrectos' });
    await expect(apiRequest('/api/auth/login', { method: 'POST', auth: false })).rejects.toThrow(
      'Correo o contraseña incorrectos',
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into a Spanish message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await apiRequest('/api/auth/me').catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('network');
    expect(errorMessage(error, 'Error al iniciar sesión')).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('rejects a response that does not match the contract', async () => {
    respond(200, { id: 1 });
    const error = await apiRequest('/api/auth/me', { schema: UserSchema }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('invalid-response');
  });
});

describe('isUnavailableError', () => {
  const http = (status: number) => new ApiError({ status, kind: 'http', message: 'x' });

  it('keeps the session for outages, not for rejections', () => {
    expect(isUnavailableError(new ApiError({ status: 0, kind: 'network', message: 'x' }))).toBe(
      true,
    );
    expect(isUnavailableError(http(503))).toBe(true);
    expect(isUnavailableError(http(429))).toBe(true);
    expect(isUnavailableError(http(401))).toBe(false);
    expect(isUnavailableError(http(404))).toBe(false);
    expect(isUnavailableError(new Error('x'))).toBe(false);
  });
});

describe('apiBlob', () => {
  it('downloads a file with the bearer token', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ getToken: () => 'tok', onUnauthorized: () => {} });
    const blob = await apiBlob('/api/x.pdf', { type: 'application/pdf' });
    expect(await blob.text()).toBe('%PDF-1.7');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Accept')).toBe('application/pdf');
  });

  it('rejects an answer of another type and keeps the server detail on errors', async () => {
    respond(200, { detail: 'no soy un PDF' });
    const wrongType = await apiBlob('/api/x.pdf', { type: 'application/pdf' }).catch(
      (e: unknown) => e,
    );
    expect((wrongType as ApiError).kind).toBe('invalid-response');
    respond(404, { detail: 'Reporte no encontrado' });
    await expect(apiBlob('/api/x.pdf', { type: 'application/pdf' })).rejects.toThrow(
      'Reporte no encontrado',
    );
  });
});

describe('fieldError', () => {
  const refusal = (field: string) =>
    new ApiError({
      status: 400,
      kind: 'http',
      detail: 'Esa contraseña es de las más usadas',
      field,
      message: 'x',
    });

  it('gives a refusal of one of the form’s fields to show under it', () => {
    expect(fieldError(refusal('new_password'), ['current_password', 'new_password'])).toEqual({
      field: 'new_password',
      message: 'Esa contraseña es de las más usadas',
    });
  });

  it('leaves a field the form does not have, and any other error, to the alert on top', () => {
    expect(fieldError(refusal('email'), ['password'])).toBeUndefined();
    expect(fieldError(new Error('red'), ['password'])).toBeUndefined();
  });
});

describe('dispositionFilename', () => {
  it('reads the quoted, the bare and the UTF-8 name, or none', () => {
    expect(dispositionFilename('attachment; filename="flujo-caja-2026-04-10.csv"')).toBe(
      'flujo-caja-2026-04-10.csv',
    );
    expect(dispositionFilename('attachment; filename=reporte.pdf')).toBe('reporte.pdf');
    expect(dispositionFilename("attachment; filename*=UTF-8''caf%C3%A9.csv")).toBe('café.csv');
    expect(dispositionFilename('attachment')).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });
});
