import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = resolve(import.meta.dirname, '../..');

export type RealServer = { url: string; dataDir: string; pid: number; stop: () => Promise<void> };

/**
 * The node flags of `npm start` (apps/api's start script, e.g. its `--import` preload), with
 * paths made absolute, so everything that starts the server runs what ships.
 */
export function apiStartFlags(): string[] {
  const api = JSON.parse(readFileSync(join(ROOT, 'apps/api/package.json'), 'utf8'));
  const words = String(api.scripts.start).split(/\s+/).slice(1, -1);
  return words.map((word) => (word.startsWith('./') ? join(ROOT, 'apps/api', word) : word));
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The real server (`apps/api/src/server.ts` serving the built web app) on a free loopback port
 * with its own embedded PostgreSQL in a temp dir (DATABASE_URL is ignored), for the browser
 * tests and the benches. Resolves once /health answers; `stop` ends it and removes its data.
 */
export async function startRealServer(
  label: string,
  options: { env?: Record<string, string>; nodeFlags?: string[] } = {},
): Promise<RealServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `caudal-${label}-`));
  // Readable by the unprivileged user the embedded PostgreSQL runs as when we are root.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = join(ROOT, 'apps/api/src/server.ts');
  const flags = [...apiStartFlags(), ...(options.nodeFlags ?? [])];
  const child: ChildProcess = spawn(process.execPath, [...flags, server], {
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every browser test signs in from 127.0.0.1; the default 20 demo sandboxes an hour
      // would cap how many of them may use the demo account.
      DEMO_SANDBOXES_PER_HOUR: '1000',
      // Several browser tests sign up new owners from the same address.
      REGISTRATIONS_PER_HOUR: '1000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last lines, for an error message; read and dropped so the pipe never pushes back.
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó:\n${output}`);
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 900) throw new Error(`El servidor no respondió:\n${output}`);
    await sleep(100);
  }
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((done) => child.once('exit', done));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
