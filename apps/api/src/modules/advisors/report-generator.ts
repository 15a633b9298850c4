import { centavos } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { buildReport } from '../reports/index.ts';
import type { ComposedAnalysis, ComposedRecommendation } from './advisor-engine.ts';

export type ReportGeneratorFigures = {
  period: { from: string; to: string };
  total_revenue: number;
  total_expenses: number;
  net_profit: number;
  revenue_growth: number | null;
};

/** The month the report generator prepares (the reports screen's 30-day period). */
const PERIOD_DAYS = 30;

/**
 * The report generator (issue 19): the comprehensive report of the last 30 days, as the reports
 * screen builds it, read in a few sentences: revenue, expenses and profit against the period
 * before, the report's own insights as recommendations, and chapter 2's monthly routine.
 */
export async function composeReportGenerator(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
): Promise<ComposedAnalysis<ReportGeneratorFigures>> {
  const report = await buildReport(db, company, 'comprehensive', PERIOD_DAYS, asOf);
  const s = report.financial_summary;
  const growth = report.growth_metrics.revenue_growth;
  const recommendations: ComposedRecommendation[] = report.insights
    .filter((i) => i.tone !== 'good')
    .map((i) => ({
      title: i.title,
      description: i.message,
      priority: i.tone === 'bad' ? 'high' : 'medium',
      impact: i.tone === 'bad' ? 'Alto' : 'Medio',
      timeline: 'Este mes',
      chapter: 2,
      topic: 'estados financieros reporte mensual',
    }));
  if (s.net_profit < 0) {
    recommendations.unshift({
      title: 'Revisa por qué el mes cerró en pérdida',
      description: `En los últimos ${PERIOD_DAYS} días gastaste ${formatMoney(s.total_expenses)} y vendiste ${formatMoney(s.total_revenue)}: una pérdida de ${formatMoney(centavos(-s.net_profit))}. Revisa los gastos más grandes del reporte.`,
      priority: 'high',
      impact: 'Alto',
      timeline: 'Esta semana',
      chapter: 2,
      topic: 'estado de resultados utilidad neta',
    });
  }
  recommendations.push({
    title: 'Descarga y revisa tu reporte del mes',
    description:
      'El reporte integral (PDF, Excel o CSV) junta tus cifras del mes: revísalo en la misma fecha cada mes y anota tres decisiones.',
    priority: 'low',
    impact: 'Medio',
    timeline: 'Cada mes',
    chapter: 2,
    topic: 'rutina mensual de reportes',
  });
  const summary = [
    `Tu reporte de los últimos ${PERIOD_DAYS} días (${report.period.from} a ${report.period.to}):`,
    `ingresos ${formatMoney(s.total_revenue)}, gastos ${formatMoney(s.total_expenses)}, utilidad ${formatMoney(s.net_profit)}`,
    growth === null
      ? '(sin periodo anterior con ventas para comparar).'
      : `(${growth >= 0 ? '+' : ''}${formatPercent(growth)} de ingresos contra los ${PERIOD_DAYS} días anteriores).`,
  ].join(' ');
  return {
    figures: {
      period: report.period,
      total_revenue: s.total_revenue,
      total_expenses: s.total_expenses,
      net_profit: s.net_profit,
      revenue_growth: growth,
    },
    recommendations,
    summary,
    facts: [summary, ...report.insights.map((i) => `${i.title}: ${i.message}`)],
    assumed: report.assumed,
    inputs: { kind: 'monthly-report', period_days: PERIOD_DAYS, asOf },
  };
}
