import { FIGURE_BANDS, type FigureLevel, flowMarginLevel, netMarginLevel } from './bands.ts';
import { addDays, monthKey } from './dates.ts';
import { type KpiStatus, kpiVariance } from './kpis.ts';
import type { Centavos } from './money.ts';
import { centavos, sumCentavos, ZERO_CENTAVOS } from './money.ts';
import { deepFreeze, percent, percentChange, ratio, roundCentavos } from './numbers.ts';
import { PROFITABILITY_BENCHMARKS } from './profitability.ts';
import { REPORT_INSIGHT_THRESHOLDS } from './reports.ts';

/**
 * The reports module's figures (issue 16; spec 001 §2, §3, §7, §9): a period of 7, 30, 90 or
 * 365 days ending today, cut into steps (a day for 7 and 30, a week for 90, a calendar month for
 * 365), the period's totals and growth against the period before, and the report KPIs.
 */

export const REPORT_PERIOD_DAYS = deepFreeze([7, 30, 90, 365] as const);
export type ReportPeriodDays = (typeof REPORT_PERIOD_DAYS)[number];
export type ReportStep = 'day' | 'week' | 'month';

/** How a period's detail is cut: a row a day up to 30 days, a week for 90, a month for a year. */
export const REPORT_STEPS = deepFreeze({
  7: 'day',
  30: 'day',
  90: 'week',
  365: 'month',
} as const satisfies Record<ReportPeriodDays, ReportStep>);

/** One row's dates: `from` is its first day, `to` its last (both inside the period). */
export type StepRange = { from: string; to: string };

/**
 * The period ending `asOf` (`days` days, `asOf` included) and its steps, oldest first. Weeks
 * count from the period's first day (the last one may be shorter); months are calendar months
 * cut to the period, so the first and the last may be partial.
 */
export function reportSteps(
  days: ReportPeriodDays,
  asOf: string,
): { from: string; to: string; step: ReportStep; steps: StepRange[] } {
  const from = addDays(asOf, -(days - 1));
  const step = REPORT_STEPS[days];
  const steps: StepRange[] = [];
  let start = from;
  while (start <= asOf) {
    let end: string;
    if (step === 'day') end = start;
    else if (step === 'week') end = addDays(start, 6);
    else end = addDays(`${monthKey(start, 1)}-01`, -1);
    if (end > asOf) end = asOf;
    steps.push({ from: start, to: end });
    start = addDays(end, 1);
  }
  return { from, to: asOf, step, steps };
}

/** A day's sums from `cash_flow_daily`: the business's income and expenses, owners apart. */
export type ReportDay = {
  date: string;
  /** What came in and went out (IVA included): the cash. */
  incomeCentavos: Centavos;
  expenseCentavos: Centavos;
  /** The same before IVA (issue 32): revenue, expenses and profit. Absent: the cash's. */
  incomeNetCentavos?: Centavos;
  expenseNetCentavos?: Centavos;
  ownerInCentavos: Centavos;
  ownerOutCentavos: Centavos;
};

export type ReportRow = StepRange & {
  revenueCentavos: Centavos;
  expensesCentavos: Centavos;
  /** Revenue less expenses (owner movements left out). */
  profitCentavos: Centavos;
  /** Money in less money out, owner movements included (they are cash). */
  cashFlowCentavos: Centavos;
  /** What the business's income brought in (IVA included): the flow margin's base. */
  cashInCentavos: Centavos;
};

/** The days' sums gathered into the steps (a day outside every step is ignored). */
export function reportRows(steps: readonly StepRange[], days: readonly ReportDay[]): ReportRow[] {
  return steps.map((s) => {
    const inside = days.filter((d) => d.date >= s.from && d.date <= s.to);
    const revenue = sumCentavos(inside.map((d) => d.incomeNetCentavos ?? d.incomeCentavos));
    const expenses = sumCentavos(inside.map((d) => d.expenseNetCentavos ?? d.expenseCentavos));
    const cashIn = sumCentavos(inside.map((d) => d.incomeCentavos));
    const cashOut = sumCentavos(inside.map((d) => d.expenseCentavos));
    const ownerIn = sumCentavos(inside.map((d) => d.ownerInCentavos));
    const ownerOut = sumCentavos(inside.map((d) => d.ownerOutCentavos));
    return {
      ...s,
      revenueCentavos: revenue,
      expensesCentavos: expenses,
      profitCentavos: centavos(revenue - expenses),
      cashFlowCentavos: centavos(cashIn - cashOut + ownerIn - ownerOut),
      cashInCentavos: cashIn,
    };
  });
}

