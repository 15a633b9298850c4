import {
  type BankMapping,
  BankMappingSchema,
  type CommitImportRequest,
  categorySchema,
  type IMPORT_STATUSES,
  type ImportCounts,
  type ImportKind,
  type ImportRow,
  type ImportRowAction,
  type ImportRowKind,
} from '@caudal/contracts';
import { formatInteger } from '../../lib/format.ts';

/** The files POST /api/imports reads; the picker offers only these. */
export const IMPORT_EXTENSIONS = ['.xml', '.zip', '.csv', '.xlsx', '.ofx', '.qfx'] as const;
export const IMPORT_ACCEPT = IMPORT_EXTENSIONS.join(',');
/** The server refuses more (apps/api imports/upload.ts): checked before sending a byte. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

const BANK_EXTENSIONS = ['.csv', '.xlsx', '.ofx', '.qfx'];
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Why a chosen file cannot be sent, in Spanish; null when it can. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return `«${file.name}» no es un archivo que podamos importar: sube un XML o ZIP de CFDI, o un estado de cuenta en CSV, XLSX u OFX.`;
  }
  if (file.size === 0) return `«${file.name}» está vacío.`;
  if (file.size > MAX_IMPORT_BYTES) {
    return `«${file.name}» pasa de 20 MB: exporta un periodo más corto o divide el archivo.`;
  }
  return null;
}

/** A bank statement (a CSV, XLSX or OFX): the only files an account name applies to. */
export const isBankStatement = (name: string) => BANK_EXTENSIONS.includes(extensionOf(name));

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  cfdi: 'CFDI (XML)',
  'cfdi-zip': 'ZIP de CFDI',
  'bank-csv': 'Estado de cuenta (CSV)',
  'bank-xlsx': 'Estado de cuenta (Excel)',
  ofx: 'Estado de cuenta (OFX)',
};

export const IMPORT_STATUS_LABELS: Record<(typeof IMPORT_STATUSES)[number], string> = {
  preview: 'Sin aplicar',
  committed: 'Aplicada',
  undone: 'Deshecha',
};

export const ROW_ACTION_LABELS: Record<ImportRowAction, string> = {
  create: 'Se creará',
  duplicate: 'Duplicado',
  error: 'No se pudo leer',
  confirm: 'Requiere confirmación',
  ignored: 'Ignorado',
};

export const ROW_KIND_LABELS: Record<ImportRowKind, string> = {
  entry: 'Movimiento',
  receivable: 'Por cobrar',
  payable: 'Por pagar',
  settlement: 'Pago de factura',
};

/** The preview's counts in the spec's words, in this order. */
export const COUNT_LABELS: readonly [keyof ImportCounts, string][] = [
  ['create', 'Se crearán'],
  ['duplicate', 'Duplicados'],
  ['error', 'No se pudieron leer'],
  ['confirm', 'Requieren confirmación'],
  ['ignored', 'Ignorados'],
];

/** 'Se omitieron 3 líneas de resumen' (Total de cargos, Saldo final: not movements). */
export const summaryLinesText = (n: number) =>
  n === 1
    ? 'Se omitió 1 línea de resumen del estado de cuenta (totales y saldos).'
    : `Se omitieron ${formatInteger(n)} líneas de resumen del estado de cuenta (totales y saldos).`;

/** The file's movements that match the other side already imported (bank ↔ CFDI). */
export const reconcilableText = (n: number) =>
  `${n === 1 ? '1 movimiento coincide' : `${formatInteger(n)} movimientos coinciden`} con lo que ya importaste del otro lado (banco o CFDI). Después de importar, confírma${n === 1 ? 'lo' : 'los'} en Flujo de caja › Conciliación bancaria para que el dinero cuente una sola vez.`;

/** '1 movimiento', '3 movimientos'. */
export const movements = (n: number) =>
  `${formatInteger(n)} ${n === 1 ? 'movimiento' : 'movimientos'}`;

/** What the commit adds: the rows to create, plus those needing a confirmation if confirmed. */
export function commitCount(counts: ImportCounts, confirmed: boolean): number {
  return counts.create + (confirmed ? counts.confirm : 0);
}

/** 'Importar 3 movimientos'. */
export const commitLabel = (n: number) => `Importar ${movements(n)}`;

/** 'Se importaron 3 movimientos.' */
export const committedText = (n: number) =>
  n === 1 ? 'Se importó 1 movimiento.' : `Se importaron ${movements(n)}.`;

