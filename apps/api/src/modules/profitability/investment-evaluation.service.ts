import {
  type EvaluateInvestmentRequestSchema,
  type Investment,
  type InvestmentEvaluationView,
  investmentEvaluationView,
  type z,
} from '@caudal/contracts';
import {
  type Centavos,
  evaluateInvestment,
  type InvestmentSeries,
  investmentVerdict,
  npvSensitivity,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { formatMoney } from '../../lib/format.ts';
import { notFound } from '../../lib/http-error.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { investmentRecords } from './profitability.repository.ts';

type SeriesFields = {
  initialCost: Centavos;
  cashFlows: Centavos[];
  periodUnit: 'month' | 'year';
  discountRate: number;
  salvageValue?: Centavos | null | undefined;
};

const seriesOf = (s: SeriesFields): InvestmentSeries => ({
  initialOutlayCentavos: s.initialCost,
  flowsCentavos: s.cashFlows,
  ...(s.salvageValue ? { salvageCentavos: s.salvageValue } : {}),
  discountRatePercent: s.discountRate,
  periodUnit: s.periodUnit,
});

/** VPN, TIR, payback, ROI, index, the cumulative cash, the sensitivity and the verdict. Ch. 11. */
export function evaluateSeries(s: SeriesFields, subject?: string): InvestmentEvaluationView {
  const series = seriesOf(s);
  const evaluation = evaluateInvestment(series);
  const verdict = investmentVerdict(evaluation, formatMoney, subject ? { subject } : {});
  return investmentEvaluationView(evaluation, npvSensitivity(series), verdict);
}

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
