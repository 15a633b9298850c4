import {
  type GoalInput,
  GoalInputSchema,
  type GoalLink,
  type GoalView,
  PLANNING_HORIZON_IDS,
  type PlanningHorizon,
  type PlanningViewResponse,
  type ScenarioInput,
  ScenarioInputSchema,
  scenarioSetProblem,
} from '@caudal/contracts';
import {
  type GoalProgressBand,
  monthKey,
  newGoalDefaults,
  PLANNING_HORIZONS,
  type Priority,
} from '@caudal/finance';
import { type Centavos, toPesos } from '@caudal/finance/money';
import { TONE_WORDS } from '../../components/ui/tone.ts';
import { formatMoney, formatMonthLong, formatPercent } from '../../lib/format.ts';

/** The horizon selector (spec 001 §2): the forecast follows it. */
export const HORIZON_OPTIONS: readonly { value: PlanningHorizon; label: string }[] = [
  { value: '6months', label: '6 meses' },
  { value: '1year', label: '1 año' },
  { value: '3years', label: '3 años' },
  { value: '5years', label: '5 años' },
];

/** The API's default horizon: the spec's 3-year projection. */
export const DEFAULT_HORIZON: PlanningHorizon = '3years';

export const HORIZON_PARAM = 'horizonte';
export const MONTH_PARAM = 'mes';

/** The horizon in the address (`?horizonte=1year`); anything else is the default. */
export function horizonOf(value: string | null): PlanningHorizon {
  return (PLANNING_HORIZON_IDS as readonly string[]).includes(value ?? '')
    ? (value as PlanningHorizon)
    : DEFAULT_HORIZON;
}

export const horizonMonths = (h: PlanningHorizon): number => PLANNING_HORIZONS[h];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The budget's month in the address (`?mes=2026-03`), or null for the API's (this month). */
export function monthOf(value: string | null): string | null {
  return value !== null && MONTH.test(value) ? value : null;
}

/** '2026-01' → '2025-12'. */
export const previousMonth = (month: string): string => monthKey(`${month}-01`, -1);

/** '2026-03' → '2025-03'. */
export const sameMonthLastYear = (month: string): string => monthKey(`${month}-01`, -12);

/**
 * The month picker's choices: the 12 months before and 12 after today's, the months that have
 * lines and the one chosen, newest first, each once.
 */
