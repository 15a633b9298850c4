import type { Centavos } from '@caudal/finance/money';

/** Finance's field names as the wire has them: `priceCentavos` is `price` (still centavos). */
export type WireNames<T> = T extends Centavos
  ? Centavos
  : T extends readonly (infer U)[]
    ? WireNames<U>[]
    : T extends object
      ? { [K in keyof T as K extends `${infer P}Centavos` ? P : K]: WireNames<T[K]> }
      : T;

/**
 * Renames every `…Centavos` key of a finance result (notes' keys included) to the wire's name;
 * values stay in centavos until the response schema encodes them to pesos.
 */
export function wireNames<T>(value: T): WireNames<T> {
  if (Array.isArray(value)) return value.map(wireNames) as WireNames<T>;
  if (value === null || typeof value !== 'object') return value as WireNames<T>;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key.replace(/Centavos$/, ''), wireNames(v)]),
  ) as WireNames<T>;
}
