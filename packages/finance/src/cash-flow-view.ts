import {
  CASH_FLOW_STATUS_LABELS,
  CASH_FLOW_STATUS_TONES,
  type CashFlowStatus,
  cashFlowInsights,
  cashFlowStatus,
  flowMarginOf,
} from './cash-flow.ts';
import { projectCashFlow, WEEKLY_INCOME_FACTORS, weeklyCashSplit } from './cash-projection.ts';
import { lossTone } from './dashboard.ts';
import type { MonthTotals } from './dashboard-view.ts';
import { addDays, monthKey } from './dates.ts';
import { type Centavos, centavos, sumCentavos, ZERO_CENTAVOS } from './money.ts';
import { deepFreeze, roundCentavos } from './numbers.ts';
import {
  burnRate,
  cashPosition,
  cashTone,
  liquidityRatio,
  runwayAdvice,
  worseStatus,
} from './runway.ts';
import type { Insight, Tone } from './types.ts';

/** The cash-flow screen's rules that are ours (the spec names the figures, not their basis). */
export const CASH_FLOW_VIEW_RULES = deepFreeze({
  /** The typical month: the average of up to this many complete months before today's. */
  typicalMonths: 3,
  /** The weekly view: the weeks of this many months, the current one included. */
  weeklyMonths: 3,
} as const);

