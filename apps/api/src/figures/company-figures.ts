import type { ComputedMetricsView } from '@caudal/contracts';
import {
  addDays,
  type CompanyFigures,
  companyFigures,
  FIGURES_RULES,
  type FiguresInputs,
  monthKey,
  periodRanges,
} from '@caudal/finance';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { type Part, readParts } from '../db/parts.ts';
import { createFiguresMemo } from '../lib/figures-memo.ts';
import type { CompanyAt } from '../lib/request-auth.ts';
import { alertThresholdsPart } from './company-settings.ts';
import { monthSumsPart, periodTotalsPart } from './period-totals.ts';
import { companyMetrics, snapshotPart } from './snapshot.ts';

/** The day of the company's first movement (any entry); null without one. */
function firstMovementPart(companyId: string): Part<string | null> {
  return {
    expr: sql`SELECT to_char(min(date), 'YYYY-MM-DD') FROM cash_flow_daily
      WHERE company_id = ${companyId}`,
    read: (value) => (typeof value === 'string' ? value : null),
  };
}

/**
 * The annual growth target the owner set in Crecimiento › Configuración; null until they save
 * it (the projection rule then assumes its default).
 */
function growthTargetPart(companyId: string): Part<number | null> {
  return {
    expr: sql`SELECT (business->>'targetGrowthRate')::numeric FROM growth_settings
      WHERE company_id = ${companyId}`,
    read: (value) => (value === null || value === undefined ? null : Number(value)),
  };
}

/**
 * The parts finance's `companyFigures` reads, so a screen that reads its own parts in one
 * statement reads these with them (`figuresFromParts` turns them into the inputs).
 */
export function figuresParts(companyId: string, asOf: string) {
  // The last 30 days are the dashboard's 30d period, to the day; the months are the six
  // complete ones before today's (the basis's three and the three before, for trends).
  const short = periodRanges('30d', asOf);
  const months = {
    from: `${monthKey(asOf, -2 * FIGURES_RULES.basisMonths)}-01`,
    to: addDays(`${asOf.slice(0, 7)}-01`, -1),
  };
  return {
    figuresSnapshot: snapshotPart(companyId, asOf),
    figuresFirstMovement: firstMovementPart(companyId),
    figuresMonths: monthSumsPart(companyId, months),
    figuresLast30: periodTotalsPart(companyId, short.current, short.previous),
    figuresThresholds: alertThresholdsPart(companyId),
    figuresGrowthTarget: growthTargetPart(companyId),
  };
}

type FiguresPartValues = Awaited<ReturnType<typeof readParts<ReturnType<typeof figuresParts>>>>;

/** Finance's inputs from what `figuresParts` read. */
export function figuresInputs(values: FiguresPartValues, asOf: string): FiguresInputs {
  return {
    asOf,
    snapshot: values.figuresSnapshot,
    firstMovementOn: values.figuresFirstMovement,
    months: values.figuresMonths,
    last30Days: values.figuresLast30,
    thresholds: values.figuresThresholds,
    ownerAnnualGrowthPercent: values.figuresGrowthTarget,
  };
}

const memo = createFiguresMemo<CompanyFigures>();

/**
 * The company's figures (finance `companyFigures`: cash, burn, runway, liquidity, margins,
 * health, status, on one basis) on `asOf`, computed once per version of its data. Every reader
 * takes them from here: the header, the dashboard, the cash-flow page, the PDFs, the advisors,
 * the assistant and the automation rules.
 */
export function loadCompanyFigures(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
): Promise<CompanyFigures> {
  return memo(`${company.companyId}|${asOf}`, company.dataVersion, async () => {
    const values = await readParts(db, figuresParts(company.companyId, asOf));
    return companyFigures(figuresInputs(values, asOf));
  });
}

/**
 * GET /api/financial-data/metrics (and the export's `metrics`): the catalogue's typical month
 * with the figures core's cash-flow figures, margins and health in their place, so the spec's
 * metrics say what the screens say.
 */
export async function computedMetricsView(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
): Promise<ComputedMetricsView> {
  const [metrics, figures] = await Promise.all([
    companyMetrics(db, company.companyId, asOf),
    loadCompanyFigures(db, company, asOf),
  ]);
  const notes: Record<string, string> = { ...metrics.notes };
  const note = (key: string, value: string | null) => {
    if (value) notes[key] = value;
    else delete notes[key];
  };
  note('runwayMonths', figures.runwayMonths.note);
  note('liquidityRatio', figures.liquidityMonths.note);
  note('netMargin', figures.netMargin.note);
  note('healthScore', figures.healthScore.note);
  return {
    ...metrics,
    operatingCashFlow: figures.month.netFlow,
    runwayMonths: figures.runwayMonths.value,
    burnRate: figures.burn,
    liquidityRatio: figures.liquidityMonths.value,
    netMargin: figures.netMargin.value,
    healthScore: figures.healthScore.value,
    healthScoreParts: figures.healthScore.parts,
    figuresBasis: figures.basis.label,
    notes,
  };
}
