import { describe, expect, it } from 'vitest';
import {
  isBusinessDay,
  nextBusinessDay,
  previousBusinessDay,
  restDays,
} from './fiscal-calendar.ts';

// The LFT art. 74 rest days, 2026–2031, read off a calendar.
describe('restDays', () => {
  it.each([
    [
      2026,
      [
        '2026-01-01',
        '2026-02-02',
        '2026-03-16',
        '2026-05-01',
        '2026-09-16',
        '2026-11-16',
        '2026-12-25',
      ],
    ],
    [
      2027,
      [
        '2027-01-01',
        '2027-02-01',
        '2027-03-15',
        '2027-05-01',
        '2027-09-16',
        '2027-11-15',
        '2027-12-25',
      ],
    ],
    [
      2028,
      [
        '2028-01-01',
        '2028-02-07',
        '2028-03-20',
        '2028-05-01',
        '2028-09-16',
        '2028-11-20',
        '2028-12-25',
      ],
    ],
    [
      2029,
      [
        '2029-01-01',
        '2029-02-05',
        '2029-03-19',
        '2029-05-01',
        '2029-09-16',
        '2029-11-19',
        '2029-12-25',
      ],
    ],
    // 1 October 2030: the federal executive changes (every six years since 2024).
    [
      2030,
      [
        '2030-01-01',
        '2030-02-04',
        '2030-03-18',
        '2030-05-01',
        '2030-09-16',
        '2030-10-01',
        '2030-11-18',
        '2030-12-25',
      ],
    ],
    [
      2031,
      [
        '2031-01-01',
        '2031-02-03',
        '2031-03-17',
        '2031-05-01',
        '2031-09-16',
        '2031-11-17',
        '2031-12-25',
      ],
    ],
  ])('%d', (year, days) => {
    expect(restDays(year)).toEqual(days);
  });

  it('1 October is a rest day only in a transition year', () => {
    expect(isBusinessDay('2030-10-01')).toBe(false);
    expect(isBusinessDay('2029-10-01')).toBe(true);
    expect(isBusinessDay('2031-10-01')).toBe(true);
  });
});

describe('due dates and paydays', () => {
  it.each([
    // December's ISR/IVA and IMSS: Sunday 17 January 2027 → Monday 18.
    ['2027-01-17', '2027-01-18'],
    // March's: Saturday 17 April 2027 → Monday 19.
    ['2027-04-17', '2027-04-19'],
    // PTU by 30 May 2027, a Sunday → Monday 31.
    ['2027-05-30', '2027-05-31'],
    // A due date on 1 January 2027 (Friday, a rest day) → Monday 4.
    ['2027-01-01', '2027-01-04'],
    // A business day stays.
    ['2027-03-31', '2027-03-31'],
    // Monday 15 March 2027 is a rest day (third Monday) → Tuesday 16.
    ['2027-03-15', '2027-03-16'],
  ])('a due date on %s moves to %s', (day, due) => {
    expect(nextBusinessDay(day)).toBe(due);
  });

  it.each([
    // Payroll of 31 January 2027, a Sunday → Friday 29.
    ['2027-01-31', '2027-01-29'],
    // Aguinaldo before 20 December 2026: Saturday 19 → Friday 18.
    ['2026-12-19', '2026-12-18'],
    // Payday of 1 February 2027 (a rest day) → Friday 29 January.
    ['2027-02-01', '2027-01-29'],
    ['2027-01-15', '2027-01-15'],
  ])('a payday on %s moves back to %s', (day, paid) => {
    expect(previousBusinessDay(day)).toBe(paid);
  });
});
