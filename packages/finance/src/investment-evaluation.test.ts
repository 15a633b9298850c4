import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { irrRoots, periodRate, presentValue } from './discounting.ts';
import type { InvestmentSeries, PeriodUnit } from './investment-evaluation.ts';
import {
  evaluateInvestment,
  NO_IRR_SAME_SIGN,
  NO_PAYBACK,
  netPresentValue,
  paybackOf,
  seriesFlows,
} from './investment-evaluation.ts';
import { investmentVerdict, npvSensitivity } from './investment-verdict.ts';
import type { Centavos } from './money.ts';
import { centavos, toCentavos } from './money.ts';

/** A series in pesos, as the examples are written. */
function series(
  outlay: number,
  flows: number[],
  ratePercent: number,
  periodUnit: PeriodUnit = 'year',
  salvage = 0,
): InvestmentSeries {
  return {
    initialOutlayCentavos: toCentavos(outlay),
    flowsCentavos: flows.map(toCentavos),
    salvageCentavos: toCentavos(salvage),
    discountRatePercent: ratePercent,
    periodUnit,
  };
}

const pesos = (amount: Centavos | null) => (amount === null ? null : amount / 100);

/** Like the API's formatMoney: whole pesos, es-MX. */
const money = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  maximumFractionDigits: 0,
});
const formatMoney = (amount: Centavos) => money.format(amount / 100);

/** Excel's IRR example: a business bought for 70,000 and five years of net income. */
const EXCEL_IRR = [12_000, 15_000, 18_000, 21_000, 26_000];

describe('TIR against Excel’s documented IRR examples', () => {
  it.each([
    ['five years → 8.66 %', EXCEL_IRR, [8.66]],
    ['four years → −2.12 %', EXCEL_IRR.slice(0, 4), [-2.12]],
    ['two years → −44.35 %', EXCEL_IRR.slice(0, 2), [-44.35]],
  ])('−70,000 then %s', (_label, flows, expected) => {
    const irr = evaluateInvestment(series(70_000, flows, 10)).irr;
    expect(irr.unit).toBe('percent');
    expect(irr.value).toHaveLength(expected.length);
    irr.value.forEach((value, i) => {
      expect(value).toBeCloseTo(expected[i] ?? Number.NaN, 2);
    });
  });

  it('−100, 230, −132 changes sign twice: TIR 10 % and 20 %, with the warning', () => {
    const e = evaluateInvestment(series(100, [230, -132], 12));
    expect(e.irr.value).toHaveLength(2);
    expect(e.irr.value[0]).toBeCloseTo(10, 9);
    expect(e.irr.value[1]).toBeCloseTo(20, 9);
    expect(e.notes.irr).toMatch(/2 veces: puede haber más de una TIR/);
    // Between its two TIR the VPN is positive: −100 + 230 / 1.12 − 132 / 1.12² = 0.1276.
    expect(pesos(e.npv.value)).toBe(0.13);
  });

  it('100, 200 never changes sign: no TIR, with the reason', () => {
    const e = evaluateInvestment(series(-100, [200], 10));
    expect(e.irr.value).toEqual([]);
    expect(e.notes.irr).toBe(NO_IRR_SAME_SIGN);
    expect(e.notes.irr).toBe('Los flujos nunca cambian de signo: no hay TIR.');
  });

  it('a monthly TIR is given per month and compounded to a year', () => {
    // 100 today, 112 in month 12: 12 % a year, (1.12)^(1/12) − 1 = 0.9489 % a month.
    const e = evaluateInvestment(series(100, [...Array(11).fill(0), 112], 12, 'month'));
    expect(e.irr.value[0]).toBeCloseTo(12, 9);
    expect(e.irr.perPeriod[0]).toBeCloseTo(0.948879, 6);
    expect(e.npv.value).toBe(0);
  });
});

