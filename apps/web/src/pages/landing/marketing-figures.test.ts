import { describe, expect, it } from 'vitest';
import { marketingFigures } from './marketing-figures.ts';

describe('marketingFigures', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['abc', null],
    ['0', null],
    ['-5', null],
    ['12.5', null],
    ['1200', 1200],
    [' 350 ', 350],
  ])('VITE_MARKETING_ACTIVE_COMPANIES=%j gives %j', (raw, expected) => {
    expect(marketingFigures({ VITE_MARKETING_ACTIVE_COMPANIES: raw }).activeCompanies).toBe(
      expected,
    );
  });
});
