import type { MetricsSummaryResponse } from '@caudal/contracts';
import {
  cashPosition,
  centavos,
  computeMetrics,
  dashboardStats,
  periodRanges,
  metricsSummary as summarize,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import {
  alertThresholdsPart,
  hasAnyDataPart,
  periodTotalsPart,
  snapshotPart,
} from '../../figures/index.ts';
import { createFiguresMemo } from '../../lib/figures-memo.ts';
import { formatCashLine } from '../../lib/format.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';

const TONE_COLORS = { good: 'green', warning: 'yellow', bad: 'red' } as const;

/**
 * The header's figures: the health score, the last 30 days' cash-flow status (made worse by a
 * negative or short runway) and the cash today with its runway.
 */
export function metricsSummary(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
): Promise<MetricsSummaryResponse> {
  return summaries(`${company.companyId}|${asOf}`, company.dataVersion, () =>
    computeSummary(db, company.companyId, asOf),
  );
}

const summaries = createFiguresMemo<MetricsSummaryResponse>();

async function computeSummary(
  db: Queryable,
  companyId: string,
  asOf: string,
): Promise<MetricsSummaryResponse> {
  const { current, previous } = periodRanges('30d', asOf);
  const { snapshot, totals, hasData, thresholds } = await readParts(db, {
    snapshot: snapshotPart(companyId, asOf),
    totals: periodTotalsPart(companyId, current, previous),
    hasData: hasAnyDataPart(companyId),
    thresholds: alertThresholdsPart(companyId),
  });
  const metrics = computeMetrics(snapshot);
  if (!hasData) {
    return {
      success: true,
      summary: {
        primary: { label: 'Salud financiera', value: 'Sin datos', color: 'gray' },
        status: { label: 'Flujo de caja', value: 'Sin datos', color: 'gray' },
        cash: { label: 'Caja', value: 'Sin registrar', color: 'gray' },
      },
    };
  }
  const stats = dashboardStats({
    period: '30d',
    current: totals.current,
    previous: totals.previous,
    monthly: {
      revenueCentavos: metrics.monthlyRevenue,
      expensesCentavos: centavos(metrics.monthlyVariableCosts + metrics.monthlyFixedCosts),
    },
  });
  const { primary, status, cash } = summarize({
    healthScore: metrics.healthScore,
    cashFlowStatus: stats.cashFlowStatus.status,
    cash: cashPosition(snapshot.cashBalanceCentavos, metrics.monthlyNetProfit),
    thresholds,
  });
  return {
    success: true,
    summary: {
      primary: { ...primary, color: TONE_COLORS[primary.color] },
      status: { ...status, color: TONE_COLORS[status.color] },
      cash: {
        label: cash.label,
        value: formatCashLine({ balance: cash.balanceCentavos, runwayMonths: cash.runwayMonths }),
        color: cash.color ? TONE_COLORS[cash.color] : 'gray',
      },
    },
  };
}
