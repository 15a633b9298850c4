import {
  CashFlowEntrySchema,
  CashFlowPageSchema,
  CategoryTaxDefaultResultSchema,
  CategoryTaxDefaultsSchema,
  ReportSchema,
  TaxEstimateSchema,
} from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';
import { cfdi, commit, preview, setRfc } from '../imports/support.ts';

// Issue 32: "mis ventas incluyen IVA 16 %": a category's default IVA for typed and bank
// movements, a rate chosen per movement, and what the profit and the estimate make of them.

const t = useTestApp({ clock: fixedClock('2026-10-31T18:00:00Z') });
type Headers = Record<string, string>;

const putDefault = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/taxes/defaults', headers, payload });

async function entry(headers: Headers, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cash-flow/entries',
    headers,
    payload: { date: '2026-10-10', description: 'Mostrador', ...payload },
  });
  return expectBody(res, 201, CashFlowEntrySchema);
}

describe('a category’s default IVA', () => {
  it('a sale typed in "ventas" takes Ventas’ 16 %: 1,160 is 1,000 + IVA 160', async () => {
    const { headers } = await signedInUser(t);
    const saved = expectBody(
      await putDefault(headers, { type: 'income', category: 'Ventas', ivaRate: '16' }),
      200,
      CategoryTaxDefaultResultSchema,
    );
    expect(saved).toEqual({
      defaults: [{ type: 'income', category: 'Ventas', ivaRate: '16' }],
      updated: 0,
    });
    // Written without its capital and with a space: the same category.
    const sale = await entry(headers, { type: 'income', amount: 1160, category: 'ventas ' });
    expect(sale).toMatchObject({ ivaRate: '16', iva: 160 });
    // A rate said for the movement wins: a sale at the border, 1,080 = 1,000 + IVA 80.
    const border = await entry(headers, {
      type: 'income',
      amount: 1080,
      category: 'Ventas',
      ivaRate: '8',
    });
    expect(border).toMatchObject({ ivaRate: '8', iva: 80 });
    // Another category has no default: no IVA said.
    const other = await entry(headers, { type: 'income', amount: 500, category: 'Servicios' });
    expect(other).toMatchObject({ ivaRate: null, iva: null });

    const estimate = expectBody(
      await t.app.inject({ url: '/api/taxes/estimate?month=2026-10', headers }),
      200,
      TaxEstimateSchema,
    );
    expect(estimate.iva).toMatchObject({ collected: 240, payable: 240 });
    expect(estimate.movementsWithoutBreakdown).toBe(1);
    // Revenue before IVA: 1,000 + 1,000 + 500; the cash moved 2,740.
    const report = expectBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/reports/generate',
        headers,
        payload: { report_type: 'financial', period_days: 30 },
      }),
      200,
      ReportSchema,
    );
    expect(report.financial_summary).toMatchObject({ total_revenue: 2500, net_cash_flow: 2740 });
  });

  it('changing an amount with its rate recomputes the IVA; null leaves no breakdown', async () => {
    const { headers } = await signedInUser(t);
    const sale = await entry(headers, {
      type: 'income',
      amount: 1160,
      category: 'Ventas',
      ivaRate: '16',
    });
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/cash-flow/entries/${sale.id}`,
        headers,
        payload: {
          date: '2026-10-10',
          type: 'income',
          description: 'Mostrador',
          category: 'Ventas',
          ...payload,
        },
      });
    // 2,320 = 2,000 + IVA 320.
    expect(
      expectBody(await put({ amount: 2320, ivaRate: '16' }), 200, CashFlowEntrySchema),
    ).toMatchObject({ amount: 2320, iva: 320 });
    expect(
      expectBody(await put({ amount: 2320, ivaRate: null }), 200, CashFlowEntrySchema),
    ).toMatchObject({ ivaRate: null, iva: null });
    expectDetail(
      await put({ amount: 2320, ivaRate: '10' }),
      400,
      'El IVA debe ser 16, 8, 0 o exento',
    );
  });

  it('applied to what was recorded before, only where no breakdown was said; removed', async () => {
    const { headers } = await signedInUser(t);
    const rent = await entry(headers, { type: 'expense', amount: 11_600, category: 'Renta' });
    const exempt = await entry(headers, {
      type: 'expense',
      amount: 5_000,
      category: 'Renta',
      ivaRate: 'exento',
    });
    expect(rent.iva).toBeNull();
    const saved = expectBody(
      await putDefault(headers, {
        type: 'expense',
        category: 'Renta',
        ivaRate: '16',
        applyToExisting: true,
      }),
      200,
      CategoryTaxDefaultResultSchema,
    );
    expect(saved.updated).toBe(1);
    const list = expectBody(
      await t.app.inject({ url: '/api/cash-flow/entries', headers }),
      200,
      CashFlowPageSchema,
    );
    const byId = new Map(list.items.map((e) => [e.id, e]));
    expect(byId.get(rent.id)).toMatchObject({ ivaRate: '16', iva: 1600 });
    expect(byId.get(exempt.id)).toMatchObject({ ivaRate: 'exento', iva: 0 });

    const removed = expectBody(
      await putDefault(headers, { type: 'expense', category: 'renta', ivaRate: null }),
      200,
      CategoryTaxDefaultResultSchema,
    );
    expect(removed.defaults).toEqual([]);
    const later = await entry(headers, { type: 'expense', amount: 1_160, category: 'Renta' });
    expect(later.iva).toBeNull();
  });

  it('refuses bad input in Spanish, needs a session, and stays in its company', async () => {
    const owner = await signedInUser(t);
    expectDetail(
      await putDefault(owner.headers, { type: 'income', category: 'Ventas', ivaRate: '10' }),
      400,
      'El IVA debe ser 16, 8, 0 o exento',
    );
    expectDetail(
      await putDefault(owner.headers, { type: 'otro', category: 'Ventas', ivaRate: '16' }),
      400,
    );
    expectDetail(await t.app.inject({ url: '/api/taxes/defaults' }), 401);
    await putDefault(owner.headers, { type: 'income', category: 'Ventas', ivaRate: '16' });
    const other = await signedInUser(t);
    expect(
      expectBody(
        await t.app.inject({ url: '/api/taxes/defaults', headers: other.headers }),
        200,
        CategoryTaxDefaultsSchema,
      ).defaults,
    ).toEqual([]);
    const sale = await entry(other.headers, { type: 'income', amount: 1160, category: 'Ventas' });
    expect(sale.iva).toBeNull();
  });

  it('the whole company’s document carries each movement’s breakdown to another company', async () => {
    const source = await signedInUser(t);
    // EKU issues fixture 14 (its customer withholds ISR and IVA) and the payroll of fixture 15.
    await setRfc(t, source.headers, 'EKU9003173C9');
    for (const name of [
      '14_cfdi40_I_PUE_retenciones_stamped.xml',
      '15_cfdi40_N_nomina12_stamped.xml',
    ]) {
      await commit(t, source.headers, (await preview(t, source.headers, name, cfdi(name))).id);
    }
    await entry(source.headers, {
      type: 'income',
      amount: 1160,
      category: 'Ventas',
      ivaRate: '16',
    });
    const doc = await t.app.inject({ url: '/api/financial-data/export', headers: source.headers });
    expect(doc.statusCode).toBe(200);
    const target = await signedInUser(t);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/financial-data/import',
      headers: target.headers,
      payload: doc.json(),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const month = async (headers: Headers, m: string) =>
      expectBody(
        await t.app.inject({ url: `/api/taxes/estimate?month=${m}`, headers }),
        200,
        TaxEstimateSchema,
      );
    // The invoice: IVA 14,855.11 collected, 9,903.44 of it withheld by the customer, and ISR
    // 9,284.45 withheld; the typed sale: IVA 160.
    for (const headers of [source.headers, target.headers]) {
      const march = await month(headers, '2025-03');
      expect(march.iva).toMatchObject({ collected: 14855.11, withheld: 9903.44 });
      expect(march.isr.withheld).toBe(9284.45);
      expect((await month(headers, '2026-10')).iva.collected).toBe(160);
      // The payroll's ISR 100 and IMSS 200 withheld travel with it.
      expect((await month(headers, '2023-05')).withholdingsToPay).toEqual({
        isr: 100,
        iva: 0,
        other: 200,
      });
    }
  });
});
