import { monthlyFixedCostAmount } from './costs.ts';
import { addDays, monthKey, monthName, parseIsoDate } from './dates.ts';
import { nextBusinessDay, previousBusinessDay } from './fiscal-calendar.ts';
import { computeMetrics, type FinancialSnapshot } from './metrics.ts';
import { type Centavos, centavos, sumCentavos } from './money.ts';
import { deepFreeze, roundCentavos } from './numbers.ts';
import { categoryKey, isOwnerCategory } from './owner-movements.ts';
import { taxDueDate } from './taxes.ts';
import type { Notes } from './types.ts';

/**
 * The Mexican calendar a cash forecast places (spec: ../shared/spec/mexican-calendar.md):
 * provisional ISR/IVA and IMSS by the 17th, RCV and INFONAVIT by the 17th of every other month,
 * aguinaldo (at least 15 days of salary) before 20 December, PTU (10 % of the profit) by 30 May
 * for companies. A due date on a rest day moves to the next business day, a payday to the one
 * before (fiscal-calendar.ts). Book: chapters 3 and 14.
 */
export const MEXICAN_CALENDAR = deepFreeze({
  monthlyPaymentDay: 17,
  /** RCV and INFONAVIT: the 17th of January, March, May, July, September and November. */
  bimonthlyMonths: [1, 3, 5, 7, 9, 11],
  aguinaldo: { month: 12, day: 19, salaryDays: 15 },
  ptu: { month: 5, day: 30, shareOfProfit: 0.1 },
  /**
   * Companies' annual return by 31 March: the year's ISR (30 % of the profit) less the tax
   * payments already made, when positive. A rough estimate the owner can switch off.
   */
  annualReturn: { month: 3, day: 31, isrRate: 0.3 },
  /** Months of history averaged for the monthly taxes. */
  taxHistoryMonths: 3,
} as const);

/**
 * How often the company pays its payroll (LFT art. 88: at most every 15 days for most workers,
 * weekly for obreros): biweekly unless the owner says otherwise.
 */
export const PAY_FREQUENCIES = deepFreeze(['weekly', 'biweekly', 'monthly'] as const);
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
export const DEFAULT_PAY_FREQUENCY: PayFrequency = 'biweekly';

export type ForecastItemKind =
  | 'sales'
  | 'variable-costs'
  | 'fixed-cost'
  | 'recurring'
  | 'taxes'
  | 'aguinaldo'
  | 'ptu'
  | 'annual-return'
  | 'receivable'
  | 'payable';

/** The calendar items an owner may leave out of the forecast. */
export type ForecastCalendarKind = Extract<
  ForecastItemKind,
  'taxes' | 'aguinaldo' | 'ptu' | 'annual-return'
>;

export type ForecastItem = {
  date: string;
  kind: ForecastItemKind;
  label: string;
  direction: 'in' | 'out';
  amountCentavos: Centavos;
  /** Spanish: how the amount was estimated. */
  basis: string;
};

export type ForecastWeek = {
  /** First and last day of the week (inclusive). */
  from: string;
  to: string;
  openingCentavos: Centavos;
  inflowCentavos: Centavos;
  outflowCentavos: Centavos;
  closingCentavos: Centavos;
  items: ForecastItem[];
};

export type CashForecast = {
  weeks: ForecastWeek[];
  /** The week whose closing balance is the lowest (its index in `weeks`). */
  lowestWeek: number;
  /** True when the company never gave its cash: the weeks start from zero. */
  openingAssumed: boolean;
  /** The owner's low-balance threshold, as given. */
  thresholdCentavos: Centavos | null;
  /** The first week (index) that closes below zero; null when none does. */
  firstBelowZero: number | null;
  /** The first week (index) that closes below the threshold; null when none (or no threshold). */
  firstBelowThreshold: number | null;
  notes: Notes<CashForecast>;
};

