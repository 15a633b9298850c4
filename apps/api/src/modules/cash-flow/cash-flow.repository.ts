import type { Readable } from 'node:stream';
import {
  type CashFlowEntry,
  CashFlowEntryInputSchema,
  CashFlowEntrySchema,
  type CashFlowListQuerySchema,
  type EntryType,
  FORECAST_CALENDAR_ITEMS,
  type ForecastCalendarItem,
  parseEntryCursor,
  type z,
} from '@caudal/contracts';
import {
  type Centavos,
  DEFAULT_PAY_FREQUENCY,
  IVA_RATES,
  type IvaRate,
  ivaIncluded,
  type MonthCategoryTotal,
  PAY_FREQUENCIES,
  type PayFrequency,
  type RecurringEntry,
} from '@caudal/finance';
import { and, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Queryable } from '../../db/client.ts';
import { jsonRows, type Part } from '../../db/parts.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import { cashFlowDaily, cashFlowEntries, cashForecastSettings } from '../../db/schema/index.ts';
import { streamRows } from '../../db/stream.ts';
import { centavosOf, isOwnerMovement, type Range } from '../../figures/index.ts';
import { ownedRecords } from '../../lib/owned-records/owned-records.repository.ts';

type EntryRow = typeof cashFlowEntries.$inferSelect;

const entryView = (row: EntryRow): CashFlowEntry => ({
  id: row.id,
  date: row.date,
  type: row.type as EntryType,
  amount: row.amountCentavos,
  description: row.description,
  category: row.category,
  recurring: row.recurring,
  ivaRate: (IVA_RATES as readonly string[]).includes(row.ivaRate ?? '')
    ? (row.ivaRate as IvaRate)
    : null,
  iva: row.ivaCentavos,
});

/**
 * The IVA an entry's amount includes, as the owner chose it: left out, nothing changes (a new
 * entry takes its category's default in the database); a rate replaces any breakdown.
 */
function taxColumns(amount: Centavos, rate: IvaRate | null | undefined) {
  if (rate === undefined) return {};
  return {
    ivaRate: rate,
    ivaCentavos: rate === null ? null : ivaIncluded(amount, rate),
    subtotalCentavos: null,
    isrWithheldCentavos: null,
    ivaWithheldCentavos: null,
    otherWithheldCentavos: null,
  };
}

/** What the owner recorded or imported (projected entries are computed, never stored). */
export const entryRecords = ownedRecords({
  table: cashFlowEntries,
  tag: 'cash-flow',
  kind: 'cash-flow-entry',
  input: CashFlowEntryInputSchema,
  output: CashFlowEntrySchema,
  notFoundDetail: 'Movimiento no encontrado',
  toRow: (e) => ({
    date: e.date,
    type: e.type,
    amountCentavos: e.amount,
    description: e.description,
    category: e.category,
    recurring: e.recurring,
    ...taxColumns(e.amount, e.ivaRate),
  }),
  toView: entryView,
});

type ListQuery = z.output<typeof CashFlowListQuerySchema>;
export type EntryFilters = Pick<ListQuery, 'from' | 'to' | 'type' | 'category' | 'q'>;
type Filter = keyof EntryFilters | 'after';
const FILTERS: Filter[] = ['from', 'to', 'type', 'category', 'q', 'after'];

/** An entry's place in the newest-first order, as `after` gives it back (contracts). */
const cursorOf = sql<string>`${cashFlowEntries.date}::text || '~' ||
  to_char(${cashFlowEntries.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  || '~' || ${cashFlowEntries.id}::text`;

/** An ILIKE pattern that finds `q` anywhere, its own % _ and \\ taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The page and the count for one combination of filters, as named statements built once per
 * database handle (db/prepared.ts). The same
 * filters apply to the entries and to their daily sums (cash_flow_daily has the date, type and
 * category of every entry it counts): the page comes from the newest-first index, the count
 * from the sums, so neither sorts nor counts every entry of a large company. A text search
 * (`q`, on the description) is not in the sums: with it the entries themselves are counted.
 */
