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

const decimal = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

/**
 * The cash and how long it lasts, as the header and the PDF write it: '$45,001 · 4.5 meses',
 * '-$500 · sin caja', '$45,001 · sin límite', or 'Sin registrar' without a balance.
 */
export function formatCashLine(cash: {
  balance: Centavos | null;
  runwayMonths: number | null;
}): string {
  if (cash.balance === null) return 'Sin registrar';
  const balance = formatMoney(cash.balance);
  if (cash.balance < 0) return `${balance} · sin caja`;
  if (cash.runwayMonths === null) return `${balance} · sin límite`;
  const months = decimal.format(cash.runwayMonths);
  return `${balance} · ${months} ${months === '1' ? 'mes' : 'meses'}`;
}
