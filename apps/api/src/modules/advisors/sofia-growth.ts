import {
  GROWTH_STAGE_LABELS,
  INDUSTRY_LABELS,
  type SofiaGrowthRequestSchema,
  type z,
} from '@caudal/contracts';
import { type Centavos, centavos, LOCAL_GROWTH_FALLBACK, percentChange } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { formatCount, formatMoney, formatMonths, formatPercent } from '../../lib/format.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { growthScreen } from '../growth/index.ts';
import type { ComposedAnalysis, ComposedRecommendation } from './advisor-engine.ts';

type Level = 'Alto' | 'Medio' | 'Bajo';
export type SofiaGrowthFigures = {
  growth_opportunities: string[];
  market_analysis: string;
  recommended_strategies: { title: string; description: string; impact: Level; effort: Level }[];
  risk_assessment: string[];
  timeline: string;
  investment_required: Centavos;
};

/** The scenario that fits the owner's tolerance to risk (low → conservative, ...). */
const SCENARIO_FOR_RISK = { low: 'conservative', medium: 'realistic', high: 'aggressive' } as const;

const CHANNEL_NAMES = {
  organic: 'orgánico',
  paid_ads: 'anuncios pagados',
  referrals: 'referidos',
  partnerships: 'alianzas',
} as const;

const TOLERANCE = { low: 'baja', medium: 'media', high: 'alta' } as const;

/** Below this share of new customers, referrals are worth a try (chapter 15: the cheapest). */
const REFERRALS_WORTH_TRYING_BELOW = 25;
/** A margin under this is thin for growing (chapter 10's bands start healthy at 20 %). */
const THIN_MARGIN = 20;

/**
 * Sofía's growth strategy (001 §7 POST /api/agents/sofia/growth-strategy and POST
 * /ai/analyze/growth-opportunities): the growth screen's own figures (typical month, margin,
 * customers and acquisition cost, the last months' trend, the company's scenario that fits the
 * owner's tolerance to risk) read against chapter 15's four ways to grow, its channels and its
 * financing rules. The spec's body is validated and ignored, except the acquisition channels
 * the owner gives (their shares are not in the company's data).
 */
