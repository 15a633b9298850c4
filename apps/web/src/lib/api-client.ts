import type { z } from '@caudal/contracts';
import type { NoCentavos } from '@caudal/finance/money';

export const NETWORK_ERROR_MESSAGE =
  'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.';
export const TIMEOUT_ERROR_MESSAGE =
  'El servidor tardó demasiado en responder. Revisa tu conexión e intenta de nuevo.';
export const INVALID_RESPONSE_MESSAGE = 'Recibimos una respuesta inesperada del servidor.';
export const NOT_SIGNED_IN_MESSAGE = 'No has iniciado sesión.';

const DEFAULT_TIMEOUT_MS = 30_000;

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

/**
 * Every failed call becomes an ApiError; `detail` is the server's Spanish message, if it sent
 * one, and `field` the request field it is about (a refused password), if any.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly detail: string | undefined;
  readonly field: string | undefined;

  constructor(options: {
    status: number;
    kind: ApiErrorKind;
    detail?: string;
    field?: string;
    message: string;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.kind = options.kind;
    this.detail = options.detail;
    this.field = options.field;
  }
}

/**
 * The server's refusal of one of the form's own `fields` (`{detail, field}`), to show under that
 * field. Undefined for any other error, or a field the form does not have: the form then shows
 * the detail at its top, so no refusal goes unseen.
 */
export function fieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | undefined {
  if (!(error instanceof ApiError) || !error.field || !error.detail) return undefined;
  const field = fields.find((f) => f === error.field);
  return field ? { field, message: error.detail } : undefined;
}

/** The text to show for a failed call: the server detail, a connection message, or `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.detail) return error.detail;
  if (error.kind === 'network' || error.kind === 'timeout') return error.message;
  return fallback;
}

/**
 * True when the server could not be reached, was busy (429) or failed on its side (5xx): none of
 * these says the session is invalid, so a cached session is kept.
 */
export function isUnavailableError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.kind === 'network' ||
      error.kind === 'timeout' ||
      error.status === 429 ||
      error.status >= 500)
  );
}

type ApiClientConfig = {
  getToken: () => string | null;
  onUnauthorized: () => void;
};

let config: ApiClientConfig = { getToken: () => null, onUnauthorized: () => {} };

/** The auth provider plugs in the current token and what to do when the server rejects it. */
export function configureApiClient(next: ApiClientConfig): void {
  config = next;
}

/** The current session's token, for a caller that sends its own request (lib/upload.ts). */
export function currentToken(): string | null {
  return config.getToken();
}

/** Tells the auth provider that the server rejected the token (a 401 outside apiRequest). */
export function reportUnauthorized(): void {
  config.onUnauthorized();
}

export type ApiRequestOptions<T, B = unknown> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * The JSON body, as the API receives it: money in pesos, as people typed it. A value typed
   * `Centavos` anywhere inside is a compile error (it would arrive 100 times too large).
   */
  body?: B & NoCentavos<B>;
  /** Validates the response body; without it the body is returned as `unknown` cast to T. */
  schema?: z.ZodType<T>;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** Use this token instead of the current one (logout uses the token it is ending). */
  token?: string | null;
  /** Call the 401 handler when an authenticated call is rejected (default true). */
  handleUnauthorized?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
};

function withTimeout(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : timeout;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server's Spanish `detail` of an error body, if it sent one. */
export function detailOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    const { detail } = body as { detail: unknown };
    if (typeof detail === 'string' && detail.trim()) return detail;
  }
  return undefined;
}

type SendOptions = Omit<ApiRequestOptions<unknown>, 'schema'> & { accept: string };

/** One HTTP call with the token, the time limit and the 401 hook; throws ApiError when not ok. */
async function send(path: string, options: SendOptions): Promise<Response> {
  const { method = 'GET', body, auth = true, handleUnauthorized = true } = options;
  const token = auth ? (options.token ?? config.getToken()) : null;
  const headers: Record<string, string> = { Accept: options.accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: withTimeout(options.signal, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    // A caller that cancels on purpose gets its own AbortError back.
    if (options.signal?.aborted) throw error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError({
      status: 0,
      kind: timedOut ? 'timeout' : 'network',
      message: timedOut ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE,
    });
  }

  if (!response.ok) {
    if (response.status === 401 && token && handleUnauthorized) config.onUnauthorized();
    const body = await readJson(response);
    const detail = detailOf(body);
    const field = (body as { field?: unknown } | undefined)?.field;
    throw new ApiError({
      status: response.status,
      kind: 'http',
      detail,
      field: typeof field === 'string' ? field : undefined,
      message: detail ?? `Error ${response.status}`,
    });
  }
  return response;
}

export async function apiRequest<T = unknown, B = unknown>(
  path: string,
  options: ApiRequestOptions<T, B> = {},
): Promise<T> {
  const { schema, ...rest } = options;
  const response = await send(path, { ...rest, accept: 'application/json' });
  const data = await readJson(response);
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      kind: 'invalid-response',
      message: INVALID_RESPONSE_MESSAGE,
    });
  }
  return parsed.data;
}

/**
 * A file from the API (a PDF, a CSV) with the same token, time limit and errors as apiRequest.
 * `type` is the media type expected: anything else is an invalid response.
 */
export async function apiBlob(
  path: string,
  options: Omit<ApiRequestOptions<Blob>, 'schema' | 'body'> & { type: string },
): Promise<Blob> {
  return (await apiFile(path, options)).blob;
}

/** The file name a `Content-Disposition` header gives ('attachment; filename="x.csv"'), if any. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? null;
}

/**
 * Like apiBlob, with the file name the server gave (`Content-Disposition`), when it gave one.
 * A file built from a request (POST /api/reports/generate) sends its JSON `body`.
 */
export async function apiFile<B = unknown>(
  path: string,
  options: Omit<ApiRequestOptions<Blob, B>, 'schema'> & { type: string },
): Promise<{ blob: Blob; filename: string | null }> {
  const { type, ...rest } = options;
  const response = await send(path, { ...rest, accept: type });
  const received = response.headers.get('Content-Type') ?? '';
  if (!received.toLowerCase().startsWith(type)) {
    throw new ApiError({
      status: response.status,
      kind: 'invalid-response',
      message: INVALID_RESPONSE_MESSAGE,
    });
  }
  const filename = dispositionFilename(response.headers.get('Content-Disposition'));
  return { blob: await response.blob(), filename };
}
