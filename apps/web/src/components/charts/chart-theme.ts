import { axisTicks } from '@caudal/finance';
import type { Centavos } from '@caudal/finance/money';
import { type CSSProperties, createElement, type ReactNode } from 'react';
import { formatAxisMoney, formatMoney, formatMonth, formatMonthLong } from '../../lib/format.ts';

/**
 * Chart colours are CSS variables (index.css: `--chart-*`), so the signed-in app's dark theme
 * redraws them; SVG fills and strokes take `var()`. Light values are the ones the charts always
 * had; text colours pass WCAG AA on white (and their dark values on the dark cards).
 */
const chartColor = (name: string) => `var(--chart-${name})`;

/** Colours of the series. */
export const SERIES = {
  revenue: chartColor('revenue'),
  expenses: chartColor('expenses'),
  profit: chartColor('profit'),
  inflow: chartColor('revenue'),
  outflow: chartColor('outflow'),
} as const;

/** Other colours the drawings use: tones, losses, the growth scenarios, reference lines. */
export const CHART_COLORS = {
  good: chartColor('good'),
  neutral: chartColor('neutral'),
  loss: chartColor('loss'),
  lossText: chartColor('loss-text'),
  aggressive: chartColor('aggressive'),
  reference: chartColor('reference'),
  cursor: chartColor('cursor'),
  surface: chartColor('surface'),
  axis: chartColor('axis'),
  grid: chartColor('grid'),
  brand: 'var(--color-brand-700)',
} as const;

export const CATEGORY_COLORS = Array.from({ length: 10 }, (_, i) => chartColor(String(i + 1)));

export const categoryColor = (index: number) =>
  CATEGORY_COLORS[index % CATEGORY_COLORS.length] ?? CHART_COLORS.neutral;

export const AXIS_TICK = { fontSize: 12, fill: CHART_COLORS.axis } as const;
export const GRID_STROKE = CHART_COLORS.grid;

export const TOOLTIP_STYLE: CSSProperties = {
  borderRadius: 12,
  border: `1px solid ${CHART_COLORS.grid}`,
  // Recharts' own tooltip is white (the text is inherited, so it follows the theme already).
  backgroundColor: CHART_COLORS.surface,
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
  createElement('span', { style: { color: 'var(--chart-legend)' } }, String(value));

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
  cursor: { fill: CHART_COLORS.cursor },
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
  cursor: { stroke: CHART_COLORS.reference },
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
