import {
  BusinessSettingsInputSchema,
  GrowthKpiCardSchema,
  type GrowthView,
  SavedSimulationSchema,
} from '@caudal/contracts';
import type { Centavos } from '@caudal/finance/money';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { localGrowthAnswer, serverUnreachable } from './growth-local.ts';
import {
  analysisIsStale,
  comparisonRows,
  customerValue,
  estimatedRuns,
  formatKpiValue,
  formatMonths,
  formatPoints,
  historyChartRows,
  parseDraft,
  sliceHistory,
} from './growth-model.ts';

type Month = GrowthView['history'][number];
const c = (pesos: number) => (pesos * 100) as Centavos;
const month = (key: string, revenue: number, estimated = false): Month => ({
  month: key,
  revenue: c(revenue),
  expenses: c(revenue * 0.65),
  profit: c(revenue * 0.35),
  estimated,
});

// 24 months, 2024-11 … 2026-10, revenue 1,000 … 24,000 pesos.
const history = Array.from({ length: 24 }, (_, i) => {
  const y = 2024 + Math.floor((10 + i) / 12);
  const m = ((10 + i) % 12) + 1;
  return month(`${y}-${String(m).padStart(2, '0')}`, (i + 1) * 1000);
});

const card = (wire: Record<string, unknown>) =>
  GrowthKpiCardSchema.parse({
    name: 'x',
    targetSource: 'suggested',
    growth: null,
    growthIn: 'percent',
    trend: 'flat',
    changeTone: 'neutral',
    progress: null,
    note: null,
    target: null,
    ...wire,
  });

describe('sliceHistory', () => {
  it('keeps the last N months of the range, oldest first', () => {
    expect(sliceHistory(history, '3m').map((m) => m.month)).toEqual([
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    expect(sliceHistory(history, '6m')[0]?.month).toBe('2026-05');
    expect(sliceHistory(history, '1y')).toHaveLength(12);
    expect(sliceHistory(history, '1y')[0]?.month).toBe('2025-11');
    expect(sliceHistory(history, '2y')).toHaveLength(24);
  });

  it('shows every month there is when the history is shorter than the range', () => {
    expect(sliceHistory(history.slice(0, 5), '1y')).toHaveLength(5);
    expect(sliceHistory([], '3m')).toEqual([]);
  });
});

describe('historyChartRows', () => {
  it('puts estimated months in the dashed series and joins it to the first recorded month', () => {
    const rows = historyChartRows([
      month('2026-01', 100, true),
      month('2026-02', 200, true),
      month('2026-03', 300),
      month('2026-04', 400),
    ]);
    expect(rows.map((r) => [r.revenue, r.estimatedRevenue])).toEqual([
      [null, 10_000],
      [null, 20_000],
      [30_000, 30_000],
      [40_000, null],
    ]);
    // Expenses follow the same split: 65 % of 300 pesos = 195 pesos = 19,500 centavos.
    expect(rows[2]?.expenses).toBe(19_500);
    expect(rows[2]?.estimatedExpenses).toBe(19_500);
    expect(rows[0]?.expenses).toBeNull();
  });
});

describe('estimatedRuns', () => {
  it('names each run of estimated months in Spanish', () => {
    expect(
      estimatedRuns([
        month('2025-11', 1, true),
        month('2025-12', 1, true),
        month('2026-01', 1, true),
        month('2026-02', 1),
        month('2026-03', 1, true),
      ]),
    ).toEqual(['nov 2025 a ene 2026', 'mar 2026']);
    expect(estimatedRuns([month('2026-02', 1)])).toEqual([]);
  });
});

describe('customerValue', () => {
  const base = c(50_000);
  it('is the revenue over the active customers', () => {
    // 120,000 pesos / 300 customers = 400 pesos = 40,000 centavos.
    const kpis = [
      card({ key: 'revenue', unit: 'MXN', current: 120_000 }),
      card({ key: 'customers', unit: 'clientes', current: 300 }),
    ];
    expect(customerValue(kpis, base)).toBe(40_000);
    // 100,000 / 3 = 33,333.33 pesos, rounded to the centavo.
    const thirds = [
      card({ key: 'revenue', unit: 'MXN', current: 100_000 }),
      card({ key: 'customers', unit: 'clientes', current: 3 }),
    ];
    expect(customerValue(thirds, base)).toBe(3_333_333);
  });

  it('falls back to the base revenue when either figure is unknown or there are no customers', () => {
    expect(customerValue([card({ key: 'revenue', unit: 'MXN', current: 120_000 })], base)).toBe(
      base,
    );
    const none = [
      card({ key: 'revenue', unit: 'MXN', current: 120_000 }),
      card({ key: 'customers', unit: 'clientes', current: 0 }),
    ];
    expect(customerValue(none, base)).toBe(base);
    const noRevenue = [
      card({ key: 'revenue', unit: 'MXN', current: null }),
      card({ key: 'customers', unit: 'clientes', current: 10 }),
    ];
    expect(customerValue(noRevenue, base)).toBe(base);
  });
});

describe('formatKpiValue and formatMonths', () => {
  it('writes each KPI in its unit', () => {
    const revenue = card({ key: 'revenue', unit: 'MXN', current: 120_000 });
    expect(formatKpiValue(revenue, revenue.current)).toBe('$120,000');
    const customers = card({ key: 'customers', unit: 'clientes', current: 250 });
    expect(formatKpiValue(customers, 250)).toBe('250 clientes');
    expect(formatKpiValue(customers, 1)).toBe('1 cliente');
    const margin = card({ key: 'margin', unit: '%', current: 18.5 });
    expect(formatKpiValue(margin, 18.5)).toMatch(/^18\.5\s?%$/);
    expect(formatKpiValue(margin, null)).toBe('Sin datos');
  });

  it('writes a margin change in points, signed', () => {
    expect(formatPoints(11.3)).toBe('+11.3 pts');
    expect(formatPoints(-2)).toBe('−2 pts');
    expect(formatPoints(0.04)).toBe('0 pts');
  });

  it('writes months with one decimal', () => {
    expect(formatMonths(10)).toBe('10 meses');
    expect(formatMonths(1)).toBe('1 mes');
    expect(formatMonths(7.46)).toBe('7.5 meses');
    expect(formatMonths(null)).toBe('Sin calcular');
  });
});

describe('analysisIsStale', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('accepts an analysis up to seven days old', () => {
    expect(analysisIsStale('2026-11-14T12:00:00Z', now)).toBe(false);
    expect(analysisIsStale('2026-11-13T12:00:00Z', now)).toBe(false);
  });
  it('asks again past seven days, or without a readable analysis', () => {
    expect(analysisIsStale('2026-11-13T11:59:00Z', now)).toBe(true);
    expect(analysisIsStale(null, now)).toBe(true);
    expect(analysisIsStale('ayer', now)).toBe(true);
  });
});

describe('comparisonRows', () => {
  const saved = (wire: {
    id: string;
    scenario: string;
    investment: number;
    period: number;
    roi: number | null;
  }) =>
    SavedSimulationSchema.parse({
      id: wire.id,
      createdAt: '2026-11-03T18:00:00Z',
      input: {
        scenario: wire.scenario,
        investment: wire.investment,
        periodMonths: wire.period,
        monthlyGrowth: 2,
      },
      result: {
        scenario: wire.scenario,
        baseRevenue: 100_000,
        baseEstimated: false,
        projectedRevenue: 126_824.18,
        checkpoints: [],
        incrementalProfit: null,
        profitMargin: null,
        roi: wire.roi,
        timeToBreakeven: 3.3333,
        riskLevel: 'low',
        probability: 85,
        notes: [],
      },
    });

  it('sets two simulations side by side, figure by figure', () => {
    const rows = comparisonRows(
      saved({ id: 'a', scenario: 'conservative', investment: 50_000, period: 12, roi: 260 }),
      saved({ id: 'b', scenario: 'realistic', investment: 120_000, period: 24, roi: null }),
    );
    const byLabel = Object.fromEntries(rows.map((r) => [r.label, r.values]));
    expect(byLabel.Escenario).toEqual(['Conservador', 'Realista']);
    expect(byLabel.Inversión).toEqual(['$50,000', '$120,000']);
    expect(byLabel.Periodo).toEqual(['12 meses', '24 meses']);
    expect(byLabel.ROI?.[1]).toBe('Sin calcular');
    expect(byLabel.ROI?.[0]).toMatch(/^260\s?%$/);
    // 126,824.18 pesos shows without decimals.
    expect(byLabel['Ingresos proyectados']).toEqual(['$126,824', '$126,824']);
    expect(byLabel.Recuperación).toEqual(['3.3 meses', '3.3 meses']);
    expect(byLabel.Fecha?.[0]).toBe('3 de noviembre de 2026');
  });
});

describe('parseDraft', () => {
  const settings = {
    industry: 'retail',
    businessStage: 'growth',
    monthlyRevenue: 120_000,
    employeeCount: 5,
    monthsOperating: 36,
    targetGrowthRate: 25,
    riskTolerance: 'medium',
  } as const;

  it('passes the body as typed, in pesos', () => {
    expect(parseDraft(BusinessSettingsInputSchema, settings)).toEqual({
      ok: true,
      input: settings,
    });
  });

  it('reports whole-number fields with the contract’s Spanish message', () => {
    const parsed = parseDraft(BusinessSettingsInputSchema, { ...settings, employeeCount: 2.5 });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.errors.employeeCount).toBe('El número de empleados debe ser un número entero');
  });
});

