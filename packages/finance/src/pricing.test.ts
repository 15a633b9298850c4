import { describe, expect, it } from 'vitest';
import { centavos as c } from './money.ts';
import {
  MARGIN_HEALTH_TONES,
  marginHealth,
  optimalPrice,
  PRICING_REASONS,
  priceSensitivity,
  pricingAnalysis,
} from './pricing.ts';

describe('optimal price = variable cost / (1 − target margin) (001 §9)', () => {
  it.each([
    ['cost 40, margin 60 % → 100', c(4_000), 60, 10_000],
    ['cost 71.60, default margin 60 % → 179', c(7_160), 60, 17_900],
    ['cost 10, margin 0 % → 10', c(1_000), 0, 1_000],
    ['cost 10, margin 33.33 % → 15.00', c(1_000), 100 / 3, 1_500],
  ] as const)('%s', (_rule, cost, margin, price) => {
    expect(optimalPrice(cost, margin).priceCentavos).toBe(price);
  });
  it('a margin of 100 % or more has no price', () => {
    expect(optimalPrice(c(1_000), 100)).toEqual({
      priceCentavos: null,
      notes: { priceCentavos: PRICING_REASONS.marginTooHigh },
    });
    expect(optimalPrice(c(1_000), 120).priceCentavos).toBeNull();
  });
});

describe('margin thresholds (001 §9)', () => {
  it.each([
    ['29.99 → low', 29.99, 'low'],
    ['30 → acceptable', 30, 'acceptable'],
    ['39.99 → acceptable', 39.99, 'acceptable'],
    ['40 → healthy', 40, 'healthy'],
  ] as const)('%s', (_rule, margin, health) => {
    expect(marginHealth(margin)).toBe(health);
  });

  it.each([
    ['29.99 → low → bad', 29.99, 'bad'],
    ['price 100, cost 65: 35 % → acceptable → warning', 35, 'warning'],
    ['price 100, cost 60: 40 % → healthy → good', 40, 'good'],
  ] as const)('colour %s', (_rule, margin, tone) => {
    expect(MARGIN_HEALTH_TONES[marginHealth(margin)]).toBe(tone);
  });
});

describe('price sensitivity (001 §9: 10 prices from 70 % in 6 % steps)', () => {
  const points = priceSensitivity({
    currentPriceCentavos: c(10_000),
    variableCostCentavos: c(4_000),
    demand: 100,
  });
  it('factors 0.70 … 1.24 and their prices', () => {
    expect(points.map((p) => p.factor)).toEqual([
      0.7, 0.76, 0.82, 0.88, 0.94, 1, 1.06, 1.12, 1.18, 1.24,
    ]);
    expect(points.map((p) => p.priceCentavos)).toEqual([
      7_000, 7_600, 8_200, 8_800, 9_400, 10_000, 10_600, 11_200, 11_800, 12_400,
    ]);
  });
  it('demand moves with elasticity −1.5: −30 % price sells 45 % more', () => {
    expect(points[0]?.demand).toBeCloseTo(145, 10);
    expect(points[5]?.demand).toBe(100);
    expect(points[5]?.profitCentavos).toBe(600_000);
    expect(points[5]?.marginPercent).toBe(60);
  });
  it('demand never goes below zero', () => {
    const steep = priceSensitivity({
      currentPriceCentavos: c(10_000),
      variableCostCentavos: c(0),
      demand: 100,
      priceElasticity: -10,
    });
    expect(steep[9]?.demand).toBe(0);
  });
});

describe('pricing analysis', () => {
  it('uses the defaults: target 60 %, no competitor price until the owner gives one', () => {
    const a = pricingAnalysis({
      currentPriceCentavos: c(17_900),
      variableCostCentavos: c(8_950),
      demand: 10,
    });
    expect(a.marginPercent).toBe(50);
    expect(a.marginHealth).toBe('healthy');
    // 89.50 / (1 − 0.6) = 223.75: above today's 179, so it is advice to raise.
    expect(a.optimalPriceCentavos).toBe(22_375);
    expect(a.reachesTargetMargin).toBe(false);
    expect(a.optimalPriceRaises).toBe(true);
    expect(a.optimalPriceMeaning).toBe(
      'Para llegar a tu margen objetivo de 60 % tendrías que subir tu precio a este.',
    );
    expect(a.competitorGapPercent).toBeNull();
    expect(a.notes.competitorGapPercent).toBe(
      'Sin precio de la competencia: agrégalo para compararte.',
    );
    expect(a.sensitivity).toHaveLength(10);
  });

  it('the bolillo: a $5 bread at 70 % margin is not told to drop to $3.75 or compared with $179', () => {
    const a = pricingAnalysis({
      currentPriceCentavos: c(500),
      variableCostCentavos: c(150),
      demand: 3_000,
    });
    // (5 − 1.50) / 5 = 70 %, above the 60 % target: 1.50 / 0.4 = 3.75 is the floor.
    expect(a.marginPercent).toBe(70);
    expect(a.optimalPriceCentavos).toBe(375);
    expect(a.reachesTargetMargin).toBe(true);
    expect(a.optimalPriceRaises).toBe(false);
    expect(a.optimalPriceMeaning).toBe(
      'Tu precio de hoy ya alcanza tu margen objetivo de 60 %: este es el precio mínimo para mantenerlo, no una recomendación de bajar.',
    );
    expect(a.competitorGapPercent).toBeNull();
    // With the owner's competitor at $6: (5 − 6) / 6 = −16.67 %.
    const withCompetitor = pricingAnalysis({
      currentPriceCentavos: c(500),
      variableCostCentavos: c(150),
      demand: 3_000,
      competitorPriceCentavos: c(600),
    });
    expect(withCompetitor.competitorGapPercent).toBeCloseTo(-16.667, 3);
  });

  it('price 0: no margin, with the reason', () => {
    const a = pricingAnalysis({
      currentPriceCentavos: c(0),
      variableCostCentavos: c(100),
      demand: 10,
      competitorPriceCentavos: c(0),
    });
    expect(a.marginPercent).toBeNull();
    expect(a.notes.marginPercent).toBe(PRICING_REASONS.noPrice);
    expect(a.competitorGapPercent).toBeNull();
  });
});
