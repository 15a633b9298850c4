import { deepFreeze } from './numbers.ts';
import { riskScoreTone } from './profitability.ts';
import type { RiskLevel, Tone } from './types.ts';

/** Local risk score (spec 001 §9 "Profitability"). Higher is safer. */
export const RISK_SCORE_RULES = deepFreeze({
  base: 75,
  highNetMarginAbove: 20,
  highNetMarginPoints: 15,
  lowNetMarginBelow: 5,
  lowNetMarginPoints: -25,
  /** More than two high-risk investments. */
  maxHighRiskInvestments: 2,
  tooManyHighRiskPoints: -20,
  /** Fewer than 3 investments: not diversified. */
  minInvestments: 3,
  fewInvestmentsPoints: -10,
  min: 0,
  max: 100,
} as const);

export type RiskAdjustment = {
  rule: 'high-net-margin' | 'low-net-margin' | 'many-high-risk-investments' | 'few-investments';
  points: number;
  message: string;
};

export type RiskScore = {
  score: number;
  /** Score 80+ low risk, 60+ medium, else high (the spec's colour bands). */
  level: RiskLevel;
  tone: Tone;
  adjustments: RiskAdjustment[];
};

/**
 * Risk score: base 75; +15 with net margin over 20 %; −25 under 5 %; −20 with more than two
 * high-risk investments; −10 with fewer than 3 investments; clamped to 0..100. An unknown net
 * margin moves nothing. Book: chapter 12.
 */
export function riskScore(input: {
  netMargin: number | null;
  investments: readonly { riskLevel: RiskLevel }[];
}): RiskScore {
  const r = RISK_SCORE_RULES;
  const adjustments: RiskAdjustment[] = [];
  if (input.netMargin !== null && input.netMargin > r.highNetMarginAbove) {
    adjustments.push({
      rule: 'high-net-margin',
      points: r.highNetMarginPoints,
      message: 'Margen neto mayor al 20 %.',
    });
  }
  if (input.netMargin !== null && input.netMargin < r.lowNetMarginBelow) {
    adjustments.push({
      rule: 'low-net-margin',
      points: r.lowNetMarginPoints,
      message: 'Margen neto menor al 5 %.',
    });
  }
  const highRisk = input.investments.filter((i) => i.riskLevel === 'high').length;
  if (highRisk > r.maxHighRiskInvestments) {
    adjustments.push({
      rule: 'many-high-risk-investments',
      points: r.tooManyHighRiskPoints,
      message: 'Más de dos inversiones de alto riesgo.',
    });
  }
  if (input.investments.length < r.minInvestments) {
    adjustments.push({
      rule: 'few-investments',
      points: r.fewInvestmentsPoints,
      message: 'Menos de 3 inversiones: poca diversificación.',
    });
  }
  const raw = adjustments.reduce<number>((total, a) => total + a.points, r.base);
  const score = Math.min(r.max, Math.max(r.min, raw));
  const tone = riskScoreTone(score);
  const level: RiskLevel = tone === 'good' ? 'low' : tone === 'warning' ? 'medium' : 'high';
  return { score, level, tone, adjustments };
}
