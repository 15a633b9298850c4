import { describe, expect, it } from 'vitest';
import { cashForecast, type MonthCategoryTotal } from './cash-forecast.ts';
import type { FinancialSnapshot } from './metrics.ts';
import { centavos as c } from './money.ts';

// A tortillería: 300 kilos a month at $100 with $40 of cost each (a $30,000 month of sales and
// $12,000 of variable costs), payroll $20,000, IMSS $3,000, rent $8,000 and $50,000 in cash.
const snapshot: FinancialSnapshot = {
  products: [
    {
      name: 'Tortilla',
      priceCentavos: c(10_000),
      variableCostCentavos: c(4_000),
      monthlySales: 300,
    },
  ],
  fixedCosts: [
    { name: 'Sueldos', amountCentavos: c(2_000_000), recurring: true, category: 'Nómina' },
    { name: 'Cuotas IMSS', amountCentavos: c(300_000), recurring: true, category: 'Nómina' },
    { name: 'Renta', amountCentavos: c(800_000), recurring: true, category: 'Renta' },
  ],
  variableCostLines: [],
  cashBalanceCentavos: c(5_000_000),
};
const month = (m: string, category: string, type: 'income' | 'expense', pesos: number) =>
  ({ month: m, category, type, amountCentavos: c(pesos * 100) }) satisfies MonthCategoryTotal;

describe('cashForecast over recorded movements (issue 31: the runway’s pace)', () => {
  it('spreads the recorded month and adds no catalogue cost, recurring entry or monthly tax again', () => {
    const forecast = cashForecast({
      asOf: '2026-11-28',
      weeks: 13,
      // The catalogue and the recurring entry would add rent and internet: they are in the
      // recorded month already.
      snapshot: { ...snapshot, cashBalanceCentavos: c(4_500_000) },
      recurring: [
        {
          description: 'Internet',
          category: 'Servicios',
          type: 'expense',
          amountCentavos: c(69_900),
          lastDate: '2026-11-05',
        },
      ],
      history: [month('2026-10', 'Impuestos', 'expense', 3_000)],
      recorded: {
        inCentavos: c(900_000),
        outCentavos: c(3_000_000),
        label: 'tus últimos 30 días',
      },
    });
    // A week in: 900,000 × 12 / 365.25 × 7 = 206,981.5 → 206,982 centavos; out: 3,000,000 × 12
    // / 365.25 × 7 = 689,938.4 → 689,938. Each week the cash falls 4,829.56 pesos.
    const [w1] = forecast.weeks;
    expect(w1?.items.map((i) => [i.label, i.amountCentavos])).toEqual([
      ['Entradas esperadas', 206_982],
      ['Salidas esperadas', 689_938],
    ]);
    expect(w1?.items[0]?.basis).toBe(
      'Lo que entró al mes en tus últimos 30 días, repartido por día',
    );
    // Aguinaldo stays (a few months' average does not hold it): 15 days of the 20,000 payroll
    // in fixed costs, on 19 December, in the third week (13–19 Dec).
    const aguinaldo = forecast.weeks[2]?.items.find((i) => i.kind === 'aguinaldo');
    expect(aguinaldo?.amountCentavos).toBe(1_000_000);
    // 45,000 − 10,000 − 7 × 4,829.56 = 1,193.08 after seven weeks; the eighth closes at
    // −3,636.48 (the runway's 2.1 months, 45,000 ÷ 21,000, has no aguinaldo in it).
    expect(forecast.weeks[6]?.closingCentavos).toBe(119_308);
    expect(forecast.weeks[7]?.closingCentavos).toBe(-363_648);
    expect(forecast.firstBelowZero).toBe(7);
  });

  it('with the month’s tax estimate: its 17th pays it, the average is taken out of the days (issue 32)', () => {
    const forecast = cashForecast({
      asOf: '2026-11-28',
      weeks: 13,
      snapshot: { ...snapshot, cashBalanceCentavos: c(4_500_000) },
      recurring: [],
      // 3,000 of taxes paid in October: the average of the months recorded before November.
      history: [month('2026-10', 'Impuestos', 'expense', 3_000)],
      recorded: { inCentavos: c(900_000), outCentavos: c(3_000_000), label: 'tus últimos 30 días' },
      // November's estimate: IVA 320 + ISR 600 = 920 pesos.
      taxPayments: [{ month: '2026-11', amountCentavos: c(92_000), partial: false }],
    });
    const taxes = forecast.weeks.flatMap((w) => w.items.filter((i) => i.kind === 'taxes'));
    // 17 December 2026 is a Thursday; 17 January 2027 a Sunday: Monday the 18th. December has
    // no estimate yet: the average, 3,000. 17 February 2027 is a Wednesday.
    expect(taxes.map((i) => [i.date, i.label, i.amountCentavos])).toEqual([
      ['2026-12-17', 'ISR, IVA y retenciones de noviembre', 92_000],
      ['2027-01-18', 'ISR, IVA y retenciones de diciembre', 300_000],
      ['2027-02-17', 'ISR, IVA y retenciones de enero', 300_000],
    ]);
    expect(taxes[0]?.basis).toBe(
      'Estimado con el IVA y las retenciones de tus movimientos de noviembre, y tu ISR provisional (Impuestos del mes)',
    );
    expect(taxes[1]?.basis).toBe('Promedio de tus pagos de impuestos de 1 mes');
    // The recorded 30,000 out holds the 3,000 of taxes: 27,000 a month are spread over the days,
    // 27,000 × 12 / 365.25 × 7 = 6,209.45 a week.
    expect(
      forecast.weeks[0]?.items.find((i) => i.label === 'Salidas esperadas')?.amountCentavos,
    ).toBe(620_945);
  });

  it('a month in progress counts at least the average: its movements are not all in yet', () => {
    const forecast = cashForecast({
      asOf: '2026-11-10',
      weeks: 6,
      snapshot,
      recurring: [],
      history: [month('2026-10', 'Impuestos', 'expense', 3_000)],
      taxPayments: [
        // October complete: 2,500, due Tuesday 17 November.
        { month: '2026-10', amountCentavos: c(250_000), partial: false },
        // November's first ten days: 400 so far, less than the 3,000 average.
        { month: '2026-11', amountCentavos: c(40_000), partial: true },
      ],
    });
    const taxes = forecast.weeks.flatMap((w) => w.items.filter((i) => i.kind === 'taxes'));
    expect(taxes.map((i) => [i.date, i.amountCentavos, i.basis])).toEqual([
      [
        '2026-11-17',
        250_000,
        'Estimado con el IVA y las retenciones de tus movimientos de octubre, y tu ISR provisional (Impuestos del mes)',
      ],
      [
        '2026-12-17',
        300_000,
        'Promedio de tus pagos de impuestos de 1 mes: lo estimado de noviembre hasta hoy aún es menor',
      ],
    ]);
  });
});

