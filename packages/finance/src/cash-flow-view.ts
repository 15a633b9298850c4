import { FIGURE_LEVEL_LABELS, FIGURE_LEVEL_TONES, flowMarginLevel, worseLevel } from './bands.ts';
import { type CashFlowStatus, cashFlowInsights, flowMarginOf } from './cash-flow.ts';
import { projectCashFlow, WEEKLY_INCOME_FACTORS, weeklyCashSplit } from './cash-projection.ts';
import { lossTone } from './dashboard.ts';
import type { MonthTotals } from './dashboard-view.ts';
import { addDays, monthKey } from './dates.ts';
import type { CompanyFigures, FiguresBasis } from './figures.ts';
import { type Centavos, centavos, ZERO_CENTAVOS } from './money.ts';
import { deepFreeze } from './numbers.ts';
import type { ProjectionAssumptions } from './projection.ts';
import type { Insight, Tone } from './types.ts';

/** The cash-flow screen's rules that are ours (the spec names the figures, not their basis). */
export const CASH_FLOW_VIEW_RULES = deepFreeze({
  /** The weekly view: the weeks of this many months, the current one included. */
  weeklyMonths: 3,
} as const);

export const CASH_FLOW_VIEW_NOTES = deepFreeze({
  noMonths: 'Aún no hay movimientos: registra tus ingresos y gastos para ver tu flujo.',
  estimate:
    'Aún no hay movimientos recientes: las cifras del mes son un estimado con tus productos y costos.',
  noCash:
    'Sin tu saldo en caja no sabemos cuántos meses te alcanza: regístralo en Datos de tu empresa.',
  openingAssumed:
    'Sin tu saldo en caja el acumulado empieza en $0: regístralo en Datos de tu empresa.',
  noExpenses: 'Sin gastos registrados no hay meses de gastos que cubrir.',
  estimatedWeeks: `Las semanas marcadas como estimadas reparten un mes sin movimientos fechados con los factores ${WEEKLY_INCOME_FACTORS.join(', ')} (más ventas al inicio del mes).`,
} as const);

/** What the cash-flow screen is computed from, however it was read (the API, a book case). */
export type CashFlowViewInputs = {
  /** YYYY-MM-DD, today in Mexico City. */
  asOf: string;
  /** The company's figures (figures.ts): the month, the cash, its runway and their levels. */
  figures: CompanyFigures;
  receivablesCentavos: Centavos | null;
  payablesCentavos: Centavos | null;
  /** Recorded months, oldest first, up to the current one (owner movements excluded). */
  months: readonly MonthTotals[];
  /**
   * Real sums of recent weeks of the month (days 1–7, 8–14, 15–21, 22–end; `from` names the
   * week), owner movements excluded; absent for a what-if case.
   */
  weeks?: readonly WeekTotals[];
};

/** A week's sums: the business's income and expenses, the owners' movements apart. */
export type WeekTotals = {
  from: string;
  to: string;
  incomeCentavos: Centavos;
  expenseCentavos: Centavos;
  ownerInCentavos?: Centavos;
  ownerOutCentavos?: Centavos;
};

export type CashFlowPeriodKind = 'monthly' | 'weekly';

/** The health badge and flow margin of the period the toggle shows. */
export type CashFlowPeriodFigures = {
  /** The period's days; null for the estimated month (no dates). */
  from: string | null;
  to: string | null;
  /** The business's income and expenses (a month's, for the monthly period). */
  income: Centavos;
  expenses: Centavos;
  /** What the owners put in and took out: cash, not income or expense. */
  ownerIn: Centavos;
  ownerOut: Centavos;
  /** Everything that came in minus everything that went out. */
  net: Centavos;
  /** The flow's status, made worse by a negative or short runway (as on the dashboard). */
  status: CashFlowStatus;
  label: string;
  tone: Tone;
  /** Net flow over income, percent; null without income. */
  flowMarginPercent: number | null;
  flowMarginTone: Tone | null;
  /** True when the figures are the split of a month, not dated entries. */
  estimated: boolean;
  /** Spanish: why the margin is missing, or what the figures rest on. */
  note: string | null;
};

