import type { Trigger, TriggerKind } from '@caudal/contracts';
import {
  basisPhrase,
  type CategoryMonths,
  type Centavos,
  categoryAnomalies,
  centavos,
  overdueReceivables,
  unitEconomicsFigures,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import {
  categoryHistories,
  expenseCategoryHistoryPart,
  loadCompanyFigures,
  loadUnitEconomicsView,
  openDocumentsPart,
} from '../../figures/index.ts';
import {
  formatCount,
  formatDay,
  formatMoney,
  formatMonths,
  formatPercent,
} from '../../lib/format.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { planningWatch } from '../planning/index.ts';
import { companyAnalysisSettings } from '../settings/index.ts';

/**
 * What a trigger found: `met` true (the condition holds: the rule fires when it starts to), false
 * (it does not), or null (nothing to watch yet, e.g. no receivables imported). `message` in
 * Spanish, for the run history and the notification; `actionUrl` the screen that explains it.
 */
export type Finding = {
  met: boolean | null;
  title: string;
  message: string;
  actionUrl: string;
};

type Loaders = {
  /** The figures core's cash, months of expenses covered, runway and health (the header's). */
  cash: () => Promise<{
    hasData: boolean;
    balance: Centavos | null;
    /** Months of a month's expenses the cash covers ("meses de gastos"). */
    expenseMonths: number | null;
    /** Months the cash lasts at the basis's burn; null when it does not fall. */
    runway: number | null;
    health: number | null;
    basisLabel: string;
  }>;
  categories: () => Promise<CategoryMonths[]>;
  receivables: () => Promise<
    { dueDate: string; openCentavos: ReturnType<typeof centavos>; counterpartName: string }[]
  >;
  /** The ratio, or why there is none (no products; no customer records). */
  ltvCoca: () => Promise<{ ratio: number | null; customersNeeded: string | null }>;
  /** The company's alert thresholds (settings' analysis section), which a rule without its own follows. */
  thresholds: () => Promise<{ healthScoreWarning: number; ltvCocaMin: number }>;
  planning: () => ReturnType<typeof planningWatch>;
};

const once = <T>(load: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load();
    return value;
  };
};

