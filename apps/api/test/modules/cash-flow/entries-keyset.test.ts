import { CashFlowPageSchema } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 12: the entries page by keyset (`after` = the previous page's `nextCursor`), so the
// pages already seen do not shift when an entry is added.

const t = useTestApp();

async function withEntries(days: string[]) {
  const { headers } = await signedInUser(t);
  for (const date of days) await withEntriesFor(headers, date);
  return headers;
}

const page = async (headers: Record<string, string>, query: string) =>
  expectBody(
    await t.app.inject({ url: `/api/cash-flow/entries?pageSize=2${query}`, headers }),
    200,
    CashFlowPageSchema,
  );

describe('GET /api/cash-flow/entries with after', () => {
  it('continues after the last entry seen, whatever was added meanwhile', async () => {
    const headers = await withEntries([
      '2026-10-01',
      '2026-10-02',
      '2026-10-03',
      '2026-10-04',
      '2026-10-05',
    ]);
    const first = await page(headers, '');
    expect(first.items.map((e) => e.date)).toEqual(['2026-10-05', '2026-10-04']);
    expect(first.nextCursor).toMatch(/^2026-10-04~/);

    // A newer entry arrives: by offset, page 2 would repeat 4 October; by keyset it does not.
    await withEntriesFor(headers, '2026-10-06');
    const second = await page(headers, `&after=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.items.map((e) => e.date)).toEqual(['2026-10-03', '2026-10-02']);
    expect(second.total).toBe(6);
    const last = await page(headers, `&after=${encodeURIComponent(second.nextCursor ?? '')}`);
    expect(last.items.map((e) => e.date)).toEqual(['2026-10-01']);
    expect(last.nextCursor).toBeNull();

    // Another company's list, even from this company's cursor, is only its own.
    const stranger = (await signedInUser(t)).headers;
    const theirs = await page(stranger, `&after=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(theirs.items).toEqual([]);
  });

  it('refuses a cursor it did not write, in Spanish', async () => {
    const { headers } = await signedInUser(t);
    const bad = (after: string) =>
      t.app.inject({ url: `/api/cash-flow/entries?after=${encodeURIComponent(after)}`, headers });
    const message = 'El cursor de la página no es válido';
    expectDetail(await bad('siguiente'), 400, message);
    expectDetail(
      await bad('2026-13-45~2026-10-01T10:00:00.000000Z~00000000-0000-4000-8000-000000000000'),
      400,
      message,
    );
    expectDetail(
      await bad('2026-10-01~2026-02-30T10:00:00.000000Z~00000000-0000-4000-8000-000000000000'),
      400,
      message,
    );
  });
});

async function withEntriesFor(headers: Record<string, string>, date: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cash-flow/entries',
    headers,
    payload: {
      date,
      type: 'income',
      amount: 100,
      description: `Venta del ${date}`,
      category: 'Ventas',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}
