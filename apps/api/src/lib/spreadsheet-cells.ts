import type ExcelJS from 'exceljs';
import Papa from 'papaparse';

/**
 * What a spreadsheet reads as the start of a formula (OWASP "CSV injection"): = + - @, and tab
 * or carriage return, which some spreadsheets skip before looking for one. Imported
 * descriptions such as `=HYPERLINK("http://…"&A1,"clic")` or `-2+3+cmd|' /C calc'!A0` are
 * stored as the owner gave them; every CSV and Excel file the app writes neutralises them here.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number written as text ('-120.50', the cash-flow CSV's amounts) is not a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEUTRALISED = /^'[=+\-@\t\r]/;

/** A text cell as it is safe to write: with a leading ' when it would start a formula. */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** Any cell value: text is neutralised, numbers, dates and booleans stay what they are. */
export function spreadsheetCell<T>(value: T): T | string {
  return typeof value === 'string' ? spreadsheetText(value) : value;
}

/**
 * Rows as CSV lines (CRLF between them, none after the last: the caller ends the line), every
 * text cell neutralised; with `fields`, the header line first. papaparse's own `escapeFormulae`
 * is not used: its pattern needs the whole cell on one line, so `=1+1\n…` got through.
 */
export function csvLines(
  rows: readonly (readonly unknown[])[],
  fields?: readonly string[],
): string {
  const data = rows.map((row) => row.map(spreadsheetCell));
  // A neutralised cell is quoted too, as papaparse's own escaping did.
  const quotes = (value: unknown) => typeof value === 'string' && NEUTRALISED.test(value);
  const options = { newline: '\r\n', escapeFormulae: false, quotes };
  return Papa.unparse(fields ? [fields.map(spreadsheetText), ...data] : data, options);
}

/**
 * Neutralises every text cell of a workbook, once, just before it is written: a sheet added
 * later is covered without remembering to. Rich text is read as its whole text.
 */
export function neutraliseWorkbook(book: ExcelJS.Workbook): void {
  book.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        const value = cell.value;
        if (typeof value === 'string') {
          cell.value = spreadsheetText(value);
        } else if (value && typeof value === 'object' && 'richText' in value) {
          const text = value.richText.map((run) => run.text).join('');
          if (spreadsheetText(text) !== text) {
            cell.value = { richText: [{ text: "'" }, ...value.richText] };
          }
        }
      });
    });
  });
}
