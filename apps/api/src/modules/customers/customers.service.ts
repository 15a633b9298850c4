import {
  CUSTOMER_CSV_COLUMNS,
  CustomerRecordInputSchema,
  type CustomerRecordsImportResult,
} from '@caudal/contracts';
import { foldCategory } from '@caudal/finance';
import Papa from 'papaparse';
import { badRequest } from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { type CustomerRecordRow, upsertCustomerRecords } from './customers.repository.ts';

/** Months a file may bring (a century of months). */
const MAX_ROWS = 1200;

/** Each field under the header names the owner may use (Spanish as exported, or the API's). */
const HEADERS: Record<string, keyof CustomerRecordRow> = {
  mes: 'month',
  month: 'month',
  'clientes activos': 'activeCustomers',
  activecustomers: 'activeCustomers',
  'clientes nuevos': 'newCustomers',
  newcustomers: 'newCustomers',
  'gasto de marketing': 'marketingSpend',
  marketingspend: 'marketingSpend',
};

/** '$1,234.50' or ' 1234.5 ' as a number; empty as undefined. */
function numberCell(value: string | undefined): number | undefined | string {
  const cleaned = (value ?? '').replace(/[$,\s]/g, '');
  if (cleaned === '') return undefined;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : (value ?? '');
}

/**
 * Reads the CSV (header `Mes, Clientes activos, Clientes nuevos, Gasto de marketing`; the last
 * may be empty), every row checked by the contract with its row number in the refusal, and
 * writes it all or nothing: a month already recorded is replaced.
 */
export async function importCustomerCsv(
  { db, events }: Pick<ModuleDeps, 'db' | 'events'>,
  auth: AuthContext,
  csv: string,
): Promise<CustomerRecordsImportResult> {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => HEADERS[foldCategory(h)] ?? h,
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('month') || !fields.includes('activeCustomers')) {
    throw badRequest(
      `El archivo debe tener una fila de títulos con las columnas: ${CUSTOMER_CSV_COLUMNS.join(', ')}`,
      'csv',
    );
  }
  if (parsed.data.length === 0) throw badRequest('El archivo no tiene meses', 'csv');
  if (parsed.data.length > MAX_ROWS) {
    throw badRequest(`Se admiten como máximo ${MAX_ROWS} meses por archivo`, 'csv');
  }
  const rows: CustomerRecordRow[] = [];
  const seen = new Set<string>();
  parsed.data.forEach((cells, i) => {
    const line = i + 2;
    const result = CustomerRecordInputSchema.safeParse({
      month: (cells.month ?? '').trim(),
      activeCustomers: numberCell(cells.activeCustomers),
      newCustomers: numberCell(cells.newCustomers) ?? 0,
      marketingSpend: numberCell(cells.marketingSpend) ?? null,
    });
    if (!result.success) {
      throw badRequest(
        `Fila ${line}: ${result.error.issues[0]?.message ?? 'dato no válido'}`,
        'csv',
      );
    }
    if (seen.has(result.data.month)) {
      throw badRequest(`Fila ${line}: el mes ${result.data.month} ya está en el archivo`, 'csv');
    }
    seen.add(result.data.month);
    rows.push(result.data);
  });
  const records = await db.transaction(async (tx) => {
    const written = await upsertCustomerRecords(tx, auth.companyId, rows);
    await events.emit(
      'company-data-changed',
      {
        companyId: auth.companyId,
        userId: auth.userId,
        action: 'imported',
        kinds: ['customer-record'],
      },
      { db: tx },
    );
    return written;
  });
  return { imported: records.length, records };
}
