import { createHash } from 'node:crypto';
import { type BankMapping, BankMappingSchema, type ImportKind } from '@caudal/contracts';
import type { Queryable } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { type CategoryRule, categorize, foldWords } from './categorize.ts';
import { markDuplicates } from './dedupe.ts';
import { existingExternalIds, saveBankMapping, savedBankMapping } from './imports.repository.ts';
import type { StoredPlan } from './imports.view.ts';
import { parseInWorker } from './parse-pool.ts';
import {
  type BankMovement,
  type BankTable,
  detectLayout,
  readMovements,
} from './parsers/bank-table.ts';
import { type Decimal, parseDecimal, toHundredths } from './parsers/decimal.ts';
import { emptyPlan, type ImportPlan, type PlanRow, skippedRow } from './plan.ts';

export type UploadFields = {
  account?: string;
  mapping?: string;
  saveMapping?: 'true' | 'false';
  exchangeRate?: string;
};

type Input = {
  kind: ImportKind;
  rules: CategoryRule[];
  /** The categories the owner already uses, reused before a default is invented. */
  categories: string[];
  fileName: string;
  bytes: Buffer;
  fields: UploadFields;
};

export const MAPPING_NEEDED =
  'No reconocemos las columnas de este estado de cuenta: indica cuál es la fecha, la descripción y el monto (o los cargos y abonos), y si quieres guárdalo para esta cuenta.';

/** A movement's dedupe key: the account, its day, amount, words and running balance, and which
 * of identical movements it is (two $50 OXXO purchases the same day), so an overlapping
 * statement of the same account yields the same keys. */
function movementKey(account: string, m: BankMovement, occurrence: number): string {
  const parts = [
    account,
    m.date,
    m.amountCentavos,
    foldWords(m.description).join(' '),
    m.balanceCentavos ?? '',
    occurrence,
  ];
  return `bank:${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 40)}`;
}

type PlannedMovement = Omit<BankMovement, 'reference' | 'balanceCentavos'> & {
  source: string;
  key: string;
};

function movementsPlan(
  movements: Iterable<PlannedMovement>,
  rules: CategoryRule[],
  categories: readonly string[],
): ImportPlan {
  const plan = emptyPlan();
  for (const m of movements) {
    const type = m.amountCentavos > 0 ? 'income' : 'expense';
    const amount = Math.abs(m.amountCentavos);
    const category = categorize(m.description, type, rules, categories);
    plan.entries.push({
      line: m.line,
      externalId: m.key,
      date: m.date,
      type,
      amountCentavos: amount,
      description: m.description,
      category,
      subtotalCentavos: null,
      ivaCentavos: null,
      isrWithheldCentavos: null,
      ivaWithheldCentavos: null,
    });
    plan.rows.push({
      line: m.line,
      source: m.source,
      action: 'create',
      kind: 'entry',
      date: m.date,
      type,
      amountCentavos: amount,
      description: m.description,
      category,
      uuid: null,
      reason: null,
    });
  }
  return plan;
}

/** Each movement with its source and dedupe key, made one at a time as the plan asks. */
function* keyed(account: string, movements: BankMovement[]): Generator<PlannedMovement> {
  const seen = new Map<string, number>();
  for (const m of movements) {
    const base = `${m.date}|${m.amountCentavos}|${m.description}|${m.balanceCentavos ?? ''}`;
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    yield {
      line: m.line,
      date: m.date,
      description: m.description,
      amountCentavos: m.amountCentavos,
      source: `Línea ${m.line}`,
      key: movementKey(account, m, occurrence),
    };
  }
}

async function dedupe(db: Queryable, companyId: string, plan: ImportPlan): Promise<ImportPlan> {
  const keyOfLine = new Map(plan.entries.map((e) => [e.line, e.externalId]));
  const existing = await existingExternalIds(db, companyId, [...keyOfLine.values()]);
  return markDuplicates(plan, (row: PlanRow) => keyOfLine.get(row.line), existing, {
    before: () => 'Este movimiento ya se importó antes.',
    repeated: (_row, first) => `Repetido en este archivo: igual que ${first.source.toLowerCase()}.`,
  });
}

function parseMapping(text: string): BankMapping {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest('El mapeo de columnas no es un JSON válido.', 'mapping');
  }
  const parsed = BankMappingSchema.safeParse(json);
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]?.message ?? 'El mapeo no es válido.', 'mapping');
  const m = parsed.data;
  if (m.amount === null && m.charge === null && m.deposit === null) {
    throw badRequest('Indica la columna del monto, o la de cargos y la de abonos.', 'mapping');
  }
  return m;
}

