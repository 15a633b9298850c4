import { IVA_RATES, PAY_FREQUENCIES } from '@caudal/finance';
import { categorySchema, isoDate, isoMonth } from './common.ts';
import { FiguresBasisSchema } from './dashboard.ts';
import { count, money, moneyInput, months, percent, ratio, unitMeta } from './numbers.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

export const ENTRY_TYPES = ['income', 'expense'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const ENTRY_TYPE_LABELS: Record<EntryType, string> = { income: 'Ingreso', expense: 'Gasto' };

/** POST/PUT /api/cash-flow/entries. */
export const CashFlowEntryInputSchema = z.strictObject({
  date: isoDate('La fecha'),
  type: z.enum(ENTRY_TYPES, { error: 'El tipo debe ser ingreso (income) o gasto (expense)' }),
  amount: moneyInput('El monto', { positive: true }),
  description: text('La descripción es obligatoria', { label: 'La descripción' })
    .trim()
    .min(1, { error: 'La descripción es obligatoria' })
    .max(300, { error: 'La descripción es demasiado larga' }),
  category: categorySchema,
  recurring: z.boolean({ error: 'recurring debe ser verdadero o falso' }).default(false),
  /**
   * The IVA the amount includes (issue 32): '16', '8', '0' or 'exento'; null: none said. Left
   * out, a new movement takes its category's default and a saved one keeps what it had.
   */
  ivaRate: z.enum(IVA_RATES, { error: 'El IVA debe ser 16, 8, 0 o exento' }).nullable().optional(),
});
export type CashFlowEntryInput = z.input<typeof CashFlowEntryInputSchema>;

export const CashFlowEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  type: z.enum(ENTRY_TYPES),
  amount: money(),
  description: z.string(),
  category: z.string(),
  recurring: z.boolean(),
  /** The IVA rate the amount includes, when a movement has one (not a CFDI's breakdown). */
  ivaRate: z.enum(IVA_RATES).nullable(),
  /** The IVA inside the amount; null without a tax breakdown. */
  iva: money().nullable(),
});
export type CashFlowEntry = z.infer<typeof CashFlowEntrySchema>;

/** GET /api/cash-flow/entries: filters and page. */
/** The filters of the entries' list and of its CSV export. */
const entryFilters = {
  from: isoDate('La fecha inicial').optional(),
  to: isoDate('La fecha final').optional(),
  type: z.enum(ENTRY_TYPES, { error: 'El tipo debe ser income o expense' }).optional(),
  category: text('La categoría debe ser texto', { label: 'La categoría' })
    .trim()
    .min(1)
    .max(60)
    .optional(),
  /** Text within the description, matched without case. */
  q: text('La búsqueda debe ser texto', { label: 'La búsqueda' })
    .trim()
    .min(1, { error: 'Escribe qué buscar' })
    .max(100, { error: 'La búsqueda puede tener como máximo 100 caracteres' })
    .optional(),
};
const datesInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const DATES_IN_ORDER = { error: 'La fecha inicial no puede ser posterior a la final' };

/**
 * Where a page starts: just after the entry `date~created_at~id` (what the previous page's
 * `nextCursor` says), so a page stays the same while entries are added (keyset paging).
 */
const CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2})~(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)~([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const validDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};
const CURSOR_ERROR = { error: 'El cursor de la página no es válido' };
const cursorSchema = z
  .string(CURSOR_ERROR)
  .regex(CURSOR_PATTERN, CURSOR_ERROR)
  .refine((cursor) => {
    const [, day = '', at = ''] = CURSOR_PATTERN.exec(cursor) ?? [];
    return validDay(day) && validDay(at.slice(0, 10)) && !Number.isNaN(Date.parse(at));
  }, CURSOR_ERROR);

export const CashFlowListQuerySchema = z
  .strictObject({
    ...entryFilters,
    /** Keyset paging: the page after this entry (`nextCursor`); `page` is then not used. */
    after: cursorSchema.optional(),
    page: z.coerce
      .number({ error: 'La página debe ser un número' })
      .int({ error: 'La página debe ser un número entero' })
      .min(1, { error: 'La página empieza en 1' })
      .meta(unitMeta('count'))
      .default(1),
    pageSize: z.coerce
      .number({ error: 'El tamaño de página debe ser un número' })
      .int({ error: 'El tamaño de página debe ser un número entero' })
      .min(1, { error: 'El tamaño de página debe ser al menos 1' })
      .max(500, { error: 'El tamaño de página puede ser como máximo 500' })
      .meta(unitMeta('count'))
      .default(50),
  })
  .refine(datesInOrder, DATES_IN_ORDER);

/** GET /api/cash-flow/entries/export.csv: the list's filters, every matching entry. */
export const CashFlowExportQuerySchema = z
  .strictObject(entryFilters)
  .refine(datesInOrder, DATES_IN_ORDER);
export type CashFlowExportQuery = z.output<typeof CashFlowExportQuerySchema>;

/** The CSV's columns (spec 001 §7), in order. */
export const CASH_FLOW_CSV_COLUMNS = [
  'Fecha',
  'Tipo',
  'Categoría',
  'Descripción',
  'Monto',
  'Recurrente',
] as const;
export type CashFlowListQuery = z.input<typeof CashFlowListQuerySchema>;

export const CashFlowPageSchema = z.object({
  items: z.array(CashFlowEntrySchema),
  total: count(),
  page: count(),
  pageSize: count(),
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** The parts of a cursor, for the query that continues after it. */
export function parseEntryCursor(cursor: string) {
  const [, date = '', createdAt = '', id = ''] = CURSOR_PATTERN.exec(cursor) ?? [];
  return { date, createdAt, id };
}
export type CashFlowPage = z.infer<typeof CashFlowPageSchema>;

/** GET /api/cash-flow/projected?month=YYYY-MM. */
export const ProjectedEntriesQuerySchema = z.strictObject({ month: isoMonth('El mes') });

/** The month's entries projected from the products and costs: computed, never stored. */
export const ProjectedEntriesSchema = z.object({
  month: z.string(),
  entries: z.array(CashFlowEntrySchema.omit({ id: true, ivaRate: true, iva: true })),
});
export type ProjectedEntries = z.infer<typeof ProjectedEntriesSchema>;

/** GET /api/cash-flow/forecast?weeks=13: the horizon, 1 to 52 weeks. */
export const CashForecastQuerySchema = z.strictObject({
  weeks: z.coerce
    .number({ error: 'Las semanas deben ser un número' })
    .int({ error: 'Las semanas deben ser un número entero' })
    .min(1, { error: 'El pronóstico va de 1 a 52 semanas' })
    .max(52, { error: 'El pronóstico va de 1 a 52 semanas' })
    .meta(unitMeta('count'))
    .default(13),
});

export const FORECAST_ITEM_KINDS = [
  'sales',
  'variable-costs',
  'fixed-cost',
  'recurring',
  'taxes',
  'aguinaldo',
  'ptu',
  'annual-return',
  'receivable',
  'payable',
] as const;

/** The forecast's calendar items an owner may switch off (the annual return: companies only). */
export const FORECAST_CALENDAR_ITEMS = ['taxes', 'aguinaldo', 'ptu', 'annual-return'] as const;
export type ForecastCalendarItem = (typeof FORECAST_CALENDAR_ITEMS)[number];
export const FORECAST_CALENDAR_LABELS: Record<ForecastCalendarItem, string> = {
  taxes: 'Pagos provisionales de ISR e IVA (día 17)',
  aguinaldo: 'Aguinaldo (antes del 20 de diciembre)',
  ptu: 'Reparto de utilidades, PTU (antes del 30 de mayo)',
  'annual-return': 'Declaración anual de personas morales (31 de marzo)',
};

/** One expected movement of a forecast week, with how it was estimated (Spanish). */
const ForecastItemSchema = z.object({
  date: z.string(),
  kind: z.enum(FORECAST_ITEM_KINDS),
  label: z.string(),
  direction: z.enum(['in', 'out']),
  amount: money(),
  basis: z.string(),
});

/** A week-by-week cash forecast from today's cash (finance `cashForecast`). */
export const CashForecastSchema = z.object({
  /** The forecast starts the day after this one. */
  asOf: z.string(),
  weeks: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      opening: money(),
      inflow: money(),
      outflow: money(),
      closing: money(),
      items: z.array(ForecastItemSchema),
    }),
  ),
  /** The index of the week whose closing balance is the lowest. */
  lowestWeek: count(),
  /** True when the company never gave its cash and the forecast starts from $0. */
  openingAssumed: z.boolean(),
  /** Spanish, when something was assumed. */
  note: z.string().nullable(),
  /** The owner's low-balance threshold (forecast settings); null: only below zero warns. */
  threshold: money().nullable(),
  /** The index of the first week that closes below zero, or null. */
  firstBelowZero: count().nullable(),
  /** The index of the first week that closes below the threshold, or null (or no threshold). */
  firstBelowThreshold: count().nullable(),
  /** The calendar items the owner switched off, left out of the weeks. */
  disabledItems: z.array(z.enum(FORECAST_CALENDAR_ITEMS)),
});
export type CashForecastResponse = z.infer<typeof CashForecastSchema>;

/** GET /api/cash-flow/categories: the company's own entry categories, for suggestions. */
export const CashFlowCategoriesSchema = z.object({ categories: z.array(z.string()) });
export type CashFlowCategories = z.infer<typeof CashFlowCategoriesSchema>;

/** GET /api/cash-flow/view takes no parameters: both periods come in one answer. */
export const CashFlowViewQuerySchema = z.strictObject({});

const ToneSchema = z.enum(['good', 'warning', 'bad']);
const CASH_FLOW_VIEW_STATUSES = ['excellent', 'good', 'warning', 'critical'] as const;

