import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  closeParsePool,
  PARSE_LIMITS,
  parseInWorker,
  TOO_BIG,
  TOO_SLOW,
} from '../../../src/modules/imports/parse-pool.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectDetail } from '../../support/responses.ts';
import { entries, preview, upload, zip } from './support.ts';

// Issue 35: no upload can take the service down. Files are parsed in worker threads with their
// own heap and time limits; an XLSX is refused by its ZIP's sizes before exceljs opens it.

const t = useTestApp();

/** The parts of an XLSX whose one sheet is `sheet`: enough for exceljs and for detection. */
function xlsx(sheet: string) {
  const text = (s: string) => new TextEncoder().encode(s);
  return zip([
    [
      '[Content_Types].xml',
      text(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    ],
    [
      '_rels/.rels',
      text(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    ],
    [
      'xl/workbook.xml',
      text(
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    ],
    [
      'xl/_rels/workbook.xml.rels',
      text(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    ],
    ['xl/worksheets/sheet1.xml', text(sheet)],
  ]);
}

/** A sheet of `rows` rows of `cols` numeric cells: about 30 bytes of XML a cell. */
function sheetOf(rows: number, cols: number) {
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  for (let r = 1; r <= rows; r++) {
    let row = `<row r="${r}">`;
    for (let c = 0; c < cols; c++)
      row += `<c r="${String.fromCharCode(65 + c)}${r}"><v>${r}</v></c>`;
    parts.push(`${row}</row>`);
  }
  parts.push('</sheetData></worksheet>');
  return parts.join('');
}

describe('uploads that would take the server down', () => {
  it('an XLSX that unpacks past 50 MB is refused by its ZIP before it is opened', async () => {
    const { headers } = await signedInUser(t);
    // 2,100,000 cells of ~30 bytes: about 62 MB of XML, under 1 MB zipped.
    const bomb = await xlsx(sheetOf(100_000, 21));
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expectDetail(
      await upload(t, headers, 'estado.xlsx', bomb),
      400,
      'El archivo descomprimido pasa de 50 MB o de 2,000 partes: divídelo en archivos más pequeños.',
    );
    expect(await entries(t, headers)).toEqual([]);
  });

  it('an XLSX under the size limit that fills a worker’s heap ends that worker, not the API', async () => {
    const { headers } = await signedInUser(t);
    // About 45 MB of XML (1,500,000 cells): within the ZIP limit, but exceljs holds every cell
    // as an object, far past the worker's heap.
    const heavy = await xlsx(sheetOf(100_000, 15));
    const refused = upload(t, headers, 'pesado.xlsx', heavy);
    // Meanwhile the API answers everyone else.
    const health = await t.app.inject({ url: '/health' });
    expect(health.statusCode).toBe(200);
    expectDetail(await refused, 400, TOO_BIG);
    // And the next upload is read by a fresh worker.
    const ok = await preview(
      t,
      headers,
      'bbva.csv',
      Buffer.from('FECHA,DESCRIPCIÓN,CARGO,ABONO,SALDO\r\n05/10/2026,DEPOSITO,,100.00,"100.00"'),
    );
    expect(ok.counts.create).toBe(1);
    expect(PARSE_LIMITS.heapMb).toBe(384);
  }, 60_000);

  it('200 imports in a row: the API answers throughout, and its memory comes back', async () => {
    const { headers } = await signedInUser(t);
    const statement = (i: number) =>
      Buffer.from(
        `FECHA,DESCRIPCIÓN,CARGO,ABONO,SALDO\r\n${Array.from({ length: 200 }, (_, r) => `05/10/2026,DEPOSITO ${i}-${r},,${100 + r}.00,"100.00"`).join('\r\n')}`,
      );
    // Warm: the workers started, the statements compiled.
    for (let i = 0; i < 30; i++) await preview(t, headers, `w${i}.csv`, statement(i));
    // A full collection before each reading (the test process runs without --expose-gc).
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const settle = () => {
      gc();
      return process.memoryUsage().rss;
    };
    const before = settle();
    const heapBefore = process.memoryUsage().heapUsed;
    let running = true;
    const answers: number[] = [];
    const watcher = (async () => {
      while (running) {
        answers.push((await t.app.inject({ url: '/health' })).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    for (let i = 0; i < 200; i++) {
      const p = await preview(t, headers, `estado-${i}.csv`, statement(i));
      expect(p.counts.create).toBe(200);
    }
    running = false;
    await watcher;
    const grown = (settle() - before) / 2 ** 20;
    const heapGrown = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.every((status) => status === 200)).toBe(true);
    // The API's own heap is back where it was (measured: +4 to +6 MB); the process's RSS, which
    // also holds the parsing workers' heaps and what the allocator keeps, stays within 128 MB
    // (measured: +60 to +100 MB after 200 imports, the workers still up).
    expect(heapGrown).toBeLessThan(16);
    expect(grown).toBeLessThan(128);
  }, 120_000);

  it('a file that takes too long to read ends its worker with a Spanish refusal', async () => {
    const csv = `FECHA,DESCRIPCIÓN,CARGO,ABONO,SALDO\r\n${'05/10/2026,DEPOSITO,,100.00,"100.00"\r\n'.repeat(200_000)}`;
    await expect(
      parseInWorker({ op: 'table', kind: 'bank-csv', bytes: Buffer.from(csv) }, 1),
    ).rejects.toMatchObject({ statusCode: 400, detail: TOO_SLOW });
  });
});
