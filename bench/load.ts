// Load on the real server next to a bare Fastify hello-world, with the same autocannon settings.
// Starts `apps/api/src/server.ts` as its own process (demo data through a demo sign-in, default
// logging) and bench/load-hello.ts, then prints req/s, p50, p99, errors and the server's peak
// RSS for each scenario of issue 10, and the summary's share of the hello-world.
// Run: npm run bench:load   (BENCH_SECONDS per scenario, default 10; embedded PostgreSQL;
// BENCH_ONLY=<text> runs only the scenarios whose name contains it; BENCH_CPU_PROF=<dir> writes
// the server's CPU profile there, for a flame graph in Chrome's DevTools or speedscope)
// Loopback only; bounded: 9 scenarios × BENCH_SECONDS plus ~2 s of warm-up each.
// Paced at 400 req/s twice: with autocannon's overallRate, where each connection sends its share
// of the second's requests back to back when the second starts (autocannon lib/httpClient.js), so
// its p99 is the time to clear a burst of up to 400 requests; and evenly spaced (bench/paced.ts,
// one request every 2.5 ms, latency from when each was due).

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEMO_CREDENTIALS } from '@caudal/contracts';
import autocannon from 'autocannon';
import { startRealServer } from '../scripts/lib/real-server.ts';
import { paced } from './paced.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const root = fileURLToPath(new URL('..', import.meta.url));

/** Starts the hello-world and resolves with its port once it prints it. */
function startHello() {
  const child = spawn(process.execPath, ['bench/load-hello.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const portPattern = /PORT (\d+)/;
  return new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
    // Kept until the port shows (for an error message), then read and dropped like a log
    // collector would, so the pipe never pushes back on the server.
    let output = '';
    let started = false;
    const onData = (chunk: Buffer) => {
      if (started) return;
      output += chunk.toString();
      const match = output.match(portPattern);
      if (match?.[1]) {
        started = true;
        output = '';
        resolve({ child, port: Number(match[1]) });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`hello-world terminó (${code}):\n${output}`)));
  });
}

/** Linux: resets the process's peak RSS, so each scenario reports its own. */
function resetPeakRss(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {}
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}

/** Busy share of all cores between two readings of /proc/stat. */
function cpuTimes() {
  const [line] = readFileSync('/proc/stat', 'utf8').split('\n');
  const fields = (line ?? '').trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((a, b) => a + b, 0);
  return { idle, total };
}

type Scenario = {
  name: string;
  target: 'hello' | 'caudal';
  connections: number;
  paths: string[];
  overallRate?: number;
  /** Evenly spaced at overallRate (bench/paced.ts) instead of autocannon's bursts. */
  even?: boolean;
};

type Row = {
  scenario: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  peakRssMb: number;
  busyPct: number;
};

async function run(
  scenario: Scenario,
  port: number,
  headers: Record<string, string>,
  pid: number,
  seconds: number,
): Promise<Row> {
  resetPeakRss(pid);
  const before = cpuTimes();
  if (scenario.even) {
    const result = await paced({
      url: `http://127.0.0.1:${port}`,
      paths: scenario.paths,
      headers,
      rate: scenario.overallRate ?? 400,
      seconds,
      connections: scenario.connections,
    });
    const after = cpuTimes();
    return {
      scenario: scenario.name,
      reqPerSec: Math.round(result.sent / seconds),
      p50: result.p50,
      p99: result.p99,
      errors: result.errors,
      peakRssMb: Math.round(peakRssMb(pid)),
      busyPct: busyShare(before, after),
    };
  }
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: scenario.connections,
    duration: seconds,
    overallRate: scenario.overallRate,
    requests: scenario.paths.map((path) => ({ method: 'GET', path, headers })),
  });
  const after = cpuTimes();
  return {
    scenario: scenario.name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    peakRssMb: Math.round(peakRssMb(pid)),
    busyPct: busyShare(before, after),
  };
}