export const CASH_FLOW_VIEW_NOTES = deepFreeze({
  noMonths: 'Aún no hay movimientos: registra tus ingresos y gastos para ver tu flujo.',
  partialMonth:
    'Aún no tienes un mes completo de movimientos: usamos lo que llevas de este mes, que puede quedarse corto.',
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
  /** Today's cash (null: the owner never gave it). */
  cashCentavos: Centavos | null;
  receivablesCentavos: Centavos | null;
  payablesCentavos: Centavos | null;
  /** Recorded months, oldest first, up to the current one (owner movements excluded). */
  months: readonly MonthTotals[];
  /**
   * Real sums of recent weeks of the month (days 1–7, 8–14, 15–21, 22–end; `from` names the
   * week), owner movements excluded; absent for a what-if case.
   */
  weeks?: readonly {
    from: string;
    to: string;
    incomeCentavos: Centavos;
    expenseCentavos: Centavos;
  }[];
};

export type CashFlowPeriodKind = 'monthly' | 'weekly';

/** The health badge and flow margin of the period the toggle shows. */
export type CashFlowPeriodFigures = {
  from: string;
  to: string;
  income: Centavos;
  expenses: Centavos;
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
  net: Centavos;
  /** The month had no dated entries: its total (or the typical month's) split 1.4/1.1/0.8/0.7. */
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
  /** False when there is not one recorded month: the screen invites the first entry. */
  hasData: boolean;
  /** The months averaged as the typical month (null without any). */
  basis: { from: string; to: string; months: number; partial: boolean } | null;
  periods: Record<CashFlowPeriodKind, CashFlowPeriodFigures | null>;
  kpis: {
    /** The typical month's income − expenses. */
    operatingCashFlow: Kpi<Centavos>;
    /** What leaves each month when the typical month loses money; 0 otherwise. */
    burnRate: Kpi<Centavos>;
    /** Months the cash lasts at that loss; null when not burning or without a balance. */
    runwayMonths: Kpi<number>;
    /** Cash over a typical month's expenses (months of expenses the cash covers). */
    liquidityRatio: Kpi<number>;
  };
  cash: { balance: Centavos | null; receivables: Centavos | null; payables: Centavos | null };
  /** 12 months after the current one, from the typical month; the cumulative from today's cash. */
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

type Totals = { incomeCentavos: Centavos; expenseCentavos: Centavos };

/**
 * The typical month: the average of the last three complete months before `asOf`'s (none
 * before the first recorded month); with none complete, the current month so far (`partial`).
 */
export function typicalMonth(
  asOf: string,
  months: readonly MonthTotals[],
): { totals: Totals; basis: NonNullable<CashFlowView['basis']> } | null {
  const current = asOf.slice(0, 7);
  const recorded = months.filter((m) => m.month <= current);
  const first = recorded[0]?.month;
  if (first === undefined) return null;
  const keys: string[] = [];
  for (let k = CASH_FLOW_VIEW_RULES.typicalMonths; k >= 1; k -= 1) {
    const month = monthKey(asOf, -k);
    if (month >= first) keys.push(month);
  }
  const partial = keys.length === 0;
  if (partial) keys.push(current);
  const byMonth = new Map(recorded.map((m) => [m.month, m]));
  const average = (pick: (m: MonthTotals) => Centavos) =>
    roundCentavos(
      sumCentavos(
        keys.map((k) => (byMonth.has(k) ? pick(byMonth.get(k) as MonthTotals) : ZERO_CENTAVOS)),
      ) / keys.length,
    );
  const fromMonth = keys[0] as string;
  const toMonth = keys.at(-1) as string;
  return {
    totals: {
      incomeCentavos: average((m) => m.incomeCentavos),
      expenseCentavos: average((m) => m.expenseCentavos),
    },
    basis: {
      from: `${fromMonth}-01`,
      to: partial ? asOf : monthEnd(toMonth),
      months: keys.length,
      partial,
    },
  };
}

function periodFigures(
  range: { from: string; to: string },
  totals: Totals,
  cashStatus: CashFlowStatus | null,
  estimated: boolean,
  note: string | null,
): CashFlowPeriodFigures {
  const net = centavos(totals.incomeCentavos - totals.expenseCentavos);
  const status = worseStatus(cashFlowStatus(net, totals.incomeCentavos), cashStatus);
  const margin = flowMarginOf(net, totals.incomeCentavos);
  return {
    from: range.from,
    to: range.to,
    income: totals.incomeCentavos,
    expenses: totals.expenseCentavos,
    net,
    status,
    label: CASH_FLOW_STATUS_LABELS[status],
    tone: CASH_FLOW_STATUS_TONES[status],
    flowMarginPercent: margin.percent,
    flowMarginTone: margin.tone,
    estimated,
    note: margin.notes.percent ?? note,
  };
}

/**
 * The weeks of the last three months up to `asOf` (a week not started yet is left out; the
 * current one ends today). A month with dated entries shows their real sums; a month without
 * shows its recorded total (a what-if case) or else the typical month, split 1.4/1.1/0.8/0.7
 * for income and evenly for expenses, and says it is estimated.
 */
function weeklySeries(input: CashFlowViewInputs, typical: Totals | null): CashFlowWeekPoint[] {
  const { asOf } = input;
  const real = new Map((input.weeks ?? []).map((w) => [w.from, w]));
  const byMonth = new Map(input.months.map((m) => [m.month, m]));
  const points: CashFlowWeekPoint[] = [];
  for (let k = CASH_FLOW_VIEW_RULES.weeklyMonths - 1; k >= 0; k -= 1) {
    const month = monthKey(asOf, -k);
    const slots = weeksOfMonth(month);
    const dated = slots.some((s) => real.has(s.from));
    const total = byMonth.get(month) ?? typical;
    const split =
      dated || !total ? null : weeklyCashSplit(total.incomeCentavos, total.expenseCentavos);
    for (const [i, slot] of slots.entries()) {
      if (slot.from > asOf) break;
      const found = real.get(slot.from);
      const estimate = split?.[i];
      const income = estimate?.incomeCentavos ?? found?.incomeCentavos ?? ZERO_CENTAVOS;
      const expense = estimate?.expenseCentavos ?? found?.expenseCentavos ?? ZERO_CENTAVOS;
      points.push({
        month,
        week: slot.week,
        from: slot.from,
        to: slot.to > asOf ? asOf : slot.to,
        income,
        expenses: expense,
        net: centavos(income - expense),
        estimated: split !== null,
      });
    }
  }
  return points;
}

/** Advice on the runway (spec 001 §9: tiers under 3 and under 6 months). Book: chapter 3. */
function runwayInsights(months: number | null, cash: Centavos | null): Insight[] {
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
  const advice = runwayAdvice(months);
  if (advice === 'urgent') {
    return [
      {
        code: 'cash-flow-runway-urgent',
        tone: 'bad',
        title: 'Tu caja alcanza para menos de 3 meses',
        message: 'Recorta gastos que no generan ventas y acelera la cobranza esta misma semana.',
      },
    ];
  }
  if (advice === 'caution') {
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

/**
 * The cash-flow screen (spec 001 §2): the health badge and flow margin of the typical month and
 * of the last complete week, four KPIs (operating cash flow, burn rate, runway, liquidity ratio:
 * cash over a typical month's expenses, as `liquidityRatio` defines it), the 12-month projection
 * from the typical month with its cumulative from today's cash, the weekly view from real weekly
 * sums (the spec's split only where a month has no dated entries, marked `estimated`) and the
 * insights (§9 thresholds). The typical month is the average of the last three complete months;
 * without one, the current month so far. Book: chapter 3.
 */
export function cashFlowView(input: CashFlowViewInputs): CashFlowView {
  const { asOf } = input;
  const cash = input.cashCentavos;
  const typical = typicalMonth(asOf, input.months);
  const notes: string[] = [];
  const emptyKpi = { value: null, tone: null, note: CASH_FLOW_VIEW_NOTES.noMonths };
  const cashEcho = {
    balance: cash,
    receivables: input.receivablesCentavos,
    payables: input.payablesCentavos,
  };
  if (!typical) {
    return {
      asOf,
      hasData: false,
      basis: null,
      periods: { monthly: null, weekly: null },
      kpis: {
        operatingCashFlow: emptyKpi,
        burnRate: emptyKpi,
        runwayMonths: emptyKpi,
        liquidityRatio: emptyKpi,
      },
      cash: cashEcho,
      projection: [],
      openingAssumed: cash === null,
      weekly: [],
      insights: [],
      notes: [CASH_FLOW_VIEW_NOTES.noMonths],
    };
  }
  const { totals, basis } = typical;
  if (basis.partial) notes.push(CASH_FLOW_VIEW_NOTES.partialMonth);
  const operating = centavos(totals.incomeCentavos - totals.expenseCentavos);
  const burn = burnRate(operating);
  const position = cashPosition(cash, operating);
  const liquidity = cash === null ? null : liquidityRatio(cash, totals.expenseCentavos);

  const weekly = weeklySeries(input, totals);
  if (weekly.some((w) => w.estimated)) notes.push(CASH_FLOW_VIEW_NOTES.estimatedWeeks);
  const lastWeek = [...weekly].reverse().find((w) => w.to < asOf) ?? weekly.at(-1);

  const openingAssumed = cash === null;
  if (openingAssumed) notes.push(CASH_FLOW_VIEW_NOTES.openingAssumed);
  const projection = projectCashFlow({
    monthlyIncomeCentavos: totals.incomeCentavos,
    monthlyExpenseCentavos: totals.expenseCentavos,
    openingBalanceCentavos: cash ?? ZERO_CENTAVOS,
    asOf,
  }).map((m) => ({
    month: m.month,
    income: m.incomeCentavos,
    expenses: m.expenseCentavos,
    net: m.netCentavos,
    cumulative: m.cumulativeCentavos,
  }));

  return {
    asOf,
    hasData: true,
    basis,
    periods: {
      monthly: periodFigures(
        basis,
        totals,
        position.status,
        false,
        basis.partial ? CASH_FLOW_VIEW_NOTES.partialMonth : null,
      ),
      weekly: lastWeek
        ? periodFigures(
            lastWeek,
            { incomeCentavos: lastWeek.income, expenseCentavos: lastWeek.expenses },
            position.status,
            lastWeek.estimated,
            lastWeek.estimated ? CASH_FLOW_VIEW_NOTES.estimatedWeeks : null,
          )
        : null,
    },
    kpis: {
      operatingCashFlow: { value: operating, tone: lossTone(operating) ?? 'good', note: null },
      burnRate: { value: burn, tone: burn > 0 ? 'bad' : 'good', note: null },
      runwayMonths: {
        value: position.runwayMonths,
        tone: cashTone(position),
        note: position.notes.balanceCentavos ?? position.notes.runwayMonths ?? null,
      },
      liquidityRatio: {
        value: liquidity?.ratio ?? null,
        tone: null,
        note:
          cash === null
            ? CASH_FLOW_VIEW_NOTES.noCash
            : liquidity?.ratio === null
              ? CASH_FLOW_VIEW_NOTES.noExpenses
              : null,
      },
    },
    cash: cashEcho,
    projection,
    openingAssumed,
    weekly,
    insights: [
      ...runwayInsights(position.runwayMonths, cash),
      ...cashFlowInsights(totals.incomeCentavos, totals.expenseCentavos),
    ],
    notes,
  };
}
