import type { Centavos } from './money.ts';
import { deepFreeze, ratio, roundCentavos } from './numbers.ts';
import type { Notes, RiskLevel } from './types.ts';

export type InvestmentType = 'marketing' | 'technology' | 'equipment' | 'expansion' | 'other';

/** Defaults of a new investment (spec 001 §3 "Investment"). */
export const INVESTMENT_DEFAULTS = deepFreeze({
  type: 'other',
  durationMonths: 12,
  riskLevel: 'medium',
} as const satisfies { type: InvestmentType; durationMonths: number; riskLevel: RiskLevel });

export type InvestmentInput = {
  initialCostCentavos: Centavos;
  monthlyReturnCentavos: Centavos;
  durationMonths: number;
};

export type InvestmentReturns = {
  totalReturnCentavos: Centavos;
  /** (monthly return × duration − cost) / cost × 100. */
  roi: number | null;
  /** ROI over the duration, brought to 12 months: ROI / (duration / 12). */
  annualizedRoi: number | null;
  /** Months of returns that repay the cost. */
  paybackPeriod: number | null;
  notes: Notes<InvestmentReturns>;
};

const NO_COST = 'Sin costo inicial positivo no hay retorno sobre la inversión.';
const NO_DURATION = 'Sin duración en meses no se puede anualizar el retorno.';
const NO_RETURN = 'Sin rendimiento mensual positivo la inversión no se recupera.';

/** ROI, annualised ROI and payback months of one investment. Book: chapter 11. */
export function investmentReturns(input: InvestmentInput): InvestmentReturns {
  const notes: Notes<InvestmentReturns> = {};
  const totalReturn = input.monthlyReturnCentavos * input.durationMonths;
  const roiRatio = ratio(totalReturn - input.initialCostCentavos, input.initialCostCentavos);
  const roi = roiRatio === null ? null : roiRatio * 100;
  if (roi === null) notes.roi = NO_COST;
  // ROI / (duration / 12), written as ROI × 12 / duration so a zero duration is guarded.
  const annualized = roi === null ? null : ratio(roi * 12, input.durationMonths);
  if (annualized === null) notes.annualizedRoi = roi === null ? NO_COST : NO_DURATION;
  const payback =
    input.initialCostCentavos > 0
      ? ratio(input.initialCostCentavos, input.monthlyReturnCentavos)
      : null;
  if (payback === null) notes.paybackPeriod = input.initialCostCentavos > 0 ? NO_RETURN : NO_COST;
  return {
    totalReturnCentavos: roundCentavos(totalReturn),
    roi,
    annualizedRoi: annualized,
    paybackPeriod: payback,
    notes,
  };
}
