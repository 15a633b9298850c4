// The reports module on a company with 1,000,000 entries (issue 16): generate JSON for a year
// (after a data change, when the figures are computed, and the median while the memo answers),
// the PDF, Excel and CSV of a year (each after a data change), the KPIs and the expense review.
// POST /generate allows 20 calls a minute: this uses 19.
// Run: npm run bench:reports   (BENCH_ENTRIES to change the size; DATABASE_URL as bench:dashboard)

import { medianMs, startBigCompany, timedMs } from './lib/big-company.ts';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const company = await startBigCompany({ entries: ENTRIES });
const GENERATE = '/api/reports/generate';
const year = (format: string) => ({ report_type: 'comprehensive', period_days: 365, format });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const line = (what: string, text: string) => console.log(`${what.padEnd(52)} ${text}`);

try {
  const cold: number[] = [];
  for (let i = 0; i < 4; i++) {
    await company.touch();
    cold.push(await timedMs(company, GENERATE, year('json')));
  }
  line('generate json 1 año, tras un cambio', `mediana ${median(cold).toFixed(1)} ms (4 llamadas)`);
  const warm = await medianMs(company, GENERATE, 9, year('json'));
  line('generate json 1 año, sin cambios', `mediana ${warm.toFixed(1)} ms (9 llamadas)`);
  for (const format of ['pdf', 'excel', 'csv']) {
    await company.touch();
    const ms = await timedMs(company, GENERATE, year(format));
    line(`generate ${format} 1 año, tras un cambio`, `${ms.toFixed(1)} ms`);
  }
  for (const path of ['/api/reports/kpis?period_days=365', '/api/reports/kpis?period_days=30']) {
    line(
      `GET ${path}`,
      `mediana ${(await medianMs(company, path, 20)).toFixed(1)} ms (20 llamadas)`,
    );
  }
  const review = await medianMs(company, '/api/reports/optimize-expenses', 20, {});
  line('POST /api/reports/optimize-expenses', `mediana ${review.toFixed(1)} ms (20 llamadas)`);
} finally {
  await company.close();
}
