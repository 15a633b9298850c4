import {
  alarmOf,
  cashLevel,
  FIGURE_LEVEL_LABELS,
  type FigureLevel,
  flowMarginLevel,
  healthScoreLevel,
  liquidityLevel,
  netMarginLevel,
  runwayLevel,
  worseLevel,
} from './bands.ts';
import {
  EMPTY_PERIOD_TOTALS,
  type PeriodTotals,
  periodExpenses,
  periodRevenue,
} from './dashboard.ts';
import { addDays, monthKey, monthName } from './dates.ts';
import { HEALTH_SCORE_BANDS, pointsFromBands } from './health-score.ts';
import { computeMetrics, type FinancialSnapshot } from './metrics.ts';
import { type Centavos, centavos, ZERO_CENTAVOS } from './money.ts';
import { deepFreeze, percent, ratio, roundCentavos } from './numbers.ts';
import { type ProjectionAssumptions, projectionAssumptions } from './projection.ts';

/**
 * The company's figures (issue 31): cash today, the monthly figures of one basis, burn, runway,
 * liquidity, flow and net margins, the health score and the cash-flow status, each with its
 * level from `bands.ts`. Every screen, file, advisor, answer and rule reads these, so none of
 * them can say two things about one number.
 *
 * **The basis.** The company's recorded movements when it has them, the catalogue estimate only
 * when it has none (and then it says so):
 * - the last three complete calendar months (fewer while there are fewer), averaged: owners
 *   think in months, and a month holds its rent and both payrolls whatever day it is, where a
 *   rolling 90 days holds two or three of each. A month counts from the first one the company
 *   recorded from its first week (a first movement on the 20th leaves that month out);
 * - a company without one complete month yet: its last 30 days, as a month (the dashboard's
 *   30-day period, to the day);
 * - without business movements there (income or expenses): the estimate from the products and
 *   costs ("estimado con tus productos y costos"), or nothing.
 *
 * Cash is what moved: the net flow, the burn and the runway count the owners' withdrawals and
 * contributions; profit and the margins leave them out.
 */
export const FIGURES_RULES = deepFreeze({
  /** Complete months averaged. */
  basisMonths: 3,
  /** A first month counts when its first movement is on or before this day. */
  firstMonthFromDay: 7,
  /** Without a complete month: the last this many days, as a month. */
  shortWindowDays: 30,
} as const);

export type FiguresBasis = {
  source: 'recorded' | 'estimate' | 'none';
  /** The days of movements (inclusive); null for an estimate or nothing. */
  from: string | null;
  to: string | null;
  /** Complete calendar months averaged, or null. */
  months: number | null;
  /** The last days taken as a month (30) when there is no complete month yet, or null. */
  days: number | null;
  /** Spanish, a few words naming the basis: "tus últimos 3 meses (agosto a octubre)". */
  label: string;
};

/** A calendar month's sums (`YYYY-MM`), the owners' movements apart, and how many entries. */
export type MonthSums = PeriodTotals & { month: string };

export const FIGURES_NOTES = deepFreeze({
  noBasis: 'Aún no hay movimientos, productos ni costos: registra tus datos para ver tus cifras.',
  noCash:
    'Aún no registras tu saldo en caja: agrégalo en Datos de tu empresa para saber cuántos meses puedes operar.',
  negativeCash: 'Tu caja está en negativo: cubre el faltante antes de cualquier otro gasto.',
  noIncome: 'Sin ingresos no hay margen.',
  noCosts: 'Sin gastos no hay meses de gastos que cubrir.',
  noProducts: 'Sin productos registrados la salud se mide solo con tu margen neto.',
} as const);

/** What the figures are computed from, however it was read (the API, the public demo). */
export type FiguresInputs = {
  /** Today in Mexico City. */
  asOf: string;
  /** The catalogue, costs and today's cash (`cashBalanceCentavos`, null when never given). */
  snapshot: FinancialSnapshot;
  /** The day of the company's first movement; null without any. */
  firstMovementOn: string | null;
  /**
   * The complete calendar months before `asOf`'s (at least the last six, for the basis and the
   * span before it), oldest first; a month without entries may be absent.
   */
  months: readonly MonthSums[];
  /** Sums of the last 30 days ending `asOf` and of the 30 before, owner movements apart. */
  last30Days: { current: PeriodTotals; previous: PeriodTotals };
  /** The owner's alert lines (settings › Análisis). */
  thresholds?: FigureThresholds;
  /** The owner's annual growth target (Crecimiento › Configuración); null: not set. */
  ownerAnnualGrowthPercent?: number | null;
};

