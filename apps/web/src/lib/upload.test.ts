import { z } from '@caudal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  configureApiClient,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from './api-client.ts';
import { UPLOAD_TIMEOUT_MS, uploadFile } from './upload.ts';

type Handler =
  | ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)
  | null;

/** Just enough of XMLHttpRequest: the test plays the network's part. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Handler; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body?: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request sent');
  return FakeXhr.last;
};
const Schema = z.object({ id: z.string() });
const file = new Blob(['Día;Concepto;Importe\n'], { type: 'text/csv' });

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ getToken: () => null, onUnauthorized: () => {} });
});

describe('uploadFile', () => {
  it('posts the fields and the file with the token, reports progress and decodes the answer', async () => {
    configureApiClient({ getToken: () => 'tok', onUnauthorized: () => {} });
    const progress: number[] = [];
    const done = uploadFile('/api/imports', {
      file,
      fileName: 'banco.csv',
      fields: { account: 'Cuenta principal' },
      schema: Schema,
      onProgress: (f) => progress.push(f),
    });
    const request = xhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/imports');
    expect(request.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(request.headers.Authorization).toBe('Bearer tok');
    expect([...(request.body?.keys() ?? [])]).toEqual(['account', 'file']);
    expect(request.body?.get('account')).toBe('Cuenta principal');
    expect((request.body?.get('file') as File | undefined)?.name).toBe('banco.csv');
    request.progress(25, 100);
    request.progress(100, 100);
    request.respond(201, { id: 'i1', extra: true });
    expect(await done).toEqual({ id: 'i1' });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('rejects with the server’s Spanish detail and field, without touching the session', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ getToken: () => 'tok', onUnauthorized });
    const done = uploadFile('/api/imports', { file, fileName: 'f.xml', schema: Schema });
    xhr().respond(400, { detail: 'Para importar CFDI, primero escribe el RFC.', field: 'rfc' });
    const error = (await done.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      kind: 'http',
      detail: 'Para importar CFDI, primero escribe el RFC.',
      field: 'rfc',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 with a session ends it, as apiRequest does', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ getToken: () => 'tok', onUnauthorized });
    const done = uploadFile('/api/imports', { file, fileName: 'f.csv', schema: Schema });
    expect(xhr().headers.Authorization).toBe('Bearer tok');
    xhr().respond(401, { detail: 'Sesión inválida' });
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a network failure, a timeout and an unexpected answer each say so in Spanish', async () => {
    const network = uploadFile('/api/imports', { file, fileName: 'f.csv', schema: Schema });
    expect(xhr().headers.Authorization).toBeUndefined();
    xhr().onerror?.();
    await expect(network).rejects.toMatchObject({
      kind: 'network',
      message: NETWORK_ERROR_MESSAGE,
    });

    const slow = uploadFile('/api/imports', {
      file,
      fileName: 'f.csv',
      schema: Schema,
      timeoutMs: 5,
    });
    expect(xhr().timeout).toBe(5);
    xhr().ontimeout?.();
    await expect(slow).rejects.toMatchObject({ kind: 'timeout', message: TIMEOUT_ERROR_MESSAGE });

    const odd = uploadFile('/api/imports', { file, fileName: 'f.csv', schema: Schema });
    xhr().respond(201, { nope: 1 });
    await expect(odd).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('aborting the signal aborts the request with an AbortError', async () => {
    const controller = new AbortController();
    const done = uploadFile('/api/imports', {
      file,
      fileName: 'f.csv',
      schema: Schema,
      signal: controller.signal,
    });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr().aborted).toBe(true);
  });
});