export type ReportSummary = {
  revenueCentavos: Centavos;
  expensesCentavos: Centavos;
  netProfitCentavos: Centavos;
  netCashFlowCentavos: Centavos;
  /** The net cash flow over the number of rows: per day, week or month as the step says. */
  averageCashFlowCentavos: Centavos;
  /** Net profit over expenses × 100: what each peso spent returned; null without expenses. */
  roi: number | null;
  /** Net profit over revenue × 100; null without revenue. */
  netMargin: number | null;
  /** Net cash flow over what came in × 100 (the cash's own base); null without income. */
  cashFlowMargin: number | null;
  /** Revenue against the period before of the same length, in percent; null without one. */
  revenueGrowth: number | null;
};

/** The period's totals from its rows, and the growth against the previous period's revenue. */
export function reportSummary(
  rows: readonly ReportRow[],
  previousRevenueCentavos: Centavos,
): ReportSummary {
  const revenue = sumCentavos(rows.map((r) => r.revenueCentavos));
  const expenses = sumCentavos(rows.map((r) => r.expensesCentavos));
  const flow = sumCentavos(rows.map((r) => r.cashFlowCentavos));
  const cashIn = sumCentavos(rows.map((r) => r.cashInCentavos));
  const profit = centavos(revenue - expenses);
  return {
    revenueCentavos: revenue,
    expensesCentavos: expenses,
    netProfitCentavos: profit,
    netCashFlowCentavos: flow,
    averageCashFlowCentavos: rows.length === 0 ? ZERO_CENTAVOS : roundCentavos(flow / rows.length),
    roi: percent(profit, expenses),
    netMargin: percent(profit, revenue),
    cashFlowMargin: percent(flow, cashIn),
    revenueGrowth: percentChange(revenue, previousRevenueCentavos),
  };
}

export type ReportTrend = 'up' | 'down' | 'flat';

/**
 * Every KPI a company can follow, in the order the screen lists them: money first, then
 * customers. Chapter 2 asks for 5 to 7; the first six are followed until the owner chooses.
 */
export const REPORT_KPI_IDS = deepFreeze([
  'revenue',
  'net-margin',
  'cash-flow-margin',
  'ltv-coca',
  'acquisition-cost',
  'revenue-growth',
  'average-ticket',
  'active-customers',
  'new-customers',
] as const);
export type ReportKpiId = (typeof REPORT_KPI_IDS)[number];
export const REPORT_KPIS_FOLLOWED_BY_DEFAULT = deepFreeze(REPORT_KPI_IDS.slice(0, 6));
/** How many KPIs an owner follows (chapter 2: fewer leaves a blind spot, more is not read). */
export const REPORT_KPI_CHOICE = deepFreeze({ min: 5, max: 7 } as const);

export type ReportKpi = {
  id: ReportKpiId;
  name: string;
  value: number | null;
  unit: 'MXN' | '%' | 'x' | 'clientes';
  status: KpiStatus | null;
  description: string;
  target: number | null;
  /** Whose target: the owner's, the product's default, or none. */
  targetSource: 'owner' | 'default' | null;
  /** The product's default target, whatever the owner chose (the editor suggests it). */
  defaultTarget: number | null;
  variance: number | null;
  trend: ReportTrend | null;
  /** Spanish: why a value or status is missing. */
  note: string | null;
};

/**
 * The report KPIs' targets, until each company stores its own: the previous period's revenue
 * (at least keep it), the book's net-margin benchmark (15 %), the flow margin the bands call
 * excellent (above 15 %), LTV/COCA of 3, an acquisition cost at most LTV ÷ 3, and growth of
 * 5 % over the period before. The two margins' statuses are their bands' (bands.ts), whatever
 * the target: the same verdict as on every other screen. Book: chapter 2 (targets and variance).
 */
export const REPORT_KPI_TARGETS = deepFreeze({
  netMargin: PROFITABILITY_BENCHMARKS.netMargin,
  cashFlowMargin: FIGURE_BANDS.flowMargin.excellentAbove,
  ltvCoca: REPORT_INSIGHT_THRESHOLDS.ltvCocaAbove,
  revenueGrowth: 5,
} as const);

/** Up, down or flat (within 0.5 % of the previous value); null without a previous value. */
export function trendOf(value: number | null, previous: number | null): ReportTrend | null {
  if (value === null || previous === null) return null;
  const scale = Math.max(Math.abs(value), Math.abs(previous));
  if (scale === 0 || Math.abs(value - previous) <= scale * 0.005) return 'flat';
  return value > previous ? 'up' : 'down';
}

/**
 * "Ingreso promedio por movimiento" (the KPI `average-ticket`, its id kept for the owners' stored
 * choices): the period's revenue ÷ its income movements. It is not a ticket: many owners record a
 * day's sales as one movement, and then it is their average day. Null without movements. Ch. 2.
 */