/** The rows of a CSV or XLSX statement, cell by cell, read in a parsing worker. */
function tableOf(kind: ImportKind, bytes: Buffer): Promise<string[][]> {
  return parseInWorker({
    op: 'table',
    kind: kind === 'bank-xlsx' ? 'bank-xlsx' : 'bank-csv',
    bytes,
  });
}

/**
 * The movements of a CSV or XLSX statement by its layout (a known bank's, or the mapping given
 * or saved for the account), or the first rows when the layout is unknown. The table of cells
 * stays in here, so it is garbage before the plan is built.
 */
async function statementTable(
  db: Queryable,
  companyId: string,
  { kind, bytes, fields }: Pick<Input, 'kind' | 'bytes' | 'fields'>,
  account: string | null,
): Promise<{ table: BankTable } | { sample: string[][] }> {
  const rows = await tableOf(kind, bytes);
  if (rows.every((r) => r.every((c) => c.trim() === '')))
    throw badRequest('El archivo está vacío.');
  const given = fields.mapping ? parseMapping(fields.mapping) : null;
  if (given && fields.saveMapping === 'true') {
    if (!account)
      throw badRequest(
        'Para guardar el mapeo, di de qué cuenta es el estado de cuenta.',
        'account',
      );
    await saveBankMapping(db, companyId, account, given);
  }
  const saved =
    !given && account
      ? ((await savedBankMapping(db, companyId, account)) as BankMapping | null)
      : null;
  const layout = given
    ? { format: 'Columnas indicadas por ti', mapping: given }
    : saved
      ? { format: 'Columnas guardadas para esta cuenta', mapping: saved }
      : detectLayout(rows);
  if (!layout) {
    const sample = rows
      .filter((r) => r.some((c) => c.trim() !== ''))
      .slice(0, 15)
      .map((r) => r.map((c) => c.slice(0, 80)));
    return { sample };
  }
  return { table: readMovements(rows, layout.format, layout.mapping) };
}

/**
 * The preview of a bank statement: CSV or XLSX by its layout, OFX by FITID. Movements already
 * imported, here or before, are duplicates. A layout it does not know asks for a mapping
 * instead of guessing.
 */
export async function previewStatement(
  db: Queryable,
  companyId: string,
  { kind, rules, categories, bytes, fields }: Input,
): Promise<{ plan: StoredPlan; account: string | null }> {
  const account = fields.account ?? null;
  if (kind === 'ofx') {
    return {
      plan: await ofxPlan(db, companyId, bytes, rules, categories, fields.exchangeRate),
      account,
    };
  }

  const read = await statementTable(db, companyId, { kind, bytes, fields }, account);
  if ('sample' in read) {
    return {
      plan: {
        ...emptyPlan(),
        format: null,
        rfc: null,
        mappingNeeded: { detail: MAPPING_NEEDED, sample: read.sample },
      },
      account,
    };
  }
  const { table } = read;
  const closingBalance = closingBalanceOf(table.movements);
  const plan = movementsPlan(keyed(account ?? '', table.movements), rules, categories);
  plan.rows.push(
    ...table.errors.map((e) => skippedRow(e.line, `Línea ${e.line}`, 'error', e.reason)),
    ...table.summaries.map((s) =>
      skippedRow(
        s.line,
        `Línea ${s.line}`,
        'ignored',
        `Línea de resumen del estado de cuenta («${s.label}»): no es un movimiento.`,
      ),
    ),
  );
  if (plan.rows.length === 0) throw badRequest('El estado de cuenta no tiene movimientos.');
  return {
    plan: {
      ...(await dedupe(db, companyId, plan)),
      format: table.format,
      rfc: null,
      mappingNeeded: null,
      closingBalance,
      summaryLines: table.summaries.length,
    },
    account,
  };
}

/**
 * The statement's balance at its end: the running balance ("Saldo") of its last day's last
 * movement, reading the file in its own order (a bank may list the newest first; a statement of
 * one day says its order by its balances). Null when the statement has no balance column.
 */