function prepareStatements(db: Queryable, used: Filter[]) {
  const filters = (t: typeof cashFlowEntries | typeof cashFlowDaily): SQL | undefined => {
    const conditions: SQL[] = [eq(t.companyId, sql.placeholder('companyId'))];
    if (used.includes('from')) conditions.push(gte(t.date, sql.placeholder('from')));
    if (used.includes('to')) conditions.push(lte(t.date, sql.placeholder('to')));
    if (used.includes('type')) conditions.push(eq(t.type, sql.placeholder('type')));
    if (used.includes('category')) conditions.push(eq(t.category, sql.placeholder('category')));
    if (used.includes('q') && t === cashFlowEntries) {
      conditions.push(ilike(cashFlowEntries.description, sql.placeholder('q')));
    }
    // Keyset: the entries after the cursor's in the index's order (a row comparison the
    // newest-first index answers), so inserts do not shift the pages already seen.
    if (used.includes('after') && t === cashFlowEntries) {
      conditions.push(
        sql`(${cashFlowEntries.date}, ${cashFlowEntries.createdAt}, ${cashFlowEntries.id})
          < (${sql.placeholder('afterDate')}::date, ${sql.placeholder('afterAt')}::timestamptz,
             ${sql.placeholder('afterId')}::uuid)`,
      );
    }
    return and(...conditions);
  };
  const name = `caudal_entries_${used.join('_') || 'all'}`;
  const count = used.includes('q')
    ? db
        .select({ n: sql<number>`count(*)::int` })
        .from(cashFlowEntries)
        .where(filters(cashFlowEntries))
        .prepare(`${name}_count`)
    : db
        .select({ n: sql<number>`coalesce(sum(${cashFlowDaily.entries}), 0)::int` })
        .from(cashFlowDaily)
        .where(filters(cashFlowDaily))
        .prepare(`${name}_count`);
  return {
    page: db
      .select({ entry: cashFlowEntries, cursor: cursorOf })
      .from(cashFlowEntries)
      .where(filters(cashFlowEntries))
      .orderBy(
        desc(cashFlowEntries.date),
        desc(cashFlowEntries.createdAt),
        desc(cashFlowEntries.id),
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`${name}_page`),
    count,
  };
}

const byFilters = new Map<string, ReturnType<typeof preparedPerHandle<Statements>>>();
type Statements = ReturnType<typeof prepareStatements>;

function statementsFor(db: Queryable, filters: EntryFilters & { after?: string | undefined }) {
  const used = FILTERS.filter((f) => filters[f] !== undefined);
  const key = used.join();
  let statements = byFilters.get(key);
  if (!statements) {
    statements = preparedPerHandle((handle) => prepareStatements(handle, used));
    byFilters.set(key, statements);
  }
  const values: Record<string, unknown> = Object.fromEntries(
    used
      .filter((f): f is keyof EntryFilters => f !== 'after')
      .map((f) => [f, f === 'q' ? containsPattern(filters.q ?? '') : filters[f]]),
  );
  if (filters.after) {
    const { date, createdAt, id } = parseEntryCursor(filters.after);
    Object.assign(values, { afterDate: date, afterAt: createdAt, afterId: id });
  }
  return { statements: statements(db), values };
}

/** One page of the company's entries that match the filters, newest first. */
export async function entriesPageRows(db: Queryable, companyId: string, query: ListQuery) {
  const { statements, values } = statementsFor(db, query);
  const { page, pageSize, after } = query;
  // One more than the page, to know whether there is a next one.
  const rows = await statements.page.execute({
    ...values,
    companyId,
    limit: pageSize + 1,
    offset: after ? 0 : (page - 1) * pageSize,
  });
  const shown = rows.slice(0, pageSize);
  return {
    items: shown.map((r) => entryView(r.entry)),
    nextCursor: rows.length > pageSize ? (shown.at(-1)?.cursor ?? null) : null,
  };
}