export function monthChoices(
  today: string,
  withLines: readonly string[],
  chosen: string,
): { value: string; label: string }[] {
  const around = Array.from({ length: 25 }, (_, i) => monthKey(today, 12 - i));
  const all = [...new Set([...around, ...withLines, chosen])].filter((m) => MONTH.test(m));
  all.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  const marked = new Set(withLines);
  return all.map((value) => ({
    value,
    label: `${capitalise(formatMonthLong(value))}${marked.has(value) ? ' · con presupuesto' : ''}`,
  }));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const GOAL_CATEGORY_LABELS: Record<GoalView['category'], string> = {
  revenue: 'Ingresos',
  savings: 'Ahorro',
  investment: 'Inversión',
  expansion: 'Expansión',
  debt: 'Deuda',
};

export const PRIORITY_LABELS: Record<Priority, string> = {
  high: 'Alta',
  medium: 'Media',
  low: 'Baja',
};

/** What a goal can follow (Sin vincular: the owner writes its current amount). */
export const GOAL_LINK_LABELS: Record<GoalLink, string> = {
  none: 'Sin vincular',
  revenue: 'Ingresos desde…',
  'cash-balance': 'Saldo de caja',
  'net-profit': 'Utilidad neta desde…',
  category: 'Una categoría de movimientos',
};

/** The links that count from a start date. */
export const LINKS_WITH_START: readonly GoalLink[] = ['revenue', 'net-profit', 'category'];

export const BUDGET_TYPE_LABELS = { income: 'Ingreso', expense: 'Gasto' } as const;

/** The band of a progress bar in words (colour alone says nothing: WCAG 1.4.1). */
export const BAND_WORDS: Record<GoalProgressBand, string> = {
  complete: 'Cumplida',
  'on-track': 'Va bien',
  behind: 'Va atrasada',
  'far-behind': 'Muy atrasada',
};

export const BAND_BAR: Record<GoalProgressBand | 'none', string> = {
  complete: 'bg-emerald-600',
  'on-track': 'bg-brand-600',
  behind: 'bg-amber-500',
  'far-behind': 'bg-red-600',
  none: 'bg-slate-400',
};

/** 'Faltan 120 días', 'Vence hoy', 'Venció hace 3 días'. */
export function daysLeftText(daysLeft: number): string {
  if (!Number.isFinite(daysLeft)) return 'Sin fecha';
  if (daysLeft === 0) return 'Vence hoy';
  if (daysLeft === 1) return 'Falta 1 día';
  if (daysLeft > 1) return `Faltan ${daysLeft.toLocaleString('es-MX')} días`;
  const ago = -daysLeft;
  return ago === 1 ? 'Venció hace 1 día' : `Venció hace ${ago.toLocaleString('es-MX')} días`;
}

/** What a goal's form holds, as typed (money in pesos). */
export type GoalDraft = {
  name: string;
  targetAmount: string;
  currentAmount: string;
  deadline: string;
  category: GoalView['category'];
  priority: Priority;
  link: GoalLink;
  linkCategory: string;
  startDate: string;
};

export type GoalField = keyof GoalDraft;

/** A new goal: deadline a year from today, priority medium (finance `newGoalDefaults`). */
export function newGoalDraft(today: string): GoalDraft {
  const defaults = newGoalDefaults(today);
  return {
    name: '',
    targetAmount: '',
    currentAmount: '',
    deadline: defaults.deadline,
    category: 'savings',
    priority: defaults.priority,
    link: 'none',
    linkCategory: '',
    // Used only if the goal comes to follow a sum of entries: from today, editable.
    startDate: today,
  };
}

const pesosText = (amount: Centavos) => String(toPesos(amount));

export function goalToDraft(goal: GoalView): GoalDraft {
  return {
    name: goal.name,
    targetAmount: pesosText(goal.targetAmount),
    // The owner's own figure: a linked goal's shown amount is computed, not typed.
    currentAmount: pesosText(goal.manualAmount),
    deadline: goal.deadline,
    category: goal.category,
    priority: goal.priority,
    link: goal.link,
    linkCategory: goal.linkCategory ?? '',
    startDate: goal.startDate ?? '',
  };
}

const numberOrNaN = (text: string): number => {
  const clean = text.trim().replace(/[$,\s]/g, '');
  return clean === '' ? Number.NaN : Number(clean);
};

/**
 * The form as the API's body, checked by the contract (its Spanish messages, by field). An
 * empty current amount is 0 (a linked goal's is kept but not shown: the API follows the
 * figure); the start date and category only go with the links that use them.
 */
export function parseGoalDraft(
  draft: GoalDraft,
): { ok: true; input: GoalInput } | { ok: false; errors: Partial<Record<GoalField, string>> } {
  const current = draft.currentAmount.trim() === '' ? 0 : numberOrNaN(draft.currentAmount);
  const candidate = {
    name: draft.name,
    targetAmount: numberOrNaN(draft.targetAmount),
    // Sent for a linked goal too: the owner's own figure is kept if the link is dropped later.
    currentAmount: current,
    deadline: draft.deadline,
    category: draft.category,
    priority: draft.priority,
    link: draft.link,
    linkCategory:
      draft.link === 'category' && draft.linkCategory.trim() !== ''
        ? draft.linkCategory.trim()
        : null,
    startDate:
      LINKS_WITH_START.includes(draft.link) && draft.startDate !== '' ? draft.startDate : null,
  };
  const result = GoalInputSchema.safeParse(candidate);
  if (result.success) return { ok: true, input: candidate as GoalInput };
  const errors: Partial<Record<GoalField, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'name') as GoalField;
    errors[field] ??= issue.message;
  }
  // The contract checks across fields only once each field passes: say it all at once.
  if (candidate.link === 'category' && candidate.linkCategory === null) {
    errors.linkCategory ??= 'Indica la categoría que sigue la meta';
  }
  return { ok: false, errors };
}

/** One scenario's row as typed (percents as text); `key` only tells rows apart on screen. */
export type ScenarioDraft = {
  key: string;
  name: string;
  probability: string;
  revenueImpact: string;
  costImpact: string;
  description: string;
};

