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
