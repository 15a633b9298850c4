import { axisTicks } from '@caudal/finance';
import type { Centavos } from '@caudal/finance/money';
import { formatAxisMoney } from '../../lib/format.ts';
import type { FlowDay } from './cash-flow-series.ts';

const WIDTH = 600;
const HEIGHT = 260;
const LINE_TOP = 12; // the cash balance line, above the bars
const LINE_BOTTOM = 64;
const BARS_TOP = 84; // the bars' money axis, from its highest tick to its lowest
const BARS_BOTTOM = 252;
// Days not reached yet keep their shape in a light grey, so the chart never looks empty.
const TRACK = '#e2e8f0';

/** Where a point of the viewBox sits, as a share of the (stretched) box's height. */
const topPercent = (y: number) => `${(y / HEIGHT) * 100}%`;

/**
 * Daily inflows (up) and outflows (down) as bars on one pesos axis with round ticks, with the
 * cash balance as a line above them; days after `shown` stay grey and the line stops at
 * `shown`, so the chart fills in as the animation advances. The axis labels are HTML beside
 * the drawing: the SVG stretches to its box, which would distort its own text.
 */
export function CashFlowChart({ series, shown }: { series: readonly FlowDay[]; shown: number }) {
  const step = WIDTH / Math.max(1, series.length);
  const barWidth = Math.max(2, step * 0.36);
  const { ticks } = axisTicks(
    -Math.max(0, ...series.map((d) => d.outflow)),
    Math.max(0, ...series.map((d) => d.inflow)),
  );
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const barY = (value: number) =>
    BARS_TOP + ((high - value) / (high - low)) * (BARS_BOTTOM - BARS_TOP);
  const zero = barY(0);
  const top = Math.max(high, -low) as Centavos;

  const balances = series.map((d) => d.balance);
  const lowest = Math.min(...balances);
  const span = Math.max(1, Math.max(...balances) - lowest);
  const lineY = (balance: number) =>
    LINE_BOTTOM - ((balance - lowest) / span) * (LINE_BOTTOM - LINE_TOP);
  const points = series
    .slice(0, shown)
    .map((d, i) => `${(i + 0.5) * step},${lineY(d.balance)}`)
    .join(' ');

  return (
    <div className="flex h-56 gap-2 sm:h-72" aria-hidden="true">
      <div
        className="relative w-16 shrink-0 text-xs tabular-nums text-slate-600"
        data-testid="flow-axis"
      >
        {ticks.map((tick) => (
          <span
            key={tick}
            className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
            style={{ top: topPercent(barY(tick)) }}
          >
            {formatAxisMoney(tick as Centavos, top)}
          </span>
        ))}
      </div>
      {/* Stretched to the box (taller than its ratio on phones); strokes keep their width. */}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-full min-w-0 flex-1"
        aria-hidden="true"
      >
        {ticks.map((tick) => (
          <line
            key={tick}
            x1={0}
            x2={WIDTH}
            y1={barY(tick)}
            y2={barY(tick)}
            stroke={tick === 0 ? '#94a3b8' : '#e2e8f0'}
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {series.map((d, i) => {
          const x = i * step + (step - 2 * barWidth) / 2;
          const up = zero - barY(d.inflow);
          const down = barY(-d.outflow) - zero;
          return (
            <g key={d.date}>
              <rect
                x={x}
                y={zero - up}
                width={barWidth}
                height={up}
                fill={i < shown ? '#17796a' : TRACK}
                className="transition-colors duration-300 motion-reduce:transition-none"
              />
              <rect
                x={x + barWidth}
                y={zero}
                width={barWidth}
                height={down}
                fill={i < shown ? '#dc2626' : TRACK}
                className="transition-colors duration-300 motion-reduce:transition-none"
              />
            </g>
          );
        })}
        {shown > 1 ? (
          <polyline
            points={points}
            fill="none"
            stroke="#1e3a8a"
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
      </svg>
    </div>
  );
}
