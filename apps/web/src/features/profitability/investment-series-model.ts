import {
  EvaluateInvestmentRequestSchema,
  evaluateSeriesView,
  type Investment,
  type InvestmentEvaluationView,
  MAX_SERIES_PERIODS,
  type PeriodUnitWire,
} from '@caudal/contracts';
import { DEFAULT_DISCOUNT_RATE_PERCENT } from '@caudal/finance';
import type { PlainNumber } from '@caudal/finance/money';
import { moneyToField, optionalNumber } from '../../lib/form-values.ts';
import { formatMoney } from '../../lib/format.ts';

/**
 * The investment evaluator's form (issue 33): what the owner types, checked by the wire side
 * of the contracts' request schema (its Spanish messages), then evaluated in the browser by the
 * same `evaluateSeriesView` that `POST /api/profitability/evaluate` answers with.
 */
export type SeriesDraft = {
  name: string;
  initialCost: string;
  periodUnit: PeriodUnitWire;
  discountRate: string;
  salvageValue: string;
  /** 'even': the same amount each period ("igual cada mes"); 'grid': one field per period. */
  mode: 'even' | 'grid';
  evenAmount: string;
  evenPeriods: string;
  flows: string[];
};

export type DraftField =
  | 'initialCost'
  | 'discountRate'
  | 'salvageValue'
  | 'evenAmount'
  | 'evenPeriods'
  | `flow-${number}`;

export const EMPTY_DRAFT: SeriesDraft = {
  name: '',
  initialCost: '',
  periodUnit: 'month',
  discountRate: String(DEFAULT_DISCOUNT_RATE_PERCENT),
  salvageValue: '',
  mode: 'even',
  evenAmount: '',
  evenPeriods: '12',
  flows: ['', '', ''],
};

export const PERIOD_WORDS: Record<PeriodUnitWire, { one: string; many: string; each: string }> = {
  month: { one: 'Mes', many: 'meses', each: 'cada mes' },
  year: { one: 'Año', many: 'años', each: 'cada año' },
};

/** The wire body (pesos) the draft stands for, or the Spanish errors by field. */
export type ParsedDraft =
  | {
      ok: true;
      body: {
        initialCost: PlainNumber;
        cashFlows: PlainNumber[];
        periodUnit: PeriodUnitWire;
        discountRate: number;
        salvageValue?: PlainNumber;
      };
      evaluation: InvestmentEvaluationView;
    }
  | { ok: false; errors: Partial<Record<DraftField, string>> };

const number = (value: string) => optionalNumber(value.trim().replace(/[$,\s]/g, ''));

export function parseSeriesDraft(d: SeriesDraft): ParsedDraft {
  const errors: Partial<Record<DraftField, string>> = {};
  const initialCost = number(d.initialCost);
  const discountRate = number(d.discountRate);
  const salvage = d.salvageValue.trim() === '' ? undefined : number(d.salvageValue);
  let flows: (number | undefined)[];
  if (d.mode === 'even') {
    const periods = number(d.evenPeriods);
    if (
      periods === undefined ||
      !Number.isInteger(periods) ||
      periods < 1 ||
      periods > MAX_SERIES_PERIODS
    ) {
      errors.evenPeriods = `Los periodos deben ser un número entero de 1 a ${MAX_SERIES_PERIODS}`;
      flows = [];
    } else {
      flows = Array.from({ length: periods }, () => number(d.evenAmount));
    }
  } else {
    flows = d.flows.map(number);
  }
  const candidate = {
    initialCost: initialCost ?? Number.NaN,
    cashFlows: flows.map((f) => f ?? Number.NaN),
    periodUnit: d.periodUnit,
    discountRate: discountRate ?? Number.NaN,
    ...(d.salvageValue.trim() === '' ? {} : { salvageValue: salvage ?? Number.NaN }),
  };
  const checked = EvaluateInvestmentRequestSchema.safeParse(candidate);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [head, index] = issue.path;
      const field: DraftField | undefined =
        head === 'cashFlows'
          ? d.mode === 'even'
            ? typeof index === 'number'
              ? 'evenAmount'
              : 'evenPeriods'
            : `flow-${typeof index === 'number' ? index : 0}`
          : head === 'initialCost' || head === 'discountRate' || head === 'salvageValue'
            ? head
            : undefined;
      const message =
        field === 'evenAmount'
          ? issue.message.replace('Cada flujo', 'El monto de cada periodo')
          : issue.message;
      if (field && !errors[field]) errors[field] = message;
    }
  }
  if (!checked.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const name = d.name.trim();
  return {
    ok: true,
    body: candidate as Extract<ParsedDraft, { ok: true }>['body'],
    evaluation: evaluateSeriesView(checked.data, formatMoney, name ? `«${name}»` : undefined),
  };
}

/** A stored investment as the form's draft (to open it in the evaluator). */
export function draftOfInvestment(i: Investment): SeriesDraft {
  const even = i.monthlyReturn !== null;
  return {
    name: i.name,
    initialCost: moneyToField(i.initialCost),
    periodUnit: i.periodUnit,
    discountRate: String(i.discountRate),
    salvageValue: moneyToField(i.salvageValue),
    mode: even ? 'even' : 'grid',
    evenAmount: even ? moneyToField(i.monthlyReturn) : '',
    evenPeriods: String(i.cashFlows.length),
    flows: i.cashFlows.map((f) => moneyToField(f)),
  };
}

/** A stored investment's evaluation, computed in the browser as the API would. */
export const evaluationOfInvestment = (i: Investment): InvestmentEvaluationView =>
  evaluateSeriesView(i, formatMoney, `«${i.name}»`);

const rate = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/** A rate with up to two decimals ('8.66 %'): a TIR is read closer than the 1 decimal of KPIs. */
export function formatRate(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${rate.format(Math.abs(value) < 0.005 ? 0 : value)} %`;
}

/** '2.4 años', '1 mes'; the note's words when there is none. */
export function formatPeriods(
  value: number | null,
  unit: PeriodUnitWire,
  none = 'No se recupera en el plazo',
): string {
  if (value === null || !Number.isFinite(value)) return none;
  const shown = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }).format(value);
  const w = PERIOD_WORDS[unit];
  return `${shown} ${shown === '1' ? w.one.toLowerCase() : w.many}`;
}

/** Every TIR found, joined ('10 % y 20 %'), or that there is none. */
export function formatIrr(irr: InvestmentEvaluationView['irr']): string {
  if (irr.value.length === 0) return 'No hay TIR';
  const parts = irr.value.map(formatRate);
  return parts.length === 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}