export type CashFlowWeekPoint = {
  /** `YYYY-MM` and the week of that month (1: days 1–7 … 4: day 22 to the end). */
  month: string;
  week: 1 | 2 | 3 | 4;
  from: string;
  to: string;
  income: Centavos;
  expenses: Centavos;
  ownerIn: Centavos;
  ownerOut: Centavos;
  net: Centavos;
  /** The month had no dated entries: its total (or the basis month's) split 1.4/1.1/0.8/0.7. */
  estimated: boolean;
};

export type CashFlowProjectionPoint = {
  month: string;
  income: Centavos;
  expenses: Centavos;
  net: Centavos;
  cumulative: Centavos;
};

type Kpi<T> = { value: T | null; tone: Tone | null; note: string | null };

export type CashFlowView = {
  asOf: string;
  /** False without movements, products or costs: the screen invites the first entry. */
  hasData: boolean;
  /** What the month's figures are computed from (the figures core's basis). */
  basis: FiguresBasis;
  periods: Record<CashFlowPeriodKind, CashFlowPeriodFigures | null>;
  kpis: {
    /** The basis month's income − expenses (the owners' movements are not operating). */
    operatingCashFlow: Kpi<Centavos>;
    /** What the cash falls each month, owners' withdrawals included; 0 when it does not. */
    burnRate: Kpi<Centavos>;
    /** Months the cash lasts at that burn; null when not burning or without a balance. */
    runwayMonths: Kpi<number>;
    /** Cash over a month's expenses (months of expenses the cash covers). */
    liquidityRatio: Kpi<number>;
  };
  cash: { balance: Centavos | null; receivables: Centavos | null; payables: Centavos | null };
  /** The growth the projection applies (the one projection rule, projection.ts). */
  projectionRule: ProjectionAssumptions;
  /**
   * 12 months after the current one, from the basis month; the cumulative from today's cash,
   * with the owners' monthly withdrawals and contributions.
   */
  projection: CashFlowProjectionPoint[];
  /** True when the cash is unknown and the cumulative starts at $0. */
  openingAssumed: boolean;
  weekly: CashFlowWeekPoint[];
  insights: Insight[];
  /** Spanish notes on the whole view (what was assumed). */
  notes: string[];
};

const WEEK_STARTS = [1, 8, 15, 22] as const;

function monthEnd(month: string): string {
  return addDays(`${monthKey(`${month}-01`, 1)}-01`, -1);
}

/** The four weeks of a month: days 1–7, 8–14, 15–21 and 22 to the month's end. */
function weeksOfMonth(month: string): { week: 1 | 2 | 3 | 4; from: string; to: string }[] {
  const end = monthEnd(month);
  return WEEK_STARTS.map((start, i) => ({
    week: (i + 1) as 1 | 2 | 3 | 4,
    from: `${month}-${String(start).padStart(2, '0')}`,
    to: i === 3 ? end : `${month}-${String(start + 6).padStart(2, '0')}`,
  }));
}

type Totals = {
  incomeCentavos: Centavos;
  expenseCentavos: Centavos;
  ownerInCentavos: Centavos;
  ownerOutCentavos: Centavos;
};

function periodFigures(
  range: { from: string | null; to: string | null },
  totals: Totals,
  cashStatus: CashFlowStatus | null,
  estimated: boolean,
  note: string | null,
): CashFlowPeriodFigures {
  const net = centavos(
    totals.incomeCentavos +
      totals.ownerInCentavos -
      totals.expenseCentavos -
      totals.ownerOutCentavos,
  );
  const status = worseLevel(flowMarginLevel(net, totals.incomeCentavos), cashStatus);
  const margin = flowMarginOf(net, totals.incomeCentavos);
  return {
    from: range.from,
    to: range.to,
    income: totals.incomeCentavos,
    expenses: totals.expenseCentavos,
    ownerIn: totals.ownerInCentavos,
    ownerOut: totals.ownerOutCentavos,
    net,
    status,
    label: FIGURE_LEVEL_LABELS[status],
    tone: FIGURE_LEVEL_TONES[status],
    flowMarginPercent: margin.percent,
    flowMarginTone: margin.tone,
    estimated,
    note: margin.notes.percent ?? note,
  };
}

/**
 * The weeks of the last three months up to `asOf` (a week not started yet is left out; the
 * current one ends today). A month with dated entries shows their real sums; a month without
 * shows its recorded total (a what-if case) or else the basis month, split 1.4/1.1/0.8/0.7
 * for income and evenly for expenses, and says it is estimated.
 */
