import { budgetSummaryView, type PlanningViewResponse } from '@caudal/contracts';
import { bookCasesOf, caseExpectedResults, PLANNING_SCENARIO_DEFAULTS } from '@caudal/finance';
import type { Centavos } from '@caudal/finance/money';
import { describe, expect, it } from 'vitest';
import { LOCAL_AGENT } from '../../components/advisor-panel/advisor-view.ts';
import { caseView, localSofia, scenarioView } from './planning-case.ts';
import {
  accuracyCard,
  budgetChartRows,
  daysLeftText,
  draftProbabilityTotal,
  forecastMilestones,
  horizonOf,
  monthChoices,
  monthOf,
  newGoalDraft,
  parseAdjustPercent,
  parseGoalDraft,
  parseScenarioDrafts,
  previousMonth,
  profitVarianceCard,
  sameMonthLastYear,
  scenarioDrafts,
  scenarioTone,
  varianceWords,
} from './planning-model.ts';

const c = (pesos: number) => Math.round(pesos * 100) as Centavos;
const ASOF = '2026-03-15';

describe('the planning screen model', () => {
  it('reads the horizon and the month from the address, and steps months back', () => {
    expect(horizonOf('1year')).toBe('1year');
    expect(horizonOf('10years')).toBe('3years');
    expect(horizonOf(null)).toBe('3years');
    expect(monthOf('2026-03')).toBe('2026-03');
    expect(monthOf('2026-13')).toBeNull();
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(sameMonthLastYear('2026-03')).toBe('2025-03');
    const choices = monthChoices(ASOF, ['2024-01'], '2026-03');
    // 25 months around today plus one with lines, newest first; that one is marked.
    expect(choices).toHaveLength(26);
    expect(choices[0]?.value).toBe('2027-03');
    expect(choices.at(-1)).toEqual({ value: '2024-01', label: 'Enero de 2024 · con presupuesto' });
  });

  it('starts a goal a year ahead with medium priority, and checks it with the contract', () => {
    const draft = newGoalDraft(ASOF);
    expect(draft).toMatchObject({
      deadline: '2027-03-15',
      priority: 'medium',
      link: 'none',
      startDate: ASOF,
    });
    const ok = parseGoalDraft({ ...draft, name: 'Fondo de reserva', targetAmount: '$50,000' });
    expect(ok).toEqual({
      ok: true,
      input: {
        name: 'Fondo de reserva',
        targetAmount: 50_000,
        currentAmount: 0,
        deadline: '2027-03-15',
        category: 'savings',
        priority: 'medium',
        link: 'none',
        linkCategory: null,
        startDate: null,
      },
    });
    // A linked goal keeps the owner's own figure (the API follows the linked one).
    const linked = parseGoalDraft({
      ...draft,
      name: 'Vender más',
      targetAmount: '120000',
      currentAmount: '999',
      link: 'revenue',
      startDate: '2026-01-01',
    });
    expect(linked.ok && linked.input).toMatchObject({
      link: 'revenue',
      startDate: '2026-01-01',
      currentAmount: 999,
    });
    const bad = parseGoalDraft({
      ...draft,
      name: 'Ahorro',
      targetAmount: 'mucho',
      link: 'category',
    });
    expect(bad).toEqual({
      ok: false,
      errors: {
        targetAmount: 'El monto objetivo debe ser un número',
        linkCategory: 'Indica la categoría que sigue la meta',
      },
    });
  });

  it('says the days left in words', () => {
    expect(daysLeftText(120)).toBe('Faltan 120 días');
    expect(daysLeftText(1)).toBe('Falta 1 día');
    expect(daysLeftText(0)).toBe('Vence hoy');
    expect(daysLeftText(-3)).toBe('Venció hace 3 días');
  });

  it('adds the probabilities as typed and refuses a set that does not reach 100 %', () => {
    const drafts = scenarioDrafts(PLANNING_SCENARIO_DEFAULTS);
    expect(draftProbabilityTotal(drafts)).toBe(100);
    const ok = parseScenarioDrafts(drafts);
    expect(ok.ok && ok.scenarios.map((s) => s.probability)).toEqual([25, 50, 20, 5]);
    // 25 + 50 + 15 + 0 = 90: the API's own sentence.
    const short = drafts.map((d) =>
      d.key === 'recession'
        ? { ...d, probability: '15' }
        : d.key === 'sector-crisis'
          ? { ...d, probability: '' }
          : d,
    );
    expect(draftProbabilityTotal(short)).toBe(90);
    const refused = parseScenarioDrafts(short);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.setProblem).toBe(
        'Las probabilidades de los escenarios suman 90 %; deben sumar 100 %.',
      );
      expect(refused.errors['sector-crisis']?.probability).toBe(
        'La probabilidad debe ser un número',
      );
    }
    // Thirds within a hundredth add up.
    const thirds = ['33.33', '33.33', '33.34'].map((p, i) => ({
      key: String(i),
      name: `E${i}`,
      probability: p,
      revenueImpact: '0',
      costImpact: '0',
      description: '',
    }));
    expect(parseScenarioDrafts(thirds).ok).toBe(true);
    expect(parseScenarioDrafts([])).toMatchObject({
      ok: false,
      setProblem: 'Se necesita al menos un escenario',
    });
  });

  it('reads the budget adjustment and labels a category planned both ways', () => {
    expect(parseAdjustPercent('')).toBe(0);
    expect(parseAdjustPercent('10 %')).toBe(10);
    expect(parseAdjustPercent('-120')).toBe('El ajuste no puede ser menor a -100 %');
    expect(parseAdjustPercent('abc')).toBe('El ajuste debe ser un número');
    const line = (category: string, type: 'income' | 'expense') =>
      ({
        category,
        type,
        planned: c(1),
        actual: c(2),
      }) as PlanningViewResponse['budget']['lines'][number];
    expect(
      budgetChartRows([
        line('Otros', 'income'),
        line('Otros', 'expense'),
        line('Renta', 'expense'),
      ]).map((r) => r.category),
    ).toEqual(['Otros (ingreso)', 'Otros (gasto)', 'Renta']);
    expect(scenarioTone(c(-1), c(10))).toBe('bad');
    expect(scenarioTone(c(5), c(10))).toBe('warning');
    expect(scenarioTone(c(10), c(10))).toBe('good');
  });

  it('reads the budget on profit: the verdict, and the month in progress not judged', () => {
    // Income 150,000 → 137,046 (−12,954), expenses 105,830 → 91,840 (−13,990, spent less),
    // profit 44,170 → 45,206: +1,036, favourable; accuracy 100 − 1,036 / 44,170 = 97.7 %.
    const lines = [
      { type: 'income', plannedCentavos: c(150_000), actualCentavos: c(137_046) },
      { type: 'expense', plannedCentavos: c(105_830), actualCentavos: c(91_840) },
    ] as const;
    const done = budgetSummaryView(lines, undefined, { month: '2026-02', asOf: ASOF });
    expect([done.income, done.expenses, done.profit].map(varianceWords)).toEqual([
      'En contra',
      'A favor',
      'A favor',
    ]);
    expect(accuracyCard(done, 'febrero de 2026').value).toMatch(/^97\.7\s?%$/);
    expect(profitVarianceCard(done, 'febrero de 2026', 2)).toEqual({
      value: '+$1,036',
      tone: 'good',
      detail: 'Utilidad de febrero de 2026: $45,206 contra $44,170 planeados. A favor.',
    });
    const now = budgetSummaryView(lines, undefined, { month: '2026-03', asOf: ASOF });
    expect(accuracyCard(now, 'marzo de 2026')).toEqual({
      value: 'Mes en curso',
      detail: 'Mes en curso: van 15 de 31 días; se evalúa cuando termine el mes.',
    });
    expect(profitVarianceCard(now, 'marzo de 2026', 2)).toEqual({
      value: '+$1,036',
      tone: null,
      detail:
        'Mes en curso · día 15 de 31: utilidad hasta hoy $45,206 contra $44,170 planeados. Se evalúa al cerrar el mes.',
    });
    // Far above plan: green, with the note instead of a warning.
    const above = budgetSummaryView([
      { type: 'income', plannedCentavos: c(30_000), actualCentavos: c(35_000) },
      { type: 'expense', plannedCentavos: c(20_000), actualCentavos: c(22_000) },
    ]);
    expect(above.accuracyTone).toBe('good');
    expect(accuracyCard(above, 'febrero de 2026').detail).toBe(
      'Superaste tu utilidad planeada de febrero de 2026.',
    );
  });

  it("shows the book's consultancy as the planning view, worked by hand", () => {
    const [consultancy] = bookCasesOf('planning');
    if (!consultancy) throw new Error('the planning case is missing');
    const view = caseView(consultancy, ASOF, '1year');
    // Planned: income 150,000 + 30,000 = 180,000; expenses 90,000 + 15,000 + 8,000 + 12,000 +
    // 10,000 = 135,000. Real: income 144,000 + 41,000 = 185,000 (+5,000, in favour); expenses
    // 90,000 + 21,500 + 8,400 + 12,000 + 6,000 = 137,900 (+2,900, against); profit 45,000 →
    // 47,100, +2,100: the verdict, favourable (the sum of line variances read 7,900).
    const s = view.budget.summary;
    expect(s.income).toEqual({
      planned: c(180_000),
      actual: c(185_000),
      variance: c(5_000),
      favourable: true,
    });
    expect(s.expenses).toEqual({
      planned: c(135_000),
      actual: c(137_900),
      variance: c(2_900),
      favourable: false,
    });
    expect(s.profit).toEqual({
      planned: c(45_000),
      actual: c(47_100),
      variance: c(2_100),
      favourable: true,
    });
    expect(s.verdict).toBe('favourable');
    expect(s.monthStatus).toBe('complete');
    // 100 − 2,100 / 45,000 × 100 = 95.3 %: green, as it is whenever profit reached plan.
    expect(s.accuracy).toBeCloseTo(95.333, 2);
    expect(s.accuracyTone).toBe('good');
    expect(s.lowAccuracy).toBe(false);
    expect(s.aboveProfitPlan).toBe(false);
    const freelancers = view.budget.lines.find((l) => l.category === 'Freelancers');
    expect(freelancers).toMatchObject({ variance: c(6_500), unfavourable: true });
    expect(freelancers?.variancePercent).toBeCloseTo(43.333, 2);
    expect(view.budget.lines.find((l) => l.category === 'Proyectos sueltos')?.unfavourable).toBe(
      false,
    );
    // Reserve fund: 243,000 / 405,000 = 60 % (behind); computers 81,000 / 90,000 = 90 %.
    expect(view.goals.map((g) => [g.progress, g.band, g.atRisk])).toEqual([
      [60, 'behind', false],
      [90, 'on-track', false],
    ]);
    expect(view.goalsSummary).toEqual({ total: 2, completed: 0, atRisk: 0 });
    // Base 180,000 − 135,000 = 45,000. Two new clients: 225,000 − 151,200 = 73,800; as today
    // 45,000; the big client leaves: 126,000 − 124,200 = 1,800; cuts: 99,000 − 113,400 =
    // −14,400. Expected: 0.25 × 73,800 + 0.5 × 45,000 + 0.2 × 1,800 − 0.05 × 14,400 = 40,590.
    expect(view.scenarios.items.map((i) => i.profit)).toEqual([
      c(73_800),
      c(45_000),
      c(1_800),
      c(-14_400),
    ]);
    expect(view.scenarios.baseProfit).toBe(c(45_000));
    expect(view.scenarios.expectedProfit).toBe(c(40_590));
    expect(view.insights.map((i) => i.code)).toEqual([
      'expected-below-base',
      'worst-scenario-loss',
    ]);
    // Twelve months; month 12 realistic: 180,000 × 1.0829995 − 135,000 × 1.0829995 ≈ 48,735.
    expect(view.forecast.months).toHaveLength(12);
    const month12 = view.forecast.months.at(-1);
    expect(month12?.month).toBe('2027-03');
    expect((month12?.realistic.profit ?? 0) / 100).toBeCloseTo(48_734.98, 0);
    expect(forecastMilestones(view.forecast.months).map((m) => m.index)).toEqual([6, 12]);
    // The same figures the case's panel lists as its expected results.
    const expected = Object.fromEntries(
      caseExpectedResults(consultancy, ASOF).map((r, i) => [
        consultancy.expectedResults[i]?.key,
        r.value,
      ]),
    );
    expect(expected['budget-variance']).toBe(s.profit.variance);
    expect(expected['expected-profit']).toBe(view.scenarios.expectedProfit);
    expect(expected['forecast-month-12-profit']).toBe(month12?.realistic.profit);
  });

  it("composes Sofía's local reading in her shape, the worst scenario first", () => {
    const scenarios = scenarioView(
      { monthlyRevenueCentavos: c(100_000), monthlyCostsCentavos: c(80_000) },
      PLANNING_SCENARIO_DEFAULTS,
      true,
    );
    const view = {
      baseline: {
        revenue: c(100_000),
        costs: c(80_000),
        from: '2025-12-01',
        to: '2026-02-28',
        months: 3,
      },
      scenarios,
    } as unknown as PlanningViewResponse;
    const answer = localSofia(view);
    // Base 20,000; optimistic 120,000 − 88,000 = 32,000; recession 80,000 − 76,000 = 4,000;
    // crisis 60,000 − 72,000 = −12,000. Expected: 8,000 + 10,000 + 800 − 600 = 18,200.
    expect(answer.agent).toBe(LOCAL_AGENT);
    expect(answer.analysis.scenarios.expectedProfit).toBe(c(18_200));
    expect(answer.analysis.worstCase).toEqual({
      name: 'Crisis del sector',
      profit: c(-12_000),
      probability: 5,
    });
    expect(answer.analysis.recommendations.map((r) => r.priority)).toEqual([
      'high',
      'medium',
      'low',
    ]);
    expect(answer.analysis.recommendations[0]?.title).toBe(
      'Prepara un plan para «Crisis del sector»',
    );
    expect(answer.analysis.ai_analysis).toContain('$18,200');
  });
});
