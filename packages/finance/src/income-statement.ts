import { type Centavos, centavos, sumCentavos, ZERO_CENTAVOS } from './money.ts';
import { deepFreeze } from './numbers.ts';
import { categoryKey, isOwnerCategory } from './owner-movements.ts';
import { type Margins, margins } from './profitability.ts';

/**
 * Which line of the income statement a dated entry's category feeds (issue 15). Every category
 * rule of the profitability module lives here; categories are compared with `categoryKey` (no
 * case, accents or surrounding spaces). Book: chapter 10, "la escalera de los márgenes".
 */
export const INCOME_STATEMENT_CATEGORIES = deepFreeze({
  /** Cost of sales: what is spent for each unit sold (the variable costs). */
  costOfSales: [
    'insumos',
    'materia prima',
    'materias primas',
    'materiales',
    'mercancia',
    'mercancias',
    'compras',
    'compras de mercancia',
    'inventario',
    'produccion',
    'costo de ventas',
    'costo de lo vendido',
    'empaques',
    'empaque',
    'comisiones',
    'maquila',
    'fletes',
  ],
  /** Taxes on the business (ISR, IVA paid to the SAT, state payroll tax). */
  taxes: [
    'impuestos',
    'impuesto',
    'isr',
    'iva',
    'sat',
    'pagos provisionales',
    'impuesto sobre nominas',
  ],
  /** Interest on debt: below EBITDA. */
  interest: ['intereses', 'interes', 'intereses bancarios', 'intereses de credito'],
} as const);

export type IncomeStatementLine =
  | 'revenue'
  | 'costOfSales'
  | 'operatingExpenses'
  | 'interest'
  | 'taxes'
  /** Money between the business and its owners: not revenue nor expense (ch. 1). */
  | 'owner';

const KEYS = {
  costOfSales: new Set<string>(INCOME_STATEMENT_CATEGORIES.costOfSales),
  taxes: new Set<string>(INCOME_STATEMENT_CATEGORIES.taxes),
  interest: new Set<string>(INCOME_STATEMENT_CATEGORIES.interest),
};

/** The line an entry feeds: income is revenue; an expense by its category. Book: ch. 10. */
export function incomeStatementLine(
  type: 'income' | 'expense',
  category: string,
): IncomeStatementLine {
  if (isOwnerCategory(category)) return 'owner';
  if (type === 'income') return 'revenue';
  const key = categoryKey(category);
  if (KEYS.costOfSales.has(key)) return 'costOfSales';
  if (KEYS.taxes.has(key)) return 'taxes';
  if (KEYS.interest.has(key)) return 'interest';
  return 'operatingExpenses';
}

export type IncomeStatementInput = {
  revenueCentavos: Centavos;
  costOfSalesCentavos: Centavos;
  operatingExpensesCentavos: Centavos;
  interestCentavos: Centavos;
  taxesCentavos: Centavos;
};

/** A period's sums by line, from its sums by type and category (owner movements left out). */
export function incomeStatementFromCategories(
  rows: readonly { type: 'income' | 'expense'; category: string; amountCentavos: Centavos }[],
): IncomeStatementInput {
  const sums: Record<Exclude<IncomeStatementLine, 'owner'>, Centavos[]> = {
    revenue: [],
    costOfSales: [],
    operatingExpenses: [],
    interest: [],
    taxes: [],
  };
  for (const row of rows) {
    const line = incomeStatementLine(row.type, row.category);
    if (line !== 'owner') sums[line].push(row.amountCentavos);
  }
  return {
    revenueCentavos: sumCentavos(sums.revenue),
    costOfSalesCentavos: sumCentavos(sums.costOfSales),
    operatingExpensesCentavos: sumCentavos(sums.operatingExpenses),
    interestCentavos: sumCentavos(sums.interest),
    taxesCentavos: sumCentavos(sums.taxes),
  };
}