describe('VPN with the outlay at t0', () => {
  it('Excel’s NPV example, 10 %: −10,000 then 3,000, 4,200, 6,800 → 1,307.29', () => {
    const s = series(10_000, [3_000, 4_200, 6_800], 10);
    // 3,000 / 1.1 + 4,200 / 1.21 + 6,800 / 1.331 = 11,307.29; less the 10,000 paid today.
    expect(pesos(netPresentValue(s))).toBe(1_307.29);
    // Excel's NPV(10 %, −10,000, 3,000, 4,200, 6,800) = 1,188.44 discounts the outlay a year too.
    expect(presentValue(seriesFlows(s), 0.1) / 1.1 / 100).toBeCloseTo(1_188.44, 2);
  });

  it('Excel’s second NPV example, 8 %: −40,000 then five years → 1,922.06; a sixth losing 9,000 → −3,749.47', () => {
    const flows = [8_000, 9_200, 10_000, 12_000, 14_500];
    expect(pesos(netPresentValue(series(40_000, flows, 8)))).toBe(1_922.06);
    expect(pesos(netPresentValue(series(40_000, [...flows, -9_000], 8)))).toBe(-3_749.47);
  });

  it('salvage is added to the last period', () => {
    // 1,000 today; 500 and 500 + 300 of salvage at 10 %: 454.55 + 661.16 − 1,000 = 115.70.
    const s = series(1_000, [500, 500], 10, 'year', 300);
    expect(seriesFlows(s)).toEqual([-100_000, 50_000, 80_000]);
    expect(pesos(netPresentValue(s))).toBe(115.7);
  });

  it('a monthly series discounts at (1 + r)^(1/12) − 1', () => {
    expect(periodRate(12, 'month')).toBeCloseTo(0.00948879, 8);
    expect(periodRate(12, 'year')).toBe(0.12);
    // 1,000 in month 12 at 12 % a year is 1,000 / 1.12 = 892.86 today.
    const s = series(0, [...Array(11).fill(0), 1_000], 12, 'month');
    expect(pesos(netPresentValue(s))).toBe(892.86);
  });

  it('a rate at or below −100 % has no VPN', () => {
    const e = evaluateInvestment(series(100, [200], -100));
    expect(e.npv.value).toBeNull();
    expect(e.notes.npv).toBeTruthy();
  });
});

describe('TIRM with its rates stated (Excel’s MIRR example)', () => {
  const flows = [39_000, 30_000, 21_000, 37_000, 46_000];
  it.each([
    ['five years, finance 10 %, reinvest 12 % → 12.61 %', flows, 12, 12.61],
    ['three years → −4.80 %', flows.slice(0, 3), 12, -4.8],
    ['five years, reinvest 14 % → 13.48 %', flows, 14, 13.48],
  ])('−120,000 then %s', (_label, values, reinvest, expected) => {
    const mirr = evaluateInvestment(series(120_000, values, 10), {
      financeRatePercent: 10,
      reinvestmentRatePercent: reinvest,
    }).mirr;
    expect(mirr.value).toBeCloseTo(expected, 2);
    expect(mirr).toMatchObject({ financeRatePercent: 10, reinvestmentRatePercent: reinvest });
  });
});

describe('payback, ROI and profitability index, worked by hand', () => {
  it('1,000 then 300, 400, 500: paid back in 2 + 300 / 500 = 2.6 years; ROI 20 %', () => {
    const e = evaluateInvestment(series(1_000, [300, 400, 500], 10));
    expect(e.paybackPeriods).toEqual({ value: 2.6, unit: 'periods' });
    // Discounted: 272.73 + 330.58 + 375.66 = 978.96 < 1,000, never within the series.
    expect(e.discountedPaybackPeriods.value).toBeNull();
    expect(e.notes.discountedPaybackPeriods).toBe(NO_PAYBACK);
    expect(e.roi.value).toBeCloseTo(20, 12);
    expect(e.cumulativeCentavos.map(pesos)).toEqual([-1_000, -700, -300, 200]);
  });

  it('1,000 then 400 × 4 at 10 %: simple 2.5 years, discounted 3 + 5.26 / 273.21 = 3.02', () => {
    const e = evaluateInvestment(series(1_000, [400, 400, 400, 400], 10));
    expect(e.paybackPeriods.value).toBe(2.5);
    expect(e.discountedPaybackPeriods.value).toBeCloseTo(3.0193, 4);
  });

  it('a 12-month investment that never pays back: payback null, with the note', () => {
    const e = evaluateInvestment(series(120_000, Array(12).fill(9_000), 12, 'month'));
    expect(e.paybackPeriods.value).toBeNull();
    expect(e.notes.paybackPeriods).toMatch(/^No se recupera en el plazo/);
    expect(e.roi.value).toBeCloseTo(-10, 12);
  });

  it('recovering and then falling back below zero is not paying back', () => {
    // −100, +150 (cumulative +50), −200 (cumulative −150).
    expect(paybackOf([-100, 150, -200])).toBeNull();
    // Falls back and recovers again: the second crossing counts, 2 + 150 / 300.
    expect(paybackOf([-100, 150, -200, 300])).toBe(2.5);
  });

  it('ROI counts the salvage and the negative months; index = PV(flows) ÷ outlay', () => {
    const e = evaluateInvestment(series(1_000, [-200, 700, 500], 10, 'year', 100));
    // (−200 + 700 + 500 + 100 − 1,000) ÷ 1,000 = 10 %.
    expect(e.roi.value).toBeCloseTo(10, 12);
    const pv = -200 / 1.1 + 700 / 1.21 + 600 / 1.331;
    expect(e.profitabilityIndex.value).toBeCloseTo(pv / 1_000, 12);
    expect(
      evaluateInvestment(series(10_000, [3_000, 4_200, 6_800], 10)).profitabilityIndex.value,
    ).toBeCloseTo(1.130729, 6);
  });

  it('no outlay: no ROI and no index, with the reason', () => {
    const e = evaluateInvestment(series(0, [100], 10));
    expect(e.roi.value).toBeNull();
    expect(e.profitabilityIndex.value).toBeNull();
    expect(e.notes.roi).toBeTruthy();
    expect(e.paybackPeriods.value).toBe(0);
  });
});

