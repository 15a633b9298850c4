import { categoryKey } from '@caudal/finance';
import { CashFlowEntryInputSchema, CashFlowEntrySchema } from './cash-flow.ts';
import { recordName } from './common.ts';
import { CompanySchema, UpdateCompanyRequestSchema } from './company.ts';
import {
  FixedCostInputSchema,
  FixedCostSchema,
  VariableCostLineInputSchema,
  VariableCostLineSchema,
} from './costs.ts';
import { PricingInputsInputSchema } from './costs-pricing.ts';
import { GrowthDocumentSchema } from './growth.ts';
import { ComputedMetricsSchema } from './metrics.ts';
import { count, money, moneyInput, months, percent, ratio } from './numbers.ts';
import {
  BudgetLineInputSchema,
  BudgetLineSchema,
  checkGoal,
  GOAL_FIELDS,
  GoalSchema,
  MAX_SCENARIOS,
  ScenarioInputSchema,
  ScenarioSchema,
  scenarioSetProblem,
} from './planning.ts';
import { ProductInputSchema, ProductSchema } from './products.ts';
import {
  InvestmentInputSchema,
  InvestmentSchema,
  ProfitCentreGroupInputSchema,
  ProfitCentreGroupSchema,
} from './profitability.ts';
import { ReportKpiSettingsSchema } from './reports.ts';
import { text } from './text.ts';
import {
  CustomerRecordInputSchema,
  CustomerRecordSchema,
  UnitEconomicsInputsInputSchema,
  UnitEconomicsScenarioSchema,
} from './unit-economics.ts';
import { z } from './zod-es.ts';

const withOptionalId = { id: text('El identificador debe ser texto').max(100).optional() };

/** A product of the same document, by the `id` it has there. */
const documentProductId = text('El producto debe ser el id de un producto del archivo').max(100);

/** The owner's pricing inputs of a product (costs and pricing), by the product's document id. */
export const DocumentPricingInputsSchema = PricingInputsInputSchema.extend({
  productId: documentProductId,
});

/** A saved unit-economics what-if; its product by its document id (null: all products). */
export const DocumentScenarioSchema = z.strictObject({
  ...withOptionalId,
  name: recordName('El nombre del escenario'),
  productId: documentProductId.nullable(),
  inputs: UnitEconomicsInputsInputSchema,
  createdAt: text('La fecha debe ser texto').max(40).optional(),
});

/**
 * A movement's tax breakdown as the export writes it (issue 32): the IVA inside its amount and
 * what was withheld. A rate (`ivaRate`) recomputes the IVA from the amount instead.
 */
const documentTaxes = {
  iva: moneyInput('El IVA del movimiento').nullable().optional(),
  isrWithheld: moneyInput('El ISR retenido').nullable().optional(),
  ivaWithheld: moneyInput('El IVA retenido').nullable().optional(),
  otherWithheld: moneyInput('Las otras deducciones de nómina').nullable().optional(),
};

/**
 * POST /api/financial-data/import: the document GET /api/financial-data/export produces.
 * Ids, metrics and exportedAt are accepted and ignored (ids are new, metrics are recomputed).
 */