/** An entry marked recurring, repeated each month on the day of its last date. */
export type RecurringEntry = {
  description: string;
  category: string;
  type: 'income' | 'expense';
  amountCentavos: Centavos;
  /** Its last date (`YYYY-MM-DD`). */
  lastDate: string;
};

/** A month's ISR, IVA and withholdings to pay on the 17th of the next, estimated. */
export type TaxPayment = {
  /** The month the taxes are of (`YYYY-MM`). */
  month: string;
  amountCentavos: Centavos;
  /** The month is still in progress: what it holds so far. */
  partial: boolean;
};

/** An invoice still open (an imported CFDI paid later): what is owed and when it is due. */
export type OpenDocument = {
  direction: 'receivable' | 'payable';
  counterpart: string;
  dueDate: string;
  openCentavos: Centavos;
};

/** A month's recorded sum of one category and type (`month` is `YYYY-MM`). */
export type MonthCategoryTotal = {
  month: string;
  category: string;
  type: 'income' | 'expense';
  amountCentavos: Centavos;
};

const DAYS_IN_YEAR = 365.25;
const isTaxes = (category: string) => categoryKey(category) === 'impuestos';
const isPayroll = (category: string) => categoryKey(category) === 'nomina';
const isImss = (name: string | undefined, category: string) =>
  categoryKey(`${name ?? ''} ${category}`).includes('imss');
/** RCV and INFONAVIT contributions: paid every other month (LSS, Ley Infonavit). */
const isBimonthly = (name: string | undefined, category: string) => {
  const key = categoryKey(`${name ?? ''} ${category}`);
  return key.includes('infonavit') || key.includes('rcv') || key.includes('cesantia');
};

/**
 * A month's paydays for the payroll and each one's share of the monthly amount: biweekly on the
 * 15th and the last day, weekly on Fridays (12 ÷ 52 of the month each), monthly on the last day;
 * a payday on a rest day is paid the business day before.
 */
function paydays(month: string, frequency: PayFrequency): { date: string; share: number }[] {
  const last = dayIn(month, 31);
  if (frequency === 'monthly') return [{ date: previousBusinessDay(last), share: 1 }];
  if (frequency === 'biweekly') {
    return [
      { date: previousBusinessDay(dayIn(month, 15)), share: 0.5 },
      { date: previousBusinessDay(last), share: 0.5 },
    ];
  }
  const days: { date: string; share: number }[] = [];
  for (let day = 1; day <= lastDayOf(month); day += 1) {
    const date = dayIn(month, day);
    if (parseIsoDate(date).getUTCDay() === 5) {
      days.push({ date: previousBusinessDay(date), share: 12 / 52 });
    }
  }
  return days;
}
/** A yearly fixed cost that is the aguinaldo itself ('Aguinaldo (15 días de salario)'). */
const isAguinaldoCost = (cost: { name?: string | undefined; recurring: boolean }) =>
  !cost.recurring && categoryKey(cost.name ?? '').includes('aguinaldo');

