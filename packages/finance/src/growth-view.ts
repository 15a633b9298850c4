import type { MonthTotals } from './dashboard-view.ts';
import { addDays, addMonths, monthKey } from './dates.ts';
import type { CompanyFigures } from './figures.ts';
import {
  GROWTH_PROJECTION,
  GROWTH_SCENARIOS,
  type GrowthProjectionMonth,
  type GrowthScenario,
  type GrowthScenarioId,
  growthProjection,
  SYNTHETIC_HISTORY,
  simulatedRoi,
} from './growth.ts';
import {
  type GrowthKpiCard,
  type GrowthKpiKey,
  type GrowthKpiValues,
  growthKpiCards,
  syntheticHistory,
} from './growth-kpis.ts';
import { type Centavos, centavos, sumCentavos } from './money.ts';
import { deepFreeze, ratio } from './numbers.ts';
import type { ProjectionAssumptions } from './projection.ts';
import type { Priority } from './types.ts';

/** The figures of a scenario card the owner may change (spec 001 §3 Growth scenario). */
export type ScenarioFigures = Pick<
  GrowthScenario,
  'investmentCentavos' | 'expectedReturnCentavos' | 'timeframe' | 'risk' | 'probability'
>;

/** A month's customers as the owner recorded them (unit economics); never estimated. */
export type GrowthCustomerMonth = {
  activeCustomers: number;
  newCustomers: number;
  marketingSpendCentavos: Centavos;
};

export type GrowthViewInput = {
  asOf: string;
  /** The company's figures (figures.ts): the base month and the same span before it. */
  figures: CompanyFigures;
  /** The business's income and expenses by month (owner movements left out), oldest first. */
  months: readonly MonthTotals[];
  /** The reference month's recorded customers and the month before's; null without a record. */
  customers: { current: GrowthCustomerMonth; previous: GrowthCustomerMonth | null } | null;
  ownerTargets: Partial<Record<GrowthKpiKey, number>>;
  ownerScenarios: Partial<Record<GrowthScenarioId, ScenarioFigures>>;
  /** The monthly revenue the owner gave in the business settings: used only without sales. */
  statedRevenueCentavos: Centavos | null;
};

export type GrowthBaseSource = 'entries' | 'catalogue' | 'settings' | 'estimated';

export type GrowthHistoryMonth = {
  month: string;
  revenueCentavos: Centavos;
  expensesCentavos: Centavos;
  profitCentavos: Centavos;
  /** True for a month before the company's first recorded one (the synthetic series). */
  estimated: boolean;
};

export type GrowthScenarioCard = GrowthScenario & {
  roi: number | null;
  timeToBreakeven: number | null;
  /** The owner changed §9's figures for this company. */
  edited: boolean;
};

export type GrowthView = {
  /** The monthly revenue everything starts from, and where it comes from. */
  base: { revenueCentavos: Centavos; source: GrowthBaseSource };
  /** The growth the projection applies (the one projection rule, projection.ts). */
  projectionRule: ProjectionAssumptions;
  kpis: GrowthKpiCard[];
  /** The 24 complete months before today's, oldest first (ranges 3, 6, 12, 24 slice it). */
  history: GrowthHistoryMonth[];
  /** The next six calendar months, one line per scenario. */
  projection: GrowthProjectionMonth[];
  scenarios: GrowthScenarioCard[];
  /** Spanish: which figures are estimates and why. */
  notes: string[];
};

/** The view's notes on estimates (Spanish). */
export const GROWTH_VIEW_NOTES = deepFreeze({
  baseFromCatalogue:
    'Aún no tienes ventas recientes registradas: la proyección parte del estimado con tus productos y costos.',
  baseFromSettings:
    'Aún no tienes ventas registradas: la proyección parte de los ingresos mensuales de tu configuración.',
  baseEstimated:
    'Aún no tienes ventas registradas: la proyección parte de $115,000 al mes, una estimación.',
  historyEstimated:
    'Los meses anteriores a tu primer registro son una estimación (12 % de crecimiento anual, gastos de 65 % de los ingresos).',
  historyAllEstimated:
    'Aún no tienes movimientos: el historial es una estimación (12 % de crecimiento anual, gastos de 65 % de los ingresos).',
  /** Movements only in the month in progress: the history counts complete months. */
  historyNoCompleteMonth:
    'Aún no tienes un mes completo de movimientos: el historial es una estimación (12 % de crecimiento anual, gastos de 65 % de los ingresos).',
  customersNotRecorded:
    'Clientes activos y costo de adquisición necesitan tus clientes: regístralos en Economía unitaria › Tus clientes por mes.',
} as const);

/**
 * The monthly revenue the growth screen starts from: the figures core's month (recorded, or the
 * catalogue's estimate), else the monthly revenue the owner stated, else §9's 115,000.
 */
