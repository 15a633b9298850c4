// An open-loop load at an even pace: request i is due at start + i / rate, whatever happened to
// the ones before it, over a pool of keep-alive connections. Latency is measured from when the
// request was due, so a stalled server counts for every request it made wait (no coordinated
// omission). autocannon's overallRate sends each second's requests in one burst instead; both
// are printed by bench/load.ts.
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export type PacedResult = { sent: number; p50: number; p99: number; errors: number };

export async function paced(options: {
  url: string;
  paths: string[];
  headers: Record<string, string>;
  rate: number;
  seconds: number;
  connections: number;
}): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const path = options.paths[i % options.paths.length] ?? '/';
    // Timers may wake up to a millisecond early: then the clock starts when it was sent.
    const from = Math.max(due, performance.now());
    pending.push(
      new Promise<void>((done) => {
        const req = request(`${options.url}${path}`, { agent, headers: options.headers }, (res) => {
          res.resume();
          res.on('end', () => {
            if ((res.statusCode ?? 500) >= 400) errors++;
            else latencies.push(performance.now() - from);
            done();
          });
        });
        req.on('error', () => {
          errors++;
          done();
        });
        req.end();
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  // To a tenth of a millisecond: an idle server answers in well under one.
  const at = (q: number) => {
    const value = latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    return Math.round((value ?? 0) * 10) / 10;
  };
  return { sent: total, p50: at(0.5), p99: at(0.99), errors };
}