describe('the local growth analysis', () => {
  const view = (customers: number | null) => ({
    base: { revenue: c(120_000), source: 'entries' as const },
    kpis: [
      card({ key: 'revenue', unit: 'MXN', current: 120_000 }),
      card({ key: 'customers', unit: 'clientes', current: customers }),
    ],
  });

  it('proposes raising customer value and acquisition under 500 pesos a customer', () => {
    // 120,000 / 300 = 400 pesos: under 1,000 and under 500.
    const answer = localGrowthAnswer(view(300));
    expect(answer.agent).toBe('Análisis Local de Crecimiento');
    expect(answer.analysis.growth_opportunities).toEqual([
      'Aumentar Valor por Cliente',
      'Acelerar Adquisición de Clientes',
      'Expansión de Productos',
    ]);
    // 15 % of 120,000 pesos = 18,000 pesos.
    expect(answer.analysis.investment_required).toBe(1_800_000);
    expect(answer.analysis.timeline).toBe('6-12 meses');
  });

  it('only proposes new products at 1,200 pesos a customer', () => {
    // 120,000 / 100 = 1,200 pesos.
    expect(localGrowthAnswer(view(100)).analysis.growth_opportunities).toEqual([
      'Expansión de Productos',
    ]);
  });

  it('runs only when the server could not be reached', () => {
    const network = new ApiError({ status: 0, kind: 'network', message: 'x' });
    const timeout = new ApiError({ status: 0, kind: 'timeout', message: 'x' });
    const failed = new ApiError({ status: 500, kind: 'http', message: 'x' });
    expect(serverUnreachable(network)).toBe(true);
    expect(serverUnreachable(timeout)).toBe(true);
    expect(serverUnreachable(failed)).toBe(false);
    expect(serverUnreachable(new Error('x'))).toBe(false);
  });
});