describe('cashForecast (chapters 3 and 14, the Mexican calendar)', () => {
  it('places the week’s sales, the month’s costs, taxes on the 17th and aguinaldo in December', () => {
    const forecast = cashForecast({
      asOf: '2026-11-25',
      weeks: 5,
      snapshot,
      recurring: [
        // Payroll is a fixed cost already: a recurring payroll entry is that cost, not another.
        {
          description: 'Nómina de la segunda quincena de noviembre',
          category: 'Nómina',
          type: 'expense',
          amountCentavos: c(1_000_000),
          lastDate: '2026-11-15',
        },
        {
          description: 'Internet',
          category: 'Servicios',
          type: 'expense',
          amountCentavos: c(69_900),
          lastDate: '2026-11-05',
        },
      ],
      // Taxes of the last three months: (1,800 + 2,400 + 3,000) / 3 = 2,400 a month.
      history: [
        month('2026-08', 'Impuestos', 'expense', 1_800),
        month('2026-09', 'Impuestos', 'expense', 2_400),
        month('2026-10', 'Impuestos', 'expense', 3_000),
      ],
    });
    // A week of sales: 3,000,000 centavos × 12 / 365.25 × 7 = 689,938.4 → $6,899.38; of
    // variable costs: 1,200,000 × 12 / 365.25 × 7 = 275,975.4 → $2,759.75.
    // The payroll is biweekly (issue 32): 10,000 on Monday 30 November and Tuesday 15 December.
    // W1 26 Nov–2 Dec: − payroll 10,000 − rent 8,000 on Tuesday 1 December → 50,000 + 6,899.38
    // − 20,759.75. W2 3–9 Dec: − Internet 699 on Saturday the 5th, paid Monday the 7th. W3
    // 10–16 Dec: − payroll 10,000 on the 15th. W4 17–23 Dec: − IMSS 3,000 and taxes 2,400 on
    // Thursday the 17th, − aguinaldo 20,000 × 15 / 30 = 10,000 before the 20th: Saturday the 19th
    // is no business day, Friday the 18th. W5 24–30 Dec: sales and variable costs only.
    expect(
      forecast.weeks.map((w) => [
        w.from,
        w.to,
        w.inflowCentavos,
        w.outflowCentavos,
        w.closingCentavos,
      ]),
    ).toEqual([
      ['2026-11-26', '2026-12-02', 689_938, 2_075_975, 3_613_963],
      ['2026-12-03', '2026-12-09', 689_938, 345_875, 3_958_026],
      ['2026-12-10', '2026-12-16', 689_938, 1_275_975, 3_371_989],
      ['2026-12-17', '2026-12-23', 689_938, 1_815_975, 2_245_952],
      ['2026-12-24', '2026-12-30', 689_938, 275_975, 2_659_915],
    ]);
    expect(forecast.lowestWeek).toBe(3);
    const aguinaldo = forecast.weeks[3]?.items.find((i) => i.kind === 'aguinaldo');
    expect(aguinaldo).toMatchObject({ date: '2026-12-18', amountCentavos: 1_000_000 });
    expect(aguinaldo?.basis).toContain('antes del 20 de diciembre');
    expect(forecast.weeks[3]?.items.find((i) => i.kind === 'taxes')).toMatchObject({
      date: '2026-12-17',
      amountCentavos: 240_000,
    });
    expect(forecast.weeks[3]?.items.find((i) => i.label === 'Cuotas IMSS')?.date).toBe(
      '2026-12-17',
    );
    expect(forecast.openingAssumed).toBe(false);
  });

  it('places PTU by 30 May: 10 % of last year’s profit, owner withdrawals not counted', () => {
    const forecast = cashForecast({
      asOf: '2026-05-20',
      weeks: 2,
      snapshot: { ...snapshot, fixedCosts: [], products: [] },
      recurring: [],
      // 2025: 500,000 − 400,000 = 100,000 of profit; the 50,000 the owners took is not a cost.
      history: [
        month('2025-06', 'Ventas', 'income', 500_000),
        month('2025-07', 'Insumos', 'expense', 400_000),
        month('2025-08', 'Retiros de los dueños', 'expense', 50_000),
      ],
    });
    expect(forecast.weeks[0]?.items).toEqual([]);
    expect(forecast.weeks[1]?.items).toEqual([
      // Saturday 30 May 2026: due the next business day, Monday 1 June.
      expect.objectContaining({ kind: 'ptu', date: '2026-06-01', amountCentavos: 1_000_000 }),
    ]);
  });

  it('starts from zero and says so when the cash was never given', () => {
    const forecast = cashForecast({
      asOf: '2026-11-25',
      weeks: 1,
      snapshot: { ...snapshot, cashBalanceCentavos: null },
      recurring: [],
      history: [],
    });
    expect(forecast.weeks[0]?.openingCentavos).toBe(0);
    expect(forecast.openingAssumed).toBe(true);
    expect(forecast.notes.openingAssumed).toMatch(/Datos de tu empresa/);
  });

  const december = {
    asOf: '2026-11-25',
    weeks: 5,
    snapshot,
    recurring: [],
    history: [
      month('2026-08', 'Impuestos', 'expense', 1_800),
      month('2026-09', 'Impuestos', 'expense', 2_400),
      month('2026-10', 'Impuestos', 'expense', 3_000),
    ],
  };

  it('leaves out the calendar items the owner switched off', () => {
    const all = cashForecast(december);
    const without = cashForecast({ ...december, disabled: ['aguinaldo'] });
    expect(all.weeks[3]?.items.some((i) => i.kind === 'aguinaldo')).toBe(true);
    expect(without.weeks.flatMap((w) => w.items).some((i) => i.kind === 'aguinaldo')).toBe(false);
    // The aguinaldo's 10,000 pesos stay in the cash from week 4 on; taxes are still there.
    expect(without.weeks[3]?.outflowCentavos).toBe(
      (all.weeks[3]?.outflowCentavos ?? 0) - 1_000_000,
    );
    expect(without.weeks[4]?.closingCentavos).toBe(
      (all.weeks[4]?.closingCentavos ?? 0) + 1_000_000,
    );
    expect(without.weeks[3]?.items.some((i) => i.kind === 'taxes')).toBe(true);
  });

  it('finds the first week below zero and below the owner’s threshold', () => {
    // Closings (first test, without the Internet entry): 26,139.63 … 22,459.52 in week 4.
    const none = cashForecast(december);
    expect(none).toMatchObject({ firstBelowZero: null, firstBelowThreshold: null });
    const at25k = cashForecast({ ...december, thresholdCentavos: c(2_500_000) });
    expect(at25k).toMatchObject({
      thresholdCentavos: 2_500_000,
      firstBelowZero: null,
      firstBelowThreshold: 3,
    });
    const broke = cashForecast({
      ...december,
      snapshot: { ...snapshot, cashBalanceCentavos: c(1_000_000) },
    });
    // 10,000 + 6,899.38 − 30,759.75 < 0 in the first week.
    expect(broke.firstBelowZero).toBe(0);
  });

  it('places the annual return by 31 March: 30 % of last year’s profit less its taxes', () => {
    const march = {
      asOf: '2026-03-20',
      weeks: 2,
      snapshot: { ...snapshot, fixedCosts: [], products: [] },
      recurring: [],
      // 2025: 500,000 − 400,000 − 20,000 of taxes = 80,000 of profit; 30 % = 24,000 − 20,000.
      history: [
        month('2025-06', 'Ventas', 'income', 500_000),
        month('2025-07', 'Insumos', 'expense', 400_000),
        month('2025-08', 'Impuestos', 'expense', 20_000),
      ],
    };
    expect(cashForecast(march).weeks[1]?.items).toEqual([
      expect.objectContaining({
        kind: 'annual-return',
        date: '2026-03-31',
        amountCentavos: 400_000,
      }),
    ]);
    expect(cashForecast({ ...march, disabled: ['annual-return'] }).weeks[1]?.items).toEqual([]);
  });

  it('pays a yearly aguinaldo of the fixed costs whole in December, not a twelfth a month', () => {
    // The owner's own $30,000 (not 15 days of the $20,000 payroll, $10,000), counted once.
    const forecast = cashForecast({
      ...december,
      snapshot: {
        ...snapshot,
        fixedCosts: [
          ...snapshot.fixedCosts,
          {
            name: 'Aguinaldo (15 días de salario)',
            amountCentavos: c(3_000_000),
            recurring: false,
            category: 'Nómina',
          },
        ],
      },
    });
    const items = forecast.weeks.flatMap((w) => w.items);
    expect(items.filter((i) => i.label.startsWith('Aguinaldo'))).toEqual([
      expect.objectContaining({ kind: 'aguinaldo', date: '2026-12-18', amountCentavos: 3_000_000 }),
    ]);
    // Every other week is as in the first test: no twelfth of it on the 1st.
    expect(forecast.weeks[0]?.outflowCentavos).toBe(2_075_975);
  });

  it('collects open receivables and pays open payables on their due dates; overdue ones at once', () => {
    const forecast = cashForecast({
      asOf: '2026-11-25',
      weeks: 2,
      snapshot: {
        products: [],
        fixedCosts: [],
        variableCostLines: [],
        cashBalanceCentavos: c(1_000_000),
      },
      recurring: [],
      history: [],
      documents: [
        {
          direction: 'receivable',
          counterpart: 'Fonda Lupita',
          dueDate: '2026-11-28',
          openCentavos: c(100_000),
        },
        {
          direction: 'receivable',
          counterpart: 'Café Sol',
          dueDate: '2026-11-01',
          openCentavos: c(50_000),
        },
        {
          direction: 'payable',
          counterpart: 'Harinas del Centro',
          dueDate: '2026-12-05',
          openCentavos: c(30_000),
        },
        // Due after the two weeks (26 Nov – 9 Dec): not in this forecast.
        {
          direction: 'payable',
          counterpart: 'Lácteos Puebla',
          dueDate: '2027-01-20',
          openCentavos: c(90_000),
        },
      ],
    });
    const [first, second] = forecast.weeks;
    // Week 1 (26 Nov – 2 Dec): $10,000 + $1,000 due on the 28th + $500 overdue since 1 Nov.
    expect(first?.items.map((i) => [i.date, i.kind, i.label, i.amountCentavos])).toEqual([
      ['2026-11-26', 'receivable', 'Cobro a Café Sol', 50_000],
      ['2026-11-28', 'receivable', 'Cobro a Fonda Lupita', 100_000],
    ]);
    expect(first?.items[0]?.basis).toBe(
      'Factura vencida desde el 2026-11-01: la cobramos al inicio',
    );
    expect(first?.closingCentavos).toBe(1_150_000);
    // Week 2 (3 – 9 Dec): the $300 payable due on the 5th.
    expect(second?.items.map((i) => [i.date, i.kind, i.direction, i.amountCentavos])).toEqual([
      ['2026-12-05', 'payable', 'out', 30_000],
    ]);
    expect(second?.closingCentavos).toBe(1_120_000);
  });

  it('from late November: business days only, biweekly payroll, each annual item of its own year (issue 32)', () => {
    const forecast = cashForecast({
      asOf: '2026-11-28',
      // To 24 April 2027.
      weeks: 21,
      snapshot,
      recurring: [],
      // 2025 earned 100,000 and paid no taxes; 2026 lost 20,000 so far.
      history: [
        month('2025-06', 'Ventas', 'income', 500_000),
        month('2025-07', 'Insumos', 'expense', 400_000),
        month('2026-03', 'Ventas', 'income', 100_000),
        month('2026-04', 'Insumos', 'expense', 120_000),
        month('2026-10', 'Impuestos', 'expense', 3_000),
      ],
    });
    const items = forecast.weeks.flatMap((w) => w.items).filter((i) => i.kind !== 'sales');
    const dated = items.filter((i) => i.kind !== 'variable-costs');
    // No payment on a Saturday, a Sunday or a rest day (1 January, 1 February, 15 March 2027).
    for (const item of dated) {
      const weekday = new Date(`${item.date}T12:00:00Z`).getUTCDay();
      expect([item.date, weekday]).not.toEqual([item.date, 0]);
      expect([item.date, weekday]).not.toEqual([item.date, 6]);
      expect(['2027-01-01', '2027-02-01', '2027-03-15']).not.toContain(item.date);
    }
    // The payroll, biweekly: 31 January 2027 is a Sunday (paid Friday the 29th), 28 February
    // too (Friday the 26th), 15 February is a Monday, 31 March a Wednesday.
    expect(
      items.filter((i) => i.label === 'Sueldos').map((i) => [i.date, i.amountCentavos]),
    ).toEqual([
      ['2026-11-30', 1_000_000],
      ['2026-12-15', 1_000_000],
      ['2026-12-31', 1_000_000],
      ['2027-01-15', 1_000_000],
      ['2027-01-29', 1_000_000],
      ['2027-02-15', 1_000_000],
      ['2027-02-26', 1_000_000],
      // Monday 15 March 2027 is a rest day (the third Monday of March): Friday the 12th.
      ['2027-03-12', 1_000_000],
      ['2027-03-31', 1_000_000],
      ['2027-04-15', 1_000_000],
    ]);
    // IMSS by the 17th: Sunday 17 January → Monday 18, Saturday 17 April → Monday 19; rent of
    // 1 January (a rest day) → Monday 4, of 1 February (a rest day) → Tuesday 2.
    expect(items.filter((i) => i.label === 'Cuotas IMSS').map((i) => i.date)).toEqual([
      '2026-12-17',
      '2027-01-18',
      '2027-02-17',
      '2027-03-17',
      '2027-04-19',
    ]);
    expect(items.filter((i) => i.label === 'Renta').map((i) => i.date)).toEqual([
      '2026-12-01',
      '2027-01-04',
      '2027-02-02',
      '2027-03-01',
      '2027-04-01',
    ]);
    // March 2027's annual return is 2026's: a loss, so none; 2025's profit is not read again.
    expect(items.filter((i) => i.kind === 'annual-return')).toEqual([]);
    expect(items.some((i) => i.label.includes('2025'))).toBe(false);
  });

  it('pays the payroll weekly on Fridays or monthly on the last business day when told so', () => {
    const base = { asOf: '2027-01-01', weeks: 4, snapshot, recurring: [], history: [] };
    const sueldos = (f: ReturnType<typeof cashForecast>) =>
      f.weeks
        .flatMap((w) => w.items)
        .filter((i) => i.label === 'Sueldos')
        .map((i) => [i.date, i.amountCentavos]);
    // Weekly: 20,000 × 12 / 52 = 4,615.38 each Friday of January 2027 (1 January, a rest day
    // and before the horizon, is not in it).
    expect(sueldos(cashForecast({ ...base, payFrequency: 'weekly' }))).toEqual([
      ['2027-01-08', 461_538],
      ['2027-01-15', 461_538],
      ['2027-01-22', 461_538],
      ['2027-01-29', 461_538],
    ]);
    // Monthly: Sunday 31 January → Friday the 29th.
    expect(sueldos(cashForecast({ ...base, payFrequency: 'monthly' }))).toEqual([
      ['2027-01-29', 2_000_000],
    ]);
  });
});