export function growthBase(
  figures: CompanyFigures,
  statedRevenueCentavos: Centavos | null,
): { revenueCentavos: Centavos; source: GrowthBaseSource } {
  const income = figures.month.revenue;
  if (figures.basis.source !== 'none' && income > 0) {
    return {
      revenueCentavos: income,
      source: figures.basis.source === 'recorded' ? 'entries' : 'catalogue',
    };
  }
  if (statedRevenueCentavos !== null && statedRevenueCentavos > 0)
    return { revenueCentavos: statedRevenueCentavos, source: 'settings' };
  return { revenueCentavos: GROWTH_PROJECTION.defaultBaseRevenueCentavos, source: 'estimated' };
}

/** The base month's revenue and net margin, and the same span before it (recorded only). */
function monthValues(figures: CompanyFigures) {
  if (figures.basis.source !== 'recorded' || figures.month.revenue <= 0) {
    return { now: null, before: null };
  }
  const prev = figures.previous;
  return {
    now: { revenue: figures.month.revenue, margin: figures.netMargin.value },
    before:
      prev && prev.revenue > 0 ? { revenue: prev.revenue, margin: prev.netMarginPercent } : null,
  };
}

const coca = (m: GrowthCustomerMonth | null | undefined) =>
  m ? ratio(m.marketingSpendCentavos, m.newCustomers) : null;

/**
 * The growth screen (issue 18): the KPI cards (typical month's revenue and margin against the
 * three months before; customers and acquisition cost of the unit-economics month against the
 * month before), the real history of the last 24 complete months with the synthetic series
 * only before the first recorded month, the next six months' projection from the base, and the
 * company's scenario cards. Book: chapter 15.
 */
export function growthView(input: GrowthViewInput): GrowthView {
  const { asOf } = input;
  const base = growthBase(input.figures, input.statedRevenueCentavos);
  const { now, before } = monthValues(input.figures);
  const cur = input.customers?.current;
  const prev = input.customers?.previous;
  const values = (m: typeof now, c: GrowthCustomerMonth | null | undefined): GrowthKpiValues => ({
    monthlyRevenueCentavos: m?.revenue ?? null,
    activeCustomers: c ? c.activeCustomers : null,
    profitMarginPercent: m?.margin ?? null,
    acquisitionCostCentavos: coca(c) === null ? null : centavos(Math.round(coca(c) as number)),
  });
  const kpis = growthKpiCards({
    current: values(now, cur),
    previous: before || prev ? values(before, prev) : null,
    ownerTargets: input.ownerTargets,
  });

  const history = historyOf(asOf, input.months, base.revenueCentavos);
  const notes: string[] = [];
  if (base.source === 'catalogue') notes.push(GROWTH_VIEW_NOTES.baseFromCatalogue);
  if (base.source === 'settings') notes.push(GROWTH_VIEW_NOTES.baseFromSettings);
  if (base.source === 'estimated') notes.push(GROWTH_VIEW_NOTES.baseEstimated);
  if (history.every((h) => h.estimated)) {
    const thisMonth = monthKey(asOf);
    const movedThisMonth = input.months.some(
      (m) => m.month >= thisMonth && (m.incomeCentavos > 0 || m.expenseCentavos > 0),
    );
    notes.push(
      movedThisMonth
        ? GROWTH_VIEW_NOTES.historyNoCompleteMonth
        : GROWTH_VIEW_NOTES.historyAllEstimated,
    );
  } else if (history.some((h) => h.estimated)) notes.push(GROWTH_VIEW_NOTES.historyEstimated);
  if (!cur) notes.push(GROWTH_VIEW_NOTES.customersNotRecorded);

  return {
    base,
    projectionRule: input.figures.projection,
    kpis,
    history,
    projection: growthProjection({
      baseRevenueCentavos: base.revenueCentavos,
      asOf,
      assumptions: input.figures.projection,
    }).months,
    scenarios: growthScenarioCards(input.ownerScenarios),
    notes,
  };
}

/** The three scenario cards: §9's figures, or the owner's for this company. Book: ch. 15. */
export function growthScenarioCards(
  own: Partial<Record<GrowthScenarioId, ScenarioFigures>>,
): GrowthScenarioCard[] {
  return (Object.keys(GROWTH_SCENARIOS) as GrowthScenarioId[]).map((id) => {
    const figures = own[id];
    const scenario = { ...GROWTH_SCENARIOS[id], ...figures };
    return {
      ...scenario,
      roi: simulatedRoi(scenario).roi,
      timeToBreakeven: ratio(
        scenario.investmentCentavos * scenario.timeframe,
        scenario.expectedReturnCentavos,
      ),
      edited: figures !== undefined,
    };
  });
}

