import { type ScenarioAnalysisView, worstScenario } from '@caudal/contracts';
import { type Centavos, centavos, monthKey } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { planningView } from '../planning/index.ts';
import type { ComposedAnalysis, ComposedRecommendation } from './advisor-engine.ts';

export type SofiaScenarioFigures = {
  scenarios: ScenarioAnalysisView;
  worstCase: { name: string; profit: Centavos; probability: number } | null;
};

/**
 * Sofía's reading of the company's planning scenarios (POST /api/ai/scenario/analysis): the same
 * scenarios, typical month and expected profit as the planning screen, with chapter 15's
 * passages first (scenario analysis with probabilities), then 13 and 14.
 */
export async function composeSofiaScenarios(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
): Promise<ComposedAnalysis<SofiaScenarioFigures>> {
  // The budget of the last complete month: the month in progress is judged only once over.
  const view = await planningView(db, company, asOf, {
    month: monthKey(asOf, -1),
    horizon: '1year',
  });
  const { scenarios, baseline } = view;
  const worst = worstScenario(scenarios);
  const assumed: string[] = [];
  if (scenarios.defaults) {
    assumed.push(
      'Usé los escenarios de ejemplo (optimista 25 %, base 50 %, recesión 20 %, crisis del sector 5 %): guarda los tuyos en Planeación.',
    );
  }
  if (baseline === null) {
    assumed.push(
      'Aún no tienes un mes registrado: los escenarios parten de $0 hasta que registres tus movimientos.',
    );
  }
  const expected = scenarios.expectedProfit;
  const recommendations: ComposedRecommendation[] = [];
  if (worst && worst.profit < 0) {
    recommendations.push({
      title: 'Prepara un plan para el peor escenario',
      description: `En «${worst.name}» (probabilidad ${formatPercent(worst.probability)}) perderías ${formatMoney(centavos(Math.abs(worst.profit)))} al mes. Decide hoy qué gastos recortarías y cuánta reserva necesitas para aguantarlo.`,
      priority: 'high',
      impact: 'Alto',
      timeline: 'Este mes',
      chapter: 15,
      topic: 'prepararte para el peor escenario utilidad esperada',
    });
  }
  if (expected !== null && expected < scenarios.baseProfit) {
    recommendations.push({
      title: 'Planea con la utilidad esperada, no con la de un mes típico',
      description: `Entre tus escenarios esperas ganar ${formatMoney(expected)} al mes, menos que los ${formatMoney(scenarios.baseProfit)} de un mes típico. Usa la cifra esperada para tus metas y tu presupuesto.`,
      priority: 'medium',
      impact: 'Medio',
      timeline: '1 a 3 meses',
      chapter: 15,
      topic: 'análisis de escenarios con probabilidades utilidad esperada',
    });
  }
  recommendations.push({
    title: 'Revisa tus escenarios con tu presupuesto cada trimestre',
    description:
      'Compara lo que pasó con tus escenarios y ajusta sus probabilidades; lleva el resultado a tu presupuesto y a tu proyección.',
    priority: 'low',
    impact: 'Medio',
    timeline: 'Cada trimestre',
    chapter: 15,
    topic: 'análisis de escenarios con probabilidades',
  });
  if (view.budget.summary.lowAccuracy) {
    recommendations.push({
      title: 'Afina tu presupuesto',
      description:
        'El mes pasado tu utilidad quedó debajo de lo planeado y la precisión de tu presupuesto por debajo de 85 %: revisa las partidas con más variación antes de confiar en tus escenarios.',
      priority: 'medium',
      impact: 'Medio',
      timeline: 'Este mes',
      chapter: 13,
      topic: 'variación y precisión del presupuesto',
    });
  }
  if (baseline !== null) {
    recommendations.push({
      title: 'Usa el caso conservador para decidir gastos grandes',
      description:
        'Antes de comprometer un gasto o una deuda, revisa que el caso conservador de tu proyección lo aguante.',
      priority: 'low',
      impact: 'Medio',
      timeline: 'Antes de cada decisión',
      chapter: 14,
      topic: 'casos conservador realista y optimista',
    });
  }

  const facts = [
    baseline
      ? `Mes de referencia (${baseline.basis}): ingresos ${formatMoney(baseline.revenue)}, costos ${formatMoney(baseline.costs)}, utilidad ${formatMoney(scenarios.baseProfit)}.`
      : 'Sin mes típico registrado.',
    ...scenarios.items.map(
      (s) =>
        `${s.name}: probabilidad ${formatPercent(s.probability)}, ingresos ${s.revenueImpact >= 0 ? '+' : ''}${formatPercent(s.revenueImpact)}, costos ${s.costImpact >= 0 ? '+' : ''}${formatPercent(s.costImpact)}, utilidad ${formatMoney(s.profit)} al mes.`,
    ),
    expected === null
      ? 'Sin probabilidades no hay utilidad esperada.'
      : `Utilidad esperada ponderada: ${formatMoney(expected)} al mes.`,
  ];
  const summary = [
    expected === null
      ? 'Tus escenarios no tienen probabilidades asignadas.'
      : `Ponderando tus ${scenarios.items.length} escenarios por su probabilidad, esperas ganar ${formatMoney(expected)} al mes (un mes típico deja ${formatMoney(scenarios.baseProfit)}).`,
    worst ? `El peor escenario es «${worst.name}», con ${formatMoney(worst.profit)} al mes.` : '',
    recommendations[0] ? `Lo primero: ${recommendations[0].title.toLowerCase()}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    figures: {
      scenarios,
      worstCase: worst
        ? { name: worst.name, profit: worst.profit, probability: worst.probability }
        : null,
    },
    recommendations,
    summary,
    facts,
    assumed,
    inputs: { baseline, scenarios: scenarios.items },
  };
}
