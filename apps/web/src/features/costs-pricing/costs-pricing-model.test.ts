import { describe, expect, it } from 'vitest';
import { type PricingFields, parsePricing } from './costs-pricing-model.ts';

const fields: PricingFields = {
  targetMargin: '60',
  competitorPrice: '179.50',
  demand: '',
  priceElasticity: '-1.5',
};

describe('parsePricing: the pricing form as finance inputs', () => {
  it('turns pesos into centavos and an empty demand into the units a month', () => {
    const parsed = parsePricing(fields, 150);
    expect(parsed).toEqual({
      ok: true,
      body: { targetMargin: 60, competitorPrice: 179.5, priceElasticity: -1.5, demand: null },
      inputs: {
        targetMarginPercent: 60,
        competitorPriceCentavos: 17_950,
        priceElasticity: -1.5,
        demand: 150,
      },
    });
  });

  it('an empty competitor price is none: no comparison, not an error', () => {
    const parsed = parsePricing({ ...fields, competitorPrice: '' }, 150);
    expect(parsed).toMatchObject({
      ok: true,
      body: { competitorPrice: null },
      inputs: { competitorPriceCentavos: null },
    });
  });

  it.each([
    ['targetMargin', '100', 'El margen objetivo debe ser menor a 100 %'],
    ['competitorPrice', '0', 'El precio de la competencia debe ser mayor que cero'],
    [
      'priceElasticity',
      '2',
      'La elasticidad no puede ser positiva: un precio más alto no vende más',
    ],
    ['demand', '1.5', 'La demanda debe ser un número entero de unidades'],
  ] as const)('%s = %j: the contract’s Spanish message on its field', (key, value, message) => {
    const parsed = parsePricing({ ...fields, [key]: value }, 150);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[key]).toBe(message);
  });
});
