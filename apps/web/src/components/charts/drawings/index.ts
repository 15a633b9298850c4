// Recharts is heavy: every file that imports it lives in this folder, which loads as its own
// chunk only when a chart is on screen (through ../lazy-charts.tsx, never imported directly).
export { CumulativeCash } from './cumulative-cash.tsx';
export { EstimatedHistory } from './estimated-history.tsx';
export { HighlightLines } from './highlight-lines.tsx';
export { MoneyAreas } from './money-areas.tsx';
export { MoneyChart } from './money-chart.tsx';
export { SharePie } from './share-pie.tsx';
export { ToneBars } from './tone-bars.tsx';
export { WaterfallChart } from './waterfall-chart.tsx';
