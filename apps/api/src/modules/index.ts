import type { ApiModule } from '../lib/module.ts';
import { advisorsModule } from './advisors/index.ts';
import { agentsModule } from './agents/index.ts';
import { authModule } from './auth/index.ts';
import { automationModule } from './automation/index.ts';
import { bookAssistantModule, bookModule, bookPdfModule } from './book/index.ts';
import { cashFlowModule } from './cash-flow/index.ts';
import { companyModule } from './company/index.ts';
import { contactModule } from './contact/index.ts';
import { costLinesModule, fixedCostsModule } from './costs/index.ts';
import { costsPricingModule, pricingAiModule } from './costs-pricing/index.ts';
import { customersModule } from './customers/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { documentsModule } from './documents/index.ts';
import { financialDataModule } from './financial-data/index.ts';
import { growthModule } from './growth/index.ts';
import { healthModule } from './health/index.ts';
import { hintsModule } from './hints/index.ts';
import { importsModule } from './imports/index.ts';
import { learningModule } from './learning/index.ts';
import { maintenanceModule } from './maintenance/index.ts';
import { metricsModule } from './metrics/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { planningModule } from './planning/index.ts';
import { privacyModule } from './privacy/index.ts';
import { productsModule } from './products/index.ts';
import { profitabilityModule } from './profitability/index.ts';
import { publicSiteModule } from './public-site/index.ts';
import { reconciliationModule } from './reconciliation/index.ts';
import { reportsModule } from './reports/index.ts';
import { searchModule } from './search/index.ts';
import { settingsModule } from './settings/index.ts';
import { taxesModule } from './taxes/index.ts';
import { teamModule } from './team/index.ts';
import { unitEconomicsModule } from './unit-economics/index.ts';

/**
 * Every module of the API, in registration order. A new module adds its `index.ts` here; app.ts
 * sets each one up (events, jobs) and mounts its routes under its own prefix.
 */
export const API_MODULES: readonly ApiModule[] = [
  healthModule,
  authModule,
  companyModule,
  productsModule,
  fixedCostsModule,
  costLinesModule,
  cashFlowModule,
  customersModule,
  unitEconomicsModule,
  costsPricingModule,
  pricingAiModule,
  profitabilityModule,
  planningModule,
  reportsModule,
  automationModule,
  notificationsModule,
  growthModule,
  financialDataModule,
  importsModule,
  documentsModule,
  reconciliationModule,
  taxesModule,
  metricsModule,
  dashboardModule,
  bookModule,
  bookPdfModule,
  bookAssistantModule,
  advisorsModule,
  agentsModule,
  searchModule,
  learningModule,
  hintsModule,
  settingsModule,
  privacyModule,
  teamModule,
  contactModule,
  publicSiteModule,
  maintenanceModule,
];
