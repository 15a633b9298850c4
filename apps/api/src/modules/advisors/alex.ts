import { type AlexFigures, alexFigures } from '@caudal/contracts';
import { type RiskAssessment, type RiskRecommendation, riskAssessment } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { defaultPeriod, profitability, riskInputsView } from '../profitability/index.ts';
import type { ComposedAnalysis, ComposedRecommendation } from './advisor-engine.ts';

/** What to look up in the book for each of finance's risk rules, and how Alex frames it. */
const RULES: Record<
  RiskRecommendation['code'] | 'review-quarterly',
  Pick<ComposedRecommendation, 'impact' | 'timeline' | 'topic'>
> = {
  'reduce-debt': {
    impact: 'Alto',
    timeline: '3 a 12 meses',
    topic: 'deuda a capital apalancamiento pasivos capital contable',
  },
  'diversify-customers': {
    impact: 'Alto',
    timeline: '3 a 6 meses',
    topic: 'concentración de clientes cliente principal',
  },
  'plan-volatility': {
    impact: 'Medio',
    timeline: '1 a 3 meses',
    topic: 'volatilidad de los ingresos coeficiente de variación',
  },
  'build-cash': {
    impact: 'Alto',
    timeline: 'Este mes',
    topic: 'riesgo de liquidez razón de liquidez autonomía',
  },
  'raise-margin': {
    impact: 'Medio',
    timeline: '1 a 3 meses',
    topic: 'margen operativo gastos de operación',
  },
  'review-quarterly': {
    impact: 'Bajo',
    timeline: 'Cada trimestre',
    topic: 'puntaje de riesgo de Caudal risk score',
  },
};

const LEVEL_WORDS = { low: 'bajo', medium: 'medio', high: 'alto' } as const;

/**
 * Alex's recommendations, chapter 12's first (his answer cites the risk chapter before any
 * other); with none from chapter 12, the quarterly review of chapter 12 leads.
 */
function recommendationsOf(assessment: RiskAssessment): ComposedRecommendation[] {
  const all = assessment.recommendations.map(({ code, ...r }) => ({ ...r, ...RULES[code] }));
  const risk = all.filter((r) => r.chapter === 12);
  const others = all.filter((r) => r.chapter !== 12);
  const lead: ComposedRecommendation[] =
    risk.length > 0
      ? risk
      : [
          {
            title: 'Revisa tu riesgo cada trimestre',
            description:
              'Tu puntaje y tu desglose no muestran alertas graves. Vuelve a revisar tu concentración de clientes, tu deuda, tu volatilidad y tu caja cada trimestre.',
            priority: 'low',
            chapter: 12,
            ...RULES['review-quarterly'],
          },
        ];
  return [...lead, ...others];
}

/**
 * Alex's risk assessment of the session's company (finance `riskAssessment` over the same
 * signals the profitability view reads for the last 12 complete months): the spec's score, the
 * four fronts, the key risks and the recommendations with chapter 12's passages.
 */
export async function composeAlex(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
): Promise<ComposedAnalysis<AlexFigures>> {
  const period = defaultPeriod(asOf);
  // The view may show the spec's example to an empty company; Alex reads only real figures.
  const { riskInput, revenueCentavos } = await profitability(db, company, asOf, period);
  const a = riskAssessment(riskInput);
  const b = a.breakdown;
  const recommendations = recommendationsOf(a);
  const assumed = a.missing.map((m) => `sin ${m}`);
  const facts = [
    `Periodo: ${period.from} a ${period.to}; ingresos ${formatMoney(revenueCentavos)}.`,
    `Puntaje de riesgo: ${a.score.score} de 100 (riesgo ${LEVEL_WORDS[a.score.level]}).`,
    ...a.score.adjustments.map(
      (adj) => `${adj.points > 0 ? '+' : ''}${adj.points}: ${adj.message}`,
    ),
    `Financiero: ${b.financial.basis}`,
    `Operativo: ${b.operational.basis}`,
    `Mercado: ${b.market.basis}`,
    `Liquidez: ${b.liquidity.basis}`,
  ];
  const worst = (Object.entries(b) as [keyof typeof b, (typeof b)[keyof typeof b]][])
    .filter(([, f]) => f.percent !== null)
    .sort((x, y) => (y[1].percent ?? 0) - (x[1].percent ?? 0))[0];
  const FRONT_WORDS = {
    financial: 'el financiero',
    operational: 'el operativo',
    market: 'el de mercado',
    liquidity: 'el de liquidez',
  } as const;
  const first = recommendations[0];
  const summary = [
    `Tu puntaje de riesgo es ${a.score.score} de 100: riesgo ${LEVEL_WORDS[a.score.level]}.`,
    worst
      ? `El frente más expuesto es ${FRONT_WORDS[worst[0]]}, con ${formatPercent(worst[1].percent ?? 0)}.`
      : '',
    a.keyRisks[0] ?? '',
    first ? `Lo primero: ${first.title.toLowerCase()}.` : '',
    a.missing.length > 0 ? `No pude medir: ${a.missing.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return {
    figures: alexFigures(a, {
      period,
      inputs: riskInputsView(riskInput),
      totalRevenue: revenueCentavos,
    }),
    recommendations,
    summary,
    facts,
    assumed,
    inputs: riskInput,
  };
}
