import { parseDecimal, toHundredths } from './decimal.ts';

const MONTHS: Record<string, number> = {
  ene: 1,
  feb: 2,
  mar: 3,
  abr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  ago: 8,
  sep: 9,
  set: 9,
  oct: 10,
  nov: 11,
  dic: 12,
  jan: 1,
  apr: 4,
  aug: 8,
  dec: 12,
};

function validDay(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2200) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * A statement's date as YYYY-MM-DD: dd/mm/yyyy, dd-mm-yy, dd/jun./yyyy, 'ddmmyyyy (Santander),
 * yyyy-mm-dd, with or without a time after it. Null when it is not a date.
 */
export function parseBankDate(raw: string): string | null {
  const text =
    raw
      .trim()
      .replace(/^[\s'"`]+|[\s'"`]+$/g, '')
      .split(/[\sT]/)[0]
      ?.toLowerCase() ?? '';
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m) return validDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (m) {
    const year = m[3]?.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return validDay(year, Number(m[2]), Number(m[1]));
  }
  m = /^(\d{1,2})[/.\s-]?([a-zñ]{3,4})\.?[/.\s-]?(\d{2}|\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS[(m[2] ?? '').slice(0, 3)];
    const year = m[3]?.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return month ? validDay(year, month, Number(m[1])) : null;
  }
  m = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (m) return validDay(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}

/** An amount cell that says "no amount": empty, or a lone dash as Banorte writes it. */
export const isBlankAmount = (raw: string) => /^[\s'"`$-]*$/.test(raw);

/**
 * A statement's amount in hundredths, signed as written: '1,234.56', '$1,234.56', '-7,502.01',
 * '17,590.9', '(120.00)', '5.909,40' (a decimal comma, as Brazil writes it). Null when the cell
 * is not an amount (see isBlankAmount for the empty ones).
 */
export function parseBankAmount(raw: string): number | null {
  let text = raw.replace(/[\s'"`$]/g, '').replace(/MXN|MN/gi, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  if (!/^[\d.,]+$/.test(text)) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  let normal: string;
  if (lastComma >= 0 && lastDot >= 0) {
    normal =
      lastComma > lastDot ? text.replaceAll('.', '').replace(',', '.') : text.replaceAll(',', '');
  } else if (lastComma >= 0) {
    normal = /^\d{1,3}(,\d{3})+$/.test(text) ? text.replaceAll(',', '') : text.replace(',', '.');
  } else {
    normal = /^\d{1,3}(\.\d{3}){2,}$/.test(text) ? text.replaceAll('.', '') : text;
  }
  const decimal = parseDecimal(normal);
  if (!decimal) return null;
  const value = toHundredths(decimal);
  return negative ? -value : value;
}
