import { useEffect, useRef, useState } from 'react';
import { CHART_COLORS } from '../../../components/charts/chart-theme.ts';
import { niceCountTicks } from '../reports-model.ts';

const H = 240;
const PAD = { left: 40, right: 16, top: 12, bottom: 28 };
const STROKE = CHART_COLORS.brand;

/** The element's width in pixels, kept up to date (0 until it is laid out). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A count over time (customers by month) as a line. The shared drawings chart money; a handful
 * of whole numbers needs no more than an SVG drawn at the box's own width, so its labels keep
 * their size on a phone. Decorative: the card carries the same numbers as a table.
 */
export function CountLine({
  points,
}: {
  points: readonly { key: string; label: string; value: number }[];
}) {
  const { ref, width } = useWidth();
  const ticks = niceCountTicks(Math.max(0, ...points.map((p) => p.value)));
  const top = ticks.at(-1) ?? 1;
  const innerW = Math.max(0, width - PAD.left - PAD.right);
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (points.length === 1 ? innerW / 2 : (i * innerW) / (points.length - 1));
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  // Labels about 70 px apart at most; always the last.
  const every = Math.max(1, Math.ceil((points.length * 70) / Math.max(innerW, 1)));
  return (
    <div ref={ref} aria-hidden="true" className="h-60 w-full min-w-0">
      {width > 0 ? (
        <svg width={width} height={H} role="presentation">
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(t)}
                y2={y(t)}
                stroke={CHART_COLORS.grid}
              />
              <text
                x={PAD.left - 8}
                y={y(t) + 4}
                textAnchor="end"
                fontSize="12"
                fill={CHART_COLORS.axis}
              >
                {t}
              </text>
            </g>
          ))}
          <polyline
            fill="none"
            stroke={STROKE}
            strokeWidth={2.5}
            points={points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')}
          />
          {points.map((p, i) => (
            <g key={p.key}>
              <circle cx={x(i)} cy={y(p.value)} r={3.5} fill={STROKE} />
              {(points.length - 1 - i) % every === 0 ? (
                <text
                  x={x(i)}
                  y={H - 8}
                  // The ends stay inside the box.
                  textAnchor={
                    i === points.length - 1 && points.length > 1
                      ? 'end'
                      : i === 0 && points.length > 1
                        ? 'start'
                        : 'middle'
                  }
                  fontSize="12"
                  fill={CHART_COLORS.axis}
                >
                  {p.label}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
      ) : null}
    </div>
  );
}
