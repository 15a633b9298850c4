import type {
  PlanningHorizon,
  PlanningViewResponse,
  ScenarioAnalysisResponse,
} from '@caudal/contracts';
import {
  budgetLineFigures,
  budgetSummaryView,
  forecastMonthsView,
  goalProgressView,
  scenarioAnalysisView,
  worstScenario,
} from '@caudal/contracts';
import {
  addMonths,
  goalsSummary,
  monthKey,
  PLANNING_HORIZONS,
  type PlanningCase,
  planningInsights,
  projectionAssumptions,
} from '@caudal/finance';
import { type Centavos, centavos } from '@caudal/finance/money';
import { LOCAL_AGENT } from '../../components/advisor-panel/advisor-view.ts';
import { formatMoney } from '../../lib/format.ts';

type Base = { monthlyRevenueCentavos: Centavos; monthlyCostsCentavos: Centavos };

/** The scenarios over a typical month, as the API's view shapes them (contracts). */
export const scenarioView = scenarioAnalysisView;

/** The typical month of a view, as finance's input; null when the company has none. */
export const baseOf = (view: PlanningViewResponse): Base | null =>
  view.baseline
    ? {
        monthlyRevenueCentavos: view.baseline.revenue,
        monthlyCostsCentavos: view.baseline.costs,
      }
    : null;

/**
 * A book case (spec 001 §3) as the planning view: its budget lines, goals, scenarios and the
 * forecast of its typical month over the chosen horizon, computed by finance as the API
 * computes the company's. Nothing is written; the deadlines count from `asOf`.
 */
export function caseView(
  c: PlanningCase,
  asOf: string,
  horizon: PlanningHorizon,
): PlanningViewResponse {
  const d = c.data;
  const month = monthKey(asOf);
  const base = {
    monthlyRevenueCentavos: d.monthlyRevenueCentavos,
    monthlyCostsCentavos: d.monthlyCostsCentavos,
  };
  const goals = d.goals.map((g) => {
    const deadline = addMonths(asOf, g.monthsToDeadline);
    return {
      id: `caso-${g.id}`,
      name: g.name,
      targetAmount: g.targetAmountCentavos,
      currentAmount: g.currentAmountCentavos,
      manualAmount: g.currentAmountCentavos,
      deadline,
      category: g.category,
      priority: g.priority,
      link: 'none' as const,
      linkCategory: null,
      startDate: null,
      createdAt: '',
      source: null,
      ...goalProgressView(
        { targetAmount: g.targetAmountCentavos, currentAmount: g.currentAmountCentavos, deadline },
        asOf,
      ),
    };
  });
  const summary = goalsSummary(
    goals.map((g) => ({
      targetAmountCentavos: g.targetAmount,
      currentAmountCentavos: g.currentAmount,
      deadline: g.deadline,
    })),
    asOf,
  );
  const budget = budgetSummaryView(d.budget);
  const scenarios = scenarioView(base, d.scenarios, false);
  const worst = worstScenario(scenarios);
  return {
    asOf,
    goals,
    goalsSummary: summary,
    budget: {
      month,
      lines: d.budget.map((l, i) => ({
        id: `caso-${i}`,
        month,
        category: l.category,
        type: l.type,
        planned: l.plannedCentavos,
        actual: l.actualCentavos,
        ...budgetLineFigures(l),
        createdAt: '',
      })),
      unplanned: [],
      summary: budget,
      months: [month],
    },
    baseline: {
      revenue: d.monthlyRevenueCentavos,
      costs: d.monthlyCostsCentavos,
      basis: `el mes típico del caso «${c.title}»`,
      growth: projectionAssumptions(null).label,
    },
    forecast: {
      horizon,
      months: forecastMonthsView({
        ...base,
        asOf,
        months: PLANNING_HORIZONS[horizon],
        // The book's cases grow at the book's 8 % a year.
        assumptions: projectionAssumptions(null),
      }),
      note: `Con el mes típico del caso «${c.title}»: ${formatMoney(d.monthlyRevenueCentavos)} de ingresos y ${formatMoney(d.monthlyCostsCentavos)} de costos, creciendo 8 % al año.`,
    },
    scenarios,
    insights: planningInsights({
      budget: {
        lineCount: d.budget.length,
        accuracy: budget.accuracy,
        lowAccuracy: budget.lowAccuracy,
        aboveProfitPlan: budget.aboveProfitPlan,
      },
      goals: summary,
      scenarios: {
        expectedProfitCentavos: scenarios.expectedProfit,
        baseProfitCentavos: scenarios.baseProfit,
      },
      worstScenario: worst ? { name: worst.name, profitCentavos: worst.profit } : null,
    }),
  };
}

/**
 * The browser's own reading of the scenarios (finance `scenarioAnalysis` over the view's typical
 * month and stored scenarios), in Sofía's shape; used only when the server cannot be reached or
 * fails on its side. Chapter 15 first, as Sofía orders it.
 */
export function localSofia(view: PlanningViewResponse): ScenarioAnalysisResponse {
  const s = scenarioView(
    baseOf(view),
    view.scenarios.items.map((i) => ({ ...i })),
    view.scenarios.defaults,
  );
  const worst = worstScenario(s);
  const recommendations: ScenarioAnalysisResponse['analysis']['recommendations'] = [];
  if (worst && worst.profit < 0) {
    recommendations.push({
      title: `Prepara un plan para «${worst.name}»`,
      description: `En ese escenario perderías ${formatMoney(centavos(-worst.profit))} al mes. Decide hoy qué gastos recortarías y cuánta reserva necesitas para sostenerlo (capítulo 15 del libro).`,
      priority: 'high',
      impact: 'Alto',
      timeline: 'Este mes',
      citations: [],
    });
  }
  if (s.expectedProfit !== null && s.expectedProfit < s.baseProfit) {
    recommendations.push({
      title: 'Construye una reserva para los escenarios malos',
      description: `La utilidad esperada entre tus escenarios (${formatMoney(s.expectedProfit)}) es menor que la de tu mes típico (${formatMoney(s.baseProfit)}). Aparta cada mes una parte de la utilidad (capítulo 15 del libro).`,
      priority: 'medium',
      impact: 'Medio',
      timeline: '1 a 3 meses',
      citations: [],
    });
  }
  recommendations.push({
    title: 'Revisa tus escenarios cada trimestre',
    description:
      'Ajusta las probabilidades y los impactos con lo que vaya pasando en tu negocio y en tu mercado (capítulo 15 del libro).',
    priority: 'low',
    impact: 'Bajo',
    timeline: 'Cada trimestre',
    citations: [],
  });
  const narrative =
    s.expectedProfit === null
      ? 'Tus escenarios no tienen probabilidades asignadas: no hay utilidad esperada que calcular.'
      : `Con las cifras de esta página, la utilidad esperada entre tus escenarios es de ${formatMoney(s.expectedProfit)} al mes, contra ${formatMoney(s.baseProfit)} de tu mes típico.${worst ? ` El peor escenario es «${worst.name}», con ${formatMoney(worst.profit)} al mes.` : ''}`;
  return {
    success: true,
    agent: LOCAL_AGENT,
    timestamp: new Date().toISOString(),
    analysis: {
      scenarios: s,
      worstCase: worst,
      ai_analysis: narrative,
      recommendations,
      citations: [],
      mode: 'extractive',
      assumed: view.baseline ? [] : ['sin movimientos registrados: un mes típico de $0'],
      analysis_id: '',
    },
  };
}
