import { describe, expect, it } from 'vitest';
import { formatDate, formatInteger, formatMoney } from './format.ts';

// Intl may use a narrow no-break space in some outputs; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    [0, '$0'],
    [1234, '$1,234'],
    [1234.5, '$1,235'],
    [1_250_000, '$1,250,000'],
    [-5400, '-$5,400'],
    [-0.3, '$0'],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined]])(
    'never shows NaN or Infinity (%s)',
    (amount) => {
      expect(formatMoney(amount)).toBe('—');
    },
  );
});

describe('formatInteger', () => {
  it('groups thousands the Mexican way', () => {
    expect(formatInteger(1000)).toBe('1,000');
    expect(formatInteger(Number.NaN)).toBe('—');
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
