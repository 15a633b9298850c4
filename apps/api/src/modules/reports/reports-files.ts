import {
  REPORT_FILE_SLUGS,
  REPORT_KPI_STATUS_LABELS,
  type Report,
  type ReportFormat,
} from '@caudal/contracts';
import { toPesos } from '@caudal/finance';
import ExcelJS from 'exceljs';
import { csvLines, neutraliseWorkbook } from '../../lib/spreadsheet-cells.ts';
import { reportPdf } from './reports-pdf.ts';

/** The spec's detail columns, in its order (date, revenue, expenses, profit, cash_flow, ...). */
export const REPORT_CSV_COLUMNS = [
  'Fecha',
  'Ingresos',
  'Gastos',
  'Utilidad',
  'Flujo de caja',
  'Clientes',
  'Unidades vendidas',
] as const;

/** The detail, one row a step: UTF-8 with a BOM (Excel reads the accents), pesos as numbers. */
export function reportCsv(report: Report): Buffer {
  const data = report.detailed_data.map((r) => [
    r.date,
    toPesos(r.revenue),
    toPesos(r.expenses),
    toPesos(r.profit),
    toPesos(r.cash_flow),
    r.customers ?? '',
    r.units_sold ?? '',
  ]);
  const text = csvLines(data, REPORT_CSV_COLUMNS);
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

const MXN_FORMAT = '"$"#,##0.00;-"$"#,##0.00';
const PERCENT_FORMAT = '0.0"%"';
const DATE_FORMAT = 'dd/mm/yyyy';

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const pesos = (v: Parameters<typeof toPesos>[0] | null) => (v === null ? null : toPesos(v));

/**
 * Sheets Resumen (the summary figures), Detalle (one row a step, real dates and money cells in
 * MXN) and KPIs; header rows frozen, columns sized.
 */
export async function reportExcel(report: Report): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Caudal';
  book.created = asDate(report.generated_on);

  const summary = book.addWorksheet('Resumen', { views: [{ state: 'frozen', ySplit: 1 }] });
  summary.columns = [
    { header: 'Concepto', key: 'name', width: 36 },
    { header: 'Valor', key: 'value', width: 20 },
  ];
  const fs = report.financial_summary;
  const ue = report.unit_economics;
  const lines: [string, number | string | null, string?][] = [
    ['Empresa', report.company_name],
    ['Reporte', report.title],
    ['Desde', report.period.from, DATE_FORMAT],
    ['Hasta', report.period.to, DATE_FORMAT],
    ['Ingresos', toPesos(fs.total_revenue), MXN_FORMAT],
    ['Gastos', toPesos(fs.total_expenses), MXN_FORMAT],
    ['Utilidad neta', toPesos(fs.net_profit), MXN_FORMAT],
    ['Flujo de caja neto', toPesos(fs.net_cash_flow), MXN_FORMAT],
    ['Flujo de caja promedio por fila', toPesos(fs.average_cash_flow), MXN_FORMAT],
    ['Aportaciones de los dueños', toPesos(fs.owner_contributions), MXN_FORMAT],
    ['Retiros de los dueños', toPesos(fs.owner_withdrawals), MXN_FORMAT],
    ['Margen neto', fs.net_margin, PERCENT_FORMAT],
    ['LTV', pesos(ue.ltv), MXN_FORMAT],
    ['COCA', pesos(ue.coca), MXN_FORMAT],
    ['Utilidad por peso gastado', ue.roi, PERCENT_FORMAT],
    ['Crecimiento de ingresos', report.growth_metrics.revenue_growth, PERCENT_FORMAT],
  ];
  for (const [name, value, format] of lines) {
    const isDay = format === DATE_FORMAT && typeof value === 'string';
    const row = summary.addRow({ name, value: isDay ? asDate(value) : (value ?? 'Sin dato') });
    if (format && value !== null) row.getCell('value').numFmt = format;
  }
  summary.getRow(1).font = { bold: true };
  for (const note of report.assumed) summary.addRow({ name: note });
  if (ue.customers_needed) summary.addRow({ name: ue.customers_needed });

  const detail = book.addWorksheet('Detalle', { views: [{ state: 'frozen', ySplit: 1 }] });
  detail.columns = [
    { header: 'Fecha', key: 'date', width: 14, style: { numFmt: DATE_FORMAT } },
    { header: 'Hasta', key: 'end', width: 14, style: { numFmt: DATE_FORMAT } },
    ...(
      [
        ['Ingresos', 'revenue'],
        ['Gastos', 'expenses'],
        ['Utilidad', 'profit'],
        ['Flujo de caja', 'cash_flow'],
      ] as const
    ).map(([header, key]) => ({ header, key, width: 18, style: { numFmt: MXN_FORMAT } })),
    { header: 'Clientes', key: 'customers', width: 12 },
    { header: 'Unidades vendidas', key: 'units_sold', width: 18 },
  ];
  for (const r of report.detailed_data) {
    detail.addRow({
      date: asDate(r.date),
      end: asDate(r.end),
      revenue: toPesos(r.revenue),
      expenses: toPesos(r.expenses),
      profit: toPesos(r.profit),
      cash_flow: toPesos(r.cash_flow),
      customers: r.customers,
      units_sold: r.units_sold,
    });
  }
  detail.getRow(1).font = { bold: true };

  const kpis = book.addWorksheet('KPIs', { views: [{ state: 'frozen', ySplit: 1 }] });
  kpis.columns = [
    { header: 'Indicador', key: 'name', width: 30 },
    { header: 'Valor', key: 'value', width: 16 },
    { header: 'Meta', key: 'target', width: 16 },
    { header: 'Variación', key: 'variance', width: 16 },
    { header: 'Unidad', key: 'unit', width: 8 },
    { header: 'Estado', key: 'status', width: 14 },
    { header: 'Descripción', key: 'description', width: 60 },
  ];
  for (const k of report.kpis ?? []) {
    const row = kpis.addRow({
      name: k.name,
      value: k.value,
      target: k.target,
      variance: k.variance,
      unit: k.unit,
      status: k.status === null ? 'Sin estado' : REPORT_KPI_STATUS_LABELS[k.status],
      description: k.note ? `${k.description} ${k.note}` : k.description,
    });
    const format =
      k.unit === 'MXN'
        ? MXN_FORMAT
        : k.unit === '%'
          ? PERCENT_FORMAT
          : k.unit === 'x'
            ? '0.0'
            : '0';
    for (const key of ['value', 'target', 'variance']) row.getCell(key).numFmt = format;
  }
  kpis.getRow(1).font = { bold: true };
  // The company's name, notes and KPI texts are the owner's words: no cell may start a formula.
  neutraliseWorkbook(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const FILES = {
  csv: { type: 'text/csv; charset=utf-8', ext: 'csv', build: async (r: Report) => reportCsv(r) },
  excel: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ext: 'xlsx',
    build: reportExcel,
  },
  pdf: { type: 'application/pdf', ext: 'pdf', build: reportPdf },
} as const;

/** The report as a download: its bytes, content type and file name ('reporte-financiero-…'). */
export async function reportFile(report: Report, format: Exclude<ReportFormat, 'json'>) {
  const file = FILES[format];
  return {
    body: await file.build(report),
    contentType: file.type,
    fileName: `reporte-${REPORT_FILE_SLUGS[report.report_type]}-${report.generated_on}.${file.ext}`,
  };
}
