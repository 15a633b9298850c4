export {
  buildDemoDataSet,
  DEMO_OPENING_CASH_CENTAVOS,
  type DemoDataSet,
  type DemoEntry,
} from './demo-data-set.ts';
