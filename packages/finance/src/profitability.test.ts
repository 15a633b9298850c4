import { describe, expect, it } from 'vitest';
import { investmentReturns } from './investments.ts';
import { centavos as c } from './money.ts';
import { profitCentres } from './profit-centres.ts';
import {
  benchmarkTone,
  margins,
  marginVsBenchmark,
  PROFITABILITY_DEFAULTS,
  profitabilityInsights,
  profitCentreMarginTone,
  riskBreakdownTone,
  riskScoreTone,
  roiTone,
} from './profitability.ts';
import { riskScore } from './risk.ts';
import type { RiskLevel } from './types.ts';

describe('margin vs benchmark (001 §4), benchmark 15 %', () => {
  it.each([
    ['18 % = 1.2× → excellent', 18, 'excellent'],
    ['17.99 % → good', 17.99, 'good'],
    ['15 % = 1× → good', 15, 'good'],
    ['14.99 % → warning', 14.99, 'warning'],
    ['12 % = 0.8× → warning', 12, 'warning'],
    ['11.99 % → poor', 11.99, 'poor'],
  ] as const)('%s', (_rule, value, rating) => {
    expect(marginVsBenchmark(value, 15)).toEqual({ rating, notes: {} });
  });
  it('no positive benchmark → null', () => {
    expect(marginVsBenchmark(10, 0).rating).toBeNull();
    expect(marginVsBenchmark(10, 0).notes.rating).toBeTruthy();
  });
});

describe('margins (chapter 10) on the spec defaults', () => {
  it('revenue 280,000, gross 85,000, net 65,000, operating expenses 10,000, taxes 5,000', () => {
    const m = margins({
      totalRevenueCentavos: PROFITABILITY_DEFAULTS.totalRevenueCentavos,
      grossProfitCentavos: PROFITABILITY_DEFAULTS.grossProfitCentavos,
      netProfitCentavos: PROFITABILITY_DEFAULTS.netProfitCentavos,
      operatingExpensesCentavos: c(1_000_000),
      taxesCentavos: c(500_000),
    });
    expect(m.grossMargin).toBeCloseTo((85 / 280) * 100, 12);
    expect(m.operatingMargin).toBeCloseTo((75 / 280) * 100, 12);
    expect(m.netMargin).toBeCloseTo((65 / 280) * 100, 12);
    expect(m.ebitdaCentavos).toBe(7_000_000);
    // gross 30.4 % vs 45 → poor; operating 26.8 % vs 25 → good; net 23.2 % vs 15 → excellent
    expect([m.grossRating, m.operatingRating, m.netRating]).toEqual(['poor', 'good', 'excellent']);
  });
  it('no revenue → null margins with reasons', () => {
    const m = margins({
      totalRevenueCentavos: c(0),
      grossProfitCentavos: c(0),
      netProfitCentavos: c(0),
      operatingExpensesCentavos: c(0),
      taxesCentavos: c(0),
    });
    expect(m.netMargin).toBeNull();
    expect(m.notes.netMargin).toBeTruthy();
  });
});

describe('colours (001 §9)', () => {
  it.each([
    ['ROI 20 → good', roiTone, 20, 'good'],
    ['ROI 19.99 → warning', roiTone, 19.99, 'warning'],
    ['ROI 10 → warning', roiTone, 10, 'warning'],
    ['ROI 9.99 → bad', roiTone, 9.99, 'bad'],
    ['profit centre 50 → good', profitCentreMarginTone, 50, 'good'],
    ['profit centre 30 → warning', profitCentreMarginTone, 30, 'warning'],
    ['profit centre 29.99 → bad', profitCentreMarginTone, 29.99, 'bad'],
    ['risk score 80 → good', riskScoreTone, 80, 'good'],
    ['risk score 60 → warning', riskScoreTone, 60, 'warning'],
    ['risk score 59 → bad', riskScoreTone, 59, 'bad'],
    ['risk bar 29.99 → good', riskBreakdownTone, 29.99, 'good'],
    ['risk bar 30 → warning', riskBreakdownTone, 30, 'warning'],
    ['risk bar 60 → bad', riskBreakdownTone, 60, 'bad'],
  ] as const)('%s', (_rule, tone, value, expected) => {
    expect(tone(value)).toBe(expected);
  });
});

