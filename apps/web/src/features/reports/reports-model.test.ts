import type { ReportKpiId } from '@caudal/contracts';
import type { Centavos } from '@caudal/finance/money';
import { describe, expect, it } from 'vitest';
import {
  choiceProblem,
  customerPoints,
  exportError,
  exportType,
  fallbackFileName,
  formatKpiValue,
  formatKpiVariance,
  isEmptyPeriod,
  niceCountTicks,
  noteAbout,
  parseTargets,
  periodForSetting,
  periodInAddress,
  slicesOf,
} from './reports-model.ts';

// Intl puts a no-break space in some es-MX outputs; compare on plain spaces.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const c = (n: number) => n as Centavos;

describe('periodInAddress', () => {
  it.each([
    ['7', 7],
    ['30', 30],
    ['90', 90],
    ['365', 365],
    [null, null],
    ['', null],
    ['0', null],
    ['60', null],
    ['abc', null],
    ['7.5', null],
  ] as const)('%s → %s', (param, days) => {
    expect(periodInAddress(param)).toBe(days);
  });
});

describe('periodForSetting', () => {
  it.each([
    ['last_3_months', '2026-03-16', 90],
    // 182 days: 92 from 90, 183 from 365.
    ['last_6_months', '2026-03-16', 90],
    ['last_year', '2026-03-16', 365],
    // 75 days since 1 January: 15 from 90.
    ['ytd', '2026-03-16', 90],
    // 10 days: 3 from 7.
    ['ytd', '2026-01-10', 7],
    // 15 August 2026 is day 227 (212 to the end of July + 15): 137 from 90, 138 from 365.
    ['ytd', '2026-08-15', 90],
    // 16 August, day 228: 138 from 90, 137 from 365.
    ['ytd', '2026-08-16', 365],
  ] as const)('%s on %s → %d days', (setting, today, days) => {
    expect(periodForSetting(setting, today)).toBe(days);
  });
});

describe('exportType', () => {
  it('downloads the chosen type on Reportes and the whole report elsewhere', () => {
    expect(exportType('reports', 'marketing')).toBe('marketing');
    expect(exportType('dashboard', 'marketing')).toBe('comprehensive');
    expect(exportType('kpis', 'financial')).toBe('comprehensive');
  });
});

describe('export texts', () => {
  it('says spec §8 word for word', () => {
    expect(exportError('pdf')).toBe('Error al exportar el PDF. Por favor, intenta nuevamente.');
    expect(exportError('excel')).toBe('Error al exportar el Excel. Por favor, intenta nuevamente.');
    expect(exportError('csv')).toBe('Error al exportar el CSV. Por favor, intenta nuevamente.');
  });
  it('names a file the server did not name', () => {
    expect(fallbackFileName('integral', 'excel', '2026-11-27')).toBe(
      'reporte-integral-2026-11-27.xlsx',
    );
    expect(fallbackFileName('financiero', 'pdf', '2026-11-27')).toBe(
      'reporte-financiero-2026-11-27.pdf',
    );
  });
});

describe('formatKpiValue', () => {
  it.each([
    [125000.6, 'MXN', '$125,001'],
    [-4500.4, 'MXN', '-$4,500'],
    [18.46, '%', '18.5%'],
    [-0.04, '%', '0%'],
    [3.16, 'x', '3.2x'],
    [14.4, 'clientes', '14 clientes'],
    [1, 'clientes', '1 cliente'],
    [null, '%', 'Sin datos'],
    [Number.NaN, 'MXN', 'Sin datos'],
  ] as const)('%s %s → %s', (value, unit, text) => {
    expect(plain(formatKpiValue(value, unit))).toBe(text);
  });
});

describe('formatKpiVariance', () => {
  it.each([
    [1500.4, 'MXN', '+$1,500'],
    [-2000, 'MXN', '-$2,000'],
    [0.3, 'MXN', '$0'],
    [-2.54, '%', '-2.5 pts'],
    [3, '%', '+3 pts'],
    [0.44, 'x', '+0.4x'],
    [-3, 'clientes', '-3 clientes'],
    [null, 'x', 'Sin datos'],
  ] as const)('%s %s → %s', (value, unit, text) => {
    expect(plain(formatKpiVariance(value, unit))).toBe(text);
  });
});

describe('choiceProblem', () => {
  it('asks for 5 to 7 KPIs', () => {
    expect(choiceProblem(4)).toBe('Elige al menos 5 indicadores (llevas 4).');
    expect(choiceProblem(5)).toBeNull();
    expect(choiceProblem(7)).toBeNull();
    expect(choiceProblem(8)).toBe('Elige como máximo 7 indicadores (llevas 8).');
  });
});

describe('parseTargets', () => {
  it('sends typed numbers, skips empty fields and flags text', () => {
    const result = parseTargets<ReportKpiId>(
      ['revenue', 'net-margin', 'ltv-coca', 'new-customers'],
      {
        revenue: '$150,000.50',
        'net-margin': ' 18 ',
        'ltv-coca': 'tres',
        'new-customers': '',
        // Not followed: ignored.
        'average-ticket': '900',
      },
    );
    expect(result.targets).toEqual({ revenue: 150000.5, 'net-margin': 18 });
    expect(Object.keys(result.errors)).toEqual(['ltv-coca']);
  });
});

describe('noteAbout', () => {
  const notes = [
    'Sin productos registrados no hay LTV ni COCA.',
    'Tus clientes se registran por mes: cada fila muestra los clientes activos del mes en que cae.',
  ];
  it('finds the first note on a subject, ignoring case', () => {
    expect(noteAbout(notes, ['ltv'])).toBe(notes[0]);
    expect(noteAbout(notes, ['CLIENTES'])).toBe(notes[1]);
    expect(noteAbout(notes, ['unidades'])).toBeNull();
  });
});

describe('niceCountTicks', () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [14, [0, 5, 10, 15]],
    [120, [0, 50, 100, 150]],
  ])('%d → %j', (max, ticks) => {
    expect(niceCountTicks(max)).toEqual(ticks);
  });
});

const row = (date: string, customers: number | null, revenue = 0, expenses = 0) => ({
  date,
  customers,
  revenue: c(revenue),
  expenses: c(expenses),
});

describe('customerPoints', () => {
  it('keeps one count per month, the last recorded, and drops months without one', () => {
    const rows = [
      row('2026-10-27', 12),
      row('2026-11-03', 14),
      row('2026-11-10', 14),
      row('2026-12-01', null),
    ];
    expect(customerPoints(rows)).toEqual([
      { date: '2026-10', customers: 12 },
      { date: '2026-11', customers: 14 },
    ]);
  });
});

describe('isEmptyPeriod and slicesOf', () => {
  it('calls a period without revenue or expenses empty', () => {
    expect(isEmptyPeriod({ detailed_data: [] })).toBe(true);
    expect(
      isEmptyPeriod({ detailed_data: [row('2026-11-01', null), row('2026-11-02', null)] } as never),
    ).toBe(true);
    expect(isEmptyPeriod({ detailed_data: [row('2026-11-01', null, 0, 500)] } as never)).toBe(
      false,
    );
  });
  it('draws only slices with money, a missing percent as 0', () => {
    expect(
      slicesOf([
        { name: 'Renta', value: c(800_000), percent: 80 },
        { name: 'Luz', value: c(200_000), percent: null },
        { name: 'Nada', value: c(0), percent: 0 },
      ]),
    ).toEqual([
      { category: 'Renta', amount: 800_000, percent: 80 },
      { category: 'Luz', amount: 200_000, percent: 0 },
    ]);
  });
});
