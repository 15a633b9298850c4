import { centavos } from '@caudal/finance/money';
import { describe, expect, it } from 'vitest';
import {
  changeText,
  companyLine,
  dashboardTitle,
  NO_PREVIOUS_PERIOD,
  trendTone,
} from './dashboard-view.ts';
import { periodForSetting, periodInAddress, reportFileName } from './period.ts';

const card = (changePercent: number | null, trend: 'up' | 'down' | 'flat') => ({
  value: centavos(10_000),
  previous: changePercent === null ? null : centavos(9_000),
  changePercent,
  trend,
});

// Intl may use a narrow no-break space in some outputs; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('stat cards', () => {
  it('writes the change against the previous period', () => {
    expect(changeText(card(12.345, 'up'))).toBe('+12.3% vs periodo anterior');
    expect(changeText(card(-4, 'down'))).toBe('-4% vs periodo anterior');
    expect(changeText(card(null, 'flat'))).toBe(NO_PREVIOUS_PERIOD);
  });

  it('colours expenses the other way round', () => {
    expect(trendTone(card(10, 'up'), true)).toBe('good');
    expect(trendTone(card(10, 'up'), false)).toBe('bad');
    expect(trendTone(card(-10, 'down'), false)).toBe('good');
    expect(trendTone(card(0, 'flat'), true)).toBe('neutral');
    expect(trendTone(card(null, 'up'), true)).toBe('neutral');
  });
});

describe('title', () => {
  it('names the company when it has a name', () => {
    expect(dashboardTitle('Tacos Ana')).toBe('Dashboard de Tacos Ana');
    expect(dashboardTitle(null)).toBe('Dashboard');
    expect(dashboardTitle('  ')).toBe('Dashboard');
  });

  it('lists industry, employees and the date in Mexico City', () => {
    const today = new Date('2026-11-22T02:00:00Z');
    expect(
      plain(
        companyLine({ name: 'x', industry: 'food_beverage', employees: 8, stage: 'growth' }, today),
      ),
    ).toBe('Alimentos y bebidas · 8 empleados · 21 de noviembre de 2026');
    expect(
      plain(companyLine({ name: null, industry: null, employees: 1, stage: null }, today)),
    ).toBe('1 empleado · 21 de noviembre de 2026');
  });
});

describe('period', () => {
  it('reads the period from the address; anything else names none', () => {
    expect(periodInAddress('7d')).toBe('7d');
    expect(periodInAddress('90d')).toBe('90d');
    expect(periodInAddress('1y')).toBeNull();
    expect(periodInAddress(null)).toBeNull();
  });

  it.each([
    // 3 months (90 days) is an option; 6 months (182) and a year (365) are nearest 90 days.
    ['last_3_months', '2026-03-16', '90d'],
    ['last_6_months', '2026-03-16', '90d'],
    ['last_year', '2026-03-16', '90d'],
    // 75 days since 1 January: 15 from 90, 45 from 30.
    ['ytd', '2026-03-16', '90d'],
    // 10 days: 3 from 7, 20 from 30.
    ['ytd', '2026-01-10', '7d'],
    // 20 days: 10 from 30, 13 from 7.
    ['ytd', '2026-01-20', '30d'],
    // 1 March is day 60 (31 + 28 + 1): 30 from both 30 and 90, the shorter wins.
    ['ytd', '2026-03-01', '30d'],
    ['ytd', '2026-03-02', '90d'],
  ] as const)('opens %s on %s as %s', (setting, today, expected) => {
    expect(periodForSetting(setting, today)).toBe(expected);
  });

  it('names the report file', () => {
    expect(reportFileName('7d', '2026-11-21')).toBe('caudal-dashboard-7d-2026-11-21.pdf');
  });
});
