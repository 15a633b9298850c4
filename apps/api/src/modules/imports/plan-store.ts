import { once } from 'node:events';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import type { StoredPlan } from './imports.view.ts';

const unzip = promisify(gunzip);

/** Items written to the compressor at once: big enough to be fast, small enough to stay light. */
const BATCH = 1000;

/** The plan's JSON in pieces: the same text JSON.stringify gives, never whole in memory. */
function* jsonPieces(plan: StoredPlan): Generator<string> {
  let separator = '{';
  for (const [key, value] of Object.entries(plan)) {
    if (!Array.isArray(value)) {
      yield `${separator}${JSON.stringify(key)}:${JSON.stringify(value ?? null)}`;
    } else {
      yield `${separator}${JSON.stringify(key)}:[`;
      for (let i = 0; i < value.length; i += BATCH) {
        const batch = value.slice(i, i + BATCH).map((item) => JSON.stringify(item));
        yield `${i === 0 ? '' : ','}${batch.join(',')}`;
      }
      yield ']';
    }
    separator = ',';
  }
  yield separator === '{' ? '{}' : '}';
}

/**
 * A preview's plan as imports.plan keeps it: gzipped JSON. A 100,000-row statement's plan is
 * about 50 MB of JSON and 3 MB gzipped. It is written in pieces, so the 50 MB never sit in
 * memory as one string, at level 1, off the event loop (zlib runs on libuv's thread pool).
 */
export async function encodePlan(plan: StoredPlan): Promise<Buffer> {
  const gzip = createGzip({ level: 1 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(gzip, 'end');
  for (const piece of jsonPieces(plan)) {
    if (!gzip.write(piece)) await once(gzip, 'drain');
  }
  gzip.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The plan back; plans stored before gzip (migration 0015) are plain UTF-8 JSON. */
export async function decodePlan(stored: Buffer): Promise<StoredPlan> {
  const gzipped = stored[0] === 0x1f && stored[1] === 0x8b;
  const json = gzipped ? await unzip(stored) : stored;
  return JSON.parse(json.toString('utf8')) as StoredPlan;
}