/**
 * The 24 complete months before `asOf`'s: the company's own from its first recorded month (a
 * month without entries is a real zero), and before it the synthetic series ending at the base.
 */
function historyOf(
  asOf: string,
  months: readonly MonthTotals[],
  baseRevenue: Centavos,
): GrowthHistoryMonth[] {
  const span = SYNTHETIC_HISTORY.rangeMonths['2y'];
  const keys = Array.from({ length: span }, (_, i) => monthKey(asOf, i - span));
  const recorded = months.filter(
    (m) => m.month < asOf.slice(0, 7) && (m.incomeCentavos > 0 || m.expenseCentavos > 0),
  );
  const first = recorded[0]?.month ?? asOf.slice(0, 7);
  const byMonth = new Map(recorded.map((m) => [m.month, m]));
  const synthetic = new Map(
    syntheticHistory({
      currentMonthlyRevenueCentavos: baseRevenue,
      months: keys.filter((k) => k < first).length,
      asOf: `${first}-01`,
    }).map((h) => [h.month, h]),
  );
  return keys.map((month) => {
    const made = synthetic.get(month);
    if (made) return made;
    const m = byMonth.get(month);
    const revenue = m?.incomeCentavos ?? centavos(0);
    const expenses = m?.expenseCentavos ?? centavos(0);
    return {
      month,
      revenueCentavos: revenue,
      expensesCentavos: expenses,
      profitCentavos: sumCentavos([revenue, centavos(-expenses)]),
      estimated: false,
    };
  });
}

export type GrowthActionTask = {
  id: string;
  title: string;
  description: string;
  priority: Priority;
  /** From the day the plan starts. */
  deadline: { days: number } | { months: number };
  /** The book's chapter behind it. */
  chapter: number;
  topic: string;
};

/**
 * The recommended action plan (spec 001 §9: five tasks, priorities Alta, Media, Baja, deadlines
 * 2 weeks, 1 month, 3 months, 2 months and 6 months). The spec does not name the tasks: these
 * are chapter 15's four ways to grow, ordered by cost, with its advice on channels and money.
 */
export const GROWTH_ACTION_PLAN = deepFreeze([
  {
    id: 'metas',
    title: 'Fija tus metas de crecimiento con tus cifras de hoy',
    description:
      'Revisa tus ingresos, margen, clientes y costo de adquisición; elige para cada uno una meta con fecha y anótala en tus KPI.',
    priority: 'high',
    deadline: { days: 14 },
    chapter: 15,
    topic: 'simulador de crecimiento y metas de KPI',
  },
  {
    id: 'valor-cliente',
    title: 'Sube el valor de cada cliente',
    description:
      'Prueba un paquete, un complemento o un recordatorio de recompra con tus clientes actuales: suele ser el camino más barato para crecer.',
    priority: 'high',
    deadline: { months: 1 },
    chapter: 15,
    topic: 'estrategias de crecimiento más valor por cliente',
  },
  {
    id: 'canal-nuevo',
    title: 'Prueba un canal de adquisición con poco dinero',
    description:
      'Pregunta a cada cliente nuevo cómo te conoció, prueba un canal un mes con un presupuesto fijo y compara su COCA con un tercio de tu LTV.',
    priority: 'medium',
    deadline: { months: 3 },
    chapter: 15,
    topic: 'canales de adquisición de clientes COCA por canal',
  },
  {
    id: 'financiamiento',
    title: 'Asegura el efectivo que pedirá el crecimiento',
    description:
      'Calcula cuánto inventario, equipo o crédito a clientes necesitas y elige cómo financiarlo: utilidades, proveedores o un crédito comparado por su CAT.',
    priority: 'medium',
    deadline: { months: 2 },
    chapter: 15,
    topic: 'cómo financiar el crecimiento',
  },
  {
    id: 'producto-mercado',
    title: 'Evalúa un producto o un mercado nuevo',
    description:
      'Con las cifras de tus primeros pasos, decide si vender algo más a tus clientes o llegar a otros; simula el escenario antes de invertir.',
    priority: 'low',
    deadline: { months: 6 },
    chapter: 15,
    topic: 'estrategias de crecimiento nuevos productos nuevos mercados',
  },
] as const satisfies readonly GrowthActionTask[]);

export type GrowthActionTaskId = (typeof GROWTH_ACTION_PLAN)[number]['id'];

/** A task's due date for a plan started on `startedOn`. */
export function actionTaskDue(task: Pick<GrowthActionTask, 'deadline'>, startedOn: string): string {
  return 'days' in task.deadline
    ? addDays(startedOn, task.deadline.days)
    : addMonths(startedOn, task.deadline.months);
}
