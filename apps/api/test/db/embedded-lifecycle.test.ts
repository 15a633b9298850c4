import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from '../../src/db/data-dir-lock.ts';

const SERVER = resolve(import.meta.dirname, '../../src/server.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'caudal-lifecycle-'));
chmodSync(dataDir, 0o755);
const children: ChildProcess[] = [];

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startServer(port: number): Started {
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const env = {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST: join(dataDir, 'no-web'),
  };
  const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

async function waitHealthy(port: number, started: Started) {
  for (let i = 0; i < 600; i++) {
    if (started.child.exitCode !== null)
      throw new Error(`el servidor terminó:\n${started.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`el servidor no respondió:\n${started.output()}`);
}

const post = (port: number, path: string, body: object) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const postmasterPid = () =>
  Number.parseInt(
    readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
    10,
  );

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (existsSync(pidFile) && isAlive(postmasterPid())) {
    // A run that failed midway left a PostgreSQL behind: stop it before removing its files.
    const pid = postmasterPid();
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(50);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

// This suite is about the embedded server itself, so it does not run against DATABASE_URL.
describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded PostgreSQL lifecycle', () => {
  const account = {
    email: 'duradera@example.com',
    username: 'duradera',
    full_name: 'Ana Durán',
    password: 'clave-que-dura',
  };

  it('keeps acknowledged writes across SIGKILL, refuses a second owner, and stops cleanly', async () => {
    const portA = await freePort();
    const first = startServer(portA);
    await waitHealthy(portA, first);
    expect((await post(portA, '/api/auth/register', account)).status).toBe(201);

    // The app talks to its PostgreSQL over a Unix socket in the data directory, which only
    // the directory's owner can open.
    const pgDir = join(dataDir, 'postgres');
    const socket = readdirSync(pgDir, { withFileTypes: true }).find((f) => f.isSocket());
    expect(socket?.name).toMatch(/^\.s\.PGSQL\.\d+$/);
    expect(statSync(join(pgDir, socket?.name ?? '')).mode & 0o777).toBe(0o700);
    const admin = new pg.Client({
      host: '127.0.0.1',
      port: Number(readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[3]),
      user: 'caudal',
      password: readFileSync(join(dataDir, 'pg-password'), 'utf8').trim(),
      database: 'caudal',
    });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ over: 'socket' | 'tcp' }>(
        `SELECT CASE WHEN client_port = -1 THEN 'socket' ELSE 'tcp' END AS over
         FROM pg_stat_activity WHERE datname = 'caudal' AND pid <> pg_backend_pid()
           AND backend_type = 'client backend'`,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.over))).toEqual(new Set(['socket']));
    } finally {
      await admin.end();
    }

    // A second app on the same DATA_DIR says so and exits.
    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('ya está en uso por otro proceso de Caudal');

    first.child.kill('SIGKILL');
    await first.exited;
    const orphan = postmasterPid();
    expect(isAlive(orphan)).toBe(true);

    const portC = await freePort();
    const third = startServer(portC);
    await waitHealthy(portC, third);
    expect(isAlive(orphan)).toBe(false);
    const login = await post(portC, '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dataDir, 'caudal.lock'))).toBe(false);
  });
});
