import { bookIndex } from '@caudal/book';
import {
  type AdvisorRecommendation,
  type HealthScoreView,
  INDUSTRY_LABELS,
  type Industry,
} from '@caudal/contracts';
import {
  type FigureLevel,
  GENERAL_BENCHMARKS,
  metricsReport,
  unitEconomicsFigures,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { companyMetrics, loadCompanyFigures, loadUnitEconomicsView } from '../../figures/index.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { consumeApiCall } from '../../lib/usage.ts';
import { type ComposedRecommendation, citeRecommendations } from '../advisors/index.ts';

/** The health score's words, by its level (finance bands.ts: 80 good, 60 a warning). */
export function healthLabel(level: FigureLevel | null): string {
  if (level === null) return 'Sin datos suficientes: registra tus movimientos o tus productos';
  return level === 'good' || level === 'excellent'
    ? 'Buena salud financiera'
    : level === 'warning'
      ? 'Salud financiera en observación'
      : 'Salud financiera en riesgo';
}

/** GET /api/ai/health-score: the figures core's score, the dashboard's and the header's. */
export async function healthScoreOf(
  db: Queryable,
  company: CompanyAt,
  today: string,
): Promise<HealthScoreView> {
  const figures = await loadCompanyFigures(db, company, today);
  const { healthScore, basis } = figures;
  const from =
    basis.source === 'recorded'
      ? `el margen neto de ${basis.label}`
      : basis.source === 'estimate'
        ? 'el estimado con tus productos y costos'
        : 'sin datos registrados';
  return {
    score: healthScore.value,
    label: healthLabel(healthScore.level),
    parts: healthScore.parts,
    basis: `Capítulo 1: margen neto, margen bruto, margen de seguridad y margen de contribución, hasta 25 puntos cada uno; con ${from} y los márgenes de tus productos.${healthScore.note ? ` ${healthScore.note}` : ''}`,
  };
}

/**
 * POST /api/ai/recommendations/quick: finance's metrics report (LTV/COCA of all the products,
 * net margin, contribution margin) as recommendations with the book's passages. One call of the
 * plan; nothing stored (it is not an advisor's analysis).
 */
export async function quickRecommendations(
  db: Queryable,
  auth: CompanyAt & { userId: string },
  today: string,
): Promise<{ recommendations: AdvisorRecommendation[]; basis: string }> {
  const [metrics, figures, ue] = await Promise.all([
    companyMetrics(db, auth.companyId, today),
    loadCompanyFigures(db, auth, today),
    loadUnitEconomicsView(db, auth.companyId, today),
  ]);
  await consumeApiCall(db, auth.userId);
  const all = ue.options[0];
  const ltvCoca = all ? unitEconomicsFigures(all.inputs).results.ltvCocaRatio : null;
  const report = metricsReport({
    ltvCocaRatio: ltvCoca,
    // The net margin is the figures core's (the dashboard's), not the catalogue's.
    netMargin: figures.netMargin.value,
    contributionMarginPercent: metrics.contributionMarginPercent,
  });
  const recs: ComposedRecommendation[] = [];
  if (report.ltvCocaStatus === 'critical')
    recs.push({
      title: 'Tus clientes cuestan más de lo que dejan',
      description:
        'Tu razón LTV/COCA es menor a 1: baja lo que gastas por cliente nuevo o sube lo que cada cliente te compra antes de invertir más en publicidad.',
      priority: 'high',
      impact: 'Alto',
      timeline: 'Este mes',
      chapter: 5,
      topic: 'razón LTV COCA',
    });
  if (report.netMarginStatus === 'low')
    recs.push({
      title: 'Tu margen neto es bajo',
      description:
        'Menos de 5 % de cada venta se queda como utilidad: revisa precios y los gastos que más pesan.',
      priority: 'high',
      impact: 'Alto',
      timeline: '1 a 3 meses',
      chapter: 10,
      topic: 'margen neto cómo mejorarlo',
    });
  // LTV/COCA needs the owner's customers: none are estimated from units sold (issue 31).
  if (all && ue.customersNeeded !== null)
    recs.push({
      title: 'Registra tus clientes de cada mes',
      description: ue.customersNeeded,
      priority: 'high',
      impact: 'Alto',
      timeline: 'Este mes',
      chapter: 5,
      topic: 'cuántos clientes nuevos llegaron costo de adquisición de clientes COCA',
    });
  for (const action of report.actions)
    recs.push({
      title: 'Sube tu margen de contribución',
      description: action.message,
      priority: action.priority,
      impact: 'Medio',
      timeline: '1 a 3 meses',
      chapter: 7,
      topic: 'margen de contribución precio costo variable',
    });
  if (ltvCoca === null && report.netMarginStatus === null)
    recs.push({
      title: 'Registra tus productos y costos',
      description:
        'Sin productos ni costos no hay margen ni razón LTV/COCA que revisar: captúralos en Datos de tu empresa.',
      priority: 'high',
      impact: 'Alto',
      timeline: 'Esta semana',
      chapter: 1,
      topic: 'estado de resultados ingresos costos utilidad',
    });
  if (recs.length === 0)
    recs.push({
      title: 'Sigue midiendo cada mes',
      description:
        'Tus indicadores principales están en rango: revísalos cada mes en la misma fecha.',
      priority: 'low',
      impact: 'Medio',
      timeline: 'Cada mes',
      chapter: 2,
      topic: 'rutina mensual de reportes',
    });
  return {
    recommendations: citeRecommendations(recs),
    basis: 'Tu mes típico (productos y costos) y los clientes que registraste.',
  };
}

/** GET /api/ai/benchmarks/:industry: the general references, said to be general. */
export function benchmarksFor(industry: Industry) {
  return {
    industry,
    industryLabel: INDUSTRY_LABELS[industry],
    general: true,
    note: `No tenemos referencias propias de ${INDUSTRY_LABELS[industry].toLowerCase()} con fuentes verificables: estas son las referencias generales que Caudal usa para todos los giros.`,
    benchmarks: GENERAL_BENCHMARKS.map((b) => ({ ...b })),
  };
}

/** GET /api/ai/kpis/definitions: every concept of the book, with its formula and chapter. */
export function kpiDefinitions() {
  return {
    definitions: bookIndex().chapters.flatMap((c) =>
      c.concepts.map((k) => ({
        id: k.id,
        term: k.term,
        formula: k.formula,
        definition: k.definition,
        chapter: k.chapter,
      })),
    ),
  };
}