export type WaterfallStep = {
  key:
    | 'revenue'
    | 'costOfSales'
    | 'grossProfit'
    | 'operatingExpenses'
    | 'ebitda'
    | 'interest'
    | 'taxes'
    | 'netProfit';
  /** Spanish label for the chart. */
  label: string;
  /** Signed: a deduction is negative; a subtotal is the running total. */
  amountCentavos: Centavos;
  kind: 'start' | 'deduction' | 'subtotal' | 'total';
};

export type ProfitabilityFigures = IncomeStatementInput & {
  grossProfitCentavos: Centavos;
  /**
   * Gross profit − operating expenses. Dated cash entries carry no depreciation or amortisation
   * (they are not cash movements), so EBITDA here is the operating profit; interest, when an
   * entry's category says so, is below it (INCOME_STATEMENT_CATEGORIES.interest).
   */
  ebitdaCentavos: Centavos;
  netProfitCentavos: Centavos;
  margins: Margins;
  /** Revenue → costs → gross profit → operating expenses → EBITDA → (interest) → taxes → net. */
  waterfall: WaterfallStep[];
};

/**
 * The income statement of a period (or of the margins tab's what-if: the browser feeds the same
 * function with the owner's inputs): gross profit, EBITDA, net profit, the margins against the
 * benchmarks and the waterfall. The interest step appears only when there is interest.
 * Book: chapter 10.
 */
export function profitabilityFigures(input: IncomeStatementInput): ProfitabilityFigures {
  const gross = centavos(input.revenueCentavos - input.costOfSalesCentavos);
  const ebitda = centavos(gross - input.operatingExpensesCentavos);
  const net = centavos(ebitda - input.interestCentavos - input.taxesCentavos);
  const m = margins({
    totalRevenueCentavos: input.revenueCentavos,
    grossProfitCentavos: gross,
    netProfitCentavos: net,
    operatingExpensesCentavos: input.operatingExpensesCentavos,
    taxesCentavos: input.taxesCentavos,
    interestCentavos: input.interestCentavos,
  });
  const minus = (c: Centavos) => centavos(-c);
  const waterfall: WaterfallStep[] = [
    { key: 'revenue', label: 'Ingresos', amountCentavos: input.revenueCentavos, kind: 'start' },
    {
      key: 'costOfSales',
      label: 'Costo de ventas',
      amountCentavos: minus(input.costOfSalesCentavos),
      kind: 'deduction',
    },
    { key: 'grossProfit', label: 'Utilidad bruta', amountCentavos: gross, kind: 'subtotal' },
    {
      key: 'operatingExpenses',
      label: 'Gastos de operación',
      amountCentavos: minus(input.operatingExpensesCentavos),
      kind: 'deduction',
    },
    { key: 'ebitda', label: 'EBITDA', amountCentavos: ebitda, kind: 'subtotal' },
    ...(input.interestCentavos === ZERO_CENTAVOS
      ? []
      : [
          {
            key: 'interest' as const,
            label: 'Intereses',
            amountCentavos: minus(input.interestCentavos),
            kind: 'deduction' as const,
          },
        ]),
    {
      key: 'taxes',
      label: 'Impuestos',
      amountCentavos: minus(input.taxesCentavos),
      kind: 'deduction',
    },
    { key: 'netProfit', label: 'Utilidad neta', amountCentavos: net, kind: 'total' },
  ];
  return {
    ...input,
    grossProfitCentavos: gross,
    ebitdaCentavos: ebitda,
    netProfitCentavos: net,
    margins: m,
    waterfall,
  };
}

/**
 * The spec's default figures (001 §9: revenue 280,000, costs 195,000, gross 85,000, net 65,000)
 * as an income statement, shown only, and labelled, for a company without entries. The spec does
 * not split the 20,000 between gross and net profit: all of it is counted as operating expenses.
 */
export const PROFITABILITY_DEFAULT_STATEMENT: IncomeStatementInput = deepFreeze({
  revenueCentavos: centavos(28_000_000),
  costOfSalesCentavos: centavos(19_500_000),
  operatingExpensesCentavos: centavos(2_000_000),
  interestCentavos: ZERO_CENTAVOS,
  taxesCentavos: ZERO_CENTAVOS,
});