export type FigureThresholds = {
  /** The health score under which it is critical (60 unless the owner chose another). */
  healthScoreWarning?: number;
  /** Cash under this amount is critical (0: only negative cash). */
  cashCriticalCentavos?: Centavos;
};

export type Judged<T> = { value: T | null; level: FigureLevel | null; note: string | null };

export type HealthParts = {
  /** Points of each part, 0..25; null when it cannot be measured (no products). */
  netMargin: number | null;
  grossMargin: number | null;
  marginOfSafety: number | null;
  contributionMargin: number | null;
};

export type CompanyFigures = {
  asOf: string;
  basis: FiguresBasis;
  /** The basis's month: sums over (days ÷ 30), or the catalogue's typical month. */
  month: {
    /** Revenue and expenses before IVA (issue 32): profit and margins. */
    revenue: Centavos;
    expenses: Centavos;
    /** Revenue − expenses: owner movements are not in it. */
    profit: Centavos;
    /** What came in and went out for the business (IVA included): the cash's figures. */
    cashIn: Centavos;
    cashOut: Centavos;
    ownerIn: Centavos;
    ownerOut: Centavos;
    /** Everything that came in minus everything that went out. */
    netFlow: Centavos;
  };
  /** The same span just before the basis (recorded only): for trends. */
  previous: {
    revenue: Centavos;
    expenses: Centavos;
    profit: Centavos;
    netMarginPercent: number | null;
  } | null;
  cash: Judged<Centavos>;
  /** What the cash falls each month (0 when it does not fall). */
  burn: Centavos;
  /** Months the cash lasts at the burn; null without a limit (level good) or without cash. */
  runwayMonths: Judged<number>;
  /** Months of the month's expenses the cash covers. */
  liquidityMonths: Judged<number>;
  /** Net flow over revenue, percent. */
  flowMargin: Judged<number>;
  /** Profit over revenue, percent. */
  netMargin: Judged<number>;
  healthScore: Judged<number> & { parts: HealthParts };
  /**
   * What the cash says about the business: critical when it is negative, under the owner's line
   * or lasts under 3 months, a warning under 6; null when it raises nothing.
   */
  cashAlarm: FigureLevel | null;
  /** The growth every projection of the owner's future applies (projection.ts). */
  projection: ProjectionAssumptions;
  /** The cash-flow status: the flow margin's level, made worse by the cash's alarm. */
  status: { level: FigureLevel | null; label: string | null };
};

/** "tu último mes completo (octubre)", "tus últimos 3 meses (agosto a octubre)". */
function monthsLabel(first: string, last: string, count: number): string {
  if (count === 1) return `tu último mes completo (${monthName(last)})`;
  return `tus últimos ${count} meses (${monthName(first)} a ${monthName(last)})`;
}

/**
 * The basis as a phrase a sentence can start or end with: "al ritmo de tus últimos 90 días",
 * "según tu estimado con tus productos y costos", "sin datos registrados".
 */
export function basisPhrase(basis: FiguresBasis): string {
  if (basis.source === 'recorded') return `al ritmo de ${basis.label}`;
  if (basis.source === 'estimate') return `según tu ${basis.label}`;
  return basis.label;
}

/**
 * The basis in two or three words, for tight places (the header): the months by name ('ago a
 * oct', 'oct'), so they are not read as the dashboard's rolling "Últimos 3 meses"; '30 días';
 * 'estimado'; null without a basis.
 */
export function basisShortLabel(basis: FiguresBasis): string | null {
  if (basis.source === 'estimate') return 'estimado';
  if (basis.source !== 'recorded') return null;
  if (basis.days !== null) return `${basis.days} días`;
  const short = (day: string | null) => (day === null ? '' : monthName(day).slice(0, 3));
  const first = short(basis.from);
  const last = short(basis.to);
  return basis.months === 1 ? last : `${first} a ${last}`;
}
export const ESTIMATE_LABEL = 'estimado con tus productos y costos';
const NONE_LABEL = 'sin datos registrados';

function hasBusinessMovements(totals: PeriodTotals): boolean {
  return totals.incomeCount + totals.expenseCount > 0;
}

