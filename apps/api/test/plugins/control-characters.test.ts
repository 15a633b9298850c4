import { ExportDocumentSchema, type z } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { findControlCharacter, formatValuePath } from '../../src/lib/control-characters.ts';
import { signedInUser } from '../support/accounts.ts';
import { nextIp, useTestApp } from '../support/app.ts';
import { expectBody, expectDetail } from '../support/responses.ts';

const t = useTestApp();

type ExportDocument = z.input<typeof ExportDocumentSchema>;

const exportOf = async (headers: Record<string, string>) =>
  expectBody(
    await t.app.inject({ url: '/api/financial-data/export', headers }),
    200,
    ExportDocumentSchema,
  );

describe('findControlCharacter', () => {
  it.each([
    ['a plain string', 'Pan dulce', undefined],
    ['tab, line feed and carriage return', 'a\tb\nc\r\n', undefined],
    ['NUL', 'Pan\u0000dulce', []],
    ['BEL, backspace, form feed, ESC, unit separator', 'a\u0007', []],
    ['a nested NUL', { a: [1, { b: ['ok', 'x\u0000'] }] }, ['a', 1, 'b', 1]],
    ['a NUL in a key', { ok: { 'cla\u0000ve': 1 } }, ['ok', 'cla\u0000ve']],
    ['numbers, booleans, null and Dates', [1, true, null, new Date(0)], undefined],
    ['a prototype-less object', Object.assign(Object.create(null), { q: '\u0001' }), ['q']],
  ] as const)('%s', (_name, value, path) => {
    expect(findControlCharacter(value)).toEqual(path);
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    let deep: unknown = 'fondo\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findControlCharacter(deep)?.length).toBe(100_000);
  });

  it('shows a path as a person reads it', () => {
    expect(formatValuePath(['growth', 'simulations', 0, 'result', 'notes', 0])).toBe(
      'growth.simulations[0].result.notes[0]',
    );
    expect(formatValuePath(['a\u0000b'])).toBe('a\uFFFDb');
  });
});

describe('NUL and control characters are a Spanish 400 wherever they enter', () => {
  it('a NUL nested in the whole-company import: 400 naming the field, nothing replaced', async () => {
    const { headers } = await signedInUser(t);
    const simulation = await t.app.inject({
      method: 'POST',
      url: '/api/growth/simulations',
      headers,
      payload: {
        input: { scenario: 'aggressive', investment: 80_000, periodMonths: 24, monthlyGrowth: 3 },
      },
    });
    expect(simulation.statusCode, simulation.body).toBe(201);
    const before = await exportOf(headers);
    const growth = before.growth as NonNullable<ExportDocument['growth']>;
    const [first, ...rest] = growth.simulations;
    expect(first).toBeDefined();
    const poisoned = {
      ...before,
      // Something the import would visibly replace, were it to run.
      products: [
        { name: 'No debe guardarse', price: 10, variableCost: 1, monthlySales: 1, category: 'X' },
      ],
      growth: {
        ...growth,
        simulations: [
          {
            ...first,
            result: { ...first?.result, notes: ['Nota\u0000 con nulo'] },
          },
          ...rest,
        ],
      },
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/financial-data/import',
      headers,
      payload: poisoned,
    });
    expectDetail(
      res,
      400,
      'El campo growth.simulations[0].result.notes[0] contiene caracteres de control no válidos (como el carácter nulo)',
    );
    const after = await exportOf(headers);
    expect(after.products).toEqual(before.products);
    expect(after.growth).toEqual(before.growth);
  });

  it('a NUL in an ordinary body (a product name): 400, no product stored', async () => {
    const { headers } = await signedInUser(t);
    for (const name of ['Pan\u0000dulce', 'Pan\u001bdulce']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers,
        payload: { name, price: 10, variableCost: 1, monthlySales: 1, category: 'Pan' },
      });
      expectDetail(res, 400, /caracteres .*no válidos/);
    }
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers,
      payload: { name: 'Concha', price: 10, variableCost: 1, monthlySales: 1, category: 'P\u0000' },
    });
    expectDetail(category, 400, /caracteres .*no válidos/);
    const list = await t.app.inject({ url: '/api/products', headers });
    expect(list.json()).toEqual([]);
  });

  it('tabs and line breaks pass where a field allows several lines', async () => {
    const { headers } = await signedInUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/growth/simulations',
      headers,
      payload: {
        input: { scenario: 'aggressive', investment: 50_000, periodMonths: 12, monthlyGrowth: 2 },
      },
    });
    const doc = await exportOf(headers);
    const growth = doc.growth as NonNullable<ExportDocument['growth']>;
    const [first] = growth.simulations;
    const notes = ['Línea uno\r\nLínea dos\tfin'];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/financial-data/import',
      headers,
      payload: {
        ...doc,
        growth: { ...growth, simulations: [{ ...first, result: { ...first?.result, notes } }] },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await exportOf(headers)).growth?.simulations[0]?.result.notes).toEqual(notes);
  });

  it('a NUL in a query string or a path: 400 in Spanish, never 500', async () => {
    const { headers } = await signedInUser(t);
    for (const url of [
      '/api/cash-flow/entries?q=pan%00dulce',
      '/api/cash-flow/entries?category=%1B',
      '/api/cash-flow/entries/export.csv?q=%00',
      '/api/products?extra=%00',
      '/api/products/%00',
      '/api/search?q=pan%00',
    ]) {
      const res = await t.app.inject({ url, headers, remoteAddress: nextIp() });
      expect(res.statusCode, url).toBe(400);
      expectDetail(res, 400, /caracteres .*no válidos|no es válid/);
    }
    // The web app's pages are not the API: a stray %00 in a shared link still opens the page.
    const page = await t.app.inject({ url: '/?utm=%00' });
    expect(page.statusCode).not.toBe(400);
    // A query a schema does not check still cannot carry one.
    const open = await t.app.inject({ url: '/api/products?extra=a%00b', headers });
    expectDetail(open, 400, 'El parámetro extra contiene caracteres de control no válidos');
  });
});
