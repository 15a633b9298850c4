import type { FlowDay } from './cash-flow-series.ts';

const WIDTH = 600;
const HEIGHT = 260;
const ZERO = 190; // baseline of the bars: inflows rise above it, outflows hang below it
const BAR_SPACE = 110; // tallest inflow bar
const DROP_SPACE = 60; // deepest outflow bar
const LINE_TOP = 12;
const LINE_BOTTOM = 70;
// Days not reached yet keep their shape in a light grey, so the chart never looks empty.
const TRACK = '#e2e8f0';

/**
 * Daily inflows (up) and outflows (down) as bars, with the cash balance as a line above them;
 * days after `shown` stay grey and the line stops at `shown`, so the chart fills in as the
 * animation advances.
 */
export function CashFlowChart({ series, shown }: { series: readonly FlowDay[]; shown: number }) {
  const step = WIDTH / Math.max(1, series.length);
  const barWidth = Math.max(2, step * 0.36);
  const topFlow = Math.max(1, ...series.map((d) => Math.max(d.inflow, d.outflow)));
  const balances = series.map((d) => d.balance);
  const low = Math.min(...balances);
  const span = Math.max(1, Math.max(...balances) - low);
  const lineY = (balance: number) =>
    LINE_BOTTOM - ((balance - low) / span) * (LINE_BOTTOM - LINE_TOP);
  const points = series
    .slice(0, shown)
    .map((d, i) => `${(i + 0.5) * step},${lineY(d.balance)}`)
    .join(' ');

  return (
    // Stretched to the box (taller than its ratio on phones); strokes keep their width.
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-56 w-full sm:h-72"
      aria-hidden="true"
    >
      <line
        x1={0}
        x2={WIDTH}
        y1={ZERO}
        y2={ZERO}
        stroke="#cbd5e1"
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
      {series.map((d, i) => {
        const x = i * step + (step - 2 * barWidth) / 2;
        const up = (d.inflow / topFlow) * BAR_SPACE;
        const down = (d.outflow / topFlow) * DROP_SPACE;
        return (
          <g key={d.date}>
            <rect
              x={x}
              y={ZERO - up}
              width={barWidth}
              height={up}
              rx={2}
              fill={i < shown ? '#17796a' : TRACK}
              className="transition-colors duration-300 motion-reduce:transition-none"
            />
            <rect
              x={x + barWidth}
              y={ZERO}
              width={barWidth}
              height={down}
              rx={2}
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
  );
}
