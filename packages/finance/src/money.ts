/**
 * Money is exact: amounts travel and are stored as integer centavos. These helpers are the
 * only place that converts between pesos (as typed by a person or sent in JSON) and centavos.
 * Book: chapter 1, "Fundamentos financieros".
 */
export type Centavos = number;

export class UnsafeMoneyError extends Error {}

/** Throws unless `value` is an integer number of centavos that floating point holds exactly. */
export function assertCentavos(value: number): Centavos {
  if (!Number.isSafeInteger(value)) {
    throw new UnsafeMoneyError(`Monto fuera de rango o no entero en centavos: ${value}`);
  }
  return value;
}

/** Pesos with up to two decimals → centavos, rounding half away from zero. */
export function toCentavos(pesos: number): Centavos {
  if (!Number.isFinite(pesos)) throw new UnsafeMoneyError(`Monto no finito: ${pesos}`);
  const scaled = Math.abs(pesos) * 100;
  // Guard against binary noise such as 1.005 * 100 = 100.49999999999999.
  const rounded = Math.round(scaled + Number.EPSILON * Math.max(1, scaled));
  return assertCentavos(Math.sign(pesos) * rounded || 0);
}

export function toPesos(centavos: Centavos): number {
  return assertCentavos(centavos) / 100;
}