/** How many of the company's entries match the filters. */
export async function countEntries(db: Queryable, companyId: string, filters: EntryFilters) {
  const { statements, values } = statementsFor(db, filters);
  const [row] = await statements.count.execute({ ...values, companyId });
  return row?.n ?? 0;
}

export type ExportedEntry = {
  date: string;
  type: EntryType;
  amount_cents: number;
  description: string;
  category: string;
  recurring: boolean;
};

/**
 * Every entry of the company that matches the filters, newest first, read through a cursor
 * (1,000 rows at a time), so memory stays bounded however many there are. The stream holds a
 * connection of the pool until it ends or fails.
 */
export async function streamEntries(
  pool: pg.Pool,
  companyId: string,
  filters: EntryFilters,
): Promise<Readable> {
  const values: unknown[] = [companyId];
  const conditions = ['company_id = $1'];
  const add = (condition: (param: string) => string, value: unknown) => {
    values.push(value);
    conditions.push(condition(`$${values.length}`));
  };
  if (filters.from) add((p) => `date >= ${p}`, filters.from);
  if (filters.to) add((p) => `date <= ${p}`, filters.to);
  if (filters.type) add((p) => `type = ${p}`, filters.type);
  if (filters.category) add((p) => `category = ${p}`, filters.category);
  if (filters.q) add((p) => `description ILIKE ${p}`, containsPattern(filters.q));
  return streamRows(
    pool,
    `SELECT date::text AS date, type, amount_cents, description, category, recurring
     FROM cash_flow_entries WHERE ${conditions.join(' AND ')}
     ORDER BY date DESC, created_at DESC, id DESC`,
    values,
  );
}

/**
 * What the cash forecast reads besides the snapshot: the recurring entries still running and the
 * monthly sums by category and type from the start of last year (taxes, last year's profit).
 */
export function forecastInputsParts(companyId: string, asOf: string) {
  const lastYearStart = `${Number(asOf.slice(0, 4)) - 1}-01-01`;
  return {
    // An active series: recurring entries of the last 45 days, the latest of each category,
    // type and day of the month (a description often names its month: "Nómina de abril").
    recurring: jsonRows<RecurringEntry>(
      sql`
        SELECT coalesce(json_agg(r), '[]') FROM (
          SELECT DISTINCT ON (category, type, extract(day FROM date))
            description, category, type, amount_cents, date::text AS last_date
          FROM cash_flow_entries
          WHERE company_id = ${companyId} AND recurring
            AND date <= ${asOf} AND date > ${asOf}::date - 45
          ORDER BY category, type, extract(day FROM date), date DESC, created_at DESC) r`,
      (r) => ({
        description: String(r.description),
        category: String(r.category),
        type: r.type === 'income' ? 'income' : 'expense',
        amountCentavos: centavosOf(r.amount_cents),
        lastDate: String(r.last_date),
      }),
    ),
    history: jsonRows<MonthCategoryTotal>(
      sql`
        SELECT coalesce(json_agg(h), '[]') FROM (
          SELECT to_char(date, 'YYYY-MM') AS month, category, type, sum(amount_cents) AS amount
          FROM cash_flow_daily
          WHERE company_id = ${companyId} AND date BETWEEN ${lastYearStart} AND ${asOf}
          GROUP BY 1, 2, 3) h`,
      (r) => ({
        month: String(r.month),
        category: String(r.category),
        type: r.type === 'income' ? 'income' : 'expense',
        amountCentavos: centavosOf(r.amount),
      }),
    ),
  };
}

export type WeekTotals = {
  from: string;
  to: string;
  incomeCentavos: Centavos;
  expenseCentavos: Centavos;
  ownerInCentavos: Centavos;
  ownerOutCentavos: Centavos;
};

/**
 * The business's income and expenses by week of the month (days 1–7, 8–14, 15–21, 22 to the
 * end; finance `cashFlowView`), the owners' movements apart (they are cash, not income or
 * expense), for the weeks in the range that have entries.
 */
