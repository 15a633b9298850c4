import {
  CashForecastSchema,
  CompanySchema,
  DashboardSchema,
  ReportSchema,
  TaxEstimateSchema,
} from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';
import { COMPANY, payment, ppdInvoice, purchase } from '../imports/october-cfdi.ts';
import { cfdi, commit, entries, preview, setRfc } from '../imports/support.ts';

// Issue 32: GET /api/taxes/estimate, the month's IVA and ISR from what was cobrado and pagado.

// 31 October 2026: the last 30 days are 2 to 31 October.
const t = useTestApp({ clock: fixedClock('2026-10-31T18:00:00Z') });
async function importXml(headers: Record<string, string>, name: string, xml: string) {
  const p = await preview(t, headers, name, Buffer.from(xml));
  await commit(t, headers, p.id);
}

async function estimate(headers: Record<string, string>, month = '2026-10') {
  return expectBody(
    await t.app.inject({ url: `/api/taxes/estimate?month=${month}`, headers }),
    200,
    TaxEstimateSchema,
  );
}

async function october() {
  const owner = await signedInUser(t);
  await setRfc(t, owner.headers, COMPANY);
  await importXml(owner.headers, 'factura.xml', ppdInvoice);
  await importXml(owner.headers, 'pago.xml', payment);
  await importXml(owner.headers, 'compra.xml', purchase);
  return owner;
}

