import { REPORT_KPI_STATUS_LABELS, type ReportKpi } from '@caudal/contracts';
import type { ReportKpiId, ReportPeriodDays } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { formatKpiValue } from '../../lib/format.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { buildReportKpis } from '../reports/index.ts';
import type { ComposedAnalysis, ComposedRecommendation } from './advisor-engine.ts';

export type DianaFigures = { period_days: number; kpis: ReportKpi[]; below_target: number };

/** Where the book explains how to move each KPI, and what to do when it falls short. */
const LEVERS: Record<ReportKpiId, { chapter: number; topic: string; action: string }> = {
  revenue: {
    chapter: 8,
    topic: 'estrategias de precio aumentar ventas',
    action: 'Revisa precio, mezcla de productos y clientes que dejaron de comprar.',
  },
  'net-margin': {
    chapter: 10,
    topic: 'margen neto cómo mejorarlo',
    action: 'Busca los gastos que más pesan contra tus ventas y los productos de menor margen.',
  },
  'cash-flow-margin': {
    chapter: 3,
    topic: 'flujo de efectivo cobrar antes pagar después',
    action: 'Cobra antes, negocia plazos con proveedores y vigila lo que retiras del negocio.',
  },
  'ltv-coca': {
    chapter: 5,
    topic: 'razón LTV COCA',
    action: 'Sube lo que deja cada cliente (recompra, ticket) o baja lo que cuesta conseguirlo.',
  },
  'acquisition-cost': {
    chapter: 5,
    topic: 'costo de adquisición de clientes COCA',
    action: 'Mide cuántos clientes trae cada peso de publicidad y corta los canales caros.',
  },
  'revenue-growth': {
    chapter: 15,
    topic: 'crecimiento sostenible',
    action: 'Elige una palanca de crecimiento a la vez y mídela cada mes.',
  },
  'average-ticket': {
    chapter: 8,
    topic: 'ticket promedio paquetes y venta cruzada',
    action: 'Prueba paquetes, venta cruzada o un precio mejor escalonado.',
  },
  'active-customers': {
    chapter: 5,
    topic: 'retención de clientes',
    action: 'Llama a los clientes que dejaron de comprar y cuida a los que regresan.',
  },
  'new-customers': {
    chapter: 5,
    topic: 'adquisición de clientes nuevos',
    action: 'Revisa qué canal trajo a tus últimos clientes y refuérzalo.',
  },
};

const STATUS_ORDER = { critical: 0, warning: 1, good: 2, excellent: 3 } as const;

/**
 * Diana's reading of the followed KPIs of the period (POST
 * /api/agents/diana/performance-optimization): the KPIs furthest from target first, each short
 * one with what to move and the chapter that explains it; a followed KPI without a target gets
 * chapter 2's advice to set one.
 */
export async function composeDiana(
  db: Queryable,
  company: CompanyAt,
  days: ReportPeriodDays,
  asOf: string,
): Promise<ComposedAnalysis<DianaFigures>> {
  const { kpis: all, from, to } = await buildReportKpis(db, company, days, asOf);
  const kpis = all
    .filter((k) => k.followed)
    .sort(
      (a, b) =>
        (a.status === null ? 4 : STATUS_ORDER[a.status]) -
        (b.status === null ? 4 : STATUS_ORDER[b.status]),
    );
  const short = kpis.filter((k) => k.status === 'critical' || k.status === 'warning');
  const recommendations: ComposedRecommendation[] = short.map((k) => {
    const lever = LEVERS[k.id];
    return {
      title: `Mejora ${k.name.toLowerCase()}`,
      description: `${k.name}: ${formatKpiValue(k.value, k.unit)} contra una meta de ${formatKpiValue(k.target, k.unit)} (${REPORT_KPI_STATUS_LABELS[k.status as 'critical']}). ${lever.action}`,
      priority: k.status === 'critical' ? 'high' : 'medium',
      impact: k.status === 'critical' ? 'Alto' : 'Medio',
      timeline: k.status === 'critical' ? 'Este mes' : '1 a 3 meses',
      chapter: lever.chapter,
      topic: lever.topic,
    };
  });
  // Far past a suggested target (attainment 1.25 or more): the suggestion no longer guides.
  const outgrown = kpis.filter(
    (k) =>
      k.status === 'excellent' &&
      k.target_source === 'default' &&
      k.target !== null &&
      k.value !== null &&
      k.target > 0 &&
      (k.id === 'acquisition-cost' ? k.target / k.value : k.value / k.target) >= 1.25,
  );
  if (outgrown.length > 0) {
    recommendations.push({
      title: 'Fija metas propias donde ya superaste la sugerida',
      description: `${outgrown.map((k) => `${k.name} (${formatKpiValue(k.value, k.unit)} contra ${formatKpiValue(k.target, k.unit)})`).join(', ')}: la meta sugerida ya no te exige. Parte de tu promedio de los últimos tres meses y súmale una mejora alcanzable.`,
      priority: 'low',
      impact: 'Medio',
      timeline: 'Este mes',
      chapter: 2,
      topic: 'metas y variación cómo fijar metas',
    });
  }
  const untargeted = kpis.filter((k) => k.target === null && k.value !== null);
  if (untargeted.length > 0) {
    recommendations.push({
      title: 'Ponle meta a cada indicador que sigues',
      description: `${untargeted.map((k) => k.name).join(', ')} no ${untargeted.length === 1 ? 'tiene' : 'tienen'} meta: parte del promedio de tus últimos tres meses y súmale una mejora alcanzable.`,
      priority: 'medium',
      impact: 'Medio',
      timeline: 'Esta semana',
      chapter: 2,
      topic: 'metas y variación cómo fijar metas',
    });
  }
  recommendations.push({
    title: 'Revisa tus indicadores cada mes, en las mismas fechas',
    description:
      'Cierra el mes, mide tus 5 a 7 KPIs contra su meta y escribe tres decisiones para el mes siguiente, cada una con responsable y fecha.',
    priority: 'low',
    impact: 'Medio',
    timeline: 'Cada mes',
    chapter: 2,
    topic: 'rutina mensual de reportes',
  });

  const measured = kpis.filter((k) => k.status !== null);
  const facts = [
    `Periodo: ${from} a ${to} (${days} días).`,
    ...kpis.map(
      (k) =>
        `${k.name}: ${formatKpiValue(k.value, k.unit)}; meta ${formatKpiValue(k.target, k.unit)}; estado ${k.status === null ? 'sin estado' : REPORT_KPI_STATUS_LABELS[k.status]}.`,
    ),
  ];
  const summary = [
    measured.length === 0
      ? `Ninguno de tus ${kpis.length} indicadores se pudo comparar con su meta en los últimos ${days} días.`
      : short.length === 0
        ? `Tus ${measured.length} indicadores medidos de los últimos ${days} días están en meta o cerca de ella.`
        : `De tus ${kpis.length} indicadores, ${short.length} ${short.length === 1 ? 'está' : 'están'} lejos de su meta en los últimos ${days} días: ${short.map((k) => k.name.toLowerCase()).join(', ')}.`,
    recommendations[0] ? `Lo primero: ${recommendations[0].title.toLowerCase()}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    figures: { period_days: days, kpis, below_target: short.length },
    recommendations,
    summary,
    facts,
    assumed: kpis.filter((k) => k.note !== null).map((k) => `${k.name}: ${k.note}`),
    inputs: { period_days: days, from, to },
  };
}