function weeklySeries(input: CashFlowViewInputs, basisMonth: Totals | null): CashFlowWeekPoint[] {
  const { asOf } = input;
  const real = new Map((input.weeks ?? []).map((w) => [w.from, w]));
  const byMonth = new Map(input.months.map((m) => [m.month, m]));
  const points: CashFlowWeekPoint[] = [];
  for (let k = CASH_FLOW_VIEW_RULES.weeklyMonths - 1; k >= 0; k -= 1) {
    const month = monthKey(asOf, -k);
    const slots = weeksOfMonth(month);
    const dated = slots.some((s) => real.has(s.from));
    const total = byMonth.get(month) ?? basisMonth;
    const split =
      dated || !total ? null : weeklyCashSplit(total.incomeCentavos, total.expenseCentavos);
    for (const [i, slot] of slots.entries()) {
      if (slot.from > asOf) break;
      const found = real.get(slot.from);
      const estimate = split?.[i];
      const income = estimate?.incomeCentavos ?? found?.incomeCentavos ?? ZERO_CENTAVOS;
      const expense = estimate?.expenseCentavos ?? found?.expenseCentavos ?? ZERO_CENTAVOS;
      const ownerIn = (estimate ? undefined : found?.ownerInCentavos) ?? ZERO_CENTAVOS;
      const ownerOut = (estimate ? undefined : found?.ownerOutCentavos) ?? ZERO_CENTAVOS;
      points.push({
        month,
        week: slot.week,
        from: slot.from,
        to: slot.to > asOf ? asOf : slot.to,
        income,
        expenses: expense,
        ownerIn,
        ownerOut,
        net: centavos(income + ownerIn - expense - ownerOut),
        estimated: split !== null,
      });
    }
  }
  return points;
}

/** Advice on the runway, by its level (bands.ts: under 3 and under 6 months). Book: ch. 3. */
function runwayInsights(figures: CompanyFigures): Insight[] {
  const cash = figures.cash.value;
  if (cash !== null && cash < 0) {
    return [
      {
        code: 'cash-flow-negative-cash',
        tone: 'bad',
        title: 'Caja en negativo',
        message: 'Cubre el faltante antes de cualquier otro gasto: cobra primero lo que te deben.',
      },
    ];
  }
  const level = figures.runwayMonths.value === null ? null : figures.runwayMonths.level;
  if (level === 'critical') {
    return [
      {
        code: 'cash-flow-runway-urgent',
        tone: 'bad',
        title: 'Tu caja alcanza para menos de 3 meses',
        message: 'Recorta gastos que no generan ventas y acelera la cobranza esta misma semana.',
      },
    ];
  }
  if (level === 'warning') {
    return [
      {
        code: 'cash-flow-runway-caution',
        tone: 'warning',
        title: 'Tu caja alcanza para menos de 6 meses',
        message: 'Arma una reserva y revisa qué gastos puedes posponer antes de que apriete.',
      },
    ];
  }
  return [];
}

const toneOf = (level: CashFlowStatus | null): Tone | null =>
  level === null ? null : FIGURE_LEVEL_TONES[level];

/**
 * The cash-flow screen (spec 001 §2) over the company's figures (figures.ts): the health badge
 * and flow margin of the basis month and of the last complete week, four KPIs (operating cash
 * flow, burn, runway, liquidity) that are the figures core's own, the 12-month projection from
 * the basis month with its cumulative from today's cash, the weekly view from real weekly sums
 * (the spec's split only where a month has no dated entries, marked `estimated`) and the
 * insights in the figures' own levels. Book: chapter 3.
 */
