import { SERIES } from '../../../components/charts/chart-theme.ts';

/** The forecast's three cases, darkest for the realistic one the owner plans with. */
export const FORECAST_SERIES = [
  { key: 'optimistic', name: 'Optimista', color: SERIES.revenue },
  { key: 'realistic', name: 'Realista', color: SERIES.profit },
  { key: 'conservative', name: 'Conservador', color: SERIES.expenses },
] as const;