describe('GET /api/taxes/estimate', () => {
  it('October: IVA collected 800 on the 5,800 cobrado, creditable 480 on the 3,480 paid: 320', async () => {
    const { headers } = await october();
    // The cash moved in full: 5,800 in, 3,480 out.
    expect(
      (await entries(t, headers)).map(({ date, type, amount }) => [date, type, amount]).sort(),
    ).toEqual([
      ['2026-10-05', 'income', 5800],
      ['2026-10-12', 'expense', 3480],
    ]);
    const e = await estimate(headers);
    expect(e).toMatchObject({
      month: '2026-10',
      estimate: true,
      // 17 November 2026 is a Tuesday.
      dueDate: '2026-11-17',
      iva: { collected: 800, creditable: 480, withheld: 0, payable: 320 },
      withholdingsToPay: { isr: 0, iva: 0, other: 0 },
      movementsWithoutBreakdown: 0,
      regime: null,
    });
    expect(e.isr.payable).toBeNull();
    expect(e.isr.method).toContain('Elige tu régimen fiscal');
    expect(e.total).toBe(320);

    // The profit is before IVA: revenue 5,000, expenses 3,000, profit 2,000; the cash moved
    // 5,800 − 3,480 = 2,320.
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
    expect(report.financial_summary).toMatchObject({
      total_revenue: 5000,
      total_expenses: 3000,
      net_profit: 2000,
      net_cash_flow: 2320,
      net_margin: 40,
    });
    const dashboard = expectBody(
      await t.app.inject({ url: '/api/dashboard?period=30d', headers }),
      200,
      DashboardSchema,
    );
    expect(dashboard.cards).toMatchObject({
      revenue: { value: 5000 },
      expenses: { value: 3000 },
      netProfit: { value: 2000 },
    });
    // The forecast's 17 November pays October's estimate, 320 (no tax payment was ever recorded:
    // without it there would be no payment at all).
    const forecast = expectBody(
      await t.app.inject({ url: '/api/cash-flow/forecast?weeks=4', headers }),
      200,
      CashForecastSchema,
    );
    const taxes = forecast.weeks.flatMap((w) => w.items.filter((i) => i.kind === 'taxes'));
    expect(taxes.map((i) => [i.date, i.label, i.amount])).toEqual([
      ['2026-11-17', 'ISR, IVA y retenciones de octubre', 320],
    ]);
    // September had the invoice but no money: nothing to pay for it.
    expect((await estimate(headers, '2026-09')).iva).toMatchObject({ collected: 0, payable: 0 });
  });

  it('with the regime: RESICO of a persona moral is 30 % of (5,000 − 3,000) = 600', async () => {
    const { headers } = await october();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers,
      payload: { taxRegime: '626' },
    });
    expect(expectBody(put, 200, CompanySchema).taxRegime).toBe('626');
    const e = await estimate(headers);
    expect(e.regime).toEqual({ code: '626', name: 'Régimen Simplificado de Confianza (RESICO)' });
    expect(e.isr).toMatchObject({ base: 2000, ratePercent: 30, payable: 600 });
    expect(e.total).toBe(920);

    // General de Ley with a coefficient of 0.2: 5,000 × 0.2 × 30 % = 300.
    await t.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers,
      payload: { taxRegime: '601', profitCoefficient: 0.2 },
    });
    expect((await estimate(headers)).isr).toMatchObject({ base: 1000, payable: 300 });

    // Actividad empresarial (612): the 2026 tariff accumulated to October on the year's profit,
    // 2,000 (September had no money): 1.92 % = 38.40, nothing owed through September.
    await t.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers,
      payload: { taxRegime: '612' },
    });
    const pf = (await estimate(headers)).isr;
    expect(pf).toMatchObject({ base: 2000, ratePercent: 1.92, payable: 38.4 });
    expect(pf.method).toContain('acumulada a 10 meses');
  });

  it('a movement typed by hand has no breakdown and says so; the owners’ are not the business’s', async () => {
    const { headers } = await signedInUser(t);
    for (const [category, type] of [
      ['Ventas', 'income'],
      ['Retiros de los dueños', 'expense'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cash-flow/entries',
        headers,
        payload: { date: '2026-10-10', type, amount: 1000, category, description: 'Caja' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const e = await estimate(headers);
    expect(e.movementsWithoutBreakdown).toBe(1);
    expect(e.basis).toContain('1 movimiento no trae desglose de IVA');
    expect(e.iva.payable).toBe(0);
  });

  it('a real Pagos 2.0 complement (fixture 05) carries its IVA: 2,462.45 on 17,852.75', async () => {
    const { headers } = await signedInUser(t);
    await setRfc(t, headers, 'H&E951128469');
    for (const name of ['03_cfdi40_I_PPD_stamped_HE.xml', '05_cfdi40_P_pagos20_pays_03.xml']) {
      const p = await preview(t, headers, name, cfdi(name));
      await commit(t, headers, p.id);
    }
    // TrasladoDR: BaseDR 15,390.30, ImporteDR 2,462.45, paid 2 January 2020.
    const e = await estimate(headers, '2020-01');
    expect(e.iva).toMatchObject({ collected: 2462.45, creditable: 0, payable: 2462.45 });
    // 17 February 2020 was a Monday.
    expect(e.dueDate).toBe('2020-02-17');
  });

  it('a purchase with withholdings (fixture 14): the expense before IVA is the SubTotal, the withholdings are owed on the 17th', async () => {
    const { headers, companyId } = await signedInUser(t);
    await setRfc(t, headers, 'URE180429TM6');
    const name = '14_cfdi40_I_PUE_retenciones_stamped.xml';
    await commit(t, headers, (await preview(t, headers, name, cfdi(name))).id);
    // Paid 88,511.67 = 92,844.45 + IVA 14,855.11 − ISR 9,284.45 − IVA 9,903.44 withheld.
    const { rows } = await t.database.db.execute<{ amount: string; net: string }>(
      sql`SELECT amount_cents AS amount, net_cents AS net FROM cash_flow_entries
          WHERE company_id = ${companyId}`,
    );
    expect(rows.map((r) => [Number(r.amount), Number(r.net)])).toEqual([[8_851_167, 9_284_445]]);
    const e = await estimate(headers, '2025-03');
    expect(e.iva).toMatchObject({ collected: 0, creditable: 14855.11, payable: -14855.11 });
    expect(e.withholdingsToPay).toEqual({ isr: 9284.45, iva: 9903.44, other: 0 });
    // 17 April 2025 was Holy Thursday, a business day for the SAT (not an LFT art. 74 rest day).
    expect(e.dueDate).toBe('2025-04-17');
    expect(e.total).toBe(9284.45 + 9903.44);
  });

  it('a payroll (fixture 15) costs its gross 5,000: 4,700 paid, ISR 100 and IMSS 200 owed', async () => {
    const { headers, companyId } = await signedInUser(t);
    await setRfc(t, headers, 'EKU9003173C9');
    const name = '15_cfdi40_N_nomina12_stamped.xml';
    await commit(t, headers, (await preview(t, headers, name, cfdi(name))).id);
    // Paid on FechaPago, 24 May 2023: 5,000 of percepciones − 100 ISR − 200 seguridad social.
    const { rows } = await t.database.db.execute<{ date: string; amount: string; net: string }>(
      sql`SELECT date::text AS date, amount_cents AS amount, net_cents AS net
          FROM cash_flow_entries WHERE company_id = ${companyId}`,
    );
    expect(rows.map((r) => [r.date, Number(r.amount), Number(r.net)])).toEqual([
      ['2023-05-24', 470_000, 500_000],
    ]);
    const e = await estimate(headers, '2023-05');
    expect(e.withholdingsToPay).toEqual({ isr: 100, iva: 0, other: 200 });
    expect(e.total).toBe(300);
  });

  it('refuses a bad month or regime in Spanish, needs a session, and reads only its company', async () => {
    const { headers } = await october();
    expectDetail(
      await t.app.inject({ url: '/api/taxes/estimate?month=2026-13', headers }),
      400,
      /AAAA-MM/,
    );
    expectDetail(
      await t.app.inject({
        method: 'PUT',
        url: '/api/company',
        headers,
        payload: { taxRegime: '999' },
      }),
      400,
      /régimen fiscal/,
    );
    expectDetail(await t.app.inject({ url: '/api/taxes/estimate?month=2026-10' }), 401);
    const other = await signedInUser(t);
    expect((await estimate(other.headers)).iva).toMatchObject({ collected: 0, creditable: 0 });
  });
});
