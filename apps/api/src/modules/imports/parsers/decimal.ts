/**
 * Exact decimal arithmetic for amounts read from files: a CFDI's '17852.75', a TipoCambio of
 * '17.4731470231'. Values are BigInt scaled by 10^scale, so no binary rounding creeps in before
 * the one rounding to centavos (half away from zero, as the SAT rounds).
 */
export type Decimal = { value: bigint; scale: number };

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** '1,234.56' is not a decimal here: callers normalise separators first. Null if not a number. */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (whole.length + fraction.length > 30) return null;
  const value = BigInt(`${whole || '0'}${fraction}`);
  return { value: sign === '-' ? -value : value, scale: fraction.length };
}

function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/** The decimal × each factor, in hundredths, rounded half away from zero. */
export function toHundredths(amount: Decimal, ...factors: Decimal[]): number {
  let value = amount.value * 100n;
  let scale = amount.scale;
  for (const f of factors) {
    value *= f.value;
    scale += f.scale;
  }
  const result = divRound(value, 10n ** BigInt(scale));
  if (result > BigInt(Number.MAX_SAFE_INTEGER) || result < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('monto fuera de rango');
  }
  return Number(result);
}

/** amount ÷ divisor × factors, in hundredths (a payment's ImpPagado ÷ EquivalenciaDR × TipoCambioP). */
export function divideToHundredths(
  amount: Decimal,
  divisor: Decimal,
  ...factors: Decimal[]
): number {
  let numerator = amount.value * 100n * 10n ** BigInt(divisor.scale);
  let scale = amount.scale;
  for (const f of factors) {
    numerator *= f.value;
    scale += f.scale;
  }
  const result = divRound(numerator, divisor.value * 10n ** BigInt(scale));
  return Number(result);
}

export const ONE: Decimal = { value: 1n, scale: 0 };
export const isZero = (d: Decimal) => d.value === 0n;
