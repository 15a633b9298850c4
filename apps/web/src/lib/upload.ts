import type { z } from '@caudal/contracts';
import {
  ApiError,
  currentToken,
  detailOf,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  reportUnauthorized,
  TIMEOUT_ERROR_MESSAGE,
} from './api-client.ts';

/** A file of up to 20 MB on a slow connection: twice apiRequest's limit. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export type UploadOptions<T> = {
  file: Blob;
  fileName: string;
  /** Text fields sent with the file (before it, in the order given). */
  fields?: Readonly<Record<string, string>>;
  /** Decodes the response body (money back into centavos). */
  schema: z.ZodType<T>;
  /** How much of the file has been sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
};

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A multipart POST of one file in the field `file` (spec 001 §7), with the upload's progress:
 * fetch reports none, so this is XMLHttpRequest. Same token, 401 handling and errors as
 * apiRequest (an ApiError with the server's Spanish `detail` and `field`); a caller that aborts
 * gets an AbortError.
 */
export function uploadFile<T>(path: string, options: UploadOptions<T>): Promise<T> {
  const { file, fileName, fields = {}, schema, onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('La subida se canceló.', 'AbortError'));
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, fileName);

    const xhr = new XMLHttpRequest();
    const token = currentToken();
    xhr.open('POST', path);
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onerror = () => {
      settle();
      reject(new ApiError({ status: 0, kind: 'network', message: NETWORK_ERROR_MESSAGE }));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new ApiError({ status: 0, kind: 'timeout', message: TIMEOUT_ERROR_MESSAGE }));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('La subida se canceló.', 'AbortError'));
    };
    xhr.onload = () => {
      settle();
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401 && token) reportUnauthorized();
        const detail = detailOf(body);
        const field = (body as { field?: unknown } | undefined)?.field;
        reject(
          new ApiError({
            status: xhr.status,
            kind: 'http',
            detail,
            field: typeof field === 'string' ? field : undefined,
            message: detail ?? `Error ${xhr.status}`,
          }),
        );
        return;
      }
      const parsed = schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else
        reject(
          new ApiError({
            status: xhr.status,
            kind: 'invalid-response',
            message: INVALID_RESPONSE_MESSAGE,
          }),
        );
    };
    xhr.send(form);
  });
}
