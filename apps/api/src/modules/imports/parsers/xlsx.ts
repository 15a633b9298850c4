import ExcelJS from 'exceljs';

const text = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return text(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
};

/**
 * The first worksheet of an XLSX as rows of cell texts (dates as YYYY-MM-DD, numbers as
 * written by JavaScript), read with exceljs. The caller checks the ZIP's declared size first.
 */
export async function readXlsxRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(text(row.getCell(c).value));
    rows[number - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}
