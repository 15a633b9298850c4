import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectDetail } from '../../support/responses.ts';

// Issue 12: the entries as CSV (spec 001 §7), streamed, with the list's filters.

const t = useTestApp();
const BOM = '\uFEFF';
const HEADER = 'Fecha,Tipo,Categoría,Descripción,Monto,Recurrente';

async function companyWithEntries() {
  const { headers } = await signedInUser(t);
  const entries = [
    {
      date: '2026-03-10',
      type: 'income',
      amount: 1_500.5,
      description: 'Café de olla',
      category: 'Ventas',
    },
    {
      date: '2026-03-12',
      type: 'expense',
      amount: 11_000,
      description: 'Renta, marzo',
      category: 'Renta',
      recurring: true,
    },
    {
      date: '2026-03-11',
      type: 'expense',
      amount: 99.99,
      description: '=SUMA(A1)',
      category: 'Insumos',
    },
  ];
  for (const entry of entries) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cash-flow/entries',
      headers,
      payload: entry,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  return headers;
}

const exportCsv = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/api/cash-flow/entries/export.csv${query}`, headers });

describe('GET /api/cash-flow/entries/export.csv', () => {
  it('writes every entry, newest first, with the spec’s columns, a BOM and a safe formula', async () => {
    const headers = await companyWithEntries();
    const res = await exportCsv(headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="flujo-caja-${todayInMexicoCity()}.csv"`,
    );
    // The raw bytes start with UTF-8's BOM (EF BB BF), so Excel reads "Categoría" right.
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body).toBe(
      [
        `${BOM}${HEADER}`,
        '2026-03-12,Gasto,Renta,"Renta, marzo",11000.00,Sí',
        // A description a spreadsheet would run as a formula is written as text.
        `2026-03-11,Gasto,Insumos,"'=SUMA(A1)",99.99,No`,
        '2026-03-10,Ingreso,Ventas,Café de olla,1500.50,No',
        '',
      ].join('\r\n'),
    );
  });

  it('applies the list’s filters, and shows another company nothing of this one', async () => {
    const headers = await companyWithEntries();
    const expenses = await exportCsv(headers, '?type=expense&from=2026-03-11&to=2026-03-11');
    expect(expenses.body.split('\r\n')).toEqual([
      `${BOM}${HEADER}`,
      `2026-03-11,Gasto,Insumos,"'=SUMA(A1)",99.99,No`,
      '',
    ]);
    const stranger = (await signedInUser(t)).headers;
    expect((await exportCsv(stranger)).body).toBe(`${BOM}${HEADER}\r\n`);
  });

  it('refuses bad filters in Spanish and needs a session', async () => {
    const headers = await companyWithEntries();
    expectDetail(
      await exportCsv(headers, '?from=2026-03-12&to=2026-03-01'),
      400,
      'La fecha inicial no puede ser posterior a la final',
    );
    expectDetail(await exportCsv(headers, '?page=2'), 400, /page/);
    expect((await exportCsv({})).statusCode).toBe(401);
  });
});
