import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CashFlowPageSchema,
  ImportPreviewSchema,
  OpenDocumentsSchema,
  type z,
} from '@caudal/contracts';
import { expect } from 'vitest';
import yazl from 'yazl';
import type { TestContext } from '../../support/app.ts';
import { nextIp } from '../../support/app.ts';
import { expectBody } from '../../support/responses.ts';

/** The shared fixtures, read by path and never copied (../shared/fixtures from the repo). */
export const FIXTURES = resolve(import.meta.dirname, '../../../../..', '../shared/fixtures');
export const fixture = (path: string) => readFileSync(resolve(FIXTURES, path));
export const cfdi = (name: string) => fixture(`cfdi/${name}`);

export type Preview = z.input<typeof ImportPreviewSchema>;

/** A multipart upload as a browser's FormData sends it. */
export async function multipart(
  fileName: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([bytes]), fileName);
  const request = new Request('http://caudal.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

export async function upload(
  t: TestContext,
  headers: Record<string, string>,
  fileName: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  const { payload, contentType } = await multipart(fileName, bytes, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...headers, 'content-type': contentType },
    payload,
    remoteAddress: nextIp(),
  });
}

/** Uploads and expects a preview. */
export async function preview(
  t: TestContext,
  headers: Record<string, string>,
  fileName: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
): Promise<Preview> {
  return expectBody(await upload(t, headers, fileName, bytes, fields), 201, ImportPreviewSchema);
}

export async function commit(
  t: TestContext,
  headers: Record<string, string>,
  id: string,
  body: object = {},
): Promise<Preview> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/imports/${id}/commit`,
    headers,
    payload: body,
  });
  return expectBody(res, 200, ImportPreviewSchema);
}

export async function entries(t: TestContext, headers: Record<string, string>) {
  const res = await t.app.inject({ url: '/api/cash-flow/entries?pageSize=500', headers });
  return expectBody(res, 200, CashFlowPageSchema).items;
}

export async function openDocuments(
  t: TestContext,
  headers: Record<string, string>,
  which: 'receivables' | 'payables',
) {
  return expectBody(
    await t.app.inject({ url: `/api/${which}`, headers }),
    200,
    OpenDocumentsSchema,
  );
}

export async function setRfc(t: TestContext, headers: Record<string, string>, rfc: string) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/company', headers, payload: { rfc } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A ZIP made in memory (yazl), as the SAT's bulk download gives them. */
export function zip(files: [name: string, content: Uint8Array][]): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const [name, content] of files) archive.addBuffer(Buffer.from(content), name);
  archive.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    archive.outputStream.on('data', (c: Buffer) => chunks.push(c));
    archive.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on('error', reject);
  });
}
