import type { CarlosAnalysisView } from '@caudal/contracts';
import {
  ALL_PRODUCTS_ID,
  UNIT_ECONOMICS_RULES,
  type UnitEconomicsRecommendation,
  unitEconomicsFigures,
  ZERO_CENTAVOS,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { loadUnitEconomicsView } from '../../figures/index.ts';
import { formatMoney, formatMonths, formatPercent, formatShortMonth } from '../../lib/format.ts';
import { notFound } from '../../lib/http-error.ts';
import { PRODUCT_NOT_FOUND } from '../unit-economics/index.ts';
import type { ComposedAnalysis, ComposedRecommendation } from './advisor-engine.ts';

type CarlosFigures = Omit<
  CarlosAnalysisView,
  'ai_analysis' | 'recommendations' | 'citations' | 'mode' | 'assumed' | 'analysis_id'
>;

/** Each of finance's rules (001 §9) as Carlos writes it, with the book's section to quote. */
const RULES: Record<
  UnitEconomicsRecommendation['code'],
  Pick<ComposedRecommendation, 'title' | 'impact' | 'timeline' | 'topic'>
> = {
  'record-customers': {
    title: 'Registra tus clientes de cada mes',
    impact: 'Alto',
    timeline: 'Este mes',
    topic: 'cuántos clientes nuevos llegaron costo de adquisición de clientes COCA',
  },
  'improve-ratio': {
    title: 'Mejora tu razón LTV/COCA',
    impact: 'Alto',
    timeline: '1 a 3 meses',
    topic: 'la razón LTV/COCA y sus bandas',
  },
  'raise-contribution': {
    title: 'Sube tu margen de contribución por unidad',
    impact: 'Alto',
    timeline: '1 mes',
    topic: 'margen de contribución precio costo variable por unidad',
  },
  'scale-acquisition': {
    title: 'Invierte más en conseguir clientes',
    impact: 'Medio',
    timeline: '3 a 6 meses',
    topic: 'techo de COCA recomendado LTV entre 3',
  },
};

const ratioText = (value: number) => value.toFixed(2);

/**
 * Carlos's analysis of the session's company (finance `unitEconomicsView` and
 * `unitEconomicsFigures` over its products, customer records and marketing): one product, or
 * all of them weighted by units sold. Another company's product is not found.
 */
export async function composeCarlos(
  db: Queryable,
  companyId: string,
  asOf: string,
  productId: string | null,
): Promise<ComposedAnalysis<CarlosFigures>> {
  const view = await loadUnitEconomicsView(db, companyId, asOf);
  const option = view.options.find((o) => o.id === (productId ?? ALL_PRODUCTS_ID));
  if (productId !== null && !option) throw notFound(PRODUCT_NOT_FOUND);
  if (!option) {
    return emptyAnalysis(view.month);
  }
  const { inputs } = option;
  const f = unitEconomicsFigures(inputs);
  const r = f.results;

  // Without customers COCA, the ratio and payback share one reason: said once.
  const needed = f.customersNeeded;
  const insights = [
    `Margen de contribución: ${formatMoney(r.contributionMarginCentavos)} por unidad (${formatMoney(inputs.pricePerUnitCentavos)} de precio menos ${formatMoney(inputs.variableCostsCentavos)} de costo variable).`,
    needed ??
      (r.cocaCentavos === null
        ? (r.notes.cocaCentavos ?? '')
        : `Conseguir un cliente te cuesta ${formatMoney(r.cocaCentavos)} (${formatMoney(inputs.marketingSpendCentavos)} de marketing ÷ ${inputs.newCustomers ?? 0} clientes nuevos).`),
    r.ltvCentavos === null
      ? (r.notes.ltvCentavos ?? '')
      : `Cada cliente te deja ${formatMoney(r.ltvCentavos)} de margen en su vida (${inputs.avgPurchaseFreq.toFixed(1)} compras al mes durante ${formatMonths(inputs.retentionMonths)}${view.assumed.length > 0 && needed !== null ? ', supuestos' : ''}).`,
    needed !== null
      ? ''
      : r.ltvCocaRatio === null
        ? (r.notes.ltvCocaRatio ?? '')
        : `Razón LTV/COCA: ${ratioText(r.ltvCocaRatio)}, banda ${f.label?.toLowerCase()}.`,
    needed !== null
      ? ''
      : r.paybackPeriod === null
        ? (r.notes.paybackPeriod ?? '')
        : `Recuperas lo que cuesta un cliente en ${formatMonths(r.paybackPeriod)}.`,
    r.monthlyChurnRate === null
      ? (r.notes.monthlyChurnRate ?? '')
      : `Abandono mensual: ${formatPercent(r.monthlyChurnRate * 100)} de tus clientes.`,
  ].filter(Boolean);

  // Without the owner's customers finance's first rule is to record them (Economía unitaria ›
  // Tus clientes por mes); nothing about acquisition is judged on invented ones (issue 31).
  const recommendations: ComposedRecommendation[] = f.recommendations.map((rec) => ({
    ...RULES[rec.code],
    description:
      rec.code === 'improve-ratio' && f.cocaCeilingCentavos !== null
        ? `${rec.message} Para una razón de ${UNIT_ECONOMICS_RULES.lowRatioBelow}, cada cliente debería costarte como máximo ${formatMoney(f.cocaCeilingCentavos)}.`
        : rec.code === 'record-customers'
          ? `${rec.message} Hazlo en Economía unitaria › Tus clientes por mes.`
          : rec.message,
    priority: rec.priority,
    chapter: 5,
  }));
  if (r.cocaCentavos === null && inputs.newCustomers !== null) {
    recommendations.unshift({
      title: 'Cuenta tus clientes nuevos',
      description:
        'Sin clientes nuevos en el mes no se puede saber cuánto cuesta conseguir uno. Registra cuántos llegaron y cuánto gastaste en atraerlos.',
      priority: 'high',
      impact: 'Alto',
      timeline: 'Este mes',
      chapter: 5,
      topic: 'costo de adquisición de clientes COCA cliente nuevo',
    });
  }
  const facts = [
    `Producto: ${option.name}. Mes de referencia: ${formatShortMonth(view.month)}.`,
    ...insights,
  ];
  const first = recommendations[0];
  const summary = [
    f.customersNeeded !== null
      ? `Para ${option.name.toLowerCase()}: ${f.customersNeeded.charAt(0).toLowerCase()}${f.customersNeeded.slice(1)}`
      : r.ltvCocaRatio === null
        ? `Para ${option.name.toLowerCase()}: ${r.notes.ltvCocaRatio ?? ''}`
        : `Para ${option.name.toLowerCase()}, cada cliente te deja ${ratioText(r.ltvCocaRatio)} veces lo que cuesta conseguirlo: banda ${f.label?.toLowerCase()}.`,
    r.paybackPeriod === null ? '' : `Lo recuperas en ${formatMonths(r.paybackPeriod)}.`,
    first ? `Lo primero: ${first.title.toLowerCase()}.` : '',
    view.assumed.length > 0
      ? `Supuse ${view.assumed.join('; ')}, porque no los has registrado.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return {
    figures: {
      product: { id: option.id, name: option.name },
      contribution_margin: r.contributionMarginCentavos,
      coca: r.cocaCentavos,
      ltv: r.ltvCentavos,
      ltv_coca_ratio: r.ltvCocaRatio,
      rating: r.unitEconomics,
      payback_months: r.paybackPeriod,
      monthly_churn_rate: r.monthlyChurnRate === null ? null : r.monthlyChurnRate * 100,
      insights,
      basis: {
        month: view.month,
        price: inputs.pricePerUnitCentavos,
        variable_cost: inputs.variableCostsCentavos,
        marketing_spend: inputs.marketingSpendCentavos,
        new_customers: inputs.newCustomers,
        purchase_frequency: inputs.avgPurchaseFreq,
        retention_months: inputs.retentionMonths,
      },
    },
    recommendations,
    summary,
    facts,
    assumed: view.assumed,
    inputs,
  };
}

/** A company without products: nothing to compute, and what to do about it. */
function emptyAnalysis(month: string): ComposedAnalysis<CarlosFigures> {
  const text =
    'Aún no tienes productos: registra al menos uno con su precio, su costo variable y sus ventas del mes en Datos de tu empresa.';
  return {
    figures: {
      product: { id: ALL_PRODUCTS_ID, name: 'Sin productos' },
      contribution_margin: ZERO_CENTAVOS,
      coca: null,
      ltv: null,
      ltv_coca_ratio: null,
      rating: null,
      payback_months: null,
      monthly_churn_rate: null,
      insights: [text],
      basis: {
        month,
        price: ZERO_CENTAVOS,
        variable_cost: ZERO_CENTAVOS,
        marketing_spend: ZERO_CENTAVOS,
        new_customers: 0,
        purchase_frequency: 0,
        retention_months: 0,
      },
    },
    recommendations: [
      {
        title: 'Registra tus productos',
        description: text,
        priority: 'high',
        impact: 'Alto',
        timeline: 'Hoy',
        chapter: 5,
        topic: 'qué son los unit economics margen de contribución',
      },
    ],
    summary: text,
    facts: [text],
    assumed: [],
    inputs: {},
  };
}
