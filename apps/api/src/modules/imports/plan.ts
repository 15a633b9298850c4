import type { EntryType, ImportRowAction, ImportRowKind } from '@caudal/contracts';

/**
 * What an import will add, as the preview stores it (imports.plan) and the commit applies it.
 * Amounts are integer centavos (MXN unless said otherwise); every item names the preview row
 * (`line`) it comes from, so a row the owner does not confirm adds nothing.
 */
export type PlanRow = {
  line: number;
  source: string;
  action: ImportRowAction;
  kind: ImportRowKind | null;
  date: string | null;
  type: EntryType | null;
  amountCentavos: number | null;
  description: string | null;
  category: string | null;
  uuid: string | null;
  reason: string | null;
};

export type PlannedEntry = {
  line: number;
  externalId: string;
  date: string;
  type: EntryType;
  amountCentavos: number;
  description: string;
  category: string;
  subtotalCentavos: number | null;
  ivaCentavos: number | null;
  isrWithheldCentavos: number | null;
  ivaWithheldCentavos: number | null;
  /** A payroll's other deductions (the worker's IMSS and the rest); absent elsewhere. */
  otherWithheldCentavos?: number | null;
  /** The counterparty's RFC, from a CFDI (reconciliation scores by it); absent for bank rows. */
  counterpartRfc?: string | null;
  /** A payment complement's movement: the invoice it pays and how much, in its currency. */
  settles?: { documentUuid: string; amountOriginalCentavos: number };
};

export type PlannedDocument = {
  line: number;
  uuid: string;
  direction: 'receivable' | 'payable';
  counterpartName: string;
  counterpartRfc: string;
  folio: string | null;
  issueDate: string;
  dueDate: string;
  currency: string;
  exchangeRate: string;
  totalOriginalCentavos: number;
  totalCentavos: number;
  subtotalCentavos: number;
  ivaCentavos: number;
  isrWithheldCentavos: number;
  ivaWithheldCentavos: number;
  stamped: boolean;
};

export type PlannedSettlement = {
  line: number;
  documentUuid: string;
  kind: 'payment' | 'credit-note';
  date: string;
  amountOriginalCentavos: number;
};

/** A CFDI the import consumes: its dedupe key ('cfdi:<UUID>' or the hash of an unstamped one). */
export type PlannedCfdi = { line: number; key: string; stamped: boolean };

export type ImportPlan = {
  rows: PlanRow[];
  entries: PlannedEntry[];
  documents: PlannedDocument[];
  settlements: PlannedSettlement[];
  cfdis: PlannedCfdi[];
};

export const emptyPlan = (): ImportPlan => ({
  rows: [],
  entries: [],
  documents: [],
  settlements: [],
  cfdis: [],
});

/** A row that adds nothing: an error, a duplicate, an ignored file. */
export const skippedRow = (
  line: number,
  source: string,
  action: 'error' | 'duplicate' | 'ignored',
  reason: string,
  extra: Partial<PlanRow> = {},
): PlanRow => ({
  line,
  source,
  action,
  kind: null,
  date: null,
  type: null,
  amountCentavos: null,
  description: null,
  category: null,
  uuid: null,
  reason,
  ...extra,
});