describe('the book’s second oven (chapter 11)', () => {
  // Bought at the end of January; February…January, the same every year, for three years.
  const year = [
    4_000, 4_000, 4_500, 5_000, 4_000, 4_000, 4_000, 4_500, 5_000, 8_000, 12_000, 9_000,
  ];
  const oven = series(120_000, [...year, ...year, ...year], 12, 'month');

  it('VPN $50,311, TIR 42.3 % a year, payback 22.4 and 24.1 months', () => {
    const e = evaluateInvestment(oven);
    expect(pesos(e.npv.value)).toBe(50_311.44);
    expect(e.irr.value[0]).toBeCloseTo(42.34, 2);
    expect(e.irr.perPeriod[0]).toBeCloseTo(2.99, 2);
    // After 22 months 5,000 are still owed; the 23rd (December) brings 12,000: 22 + 5/12.
    expect(e.paybackPeriods.value).toBeCloseTo(22.4167, 4);
    expect(e.discountedPaybackPeriods.value).toBeCloseTo(24.05, 2);
    expect(e.roi.value).toBeCloseTo(70, 12);
    expect(e.profitabilityIndex.value).toBeCloseTo(1.42, 2);
  });

  it('over 24 months only, the VPN is almost exactly zero (−$160)', () => {
    const two = { ...oven, flowsCentavos: oven.flowsCentavos.slice(0, 24) };
    expect(pesos(netPresentValue(two))).toBe(-160.18);
  });

  it('the verdict', () => {
    const v = investmentVerdict(evaluateInvestment(oven), formatMoney, {
      subject: 'este horno',
      alternative: 'no comprarlo',
    });
    expect(v.tone).toBe('good');
    expect(v.headline).toBe(
      'A una tasa de 12 % este horno te deja $50,311 de hoy más que no comprarlo.',
    );
    expect(v.payback).toBe(
      'Recuperas lo invertido en 22.4 meses; contando lo que vale el dinero en el tiempo, en 24.1 meses.',
    );
  });
});

describe('verdict', () => {
  it('negative VPN and no payback', () => {
    const v = investmentVerdict(
      evaluateInvestment(series(120_000, Array(12).fill(9_000), 12, 'month')),
      formatMoney,
    );
    expect(v).toEqual({
      tone: 'bad',
      headline:
        'A una tasa de 12 % este proyecto te deja $18,376 de hoy menos que no hacerlo: lo que produce no alcanza a pagar lo que te cuesta el dinero.',
      payback: 'No se recupera en el plazo: al final de 12 meses todavía faltan $12,000.',
    });
  });

  it('a VPN under half a peso is breaking even', () => {
    const v = investmentVerdict(evaluateInvestment(series(100, [110], 10)), formatMoney);
    expect(v.tone).toBe('warning');
    expect(v.headline).toBe(
      'A una tasa de 10 % este proyecto apenas se paga: te deja lo mismo que no hacerlo.',
    );
    // Simple: 100 ÷ 110 = 0.9 years; discounted: 100 ÷ (110 ÷ 1.1) = exactly 1.
    expect(v.payback).toBe(
      'Recuperas lo invertido en 0.9 años; contando lo que vale el dinero en el tiempo, en 1 año.',
    );
  });
});

describe('sensitivity: rate ±5 points × flows ±20 %', () => {
  it('Excel’s NPV example at 5 / 10 / 15 % and 80 / 100 / 120 % of the flows', () => {
    const grid = npvSensitivity(series(10_000, [3_000, 4_200, 6_800], 10));
    expect(grid.rows.map((r) => r.discountRatePercent)).toEqual([5, 10, 15]);
    expect(grid.rows[1]?.cells.map((c) => c.flowChangePercent)).toEqual([-20, 0, 20]);
    // Centre = the VPN; flows × 0.8 at 10 %: 0.8 × 11,307.29 − 10,000 = −954.17.
    expect(grid.rows[1]?.cells.map((c) => pesos(c.npv))).toEqual([-954.17, 1_307.29, 3_568.75]);
    // At 5 %: 2,857.14 + 3,809.52 + 5,874.10 − 10,000 = 2,540.76.
    expect(pesos(grid.rows[0]?.cells[1]?.npv ?? null)).toBe(2_540.76);
  });
});

// --- Properties -------------------------------------------------------------------------------

