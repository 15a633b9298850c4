import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = resolve(import.meta.dirname, '../..');

export type RealServer = { url: string; dataDir: string; stop: () => Promise<void> };

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
export async function startRealServer(label: string): Promise<RealServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `caudal-${label}-`));
  // Readable by the unprivileged user the embedded PostgreSQL runs as when we are root.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'apps/api/src/server.ts')], {
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every browser test signs in from 127.0.0.1; the default 20 demo sandboxes an hour
      // would cap how many of them may use the demo account.
      DEMO_SANDBOXES_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
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
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((done) => child.once('exit', done));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
