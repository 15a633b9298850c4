// Recharts is heavy: everything that imports it lives in this folder, loaded as its own chunk
// only when a dashboard chart is on screen.
export { DailyChart } from './daily-chart.tsx';
export { ExpensePie } from './expense-pie.tsx';
export { MonthlyChart } from './monthly-chart.tsx';
