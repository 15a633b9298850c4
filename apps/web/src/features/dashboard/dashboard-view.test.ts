import { centavos } from '@caudal/finance/money';
import { describe, expect, it } from 'vitest';
import {
  changeText,
  companyLine,
  dashboardTitle,
  NO_PREVIOUS_PERIOD,
  trendTone,
} from './dashboard-view.ts';
import { parsePeriod, reportFileName } from './period.ts';

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
  it('reads the period from the address, defaulting to the last month', () => {
    expect(parsePeriod('7d')).toBe('7d');
    expect(parsePeriod('90d')).toBe('90d');
    expect(parsePeriod('1y')).toBe('30d');
    expect(parsePeriod(null)).toBe('30d');
  });

  it('names the report file', () => {
    expect(reportFileName('7d', '2026-11-21')).toBe('caudal-dashboard-7d-2026-11-21.pdf');
  });
});
