import type { AuditEntry } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { auditChanges, auditSentence, formatAuditValue, timeAgo } from './audit-model.ts';

const LINE: AuditEntry = {
  id: 7,
  at: '2026-03-16T18:00:00.000Z',
  user_id: 'u1',
  user_name: 'Ana Ruiz',
  resource: 'products',
  resource_label: 'Producto',
  resource_id: 'p1',
  action: 'update',
  before: { id: 'p1', company_id: 'c1', name: 'Concha', price_cents: 1250, monthly_sales: 300 },
  after: { id: 'p1', company_id: 'c1', name: 'Concha', price_cents: 1500, monthly_sales: 300 },
  rows: 1,
};

describe('the audit log in words', () => {
  it('names who did what to which row', () => {
    expect(auditSentence(LINE)).toBe('Ana Ruiz cambió Producto «Concha»');
  });

  it('a bulk line counts its rows', () => {
    const bulk = {
      ...LINE,
      resource: 'cash_flow_entries',
      resource_label: 'Movimiento de caja',
      action: 'create',
      before: null,
      after: null,
      rows: 25,
    } as const;
    expect(auditSentence(bulk)).toBe('Ana Ruiz creó 25 movimientos de caja');
    expect(auditChanges(bulk)).toEqual([]);
  });

  it('an update shows only what changed, money in pesos, never ids', () => {
    expect(auditChanges(LINE)).toEqual([
      { key: 'price_cents', label: 'Precio', before: '$12.50', after: '$15' },
    ]);
  });

  it('a creation shows what the row started with', () => {
    const created = { ...LINE, action: 'create', before: null } as const;
    expect(auditChanges(created).map((c) => [c.label, c.before, c.after])).toEqual([
      ['Nombre', '—', 'Concha'],
      ['Precio', '—', '$15'],
      ['Ventas al mes', '—', '300'],
    ]);
  });

  it.each([
    ['recurring', true, 'Sí'],
    ['notes', null, '—'],
    ['date', '2026-03-03', '3 de marzo de 2026'],
    ['amount_cents', 1_234_567, '$12,345.67'],
  ])('%s: %s reads %s', (key, value, text) => {
    expect(formatAuditValue(key, value)).toBe(text);
  });

  it.each([
    [30_000, 'hace un momento'],
    [5 * 60_000, 'hace 5 min'],
    [3 * 3_600_000, 'hace 3 h'],
    [2 * 86_400_000, 'hace 2 días'],
  ])('%i ms ago is %s', (ago, text) => {
    const now = new Date('2026-03-16T18:00:00.000Z');
    expect(timeAgo(new Date(now.getTime() - ago).toISOString(), now)).toBe(text);
  });
});
