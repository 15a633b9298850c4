import type { BankMapping } from '@caudal/contracts';
import { foldWords } from '../categorize.ts';
import { isBlankAmount, parseBankAmount, parseBankDate } from './bank-values.ts';

/** One movement of a statement, signed: positive is money in. */
export type BankMovement = {
  line: number;
  date: string;
  description: string;
  reference: string | null;
  amountCentavos: number;
  balanceCentavos: number | null;
};

export type BankTable = {
  /** The bank whose layout was recognised, or how the columns were found. */
  format: string;
  mapping: BankMapping;
  movements: BankMovement[];
  /** Rows with a date or an amount that could not be read, by line, in Spanish. */
  errors: { line: number; reason: string }[];
  /** Summary and balance lines (Total de cargos, Saldo final, …): skipped, by line. */
  summaries: { line: number; label: string }[];
};

const fold = (cell: string) => foldWords(cell).join(' ');

const COLUMN_NAMES: Record<Exclude<keyof BankMapping, 'headerRow'>, string[]> = {
  date: [
    'fecha',
    'dia',
    'fecha del apunte',
    'fecha de operacion',
    'fecha operacion',
    'release date',
    'date',
  ],
  description: [
    'descripcion',
    'concepto referencia',
    'concepto',
    'transaction type',
    'description',
    'descripcion detallada',
  ],
  reference: [
    'referencia',
    'referencia bancaria',
    'reference id',
    'referencia de cliente',
    'movimiento',
  ],
  charge: [
    'cargo',
    'cargos',
    'retiros',
    'retiro',
    'importe del debito',
    'debito',
    'debitos',
    'net debit',
  ],
  deposit: [
    'abono',
    'abonos',
    'depositos',
    'deposito',
    'importe de credito',
    'credito',
    'creditos',
    'net credit',
  ],
  amount: ['importe', 'monto', 'transaction net amount', 'amount'],
  balance: ['saldo', 'partial balance', 'balance'],
};

/** Columns recognised in a header row, or null if it is not one. */
function headerMapping(row: string[], headerRow: number): BankMapping | null {
  const names = row.map(fold);
  const find = (key: keyof typeof COLUMN_NAMES) => {
    for (const name of COLUMN_NAMES[key]) {
      const i = names.indexOf(name);
      if (i >= 0) return i;
    }
    return null;
  };
  const date = find('date');
  const description = find('description');
  const charge = find('charge');
  const deposit = find('deposit');
  const amount = find('amount');
  if (
    date === null ||
    description === null ||
    (amount === null && charge === null && deposit === null)
  )
    return null;
  return {
    headerRow,
    date,
    description,
    reference: find('reference'),
    charge,
    deposit,
    amount: charge === null && deposit === null ? amount : null,
    balance: find('balance'),
  };
}

/** The bank a header row belongs to, from the columns only it has. */
function bankOf(row: string[]): string {
  const names = new Set(row.map(fold));
  if (names.has('cod transac')) return 'Banorte';
  if (names.has('cargo abono')) return 'Santander';
  if (names.has('fecha del apunte')) return 'HSBC México';
  if (names.has('release date')) return 'Mercado Pago';
  if (names.has('depositos') && names.has('retiros')) return 'Citibanamex';
  if ((names.has('cargo') || names.has('cargos')) && (names.has('abono') || names.has('abonos')))
    return 'BBVA México';
  return 'Columnas reconocidas por su nombre';
}

/** How many of the first rows to look through for the column names (preambles are short). */
const HEADER_SEARCH_ROWS = 40;

/**
 * Finds the layout of a statement's rows: the column names of the main Mexican banks after any
 * preamble, or HSBC's CSV without names (date, description, signed amount). Null if unknown:
 * the owner then maps the columns.
 */
export function detectLayout(rows: string[][]): { format: string; mapping: BankMapping } | null {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const row = rows[i] ?? [];
    const mapping = headerMapping(row, i);
    if (mapping) return { format: bankOf(row), mapping };
  }
  const first = rows.find((r) => r.some((c) => c.trim() !== ''));
  if (
    first &&
    first.length === 3 &&
    parseBankDate(first[0] ?? '') &&
    parseBankAmount(first[2] ?? '') !== null
  ) {
    return {
      format: 'HSBC México (sin encabezados)',
      mapping: {
        headerRow: null,
        date: 0,
        description: 1,
        reference: null,
        charge: null,
        deposit: null,
        amount: 2,
        balance: null,
      },
    };
  }
  return null;
}

