import { axisTicks } from '@caudal/finance';
import type { Centavos } from '@caudal/finance/money';
import { type CSSProperties, createElement, type ReactNode } from 'react';
import { formatAxisMoney, formatMoney, formatMonth, formatMonthLong } from '../../lib/format.ts';

/** Colours of the series; text colours pass WCAG AA on white. */
export const SERIES = {
  revenue: '#17796a',
  expenses: '#d97706',
  profit: '#1e3a8a',
  inflow: '#17796a',
  outflow: '#dc2626',
} as const;

export const CATEGORY_COLORS = [
  '#0b5e54',
  '#d97706',
  '#4f46e5',
  '#db2777',
  '#0284c7',
  '#65a30d',
  '#9333ea',
  '#ea580c',
  '#475569',
  '#0d9488',
] as const;

export const categoryColor = (index: number) =>
  CATEGORY_COLORS[index % CATEGORY_COLORS.length] ?? '#475569';

export const AXIS_TICK = { fontSize: 12, fill: '#475569' } as const;
export const GRID_STROKE = '#e2e8f0';

export const TOOLTIP_STYLE: CSSProperties = {
  borderRadius: 12,
  border: '1px solid #e2e8f0',
  boxShadow: '0 4px 12px rgb(15 23 42 / 0.08)',
  fontSize: 13,
};

// The series are centavos; Recharts hands back their values, or ticks between them, as plain
// numbers (tooltip values as number | string | array), so they are read as centavos here.
const asCentavos = (value: unknown) =>
  (typeof value === 'number' ? value : Number(value)) as Centavos;

export const moneyValue = (value: unknown) => formatMoney(asCentavos(value));

/** Legend labels in dark text: the series colours are too light for text (WCAG AA). */
export const legendText = (value: unknown): ReactNode =>
  createElement('span', { style: { color: '#334155' } }, String(value));

// About the width of a 12 px digit, and room between the labels and the plot.
const TICK_CHAR_PX = 7.2;
const AXIS_GAP_PX = 14;

/**
 * The pesos Y axis of the values drawn (centavos): round ticks from 0 or below the lowest value
 * to above the highest (`axisTicks`), labelled in one unit, and wide enough for the longest
 * label ('-$100 mil') on one line.
 */
export function moneyYAxis(values: readonly number[]) {
  const { ticks } = axisTicks(Math.min(0, ...values), Math.max(0, ...values));
  const top = asCentavos(Math.max(...ticks.map(Math.abs)));
  const label = (value: number) => formatAxisMoney(asCentavos(value), top);
  const longest = Math.max(...ticks.map((tick) => label(tick).length));
  return {
    ticks,
    domain: [ticks[0] ?? 0, ticks.at(-1) ?? 0],
    interval: 0,
    tickFormatter: label,
    tick: AXIS_TICK,
    tickLine: false,
    axisLine: false,
    width: Math.ceil(longest * TICK_CHAR_PX + AXIS_GAP_PX),
  } as const;
}

export const MONEY_TOOLTIP = {
  formatter: moneyValue,
  contentStyle: TOOLTIP_STYLE,
  separator: ': ',
  // Keep the series order (Ingresos, Gastos, ...), not alphabetical.
  itemSorter: () => 0,
  cursor: { fill: '#f1f5f9' },
} as const;

/** A month axis ('YYYY-MM' data keys written 'nov 2026'); give each chart its `minTickGap`. */
export const MONTH_X_AXIS = {
  dataKey: 'month',
  tickFormatter: (value: string) => formatMonth(value),
  tick: AXIS_TICK,
  tickLine: false,
} as const;

/** The money tooltip of a line or area chart by month: a line cursor, the month in full. */
export const MONTH_MONEY_TOOLTIP = {
  ...MONEY_TOOLTIP,
  cursor: { stroke: '#94a3b8' },
  labelFormatter: (value: unknown) => formatMonthLong(String(value)),
} as const;

export const LEGEND = {
  iconType: 'circle',
  itemSorter: null,
  wrapperStyle: { fontSize: 13 },
  formatter: legendText,
} as const;

export const CHART_FRAME = {
  responsive: true,
  accessibilityLayer: false,
  style: { width: '100%', height: '100%' },
  margin: { top: 8, right: 8, bottom: 0, left: 0 },
} as const;