describe('ROI per investment (001 §9, chapter 11)', () => {
  it('cost 100,000, 10,000 a month for 12 months → ROI 20 %, annualised 20 %, payback 10 months', () => {
    const r = investmentReturns({
      initialCostCentavos: c(10_000_000),
      monthlyReturnCentavos: c(1_000_000),
      durationMonths: 12,
    });
    expect(r).toMatchObject({
      totalReturnCentavos: 12_000_000,
      roi: 20,
      annualizedRoi: 20,
      paybackPeriod: 10,
      notes: {},
    });
  });
  it('24 months: ROI 140 %, annualised by duration/12 → 70 %', () => {
    const r = investmentReturns({
      initialCostCentavos: c(10_000_000),
      monthlyReturnCentavos: c(1_000_000),
      durationMonths: 24,
    });
    expect(r.roi).toBe(140);
    expect(r.annualizedRoi).toBe(70);
  });
  it('no cost, no duration, no return: nulls with reasons', () => {
    const free = investmentReturns({
      initialCostCentavos: c(0),
      monthlyReturnCentavos: c(100),
      durationMonths: 12,
    });
    expect(free).toMatchObject({ roi: null, annualizedRoi: null, paybackPeriod: null });
    expect(free.notes.roi).toBeTruthy();
    const instant = investmentReturns({
      initialCostCentavos: c(100),
      monthlyReturnCentavos: c(0),
      durationMonths: 0,
    });
    expect(instant.roi).toBe(-100);
    expect(instant.annualizedRoi).toBeNull();
    expect(instant.paybackPeriod).toBeNull();
    expect(instant.notes.paybackPeriod).toBeTruthy();
  });
});

describe('risk score (001 §9, chapter 12)', () => {
  const inv = (...levels: RiskLevel[]) => levels.map((riskLevel) => ({ riskLevel }));
  it.each([
    ['base 75 with 3 medium investments, margin 10 %', 10, inv('medium', 'medium', 'medium'), 75],
    ['net margin 20.01 % → +15', 20.01, inv('low', 'low', 'low'), 90],
    ['net margin exactly 20 % → no bonus', 20, inv('low', 'low', 'low'), 75],
    ['net margin 4.99 % → −25', 4.99, inv('low', 'low', 'low'), 50],
    ['net margin exactly 5 % → no penalty', 5, inv('low', 'low', 'low'), 75],
    ['three high-risk investments → −20', 10, inv('high', 'high', 'high'), 55],
    ['two high-risk investments → no penalty, but fewer than 3 → −10', 10, inv('high', 'high'), 65],
    ['no investments → −10', 10, [], 65],
    ['worst case: −25 −20 → 30', -50, inv('high', 'high', 'high'), 30],
    ['best case clamps at 100? 75 + 15 = 90', 50, inv('low', 'low', 'low', 'low'), 90],
    ['unknown margin moves nothing', null, inv('low', 'low', 'low'), 75],
  ] as const)('%s', (_rule, netMargin, investments, score) => {
    expect(riskScore({ netMargin, investments }).score).toBe(score);
  });
  it('level follows the colour bands: 80+ low, 60+ medium, else high', () => {
    expect(riskScore({ netMargin: 30, investments: inv('low', 'low', 'low') })).toMatchObject({
      score: 90,
      level: 'low',
      tone: 'good',
    });
    expect(riskScore({ netMargin: 1, investments: [] })).toMatchObject({
      score: 40,
      level: 'high',
      tone: 'bad',
    });
  });
});

describe('profit centres', () => {
  it('profit, margin, colour and share', () => {
    const [a, b] = profitCentres([
      { name: 'Tienda', revenueCentavos: c(100_000), costsCentavos: c(40_000) },
      { name: 'En línea', revenueCentavos: c(50_000), costsCentavos: c(30_000) },
    ]);
    expect(a).toMatchObject({
      profitCentavos: 60_000,
      margin: 60,
      tone: 'good',
      shareOfProfit: 75,
    });
    expect(b).toMatchObject({
      profitCentavos: 20_000,
      margin: 40,
      tone: 'warning',
      shareOfProfit: 25,
    });
  });
});

describe('profitability insights (001 §9)', () => {
  const codes = (netMargin: number | null, grossMargin: number | null, rois: (number | null)[]) =>
    profitabilityInsights({ netMargin, grossMargin, investmentRois: rois }).map((i) => i.code);
  it.each([
    ['net 9.99 → low net margin', 9.99, null, [], ['low-net-margin']],
    ['net 10 → nothing', 10, null, [], []],
    ['an ROI of 14.99 → low ROI', 12, null, [30, 14.99], ['low-roi']],
    ['gross 40 → healthy', 12, 40, [], ['healthy-gross-margin']],
    ['gross 39.99 → nothing', 12, 39.99, [], []],
    ['every ROI ≥ 20 → excellent portfolio', 12, null, [20, 35], ['excellent-portfolio']],
    ['no investments → no portfolio praise', 12, null, [], []],
  ] as const)('%s', (_rule, net, gross, rois, expected) => {
    expect(codes(net, gross, [...rois])).toEqual(expected);
  });
});

describe('margin colour against its benchmark (001 §4)', () => {
  it.each([
    ['net 18 % against 15 %: excellent → good', 18, 15, 'good'],
    ['net 15 % against 15 %: good → good', 15, 15, 'good'],
    ['net 12 % against 15 % (0.8×): warning', 12, 15, 'warning'],
    ['net 11.99 % against 15 %: poor → bad', 11.99, 15, 'bad'],
    ['gross 36 % against 45 % (0.8×): warning', 36, 45, 'warning'],
    ['no positive benchmark → no colour', 10, 0, null],
  ] as const)('%s', (_rule, value, benchmark, tone) => {
    expect(benchmarkTone(value, benchmark)).toBe(tone);
  });
});
