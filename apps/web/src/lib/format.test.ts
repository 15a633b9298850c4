import type { Centavos } from '@caudal/finance/money';
import { describe, expect, it } from 'vitest';
import {
  formatAxisMoney,
  formatCompactMoney,
  formatDate,
  formatDecimal,
  formatInteger,
  formatMoney,
  formatMonth,
  formatMonthLong,
  formatPercent,
  formatRatio,
  formatShortDay,
  formatUnitMoney,
  todayInMexicoCity,
} from './format.ts';

// Intl may use a narrow no-break space in some outputs; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  // Amounts are centavos, as the API's responses decode and finance computes them.
  it.each([
    [0, '$0'],
    [123_400, '$1,234'],
    [123_450, '$1,235'],
    [125_000_000, '$1,250,000'],
    [-540_000, '-$5,400'],
    [-30, '$0'],
  ])('formats %s centavos as %s', (amount, expected) => {
    expect(formatMoney(amount as Centavos)).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined]])(
    'never shows NaN or Infinity (%s)',
    (amount) => {
      expect(formatMoney(amount as Centavos | null | undefined)).toBe('—');
    },
  );
});

describe('formatInteger', () => {
  it('groups thousands the Mexican way', () => {
    expect(formatInteger(1000)).toBe('1,000');
    expect(formatInteger(Number.NaN)).toBe('—');
  });
});

describe('formatDecimal', () => {
  it('keeps at most one decimal and shows a dash for non-finite values', () => {
    expect(formatDecimal(1.84)).toBe('1.8');
    expect(formatDecimal(12)).toBe('12');
    expect(formatDecimal(1234.56)).toBe('1,234.6');
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatDate', () => {
  it('uses Mexico City time for timestamps', () => {
    // 03:00 UTC on 2 March is still 1 March in Mexico City (UTC-6).
    expect(plain(formatDate('2026-03-02T03:00:00Z'))).toBe('1 de marzo de 2026');
  });

  it('keeps a calendar day as written', () => {
    expect(plain(formatDate('2026-03-01'))).toBe('1 de marzo de 2026');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('no es fecha')).toBe('—');
  });
});

describe('formatRatio', () => {
  it('keeps two decimals at most, so 2.96 never reads as 3', () => {
    expect(formatRatio(520 / 300)).toBe('1.73');
    expect(formatRatio(2.96)).toBe('2.96');
    expect(formatRatio(0.4775)).toBe('0.48');
    expect(formatRatio(3)).toBe('3');
    expect(formatRatio(1234.567)).toBe('1,234.57');
    expect(formatRatio(Number.NaN)).toBe('—');
    expect(formatRatio(null)).toBe('—');
  });
});

describe('formatPercent', () => {
  it.each([
    [12.345, '12.3%'],
    [0, '0%'],
    [-0.04, '0%'],
    [-3.05, '-3.1%'],
    [100, '100%'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it('signs changes and never shows NaN', () => {
    expect(formatPercent(12.5, { signed: true })).toBe('+12.5%');
    expect(formatPercent(-8, { signed: true })).toBe('-8%');
    expect(formatPercent(Number.NaN)).toBe('—');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('formatAxisMoney', () => {
  // One unit for the whole axis, from its largest tick; a no-break space before the unit.
  it.each([
    [0, 30_000_000, '$0'],
    [1_250_000, 1_250_000, '$12.5\u00a0mil'],
    [-10_000_000, 20_000_000, '-$100\u00a0mil'],
    [750_000, 1_000_000, '$7.5\u00a0mil'],
    [125_000_000, 200_000_000, '$1.25\u00a0M'],
    [50_000_000, 200_000_000, '$0.5\u00a0M'],
    [25_000, 100_000, '$250'],
    [250_000, 750_000, '$2,500'],
  ])('formats %s centavos on an axis up to %s as %s', (amount, top, expected) => {
    expect(formatAxisMoney(amount as Centavos, top as Centavos)).toBe(expected);
  });
});

describe('formatCompactMoney', () => {
  it.each([
    [95_000, '$950'],
    [150_000, '$1.5 mil'],
    [1_240_000, '$12 mil'],
    [25_000_000, '$250 mil'],
    [125_000_000, '$1.3 M'],
    [-4_500_000, '-$45 mil'],
    [0, '$0'],
  ])('formats %s centavos as %s', (amount, expected) => {
    expect(formatCompactMoney(amount as Centavos)).toBe(expected);
  });

  it('never shows Infinity', () => {
    expect(formatCompactMoney(Number.POSITIVE_INFINITY as Centavos)).toBe('—');
  });
});

describe('months and days', () => {
  it('writes months the Mexican way', () => {
    expect(formatMonth('2026-11')).toBe('nov 2026');
    expect(formatMonth('2026-09')).toBe('sep 2026');
    expect(plain(formatMonthLong('2026-01'))).toBe('enero de 2026');
    expect(formatMonth('noviembre')).toBe('—');
  });

  it('writes short days', () => {
    expect(formatShortDay('2026-11-03')).toBe('3 nov');
    expect(formatShortDay('x')).toBe('—');
  });

  it('takes today from Mexico City, not UTC', () => {
    // 02:00 UTC on 22 November is still 21 November in Mexico City.
    expect(todayInMexicoCity(new Date('2026-11-22T02:00:00Z'))).toBe('2026-11-21');
  });
});

describe('formatUnitMoney', () => {
  it.each([
    [1_050, '$10.50'],
    [345, '$3.45'],
    [1_600, '$16'],
    [-500, '-$5'],
    [0.1, '$0'],
  ])('formats %s centavos as %s', (amount, expected) => {
    expect(formatUnitMoney(amount as Centavos)).toBe(expected);
  });
});