export function averageIncomePerMovement(
  revenueCentavos: Centavos,
  incomeMovements: number,
): Centavos | null {
  return incomeMovements > 0 ? roundCentavos(revenueCentavos / incomeMovements) : null;
}

/** Its name and description, the same in the KPI, the report's preview and its PDF. */
export const AVERAGE_INCOME_PER_MOVEMENT = deepFreeze({
  name: 'Ingreso promedio por movimiento',
  description:
    'Ingresos del periodo entre sus movimientos de ingreso: si registras un total por día, es tu ingreso promedio diario, no lo que gasta cada cliente.',
} as const);

/** A period's customer figures beside the one before it (null: no record, or no entries). */
export type ReportCustomerFigures = {
  averageIncomePerMovementCentavos: Centavos | null;
  activeCustomers: number | null;
  newCustomers: number | null;
};

export type ReportKpiInput = {
  current: ReportSummary;
  previous: ReportSummary;
  ltvCentavos: Centavos | null;
  cocaCentavos: Centavos | null;
  ltvCocaRatio: number | null;
  /** Why COCA and LTV/COCA are missing without the owner's customers; null when recorded. */
  customersNeeded: string | null;
  customers: ReportCustomerFigures;
  previousCustomers: ReportCustomerFigures;
};

/** The owner's own targets, in each KPI's unit (pesos for 'MXN'); absent: the default. */
export type ReportKpiTargets = Partial<Record<ReportKpiId, number>>;

const NO_DATA = 'Sin datos suficientes en el periodo para calcularlo.';

type KpiBase = Pick<ReportKpi, 'id' | 'name' | 'unit' | 'description'>;

function kpi(
  base: KpiBase,
  value: number | null,
  defaultTarget: number | null,
  previous: number | null,
  owner: ReportKpiTargets,
  higherIsBetter = true,
  missing = NO_DATA,
  level?: FigureLevel | null,
): ReportKpi {
  const own = owner[base.id];
  const target = own ?? defaultTarget;
  const targetSource: ReportKpi['targetSource'] =
    own !== undefined ? 'owner' : target === null ? null : 'default';
  const head = { ...base, targetSource, defaultTarget };
  if (value === null) {
    return { ...head, value, status: null, target, variance: null, trend: null, note: missing };
  }
  if (level !== undefined) {
    // A figure with bands is judged by them (one verdict everywhere); the target still shows
    // how far the value is from it.
    return {
      ...head,
      value,
      status: level,
      target,
      variance: target === null ? null : value - target,
      trend: trendOf(value, previous),
      note: null,
    };
  }
  if (target === null) {
    return {
      ...head,
      value,
      status: null,
      target,
      variance: null,
      trend: trendOf(value, previous),
      note: 'Sin meta con qué compararlo: fija la tuya.',
    };
  }
  // A value at or below zero against a positive target is as far from it as can be.
  const v = kpiVariance(value, target, higherIsBetter);
  const status: KpiStatus | null =
    v.status ?? (higherIsBetter && target > 0 && value <= 0 ? 'critical' : null);
  return {
    ...head,
    value,
    status,
    target,
    variance: v.variance,
    trend: trendOf(value, previous),
    note: status === null ? 'Sin meta y valor positivos no hay estado.' : null,
  };
}

/**
 * The report KPIs of a period, every one of `REPORT_KPI_IDS`, against the owner's targets or
 * else the defaults (`REPORT_KPI_TARGETS`; the previous period's revenue and average income per
 * movement; no
 * default for customer counts, which only the owner can set). Book: ch. 2.
 */