export function closingBalanceOf(
  movements: readonly BankMovement[],
): { amountCentavos: number; date: string } | null {
  const withBalance = movements.filter(
    (m): m is BankMovement & { balanceCentavos: number } => m.balanceCentavos !== null,
  );
  const first = withBalance[0];
  const last = withBalance.at(-1);
  if (!first || !last) return null;
  const newestFirst =
    first.date !== last.date ? first.date > last.date : balancesRunBackwards(withBalance);
  const end = newestFirst ? first.date : last.date;
  const sameDay = withBalance.filter((m) => m.date === end);
  const closing = newestFirst ? sameDay[0] : sameDay.at(-1);
  return closing ? { amountCentavos: closing.balanceCentavos, date: closing.date } : null;
}

/**
 * For a statement of one day, whose dates cannot tell its order: true when each line's balance
 * is the next line's plus its own amount (the newest listed first), false when the next line's
 * is this one's plus the next amount, or when nothing tells.
 */
function balancesRunBackwards(rows: readonly (BankMovement & { balanceCentavos: number })[]) {
  for (const [i, a] of rows.entries()) {
    const b = rows[i + 1];
    if (!b) break;
    if (a.balanceCentavos === b.balanceCentavos + a.amountCentavos) return true;
    if (b.balanceCentavos === a.balanceCentavos + b.amountCentavos) return false;
  }
  return false;
}

/** A movement in a foreign currency, in MXN centavos at `rate` (half away from zero). */
const inPesos = (hundredths: number, rate: Decimal) =>
  toHundredths({ value: BigInt(hundredths), scale: 2 }, rate);

async function ofxPlan(
  db: Queryable,
  companyId: string,
  bytes: Buffer,
  rules: CategoryRule[],
  categories: readonly string[],
  exchangeRate: string | undefined,
): Promise<StoredPlan> {
  const statements = await parseInWorker({ op: 'ofx', bytes });
  const transactions = statements.flatMap((s) =>
    s.transactions.map((t) => ({ ...t, statement: s })),
  );
  if (transactions.length === 0) throw badRequest('El archivo OFX no trae movimientos.');
  const rate = exchangeRate ? parseDecimal(exchangeRate) : null;
  const foreign = new Set<string>();
  const plans: ImportPlan[] = [];
  const seen = new Map<string, number>();
  for (const t of transactions) {
    const source = `Movimiento ${t.index}`;
    const { account, currency } = t.statement;
    const skip = (reason: string) => {
      const plan = emptyPlan();
      plan.rows.push(skippedRow(t.index, source, 'error', reason));
      plans.push(plan);
    };
    if (!t.date || t.amountCentavos === null || t.amountCentavos === 0) {
      skip(
        !t.date
          ? `${source}: la fecha «${t.rawDate.slice(0, 30)}» no es válida.`
          : `${source}: el monto «${t.rawAmount.slice(0, 30)}» no es un número.`,
      );
      continue;
    }
    // Caudal keeps the books in pesos: another currency is converted at the owner's rate, or
    // not imported until the owner gives one.
    const isForeign = currency !== null && currency !== 'MXN';
    if (isForeign) foreign.add(currency);
    if (isForeign && !rate) {
      skip(`${source}: está en ${currency}; indica el tipo de cambio para convertirlo a pesos.`);
      continue;
    }
    const movement = {
      line: t.index,
      date: t.date,
      description: t.description,
      amountCentavos: isForeign && rate ? inPesos(t.amountCentavos, rate) : t.amountCentavos,
      reference: null,
      balanceCentavos: null,
    };
    const base = `${account}|${t.date}|${t.amountCentavos}|${t.description}`;
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    // The key is the movement's own (FITID, or its amount in its currency), never the rate's:
    // the same statement at another rate is still the same movements.
    const key = t.fitId
      ? `ofx:${account}:${t.fitId}`
      : movementKey(
          `ofx:${account}`,
          { ...movement, amountCentavos: t.amountCentavos },
          occurrence,
        );
    plans.push(movementsPlan([{ ...movement, source, key }], rules, categories));
  }
  const merged: ImportPlan = {
    rows: plans.flatMap((p) => p.rows),
    entries: plans.flatMap((p) => p.entries),
    documents: [],
    settlements: [],
    cfdis: [],
  };
  const currencies = [...new Set(statements.map((s) => s.currency).filter(Boolean))].join(', ');
  const converted = rate && foreign.size > 0 ? ` a $${exchangeRate} por unidad` : '';
  return {
    ...(await dedupe(db, companyId, merged)),
    format: `OFX${currencies ? ` (${currencies}${converted})` : ''}`,
    rfc: null,
    mappingNeeded: null,
    currencyNeeded: !rate && foreign.size > 0 ? [...foreign].join(', ') : null,
  };
}