export async function composeSofiaGrowth(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
  body: z.output<typeof SofiaGrowthRequestSchema>,
): Promise<ComposedAnalysis<SofiaGrowthFigures>> {
  const view = await growthScreen(db, company, asOf);
  const kpi = Object.fromEntries(view.kpis.map((k) => [k.key, k])) as {
    [K in (typeof view.kpis)[number]['key']]: Extract<(typeof view.kpis)[number], { key: K }>;
  };
  const revenue = view.base.revenue;
  const customers = kpi.customers.current;
  const margin = kpi.margin.current;
  const coca = kpi.acquisitionCost.current;
  const valuePerCustomer =
    customers !== null && customers > 0 && view.base.source === 'entries'
      ? centavos(Math.round(revenue / customers))
      : null;
  const real = view.history.filter((h) => !h.estimated);
  const sum = (rows: typeof real) => rows.reduce((t, h) => t + h.revenue, 0);
  const last3 = real.slice(-3);
  const prior3 = real.slice(-6, -3);
  const trend =
    last3.length === 3 && prior3.length === 3 ? percentChange(sum(last3), sum(prior3)) : null;

  const settings = view.settings;
  const scenario = view.scenarios.find((s) => s.id === SCENARIO_FOR_RISK[settings.riskTolerance]);
  if (!scenario) throw new Error('missing scenario');

  const opportunities: string[] = [];
  const recommendations: (ComposedRecommendation & { effort: Level })[] = [];
  if (
    valuePerCustomer !== null &&
    valuePerCustomer < LOCAL_GROWTH_FALLBACK.raiseCustomerValueBelowCentavos
  ) {
    opportunities.push('Aumentar Valor por Cliente');
    recommendations.push({
      title: 'Sube el valor de cada cliente',
      description: `Cada cliente te deja ${formatMoney(valuePerCustomer)} al mes. Un paquete, un complemento o un recordatorio de recompra con los ${formatCount(customers ?? 0)} clientes que ya tienes es el camino más barato para crecer.`,
      priority: 'high',
      impact: 'Alto',
      effort: 'Bajo',
      timeline: '1 mes',
      chapter: 15,
      topic: 'estrategias de crecimiento más valor por cliente',
    });
  }
  if (coca !== null && valuePerCustomer !== null && coca > valuePerCustomer) {
    recommendations.push({
      title: 'Baja tu costo de adquisición antes de acelerar',
      description: `Conseguir un cliente te cuesta ${formatMoney(coca)}, más de lo que te deja en un mes (${formatMoney(valuePerCustomer)}). Mide el COCA de cada canal y corta el más caro antes de invertir más.`,
      priority: 'high',
      impact: 'Alto',
      effort: 'Medio',
      timeline: '1 a 3 meses',
      chapter: 15,
      topic: 'canales de adquisición de clientes COCA por canal',
    });
  } else {
    opportunities.push('Acelerar Adquisición de Clientes');
  }
  const channels = body.acquisition_channels;
  const referrals = channels?.referrals;
  recommendations.push({
    title:
      referrals !== undefined && referrals < REFERRALS_WORTH_TRYING_BELOW
        ? 'Prueba un programa de referidos'
        : 'Prueba un canal de adquisición con poco dinero',
    description:
      referrals !== undefined && referrals < REFERRALS_WORTH_TRYING_BELOW
        ? `Solo ${formatPercent(referrals)} de tus clientes nuevos llegan por referidos, el canal que suele traer a los clientes que más se quedan. Pruébalo un mes con una recompensa fija y mide su COCA.`
        : 'Pregunta a cada cliente nuevo cómo te conoció, prueba un canal un mes con un presupuesto fijo y compara su COCA con un tercio de tu LTV.',
    priority: 'medium',
    impact: 'Medio',
    effort: 'Bajo',
    timeline: '1 mes',
    chapter: 15,
    topic: 'canales de adquisición de clientes referidos',
  });
  recommendations.push({
    title: `Simula el escenario ${scenario.name.toLowerCase()} antes de invertir`,
    description: `Tu tolerancia al riesgo es ${TOLERANCE[settings.riskTolerance]}: el escenario ${scenario.name.toLowerCase()} invierte ${formatMoney(scenario.investment)} para un retorno de ${formatMoney(scenario.expectedReturn)} en ${scenario.timeframe} meses${scenario.roi === null ? '' : ` (ROI ${formatPercent(scenario.roi)})`}, con probabilidad de ${formatPercent(scenario.probability)}. Ajusta sus cifras a tu plan y simúlalo.`,
    priority: 'medium',
    impact: 'Medio',
    effort: 'Bajo',
    timeline: 'Esta semana',
    chapter: 15,
    topic: 'simulador de crecimiento y metas de KPI',
  });
  recommendations.push({
    title: 'Asegura el efectivo que pedirá el crecimiento',
    description: `Crecer consume efectivo antes de pagar. ${formatMoney(scenario.investment)} son ${formatMonths(scenario.investment / Math.max(revenue, 1))} de tus ventas: decide si sale de utilidades, de crédito de proveedores o de un crédito comparado por su CAT, y que la mensualidad sobreviva a tu peor escenario.`,
    priority: 'medium',
    impact: 'Alto',
    effort: 'Medio',
    timeline: '1 a 3 meses',
    chapter: 15,
    topic: 'cómo financiar el crecimiento',
  });
  if (margin !== null && margin < THIN_MARGIN) {
    recommendations.push({
      title: 'Mejora tu margen antes de crecer',
      description: `Tu margen es de ${formatPercent(margin)}: crecer con poco margen multiplica el trabajo y el riesgo más que la utilidad. Revisa precios y los gastos que más pesan.`,
      priority: margin < 0 ? 'high' : 'medium',
      impact: 'Alto',
      effort: 'Medio',
      timeline: '1 a 3 meses',
      chapter: 10,
      topic: 'margen neto cómo mejorarlo',
    });
  }
  opportunities.push('Expansión de Productos');
  recommendations.push({
    title: 'Evalúa vender algo más a tus clientes',
    description:
      'Un producto o servicio que complemente lo que ya vendes aprovecha a los clientes que ya te conocen; llegar a otro mercado es el camino más caro y arriesgado.',
    priority: 'low',
    impact: 'Medio',
    effort: 'Alto',
    timeline: '3 a 6 meses',
    chapter: 15,
    topic: 'estrategias de crecimiento nuevos productos nuevos mercados',
  });

  const risks: string[] = [];
  if (trend !== null && trend < 0)
    risks.push(
      `Tus ventas de los últimos tres meses bajaron ${formatPercent(-trend)} contra los tres anteriores.`,
    );
  if (margin !== null && margin < THIN_MARGIN)
    risks.push(`Margen delgado (${formatPercent(margin)}): un mes malo se come la inversión.`);
  if (kpi.customers.current === null)
    risks.push(
      'Sin tus clientes registrados (Economía unitaria › Tus clientes por mes) no se miden tu costo de adquisición, tu retención ni la dependencia de pocos clientes.',
    );
  if (view.base.source !== 'entries')
    risks.push('Sin ventas registradas, todas las cifras parten de una estimación.');
  risks.push(
    'Competencia creciente: revisa cada trimestre los precios y la propuesta de tus competidores.',
  );

  const largest = channels
    ? (Object.entries(channels) as [keyof typeof CHANNEL_NAMES, number][]).sort(
        (a, b) => b[1] - a[1],
      )[0]
    : undefined;
  const market = [
    settings.industry ? `Giro: ${INDUSTRY_LABELS[settings.industry]}.` : 'Giro sin registrar.',
    settings.businessStage ? `Etapa: ${GROWTH_STAGE_LABELS[settings.businessStage]}.` : '',
    `${settings.monthsOperating} meses operando.`,
    view.base.source === 'entries'
      ? `Un mes típico vende ${formatMoney(revenue)}.`
      : `Sin ventas registradas: parto de ${formatMoney(revenue)} al mes.`,
    trend === null
      ? 'Aún no hay seis meses registrados para medir tu tendencia.'
      : `Los últimos tres meses ${trend >= 0 ? 'crecieron' : 'bajaron'} ${formatPercent(Math.abs(trend))} contra los tres anteriores.`,
    `Tu meta es crecer ${formatPercent(settings.targetGrowthRate)} al año (${formatPercent(view.defaultMonthlyGrowth)} al mes).`,
    largest
      ? `Tu canal principal es ${CHANNEL_NAMES[largest[0]]} (${formatPercent(largest[1])} de tus clientes nuevos).`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  const facts = [
    market,
    ...view.kpis.map(
      (k) =>
        `${k.name}: ${k.current === null ? 'sin dato' : k.key === 'customers' ? k.current : k.key === 'margin' ? formatPercent(k.current) : formatMoney(k.current as Centavos)}.`,
    ),
    `Escenario según tu tolerancia al riesgo: ${scenario.name}, inversión ${formatMoney(scenario.investment)}, retorno ${formatMoney(scenario.expectedReturn)} en ${scenario.timeframe} meses.`,
  ];
  const summary = `${market} ${recommendations[0] ? `Lo primero: ${recommendations[0].title.toLowerCase()}.` : ''}`;
  return {
    figures: {
      growth_opportunities: opportunities,
      market_analysis: market,
      recommended_strategies: recommendations.map((r) => ({
        title: r.title,
        description: r.description,
        impact: r.impact as Level,
        effort: r.effort,
      })),
      risk_assessment: risks,
      timeline: `${scenario.timeframe} meses`,
      investment_required: scenario.investment,
    },
    recommendations: recommendations.map(({ effort: _, ...r }) => r),
    summary,
    facts,
    assumed: view.notes,
    inputs: { kind: 'growth-strategy', asOf, acquisition_channels: channels ?? null },
  };
}
