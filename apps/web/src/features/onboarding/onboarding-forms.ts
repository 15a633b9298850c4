import {
  type Company,
  type FixedCost,
  FixedCostInputSchema,
  type Product,
  ProductInputSchema,
  UpdateCompanyRequestSchema,
  z,
} from '@caudal/contracts';
import { type Centavos, centavos, percent } from '@caudal/finance';
import {
  fieldToCentavos,
  moneyToField,
  nullableNumber,
  nullableText,
  numberToField,
  optionalNumber,
  optionalText,
} from '../../lib/form-values.ts';

// Every field is typed as text and checked by the contract's own schema for that field, so
// limits and Spanish messages match the API and errors land on the field that caused them.
// Money fields are checked by the wire side of the contract's money schema (`.in`): people type
// pesos, and pesos are what the API receives.
const text = <T extends z.ZodType<unknown, string | undefined>>(schema: T) =>
  z.string().transform(optionalText).pipe(schema);
const clearable = <T extends z.ZodType<unknown, string | null>>(schema: T) =>
  z.string().transform(nullableText).pipe(schema);
const numeric = <T extends z.ZodType<unknown, number | undefined>>(schema: T) =>
  z.string().transform(optionalNumber).pipe(schema);
const clearableNumber = <T extends z.ZodType<unknown, number | null>>(schema: T) =>
  z.string().transform(nullableNumber).pipe(schema);

const company = UpdateCompanyRequestSchema.shape;

// ---------------------------------------------------------------- step 1: the company

export type CompanyFormInput = {
  name: string;
  industry: string;
  stage: string;
  employees: string;
  foundedDate: string;
  businessModel: string;
  rfc: string;
  taxRegime: string;
  profitCoefficient: string;
};

/** Name, industry, stage and employees are needed for the dashboard; the rest is optional. */
export const CompanyFormSchema = z.object({
  name: text(company.name.unwrap().unwrap()),
  industry: text(company.industry.unwrap().unwrap()),
  stage: text(company.stage.unwrap().unwrap()),
  employees: numeric(company.employees.unwrap().unwrap()),
  foundedDate: clearable(company.foundedDate.unwrap()),
  businessModel: clearable(company.businessModel.unwrap()),
  // The CFDI importer reads invoices against it (issued by the company: income).
  rfc: clearable(company.rfc.unwrap()),
  // The month's tax estimate reads them (issue 32).
  taxRegime: clearable(company.taxRegime.unwrap()),
  profitCoefficient: clearableNumber(company.profitCoefficient.unwrap()),
});
export type CompanyFormOutput = z.output<typeof CompanyFormSchema>;

export function companyToForm(value: Company): CompanyFormInput {
  return {
    name: value.name ?? '',
    industry: value.industry ?? '',
    stage: value.stage ?? '',
    employees: numberToField(value.employees),
    foundedDate: value.foundedDate ?? '',
    businessModel: value.businessModel ?? '',
    rfc: value.rfc ?? '',
    taxRegime: value.taxRegime ?? '',
    profitCoefficient: numberToField(value.profitCoefficient),
  };
}

// ---------------------------------------------------------------- step 2: products

const product = ProductInputSchema.shape;

/** One product row; `serverId` is empty until the row is saved. */
export type ProductRowInput = {
  serverId: string;
  name: string;
  price: string;
  variableCost: string;
  monthlySales: string;
  category: string;
};

const ProductRowSchema = z.object({
  serverId: z.string(),
  name: text(product.name),
  price: numeric(product.price.in),
  variableCost: numeric(product.variableCost.in),
  monthlySales: numeric(product.monthlySales),
  // A blank category takes the contract's default ('General').
  category: text(product.category),
});
export type ProductRowOutput = z.output<typeof ProductRowSchema>;

export const PRODUCTS_REQUIRED_MESSAGE = 'Agrega al menos un producto para continuar.';

