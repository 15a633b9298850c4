import { Calculator, LayoutDashboard, Lightbulb, TrendingUp, Wallet } from 'lucide-react';
import { useMemo } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { sampleView } from './model/sample-view.ts';
import { SimulationBar } from './simulation-bar.tsx';
import { AnalysisTab } from './tabs/analysis-tab.tsx';
import { CashFlowTab } from './tabs/cash-flow-tab.tsx';
import { CostsTab } from './tabs/costs-tab.tsx';
import { DashboardTab } from './tabs/dashboard-tab.tsx';
import { ProfitabilityTab } from './tabs/profitability-tab.tsx';
import { useSampleCompany } from './use-sample-company.ts';
import { useSimulation } from './use-simulation.ts';

const MODULES = [
  { value: 'dashboard', label: 'Dashboard', icon: LayoutDashboard, Panel: DashboardTab },
  { value: 'cashflow', label: 'Flujo de caja', icon: Wallet, Panel: CashFlowTab },
  { value: 'profitability', label: 'Rentabilidad', icon: TrendingUp, Panel: ProfitabilityTab },
  { value: 'costs', label: 'Costos', icon: Calculator, Panel: CostsTab },
  { value: 'ai', label: 'Análisis', icon: Lightbulb, Panel: AnalysisTab },
] as const;

/**
 * The five modules of the demo over the sample bakery, computed in the browser with finance;
 * no sign-in and no server call. Used by /demo and /direct-demo.
 */
export function InteractiveDemo() {
  const company = useSampleCompany();
  const simulation = useSimulation(company.today, company.lastDay);
  const view = useMemo(() => sampleView(company, simulation.day), [company, simulation.day]);
  return (
    <div className="space-y-6" data-testid="interactive-demo" data-day={simulation.day}>
      <SimulationBar
        simulation={simulation}
        companyName={company.data.company.name}
        lastDay={company.lastDay}
      />
      <Tabs defaultValue="dashboard">
        <TabsList aria-label="Módulos de la demo">
          {MODULES.map((module) => (
            <TabsTrigger key={module.value} value={module.value}>
              <module.icon aria-hidden="true" className="size-4" />
              {module.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {MODULES.map((module) => (
          <TabsContent key={module.value} value={module.value}>
            <module.Panel view={view} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
