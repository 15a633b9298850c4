import type { GrowthDocument, SavedSimulation } from '@caudal/contracts';
import type { Centavos, GrowthScenarioId, ScenarioFigures } from '@caudal/finance';
import type {
  GrowthRows,
  GrowthSettingsRow,
  readGrowthData,
  StoredBusiness,
} from './growth.repository.ts';

type Kept = Awaited<ReturnType<typeof readGrowthData>>;

const scenarioInput = (f: ScenarioFigures) => ({
  investment: f.investmentCentavos,
  expectedReturn: f.expectedReturnCentavos,
  timeframe: f.timeframe,
  risk: f.risk,
  probability: f.probability,
});

/** The growth part of the company's export document; null when the company kept nothing. */
export function growthDocumentOf({ settings, simulations }: Kept): GrowthDocument | null {
  if (!settings && simulations.length === 0) return null;
  const scenarios = (settings?.scenarios ?? {}) as GrowthSettingsRow['scenarios'];
  return {
    settings: (settings?.business as StoredBusiness | null | undefined) ?? null,
    kpiTargets: (settings?.kpiTargets ?? {}) as GrowthDocument['kpiTargets'],
    scenarios: Object.fromEntries(
      Object.entries(scenarios).map(([id, f]) => [id, scenarioInput(f as ScenarioFigures)]),
    ) as GrowthDocument['scenarios'],
    actionPlan: {
      startedOn: settings?.planStartedOn ?? null,
      done: (settings?.planDone ?? {}) as GrowthDocument['actionPlan']['done'],
    },
    simulations: simulations.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      input: s.input as unknown as SavedSimulation['input'],
      result: s.result as unknown as SavedSimulation['result'],
    })),
  };
}

/** The rows an imported document's growth part becomes (money already in centavos). */
export function growthRowsOf(doc: GrowthDocument | null): GrowthRows {
  if (!doc) return { settings: null, simulations: [] };
  const scenarios = Object.fromEntries(
    (
      Object.entries(doc.scenarios) as [
        GrowthScenarioId,
        NonNullable<GrowthDocument['scenarios']['realistic']>,
      ][]
    ).map(([id, s]) => [
      id,
      {
        investmentCentavos: s.investment as Centavos,
        expectedReturnCentavos: s.expectedReturn as Centavos,
        timeframe: s.timeframe,
        risk: s.risk,
        probability: s.probability,
      },
    ]),
  );
  return {
    settings: {
      business: doc.settings,
      kpiTargets: Object.fromEntries(
        Object.entries(doc.kpiTargets).filter(
          (e): e is [string, number] => typeof e[1] === 'number',
        ),
      ),
      scenarios,
      planStartedOn: doc.actionPlan.startedOn,
      planDone: doc.actionPlan.done as Record<string, string>,
    },
    simulations: doc.simulations.map((s) => ({
      createdAt: new Date(s.createdAt),
      input: s.input as unknown as Record<string, unknown>,
      result: s.result as unknown as Record<string, unknown>,
    })),
  };
}