/** A cell without the apostrophes and quotes banks wrap it in: `'+'`, `"'1500.00'"`, `'ABC'`. */
export const unquote = (raw: string) => raw.replace(/^[\s'"`]+|[\s'"`]+$/g, '');

const cell = (row: string[], i: number | null) => (i === null ? '' : unquote(row[i] ?? ''));

/** A statement's summary or balance line, by its label (folded): not a movement. */
const SUMMARY_LINE =
  /^(?:totales?|total (?:de (?:los )?)?(?:cargos|abonos|retiros|depositos|movimientos|comisiones|creditos|debitos|operaciones|periodo)(?: .*)?|saldo (?:inicial|final|anterior|promedio|al corte|actual|minimo|disponible|del periodo)(?: .*)?)$/;

/** The label of a summary line, or null when the row is not one. */
function summaryLabel(row: string[]): string | null {
  for (const raw of row) {
    const text = unquote(raw);
    if (SUMMARY_LINE.test(fold(text))) return text.slice(0, 60);
  }
  return null;
}

/**
 * The movements of a statement by its mapping: rows before the header and rows with neither a
 * date nor an amount (blank lines, legal footers) are left out; a row with one but not the
 * other is an error with its line. Charges count as money out whatever their sign; a lone
 * amount is signed, or signed by a '+'/'-' column next to it (Santander's Cargo/Abono).
 */
export function readMovements(rows: string[][], format: string, mapping: BankMapping): BankTable {
  const movements: BankMovement[] = [];
  const errors: { line: number; reason: string }[] = [];
  const summaries: { line: number; label: string }[] = [];
  const header = mapping.headerRow === null ? [] : (rows[mapping.headerRow] ?? []);
  const signColumn = header.findIndex((h) => fold(h) === 'cargo abono');
  for (let i = mapping.headerRow === null ? 0 : mapping.headerRow + 1; i < rows.length; i++) {
    const row = rows[i] ?? [];
    const line = i + 1;
    const summary = summaryLabel(row);
    if (summary !== null) {
      summaries.push({ line, label: summary });
      continue;
    }
    const rawDate = cell(row, mapping.date);
    const amountCells = [mapping.amount, mapping.charge, mapping.deposit].map((c) => cell(row, c));
    const date = parseBankDate(rawDate);
    const anyAmount = amountCells.some((c) => !isBlankAmount(c));
    if (!date && !anyAmount) continue;
    if (!date) {
      errors.push({
        line,
        reason: `Línea ${line}: la fecha «${rawDate.slice(0, 30)}» no se reconoce.`,
      });
      continue;
    }
    const read = (raw: string) => (isBlankAmount(raw) ? 0 : parseBankAmount(raw));
    const [amount, charge, deposit] = amountCells.map(read);
    if (amount === null || charge === null || deposit === null) {
      const bad = amountCells.find((c) => !isBlankAmount(c) && parseBankAmount(c) === null) ?? '';
      errors.push({
        line,
        reason: `Línea ${line}: el monto «${bad.slice(0, 30)}» no es un número.`,
      });
      continue;
    }
    let signed =
      mapping.amount !== null ? (amount ?? 0) : Math.abs(deposit ?? 0) - Math.abs(charge ?? 0);
    if (mapping.amount !== null && signColumn >= 0) {
      const sign = cell(row, signColumn).replace(/[\s'"`]/g, '');
      signed = sign === '-' ? -Math.abs(signed) : sign === '+' ? Math.abs(signed) : signed;
    }
    if (signed === 0) {
      errors.push({ line, reason: `Línea ${line}: el movimiento no tiene monto.` });
      continue;
    }
    const balanceRaw = cell(row, mapping.balance);
    movements.push({
      line,
      date,
      description:
        cell(row, mapping.description).replace(/\s+/g, ' ').slice(0, 300) || 'Movimiento bancario',
      reference: cell(row, mapping.reference) || null,
      amountCentavos: signed,
      balanceCentavos: isBlankAmount(balanceRaw) ? null : parseBankAmount(balanceRaw),
    });
  }
  return { format, mapping, movements, errors, summaries };
}