/** The health badge and flow margin of one period (the basis month, or the last week). */
const CashFlowPeriodSchema = z.object({
  /** Null for the estimated month (no dates behind it). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The business's income and expenses. */
  income: money(),
  expenses: money(),
  /** What the owners put in and took out: cash, not income or expense. */
  ownerIn: money(),
  ownerOut: money(),
  /** Everything that came in minus everything that went out. */
  net: money(),
  /** The flow's status (spec 001 §4), made worse by a negative or short runway. */
  status: z.enum(CASH_FLOW_VIEW_STATUSES),
  label: z.string(),
  tone: ToneSchema,
  /** Net flow over income, percent; null without income (see `note`). */
  flowMarginPercent: percent().nullable(),
  flowMarginTone: ToneSchema.nullable(),
  /** True when the figures split a month without dated entries. */
  estimated: z.boolean(),
  note: z.string().nullable(),
});

/** A KPI: its value (null with the Spanish reason in `note`) and finance's tone. */
const kpi = <T extends z.ZodType>(value: T) =>
  z.object({ value: value.nullable(), tone: ToneSchema.nullable(), note: z.string().nullable() });

/** GET /api/cash-flow/view: the cash-flow screen (finance `cashFlowView`). */
export const CashFlowViewSchema = z.object({
  asOf: z.string(),
  /** False without movements, products or costs. */
  hasData: z.boolean(),
  /** What the month's figures are computed from (the figures core's basis). */
  basis: FiguresBasisSchema,
  periods: z.object({
    monthly: CashFlowPeriodSchema.nullable(),
    weekly: CashFlowPeriodSchema.nullable(),
  }),
  kpis: z.object({
    operatingCashFlow: kpi(money()),
    burnRate: kpi(money()),
    runwayMonths: kpi(months()),
    /** Cash over a typical month's expenses (finance `liquidityRatio`). */
    liquidityRatio: kpi(ratio()),
  }),
  cash: z.object({
    balance: money().nullable(),
    receivables: money().nullable(),
    payables: money().nullable(),
  }),
  /** The growth the projection applies, the same growth and planning use (finance projection.ts). */
  projectionRule: z.object({
    annualGrowthPercent: percent(),
    monthlyGrowth: ratio(),
    source: z.enum(['owner', 'default']),
    label: z.string(),
  }),
  /**
   * The 12 months after the current one; `cumulative` starts from today's cash and carries the
   * owners' monthly withdrawals and contributions.
   */
  projection: z.array(
    z.object({
      month: z.string(),
      income: money(),
      expenses: money(),
      net: money(),
      cumulative: money(),
    }),
  ),
  openingAssumed: z.boolean(),
  /** The weeks of the last three months (1: days 1–7 … 4: day 22 to the end). */
  weekly: z.array(
    z.object({
      month: z.string(),
      week: count(),
      from: z.string(),
      to: z.string(),
      income: money(),
      expenses: money(),
      ownerIn: money(),
      ownerOut: money(),
      net: money(),
      estimated: z.boolean(),
    }),
  ),
  insights: z.array(
    z.object({ code: z.string(), tone: ToneSchema, title: z.string(), message: z.string() }),
  ),
  notes: z.array(z.string()),
});
export type CashFlowViewResponse = z.infer<typeof CashFlowViewSchema>;

/** GET and PUT /api/cash-flow/forecast/settings: what the owner set for the forecast. */
export const CashForecastSettingsSchema = z.object({
  /** Warn when a week closes below this balance; null: only below zero. */
  threshold: money().nullable(),
  /** Calendar items left out of the forecast. */
  disabledItems: z.array(z.enum(FORECAST_CALENDAR_ITEMS)),
  /** How often the payroll is paid: weekly, biweekly (the default) or monthly. */
  payFrequency: z.enum(PAY_FREQUENCIES),
});
export type CashForecastSettings = z.infer<typeof CashForecastSettingsSchema>;

export const CashForecastSettingsInputSchema = z.strictObject({
  threshold: moneyInput('El saldo mínimo').nullable(),
  disabledItems: z
    .array(
      z.enum(FORECAST_CALENDAR_ITEMS, {
        error: 'Las partidas del calendario son taxes, aguinaldo, ptu o annual-return',
      }),
      { error: 'Las partidas desactivadas deben ser una lista' },
    )
    .max(FORECAST_CALENDAR_ITEMS.length, { error: 'Hay partidas repetidas' })
    .refine((items) => new Set(items).size === items.length, { error: 'Hay partidas repetidas' }),
  /** Left out: stays as it was (biweekly until said). */
  payFrequency: z
    .enum(PAY_FREQUENCIES, { error: 'La nómina se paga weekly, biweekly o monthly' })
    .optional(),
});
export type CashForecastSettingsInput = z.input<typeof CashForecastSettingsInputSchema>;
