import { AUDIT_ACTION_LABELS, type AuditEntry } from '@caudal/contracts';
import { centavos } from '@caudal/finance/money';
import {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatInteger,
  formatUnitMoney,
} from '../../lib/format.ts';

/**
 * The audit log's lines in the owner's words (issue 20): "Ana Ruiz cambió Producto «Concha» ·
 * hace 5 min", and what changed, field by field, with money in pesos. The API sends the rows as
 * the database holds them (snake_case columns, money in `*_cents`); ids are not for people.
 */

/** The plural of a resource for a bulk line ("25 movimientos de caja"); others say "registros". */
const PLURALS: Record<string, string> = {
  products: 'productos',
  fixed_costs: 'costos fijos',
  variable_cost_lines: 'costos variables',
  cash_flow_entries: 'movimientos de caja',
  customer_records: 'registros de clientes',
  budget_lines: 'líneas de presupuesto',
  goals: 'metas',
  investments: 'inversiones',
  category_rules: 'reglas de categoría',
  counterpart_terms: 'días de crédito',
};

/** Column names people read; any other is shown with its underscores as spaces. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  price_cents: 'Precio',
  variable_cost_cents: 'Costo variable',
  monthly_sales: 'Ventas al mes',
  amount_cents: 'Monto',
  subtotal_cents: 'Subtotal',
  iva_cents: 'IVA',
  iva_withheld_cents: 'IVA retenido',
  isr_withheld_cents: 'ISR retenido',
  category: 'Categoría',
  description: 'Descripción',
  date: 'Fecha',
  type: 'Tipo',
  recurring: 'Recurrente',
  fixed: 'Fijo',
  manual: 'Manual',
  source: 'Origen',
  role: 'Rol',
  email: 'Correo',
  status: 'Estado',
  industry: 'Giro',
  stage: 'Etapa',
  employees: 'Empleados',
  cash_balance_cents: 'Saldo en caja',
  cash_balance_on: 'Saldo al día',
  enabled: 'Activa',
  notes: 'Notas',
  accepted_at: 'Aceptada el',
  revoked_at: 'Cancelada el',
  expires_at: 'Vence',
  joined_at: 'Se unió el',
};

const HIDDEN = new Set(['id', 'created_at']);
const isHidden = (key: string) => HIDDEN.has(key) || key.endsWith('_id') || key.endsWith('_hash');

export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const plain = key.replace(/_cents$/, '').replaceAll('_', ' ');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * One value as text: pesos for `*_cents` (with centavos when it has them: a log must show a
 * change of $0.50), Sí/No, dates in Spanish, '—' for nothing.
 */
export function formatAuditValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key.endsWith('_cents')) {
    const amount = typeof value === 'string' ? Number(value) : value;
    if (typeof amount === 'number' && Number.isSafeInteger(amount)) {
      return formatUnitMoney(centavos(amount));
    }
  }
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') {
    return Number.isInteger(value) ? formatInteger(value) : formatDecimal(value);
  }
  if (typeof value === 'string') {
    if (DAY.test(value)) return formatDate(value);
    if (INSTANT.test(value)) return formatDateTime(value);
    return value;
  }
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

export type AuditChange = { key: string; label: string; before: string; after: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields a line changed: on an update only those that differ, on a creation everything the
 * row was created with, on a deletion everything it had. Never ids.
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !isHidden(key))
    .filter((key) => !(entry.before && entry.after) || !same(before[key], after[key]))
    .map((key) => ({
      key,
      label: fieldLabel(key),
      before: entry.before ? formatAuditValue(key, before[key]) : '—',
      after: entry.after ? formatAuditValue(key, after[key]) : '—',
    }));
}

/** What the line names: the row's name when it has one ("Producto «Concha»"). */
function subject(entry: AuditEntry): string {
  if (entry.rows > 1) {
    const plural = PLURALS[entry.resource];
    return plural
      ? `${formatInteger(entry.rows)} ${plural}`
      : `${formatInteger(entry.rows)} registros de ${entry.resource_label}`;
  }
  const name = (entry.after ?? entry.before)?.name;
  return typeof name === 'string' && name.trim()
    ? `${entry.resource_label} «${name.trim()}»`
    : entry.resource_label;
}

/** "Ana Ruiz cambió Producto «Concha»"; a bulk line: "Ana Ruiz creó 25 movimientos de caja". */
export function auditSentence(entry: AuditEntry): string {
  return `${entry.user_name} ${AUDIT_ACTION_LABELS[entry.action].toLowerCase()} ${subject(entry)}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_MS = 24 * HOUR;

/** "hace un momento", "hace 5 min", "hace 3 h", "hace 2 días"; past a week, the date. */
export function timeAgo(at: string, now: Date): string {
  const then = new Date(at);
  const ago = now.getTime() - then.getTime();
  if (Number.isNaN(ago)) return '—';
  if (ago < MINUTE) return 'hace un momento';
  if (ago < HOUR) return `hace ${Math.floor(ago / MINUTE)} min`;
  if (ago < DAY_MS) return `hace ${Math.floor(ago / HOUR)} h`;
  const days = Math.floor(ago / DAY_MS);
  if (days === 1) return 'hace 1 día';
  if (days < 7) return `hace ${days} días`;
  return `el ${formatDate(then)}`;
}
