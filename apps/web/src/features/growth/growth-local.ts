import type { GrowthView, SofiaGrowthResponse } from '@caudal/contracts';
import { localGrowthFallback } from '@caudal/finance';
import { ApiError } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/format.ts';
import { customerValue } from './growth-model.ts';

/** The spec's label of the analysis the browser composes when the server cannot be reached. */
export const LOCAL_GROWTH_LABEL = 'Análisis Local de Crecimiento';

/**
 * Only a server that cannot be reached (no connection, no answer in time) gets the local
 * analysis: an answer the server did send, even a failure, is shown as it is.
 */
export function serverUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

/**
 * Sofía's answer composed in the browser from the figures already on screen (spec 001 §8):
 * finance's `localGrowthFallback` over the customer value (revenue ÷ active customers, or the
 * base revenue when unknown) and the view's base revenue.
 */
export function localGrowthAnswer(
  view: Pick<GrowthView, 'base' | 'kpis'>,
  now: Date = new Date(),
): SofiaGrowthResponse {
  const base = view.base.revenue;
  const value = customerValue(view.kpis, base);
  const local = localGrowthFallback({ customerValueCentavos: value, baseCentavos: base });
  const assumed =
    view.base.source === 'estimated'
      ? ['sin ingresos registrados: usamos un mes estimado como base']
      : [];
  return {
    success: true,
    agent: LOCAL_GROWTH_LABEL,
    timestamp: now.toISOString(),
    analysis: {
      growth_opportunities: local.opportunities,
      market_analysis: `Con ingresos de ${formatMoney(base)} al mes y un valor por cliente de ${formatMoney(value)}, estas son las palancas básicas de crecimiento. Es un análisis hecho en tu navegador, sin la lectura completa de Sofía.`,
      recommended_strategies: local.opportunities.map((title) => ({
        title,
        description: 'Oportunidad detectada con las cifras de esta página (capítulo 15 del libro).',
        impact: 'Medio',
        effort: 'Medio',
      })),
      risk_assessment: local.risks,
      timeline: local.timeline,
      investment_required: local.investmentRequiredCentavos,
      ai_analysis: `Oportunidades: ${local.opportunities.join(', ')}. Plazo estimado: ${local.timeline}. Inversión sugerida: ${formatMoney(local.investmentRequiredCentavos)} (15 % de tus ingresos mensuales).`,
      recommendations: [],
      citations: [],
      mode: 'extractive',
      assumed,
      analysis_id: '',
    },
  };
}
