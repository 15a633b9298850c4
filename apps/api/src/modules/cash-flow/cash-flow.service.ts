import { pipeline, type Readable, Transform } from 'node:stream';
import {
  CASH_FLOW_CSV_COLUMNS,
  type CashFlowExportQuery,
  type CashFlowListQuerySchema,
  type CashFlowPage,
  type CashForecastResponse,
  type ProjectedEntries,
  type z,
} from '@caudal/contracts';
import { cashForecast, projectedMonthEntries } from '@caudal/finance';
import Papa from 'papaparse';
import type { Db, Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import { createFiguresMemo } from '../../lib/figures-memo.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { loadSnapshot, snapshotPart } from '../metrics/metrics.repository.ts';
import {
  countEntries,
  type ExportedEntry,
  entriesPageRows,
  forecastInputsParts,
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
  const { from, to, type, category, page, pageSize } = query;
  const key = JSON.stringify([companyId, from, to, type, category]);
  const [items, total] = await Promise.all([
    entriesPageRows(db, companyId, query),
    counts(key, dataVersion, () => countEntries(db, companyId, query)),
  ]);
  return { items, total, page, pageSize };
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

// Cells that start with = + - @ (a formula to a spreadsheet) are written with a leading '.
const CSV_OPTIONS = { newline: '\r\n', escapeFormulae: true } as const;

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
    const text = batch.length > 0 ? `${Papa.unparse(batch, CSV_OPTIONS)}\r\n` : '';
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
  toCsv.push(
    `\uFEFF${Papa.unparse({ fields: [...CASH_FLOW_CSV_COLUMNS], data: [] }, CSV_OPTIONS)}`,
  );
  // A failure midway ends the download (the client sees a cut file, the log says why).
  return pipeline(rows, toCsv, () => {});
}

const forecasts = createFiguresMemo<CashForecastResponse>();

/**
 * GET /api/cash-flow/forecast: finance's week-by-week forecast from the company's cash on
 * `asOf`, its catalogue and costs, its recurring entries and its history; one statement, computed
 * once per data version.
 */
export function cashFlowForecast(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
  weeks: number,
): Promise<CashForecastResponse> {
  const { companyId, dataVersion } = company;
  return forecasts(`${companyId}|${asOf}|${weeks}`, dataVersion, async () => {
    const { snapshot, recurring, history } = await readParts(db, {
      snapshot: snapshotPart(companyId, asOf),
      ...forecastInputsParts(companyId, asOf),
    });
    const forecast = cashForecast({ asOf, weeks, snapshot, recurring, history });
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
    };
  });
}
