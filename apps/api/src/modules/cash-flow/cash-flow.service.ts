import { pipeline, type Readable, Transform } from 'node:stream';
import {
  CASH_FLOW_CSV_COLUMNS,
  type CashFlowCategories,
  type CashFlowExportQuery,
  type CashFlowListQuerySchema,
  type CashFlowPage,
  type CashFlowViewResponse,
  type CashForecastResponse,
  type CashForecastSettings,
  type CashForecastSettingsInputSchema,
  type ProjectedEntries,
  type z,
} from '@caudal/contracts';
import {
  cashFlowView,
  cashForecast,
  centavos,
  monthKey,
  projectedMonthEntries,
} from '@caudal/finance';
import type { Db, Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import {
  companyCashPart,
  loadCompanyFigures,
  loadSnapshot,
  monthlyCashPart,
  openDocumentsPart,
  snapshotPart,
} from '../../figures/index.ts';
import { createFiguresMemo } from '../../lib/figures-memo.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { csvLines } from '../../lib/spreadsheet-cells.ts';
import { upcomingTaxPayments } from '../taxes/index.ts';
import {
  categoriesPart,
  countEntries,
  type ExportedEntry,
  entriesPageRows,
  forecastInputsParts,
  forecastSettingsPart,
  monthWeeksPart,
  saveForecastSettings,
  streamEntries,
} from './cash-flow.repository.ts';

// Counting the matches reads every day of the company's history; the count only changes with
// the company's data version (lib/figures-memo.ts), so each filter combination is counted once
// per version.
const counts = createFiguresMemo<number>();

/** One page of the company's entries, filtered, newest first, and how many match. */
export async function entriesPage(
  db: Queryable,
  company: CompanyAt,
  query: z.output<typeof CashFlowListQuerySchema>,
): Promise<CashFlowPage> {
  const { companyId, dataVersion } = company;
  const { from, to, type, category, q, page, pageSize } = query;
  const key = JSON.stringify([companyId, from, to, type, category, q]);
  const [{ items, nextCursor }, total] = await Promise.all([
    entriesPageRows(db, companyId, query),
    counts(key, dataVersion, () => countEntries(db, companyId, { from, to, type, category, q })),
  ]);
  return { items, total, page, pageSize, nextCursor };
}

/**
 * The month as the products and costs say it should be (one income per product, the fixed
 * costs, one total variable cost under 'Producción'), kept apart from the recorded entries.
 */
export async function projectedMonth(
  db: Queryable,
  companyId: string,
  month: string,
): Promise<ProjectedEntries> {
  // The catalogue and costs are all the month needs; the cash is not in it.
  const snapshot = await loadSnapshot(db, companyId, `${month}-01`);
  const entries = projectedMonthEntries(snapshot, `${month}-01`).map(
    ({ amountCentavos, ...e }) => ({ ...e, amount: amountCentavos }),
  );
  return { month, entries };
}

/** Centavos as the CSV writes them: pesos with two decimals and a point ('1500.50'). */
function csvPesos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const csvRow = (e: ExportedEntry) => [
  e.date,
  e.type === 'income' ? 'Ingreso' : 'Gasto',
  e.category,
  e.description,
  csvPesos(e.amount_cents),
  e.recurring ? 'Sí' : 'No',
];

/**
 * The company's entries that match the filters as CSV (spec 001 §7 columns), UTF-8 with a BOM
 * so Excel reads the accents. Rows are written as the cursor reads them, 1,000 at a time: memory
 * stays bounded for a million entries.
 */
export async function entriesCsv(
  db: Db,
  companyId: string,
  filters: CashFlowExportQuery,
): Promise<Readable> {
  const rows = await streamEntries(db.$client, companyId, filters);
  let batch: string[][] = [];
  const flush = () => {
    // Descriptions and categories are the owner's (or an import's) words: lib/spreadsheet-cells.
    const text = batch.length > 0 ? `${csvLines(batch)}\r\n` : '';
    batch = [];
    return text;
  };
  const toCsv = new Transform({
    writableObjectMode: true,
    transform(entry: ExportedEntry, _encoding, done) {
      batch.push(csvRow(entry));
      done(null, batch.length >= 1000 ? flush() : undefined);
    },
    flush(done) {
      done(null, flush());
    },
  });
  toCsv.push(`\uFEFF${csvLines([], CASH_FLOW_CSV_COLUMNS)}\r\n`);
  // A failure midway ends the download (the client sees a cut file, the log says why).
  return pipeline(rows, toCsv, () => {});
}

const forecasts = createFiguresMemo<CashForecastResponse>();

/**
 * GET /api/cash-flow/forecast: finance's week-by-week forecast from the company's cash on
 * `asOf`, the figures core's recorded month (else its catalogue and costs and its recurring
 * entries), its history and its open receivables and payables (imported CFDI, on their due
 * dates); computed once per data version.
 */
export function cashFlowForecast(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
  weeks: number,
): Promise<CashForecastResponse> {
  const { companyId, dataVersion } = company;
  return forecasts(`${companyId}|${asOf}|${weeks}`, dataVersion, async () => {
    const [{ snapshot, recurring, history, settings, documents }, figures, taxPayments] =
      await Promise.all([
        readParts(db, {
          snapshot: snapshotPart(companyId, asOf),
          ...forecastInputsParts(companyId, asOf),
          settings: forecastSettingsPart(companyId),
          documents: openDocumentsPart(companyId, null, asOf),
        }),
        loadCompanyFigures(db, company, asOf),
        upcomingTaxPayments(db, companyId, asOf),
      ]);
    const { month, basis } = figures;
    const forecast = cashForecast({
      recorded:
        basis.source === 'recorded'
          ? {
              inCentavos: centavos(month.cashIn + month.ownerIn),
              outCentavos: centavos(month.cashOut + month.ownerOut),
              label: basis.label,
            }
          : null,
      asOf,
      weeks,
      snapshot,
      recurring,
      history,
      disabled: settings.disabledItems,
      thresholdCentavos: settings.thresholdCentavos,
      payFrequency: settings.payFrequency,
      taxPayments,
      documents: documents.map((d) => ({
        direction: d.direction,
        counterpart: d.counterpartName,
        dueDate: d.dueDate,
        openCentavos: d.openCentavos,
      })),
    });
    return {
      asOf,
      weeks: forecast.weeks.map((w) => ({
        from: w.from,
        to: w.to,
        opening: w.openingCentavos,
        inflow: w.inflowCentavos,
        outflow: w.outflowCentavos,
        closing: w.closingCentavos,
        items: w.items.map(({ amountCentavos, ...item }) => ({ ...item, amount: amountCentavos })),
      })),
      lowestWeek: forecast.lowestWeek,
      openingAssumed: forecast.openingAssumed,
      note: forecast.notes.openingAssumed ?? null,
      threshold: forecast.thresholdCentavos,
      firstBelowZero: forecast.firstBelowZero,
      firstBelowThreshold: forecast.firstBelowThreshold,
      disabledItems: settings.disabledItems,
    };
  });
}

/** GET /api/cash-flow/forecast/settings: the threshold and the calendar items switched off. */
export async function forecastSettings(
  db: Queryable,
  companyId: string,
): Promise<CashForecastSettings> {
  const { settings } = await readParts(db, { settings: forecastSettingsPart(companyId) });
  return {
    threshold: settings.thresholdCentavos,
    disabledItems: settings.disabledItems,
    payFrequency: settings.payFrequency,
  };
}

/**
 * PUT /api/cash-flow/forecast/settings: replaces them. The table's triggers bump the company's
 * data version, so the memoized forecast is recomputed with them.
 */
export async function updateForecastSettings(
  db: Queryable,
  companyId: string,
  input: z.output<typeof CashForecastSettingsInputSchema>,
): Promise<CashForecastSettings> {
  const payFrequency =
    input.payFrequency ??
    (await readParts(db, { settings: forecastSettingsPart(companyId) })).settings.payFrequency;
  await saveForecastSettings(db, companyId, {
    thresholdCentavos: input.threshold,
    disabledItems: input.disabledItems,
    payFrequency,
  });
  return { threshold: input.threshold, disabledItems: input.disabledItems, payFrequency };
}

/** Months read for the view: the weekly view's three, and the months before for the split. */
const VIEW_MONTHS = 13;
const views = createFiguresMemo<CashFlowViewResponse>();

/**
 * GET /api/cash-flow/view: finance's `cashFlowView` over the company's figures (the figures
 * core: its month, cash, runway and their levels) and one statement (receivables and payables,
 * the last 13 months and the weeks of the last three), computed once per data version.
 */
export function cashFlowScreen(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
): Promise<CashFlowViewResponse> {
  const { companyId, dataVersion } = company;
  return views(`${companyId}|${asOf}`, dataVersion, async () => {
    const figures = loadCompanyFigures(db, company, asOf);
    const { cash, months, weeks } = await readParts(db, {
      cash: companyCashPart(companyId, asOf),
      months: monthlyCashPart(companyId, {
        from: `${monthKey(asOf, -(VIEW_MONTHS - 1))}-01`,
        to: asOf,
      }),
      weeks: monthWeeksPart(companyId, { from: `${monthKey(asOf, -2)}-01`, to: asOf }),
    });
    return cashFlowView({
      asOf,
      figures: await figures,
      receivablesCentavos: cash.receivables,
      payablesCentavos: cash.payables,
      months,
      weeks,
    });
  });
}

const categoryLists = createFiguresMemo<CashFlowCategories>();

/** GET /api/cash-flow/categories: the company's own categories, most used first. */
export function entryCategories(db: Queryable, company: CompanyAt): Promise<CashFlowCategories> {
  return categoryLists(company.companyId, company.dataVersion, async () => {
    const { categories } = await readParts(db, { categories: categoriesPart(company.companyId) });
    return { categories };
  });
}