export type ScenarioField = Exclude<keyof ScenarioDraft, 'key'>;

export function scenarioDrafts(
  items: readonly {
    id: string;
    name: string;
    probability: number;
    revenueImpact: number;
    costImpact: number;
    description: string;
  }[],
): ScenarioDraft[] {
  return items.map((s) => ({
    key: s.id,
    name: s.name,
    probability: String(s.probability),
    revenueImpact: String(s.revenueImpact),
    costImpact: String(s.costImpact),
    description: s.description,
  }));
}

/** The running total of the probabilities typed (a field that is not a number counts 0). */
export function draftProbabilityTotal(drafts: readonly ScenarioDraft[]): number {
  const total = drafts.reduce((sum, d) => {
    const value = numberOrNaN(d.probability);
    return sum + (Number.isFinite(value) ? value : 0);
  }, 0);
  return Math.round(total * 100) / 100;
}

/**
 * The rows as the API's `scenarios`, each checked by the contract (messages by row and field),
 * and the set's refusal when the probabilities do not add up to 100 (the API's own sentence).
 */
export function parseScenarioDrafts(drafts: readonly ScenarioDraft[]):
  | { ok: true; scenarios: ScenarioInput[] }
  | {
      ok: false;
      errors: Record<string, Partial<Record<ScenarioField, string>>>;
      setProblem: string | null;
      /** The rows that are valid on their own (all of them when only the total is wrong). */
      scenarios: ScenarioInput[];
    } {
  const errors: Record<string, Partial<Record<ScenarioField, string>>> = {};
  const scenarios: ScenarioInput[] = [];
  for (const d of drafts) {
    const candidate = {
      name: d.name,
      probability: numberOrNaN(d.probability),
      revenueImpact: d.revenueImpact.trim() === '' ? 0 : numberOrNaN(d.revenueImpact),
      costImpact: d.costImpact.trim() === '' ? 0 : numberOrNaN(d.costImpact),
      description: d.description,
    };
    const result = ScenarioInputSchema.safeParse(candidate);
    if (result.success) {
      scenarios.push(candidate);
      continue;
    }
    const rowErrors: Partial<Record<ScenarioField, string>> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'name') as ScenarioField;
      rowErrors[field] ??= issue.message;
    }
    errors[d.key] = rowErrors;
  }
  const setProblem =
    drafts.length === 0
      ? 'Se necesita al menos un escenario'
      : scenarioSetProblem(
          drafts.map((d) => ({
            probability: Number.isFinite(numberOrNaN(d.probability))
              ? numberOrNaN(d.probability)
              : 0,
          })),
        );
  if (Object.keys(errors).length > 0 || setProblem)
    return { ok: false, errors, setProblem, scenarios };
  return { ok: true, scenarios };
}

type ForecastMonth = PlanningViewResponse['forecast']['months'][number];

/** The months the forecast's summary table names: 6, 12, 36 and 60, those within the horizon. */
export function forecastMilestones(months: readonly ForecastMonth[]): ForecastMonth[] {
  return [6, 12, 36, 60].flatMap((index) => months.filter((m) => m.index === index));
}

/** The forecast as chart rows: one a month, each case's profit. */
export function forecastRows(months: readonly ForecastMonth[]) {
  return months.map((m) => ({
    month: m.month,
    conservative: m.conservative.profit,
    realistic: m.realistic.profit,
    optimistic: m.optimistic.profit,
  }));
}

type BudgetView = PlanningViewResponse['budget'];

/**
 * Planned against actual per line, for the chart: a category named the same as income and as
 * expense gets its type after its name, so every bar (and table row) is told apart.
 */
export function budgetChartRows(lines: BudgetView['lines']) {
  const count = new Map<string, number>();
  for (const l of lines) count.set(l.category, (count.get(l.category) ?? 0) + 1);
  return lines.map((l) => ({
    category:
      (count.get(l.category) ?? 0) > 1
        ? `${l.category} (${BUDGET_TYPE_LABELS[l.type].toLowerCase()})`
        : l.category,
    planned: l.planned,
    actual: l.actual,
  }));
}

