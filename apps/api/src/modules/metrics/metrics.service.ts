import type { MetricsSummaryResponse } from '@caudal/contracts';
import { metricsSummary as summarize } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { loadCompanyFigures } from '../../figures/index.ts';
import { formatCashLine } from '../../lib/format.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';

const TONE_COLORS = { good: 'green', warning: 'yellow', bad: 'red' } as const;
const colorOf = (tone: keyof typeof TONE_COLORS | null) => (tone ? TONE_COLORS[tone] : 'gray');

/**
 * The header's figures: the health score, the cash-flow status and the cash today with its
 * runway, all the figures core's (figures/company-figures.ts), so the header says what the
 * dashboard, the cash-flow page and the advisors say.
 */
export async function metricsSummary(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
): Promise<MetricsSummaryResponse> {
  const figures = await loadCompanyFigures(db, company, asOf);
  const { primary, status, cash, basis } = summarize(figures);
  return {
    success: true,
    summary: {
      primary: { ...primary, color: colorOf(primary.color) },
      status: { ...status, color: colorOf(status.color) },
      cash: {
        label: cash.label,
        value:
          cash.balanceCentavos === null
            ? 'Sin registrar'
            : formatCashLine({
                balance: cash.balanceCentavos,
                runwayMonths: cash.runwayMonths,
                runwayUnlimited: cash.runwayUnlimited,
              }),
        color: colorOf(cash.color),
      },
      basis,
    },
  };
}
