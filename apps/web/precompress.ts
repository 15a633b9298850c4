import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Writes a .br and a .gz copy of every hashed asset next to it, once, at build time; the server
 * sends the one the browser accepts (`preCompressed` in apps/api/src/plugins/web.ts), so pages
 * download a third of the bytes without compressing on each request. index.html stays plain:
 * it is small, never cached, and the server may rewrite it.
 */
export function precompress(): Plugin {
  return {
    name: 'caudal-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const name of Object.keys(bundle)) {
        if (!name.startsWith('assets/') || !COMPRESSIBLE.test(name)) continue;
        const path = join(outDir, name);
        const body = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