/** The budget's adjustment as typed: a number from -100 to 1,000 (empty is 0), or why not. */
export function parseAdjustPercent(text: string): number | string {
  const clean = text.trim().replace(/[%\s]/g, '');
  if (clean === '') return 0;
  const value = Number(clean);
  if (!Number.isFinite(value)) return 'El ajuste debe ser un número';
  if (value < -100) return 'El ajuste no puede ser menor a -100 %';
  if (value > 1000) return 'El ajuste puede ser como máximo 1,000 %';
  return value;
}

/** A scenario's month against the typical one: a loss is bad, less than the base a warning. */
export function scenarioTone(profit: number, baseProfit: number): 'good' | 'warning' | 'bad' {
  if (profit < 0) return 'bad';
  if (profit < baseProfit) return 'warning';
  return 'good';
}

type BudgetSummaryView = BudgetView['summary'];
type BudgetFigureView = BudgetSummaryView['profit'];

/** A variance with its sign: '+$1,036', '-$12,954', '$0'. */
export function signedMoney(amount: Centavos): string {
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
}

/** The budget's three figures in the order the totals table lists them. */
export const BUDGET_FIGURES = [
  ['income', 'Ingresos'],
  ['expenses', 'Gastos'],
  ['profit', 'Utilidad'],
] as const satisfies readonly (readonly [keyof BudgetSummaryView, string])[];

/** Whether a figure's variance helps the owner, in words (finance decides which way). */
export function varianceWords(f: BudgetFigureView): string {
  if (f.variance === 0) return 'Según lo planeado';
  return f.favourable ? 'A favor' : 'En contra';
}

/** "Mes en curso · día 10 de 30", or null for a complete or upcoming month. */
export function monthInProgressText(s: BudgetSummaryView): string | null {
  return s.progress
    ? `Mes en curso · día ${s.progress.daysElapsed} de ${s.progress.daysInMonth}`
    : null;
}

/**
 * The accuracy card: measured on profit once the month is complete (finance's tone, green
 * whenever profit reached plan); the month in progress and a later one say why not yet.
 */
export function accuracyCard(s: BudgetSummaryView, monthName: string) {
  if (s.monthStatus === 'in-progress') {
    return { value: 'Mes en curso', detail: s.note ?? 'Se evalúa cuando termine el mes.' };
  }
  if (s.monthStatus === 'upcoming') {
    return { value: 'Mes por venir', detail: s.note ?? 'Se evalúa cuando termine el mes.' };
  }
  if (s.accuracy === null) {
    return {
      value: 'Sin medir',
      detail: s.note ?? 'Agrega partidas de ingresos y gastos para medirla.',
    };
  }
  return {
    value: formatPercent(s.accuracy),
    detail: s.aboveProfitPlan
      ? `Superaste tu utilidad planeada de ${monthName}.`
      : `${s.accuracyTone ? `${TONE_WORDS[s.accuracyTone]}. ` : ''}Sobre la utilidad de ${monthName}: verde si la alcanzaste; si no, 90 % o más es buena y de 80 % a 90 %, atención.`,
  };
}

/**
 * The variance card: the profit's variance, the verdict (income above plan helps, expenses
 * above plan hurt); the month in progress shows its profit so far with the days elapsed.
 */
export function profitVarianceCard(s: BudgetSummaryView, monthName: string, lineCount: number) {
  const p = s.profit;
  const tone: 'good' | 'bad' | null =
    s.verdict === null ? null : s.verdict === 'unfavourable' ? 'bad' : 'good';
  if (lineCount === 0) {
    return {
      value: formatMoney(p.variance),
      tone: null,
      detail: `Sin presupuesto para ${monthName}.`,
    };
  }
  const versus = `${formatMoney(p.actual)} contra ${formatMoney(p.planned)} planeados`;
  if (s.progress) {
    return {
      value: signedMoney(p.variance),
      tone,
      detail: `${monthInProgressText(s)}: utilidad hasta hoy ${versus}. Se evalúa al cerrar el mes.`,
    };
  }
  if (s.monthStatus === 'upcoming') {
    return { value: signedMoney(p.variance), tone, detail: `Mes por venir: ${versus}.` };
  }
  return {
    value: signedMoney(p.variance),
    tone,
    detail: `Utilidad de ${monthName}: ${versus}. ${varianceWords(p)}.`,
  };
}
