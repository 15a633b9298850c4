import {
  type EvaluateInvestmentRequestSchema,
  evaluateSeriesView,
  type Investment,
  type InvestmentEvaluationView,
  type SeriesFields,
  type z,
} from '@caudal/contracts';
import type { Queryable } from '../../db/client.ts';
import { formatMoney } from '../../lib/format.ts';
import { notFound } from '../../lib/http-error.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { investmentRecords } from './profitability.repository.ts';

/** VPN, TIR, payback, ROI, index, cumulative cash, sensitivity and verdict. Ch. 11. */
export const evaluateSeries = (s: SeriesFields, subject?: string): InvestmentEvaluationView =>
  evaluateSeriesView(s, formatMoney, subject);

/** POST /api/profitability/evaluate: a what-if, nothing saved. */
export const evaluateRequest = (body: z.output<typeof EvaluateInvestmentRequestSchema>) =>
  evaluateSeries(body);

/** GET /api/profitability/investments/:id/evaluation: one of the company's investments. */
export async function evaluateStoredInvestment(
  db: Queryable,
  company: CompanyAt,
  id: string,
): Promise<InvestmentEvaluationView> {
  const investment: Investment | null = await investmentRecords.repository.find(
    db,
    company.companyId,
    id,
  );
  if (!investment) throw notFound(investmentRecords.notFoundDetail);
  return evaluateSeries(investment, `«${investment.name}»`);
}
