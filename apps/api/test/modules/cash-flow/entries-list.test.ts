import { CashFlowPageSchema } from '@caudal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

const t = useTestApp();
let headers: Record<string, string>;

const entry = (date: string, type: 'income' | 'expense', amount: number, category: string) => ({
  date,
  type,
  amount,
  description: `${category} ${date}`,
  category,
});

beforeAll(async () => {
  ({ headers } = await signedInUser(t));
  const entries = [
    entry('2026-09-30', 'income', 1000, 'Ventas'),
    entry('2026-10-01', 'income', 2000, 'Ventas'),
    entry('2026-10-02', 'expense', 300, 'Insumos'),
    entry('2026-10-15', 'expense', 5000, 'Nómina'),
    entry('2026-10-31', 'income', 2500, 'Pedidos'),
    entry('2026-11-01', 'expense', 400, 'Insumos'),
  ];
  for (const payload of entries) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cash-flow/entries',
      headers,
      payload,
    });
    expect(res.statusCode).toBe(201);
  }
});

const list = async (query: string) =>
  t.app.inject({ url: `/api/cash-flow/entries${query}`, headers });
const page = async (query: string) => expectBody(await list(query), 200, CashFlowPageSchema);
const dates = async (query: string) => (await page(query)).items.map((e) => e.date);

describe('GET /api/cash-flow/entries', () => {
  it('lists newest first with the total', async () => {
    const body = await page('');
    expect(body.total).toBe(6);
    expect(body.items.map((e) => e.date)).toEqual([
      '2026-11-01',
      '2026-10-31',
      '2026-10-15',
      '2026-10-02',
      '2026-10-01',
      '2026-09-30',
    ]);
    expect(body.items[0]).toMatchObject({ recurring: false, amount: 400 });
  });

  it('filters by date range (inclusive), type and category', async () => {
    expect(await dates('?from=2026-10-01&to=2026-10-31')).toEqual([
      '2026-10-31',
      '2026-10-15',
      '2026-10-02',
      '2026-10-01',
    ]);
    expect(await dates('?type=expense')).toEqual(['2026-11-01', '2026-10-15', '2026-10-02']);
    expect(await dates('?type=expense&category=Insumos&from=2026-10-10')).toEqual(['2026-11-01']);
  });

  it('the total counts what matches the filters, not the page', async () => {
    const total = async (query: string) => (await page(query)).total;
    expect(await total('?from=2026-10-01&to=2026-10-31&pageSize=1')).toBe(4);
    expect(await total('?type=expense')).toBe(3);
    expect(await total('?category=Ventas')).toBe(2);
    expect(await total('?type=expense&category=Insumos&from=2026-10-10')).toBe(1);
    expect(await total('?category=Regalos')).toBe(0);
  });

  it('paginates', async () => {
    const page2 = await page('?pageSize=4&page=2');
    expect(page2).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(page2.items.map((e) => e.date)).toEqual(['2026-10-01', '2026-09-30']);
    expect((await page('?pageSize=4&page=3')).items).toEqual([]);
  });

  it.each([
    ['?type=gift', 'El tipo debe ser income o expense'],
    ['?from=ayer', 'La fecha inicial debe ser una fecha válida (AAAA-MM-DD)'],
    ['?from=2026-11-01&to=2026-10-01', 'La fecha inicial no puede ser posterior a la final'],
    ['?pageSize=1000', 'El tamaño de página puede ser como máximo 500'],
    ['?page=0', 'La página empieza en 1'],
    ['?sort=asc', 'sort'],
  ])('rejects %s with a Spanish 400', async (query, detail) => {
    expect(expectDetail(await list(query), 400)).toContain(detail);
  });
});
