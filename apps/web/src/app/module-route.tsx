import { APP_MODULES, type BuiltAppModuleId } from '@caudal/contracts/app-modules';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { AgentsPage } from '../features/agents/index.ts';
import { AutomationPage } from '../features/automation/index.ts';
import { CashFlowPage } from '../features/cash-flow/index.ts';
import { CostsPricingPage } from '../features/costs-pricing/index.ts';
import { DashboardPage } from '../features/dashboard/index.ts';
import { GrowthPage } from '../features/growth/index.ts';
import { PlanningPage } from '../features/planning/index.ts';
import { ProfitabilityPage } from '../features/profitability/index.ts';
import { ReportsPage } from '../features/reports/index.ts';
import { SettingsPage } from '../features/settings/index.ts';
import { UnitEconomicsPage } from '../features/unit-economics/index.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { type ModuleContentProps, ModulePage } from './module-page.tsx';
import { BookPage } from './routes/book-pages.tsx';
import { ProfilePage } from './routes/profile-page.tsx';

/**
 * The page of every screen the registry marks built: a feature's page is the lazy one its
 * `features/<m>/index.ts` exports (its own chunk), the book and the profile are app pages. A screen
 * marked built without a page here, or a page for one that is not, does not compile; the rest
 * get the placeholder.
 */
const MODULE_PAGES: { [Id in BuiltAppModuleId]: ComponentType<ModuleContentProps> } = {
  dashboard: DashboardPage,
  'cash-flow': CashFlowPage,
  'unit-economics': UnitEconomicsPage,
  'costs-pricing': CostsPricingPage,
  profitability: ProfitabilityPage,
  planning: PlanningPage,
  reports: ReportsPage,
  automation: AutomationPage,
  growth: GrowthPage,
  'ai-agents': AgentsPage,
  book: BookPage,
  settings: SettingsPage,
  profile: ProfilePage,
};

/**
 * /app/:screen — the registry's screen at that path inside the module page, or 'not found'.
 * The router matches one segment and this file (in the app area's chunk) reads the registry, so
 * the landing's first load does not carry it.
 */
export function ModuleRoute() {
  const { screen } = useParams();
  const module = APP_MODULES.find((m) => m.path === screen);
  if (!module) return <NotFoundPage />;
  return (
    <ModulePage
      key={module.id}
      module={module}
      page={module.built ? MODULE_PAGES[module.id] : undefined}
    />
  );
}