function busyShare(before: ReturnType<typeof cpuTimes>, after: ReturnType<typeof cpuTimes>) {
  return Math.round(
    (1 - (after.idle - before.idle) / Math.max(1, after.total - before.total)) * 100,
  );
}

const MIXED = [
  '/api/dashboard?period=30d',
  '/api/metrics/summary',
  '/api/products/',
  '/api/cash-flow/entries/?page=1&pageSize=20',
];
const SCENARIOS: Scenario[] = [
  { name: 'hello-world, 100 conexiones', target: 'hello', connections: 100, paths: ['/'] },
  {
    name: 'metrics/summary, 100 conexiones',
    target: 'caudal',
    connections: 100,
    paths: ['/api/metrics/summary'],
  },
  { name: 'lecturas mixtas, 100 conexiones', target: 'caudal', connections: 100, paths: MIXED },
  { name: 'lecturas mixtas, 200 conexiones', target: 'caudal', connections: 200, paths: MIXED },
  {
    name: 'lecturas mixtas a 400 req/s',
    target: 'caudal',
    connections: 50,
    paths: MIXED,
    overallRate: 400,
  },
  {
    name: 'mixtas a 400 req/s, parejas',
    target: 'caudal',
    connections: 50,
    paths: MIXED,
    overallRate: 400,
    even: true,
  },
  { name: 'hello-world (otra vez)', target: 'hello', connections: 100, paths: ['/'] },
  // The floor of the harness and the machine for the paced scenario.
  {
    name: 'hello-world a 400 req/s',
    target: 'hello',
    connections: 50,
    paths: ['/'],
    overallRate: 400,
  },
  {
    name: 'hello-world a 400 req/s, parejas',
    target: 'hello',
    connections: 50,
    paths: ['/'],
    overallRate: 400,
    even: true,
  },
];

const caudal = await startRealServer('bench-load', {
  // The server's own defaults (the real server helper quiets the log for the browser tests).
  env: { LOG_LEVEL: 'info' },
  nodeFlags: process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [],
});
const children: ChildProcess[] = [];
try {
  const hello = await startHello();
  children.push(hello.child);
  const caudalPort = Number(new URL(caudal.url).port);

  const login = await fetch(`${caudal.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS),
  });
  if (!login.ok) throw new Error(`demo: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}` };
  for (const path of MIXED) {
    const res = await fetch(`${caudal.url}${path}`, { headers: auth });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  }

  console.log(
    `${cpus().length} núcleos, ${SECONDS} s por escenario (autocannon en este mismo proceso)\n`,
  );
  const rows: Row[] = [];
  const only = process.env.BENCH_ONLY;
  for (const scenario of SCENARIOS.filter((s) => !only || s.name.includes(only))) {
    const isHello = scenario.target === 'hello';
    const port = isHello ? hello.port : caudalPort;
    const pid = isHello ? (hello.child.pid ?? 0) : caudal.pid;
    const headers = isHello ? {} : auth;
    await run(scenario, port, headers, pid, 2); // warm-up: JIT, pools, caches
    const row = await run(scenario, port, headers, pid, SECONDS);
    rows.push(row);
    console.log(
      `${row.scenario.padEnd(34)} ${String(row.reqPerSec).padStart(7)} req/s` +
        `  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms` +
        `  errores ${row.errors}  RSS pico ${row.peakRssMb} MB  máquina ${row.busyPct} % ocupada`,
    );
  }
  const helloRate = Math.max(
    1,
    ...rows
      .filter((r) => r.scenario.startsWith('hello') && !r.scenario.includes('400'))
      .map((r) => r.reqPerSec),
  );
  const summary = rows.find((r) => r.scenario.startsWith('metrics/summary'));
  if (summary && helloRate > 1) {
    console.log(
      `\nmetrics/summary = ${((summary.reqPerSec / helloRate) * 100).toFixed(1)} % del hello-world (meta ≥ 10 %)`,
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await caudal.stop();
}
