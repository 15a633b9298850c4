import type { CashForecastResponse } from '@caudal/contracts';
import { centavos } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import { categorySuggestions, EntryFormSchema, newEntryForm } from './cash-flow-forms.ts';
import { forecastWarning, periodLabel, weekLabel, weekTitle } from './cash-flow-texts.ts';

const c = centavos;

describe('the add-entry form', () => {
  it('starts as income, today, not recurring', () => {
    expect(newEntryForm('2026-04-10')).toMatchObject({
      date: '2026-04-10',
      type: 'income',
      recurring: false,
      amount: '',
    });
  });

  it('puts the contract’s Spanish message on the field', () => {
    const base = { ...newEntryForm('2026-04-10'), description: 'Venta', category: 'Ventas' };
    const messages = (amount: string) => {
      const result = EntryFormSchema.safeParse({ ...base, amount });
      return result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message]);
    };
    expect(messages('0')).toEqual([['amount', 'El monto debe ser mayor que cero']]);
    expect(messages('')).toEqual([['amount', 'El monto es obligatorio']]);
    expect(messages('12.345')).toEqual([['amount', 'El monto admite como máximo dos decimales']]);
    expect(EntryFormSchema.parse({ ...base, amount: '1500.5' }).amount).toBe(1500.5);
    // The IVA: left to the category (not sent) or said (a rate; exento says there is none).
    expect(EntryFormSchema.parse({ ...base, amount: '1160' }).ivaRate).toBeUndefined();
    expect(EntryFormSchema.parse({ ...base, amount: '1160', ivaRate: '16' }).ivaRate).toBe('16');
    expect(EntryFormSchema.parse({ ...base, amount: '1160', ivaRate: 'exento' }).ivaRate).toBe(
      'exento',
    );
    const noDescription = EntryFormSchema.safeParse({ ...base, amount: '5', description: ' ' });
    expect(noDescription.error?.issues[0]?.path).toEqual(['description']);
  });

  it('suggests the company’s categories, then Ventas, Marketing and Nómina, once each', () => {
    expect(categorySuggestions(['Renta', 'ventas', ' Insumos '])).toEqual([
      'Renta',
      'ventas',
      'Insumos',
      'Marketing',
      'Nómina',
    ]);
  });
});

describe('texts', () => {
  it('names weeks of the month and says when they are estimated', () => {
    expect(weekLabel({ from: '2026-03-22', to: '2026-03-31' })).toBe('22–31 mar');
    expect(weekTitle({ from: '2026-03-01', to: '2026-03-07', estimated: true })).toBe(
      '1–7 mar (estimado)',
    );
  });

  it('names the period the badge speaks about', () => {
    const period = {
      from: '2026-01-01',
      to: '2026-03-31',
      income: c(1),
      expenses: c(1),
      ownerIn: c(0),
      ownerOut: c(0),
      net: c(0),
      status: 'good' as const,
      label: 'Bueno',
      tone: 'good' as const,
      flowMarginPercent: 0,
      flowMarginTone: 'bad' as const,
      estimated: false,
      note: null,
    };
    const basis = {
      source: 'recorded' as const,
      from: '2026-01-01',
      to: '2026-03-31',
      months: 3,
      days: null,
      label: 'tus últimos 3 meses (enero a marzo)',
    };
    expect(periodLabel('monthly', period, basis)).toBe(
      'Promedio mensual de tus últimos 3 meses (enero a marzo)',
    );
    expect(
      periodLabel('monthly', period, {
        ...basis,
        from: '2026-03-01',
        months: 1,
        label: 'tu último mes completo (marzo)',
      }),
    ).toBe('Tu último mes completo (marzo)');
    expect(
      periodLabel('monthly', period, {
        ...basis,
        months: null,
        days: 30,
        from: '2026-03-12',
        to: '2026-04-10',
        label: 'tus últimos 30 días',
      }),
    ).toBe('Tus últimos 30 días (12 mar – 10 abr)');
    expect(
      periodLabel('monthly', period, {
        source: 'estimate',
        from: null,
        to: null,
        months: null,
        days: null,
        label: 'estimado con tus productos y costos',
      }),
    ).toBe('Estimado con tus productos y costos');
    expect(periodLabel('weekly', { ...period, from: '2026-04-01', to: '2026-04-07' }, basis)).toBe(
      'Última semana completa: 1–7 abr',
    );
  });

  it('warns with the first week that falls short, below zero before the threshold', () => {
    const week = (closing: number, items: CashForecastResponse['weeks'][number]['items'] = []) => ({
      from: '2026-12-17',
      to: '2026-12-23',
      opening: c(0),
      inflow: c(0),
      outflow: c(0),
      closing: c(closing),
      items,
    });
    const forecast: CashForecastResponse = {
      asOf: '2026-12-10',
      weeks: [
        week(500_000),
        week(-200_000, [
          {
            date: '2026-12-19',
            kind: 'aguinaldo',
            label: 'Aguinaldo',
            direction: 'out',
            amount: c(1_000_000),
            basis: '15 días',
          },
        ]),
      ],
      lowestWeek: 1,
      openingAssumed: false,
      note: null,
      threshold: c(1_000_000),
      firstBelowZero: 1,
      firstBelowThreshold: 0,
      disabledItems: [],
    };
    expect(forecastWarning(forecast)).toBe(
      'No te alcanza: en la semana del 17 dic – 23 dic tu caja cerraría en -$2,000. Ese pago grande es: Aguinaldo ($10,000).',
    );
    expect(forecastWarning({ ...forecast, firstBelowZero: null })).toBe(
      'Te alcanza, pero justo: en la semana del 17 dic – 23 dic tu caja bajaría a $5,000, por debajo de tu mínimo de $10,000.',
    );
    expect(
      forecastWarning({ ...forecast, firstBelowZero: null, firstBelowThreshold: null }),
    ).toBeNull();
  });
});