export const ProductsFormSchema = z.object({
  products: z.array(ProductRowSchema).min(1, { error: PRODUCTS_REQUIRED_MESSAGE }),
});
export type ProductsFormInput = { products: ProductRowInput[] };
export type ProductsFormOutput = z.output<typeof ProductsFormSchema>;

export const EMPTY_PRODUCT_ROW: ProductRowInput = {
  serverId: '',
  name: '',
  price: '',
  variableCost: '',
  monthlySales: '',
  category: 'General',
};

export function productToRow(value: Product): ProductRowInput {
  return {
    serverId: value.id,
    name: value.name,
    price: moneyToField(value.price),
    variableCost: moneyToField(value.variableCost),
    monthlySales: numberToField(value.monthlySales),
    category: value.category,
  };
}

export function productRowToInput({ serverId: _id, ...input }: ProductRowOutput) {
  return input;
}

/**
 * The live contribution margin of a row being typed: price − variable cost, per unit and as a
 * percent of the price; null when either is not a usable number yet.
 */
export function rowContribution(
  price: string,
  variableCost: string,
): { perUnit: Centavos; percent: number | null } | null {
  const p = fieldToCentavos(price);
  const c = fieldToCentavos(variableCost);
  if (p === undefined || c === undefined) return null;
  const perUnit = centavos(p - c);
  return { perUnit, percent: percent(perUnit, p) };
}

// ---------------------------------------------------------------- step 3: fixed costs

const fixedCost = FixedCostInputSchema.shape;

export const COST_FREQUENCIES = ['monthly', 'yearly'] as const;
export type CostFrequency = (typeof COST_FREQUENCIES)[number];

export type FixedCostRowInput = {
  serverId: string;
  name: string;
  amount: string;
  frequency: CostFrequency;
  category: string;
};

const FixedCostRowSchema = z.object({
  serverId: z.string(),
  name: text(fixedCost.name),
  amount: numeric(fixedCost.amount.in),
  frequency: z.enum(COST_FREQUENCIES),
  category: text(fixedCost.category),
});
export type FixedCostRowOutput = z.output<typeof FixedCostRowSchema>;

export const FixedCostsFormSchema = z.object({ costs: z.array(FixedCostRowSchema) });
export type FixedCostsFormInput = { costs: FixedCostRowInput[] };
export type FixedCostsFormOutput = z.output<typeof FixedCostsFormSchema>;

export const EMPTY_COST_ROW: FixedCostRowInput = {
  serverId: '',
  name: '',
  amount: '',
  frequency: 'monthly',
  category: 'General',
};

export function fixedCostToRow(value: FixedCost): FixedCostRowInput {
  return {
    serverId: value.id,
    name: value.name,
    amount: moneyToField(value.amount),
    frequency: value.recurring ? 'monthly' : 'yearly',
    category: value.category,
  };
}

export function costRowToInput({ serverId: _id, frequency, ...rest }: FixedCostRowOutput) {
  return { ...rest, recurring: frequency === 'monthly' };
}

// ---------------------------------------------------------------- step 4: cash

/** The balance figures beside the cash: optional, an empty field clears the figure. */
export const BALANCE_FIELDS = ['receivables', 'payables', 'debt', 'equity'] as const;
type BalanceField = (typeof BALANCE_FIELDS)[number];

export type CashFormInput = { cashBalance: string } & Record<BalanceField, string>;

const balance = (field: BalanceField) =>
  clearableNumber(company[field].unwrap().unwrap().in.nullable());

export const CashFormSchema = z.object({
  cashBalance: numeric(company.cashBalance.unwrap().unwrap().in),
  receivables: balance('receivables'),
  payables: balance('payables'),
  debt: balance('debt'),
  equity: balance('equity'),
});
export type CashFormOutput = z.output<typeof CashFormSchema>;

export function cashToForm(value: Company): CashFormInput {
  return {
    cashBalance: moneyToField(value.cashBalance),
    receivables: moneyToField(value.receivables),
    payables: moneyToField(value.payables),
    debt: moneyToField(value.debt),
    equity: moneyToField(value.equity),
  };
}
