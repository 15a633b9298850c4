import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';
import type { CumulativeCashProps } from './drawings/cumulative-cash.tsx';
import type { EstimatedHistoryProps } from './drawings/estimated-history.tsx';
import type { HighlightLinesProps } from './drawings/highlight-lines.tsx';
import type { MoneyAreasProps } from './drawings/money-areas.tsx';
import type { MoneyChartProps } from './drawings/money-chart.tsx';
import type { ShareSlice } from './drawings/share-pie.tsx';
import type { ToneBar } from './drawings/tone-bars.tsx';
import type { WaterfallPoint } from './drawings/waterfall-chart.tsx';

export type { CumulativeCashProps } from './drawings/cumulative-cash.tsx';
export type {
  EstimatedHistoryProps,
  EstimatedHistoryRow,
} from './drawings/estimated-history.tsx';
export type { HighlightLinesProps, LineSeries } from './drawings/highlight-lines.tsx';
export type { AreaSeries, MoneyAreasProps } from './drawings/money-areas.tsx';
export type { MoneyChartProps, MoneySeries } from './drawings/money-chart.tsx';
export type { ShareSlice } from './drawings/share-pie.tsx';
export type { ToneBar } from './drawings/tone-bars.tsx';
export type { WaterfallPoint } from './drawings/waterfall-chart.tsx';

// The drawings (and Recharts) load on first use, retried like every other chunk; put them in a
// `ChartFrame`, which shows a skeleton meanwhile and a note if they cannot load.
const drawings = () => retry(() => import('./drawings/index.ts'));
const LazyCumulativeCash = lazy(() => drawings().then((m) => ({ default: m.CumulativeCash })));
const LazyEstimatedHistory = lazy(() => drawings().then((m) => ({ default: m.EstimatedHistory })));
const LazyHighlightLines = lazy(() => drawings().then((m) => ({ default: m.HighlightLines })));
const LazyMoneyAreas = lazy(() => drawings().then((m) => ({ default: m.MoneyAreas })));
const LazyMoneyChart = lazy(() => drawings().then((m) => ({ default: m.MoneyChart })));
const LazySharePie = lazy(() => drawings().then((m) => ({ default: m.SharePie })));
const LazyToneBars = lazy(() => drawings().then((m) => ({ default: m.ToneBars })));
const LazyWaterfallChart = lazy(() => drawings().then((m) => ({ default: m.WaterfallChart })));

/** Bars (and lines) of money by day or month; see `drawings/money-chart.tsx`. */
export function MoneyChart<Row>(props: MoneyChartProps<Row>) {
  // `lazy` cannot keep a type parameter: the props were checked against Row above.
  return <LazyMoneyChart {...(props as MoneyChartProps<unknown>)} />;
}

/** Money by month as overlapping areas; see `drawings/money-areas.tsx`. */
export function MoneyAreas<K extends string>(props: MoneyAreasProps<K>) {
  return <LazyMoneyAreas {...(props as MoneyAreasProps<string>)} />;
}

/** Shares of a whole as a ring; see `drawings/share-pie.tsx`. */
export function SharePie({ data }: { data: readonly ShareSlice[] }) {
  return <LazySharePie data={data} />;
}

/** One bar per item in §9's tone colours (ROI, profit per centre); see `drawings/tone-bars.tsx`. */
export function ToneBars(props: {
  data: readonly ToneBar[];
  unit: 'percent' | 'money';
  seriesName: string;
}) {
  return <LazyToneBars {...props} />;
}

/** An investment's cumulative cash crossing zero at the payback; see `drawings/cumulative-cash.tsx`. */
export function CumulativeCash(props: CumulativeCashProps) {
  return <LazyCumulativeCash {...props} />;
}

/** Revenue down to net profit; see `drawings/waterfall-chart.tsx`. */
export function WaterfallChart({ data }: { data: readonly WaterfallPoint[] }) {
  return <LazyWaterfallChart data={data} />;
}

/** Revenue and expenses by month, estimated months dashed; see `drawings/estimated-history.tsx`. */
export function EstimatedHistory(props: EstimatedHistoryProps) {
  return <LazyEstimatedHistory {...props} />;
}

/** Money by month as lines, one highlighted; see `drawings/highlight-lines.tsx`. */
export function HighlightLines<K extends string>(props: HighlightLinesProps<K>) {
  return <LazyHighlightLines {...(props as HighlightLinesProps<string>)} />;
}
