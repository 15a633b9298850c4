import type { ProfitabilityViewResponse } from '@caudal/contracts';
import { bookCasesOf, profitabilityFigures } from '@caudal/finance';
import type { Centavos } from '@caudal/finance/money';
import { describe, expect, it } from 'vitest';
import {
  caseView,
  choiceForSetting,
  draftOf,
  localAlex,
  parseWhatIf,
  periodOptions,
} from './profitability-model.ts';

const c = (pesos: number) => (pesos * 100) as Centavos;

describe('the profitability screen model', () => {
  it("offers the last 12 (the API default), 6 and 3 complete months, this year's and last year", () => {
    const options = periodOptions('2026-03-15');
    expect(options.map((o) => o.period)).toEqual([
      null,
      { from: '2025-09-01', to: '2026-02-28' },
      { from: '2025-12-01', to: '2026-02-28' },
      // January and February 2026, the complete months of this year.
      { from: '2026-01-01', to: '2026-02-28' },
      { from: '2025-01-01', to: '2025-12-31' },
    ]);
    expect(options[3]?.label).toBe('En lo que va de 2026 (meses completos)');
    expect(options[4]?.label).toBe('Año 2025');
  });

  it('has no year-to-date option in January, which has no complete month yet', () => {
    expect(periodOptions('2026-01-20').map((o) => o.value)).toEqual([
      '12m',
      '6m',
      '3m',
      'last-year',
    ]);
  });

  it.each([
    ['last_3_months', '2026-03-15', '3m'],
    ['last_6_months', '2026-03-15', '6m'],
    ['last_year', '2026-03-15', '12m'],
    ['ytd', '2026-03-15', 'ytd'],
    // 1 February: January is complete.
    ['ytd', '2026-02-01', 'ytd'],
    // In January the last 12 complete months are last year's.
    ['ytd', '2026-01-31', '12m'],
  ] as const)('opens %s on %s as %s', (setting, today, choice) => {
    expect(choiceForSetting(setting, today)).toBe(choice);
    expect(periodOptions(today).some((o) => o.value === choice)).toBe(true);
  });

  it('reads the what-if in pesos, an empty field as 0, and refuses what is not an amount', () => {
    const input = {
      revenueCentavos: c(280_000),
      costOfSalesCentavos: c(195_000),
      operatingExpensesCentavos: c(20_000),
      interestCentavos: c(0),
      taxesCentavos: c(0),
    };
    const draft = draftOf(input);
    expect(draft.revenueCentavos).toBe('280000');
    const parsed = parseWhatIf({ ...draft, taxesCentavos: '' });
    expect(parsed).toEqual({ ok: true, input });
    // Worked by hand: 280,000 − 195,000 − 20,000 = 65,000 net; 65,000 / 280,000 = 23.2 %.
    if (parsed.ok) {
      const f = profitabilityFigures(parsed.input);
      expect(f.netProfitCentavos).toBe(c(65_000));
      expect(f.margins.netMargin).toBeCloseTo(23.214, 2);
    }
    const bad = parseWhatIf({ ...draft, revenueCentavos: 'mucho', taxesCentavos: '-5' });
    expect(bad).toEqual({
      ok: false,
      errors: {
        revenueCentavos: 'Ingresos: escribe un número',
        taxesCentavos: 'Impuestos: no puede ser negativo',
      },
    });
  });

  it("composes the local risk analysis in Alex's shape, chapter 12 first", () => {
    const view = {
      period: { from: '2025-01-01', to: '2025-12-31' },
      example: false,
      statement: { revenue: c(100_000) },
      risk: {
        inputs: {
          debtToEquity: 2.5,
          concentration: { topShare: 40, topThreeShare: 70 },
          revenueVolatility: 10,
          burnRate: c(0),
          cash: c(50_000),
          monthlyCosts: c(20_000),
          operatingMargin: 3,
          netMargin: 2,
          investments: [],
        },
      },
    } as unknown as ProfitabilityViewResponse;
    const answer = localAlex(view);
    expect(answer.agent).toBe('Análisis Local Inteligente');
    // Base 75, −25 (net margin under 5 %), −10 (fewer than 3 investments).
    expect(answer.analysis.risk_score).toBe(40);
    expect(answer.analysis.recommendations[0]?.description).toMatch(/capítulo 12 del libro/);
    for (const v of Object.values(answer.analysis.risk_breakdown)) {
      expect(v === null || (v >= 0 && v <= 100)).toBe(true);
    }
  });

  it("shows the gym case's month and investments as the book works them", () => {
    const gym = bookCasesOf('profitability').find((c) => c.id === 'expansion-de-gimnasio');
    if (!gym) throw new Error('falta el caso del gimnasio');
    const base = { centres: [], groups: [], example: true } as unknown as ProfitabilityViewResponse;
    const v = caseView(gym, base);
    // $200,000 − $70,000 of services = $130,000 gross; − $90,000 − $12,000 = $28,000 net (14 %).
    expect(v.statement.costOfSales).toBe(c(70_000));
    expect(v.statement.netProfit).toBe(c(28_000));
    expect(v.statement.ebitda).toBe(c(40_000));
    expect(v.margins.net.value).toBeCloseTo(14, 5);
    expect(v.margins.net.rating).toBe('warning');
    expect(v.example).toBe(false);
    // ($14,000 × 24 − $120,000) / $120,000 = 180 %; the campaign loses 10 % (red).
    expect(v.investments.map((i) => [i.name, Math.round(i.roi ?? 0), i.tone])).toEqual([
      ['Remodelación del área de pesas', 180, 'good'],
      ['Equipo de cardio', 80, 'good'],
      ['Campaña de clases grupales', -10, 'bad'],
    ]);
  });
});