export function monthWeeksPart(companyId: string, range: Range): Part<WeekTotals[]> {
  return jsonRows(
    sql`
      SELECT coalesce(json_agg(w ORDER BY w.week_from), '[]') FROM (
        SELECT b.week_from::text AS week_from,
          CASE WHEN extract(day FROM b.week_from) = 22
            THEN (date_trunc('month', b.week_from) + interval '1 month - 1 day')::date::text
            ELSE (b.week_from + 6)::text END AS week_to,
          sum(b.amount_cents) FILTER (WHERE b.type = 'income' AND NOT b.owner) AS income,
          sum(b.amount_cents) FILTER (WHERE b.type = 'expense' AND NOT b.owner) AS expense,
          sum(b.amount_cents) FILTER (WHERE b.type = 'income' AND b.owner) AS owner_in,
          sum(b.amount_cents) FILTER (WHERE b.type = 'expense' AND b.owner) AS owner_out
        FROM (
          SELECT date_trunc('month', date)::date
              + least((extract(day FROM date)::int - 1) / 7, 3) * 7 AS week_from,
            type, amount_cents, ${isOwnerMovement()} AS owner
          FROM cash_flow_daily
          WHERE company_id = ${companyId} AND date BETWEEN ${range.from} AND ${range.to}
          OFFSET 0) b
        GROUP BY b.week_from) w`,
    (r) => ({
      from: String(r.week_from),
      to: String(r.week_to),
      incomeCentavos: centavosOf(r.income),
      expenseCentavos: centavosOf(r.expense),
      ownerInCentavos: centavosOf(r.owner_in),
      ownerOutCentavos: centavosOf(r.owner_out),
    }),
  );
}

export type ForecastSettingsRow = {
  thresholdCentavos: Centavos | null;
  disabledItems: ForecastCalendarItem[];
  payFrequency: PayFrequency;
};

const DEFAULT_SETTINGS: ForecastSettingsRow = {
  thresholdCentavos: null,
  disabledItems: [],
  payFrequency: DEFAULT_PAY_FREQUENCY,
};

/** The company's forecast settings; the defaults (no threshold, every item) without a row. */
export function forecastSettingsPart(companyId: string): Part<ForecastSettingsRow> {
  return {
    expr: sql`
      SELECT json_build_object('threshold', threshold_cents, 'disabled', disabled_items,
        'pay', pay_frequency)
      FROM ${cashForecastSettings} WHERE company_id = ${companyId}`,
    read: (value) => {
      if (!value) return DEFAULT_SETTINGS;
      const r = value as { threshold: unknown; disabled: unknown; pay: unknown };
      return {
        payFrequency: (PAY_FREQUENCIES as readonly unknown[]).includes(r.pay)
          ? (r.pay as PayFrequency)
          : DEFAULT_PAY_FREQUENCY,
        thresholdCentavos: r.threshold === null ? null : centavosOf(r.threshold),
        disabledItems: (Array.isArray(r.disabled) ? r.disabled : []).filter(
          (item): item is ForecastCalendarItem =>
            (FORECAST_CALENDAR_ITEMS as readonly string[]).includes(item),
        ),
      };
    },
  };
}

/** Creates or replaces the company's forecast settings. */
export async function saveForecastSettings(
  db: Queryable,
  companyId: string,
  settings: ForecastSettingsRow,
): Promise<void> {
  const values = {
    thresholdCentavos: settings.thresholdCentavos,
    disabledItems: [...settings.disabledItems],
    payFrequency: settings.payFrequency,
    updatedAt: new Date(),
  };
  await db
    .insert(cashForecastSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: cashForecastSettings.companyId, set: values });
}

/** The company's entry categories, by how often they are used (from the daily sums). */
export function categoriesPart(companyId: string): Part<string[]> {
  return {
    expr: sql`
      SELECT coalesce(json_agg(c.category ORDER BY c.n DESC, c.category), '[]') FROM (
        SELECT category, sum(entries) AS n FROM cash_flow_daily
        WHERE company_id = ${companyId} GROUP BY category LIMIT 200) c`,
    read: (value) => (Array.isArray(value) ? value.map(String) : []),
  };
}
