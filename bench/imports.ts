// Imports (issue 13) through the real app over HTTP: a ZIP of 10,000 CFDI (made here from the
// shared fixtures with new UUIDs) previewed and committed, and a 100,000-row BBVA-style CSV
// previewed and committed. For each step: its time and how much the process's RSS grew (the
// app runs in this process). Aim: ZIP under 30 s, CSV under 10 s, each under 200 MB.
// The fixtures' Certificado and Sello (base64, 2-3 KB a file that compresses badly) are left
// out so 10,000 CFDI fit the 20 MB upload limit: with them the ZIP weighs about 31 MB.
// Run: npm run bench:imports   (BENCH_CFDI, BENCH_ROWS to change the sizes)

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import yazl from 'yazl';
import { startBigCompany } from './lib/big-company.ts';

const CFDI_FILES = Number(process.env.BENCH_CFDI ?? 10_000);
const CSV_ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const FIXTURES = resolve(import.meta.dirname, '../../shared/fixtures/cfdi');
// Stamped fixtures whose emisor is EKU9003173C9: cash (PUE), payroll, a receivable (PPD).
const TEMPLATES = [
  '02_cfdi40_I_PUE_descuento_stamped.xml',
  '14_cfdi40_I_PUE_retenciones_stamped.xml',
  '15_cfdi40_N_nomina12_stamped.xml',
  '21_EDGE_cfdi33_whitespace_in_attrs.xml',
].map((name) =>
  readFileSync(resolve(FIXTURES, name), 'utf8').replace(
    /\s(Certificado|Sello|SelloCFD|SelloSAT)="[^"]*"/g,
    '',
  ),
);

function cfdiZip(count: number): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (let i = 0; i < count; i++) {
    const xml = (TEMPLATES[i % TEMPLATES.length] as string).replace(
      /UUID="[^"]*"/,
      `UUID="${randomUUID()}"`,
    );
    archive.addBuffer(Buffer.from(xml), `cfdi-${i}.xml`);
  }
  archive.end();
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    archive.outputStream.on('data', (c: Buffer) => chunks.push(c));
    archive.outputStream.on('end', () => done(Buffer.concat(chunks)));
  });
}

function bbvaCsv(rows: number): Buffer {
  const lines = ['FECHA,DESCRIPCIÓN,CARGO,ABONO,SALDO'];
  let balance = 100_000_000;
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 60) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const cents = 1000 + ((i * 7919) % 500_000);
    const amount = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const charge = i % 3 === 0;
    balance += charge ? -cents : cents;
    const saldo = `"${(balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}"`;
    const description = charge ? `SPEI ENVIADO PROVEEDOR ${i % 40} / ${i}` : `DEPOSITO VENTA ${i}`;
    lines.push(
      `${date},${description},${charge ? `"-${amount}"` : ''},${charge ? '' : `"${amount}"`},${saldo}`,
    );
  }
  return Buffer.from(lines.join('\r\n'));
}

const company = await startBigCompany({ entries: 0, otherCompanies: 0 });
const auth = { authorization: `Bearer ${company.token}` };

/** Runs `step`, returning its time in seconds and the process's RSS growth at its peak, in MB. */
async function measured<T>(
  step: () => Promise<T>,
): Promise<{ value: T; seconds: number; mb: number }> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const start = performance.now();
  const value = await step();
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { value, seconds, mb: (peak - baseline) / 1024 / 1024 };
}

async function previewAndCommit(label: string, fileName: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const previewed = await measured(async () => {
    const res = await fetch(`${company.base}/api/imports`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    if (res.status !== 201) throw new Error(`${label}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; counts: Record<string, number> };
  });
  const committed = await measured(async () => {
    const res = await fetch(`${company.base}/api/imports/${previewed.value.id}/commit`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    });
    if (res.status !== 200) throw new Error(`${label} commit: ${res.status} ${await res.text()}`);
    return (await res.json()) as { created: number };
  });
  const total = previewed.seconds + committed.seconds;
  console.log(
    `${label} (${(bytes.length / 1024 / 1024).toFixed(1)} MB): vista previa ${previewed.seconds.toFixed(1)} s ` +
      `(+${previewed.mb.toFixed(0)} MB RSS, ${JSON.stringify(previewed.value.counts)}), ` +
      `aplicar ${committed.seconds.toFixed(1)} s (+${committed.mb.toFixed(0)} MB RSS, ${committed.value.created} filas); ` +
      `total ${total.toFixed(1)} s`,
  );
}

try {
  const rfc = await fetch(`${company.base}/api/company`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ rfc: 'EKU9003173C9' }),
  });
  if (!rfc.ok) throw new Error(`rfc: ${rfc.status}`);
  await previewAndCommit(
    `ZIP de ${CFDI_FILES.toLocaleString('es-MX')} CFDI`,
    'descarga-sat.zip',
    await cfdiZip(CFDI_FILES),
  );
  await previewAndCommit(
    `CSV de ${CSV_ROWS.toLocaleString('es-MX')} movimientos`,
    'bbva.csv',
    bbvaCsv(CSV_ROWS),
  );
} finally {
  await company.close();
}
