// Seeds one company with 1,000,000 cash-flow entries over 5 years (next to other companies)
// and prints the median latency of the dashboard and the metrics summary over real HTTP.
// Run: npm run bench:dashboard   (DATABASE_URL set: uses that server; else an embedded one)

import { medianMs, startBigCompany } from './lib/big-company.ts';

const RUNS = 30;
const company = await startBigCompany({ entries: Number(process.env.BENCH_ENTRIES ?? 1_000_000) });
try {
  for (const path of [
    '/api/dashboard?period=7d',
    '/api/dashboard?period=30d',
    '/api/dashboard?period=90d',
    '/api/metrics/summary',
  ]) {
    const ms = await medianMs(company, path, RUNS);
    console.log(`${path.padEnd(28)} mediana ${ms.toFixed(1)} ms (${RUNS} llamadas)`);
  }
} finally {
  await company.close();
}
