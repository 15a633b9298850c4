import { describe, expect, it } from 'vitest';
import {
  CashFormSchema,
  CompanyFormSchema,
  costRowToInput,
  EMPTY_PRODUCT_ROW,
  FixedCostsFormSchema,
  PRODUCTS_REQUIRED_MESSAGE,
  ProductsFormSchema,
  productRowToInput,
  rowContribution,
} from './onboarding-forms.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('company step', () => {
  it('needs name, industry, stage and employees, with the contract messages', () => {
    const result = CompanyFormSchema.safeParse({
      name: ' ',
      industry: '',
      stage: '',
      employees: '2.5',
      foundedDate: '',
      businessModel: '',
      rfc: 'ABC123',
      taxRegime: '999',
      profitCoefficient: '1.5',
    });
    expect(messages(result)).toEqual({
      name: 'El nombre de la empresa es obligatorio',
      industry: 'Selecciona un giro válido',
      stage: 'Selecciona una etapa válida',
      employees: 'El número de empleados debe ser un número entero',
      rfc: expect.stringMatching(/^El RFC no es válido: debe tener 12 caracteres/),
      taxRegime: 'Selecciona un régimen fiscal de la lista',
      profitCoefficient:
        'El coeficiente de utilidad es una fracción entre 0 y 1 (por ejemplo 0.2143)',
    });
  });

  it('sends blank optional fields as null', () => {
    const parsed = CompanyFormSchema.parse({
      name: ' Tacos Ana ',
      industry: 'food_beverage',
      stage: 'startup',
      employees: '4',
      foundedDate: '',
      businessModel: '  ',
      rfc: ' h&e951128469 ',
      taxRegime: '',
      profitCoefficient: ' ',
    });
    expect(parsed).toEqual({
      name: 'Tacos Ana',
      industry: 'food_beverage',
      stage: 'startup',
      employees: 4,
      foundedDate: null,
      businessModel: null,
      rfc: 'H&E951128469',
      taxRegime: null,
      profitCoefficient: null,
    });
  });

  it('takes the regime and the coefficient of a General de Ley company', () => {
    const parsed = CompanyFormSchema.parse({
      name: 'Tacos Ana',
      industry: 'food_beverage',
      stage: 'startup',
      employees: '4',
      foundedDate: '',
      businessModel: '',
      rfc: '',
      taxRegime: '601',
      profitCoefficient: '0.2143',
    });
    expect(parsed).toMatchObject({ taxRegime: '601', profitCoefficient: 0.2143 });
  });
});

describe('products step', () => {
  it('asks for at least one product', () => {
    expect(messages(ProductsFormSchema.safeParse({ products: [] }))).toEqual({
      products: PRODUCTS_REQUIRED_MESSAGE,
    });
  });

  it('reports each bad field on its own row', () => {
    const result = ProductsFormSchema.safeParse({
      products: [
        { ...EMPTY_PRODUCT_ROW, name: 'Taco', price: '25', variableCost: '9', monthlySales: '1' },
        {
          ...EMPTY_PRODUCT_ROW,
          name: 'Agua',
          price: '-1',
          variableCost: '3.555',
          monthlySales: '1.5',
        },
      ],
    });
    expect(messages(result)).toEqual({
      'products.1.price': 'El precio no puede ser negativo',
      'products.1.variableCost': 'El costo variable admite como máximo dos decimales',
      'products.1.monthlySales': 'Las ventas mensuales deben ser un número entero de unidades',
    });
  });

  it('turns a row into the API body, with General for a blank category', () => {
    const parsed = ProductsFormSchema.parse({
      products: [
        {
          serverId: 'abc',
          name: ' Taco ',
          price: '25.5',
          variableCost: '9',
          monthlySales: '1200',
          category: '',
        },
      ],
    });
    const [row] = parsed.products;
    expect(row && productRowToInput(row)).toEqual({
      name: 'Taco',
      price: 25.5,
      variableCost: 9,
      monthlySales: 1200,
      category: 'General',
    });
  });

  it.each([
    // Typed in pesos, previewed in centavos: 25 − 9 = 16 pesos, 16 / 25 = 64 %.
    ['25', '9', { perUnit: 1_600, percent: 64 }],
    // 10.10 − 3.30 = 6.80 exactly (no 6.7999…), 6.80 / 10.10 = 67.33 %.
    ['10.10', '3.30', { perUnit: 680, percent: expect.closeTo(67.3267, 3) }],
    ['0', '5', { perUnit: -500, percent: null }],
    ['', '5', null],
    ['abc', '5', null],
  ])('contribution of price %s and cost %s', (price, cost, expected) => {
    expect(rowContribution(price, cost)).toEqual(expected);
  });
});

describe('fixed costs step', () => {
  it('maps monthly and yearly to recurring', () => {
    const parsed = FixedCostsFormSchema.parse({
      costs: [
        { serverId: '', name: 'Renta', amount: '9000', frequency: 'monthly', category: 'Renta' },
        { serverId: '', name: 'Seguro', amount: '12000', frequency: 'yearly', category: '' },
      ],
    });
    expect(parsed.costs.map(costRowToInput)).toEqual([
      { name: 'Renta', amount: 9000, category: 'Renta', recurring: true },
      { name: 'Seguro', amount: 12000, category: 'General', recurring: false },
    ]);
  });

  it('rejects a zero amount with the contract message', () => {
    const result = FixedCostsFormSchema.safeParse({
      costs: [{ serverId: '', name: 'Luz', amount: '0', frequency: 'monthly', category: 'x' }],
    });
    expect(messages(result)).toEqual({ 'costs.0.amount': 'El monto debe ser mayor que cero' });
  });
});

describe('cash step', () => {
  const noBalance = { receivables: '', payables: '', debt: '', equity: '' };

  it('accepts a negative balance and needs a number', () => {
    expect(CashFormSchema.parse({ cashBalance: '-1500.5', ...noBalance })).toEqual({
      cashBalance: -1500.5,
      receivables: null,
      payables: null,
      debt: null,
      equity: null,
    });
    expect(messages(CashFormSchema.safeParse({ cashBalance: '', ...noBalance }))).toEqual({
      cashBalance: 'El saldo de caja debe ser un número',
    });
  });

  it('takes the balance figures as pesos, an empty one as cleared, and refuses a negative debt', () => {
    expect(
      CashFormSchema.parse({
        cashBalance: '1000',
        receivables: '12000.5',
        payables: '',
        debt: '50000',
        equity: '-300',
      }),
    ).toEqual({
      cashBalance: 1000,
      receivables: 12000.5,
      payables: null,
      debt: 50000,
      equity: -300,
    });
    expect(
      messages(CashFormSchema.safeParse({ cashBalance: '1000', ...noBalance, debt: '-1' })),
    ).toEqual({ debt: 'El monto de la deuda no puede ser negativo' });
  });
});
