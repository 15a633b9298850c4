import type { NotificationsResponse } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import {
  badgeText,
  bellLabel,
  markAllLocally,
  markReadLocally,
  newArrivals,
  pageCount,
  pageOf,
  whenText,
} from './notifications-model.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('badgeText', () => {
  it.each([
    [0, ''],
    [-2, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('%d → %s', (unread, text) => {
    expect(badgeText(unread)).toBe(text);
  });
});

describe('bellLabel', () => {
  it('names the unread count, never negative', () => {
    expect(bellLabel(3)).toBe('Notificaciones, 3 sin leer');
    expect(bellLabel(0)).toBe('Notificaciones, 0 sin leer');
    expect(bellLabel(-1)).toBe('Notificaciones, 0 sin leer');
  });
});

describe('whenText', () => {
  const now = new Date('2026-11-27T18:00:00Z');
  it.each([
    ['2026-11-27T17:59:30Z', 'hace un momento'],
    ['2026-11-27T17:55:00Z', 'hace 5 min'],
    ['2026-11-27T15:00:00Z', 'hace 3 h'],
    ['2026-11-26T17:00:00Z', 'hace 1 día'],
    ['2026-11-22T18:00:00Z', 'hace 5 días'],
    // 7 days or more: the date and hour in Mexico City (UTC−6): 14:00Z is 8:00 a.m.
    ['2026-11-20T14:00:00Z', '20 de noviembre de 2026 a las 8:00 a.m.'],
    ['no es fecha', '—'],
  ])('%s → %s', (iso, text) => {
    expect(plain(whenText(iso, now))).toBe(text);
  });
});

const data = (unread: number, reads: boolean[]): NotificationsResponse => ({
  success: true,
  unread,
  total: reads.length,
  notifications: reads.map((read, i) => ({
    id: `n${i}`,
    title: `Aviso ${i}`,
    message: 'Mensaje',
    read,
    created_at: '2026-11-27T10:00:00Z',
    action_url: null,
  })),
});

describe('markReadLocally', () => {
  it('marks one read and lowers the count by one', () => {
    const next = markReadLocally(data(5, [false, true]), 'n0');
    expect(next.unread).toBe(4);
    expect(next.notifications.map((n) => n.read)).toEqual([true, true]);
  });

  it('leaves a read one (and the count) alone', () => {
    const before = data(5, [false, true]);
    expect(markReadLocally(before, 'n1')).toBe(before);
  });

  it('never goes below 0', () => {
    expect(markReadLocally(data(0, [false]), 'n0').unread).toBe(0);
  });
});

describe('markAllLocally', () => {
  it('marks every one read and the count 0', () => {
    const next = markAllLocally(data(12, [false, false, true]));
    expect(next.unread).toBe(0);
    expect(next.notifications.every((n) => n.read)).toBe(true);
  });
});

describe('pages', () => {
  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [95, 20, 5],
  ])('%d at %d a page → %d pages', (total, limit, pages) => {
    expect(pageCount(total, limit)).toBe(pages);
  });

  it.each([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['-1', 1],
    ['2.5', 1],
    ['abc', 1],
  ] as const)('?pagina=%s → %d', (param, page) => {
    expect(pageOf(param)).toBe(page);
  });
});

describe('newArrivals', () => {
  const n = (id: string, read = false) => ({
    id,
    title: `Aviso ${id}`,
    message: 'Texto',
    read,
    created_at: '2026-03-16T18:00:00.000Z',
    action_url: null,
  });
  it('announces only the unread ones not on the bell before, oldest first', () => {
    const seen = new Set(['a', 'b']);
    const latest = [n('d'), n('c'), n('x', true), n('b'), n('a')];
    expect(newArrivals(seen, latest).map((x) => x.id)).toEqual(['c', 'd']);
  });
  it('announces nothing when nothing is new', () => {
    expect(newArrivals(new Set(['a']), [n('a')])).toEqual([]);
  });
});
