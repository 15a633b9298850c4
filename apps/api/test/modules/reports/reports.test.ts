import { ReportKpisSchema, ReportSchema } from '@caudal/contracts';
import { addDays, monthKey } from '@caudal/finance';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';
import { reportsSampleCompany } from './sample-company.ts';

// Issue 16, reports: the company's own figures as JSON, CSV, Excel and PDF, and the KPIs.

const t = useTestApp();
const GENERATE = '/api/reports/generate';
type Headers = Record<string, string>;

const generate = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: GENERATE, headers, payload });
const report = async (headers: Headers, payload: object) =>
  expectBody(await generate(headers, payload), 200, ReportSchema);

const today = todayInMexicoCity();
const day = (offset: number) => addDays(today, offset);
const sampleCompany = () => reportsSampleCompany(t);

describe('POST /api/reports/generate', () => {
  it('the financial report of 30 days, worked by hand', async () => {
    const owner = await sampleCompany();
    const r = await report(owner.headers, { report_type: 'financial', period_days: 30 });
    expect(r).toMatchObject({
      report_type: 'financial',
      title: 'Reporte financiero',
      generated_on: today,
      period: { from: day(-29), to: today },
      step: 'day',
    });
    // Revenue 10,000; expenses 4,000 + 1,000 = 5,000; profit 5,000 (owners left out).
    // Net cash flow 10,000 − 5,000 + 3,000 − 2,000 = 6,000; over 30 days, 200 a day.
    expect(r.financial_summary).toEqual({
      total_revenue: 10_000,
      total_expenses: 5_000,
      net_profit: 5_000,
      average_cash_flow: 200,
      net_cash_flow: 6_000,
      owner_contributions: 3_000,
      owner_withdrawals: 2_000,
      net_margin: 50,
    });
    // ROI: 5,000 / 5,000 = 100 %. Growth: (10,000 − 8,000) / 8,000 = 25 %.
    // COCA 2,000 / 10 = 200; frequency 50 / 30 = 1.7; retention 24 (assumed);
    // LTV (100 − 40) × 1.7 × 24 = 2,448; LTV/COCA 12.24.
    expect(r.unit_economics).toEqual({
      ltv: 2_448,
      coca: 200,
      ltv_coca_ratio: 12.24,
      customers_needed: null,
      roi: 100,
    });
    expect(r.growth_metrics).toEqual({ revenue_growth: 25, previous_revenue: 8_000 });
    expect(r.detailed_data).toHaveLength(30);
    expect(r.detailed_data.find((row) => row.date === day(-1))).toEqual({
      date: day(-1),
      end: day(-1),
      revenue: 10_000,
      expenses: 0,
      profit: 10_000,
      cash_flow: 10_000,
      customers: monthKey(day(-1)) === monthKey(today) ? 30 : null,
      units_sold: null,
    });
    expect(r.detailed_data.find((row) => row.date === day(-2))?.cash_flow).toBe(-2_000);
    expect(r.detailed_data.at(-1)?.customers).toBe(30);
    expect(r.detailed_data.every((row) => row.units_sold === null)).toBe(true);
    expect(r.insights.map((i) => i.code)).toEqual([
      'high-profitability',
      'efficient-acquisition',
      'positive-cash-flow',
    ]);
    expect(r.revenue_breakdown).toEqual({
      estimated: false,
      slices: [{ name: 'Ventas', value: 10_000, percent: 100 }],
    });
    expect(r.expense_breakdown).toEqual([
      { name: 'Renta', value: 4_000, percent: 80 },
      { name: 'Publicidad', value: 1_000, percent: 20 },
    ]);
    expect(r.operations).toBeUndefined();
    expect(r.kpis).toBeUndefined();
    expect(r.assumed.join(' ')).toMatch(/no registran unidades vendidas/);
  });

  it('each type adds its own part; 7, 90 and 365 days cut by day, week and month', async () => {
    const owner = await sampleCompany();
    const week = await report(owner.headers, { report_type: 'operational', period_days: 7 });
    // The 7 days hold everything but the sale of 40 days ago; the 7 days before hold nothing.
    expect(week.step).toBe('day');
    expect(week.detailed_data).toHaveLength(7);
    expect(week.financial_summary.total_revenue).toBe(10_000);
    expect(week.growth_metrics.revenue_growth).toBeNull();
    // One income entry of 10,000: 10,000 of income per movement.
    expect(week.operations).toEqual({
      income_entries: 1,
      expense_entries: 2,
      average_ticket: 10_000,
      active_customers: 30,
      units_sold: null,
    });
    expect(week.revenue_breakdown).toBeUndefined();

    const quarter = await report(owner.headers, { report_type: 'marketing', period_days: 90 });
    // 90 days: 12 weeks of 7 and one of 6; both sales inside, 18,000.
    expect(quarter.step).toBe('week');
    expect(quarter.detailed_data).toHaveLength(13);
    expect(quarter.detailed_data.at(-1)).toMatchObject({ date: day(-5), end: today });
    expect(quarter.financial_summary.total_revenue).toBe(18_000);
    expect(quarter.marketing).toEqual({
      marketing_spend: 1_000,
      new_customers: 10,
      cac_ceiling: 816,
      ltv_coca_label: 'Excelente',
    });

    const year = await report(owner.headers, { report_type: 'comprehensive', period_days: 365 });
    const from = day(-364);
    const months =
      (Number(today.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
      Number(today.slice(5, 7)) -
      Number(from.slice(5, 7)) +
      1;
    expect(year.step).toBe('month');
    expect(year.detailed_data).toHaveLength(months);
    expect(year.detailed_data[0]?.date).toBe(from);
    expect(year.detailed_data.at(-1)).toMatchObject({ date: `${monthKey(today)}-01`, end: today });
    expect(year.detailed_data.reduce((s, r) => s + r.revenue, 0)).toBe(18_000);
    expect(year.kpis?.map((k) => k.id)).toEqual([
      'revenue',
      'net-margin',
      'cash-flow-margin',
      'ltv-coca',
      'acquisition-cost',
      'revenue-growth',
    ]);
    expect(year.operations).toBeDefined();
    expect(year.marketing).toBeDefined();
    expect(year.revenue_breakdown).toBeDefined();
  });

  it('CSV: BOM, the spec columns in order, one row a step, named by type and day', async () => {
    const owner = await sampleCompany();
    const res = await generate(owner.headers, {
      report_type: 'financial',
      period_days: 30,
      format: 'csv',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="reporte-financiero-${today}.csv"`,
    );
    const text = res.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Fecha,Ingresos,Gastos,Utilidad,Flujo de caja,Clientes,Unidades vendidas',
    );
    expect(lines).toHaveLength(31);
    expect(lines).toContain(
      `${day(-1)},10000,0,10000,10000,${monthKey(day(-1)) === monthKey(today) ? 30 : ''},`,
    );
  });

  it('Excel: Resumen, Detalle and KPIs; money as numbers in MXN, dates as dates', async () => {
    const owner = await sampleCompany();
    const res = await generate(owner.headers, {
      report_type: 'comprehensive',
      period_days: 30,
      format: 'excel',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="reporte-integral-${today}.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Resumen', 'Detalle', 'KPIs']);
    const detail = book.getWorksheet('Detalle');
    expect(detail?.rowCount).toBe(31);
    expect(detail?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const row = detail?.getRows(2, 30)?.find((r) => {
      const v = r.getCell(1).value;
      return v instanceof Date && v.toISOString().slice(0, 10) === day(-1);
    });
    expect(row?.getCell(3).value).toBe(10_000);
    expect(row?.getCell(3).numFmt).toContain('$');
    expect(book.getWorksheet('KPIs')?.rowCount).toBe(7);
  });

  it('PDF: every type renders, with a cover, the figures and numbered pages', async () => {
    const owner = await sampleCompany();
    for (const [type, title] of [
      ['financial', 'Reporte financiero'],
      ['operational', 'Reporte operativo'],
      ['marketing', 'Reporte de marketing'],
      ['comprehensive', 'Reporte integral'],
    ] as const) {
      const res = await generate(owner.headers, {
        report_type: type,
        period_days: 365,
        format: 'pdf',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
      expect(pdf.numPages).toBeGreaterThanOrEqual(3);
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text).toContain(title);
      expect(text).toContain('$18,000');
      expect(text).toContain(`Página ${pdf.numPages} de ${pdf.numPages}`);
    }
  });

  it('an empty company gets an honest report of zeros with a Spanish note, never NaN', async () => {
    const owner = await signedInUser(t);
    const r = await report(owner.headers, { report_type: 'comprehensive', period_days: 90 });
    expect(r.financial_summary).toMatchObject({
      total_revenue: 0,
      total_expenses: 0,
      net_profit: 0,
      average_cash_flow: 0,
      net_margin: null,
    });
    expect(r.unit_economics).toEqual({
      ltv: null,
      coca: null,
      ltv_coca_ratio: null,
      customers_needed: null,
      roi: null,
    });
    expect(r.growth_metrics.revenue_growth).toBeNull();
    expect(r.detailed_data.every((row) => row.revenue === 0 && row.customers === null)).toBe(true);
    expect(r.assumed.join(' ')).toMatch(/Sin movimientos registrados en el periodo/);
    expect(r.insights).toEqual([]);
    expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity/);
    for (const format of ['pdf', 'excel', 'csv']) {
      const res = await generate(owner.headers, {
        report_type: 'comprehensive',
        period_days: 7,
        format,
      });
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200);
    }
  });

  it('another company gets none of the owner’s figures', async () => {
    await sampleCompany();
    const other = await signedInUser(t);
    const r = await report(other.headers, { report_type: 'comprehensive', period_days: 365 });
    expect(r.financial_summary.total_revenue).toBe(0);
    expect(r.detailed_data.some((row) => row.revenue !== 0 || row.customers !== null)).toBe(false);
    expect(r.expense_breakdown).toEqual([]);
    expect(r.marketing?.new_customers).toBeNull();
    expect(r.unit_economics.ltv).toBeNull();
  });

  it('refuses a bad body in Spanish, and a visitor without a session', async () => {
    const owner = await signedInUser(t);
    expectDetail(
      await generate(owner.headers, { report_type: 'financial', period_days: 15 }),
      400,
      'El periodo debe ser de 7, 30, 90 o 365 días',
    );
    expectDetail(
      await generate(owner.headers, { report_type: 'ventas', period_days: 30 }),
      400,
      'El tipo de reporte debe ser financial, operational, marketing o comprehensive',
    );
    expectDetail(
      await generate(owner.headers, { report_type: 'financial', period_days: 30, format: 'doc' }),
      400,
      'El formato debe ser json, pdf, excel o csv',
    );
    expectDetail(await generate({}, { report_type: 'financial', period_days: 30 }), 401);
  });
});

describe('GET /api/reports/kpis', () => {
  it('the KPIs of 30 days against their targets', async () => {
    const owner = await sampleCompany();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reports/kpis?period_days=30',
      headers: owner.headers,
    });
    const { kpis, from, to } = expectBody(res, 200, ReportKpisSchema);
    expect({ from, to }).toEqual({ from: day(-29), to: today });
    const byId = Object.fromEntries(kpis.map((k) => [k.id, k]));
    // Revenue 10,000 against the previous 8,000: 125 % of target, excellent, up.
    expect(byId.revenue).toMatchObject({
      value: 10_000,
      target: 8_000,
      variance: 2_000,
      status: 'excellent',
      trend: 'up',
      unit: 'MXN',
    });
    // Net margin 50 % against 15 %: excellent; previous period 100 % (8,000 with no expenses).
    expect(byId['net-margin']).toMatchObject({
      value: 50,
      target: 15,
      status: 'excellent',
      trend: 'down',
    });
    // Cash-flow margin 6,000 / 10,000 = 60 %: above 15 %, excellent on its bands (the target is
    // the band's 15 %).
    expect(byId['cash-flow-margin']).toMatchObject({ value: 60, target: 15, status: 'excellent' });
    // COCA 200 against a ceiling of 2,448 / 3 = 816: lower is better, excellent.
    expect(byId['acquisition-cost']).toMatchObject({
      value: 200,
      target: 8.16 * 100,
      status: 'excellent',
    });
    // Growth 25 % against 5 %.
    expect(byId['revenue-growth']).toMatchObject({ value: 25, target: 5, status: 'excellent' });
  });

  it('without customer records LTV/COCA and COCA have no value and say they need them', async () => {
    const owner = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: owner.headers,
      payload: { name: 'Concha', price: 15, variableCost: 6, monthlySales: 15_211 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const needed =
      'El COCA, la razón LTV/COCA y el periodo de recuperación necesitan tus clientes: regístralos en Economía unitaria › Tus clientes por mes.';
    // 15,211 pieces used to be 10,648 "clients": now none, and no COCA or ratio.
    const r = await report(owner.headers, { report_type: 'comprehensive', period_days: 30 });
    // LTV on the labelled assumptions: $9 × 1.2 × 24 = $259.20.
    expect(r.unit_economics).toMatchObject({
      ltv: 259.2,
      coca: null,
      ltv_coca_ratio: null,
      customers_needed: needed,
    });
    expect(r.marketing?.ltv_coca_label).toBeNull();
    const { kpis } = expectBody(
      await t.app.inject({
        method: 'GET',
        url: '/api/reports/kpis?period_days=30',
        headers: owner.headers,
      }),
      200,
      ReportKpisSchema,
    );
    const byId = Object.fromEntries(kpis.map((k) => [k.id, k]));
    expect(byId['ltv-coca']).toMatchObject({ value: null, status: null, note: needed });
    expect(byId['acquisition-cost']).toMatchObject({ value: null, status: null, note: needed });
  });

  it('refuses a bad period in Spanish; an empty company has no status without data', async () => {
    const owner = await signedInUser(t);
    const get = (q: string) =>
      t.app.inject({ method: 'GET', url: `/api/reports/kpis${q}`, headers: owner.headers });
    expectDetail(await get('?period_days=abc'), 400, 'El periodo debe ser de 7, 30, 90 o 365 días');
    expectDetail(await get('?period_days=60'), 400, 'El periodo debe ser de 7, 30, 90 o 365 días');
    const { kpis } = expectBody(await get(''), 200, ReportKpisSchema);
    const margin = kpis.find((k) => k.id === 'net-margin');
    expect(margin).toMatchObject({ value: null, status: null });
    expect(margin?.note).toMatch(/Sin ingresos/);
  });
});
