import {
  IMPORT_PREVIEW_PAGE,
  type ImportCounts,
  type ImportKind,
  type ImportPreview,
  type ImportRowAction,
} from '@caudal/contracts';
import type { Centavos } from '@caudal/finance';
import type { ImportRecord } from './imports.repository.ts';
import type { ImportPlan, PlanRow } from './plan.ts';

/** What needs the owner's eye first. */
const ORDER: Record<ImportRowAction, number> = {
  error: 0,
  confirm: 1,
  duplicate: 2,
  ignored: 3,
  create: 4,
};

export function countRows(rows: PlanRow[]): ImportCounts {
  const counts: ImportCounts = { create: 0, duplicate: 0, error: 0, confirm: 0, ignored: 0 };
  for (const row of rows) counts[row.action] += 1;
  return counts;
}

export type StoredPlan = ImportPlan & {
  format: string | null;
  rfc: string | null;
  mappingNeeded: { detail: string; sample: string[][] } | null;
  /** A foreign-currency statement read without a rate (absent in plans stored before it). */
  currencyNeeded?: string | null;
  /**
   * The statement's own closing balance (its "Saldo" column on its last day), which the owner
   * may take as their cash balance on that day (absent in plans stored before it).
   */
  closingBalance?: { amountCentavos: number; date: string } | null;
  /** How many summary lines of the statement were left out (absent in plans stored before it). */
  summaryLines?: number;
  /**
   * How many of its movements match CFDI or bank movements already in the company, to confirm in
   * the reconciliation after the import (absent in plans stored before it).
   */
  reconcilable?: number;
};

/** The preview as the API answers it, with the page of rows from `offset` (errors first). */
export function importView(record: ImportRecord, plan: StoredPlan, offset = 0): ImportPreview {
  const rows = [...plan.rows]
    .sort((a, b) => ORDER[a.action] - ORDER[b.action] || a.line - b.line)
    .slice(offset, offset + IMPORT_PREVIEW_PAGE)
    .map(({ amountCentavos, ...row }) => ({ ...row, amount: amountCentavos as Centavos | null }));
  return {
    id: record.id,
    fileName: record.fileName,
    kind: record.kind as ImportKind,
    status: record.status as ImportPreview['status'],
    format: plan.format,
    account: record.account,
    rfc: plan.rfc,
    counts: record.counts as ImportCounts,
    rows,
    rowsOffset: offset,
    rowsTotal: plan.rows.length,
    mappingNeeded: plan.mappingNeeded,
    currencyNeeded: plan.currencyNeeded ?? null,
    closingBalance: plan.closingBalance
      ? { amount: plan.closingBalance.amountCentavos as Centavos, date: plan.closingBalance.date }
      : null,
    summaryLines: plan.summaryLines ?? 0,
    reconcilable: plan.reconcilable ?? 0,
    createdAt: record.createdAt.toISOString(),
    committedAt: record.committedAt?.toISOString() ?? null,
    created: record.createdCount,
  };
}
