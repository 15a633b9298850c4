import type { Company, FixedCost, Product } from '@caudal/contracts';
import { centavos } from '@caudal/finance/money';
import { describe, expect, it } from 'vitest';
import { firstOpenStep, parseEditStep } from './onboarding-steps.ts';

const EMPTY: Company = {
  name: null,
  industry: null,
  foundedDate: null,
  employees: null,
  businessModel: null,
  stage: null,
  cashBalance: null,
  cashBalanceGiven: null,
  receivables: null,
  payables: null,
  debt: null,
  equity: null,
  rfc: null,
  taxRegime: null,
  profitCoefficient: null,
  onboardingCompleted: false,
};
const FILLED: Company = {
  ...EMPTY,
  name: 'Tacos Ana',
  industry: 'food_beverage',
  stage: 'startup',
  employees: 4,
};
const PRODUCT: Product = {
  id: 'p',
  name: 'Taco',
  price: centavos(2_500),
  variableCost: centavos(900),
  monthlySales: 100,
  category: 'General',
};
const COST: FixedCost = {
  id: 'c',
  name: 'Renta',
  amount: centavos(900_000),
  category: 'Renta',
  recurring: true,
};

describe('firstOpenStep', () => {
  it.each<[string, Company, Product[], FixedCost[], number]>([
    ['a new company', EMPTY, [], [], 1],
    ['a name from registration only', { ...EMPTY, name: 'Tacos Ana' }, [], [], 1],
    ['company done', FILLED, [], [], 2],
    ['products done', FILLED, [PRODUCT], [], 3],
    ['costs done', FILLED, [PRODUCT], [COST], 4],
    ['costs skipped, cash saved', { ...FILLED, cashBalance: centavos(0) }, [PRODUCT], [], 4],
    [
      'everything done',
      { ...FILLED, cashBalance: centavos(500_000), onboardingCompleted: true },
      [PRODUCT],
      [COST],
      4,
    ],
  ])('%s → step %i', (_, company, products, costs, expected) => {
    expect(firstOpenStep(company, products, costs)).toBe(expected);
  });
});

describe('parseEditStep', () => {
  it('opens one of the four steps from "Datos de tu empresa", nothing else', () => {
    expect(parseEditStep('1')).toBe(1);
    expect(parseEditStep('4')).toBe(4);
    for (const value of [null, '', '0', '5', '2.0', ' 2', 'dos']) {
      expect(parseEditStep(value), String(value)).toBeNull();
    }
  });
});
