// The agents on a company with 1,000,000 entries (issue 19): the multi-agent analysis (every
// analyst at once, each analysis stored) after a data change and while the figures' memos
// answer, and the agents screen's counts. Aim: the multi-agent analysis under 200 ms without a
// model. POST /multi-agent-analysis allows 10 calls a minute: this uses 9.
// Run: npm run bench:agents   (BENCH_ENTRIES to change the size; DATABASE_URL as bench:dashboard)

import { medianMs, startBigCompany, timedMs } from './lib/big-company.ts';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const company = await startBigCompany({ entries: ENTRIES });
const MULTI = '/api/agents/multi-agent-analysis';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const line = (what: string, text: string) => console.log(`${what.padEnd(52)} ${text}`);

try {
  const cold: number[] = [];
  for (let i = 0; i < 4; i++) {
    await company.touch();
    cold.push(await timedMs(company, MULTI, {}));
  }
  line('multi-agent, tras un cambio', `mediana ${median(cold).toFixed(1)} ms (4 llamadas)`);
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) warm.push(await timedMs(company, MULTI, {}));
  line('multi-agent, sin cambios', `mediana ${median(warm).toFixed(1)} ms (5 llamadas)`);
  // Each analyst alone after a data change (the report generator has no address of its own).
  for (const [name, path] of [
    ['Maya', '/api/agents/maya/cash-flow-analysis'],
    ['Alex', '/api/agents/alex/risk-assessment'],
    ['Sofía', '/api/agents/sofia/growth-strategy'],
    ['Diana', '/api/agents/diana/performance-optimization'],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      await company.touch();
      times.push(await timedMs(company, path, {}));
    }
    line(`${name} sola, tras un cambio`, `mediana ${median(times).toFixed(1)} ms (3 llamadas)`);
  }
  const counts = await medianMs(company, '/api/agents/available', 20);
  line('GET /api/agents/available', `mediana ${counts.toFixed(1)} ms (20 llamadas)`);
  const history = await medianMs(company, '/api/agents/history', 20);
  line('GET /api/agents/history', `mediana ${history.toFixed(1)} ms (20 llamadas)`);
} finally {
  await company.close();
}