export function reportKpis(input: ReportKpiInput, owner: ReportKpiTargets = {}): ReportKpi[] {
  const { current: c, previous: p, customers: cu, previousCustomers: pc } = input;
  const t = REPORT_KPI_TARGETS;
  const pesos = (v: Centavos | null) => (v === null ? null : v / 100);
  const ceiling = input.ltvCentavos === null ? null : ratio(input.ltvCentavos, t.ltvCoca);
  const k = (
    base: Omit<KpiBase, 'id'> & { id: ReportKpiId },
    value: number | null,
    target: number | null,
    previous: number | null,
    higherIsBetter = true,
    missing = NO_DATA,
    level?: FigureLevel | null,
  ) => kpi(base, value, target, previous, owner, higherIsBetter, missing, level);
  return [
    k(
      {
        id: 'revenue',
        name: 'Ingresos del periodo',
        unit: 'MXN',
        description: 'Ventas del periodo; la meta es al menos igualar el periodo anterior.',
      },
      pesos(c.revenueCentavos),
      p.revenueCentavos > 0 ? pesos(p.revenueCentavos) : null,
      pesos(p.revenueCentavos),
    ),
    k(
      {
        id: 'net-margin',
        name: 'Margen neto',
        unit: '%',
        description: 'Utilidad del periodo sobre sus ingresos; la referencia del libro es 15 %.',
      },
      c.netMargin,
      t.netMargin,
      p.netMargin,
      true,
      'Sin ingresos en el periodo no hay margen.',
      c.netMargin === null ? null : netMarginLevel(c.netMargin),
    ),
    k(
      {
        id: 'cash-flow-margin',
        name: 'Margen de flujo',
        unit: '%',
        description:
          'Flujo neto de caja sobre los ingresos; arriba de 15 % es excelente, arriba de 0 es bueno.',
      },
      c.cashFlowMargin,
      t.cashFlowMargin,
      p.cashFlowMargin,
      true,
      'Sin ingresos en el periodo no hay margen de flujo.',
      c.cashFlowMargin === null ? null : flowMarginLevel(c.netCashFlowCentavos, c.revenueCentavos),
    ),
    k(
      {
        id: 'ltv-coca',
        name: 'Razón LTV/COCA',
        unit: 'x',
        description: 'Cuánto vale un cliente frente a lo que cuesta conseguirlo; la meta es 3.',
      },
      input.ltvCocaRatio,
      t.ltvCoca,
      null,
      true,
      input.customersNeeded ??
        'Sin productos, clientes nuevos o gasto de marketing no hay razón LTV/COCA.',
    ),
    k(
      {
        id: 'acquisition-cost',
        name: 'Costo de adquisición (COCA)',
        unit: 'MXN',
        description: 'Lo que cuesta conseguir un cliente; como máximo un tercio de su LTV.',
      },
      pesos(input.cocaCentavos),
      ceiling === null ? null : Math.round(ceiling) / 100,
      null,
      false,
      input.customersNeeded ?? 'Sin clientes nuevos no hay costo de adquisición por cliente.',
    ),
    k(
      {
        id: 'revenue-growth',
        name: 'Crecimiento de ingresos',
        unit: '%',
        description: 'Ingresos frente al periodo anterior de la misma duración; meta 5 %.',
      },
      c.revenueGrowth,
      t.revenueGrowth,
      p.revenueGrowth,
      true,
      'Sin ingresos en el periodo anterior no se mide el crecimiento.',
    ),
    k(
      {
        id: 'average-ticket',
        name: AVERAGE_INCOME_PER_MOVEMENT.name,
        unit: 'MXN',
        description: `${AVERAGE_INCOME_PER_MOVEMENT.description} La meta es al menos el del periodo anterior.`,
      },
      pesos(cu.averageIncomePerMovementCentavos),
      pesos(pc.averageIncomePerMovementCentavos),
      pesos(pc.averageIncomePerMovementCentavos),
      true,
      'Sin movimientos de ingreso en el periodo no hay ingreso promedio por movimiento.',
    ),
    k(
      {
        id: 'active-customers',
        name: 'Clientes activos',
        unit: 'clientes',
        description: 'Clientes activos del último mes registrado en el periodo.',
      },
      cu.activeCustomers,
      null,
      pc.activeCustomers,
      true,
      'Sin registros de clientes en el periodo: regístralos en Unit economics.',
    ),
    k(
      {
        id: 'new-customers',
        name: 'Clientes nuevos',
        unit: 'clientes',
        description: 'Clientes nuevos de los meses registrados del periodo.',
      },
      cu.newCustomers,
      null,
      pc.newCustomers,
      true,
      'Sin registros de clientes en el periodo: regístralos en Unit economics.',
    ),
  ];
}

/**
 * The customer figures of the months a period touches, from the monthly records: the active
 * customers of the last recorded month and the new customers of all of them (null: none).
 */
export function periodCustomers(
  range: StepRange,
  records: readonly { month: string; activeCustomers: number; newCustomers: number }[],
): Pick<ReportCustomerFigures, 'activeCustomers' | 'newCustomers'> {
  const inside = records
    .filter((r) => r.month >= monthKey(range.from) && r.month <= monthKey(range.to))
    .sort((a, b) => a.month.localeCompare(b.month));
  if (inside.length === 0) return { activeCustomers: null, newCustomers: null };
  return {
    activeCustomers: inside.at(-1)?.activeCustomers ?? null,
    newCustomers: inside.reduce((n, r) => n + r.newCustomers, 0),
  };
}

/** The customers of the month a row falls in (records are monthly); null without a record. */
export function rowCustomers(
  row: StepRange,
  records: readonly { month: string; activeCustomers: number }[],
): number | null {
  const month = monthKey(row.from);
  return records.find((r) => r.month === month)?.activeCustomers ?? null;
}
