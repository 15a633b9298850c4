import { REPORT_KPI_STATUS_LABELS, type Report } from '@caudal/contracts';
import { AVERAGE_INCOME_PER_MOVEMENT, type Centavos } from '@caudal/finance';
import PDFDocument from 'pdfkit';
import {
  formatCount,
  formatDay,
  formatKpiValue,
  formatMoney,
  formatPercent,
} from '../../lib/format.ts';
import {
  BRAND,
  type Column,
  type Doc,
  INK,
  MUTED,
  pairedBars,
  rule,
  table,
} from '../../lib/pdf-drawing.ts';

const DASH = '—';
const STEP_NAMES = { day: 'día', week: 'semana', month: 'mes' } as const;

const shortDay = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const shortMonth = new Intl.DateTimeFormat('es-MX', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayWithYear = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const numberFmt = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

/** A row's label: '27 nov' for a day or a week (its first day), 'nov 2026' for a month. */
function rowLabel(report: Report, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return (report.step === 'month' ? shortMonth : shortDay).format(date).replace('.', '');
}

const money = (v: Centavos | null) => (v === null ? DASH : formatMoney(v));
const pct = (v: number | null) => (v === null ? DASH : formatPercent(v));

function width(doc: Doc) {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function section(doc: Doc, title: string, need = 120) {
  if (doc.y + need > doc.page.height - doc.page.margins.bottom) doc.addPage();
  else doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(title);
  doc.moveDown(0.4);
}

function note(doc: Doc, text: string) {
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(text, { width: width(doc) });
}

function cover(doc: Doc, report: Report) {
  const left = doc.page.margins.left;
  doc.rect(0, 0, doc.page.width, 220).fillColor(BRAND).fill();
  doc.font('Helvetica').fontSize(11).fillColor('#d1fae5').text('CAUDAL', left, 70);
  doc.font('Helvetica-Bold').fontSize(30).fillColor('#ffffff').text(report.title, left, 100);
  doc
    .font('Helvetica')
    .fontSize(16)
    .text(report.company_name, left, 150, { width: width(doc) });
  doc.fillColor(INK).fontSize(12);
  doc.text(`Periodo: últimos ${report.period_days} días`, left, 270);
  doc.text(`Del ${formatDay(report.period.from)} al ${formatDay(report.period.to)}`);
  doc.text(`Una fila por ${STEP_NAMES[report.step]} en el detalle`);
  doc.moveDown(1).text(`Generado el ${formatDay(report.generated_on)}`);
  doc.moveDown(2);
  rule(doc, left, width(doc), 1.5, BRAND);
  doc.moveDown(1);
  note(
    doc,
    'Cifras de los movimientos registrados en Caudal. Las aportaciones y los retiros de los dueños mueven la caja, pero no son ingresos ni gastos.',
  );
}

function summary(doc: Doc, report: Report) {
  const fs = report.financial_summary;
  const ue = report.unit_economics;
  section(doc, 'Resumen del periodo');
  const cols: Column[] = [
    { header: 'Concepto', width: 300 },
    { header: 'Valor', width: 212, align: 'right' },
  ];
  table(doc, cols, [
    ['Ingresos', money(fs.total_revenue)],
    ['Gastos', money(fs.total_expenses)],
    ['Utilidad neta', money(fs.net_profit)],
    ['Margen neto', pct(fs.net_margin)],
    ['Flujo de caja neto', money(fs.net_cash_flow)],
    [`Flujo de caja promedio por ${STEP_NAMES[report.step]}`, money(fs.average_cash_flow)],
    ['Aportaciones de los dueños', money(fs.owner_contributions)],
    ['Retiros de los dueños', money(fs.owner_withdrawals)],
    ['Crecimiento de ingresos vs. periodo anterior', pct(report.growth_metrics.revenue_growth)],
    ['LTV (valor de vida del cliente)', money(ue.ltv)],
    ['COCA (costo de adquisición)', money(ue.coca)],
    [
      'Razón LTV/COCA',
      ue.ltv_coca_ratio === null ? DASH : `${numberFmt.format(ue.ltv_coca_ratio)}x`,
    ],
    ['Utilidad por peso gastado (utilidad sobre gastos)', pct(ue.roi)],
  ]);
  // COCA and LTV/COCA without the owner's customers: why, once (none are estimated).
  if (ue.customers_needed) note(doc, ue.customers_needed);
}

/** Revenue and expenses of each row as paired bars on a money axis with round ticks. */
function chart(doc: Doc, report: Report, height = 240) {
  const rows = report.detailed_data;
  section(doc, `Ingresos y gastos por ${STEP_NAMES[report.step]}`, height + 40);
  if (rows.every((r) => r.revenue === 0 && r.expenses === 0)) {
    return note(doc, 'Sin ingresos ni gastos registrados en el periodo: no hay nada que graficar.');
  }
  pairedBars(
    doc,
    rows.map((r) => ({
      label: rowLabel(report, r.date),
      revenue: r.revenue,
      expenses: r.expenses,
    })),
    height,
  );
}

function slices(doc: Doc, title: string, items: Report['expense_breakdown'], empty: string) {
  section(doc, title);
  if (!items || items.length === 0) return note(doc, empty);
  table(
    doc,
    [
      { header: 'Categoría', width: 292 },
      { header: 'Monto', width: 120, align: 'right' },
      { header: 'Porcentaje', width: 100, align: 'right' },
    ],
    items.slice(0, 12).map((s) => [s.name, formatMoney(s.value), pct(s.percent)]),
  );
}

function typeSections(doc: Doc, report: Report) {
  if (report.revenue_breakdown) {
    slices(
      doc,
      'Ingresos por categoría',
      report.revenue_breakdown.slices,
      'Sin ingresos en el periodo.',
    );
    if (report.revenue_breakdown.estimated)
      note(doc, 'Reparto estimado: tus ingresos no tienen categorías.');
  }
  if (report.expense_breakdown) {
    slices(doc, 'Gastos por categoría', report.expense_breakdown, 'Sin gastos en el periodo.');
  }
  if (report.operations) {
    const o = report.operations;
    section(doc, 'Operación');
    table(
      doc,
      [
        { header: 'Concepto', width: 300 },
        { header: 'Valor', width: 212, align: 'right' },
      ],
      [
        ['Movimientos de ingreso', formatCount(o.income_entries)],
        ['Movimientos de gasto', formatCount(o.expense_entries)],
        [AVERAGE_INCOME_PER_MOVEMENT.name, money(o.average_ticket)],
        [
          'Clientes activos (último mes registrado)',
          o.active_customers === null ? 'Sin registro' : formatCount(o.active_customers),
        ],
        ['Unidades vendidas', o.units_sold === null ? 'No registradas' : formatCount(o.units_sold)],
      ],
    );
    note(doc, `${AVERAGE_INCOME_PER_MOVEMENT.name}: ${AVERAGE_INCOME_PER_MOVEMENT.description}`);
  }
  if (report.marketing) {
    const m = report.marketing;
    section(doc, 'Marketing y clientes');
    table(
      doc,
      [
        { header: 'Concepto', width: 300 },
        { header: 'Valor', width: 212, align: 'right' },
      ],
      [
        ['Gasto de marketing del periodo', money(m.marketing_spend)],
        [
          'Clientes nuevos (meses registrados)',
          m.new_customers === null ? 'Sin registro' : formatCount(m.new_customers),
        ],
        ['Techo de COCA (LTV ÷ 3)', money(m.cac_ceiling)],
        ['Calificación LTV/COCA', m.ltv_coca_label ?? DASH],
      ],
    );
  }
  if (report.kpis) {
    section(doc, 'Indicadores clave');
    table(
      doc,
      [
        { header: 'Indicador', width: 170 },
        { header: 'Valor', width: 95, align: 'right' },
        { header: 'Meta', width: 95, align: 'right' },
        { header: 'Variación', width: 82, align: 'right' },
        { header: 'Estado', width: 70, align: 'center' },
      ],
      report.kpis.map((k) => [
        k.name,
        formatKpiValue(k.value, k.unit),
        formatKpiValue(k.target, k.unit),
        formatKpiValue(k.variance, k.unit),
        k.status === null ? DASH : REPORT_KPI_STATUS_LABELS[k.status],
      ]),
    );
  }
}

function insights(doc: Doc, report: Report) {
  section(doc, 'Observaciones', 80);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  if (report.insights.length === 0) doc.text('Sin observaciones destacadas en el periodo.');
  for (const i of report.insights) doc.text(`• ${i.title}: ${i.message}`, { width: width(doc) });
  if (report.assumed.length > 0) {
    doc.moveDown(0.6);
    for (const a of report.assumed) note(doc, `Nota: ${a}`);
  }
}

/** The detail across pages, its header repeated at the top of every page it reaches. */
function detail(doc: Doc, report: Report) {
  section(doc, `Detalle por ${STEP_NAMES[report.step]}`, 200);
  const cols: Column[] = [
    { header: report.step === 'week' ? 'Semana del' : 'Fecha', width: 82 },
    { header: 'Ingresos', width: 86, align: 'right' },
    { header: 'Gastos', width: 86, align: 'right' },
    { header: 'Utilidad', width: 86, align: 'right' },
    { header: 'Flujo de caja', width: 86, align: 'right' },
    { header: 'Clientes', width: 86, align: 'right' },
  ];
  const rows = report.detailed_data.map((r) => [
    report.step === 'month'
      ? rowLabel(report, r.date)
      : dayWithYear.format(new Date(`${r.date}T00:00:00Z`)).replaceAll('.', ''),
    formatMoney(r.revenue),
    formatMoney(r.expenses),
    formatMoney(r.profit),
    formatMoney(r.cash_flow),
    r.customers === null ? DASH : formatCount(r.customers),
  ]);
  const perPage = (y: number) =>
    Math.max(1, Math.floor((doc.page.height - doc.page.margins.bottom - 30 - y) / 20) - 1);
  let start = 0;
  while (start < rows.length) {
    const n = perPage(doc.y);
    table(doc, cols, rows.slice(start, start + n));
    start += n;
    if (start < rows.length) doc.addPage();
  }
}

/** Every page's foot: the company, the generation date and 'Página n de N'. */
function footers(doc: Doc, report: Report) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const left = doc.page.margins.left;
    const y = doc.page.height - 36;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(
      `${report.title} · ${report.company_name} · ${formatDay(report.generated_on)}`,
      left,
      y,
      {
        lineBreak: false,
      },
    );
    doc.text(`Página ${i + 1} de ${count}`, left, y, {
      width: width(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The report as a PDF: a cover, the summary figures, the revenue-and-expenses chart (vectors),
 * what the type adds, the observations and notes, and the detail table across pages with its
 * header repeated; 'Página N de M' on every page. Spanish, es-MX money and dates.
 */
export function reportPdf(report: Report): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    bufferPages: true,
    info: { Title: `${report.title} de ${report.company_name}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  cover(doc, report);
  doc.addPage();
  summary(doc, report);
  chart(doc, report);
  typeSections(doc, report);
  insights(doc, report);
  detail(doc, report);
  footers(doc, report);
  doc.end();
  return done;
}
