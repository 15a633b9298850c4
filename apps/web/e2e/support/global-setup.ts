import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: tests read its embedded PostgreSQL (see server-database.ts). */
    dataDir: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../../../..');

/**
 * Starts the real server (`apps/api/src/server.ts` serving the built web app) on a free port
 * with its own embedded PostgreSQL in a temp dir, or on DATABASE_URL's server when set.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Las pruebas de navegador necesitan Chromium en ${CHROMIUM_PATH}: apt-get install -y chromium`,
    );
  }
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Falta el build del web: corre `npm run build` (npm run test:e2e lo hace).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'caudal-e2e-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'apps/api/src/server.ts')], {
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó:\n${output}`);
    if (
      await fetch(`${baseUrl}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 900) throw new Error(`El servidor no respondió:\n${output}`);
    await sleep(100);
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