export function cashFlowView(input: CashFlowViewInputs): CashFlowView {
  const { asOf, figures } = input;
  const cash = figures.cash.value;
  const notes: string[] = [];
  const cashEcho = {
    balance: cash,
    receivables: input.receivablesCentavos,
    payables: input.payablesCentavos,
  };
  if (figures.basis.source === 'none') {
    const emptyKpi = { value: null, tone: null, note: CASH_FLOW_VIEW_NOTES.noMonths };
    return {
      asOf,
      hasData: false,
      basis: figures.basis,
      periods: { monthly: null, weekly: null },
      kpis: {
        operatingCashFlow: emptyKpi,
        burnRate: emptyKpi,
        // A negative cash is a shortfall even with nothing recorded: the figures core says so.
        runwayMonths:
          figures.runwayMonths.value === null
            ? emptyKpi
            : {
                value: figures.runwayMonths.value,
                tone: toneOf(figures.cashAlarm),
                note: figures.runwayMonths.note,
              },
        liquidityRatio: emptyKpi,
      },
      cash: cashEcho,
      projectionRule: figures.projection,
      projection: [],
      openingAssumed: cash === null,
      weekly: [],
      insights: [],
      notes: [CASH_FLOW_VIEW_NOTES.noMonths],
    };
  }
  const { month } = figures;
  const estimate = figures.basis.source === 'estimate';
  if (estimate) notes.push(CASH_FLOW_VIEW_NOTES.estimate);
  const totals: Totals = {
    incomeCentavos: month.cashIn,
    expenseCentavos: month.cashOut,
    ownerInCentavos: month.ownerIn,
    ownerOutCentavos: month.ownerOut,
  };
  const cashStatus = figures.cashAlarm;

  const weekly = estimate && input.months.length === 0 ? [] : weeklySeries(input, totals);
  if (weekly.some((w) => w.estimated)) notes.push(CASH_FLOW_VIEW_NOTES.estimatedWeeks);
  const lastWeek = [...weekly].reverse().find((w) => w.to < asOf) ?? weekly.at(-1);

  const openingAssumed = cash === null;
  if (openingAssumed) notes.push(CASH_FLOW_VIEW_NOTES.openingAssumed);
  // The cumulative is the cash: the owners' withdrawals and contributions of the basis month go
  // on each month as they are (they do not grow with sales), as the runway counts them.
  const ownerNet = month.ownerIn - month.ownerOut;
  const projection = projectCashFlow({
    monthlyIncomeCentavos: month.cashIn,
    monthlyExpenseCentavos: month.cashOut,
    openingBalanceCentavos: cash ?? ZERO_CENTAVOS,
    asOf,
    assumptions: figures.projection,
  }).map((m) => ({
    month: m.month,
    income: m.incomeCentavos,
    expenses: m.expenseCentavos,
    net: m.netCentavos,
    cumulative: centavos(m.cumulativeCentavos + ownerNet * m.index),
  }));

  // The month's badge is the figures core's status (computed from the window's sums, not the
  // rounded month), so it reads as the header and the dashboard do.
  const monthly = periodFigures(
    figures.basis,
    totals,
    cashStatus,
    estimate,
    estimate ? CASH_FLOW_VIEW_NOTES.estimate : null,
  );
  const status = figures.status.level ?? monthly.status;
  return {
    asOf,
    hasData: true,
    basis: figures.basis,
    periods: {
      monthly: {
        ...monthly,
        status,
        label: FIGURE_LEVEL_LABELS[status],
        tone: FIGURE_LEVEL_TONES[status],
        flowMarginPercent: figures.flowMargin.value,
        flowMarginTone: toneOf(figures.flowMargin.level),
      },
      weekly: lastWeek
        ? periodFigures(
            lastWeek,
            {
              incomeCentavos: lastWeek.income,
              expenseCentavos: lastWeek.expenses,
              ownerInCentavos: lastWeek.ownerIn,
              ownerOutCentavos: lastWeek.ownerOut,
            },
            cashStatus,
            lastWeek.estimated,
            lastWeek.estimated ? CASH_FLOW_VIEW_NOTES.estimatedWeeks : null,
          )
        : null,
    },
    kpis: {
      operatingCashFlow: {
        value: month.profit,
        tone: lossTone(month.profit) ?? 'good',
        note: null,
      },
      burnRate: { value: figures.burn, tone: figures.burn > 0 ? 'bad' : 'good', note: null },
      runwayMonths: {
        value: figures.runwayMonths.value,
        tone: figures.cash.value === null ? null : toneOf(cashStatus ?? 'good'),
        note: figures.cash.note ?? figures.runwayMonths.note,
      },
      liquidityRatio: {
        value: figures.liquidityMonths.value,
        tone: toneOf(figures.liquidityMonths.level),
        note: figures.liquidityMonths.note,
      },
    },
    cash: cashEcho,
    projectionRule: figures.projection,
    projection,
    openingAssumed,
    weekly,
    insights: [...runwayInsights(figures), ...cashFlowInsights(month.netFlow, month.cashIn)],
    notes,
  };
}