function lastDayOf(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** `YYYY-MM-DD` of `day` in `month`, moved to the month's last day when it has fewer days. */
function dayIn(month: string, day: number): string {
  return `${month}-${String(Math.min(day, lastDayOf(month))).padStart(2, '0')}`;
}

/**
 * A week-by-week cash forecast from `asOf` (13 weeks is the owner's usual horizon): each week's
 * opening balance, expected money in and out, and closing balance, starting from today's cash.
 * Expected: the typical month's sales and variable costs spread over the days, the fixed costs
 * on the 1st (IMSS on the 17th), recurring entries on their day (an expense of a category the
 * fixed costs hold is that cost, counted once), and the Mexican calendar:
 * monthly taxes by the 17th (the average of the last three months' tax payments), aguinaldo
 * before 20 December (15 days of the monthly payroll in fixed costs) and PTU by 30 May (10 % of
 * last year's profit from the entries). Each item says how it was estimated. Book: ch. 3, 14.
 *
 * When the company records its movements (`recorded`: the figures core's month, issue 31), the
 * month's money in and out is what it recorded, spread over the days instead: its fixed costs,
 * recurring entries and monthly taxes are already in it and are not added again, so the weeks
 * fall at the pace the runway reads. The yearly items (aguinaldo, PTU, the annual return) and
 * the open invoices stay, as a few months' average does not hold them.
 */
export function cashForecast(input: {
  asOf: string;
  weeks: number;
  snapshot: FinancialSnapshot;
  recurring: readonly RecurringEntry[];
  history: readonly MonthCategoryTotal[];
  /** Calendar items the owner switched off. */
  disabled?: readonly ForecastCalendarKind[];
  /** Warn below this balance (besides below zero). */
  thresholdCentavos?: Centavos | null;
  /** Open receivables and payables with their due dates (imported CFDI). */
  documents?: readonly OpenDocument[];
  /**
   * The recorded month of the figures core, when its basis is recorded movements: money in
   * (revenue and owners' contributions) and out (expenses and withdrawals), and its label.
   */
  recorded?: { inCentavos: Centavos; outCentavos: Centavos; label: string } | null;
  /** How often the payroll is paid; biweekly by default. */
  payFrequency?: PayFrequency;
  /**
   * The month's taxes estimated from its movements' tax breakdown (taxes.ts, issue 32), for the
   * months whose payment falls in the horizon: used on their 17th instead of the average. A
   * month still in progress (`partial`) counts at least the average, as its movements are not
   * all in yet.
   */
  taxPayments?: readonly TaxPayment[];
}): CashForecast {
  const { asOf, snapshot } = input;
  const metrics = computeMetrics(snapshot);
  const notes: Notes<CashForecast> = {};
  const openingAssumed = snapshot.cashBalanceCentavos === null;
  if (openingAssumed) {
    notes.openingAssumed =
      'Sin tu saldo en caja el pronóstico empieza en $0: regístralo en Datos de tu empresa.';
  }
  const first = addDays(asOf, 1);
  const last = addDays(asOf, 7 * input.weeks);
  const items: ForecastItem[] = [];
  const disabled = new Set<ForecastItemKind>(input.disabled ?? []);
  const add = (item: ForecastItem) => {
    if (disabled.has(item.kind)) return;
    if (item.date >= first && item.date <= last && item.amountCentavos > 0) items.push(item);
  };

  // The month's money in and out, a day's share each day (summed per week): the recorded one,
  // else the catalogue's sales and variable costs.
  const recorded = input.recorded ?? null;
  const dailyIn = (recorded?.inCentavos ?? metrics.monthlyRevenue) * (12 / DAYS_IN_YEAR);

  // Months the horizon touches.
  const months: string[] = [];
  for (let m = first.slice(0, 7); m <= last.slice(0, 7); ) {
    months.push(m);
    const [y, mo] = m.split('-').map(Number) as [number, number];
    m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  }

  const taxMonths = [...new Set(input.history.map((h) => h.month))]
    .filter((m) => m < asOf.slice(0, 7))
    .sort()
    .slice(-MEXICAN_CALENDAR.taxHistoryMonths);
  const taxes = input.history.filter(
    (h) => h.type === 'expense' && isTaxes(h.category) && taxMonths.includes(h.month),
  );
  const averageTaxes =
    taxMonths.length === 0 ? 0 : sumCentavos(taxes.map((t) => t.amountCentavos)) / taxMonths.length;
  const estimated = new Map((input.taxPayments ?? []).map((t) => [t.month, t]));
  // The recorded month holds its tax payments spread over the days; with estimates they move to
  // their 17th (the estimate where there is one, the average elsewhere), counted once.
  const taxesOnTheir17th = recorded === null || estimated.size > 0;
  const monthlyTaxes = taxesOnTheir17th ? averageTaxes : 0;
  const dailyOut =
    (recorded
      ? Math.max(0, recorded.outCentavos - (estimated.size > 0 ? averageTaxes : 0))
      : metrics.monthlyVariableCosts) *
    (12 / DAYS_IN_YEAR);
  const payroll = sumCentavos(
    snapshot.fixedCosts
      .filter((c) => c.recurring && isPayroll(c.category) && !isImss(c.name, c.category))
      .map((c) => c.amountCentavos),
  );
  // A recurring expense of a category the fixed costs already hold is that cost: counted once.
  const fixedCategories = new Set(snapshot.fixedCosts.map((f) => categoryKey(f.category)));
  const recurring =
    recorded !== null
      ? []
      : input.recurring.filter(
          (e) => e.type === 'income' || !fixedCategories.has(categoryKey(e.category)),
        );
  // An annual obligation belongs to the fiscal year before the one it is paid in: the return
  // and the PTU of March and May 2027 are for 2026, from 2026's movements.
  const yearTaxes = (year: string) =>
    input.history
      .filter((h) => h.month.startsWith(year) && h.type === 'expense' && isTaxes(h.category))
      .reduce((sum, h) => sum + h.amountCentavos, 0);
  const yearProfit = (year: string) =>
    input.history
      .filter((h) => h.month.startsWith(year) && !isOwnerCategory(h.category))
      .reduce((sum, h) => sum + (h.type === 'income' ? h.amountCentavos : -h.amountCentavos), 0);
  const frequency = input.payFrequency ?? DEFAULT_PAY_FREQUENCY;
  const frequencyWords: Record<PayFrequency, string> = {
    weekly: 'semanal, cada viernes',
    biweekly: 'quincenal, los días 15 y último',
    monthly: 'mensual, el último día',
  };

  // The owner's own yearly aguinaldo, when the fixed costs hold one: paid whole in December,
  // not a twelfth a month, and instead of the estimate from the payroll.
  const ownAguinaldo = sumCentavos(
    snapshot.fixedCosts.filter(isAguinaldoCost).map((c) => c.amountCentavos),
  );
  for (const month of months) {
    const monthNumber = Number(month.slice(5, 7));
    for (const cost of recorded === null ? snapshot.fixedCosts : []) {
      if (isAguinaldoCost(cost)) continue;
      const imss = isImss(cost.name, cost.category);
      const amount = monthlyFixedCostAmount(cost);
      if (cost.recurring && isPayroll(cost.category) && !imss) {
        // The payroll on its paydays (LFT art. 88), never a monthly lump on the 1st.
        const days = paydays(month, frequency);
        let left: number = amount;
        days.forEach((payday, i) => {
          const share =
            i === days.length - 1 && frequency !== 'weekly'
              ? left
              : roundCentavos(amount * payday.share);
          left -= share;
          add({
            date: payday.date,
            kind: 'fixed-cost',
            label: cost.name ?? cost.category,
            direction: 'out',
            amountCentavos: centavos(share),
            basis: `Nómina ${frequencyWords[frequency]}; un día de descanso se paga el día hábil anterior`,
          });
        });
        continue;
      }
      if (imss && isBimonthly(cost.name, cost.category)) {
        // Two months at once, the 17th of every other month.
        if (!MEXICAN_CALENDAR.bimonthlyMonths.includes(monthNumber as 1)) continue;
        add({
          date: nextBusinessDay(dayIn(month, MEXICAN_CALENDAR.monthlyPaymentDay)),
          kind: 'fixed-cost',
          label: cost.name ?? cost.category,
          direction: 'out',
          amountCentavos: centavos(amount * 2),
          basis:
            'Bimestral (dos meses), el día 17 de enero, marzo, mayo, julio, septiembre y noviembre, o el siguiente día hábil',
        });
        continue;
      }
      add({
        date: nextBusinessDay(dayIn(month, imss ? MEXICAN_CALENDAR.monthlyPaymentDay : 1)),
        kind: 'fixed-cost',
        label: cost.name ?? cost.category,
        direction: 'out',
        amountCentavos: amount,
        basis: cost.recurring
          ? `Costo fijo mensual${imss ? ', pagado el día 17 o el siguiente día hábil' : ', el primer día hábil del mes'}`
          : 'Un doceavo del costo anual',
      });
    }
    for (const entry of recurring) {
      add({
        date: nextBusinessDay(dayIn(month, Number(entry.lastDate.slice(8, 10)))),
        kind: 'recurring',
        label: entry.description,
        direction: entry.type === 'income' ? 'in' : 'out',
        amountCentavos: entry.amountCentavos,
        basis: `Movimiento recurrente, el mismo día que el último (${entry.lastDate})`,
      });
    }
    // The 17th pays the month before: its estimate when there is one, else the average.
    const taxMonth = monthKey(`${month}-01`, -1);
    const estimate = estimated.get(taxMonth);
    const averageBasis = `Promedio de tus pagos de impuestos de ${taxMonths.length} ${taxMonths.length === 1 ? 'mes' : 'meses'}`;
    const taxesDue =
      estimate === undefined
        ? { amount: monthlyTaxes, basis: averageBasis }
        : estimate.partial && monthlyTaxes > estimate.amountCentavos
          ? {
              amount: monthlyTaxes,
              basis: `${averageBasis}: lo estimado de ${monthName(taxMonth)} hasta hoy aún es menor`,
            }
          : {
              amount: estimate.amountCentavos,
              basis: `Estimado con el IVA y las retenciones de tus movimientos de ${monthName(taxMonth)}${estimate.partial ? ' hasta hoy' : ''}, y tu ISR provisional (Impuestos del mes)`,
            };
    if (taxesDue.amount > 0) {
      add({
        date: taxDueDate(taxMonth),
        kind: 'taxes',
        label: `ISR, IVA y retenciones de ${monthName(taxMonth)}`,
        direction: 'out',
        amountCentavos: roundCentavos(taxesDue.amount),
        basis: taxesDue.basis,
      });
    }
    if (monthNumber === MEXICAN_CALENDAR.aguinaldo.month && (ownAguinaldo > 0 || payroll > 0)) {
      add({
        date: previousBusinessDay(dayIn(month, MEXICAN_CALENDAR.aguinaldo.day)),
        kind: 'aguinaldo',
        label: 'Aguinaldo',
        direction: 'out',
        amountCentavos:
          ownAguinaldo > 0
            ? ownAguinaldo
            : roundCentavos((payroll * MEXICAN_CALENDAR.aguinaldo.salaryDays) / 30),
        basis:
          ownAguinaldo > 0
            ? 'Tu costo anual de aguinaldo en costos fijos, completo en diciembre; se paga antes del 20 de diciembre'
            : `15 días de tu nómina mensual en costos fijos; se paga antes del 20 de diciembre`,
      });
    }
    // The fiscal year an annual obligation paid this month belongs to.
    const fiscalYear = String(Number(month.slice(0, 4)) - 1);
    const lastYear = fiscalYear;
    const lastYearProfit = yearProfit(fiscalYear);
    const lastYearTaxes = yearTaxes(fiscalYear);
    if (monthNumber === MEXICAN_CALENDAR.ptu.month && lastYearProfit > 0) {
      add({
        date: nextBusinessDay(dayIn(month, MEXICAN_CALENDAR.ptu.day)),
        kind: 'ptu',
        label: `Reparto de utilidades (PTU) de ${lastYear}`,
        direction: 'out',
        amountCentavos: roundCentavos(lastYearProfit * MEXICAN_CALENDAR.ptu.shareOfProfit),
        basis: `10 % de la utilidad de ${lastYear} según tus movimientos; personas morales, antes del 30 de mayo`,
      });
    }
    const annual = MEXICAN_CALENDAR.annualReturn;
    const annualIsr = lastYearProfit * annual.isrRate - lastYearTaxes;
    if (monthNumber === annual.month && annualIsr > 0) {
      add({
        date: nextBusinessDay(dayIn(month, annual.day)),
        kind: 'annual-return',
        label: `Declaración anual de ${lastYear}`,
        direction: 'out',
        amountCentavos: roundCentavos(annualIsr),
        basis: `30 % de la utilidad de ${lastYear} menos los impuestos que registraste ese año; personas morales, a más tardar el 31 de marzo. Confírmalo con tu contador`,
      });
    }
  }

  // What customers owe comes in, and what is owed goes out, on the due date; an overdue one is
  // expected at once (the first day), and says since when it is due.
  for (const document of input.documents ?? []) {
    const receivable = document.direction === 'receivable';
    const overdue = document.dueDate < first;
    add({
      date: overdue ? first : document.dueDate,
      kind: document.direction,
      label: `${receivable ? 'Cobro a' : 'Pago a'} ${document.counterpart}`,
      direction: receivable ? 'in' : 'out',
      amountCentavos: document.openCentavos,
      basis: overdue
        ? `Factura vencida desde el ${document.dueDate}: ${receivable ? 'la cobramos' : 'la pagamos'} al inicio`
        : `Factura por ${receivable ? 'cobrar' : 'pagar'} que vence el ${document.dueDate}`,
    });
  }

  let opening = snapshot.cashBalanceCentavos ?? centavos(0);
  const weeks: ForecastWeek[] = [];
  for (let w = 0; w < input.weeks; w++) {
    const from = addDays(asOf, 1 + 7 * w);
    const to = addDays(asOf, 7 * (w + 1));
    // By day (a stable sort: the same day keeps the order they were placed in).
    const weekItems = items
      .filter((i) => i.date >= from && i.date <= to)
      .sort((a, b) => a.date.localeCompare(b.date));
    const sales = roundCentavos(dailyIn * 7);
    const variable = roundCentavos(dailyOut * 7);
    if (sales > 0) {
      weekItems.unshift({
        date: from,
        kind: 'sales',
        label: recorded ? 'Entradas esperadas' : 'Ventas esperadas',
        direction: 'in',
        amountCentavos: sales,
        basis: recorded
          ? `Lo que entró al mes en ${recorded.label}, repartido por día`
          : 'Las ventas de tu mes típico (catálogo), repartidas por día',
      });
    }
    if (variable > 0) {
      weekItems.splice(sales > 0 ? 1 : 0, 0, {
        date: from,
        kind: 'variable-costs',
        label: recorded ? 'Salidas esperadas' : 'Costos variables esperados',
        direction: 'out',
        amountCentavos: variable,
        basis: recorded
          ? `Lo que salió al mes en ${recorded.label} (gastos y retiros de los dueños), repartido por día`
          : 'Los costos variables de tu mes típico, repartidos por día',
      });
    }
    const inflow = sumCentavos(
      weekItems.filter((i) => i.direction === 'in').map((i) => i.amountCentavos),
    );
    const outflow = sumCentavos(
      weekItems.filter((i) => i.direction === 'out').map((i) => i.amountCentavos),
    );
    const closing = centavos(opening + inflow - outflow);
    weeks.push({
      from,
      to,
      openingCentavos: opening,
      inflowCentavos: inflow,
      outflowCentavos: outflow,
      closingCentavos: closing,
      items: weekItems,
    });
    opening = closing;
  }
  let lowestWeek = 0;
  weeks.forEach((week, index) => {
    if (week.closingCentavos < (weeks[lowestWeek]?.closingCentavos ?? 0)) lowestWeek = index;
  });
  const threshold = input.thresholdCentavos ?? null;
  const firstBelow = (limit: number) => {
    const index = weeks.findIndex((w) => w.closingCentavos < limit);
    return index === -1 ? null : index;
  };
  return {
    weeks,
    lowestWeek,
    openingAssumed,
    thresholdCentavos: threshold,
    firstBelowZero: firstBelow(0),
    firstBelowThreshold: threshold === null ? null : firstBelow(threshold),
    notes,
  };
}