/** Each figure is read the first time a trigger asks for it, once per evaluation. */
export function companyFacts(db: Queryable, company: CompanyAt, asOf: string): Loaders {
  const { companyId } = company;
  const cash = once(async () => {
    const figures = await loadCompanyFigures(db, company, asOf);
    return {
      hasData: figures.basis.source !== 'none',
      balance: figures.cash.value,
      expenseMonths: figures.liquidityMonths.value,
      runway: figures.runwayMonths.value,
      health: figures.healthScore.value,
      basisLabel: basisPhrase(figures.basis),
    };
  });
  return {
    cash,
    thresholds: once(() => companyAnalysisSettings(db, companyId)),
    categories: once(async () => {
      const { history } = await readParts(db, {
        history: expenseCategoryHistoryPart(companyId, asOf),
      });
      return categoryHistories(history, asOf);
    }),
    receivables: once(async () => {
      const { docs } = await readParts(db, {
        docs: openDocumentsPart(companyId, 'receivable', asOf),
      });
      return docs;
    }),
    ltvCoca: once(async () => {
      const ue = await loadUnitEconomicsView(db, companyId, asOf);
      const all = ue.options[0];
      if (!all) return { ratio: null, customersNeeded: null };
      const f = unitEconomicsFigures(all.inputs);
      return { ratio: f.results.ltvCocaRatio, customersNeeded: f.customersNeeded };
    }),
    planning: once(async () => planningWatch(db, companyId, asOf, (await cash()).balance)),
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const ratioText = (v: number) => `${v.toLocaleString('es-MX', { maximumFractionDigits: 1 })}x`;

/** What `trigger` finds in the company's figures (not for schedule triggers). */
export async function evaluateTrigger(
  trigger: Exclude<Trigger, { kind: 'schedule' }>,
  facts: Loaders,
  asOf: string,
): Promise<Finding> {
  switch (trigger.kind) {
    case 'cash-below': {
      const { balance } = await facts.cash();
      const base = { title: 'Saldo de caja bajo', actionUrl: '/app/cash-flow' };
      if (balance === null)
        return {
          ...base,
          met: null,
          message: 'Aún no registras tu saldo de caja: no hay saldo que vigilar.',
        };
      const limit = formatMoney(trigger.amount);
      return balance < trigger.amount
        ? {
            ...base,
            met: true,
            message: `Tu caja tiene ${formatMoney(balance)}, menos que tu mínimo de ${limit}.`,
          }
        : {
            ...base,
            met: false,
            message: `Tu caja tiene ${formatMoney(balance)}; tu mínimo es ${limit}.`,
          };
    }
    case 'runway-below': {
      // What its name says: the months of expenses the cash covers (the figures core's
      // liquidity, the one a profitable business with a thin reserve also needs to hear about).
      const { balance, expenseMonths, runway, basisLabel } = await facts.cash();
      const base = { title: 'Pocos meses de caja', actionUrl: '/app/cash-flow' };
      if (balance === null)
        return {
          ...base,
          met: null,
          message: 'Aún no registras tu saldo de caja: no hay meses de caja que medir.',
        };
      if (expenseMonths === null)
        return {
          ...base,
          met: null,
          message: `Sin gastos, ${basisLabel}, no hay meses de gastos que medir.`,
        };
      const lasts =
        runway === null ? '' : ` ${capitalised(basisLabel)}, se acaba en ${formatMonths(runway)}.`;
      const text = `Tu caja cubre ${formatMonths(expenseMonths)} de gastos`;
      return expenseMonths < trigger.months
        ? {
            ...base,
            met: true,
            message: `${text}, menos de ${formatMonths(trigger.months)}.${lasts}`,
          }
        : { ...base, met: false, message: `${text}.${lasts}` };
    }
    case 'category-anomaly': {
      const found = categoryAnomalies(await facts.categories(), trigger.percent);
      const base = { title: 'Gasto fuera de lo normal', actionUrl: '/app/cash-flow' };
      if (found.length === 0)
        return {
          ...base,
          met: false,
          message: `Ninguna categoría gasta este mes más de ${formatPercent(trigger.percent)} por encima de lo normal: las mensuales contra su promedio de tres meses, las ocasionales contra el mismo mes del año pasado, su costo fijo anual o su pago habitual.`,
        };
      const list = found
        .slice(0, 3)
        .map(
          (f) =>
            `${f.category}: ${formatMoney(f.currentCentavos)} contra ${formatMoney(f.referenceCentavos)}, ${f.comparedWith} (+${formatPercent(f.abovePercent)})`,
        )
        .join('; ');
      return { ...base, met: true, message: `Este mes gastas de más en ${list}.` };
    }
    case 'receivables-overdue': {
      const docs = await facts.receivables();
      const base = { title: 'Facturas por cobrar vencidas', actionUrl: '/app/cash-flow' };
      if (docs.length === 0)
        return {
          ...base,
          met: null,
          message:
            'Sin facturas por cobrar abiertas: importa tus CFDI emitidos para vigilar la cobranza.',
        };
      const overdue = overdueReceivables(docs, asOf, trigger.days);
      if (overdue.length === 0)
        return {
          ...base,
          met: false,
          message: `Ninguna factura por cobrar lleva más de ${trigger.days} días vencida.`,
        };
      const total = centavos(overdue.reduce((sum, d) => sum + d.openCentavos, 0));
      const first = overdue[0];
      return {
        ...base,
        met: true,
        message: `${formatCount(overdue.length)} ${overdue.length === 1 ? 'factura lleva' : 'facturas llevan'} más de ${trigger.days} días vencida${overdue.length === 1 ? '' : 's'}: ${formatMoney(total)} por cobrar${first ? `; la más antigua, de ${first.counterpartName}, venció el ${formatDay(first.dueDate)}` : ''}.`,
      };
    }
    case 'health-below': {
      const { hasData, health } = await facts.cash();
      const limit = trigger.score ?? (await facts.thresholds()).healthScoreWarning;
      const base = { title: 'Salud financiera baja', actionUrl: '/app/dashboard' };
      if (!hasData || health === null)
        return {
          ...base,
          met: null,
          message: 'Aún no hay movimientos ni productos con qué medir tu salud financiera.',
        };
      return health < limit
        ? {
            ...base,
            met: true,
            message: `Tu salud financiera es de ${formatCount(health)} de 100, menos que tu umbral de ${formatCount(limit)}.`,
          }
        : {
            ...base,
            met: false,
            message: `Tu salud financiera es de ${formatCount(health)} de 100; tu umbral es ${formatCount(limit)}.`,
          };
    }
    case 'ltv-coca-below': {
      const { ratio, customersNeeded } = await facts.ltvCoca();
      const limit = trigger.ratio ?? (await facts.thresholds()).ltvCocaMin;
      const base = { title: 'LTV/COCA bajo', actionUrl: '/app/unit-economics' };
      // Not evaluable (skipped) rather than judged on customers nobody recorded (issue 31).
      if (customersNeeded !== null)
        return {
          ...base,
          actionUrl: '/app/unit-economics#clientes',
          met: null,
          message:
            'Aún no registras tus clientes: la razón LTV/COCA los necesita. Regístralos en Economía unitaria › Tus clientes por mes.',
        };
      if (ratio === null)
        return {
          ...base,
          met: null,
          message:
            'Sin productos, clientes nuevos o gasto de marketing no hay razón LTV/COCA que vigilar.',
        };
      return ratio < limit
        ? {
            ...base,
            met: true,
            message: `Un cliente vale ${ratioText(ratio)} lo que cuesta conseguirlo, menos que ${ratioText(limit)}.`,
          }
        : {
            ...base,
            met: false,
            message: `Un cliente vale ${ratioText(ratio)} lo que cuesta conseguirlo; tu mínimo es ${ratioText(limit)}.`,
          };
    }
    case 'budget-overspent': {
      const view = await facts.planning();
      const base = { title: 'Presupuesto rebasado', actionUrl: '/app/planning' };
      const lines = view.budgetLines.filter((l) => l.type === 'expense');
      if (lines.length === 0)
        return {
          ...base,
          met: null,
          message: 'Este mes no tiene partidas de gasto en tu presupuesto.',
        };
      const over = lines.filter((l) => l.actual > l.planned);
      if (over.length === 0)
        return {
          ...base,
          met: false,
          message: 'Ninguna partida de gasto del mes rebasa lo planeado.',
        };
      const list = over
        .map((l) => `${l.category}: ${formatMoney(l.actual)} de ${formatMoney(l.planned)}`)
        .join('; ');
      return { ...base, met: true, message: `Rebasaste tu presupuesto del mes en ${list}.` };
    }
    case 'goal-at-risk': {
      const view = await facts.planning();
      const base = { title: 'Meta en riesgo', actionUrl: '/app/planning' };
      if (view.goals.length === 0)
        return { ...base, met: null, message: 'Aún no tienes metas que vigilar.' };
      const risky = view.goals.filter((g) => g.atRisk);
      if (risky.length === 0)
        return { ...base, met: false, message: 'Ninguna meta está en riesgo.' };
      const list = risky
        .map(
          (g) =>
            `«${g.name}» (${g.progress === null ? 'sin avance' : formatPercent(g.progress)}, vence el ${formatDay(g.deadline)})`,
        )
        .join('; ');
      return { ...base, met: true, message: `En riesgo: ${list}.` };
    }
  }
}

/** The trigger kinds `evaluateTrigger` reads (every kind but the schedule). */
export const CONDITION_KINDS: readonly TriggerKind[] = [
  'cash-below',
  'runway-below',
  'category-anomaly',
  'receivables-overdue',
  'health-below',
  'ltv-coca-below',
  'budget-overspent',
  'goal-at-risk',
];
