import {
  assertCentavos,
  type Centavos,
  MONEY_MAX_PESOS,
  type PlainNumber,
  toCentavos,
  toPesos,
} from '@caudal/finance/money';
import { z } from './zod-es.ts';

/**
 * Every number a schema carries says what it is. Money is integer centavos in the code and
 * decimal pesos on the wire, and only `money()` and `moneyInput()` convert between them: the API
 * receives centavos from a request body (decode) and its responses are serialized back to pesos
 * (encode); the web decodes the same responses into centavos. Any other number declares its unit
 * with one of the helpers below, and a test walks every schema to prove no number is left
 * without one, so a new money field cannot be sent unconverted.
 */
export const NUMBER_UNITS = [
  'money',
  'percent',
  'ratio',
  'count',
  'months',
  'score',
  'chapter',
  'units',
  'days',
  'code',
  'periods',
] as const;
export type NumberUnit = (typeof NUMBER_UNITS)[number];

/** The metadata key that names a number's unit (an OpenAPI extension keyword). */
export const UNIT_KEY = 'x-unit';

export type { Centavos };

const centavosValue = z.custom<Centavos>((value) => Number.isSafeInteger(value), {
  error: 'El monto debe ser un número entero de centavos',
});

const MONEY_DOC = { [UNIT_KEY]: 'money', type: 'number', description: 'Monto en pesos (MXN)' };

/** A money amount the API sends: `Centavos` in the code, pesos with two decimals on the wire. */
export const money = () =>
  z
    .codec(z.number().finite(), centavosValue, {
      decode: (pesos) => toCentavos(pesos),
      encode: (amount) => toPesos(amount),
    })
    .meta(MONEY_DOC);

/**
 * A money amount a person types: pesos with at most two decimals on the wire, checked with
 * Spanish messages that name the field, and `Centavos` once decoded. The wire side is typed
 * `PlainNumber`, so a client cannot put centavos in a request body by mistake (compile error).
 */
export const moneyInput = (
  label: string,
  { min = 0, positive = false }: { min?: number; positive?: boolean } = {},
) =>
  z
    .codec(
      z
        .number({ error: `${label} debe ser un número` })
        .finite({ error: `${label} debe ser un número` })
        .min(min, {
          error: min < 0 ? `${label} es demasiado bajo` : `${label} no puede ser negativo`,
        })
        .max(MONEY_MAX_PESOS, { error: `${label} es demasiado grande` })
        // In centavos: 1e-243 is above zero but rounds to no centavo at all.
        .refine((v) => !positive || Math.round(v * 100) > 0, {
          error: `${label} debe ser mayor que cero`,
        })
        .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
          error: `${label} admite como máximo dos decimales`,
        }) as z.ZodType<PlainNumber, PlainNumber>,
      centavosValue,
      { decode: (pesos) => toCentavos(pesos), encode: (amount) => toPesos(assertCentavos(amount)) },
    )
    .meta(MONEY_DOC);

/** The metadata that declares a unit on a number schema built by hand (a coerced query field). */
export const unitMeta = (kind: Exclude<NumberUnit, 'money'>) => ({ [UNIT_KEY]: kind });

/** `error`: the Spanish message when the value is not a number (or not whole, for counts). */
const unit = (kind: Exclude<NumberUnit, 'money'>, description: string, error?: string) =>
  z
    .number(error ? { error } : undefined)
    .finite(error ? { error } : undefined)
    .meta({ [UNIT_KEY]: kind, description });

/** A percent as 0..100 (12.5 is 12.5 %). */
export const percent = (error?: string) => unit('percent', 'Porcentaje (0 a 100)', error);
/** A plain ratio (LTV/COCA 3.2, liquidity 1.8). */
export const ratio = (error?: string) => unit('ratio', 'Razón', error);
/** A whole number of things: people, rows, calls, minutes, units sold in a month. */
export const count = (error?: string) =>
  unit('count', 'Cantidad', error).int(error ? { error } : undefined);
/** Months (runway, customer lifetime). */
export const months = (error?: string) => unit('months', 'Meses', error);
/** Points of a score (the health score 0..100, each of its parts 0..25). */
export const score = (error?: string) => unit('score', 'Puntaje', error);
/** A chapter of the book (1..15). */
export const chapterNumber = (error?: string) =>
  unit('chapter', 'Capítulo del libro', error).int(error ? { error } : undefined);
/** Units of a product (to break even, say); not necessarily whole. */
export const units = (error?: string) => unit('units', 'Unidades', error);
/** Days (of sales a month to break even, say); not necessarily whole. */
export const days = (error?: string) => unit('days', 'Días', error);
/** Periods of a cash-flow series: months or years, as the series' `periodUnit` says. */
export const periods = (error?: string) =>
  unit('periods', 'Periodos (meses o años, según la unidad de la serie)', error);
/** A number that names rather than measures: an HTTP status (200, 500). */
export const code = (error?: string) =>
  unit('code', 'Código', error).int(error ? { error } : undefined);
