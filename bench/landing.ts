// The landing's speed: the gzipped JavaScript of its first load (from the build's manifest)
// and a Lighthouse run (mobile, simulated throttling) with its performance and accessibility
// scores, LCP and CLS. Builds nothing: run `npm run build` first.
// Run: npm run bench:landing   (LANDING_URL=http://host:port reuses a running server;
// CHROME_PATH picks the browser, /usr/bin/chromium by default; LIGHTHOUSE_RUNS, default 3)

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startRealServer } from '../scripts/lib/real-server.ts';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadJs } from './first-load-js.ts';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'apps/web/dist');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const TARGETS = { performance: 95, accessibility: 95 };

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** gzip size of a script the page requested, when it is one of the build's files. */
function gzipOfAsset(url: string): number | null {
  const path = new URL(url).pathname;
  const file = join(DIST, path);
  if (!path.startsWith('/assets/') || !existsSync(file)) return null;
  return gzipSync(readFileSync(file)).length;
}

if (!existsSync(join(DIST, '.vite/manifest.json'))) {
  console.error('Falta el build del web con su manifest: corre `npm run build` primero.');
  process.exit(1);
}

const firstLoad = firstLoadJs(DIST);
console.log('JavaScript de la primera carga del landing (gzip):');
for (const file of firstLoad.files)
  console.log(`  ${kib(file.gzipBytes).padStart(10)}  ${file.file}`);
console.log(
  `  ${kib(firstLoad.totalGzipBytes).padStart(10)}  total (meta ≤ ${kib(FIRST_LOAD_BUDGET_BYTES)})`,
);

const server = process.env.LANDING_URL
  ? { url: process.env.LANDING_URL.replace(/\/$/, ''), stop: async () => {} }
  : await startRealServer('bench-landing');
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const runs: {
  performance: number;
  accessibility: number;
  lcp: number;
  cls: number;
  tbt: number;
  lazyJs: number;
}[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(`${server.url}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      locale: 'es',
    });
    if (!result) throw new Error('Lighthouse no devolvió resultados');
    const { categories, audits } = result.lhr;
    const requests =
      (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
        ?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    runs.push({
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      lazyJs: scripts.reduce((sum, r) => sum + (gzipOfAsset(r.url) ?? 0), 0),
    });
    const last = runs.at(-1);
    if (last) {
      console.log(
        `Lighthouse ${run + 1}/${RUNS}: rendimiento ${last.performance}, accesibilidad ${last.accessibility}, LCP ${Math.round(last.lcp)} ms, CLS ${last.cls.toFixed(3)}, TBT ${Math.round(last.tbt)} ms`,
      );
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}

const summary = {
  performance: median(runs.map((r) => r.performance)),
  accessibility: median(runs.map((r) => r.accessibility)),
  lcp: median(runs.map((r) => r.lcp)),
  cls: median(runs.map((r) => r.cls)),
  lazyJs: median(runs.map((r) => r.lazyJs)),
};
console.log(`
Landing (${server.url}/, Lighthouse móvil, mediana de ${RUNS}):
  rendimiento     ${summary.performance}   (meta ≥ ${TARGETS.performance})
  accesibilidad   ${summary.accessibility}   (meta ≥ ${TARGETS.accessibility})
  LCP             ${Math.round(summary.lcp)} ms
  CLS             ${summary.cls.toFixed(3)}
  JS primera carga ${kib(firstLoad.totalGzipBytes)} gzip (meta ≤ ${kib(FIRST_LOAD_BUDGET_BYTES)})
  JS pedido al cargar, con las secciones diferidas: ${kib(summary.lazyJs)} gzip`);

const met =
  summary.performance >= TARGETS.performance &&
  summary.accessibility >= TARGETS.accessibility &&
  firstLoad.totalGzipBytes <= FIRST_LOAD_BUDGET_BYTES;
console.log(met ? '\nMetas cumplidas.' : '\nAlguna meta no se cumplió.');
if (!met) process.exitCode = 1;
