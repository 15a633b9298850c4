/**
 * Money is exact: amounts are integer centavos from the database to the screen. `Centavos` is a
 * branded number the compiler tracks, so a peso amount (a plain number) cannot be passed where
 * centavos are expected, nor the other way round without `toPesos`. Pesos exist only where a
 * person types them and on the API's wire (the contracts' money schema converts there); these
 * helpers are the only conversions. Book: chapter 1, "Fundamentos financieros".
 */
declare const centavosBrand: unique symbol;
export type Centavos = number & { readonly [centavosBrand]: true };

export class UnsafeMoneyError extends Error {}

/** The largest amount a person may type, in pesos (100,000 million): one limit for every field. */
export const MONEY_MAX_PESOS = 1e11;

/**
 * The most a company's amounts may add up to, in pesos (one billón, 10^12): the absolute sum of
 * its entries, and the month of its catalogue (each product's price or cost × units, the fixed
 * costs, the extra cost lines). Every figure finance derives (a year of months, a margin, a
 * lifetime value) then stays far inside the integers floating point holds exactly.
 */
export const COMPANY_TOTAL_MAX_PESOS = 1e12;

/** Throws unless `value` is an integer number of centavos that floating point holds exactly. */
export function assertCentavos(value: number): Centavos {
  if (!Number.isSafeInteger(value)) {
    throw new UnsafeMoneyError(`Monto fuera de rango o no entero en centavos: ${value}`);
  }
  return value as Centavos;
}

/** An integer amount computed from centavos (a sum, a difference) as centavos; checked. */
export const centavos = assertCentavos;

/** Zero centavos. */
export const ZERO_CENTAVOS = 0 as Centavos;

/** The exact sum of amounts in centavos. */
export function sumCentavos(values: readonly Centavos[]): Centavos {
  let total = 0;
  for (const value of values) total += value;
  return assertCentavos(total);
}

/** Pesos with up to two decimals → centavos, rounding half away from zero. */
export function toCentavos(pesos: number): Centavos {
  if (!Number.isFinite(pesos)) throw new UnsafeMoneyError(`Monto no finito: ${pesos}`);
  const scaled = Math.abs(pesos) * 100;
  // Guard against binary noise such as 1.005 * 100 = 100.49999999999999.
  const rounded = Math.round(scaled + Number.EPSILON * Math.max(1, scaled));
  return assertCentavos(Math.sign(pesos) * rounded || 0);
}

export function toPesos(amount: Centavos): number {
  return assertCentavos(amount) / 100;
}

/**
 * A number that is not `Centavos` (a count, a percent, or pesos a person typed). Functions that
 * must not receive centavos by mistake take it: passing `Centavos` is a compile error.
 */
export type PlainNumber = number & { readonly [centavosBrand]?: never };

/** `T` with every `Centavos` inside it made impossible: what may travel as pesos on the wire. */
export type NoCentavos<T> = T extends Centavos
  ? never
  : T extends readonly (infer U)[]
    ? readonly NoCentavos<U>[]
    : T extends object
      ? { [K in keyof T]: NoCentavos<T[K]> }
      : T;
