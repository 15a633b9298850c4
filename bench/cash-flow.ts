// The cash-flow module on a company with 1,000,000 entries (issue 12): the median latency of the
// first page of entries and of a filtered page, of the 13-week forecast (the first call, which
// computes it, and the median, which the memo answers until the data changes) and of Maya's
// analysis (no model: each call is computed, cited and stored), and the CSV export of every
// entry: its time, its size and how much the server's RSS grew while it streamed (the app runs
// in this process).
// Run: npm run bench:cash-flow   (BENCH_ENTRIES to change the size; DATABASE_URL as bench:dashboard)

import { medianMs, startBigCompany, timedMs } from './lib/big-company.ts';

const RUNS = 30;
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const company = await startBigCompany({ entries: ENTRIES });
try {
  for (const path of [
    '/api/cash-flow/entries?page=1&pageSize=50',
    '/api/cash-flow/entries?page=3&pageSize=50&type=expense&category=Categor%C3%ADa%203',
  ]) {
    const ms = await medianMs(company, path, RUNS);
    console.log(`${path.padEnd(80)} mediana ${ms.toFixed(1)} ms (${RUNS} llamadas)`);
  }
  const forecast = '/api/cash-flow/forecast?weeks=13';
  const cold = await timedMs(company, forecast);
  const warm = await medianMs(company, forecast, RUNS);
  console.log(
    `${forecast.padEnd(80)} primera ${cold.toFixed(1)} ms, mediana ${warm.toFixed(1)} ms (${RUNS} llamadas)`,
  );
  const maya = '/api/agents/maya/cash-flow-analysis';
  // The route allows 30 calls a minute: 3 of warm-up and 20 measured.
  const mayaMs = await medianMs(company, maya, 20, {});
  console.log(`${`POST ${maya}`.padEnd(80)} mediana ${mayaMs.toFixed(1)} ms (20 llamadas)`);

  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const start = performance.now();
  const res = await fetch(`${company.base}/api/cash-flow/entries/export.csv`, {
    headers: { authorization: `Bearer ${company.token}` },
  });
  if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  console.log(
    `CSV de ${(lines - 1).toLocaleString('es-MX')} movimientos: ${seconds.toFixed(1)} s, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB; RSS del proceso +${((peak - baseline) / 1024 / 1024).toFixed(0)} MB ` +
      '(servidor y cliente en este proceso)',
  );
} finally {
  await company.close();
}