/** The sums of several periods together. */
function added(list: readonly PeriodTotals[]): PeriodTotals {
  const total = (pick: (t: PeriodTotals) => number) => list.reduce((s, t) => s + pick(t), 0);
  return {
    incomeCentavos: centavos(total((t) => t.incomeCentavos)),
    expenseCentavos: centavos(total((t) => t.expenseCentavos)),
    incomeNetCentavos: centavos(total(periodRevenue)),
    expenseNetCentavos: centavos(total(periodExpenses)),
    incomeCount: total((t) => t.incomeCount),
    expenseCount: total((t) => t.expenseCount),
    ownerInCentavos: centavos(total((t) => t.ownerInCentavos)),
    ownerOutCentavos: centavos(total((t) => t.ownerOutCentavos)),
    ownerCount: total((t) => t.ownerCount),
  };
}

/** The first month the company recorded whole: its first movement's, if in its first week. */
function firstWholeMonth(firstMovementOn: string): string {
  const month = firstMovementOn.slice(0, 7);
  return Number(firstMovementOn.slice(8, 10)) <= FIGURES_RULES.firstMonthFromDay
    ? month
    : monthKey(`${month}-01`, 1);
}

/**
 * What the figures read: the last complete months (up to 3) the company recorded whole, else its
 * last 30 days; the estimate when those have no income or expense; nothing without products or
 * costs. With the sums of the same span just before, for trends.
 */
export function figuresBasis(input: FiguresInputs): {
  basis: FiguresBasis;
  totals: { current: PeriodTotals; previous: PeriodTotals } | null;
  /** How many months the current sums span. */
  months: number;
} {
  const { asOf, firstMovementOn } = input;
  const r = FIGURES_RULES;
  const byMonth = new Map(input.months.map((m) => [m.month, m]));
  const monthsSum = (keys: string[]) =>
    added(keys.map((k) => byMonth.get(k) ?? EMPTY_PERIOD_TOTALS));
  if (firstMovementOn !== null) {
    const from = firstWholeMonth(firstMovementOn);
    const keys: string[] = [];
    for (let k = r.basisMonths; k >= 1; k -= 1) {
      const month = monthKey(asOf, -k);
      if (month >= from) keys.push(month);
    }
    const first = keys[0];
    const last = keys.at(-1);
    if (first !== undefined && last !== undefined) {
      const current = monthsSum(keys);
      if (hasBusinessMovements(current)) {
        const previous = monthsSum(keys.map((k) => monthKey(`${k}-01`, -keys.length)));
        return {
          basis: {
            source: 'recorded',
            from: `${first}-01`,
            to: addDays(`${monthKey(`${last}-01`, 1)}-01`, -1),
            months: keys.length,
            days: null,
            label: monthsLabel(first, last, keys.length),
          },
          totals: { current, previous },
          months: keys.length,
        };
      }
    }
    if (hasBusinessMovements(input.last30Days.current)) {
      return {
        basis: {
          source: 'recorded',
          from: addDays(asOf, -(r.shortWindowDays - 1)),
          to: asOf,
          months: null,
          days: r.shortWindowDays,
          label: `tus últimos ${r.shortWindowDays} días`,
        },
        totals: input.last30Days,
        months: 1,
      };
    }
  }
  const { products, fixedCosts, variableCostLines } = input.snapshot;
  const catalogue = products.length + fixedCosts.length + variableCostLines.length > 0;
  return {
    basis: {
      source: catalogue ? 'estimate' : 'none',
      from: null,
      to: null,
      months: null,
      days: null,
      label: catalogue ? ESTIMATE_LABEL : NONE_LABEL,
    },
    totals: null,
    months: 1,
  };
}

/**
 * The company's figures on its basis, each with its level. Book: chapters 1 (health score),
 * 3 (cash, burn, runway, liquidity, flow margin) and 10 (net margin).
 */
export function companyFigures(input: FiguresInputs): CompanyFigures {
  const { basis, totals, months } = figuresBasis(input);
  const metrics = computeMetrics(input.snapshot);
  // Sums of the basis: the window's, or the catalogue's month.
  const sums =
    totals !== null
      ? sumsOf(totals.current)
      : {
          revenue: metrics.monthlyRevenue,
          expenses: roundCentavos(metrics.monthlyVariableCosts + metrics.monthlyFixedCosts),
          ownerIn: ZERO_CENTAVOS,
          ownerOut: ZERO_CENTAVOS,
        };
  return figuresFromSums({
    asOf: input.asOf,
    basis,
    sums,
    previousSums: totals !== null ? sumsOf(totals.previous) : null,
    months,
    snapshot: input.snapshot,
    thresholds: input.thresholds,
    projection: projectionAssumptions(input.ownerAnnualGrowthPercent ?? null),
  });
}

