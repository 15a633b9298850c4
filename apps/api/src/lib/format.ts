import { type Centavos, toPesos } from '@caudal/finance';

const money = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  maximumFractionDigits: 0,
});

/**
 * An amount as the server writes it into a PDF or a search snippet ('$1,235'). Rounded to whole
 * pesos, as every total in the product is shown.
 */
export function formatMoney(amount: Centavos): string {
  const pesos = toPesos(amount);
  return money.format(Math.round(pesos) === 0 ? 0 : pesos);
}

const count = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('es-MX', { style: 'percent', maximumFractionDigits: 1 });

/** Whole units with thousands separators ('12,071'). */
export function formatCount(value: number): string {
  return count.format(Math.round(value));
}

/** A percent given as 0..100, at most one decimal, as the web app writes it ('20.6%'). */
export function formatPercent(value: number): string {
  // No '-0%' for a tiny negative that rounds to zero.
  return percent.format(Math.round(value * 10) === 0 ? 0 : value / 100);
}

/** Months with at most one decimal: '1 mes', '3.4 meses'. */
export function formatMonths(value: number): string {
  const text = oneDecimal.format(value);
  return `${text} ${text === '1' ? 'mes' : 'meses'}`;
}

/**
 * The cash and how long it lasts, as the header and the PDF write it: '$45,001 · 4.5 meses',
 * '-$500 · sin caja', '$45,001 · sin límite', or 'Sin registrar' without a balance.
 */
export function formatCashLine(cash: {
  balance: Centavos | null;
  runwayMonths: number | null;
  /** The cash does not fall at this pace; without it a null runway is unknown, not unlimited. */
  runwayUnlimited?: boolean;
}): string {
  if (cash.balance === null) return 'Sin registrar';
  const balance = formatMoney(cash.balance);
  if (cash.balance < 0) return `${balance} · sin caja`;
  if (cash.runwayMonths === null) return cash.runwayUnlimited ? `${balance} · sin límite` : balance;
  return `${balance} · ${formatMonths(cash.runwayMonths)}`;
}

const longDay = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (`YYYY-MM-DD`) as people read it: '22 de noviembre de 2026'. */
export function formatDay(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}

const shortMonth = new Intl.DateTimeFormat('es-MX', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar month (`YYYY-MM`) as a chart labels it, like the web: 'nov 2026'. */
export function formatShortMonth(month: string): string {
  return shortMonth.format(new Date(`${month}-01T00:00:00Z`)).replace('.', '');
}

const upToTwoDecimals = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/**
 * A round tick of a money axis, as the web's charts label it (the web's `formatAxisMoney`): in
 * the unit of the axis's largest tick (`top`), exact to two decimals, a no-break space before
 * the unit: '$0', '$12.5 mil', '-$100 mil', '$1.25 M', '$2,500' (below $10,000).
 */
export function formatAxisMoney(amount: Centavos, top: Centavos): string {
  const pesos = toPesos(amount);
  const size = Math.abs(toPesos(top));
  const [divisor, unit] =
    size >= 1_000_000 ? [1_000_000, '\u00a0M'] : size >= 10_000 ? [1_000, '\u00a0mil'] : [1, ''];
  if (pesos === 0) return '$0';
  return `${pesos < 0 ? '-' : ''}$${upToTwoDecimals.format(Math.abs(pesos) / divisor)}${unit}`;
}

/** A KPI's value in its unit: '$12,500', '18.5%', '3.2x', '41 clientes'; '—' without one. */
export function formatKpiValue(value: number | null, unit: 'MXN' | '%' | 'x' | 'clientes'): string {
  if (value === null) return '—';
  switch (unit) {
    case 'MXN':
      return formatMoney(Math.round(value * 100) as Centavos);
    case '%':
      return formatPercent(value);
    case 'x':
      return `${oneDecimal.format(value)}x`;
    case 'clientes':
      return `${formatCount(value)} ${Math.round(value) === 1 ? 'cliente' : 'clientes'}`;
  }
}
