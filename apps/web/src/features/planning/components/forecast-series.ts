/** The forecast's three cases, darkest for the realistic one the owner plans with. */
export const FORECAST_SERIES = [
  { key: 'optimistic', name: 'Optimista', color: '#17796a' },
  { key: 'realistic', name: 'Realista', color: '#1e3a8a' },
  { key: 'conservative', name: 'Conservador', color: '#d97706' },
] as const;