function sumsOf(totals: PeriodTotals): BasisSums {
  return {
    revenue: periodRevenue(totals),
    expenses: periodExpenses(totals),
    cashIn: totals.incomeCentavos,
    cashOut: totals.expenseCentavos,
    ownerIn: totals.ownerInCentavos,
    ownerOut: totals.ownerOutCentavos,
  };
}

export type BasisSums = {
  /** Revenue and expenses before IVA: profit, margins and the health score read them. */
  revenue: Centavos;
  expenses: Centavos;
  /**
   * What came in and went out for them (IVA included): the cash flow, the flow margin and the
   * burn read them. Absent: the same as revenue and expenses (a catalogue estimate, a book case).
   */
  cashIn?: Centavos;
  cashOut?: Centavos;
  ownerIn: Centavos;
  ownerOut: Centavos;
};

/**
 * The figures of sums that span `months` months of a basis (the company's window, or a book
 * case's last months): the monthly figures are the sums over `months`; margins and levels are
 * computed from the sums themselves, so a dashboard period equal to the window shows the same
 * percents to the last digit. Book: chapters 1, 3 and 10.
 */
export function figuresFromSums(input: {
  asOf: string;
  basis: FiguresBasis;
  sums: BasisSums;
  /** The same span just before the basis (for trends); null without one. */
  previousSums?: BasisSums | null;
  months: number;
  snapshot: FinancialSnapshot;
  thresholds?: FigureThresholds | undefined;
  /** Default: 8 % a year (projection.ts). */
  projection?: ProjectionAssumptions;
}): CompanyFigures {
  const { basis, sums, months } = input;
  const metrics = computeMetrics(input.snapshot);
  const thresholds = input.thresholds ?? {};
  const cash = input.snapshot.cashBalanceCentavos;
  const perMonth = (amount: Centavos) => roundCentavos(amount / months);
  const revenue = perMonth(sums.revenue);
  const expenses = perMonth(sums.expenses);
  const ownerIn = perMonth(sums.ownerIn);
  const ownerOut = perMonth(sums.ownerOut);
  const profitSum = sums.revenue - sums.expenses;
  // The cash: what moved (IVA included), the owners' movements too.
  const cashInSum: Centavos = sums.cashIn ?? sums.revenue;
  const cashOutSum: Centavos = sums.cashOut ?? sums.expenses;
  const netFlowSum = cashInSum - cashOutSum + sums.ownerIn - sums.ownerOut;
  const month = {
    revenue,
    expenses,
    // roundCentavos, not centavos(): a catalogue's price × units may pass the safe range, and
    // the property tests must see such a value rather than an exception.
    profit: roundCentavos(revenue - expenses),
    cashIn: perMonth(cashInSum),
    cashOut: perMonth(cashOutSum),
    ownerIn,
    ownerOut,
    netFlow: roundCentavos(perMonth(cashInSum) - perMonth(cashOutSum) + ownerIn - ownerOut),
  };
  const none = basis.source === 'none';
  const judged = <T>(value: T | null, level: FigureLevel | null, note: string | null = null) => ({
    value,
    level,
    note,
  });
  const noBasis = judged<never>(null, null, FIGURES_NOTES.noBasis);

  const burn = roundCentavos(Math.max(0, -netFlowSum) / months);
  const cashFigure = judged(
    cash,
    cashLevel(cash, thresholds.cashCriticalCentavos),
    cash === null ? FIGURES_NOTES.noCash : null,
  );
  // A negative cash is a shortfall whatever the basis; otherwise no basis, no runway.
  const runwayMonths =
    none && !(cash !== null && cash < 0) ? noBasis : runwayFigure(cash, burn, basis.label);
  const liquidityMonths = none ? noBasis : liquidityFigure(cash, expenses);
  const flow = percent(netFlowSum, cashInSum);
  const flowMargin = none
    ? noBasis
    : judged(
        flow,
        flowMarginLevel(netFlowSum, cashInSum),
        flow === null ? FIGURES_NOTES.noIncome : null,
      );
  const net = percent(profitSum, sums.revenue);
  const netMargin = none
    ? noBasis
    : judged(
        net,
        net === null ? (profitSum < 0 ? 'critical' : null) : netMarginLevel(net),
        net === null ? FIGURES_NOTES.noIncome : null,
      );

  const healthScore = none
    ? {
        ...noBasis,
        parts: {
          netMargin: null,
          grossMargin: null,
          marginOfSafety: null,
          contributionMargin: null,
        },
      }
    : health(net, revenue, input.snapshot, metrics, thresholds.healthScoreWarning);

  const cashAlarm = worseLevel(alarmOf(runwayMonths.level), cashFigure.level);
  const status = none ? null : worseLevel(flowMargin.level ?? 'good', cashAlarm);
  const before = input.previousSums ?? null;
  const previous =
    before === null
      ? null
      : {
          revenue: perMonth(before.revenue),
          expenses: perMonth(before.expenses),
          profit: roundCentavos(perMonth(before.revenue) - perMonth(before.expenses)),
          netMarginPercent: percent(before.revenue - before.expenses, before.revenue),
        };
  return {
    asOf: input.asOf,
    basis,
    month,
    previous,
    cash: cashFigure,
    burn,
    runwayMonths,
    liquidityMonths,
    flowMargin,
    netMargin,
    healthScore,
    cashAlarm,
    projection: input.projection ?? projectionAssumptions(null),
    status: { level: status, label: status === null ? null : FIGURE_LEVEL_LABELS[status] },
  };
}