const amount = fc.integer({ min: -1e9, max: 1e9 });
const anySeries = fc.record({
  outlay: fc.integer({ min: -1e9, max: 1e10 }),
  flows: fc.array(amount, { minLength: 1, maxLength: 40 }),
});
/** One outlay, then flows that are never negative. */
const conventional = fc.record({
  outlay: fc.integer({ min: 1, max: 1e10 }),
  flows: fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 40 }),
});
const rate = fc.double({ min: -50, max: 200, noNaN: true });

const asSeries = (s: { outlay: number; flows: number[] }, ratePercent = 10): InvestmentSeries => ({
  initialOutlayCentavos: centavos(s.outlay),
  flowsCentavos: s.flows.map(centavos),
  discountRatePercent: ratePercent,
  periodUnit: 'year',
});

describe('properties', () => {
  it('the VPN at each TIR is zero (relative to the size of the flows)', () => {
    fc.assert(
      fc.property(anySeries, (s) => {
        const flows = seriesFlows(asSeries(s));
        for (const r of irrRoots(flows)) {
          const scale = flows.reduce((t, f, i) => t + Math.abs(f) / (1 + r) ** i, 0);
          const shift = r >= 0 ? 1 : (1 + r) ** (flows.length - 1);
          expect(Math.abs(presentValue(flows, r)) * shift).toBeLessThanOrEqual(
            1e-8 * scale * shift,
          );
        }
      }),
    );
  });

  it('a conventional project’s VPN falls as the rate rises; one TIR at most, above the rate iff VPN > 0', () => {
    fc.assert(
      fc.property(conventional, rate, rate, (s, a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        const atLow = netPresentValue(asSeries(s, low)) ?? 0;
        const atHigh = netPresentValue(asSeries(s, high)) ?? 0;
        expect(atLow).toBeGreaterThanOrEqual(atHigh);
        const e = evaluateInvestment(asSeries(s, low));
        expect(e.irr.value.length).toBeLessThanOrEqual(1);
        const irr = e.irr.value[0];
        if (irr !== undefined && Math.abs(irr - low) > 1e-6 && Math.abs(atLow) > 1) {
          expect(atLow > 0).toBe(irr > low);
        }
      }),
    );
  });

  it('payback is null iff the cumulative ends below zero; for a conventional project, iff it never reaches zero', () => {
    fc.assert(
      fc.property(anySeries, (s) => {
        const e = evaluateInvestment(asSeries(s));
        const end = e.cumulativeCentavos.at(-1) ?? 0;
        expect(e.paybackPeriods.value === null).toBe(end < 0);
      }),
    );
    fc.assert(
      fc.property(conventional, (s) => {
        const e = evaluateInvestment(asSeries(s));
        const reaches = e.cumulativeCentavos.some((c) => c >= 0);
        expect(e.paybackPeriods.value === null).toBe(!reaches);
        const p = e.paybackPeriods.value;
        if (p !== null) {
          // Still owing just before the payback, even or ahead at the period it falls in.
          expect(e.cumulativeCentavos[Math.ceil(p)]).toBeGreaterThanOrEqual(0);
          if (p > 0) expect(e.cumulativeCentavos[Math.ceil(p) - 1]).toBeLessThan(0);
        }
      }),
    );
  });

  it('scaling every flow by k > 0 scales the VPN by k and leaves the TIR unchanged', () => {
    fc.assert(
      fc.property(anySeries, fc.integer({ min: 2, max: 1000 }), rate, (s, k, r) => {
        const scaled = { outlay: s.outlay * k, flows: s.flows.map((f) => f * k) };
        const npv = netPresentValue(asSeries(s, r)) ?? 0;
        const npvScaled = netPresentValue(asSeries(scaled, r)) ?? 0;
        // Each VPN is rounded to the centavo: k half-centavos apart at most, plus float noise.
        expect(Math.abs(npvScaled - k * npv)).toBeLessThanOrEqual(
          k / 2 + 1 + 1e-9 * Math.abs(npvScaled),
        );
        const irr = evaluateInvestment(asSeries(s)).irr.perPeriod;
        const irrScaled = evaluateInvestment(asSeries(scaled)).irr.perPeriod;
        expect(irrScaled).toHaveLength(irr.length);
        irrScaled.forEach((value, i) => {
          expect(value).toBeCloseTo(irr[i] ?? Number.NaN, 7);
        });
      }),
    );
  });

  it('never returns NaN or Infinity', () => {
    fc.assert(
      fc.property(anySeries, rate, fc.constantFrom<PeriodUnit>('month', 'year'), (s, r, unit) => {
        const e = evaluateInvestment({ ...asSeries(s, r), periodUnit: unit });
        const numbers = JSON.stringify(e, (_k, v) =>
          typeof v === 'number' && !Number.isFinite(v) ? 'BAD' : v,
        );
        expect(numbers).not.toContain('BAD');
      }),
    );
  });
});
