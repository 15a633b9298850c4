import type { DemoEntry } from '@caudal/demo-data';
import { type Centavos, centavos } from '@caudal/finance/money';
import { formatMoney, formatShortDay } from '../../lib/format.ts';

export type LogLine = { id: number; time: string; text: string };

/** Keeps the page light over a long run: the newest lines stay, the oldest drop off. */
export const MAX_LOG_LINES = 200;

const clock = new Intl.DateTimeFormat('es-MX', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: 'America/Mexico_City',
});

/** 'HH:MM:SS.mmm' in Mexico City time. */
export function logTime(now: Date): string {
  return `${clock.format(now)}.${String(now.getMilliseconds()).padStart(3, '0')}`;
}

/** What one simulated day brought: its entries, money in and out, and the cash after it. */
export function describeDay(
  day: string,
  entries: readonly DemoEntry[],
  cashCentavos: Centavos,
): string {
  let income = 0;
  let expense = 0;
  for (const e of entries) {
    if (e.type === 'income') income += e.amountCentavos;
    else expense += e.amountCentavos;
  }
  const count =
    entries.length === 1 ? '1 movimiento nuevo' : `${entries.length} movimientos nuevos`;
  return `Día ${formatShortDay(day)}: ${count} (entradas ${formatMoney(centavos(income))}, salidas ${formatMoney(centavos(expense))}); saldo ${formatMoney(cashCentavos)}.`;
}

/** Appends a line, keeping at most MAX_LOG_LINES. */
export function appendLine(lines: readonly LogLine[], line: LogLine): LogLine[] {
  const next = [...lines, line];
  return next.length > MAX_LOG_LINES ? next.slice(next.length - MAX_LOG_LINES) : next;
}