/**
 * Months the cash lasts at a monthly burn, with its level: unknown without cash, 0 (critical)
 * when the cash is already negative, no limit (good) when nothing burns. `basisLabel` names the
 * months the burn comes from, for the note. Book: chapter 3.
 */
export function runwayFigure(
  cash: Centavos | null,
  burnCentavos: Centavos,
  basisLabel: string,
): Judged<number> {
  if (cash === null) return { value: null, level: null, note: FIGURES_NOTES.noCash };
  if (cash < 0) return { value: 0, level: 'critical', note: FIGURES_NOTES.negativeCash };
  const value = ratio(cash, burnCentavos);
  if (value === null) {
    return {
      value: null,
      level: 'good',
      note:
        basisLabel === ESTIMATE_LABEL
          ? `Según tu ${ESTIMATE_LABEL}, tu mes no pierde dinero: a este ritmo tu caja no se agota.`
          : `En ${basisLabel} entró tanto o más de lo que salió: a este ritmo tu caja no se agota.`,
    };
  }
  return { value, level: runwayLevel(value), note: null };
}

/**
 * How safe the cash is, for the advisors (Maya's liquidity risk, Alex's liquidity front): the
 * worse of how long it lasts and how many months of costs it covers. Book: chapters 3 and 12.
 */
export function cashSafetyLevel(runway: Judged<number>, liquidity: Judged<number>) {
  return worseLevel(runway.level, liquidity.level);
}

/** Months of a month's expenses the cash covers, with its level (chapter 3's reserve). */
export function liquidityFigure(cash: Centavos | null, monthlyExpenses: Centavos): Judged<number> {
  if (cash === null) return { value: null, level: null, note: FIGURES_NOTES.noCash };
  const value = ratio(Math.max(0, cash), monthlyExpenses);
  if (value === null) return { value: null, level: null, note: FIGURES_NOTES.noCosts };
  return { value, level: liquidityLevel(value), note: null };
}

/**
 * The health score (spec 000 §9): four parts of up to 25 points. The net margin is the basis's;
 * the gross and contribution margins are the products' own (a property of price and unit cost);
 * the margin of safety compares the basis's revenue with the products' break-even. Without
 * products only the net margin can be measured, and the score is its points over 25, scaled to
 * 100, with a note. Book: chapter 1.
 */
function health(
  netMargin: number | null,
  monthlyRevenue: Centavos,
  snapshot: FinancialSnapshot,
  metrics: ReturnType<typeof computeMetrics>,
  warningFrom: number | undefined,
): CompanyFigures['healthScore'] {
  const b = HEALTH_SCORE_BANDS;
  const hasProducts = snapshot.products.length > 0;
  const safety =
    metrics.breakEvenRevenue === null
      ? null
      : percent(monthlyRevenue - metrics.breakEvenRevenue, monthlyRevenue);
  const parts: HealthParts = {
    netMargin: pointsFromBands(netMargin, b.netMargin),
    grossMargin: hasProducts ? pointsFromBands(metrics.grossMargin, b.grossMargin) : null,
    marginOfSafety: hasProducts ? pointsFromBands(safety, b.marginOfSafety) : null,
    contributionMargin: hasProducts
      ? pointsFromBands(metrics.contributionMarginPercent, b.contributionMargin)
      : null,
  };
  const known = Object.values(parts).filter((p): p is number => p !== null);
  const score = Math.round(
    (known.reduce((s, p) => s + p, 0) / (known.length * b.maxPartPoints)) * b.maxScore,
  );
  return {
    value: score,
    level: healthScoreLevel(score, warningFrom),
    note: hasProducts ? null : FIGURES_NOTES.noProducts,
    parts,
  };
}
