// The JavaScript a visitor of the landing downloads before interacting: the entry chunk and
// every chunk it imports statically (what index.html preloads), read from Vite's manifest.
// Shared by `npm run bench:landing` and the browser test that guards the budget.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The landing's budget: gzipped JavaScript of the first load. */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

export type FirstLoad = {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
};

/** Chunks of the first load and their gzip sizes, from a built `dist` folder. */
export function firstLoadJs(distDir: string): FirstLoad {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1)
    throw new Error(`Se esperaba un solo punto de entrada: ${entries.length}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entries[0]?.[0] ?? '');
  const files = [...seen]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => typeof file === 'string' && file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file))).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