/** A row the owner may recategorize: a cash entry the commit may create. */
export const categoryEditable = (row: ImportRow) =>
  row.kind === 'entry' && (row.action === 'create' || row.action === 'confirm');

export type CategoryEdits = Readonly<Record<number, string>>;

/**
 * The owner's category corrections as the commit takes them (each teaches a rule): only rows
 * whose category changed; an empty or too long one is the contract's Spanish message instead.
 */
export function categoryCorrections(
  rows: readonly ImportRow[],
  edits: CategoryEdits,
): { categories: NonNullable<CommitImportRequest['categories']> } | { error: string } {
  const categories: { line: number; category: string }[] = [];
  for (const row of rows) {
    const edited = edits[row.line];
    if (edited === undefined || !categoryEditable(row)) continue;
    const parsed = categorySchema.safeParse(edited);
    if (!parsed.success) {
      return {
        error: `${row.source}: ${parsed.error.issues[0]?.message ?? 'categoría no válida'}`,
      };
    }
    if (parsed.data !== row.category) categories.push({ line: row.line, category: parsed.data });
  }
  return { categories };
}

// ---------------------------------------------------------------- the column mapping

/** The mapping form's values: a column index as text, '' for none. */
export type MappingForm = {
  headerRow: string;
  date: string;
  description: string;
  reference: string;
  /** 'split': a charges column and a deposits column; 'signed': one amount, negative out. */
  amountMode: 'split' | 'signed';
  charge: string;
  deposit: string;
  amount: string;
  balance: string;
};

const DATE_LIKE =
  /^\s*'?(\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|\d{1,2}[/.-][a-z]{3}\.?[/.-]\d{2,4})\s*$/i;
const looksLikeDate = (cell: string) => DATE_LIKE.test(cell);

/**
 * A first guess from the sample: the header is the row before the first one with a date in it,
 * the date its first date-like column. The rest is the owner's to say.
 */
export function guessMapping(sample: readonly (readonly string[])[]): MappingForm {
  const first = sample.findIndex((row) => row.some(looksLikeDate));
  const dated = first >= 0 ? sample[first] : undefined;
  const dateColumn = dated ? dated.findIndex(looksLikeDate) : -1;
  return {
    headerRow: first > 0 ? String(first - 1) : '',
    date: dateColumn >= 0 ? String(dateColumn) : '',
    description: '',
    reference: '',
    amountMode: 'signed',
    charge: '',
    deposit: '',
    amount: '',
    balance: '',
  };
}

const column = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * The form as the BankMapping the upload sends, checked with the contract, or the Spanish
 * message of what is missing (the same rule the server applies: an amount, or charges and
 * deposits).
 */
export function mappingFromForm(form: MappingForm): { mapping: BankMapping } | { error: string } {
  if (form.date === '') return { error: 'Indica la columna de la fecha.' };
  if (form.description === '') return { error: 'Indica la columna de la descripción.' };
  const signed = form.amountMode === 'signed';
  if (signed && form.amount === '') return { error: 'Indica la columna del monto.' };
  if (!signed && form.charge === '' && form.deposit === '') {
    return { error: 'Indica la columna de cargos, la de abonos o ambas.' };
  }
  const parsed = BankMappingSchema.safeParse({
    headerRow: column(form.headerRow),
    date: column(form.date),
    description: column(form.description),
    reference: column(form.reference),
    charge: signed ? null : column(form.charge),
    deposit: signed ? null : column(form.deposit),
    amount: signed ? column(form.amount) : null,
    balance: column(form.balance),
  });
  if (!parsed.success) {
    return { error: parsed.error.issues[0]?.message ?? 'El mapeo no es válido.' };
  }
  return { mapping: parsed.data };
}

/** The name of column `index` in the options: 'Columna 2: Concepto'. */
export function columnLabel(
  sample: readonly (readonly string[])[],
  headerRow: string,
  index: number,
): string {
  const header = headerRow === '' ? undefined : sample[Number(headerRow)]?.[index]?.trim();
  const example = sample.find((row, i) => String(i) !== headerRow && row[index]?.trim())?.[index];
  const name = header || (example ? `p. ej. «${example.trim().slice(0, 24)}»` : '');
  return name ? `Columna ${index + 1}: ${name}` : `Columna ${index + 1}`;
}
