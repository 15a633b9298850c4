import { CashFlowPageSchema, ImportPreviewSchema } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';
import { commit, preview } from './support.ts';

// Issue 13: a preview longer than a page is read page by page (errors first), and commits that
// race (a double click, two tabs, two uploads of one file) add each movement once.

const t = useTestApp();
const owner = async () => (await signedInUser(t)).headers;

/** A BBVA statement of `rows` movements, one a day from 1 Jan 2024; `bad` lines say 'abc'. */
function statement(rows: number, bad: number[] = []): Buffer {
  const lines = ['FECHA,DESCRIPCIÓN,CARGO,ABONO,SALDO'];
  for (let i = 0; i < rows; i++) {
    const line = i + 2;
    const day = new Date(Date.UTC(2024, 0, 1 + i));
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    lines.push(`${date},VENTA ${line},,${bad.includes(line) ? 'abc' : '100.00'},`);
  }
  return Buffer.from(lines.join('\n'));
}

async function total(headers: Record<string, string>) {
  const res = await t.app.inject({ url: '/api/cash-flow/entries?pageSize=1', headers });
  return expectBody(res, 200, CashFlowPageSchema).total;
}

describe('a preview longer than a page', () => {
  it('answers 1,000 rows with the errors first, and the rest from ?offset=1000', async () => {
    const headers = await owner();
    // 1,203 movements on lines 2..1204; lines 10, 500 and 1204 cannot be read.
    const p = await preview(t, headers, 'anual.csv', statement(1203, [10, 500, 1204]));
    expect(p.counts).toEqual({ create: 1200, duplicate: 0, error: 3, confirm: 0, ignored: 0 });
    expect(p.rowsTotal).toBe(1203);
    expect(p.rowsOffset).toBe(0);
    expect(p.rows).toHaveLength(1000);
    expect(p.rows.slice(0, 4).map((r) => [r.line, r.action])).toEqual([
      [10, 'error'],
      [500, 'error'],
      [1204, 'error'],
      [2, 'create'],
    ]);
    // 3 errors + the creates of lines 2..9, 11..499 and 501..1000 (8 + 489 + 500 = 997).
    expect(p.rows.at(-1)?.line).toBe(1000);

    const next = expectBody(
      await t.app.inject({ url: `/api/imports/${p.id}?offset=1000`, headers }),
      200,
      ImportPreviewSchema,
    );
    expect(next.rowsOffset).toBe(1000);
    expect(next.rows).toHaveLength(203);
    expect([next.rows[0]?.line, next.rows.at(-1)?.line]).toEqual([1001, 1203]);
    expect(next.rows.every((r) => r.action === 'create')).toBe(true);

    const past = expectBody(
      await t.app.inject({ url: `/api/imports/${p.id}?offset=5000`, headers }),
      200,
      ImportPreviewSchema,
    );
    expect(past.rows).toEqual([]);
    expect(past.rowsTotal).toBe(1203);
  });

  it('refuses an offset that is not a whole number from 0, in Spanish', async () => {
    const headers = await owner();
    const p = await preview(t, headers, 'corto.csv', statement(2));
    for (const [offset, detail] of [
      ['-1', 'El inicio de la página no puede ser negativo'],
      ['abc', 'El inicio de la página debe ser un número'],
      ['1.5', 'El inicio de la página debe ser un número entero'],
    ]) {
      const res = await t.app.inject({ url: `/api/imports/${p.id}?offset=${offset}`, headers });
      expectDetail(res, 400, detail as string);
    }
  });

  it('another company’s preview is not found, whatever the page', async () => {
    const p = await preview(t, await owner(), 'ajeno.csv', statement(2));
    const res = await t.app.inject({
      url: `/api/imports/${p.id}?offset=1000`,
      headers: await owner(),
    });
    expectDetail(res, 404, 'Importación no encontrada');
  });
});

describe('commits that race', () => {
  it('two commits of one preview at once: one applies, the other is told it already did', async () => {
    const headers = await owner();
    const p = await preview(t, headers, 'doble-clic.csv', statement(3));
    const commitIt = () =>
      t.app.inject({ method: 'POST', url: `/api/imports/${p.id}/commit`, headers, payload: {} });
    const answers = await Promise.all([commitIt(), commitIt()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json()).toEqual({ detail: 'Esta importación ya se aplicó.' });
    expect(await total(headers)).toBe(3);
  });

  it('the same file uploaded twice and both previews applied at once adds each movement once', async () => {
    const headers = await owner();
    const first = await preview(t, headers, 'pestaña-1.csv', statement(3));
    const second = await preview(t, headers, 'pestaña-2.csv', statement(3));
    const [a, b] = await Promise.all([commit(t, headers, first.id), commit(t, headers, second.id)]);
    expect([a.created, b.created].sort()).toEqual([0, 3]);
    expect(await total(headers)).toBe(3);
  });
});