export const ImportDocumentSchema = z
  .strictObject({
    company: UpdateCompanyRequestSchema,
    products: z.array(ProductInputSchema.extend(withOptionalId)).max(1000, {
      error: 'Se admiten como máximo 1,000 productos',
    }),
    fixedCosts: z.array(FixedCostInputSchema.extend(withOptionalId)).max(1000, {
      error: 'Se admiten como máximo 1,000 costos fijos',
    }),
    variableCostLines: z
      .array(VariableCostLineInputSchema.extend(withOptionalId))
      .max(1000, { error: 'Se admiten como máximo 1,000 líneas de costo' })
      .default([]),
    cashFlow: z
      .array(CashFlowEntryInputSchema.extend(withOptionalId).extend(documentTaxes))
      .max(200_000, {
        error: 'Se admiten como máximo 200,000 movimientos por importación',
      }),
    /** The company's customers by month (unit economics); a document without them clears them. */
    customerRecords: z
      .array(CustomerRecordInputSchema.extend(withOptionalId))
      .max(1200, { error: 'Se admiten como máximo 1,200 meses de clientes' })
      .refine((list) => new Set(list.map((r) => r.month)).size === list.length, {
        error: 'Cada mes de clientes puede aparecer una sola vez',
      })
      .default([]),
    /** Pricing inputs by product (a document without them clears them). */
    pricingInputs: z
      .array(DocumentPricingInputsSchema)
      .max(1000, { error: 'Se admiten como máximo 1,000 supuestos de precio' })
      .default([]),
    /** Saved unit-economics what-ifs (a document without them clears them). */
    unitEconomicsScenarios: z
      .array(DocumentScenarioSchema)
      .max(1000, { error: 'Se admiten como máximo 1,000 escenarios' })
      .default([]),
    /** The investments of the profitability module; a document without them clears them. */
    investments: z
      .array(InvestmentInputSchema.extend(withOptionalId))
      .max(1000, { error: 'Se admiten como máximo 1,000 inversiones' })
      .default([]),
    /**
     * The owner's grouping of profit centres. A 'product:<id>' key naming one of the document's
     * products follows that product to its new id.
     */
    centreGroups: z
      .array(ProfitCentreGroupInputSchema.extend(withOptionalId))
      .max(500, { error: 'Se admiten como máximo 500 grupos de centros' })
      .default([]),
    /** The planning module's goals (a document without them clears them). */
    goals: z
      .array(z.strictObject({ ...GOAL_FIELDS, ...withOptionalId }).superRefine(checkGoal))
      .max(1000, { error: 'Se admiten como máximo 1,000 metas' })
      .default([]),
    /** The budget lines (a document without them clears them). */
    budgetLines: z
      .array(BudgetLineInputSchema.extend(withOptionalId))
      .max(10_000, { error: 'Se admiten como máximo 10,000 partidas de presupuesto' })
      .default([]),
    /** The planning scenarios; none keeps the defaults (25/50/20/5 %). */
    planningScenarios: z
      .array(ScenarioInputSchema.extend(withOptionalId))
      .max(MAX_SCENARIOS, { error: 'Se admiten como máximo 12 escenarios' })
      .superRefine((list, ctx) => {
        const problem = list.length > 0 ? scenarioSetProblem(list) : null;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .default([]),
    /** The reports' KPIs followed and the owner's targets; null (or absent) keeps the defaults. */
    reportKpiSettings: ReportKpiSettingsSchema.nullable().default(null),
    /** The growth screen's settings, targets, scenarios, plan and simulations; null clears them. */
    growth: GrowthDocumentSchema.nullable().default(null),
    metrics: z.unknown().optional(),
    exportedAt: text('La fecha de exportación debe ser texto').max(40).optional(),
  })
  .superRefine((doc, ctx) => {
    // What names a product names one of the document's products, and each product once.
    const ids = new Set(doc.products.flatMap((p) => (p.id ? [p.id] : [])));
    const priced = new Set<string>();
    doc.pricingInputs.forEach((inputs, i) => {
      if (!ids.has(inputs.productId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['pricingInputs', i, 'productId'],
          message: `Los supuestos de precio ${i + 1} son de un producto que no está en el archivo`,
        });
      } else if (priced.has(inputs.productId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['pricingInputs', i, 'productId'],
          message: 'Cada producto puede tener unos solos supuestos de precio',
        });
      }
      priced.add(inputs.productId);
    });
    doc.unitEconomicsScenarios.forEach((scenario, i) => {
      if (scenario.productId !== null && !ids.has(scenario.productId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['unitEconomicsScenarios', i, 'productId'],
          message: `El escenario «${scenario.name}» es de un producto que no está en el archivo`,
        });
      }
    });
    // A budget has one line per month, type and category (compared without case or accents).
    const lines = new Set<string>();
    doc.budgetLines.forEach((line, i) => {
      const key = `${line.month}|${line.type}|${categoryKey(line.category)}`;
      if (lines.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['budgetLines', i, 'category'],
          message: `La partida «${line.category}» de ${line.month} aparece dos veces`,
        });
      }
      lines.add(key);
    });
  });
export type ImportDocument = z.input<typeof ImportDocumentSchema>;

export const ImportResultSchema = z.object({
  products: count(),
  fixedCosts: count(),
  variableCostLines: count(),
  cashFlow: count(),
  customerRecords: count(),
  pricingInputs: count(),
  unitEconomicsScenarios: count(),
  investments: count(),
  centreGroups: count(),
  goals: count(),
  budgetLines: count(),
  planningScenarios: count(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

export const ExportDocumentSchema = z.object({
  // The cash as of the export (the import gives it as today's); how it was given stays behind.
  company: CompanySchema.omit({ cashBalanceGiven: true }),
  metrics: ComputedMetricsSchema,
  products: z.array(ProductSchema),
  fixedCosts: z.array(FixedCostSchema),
  variableCostLines: z.array(VariableCostLineSchema),
  cashFlow: z.array(
    CashFlowEntrySchema.extend({
      /** What was withheld (a CFDI's ISR and IVA retenidos): the profit is before them. */
      isrWithheld: money().nullable(),
      ivaWithheld: money().nullable(),
      /** A payroll's other deductions (the worker's IMSS…): its cost is the gross. */
      otherWithheld: money().nullable(),
    }),
  ),
  customerRecords: z.array(CustomerRecordSchema),
  pricingInputs: z.array(
    z.object({
      productId: z.string(),
      targetMargin: percent(),
      competitorPrice: money().nullable(),
      priceElasticity: ratio(),
      demand: count().nullable(),
    }),
  ),
  unitEconomicsScenarios: z.array(UnitEconomicsScenarioSchema),
  /**
   * The stored fields only (no derived ROI), so the document imports back as it is: an even
   * monthly series as its monthly return and duration, an uneven one as its flows (issue 33).
   */
  investments: z.array(
    InvestmentSchema.pick({
      id: true,
      name: true,
      type: true,
      initialCost: true,
      riskLevel: true,
      periodUnit: true,
      discountRate: true,
    }).extend({
      monthlyReturn: money().optional(),
      duration: months().optional(),
      cashFlows: z.array(money()).optional(),
      salvageValue: money().optional(),
    }),
  ),
  centreGroups: z.array(ProfitCentreGroupSchema.pick({ id: true, name: true, centreKeys: true })),
  goals: z.array(GoalSchema.omit({ createdAt: true })),
  budgetLines: z.array(BudgetLineSchema.omit({ createdAt: true })),
  /** Empty while the company keeps the default scenarios. */
  planningScenarios: z.array(ScenarioSchema),
  /** Null while the company follows the default KPIs with the default targets. */
  reportKpiSettings: ReportKpiSettingsSchema.nullable(),
  /** Null while the company keeps nothing of its own on the growth screen. */
  growth: GrowthDocumentSchema.nullable(),
  exportedAt: z.string(),
});
export type ExportDocument = z.infer<typeof ExportDocumentSchema>;
