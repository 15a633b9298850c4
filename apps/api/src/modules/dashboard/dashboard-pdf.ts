import { type Dashboard, type DashboardPeriod, INDUSTRY_LABELS } from '@caudal/contracts';
import { FIGURE_LEVEL_LABELS } from '@caudal/finance';
import PDFDocument from 'pdfkit';
import {
  formatCount,
  formatDay,
  formatMoney,
  formatMonths,
  formatPercent,
} from '../../lib/format.ts';
import {
  BRAND,
  categoryBars,
  type Doc,
  INK,
  MUTED,
  monthlyChart,
  RULE,
  rule,
  table,
} from '../../lib/pdf-drawing.ts';

const PERIOD_LABELS: Record<DashboardPeriod, string> = {
  '7d': 'Últimos 7 días',
  '30d': 'Último mes',
  '90d': 'Últimos 3 meses',
};

const DASH = '—';

function change(card: Dashboard['cards']['revenue']): string {
  if (card.changePercent === null) return DASH;
  return `${card.changePercent > 0 ? '+' : ''}${formatPercent(card.changePercent)}`;
}

/** The runway as the dashboard and the header say it (the figures core's, on its basis). */
function runway(cash: Dashboard['cash'], basis: Dashboard['basis']): string {
  if (cash.balance === null) return 'Sin registrar';
  if (cash.balance < 0) return 'Sin caja';
  if (basis.source === 'none') return DASH;
  if (cash.runwayMonths === null) return cash.level === 'good' ? 'Sin límite' : DASH;
  return formatMonths(cash.runwayMonths);
}

/** What the cash, runway and health rest on, in the words the screen uses. */
function basisText(basis: Dashboard['basis']): string {
  if (basis.source === 'recorded') return `al ritmo de ${basis.label}`;
  if (basis.source === 'estimate') return 'estimado con tus productos y costos';
  return 'sin datos registrados';
}

function section(doc: Doc, title: string) {
  doc.moveDown(1.2).font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(title);
  doc.moveDown(0.4);
}

function header(doc: Doc, dashboard: Dashboard) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const { company } = dashboard;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('REPORTE FINANCIERO · CAUDAL');
  doc
    .moveDown(0.2)
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(company.name ?? 'Tu empresa');
  const about = [
    company.industry ? INDUSTRY_LABELS[company.industry] : null,
    company.employees ? `${formatCount(company.employees)} empleados` : null,
  ].filter(Boolean);
  doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor(MUTED);
  if (about.length > 0) doc.text(about.join(' · '));
  doc.text(
    `Periodo: ${PERIOD_LABELS[dashboard.period]}, del ${formatDay(dashboard.from)} al ${formatDay(dashboard.to)}`,
  );
  doc.moveDown(0.6);
  rule(doc, left, width, 1.5, BRAND);
  if (dashboard.estimated) {
    doc
      .moveDown(0.6)
      .fontSize(10)
      .fillColor('#92400e')
      .text(
        'Sin movimientos registrados en este periodo: cifras estimadas a partir de tus productos y costos mensuales.',
      );
  }
}

function figures(doc: Doc, dashboard: Dashboard) {
  const { cards, cash } = dashboard;
  const money = (card: Dashboard['cards']['revenue'], name: string) => [
    name,
    formatMoney(card.value),
    card.previous === null ? DASH : formatMoney(card.previous),
    change(card),
  ];
  const flow = cards.cashFlowStatus;
  table(
    doc,
    [
      { header: 'Concepto', width: 170 },
      { header: 'Este periodo', width: 112, align: 'right' },
      { header: 'Periodo anterior', width: 112, align: 'right' },
      { header: 'Cambio', width: 118, align: 'right' },
    ],
    [
      ['Caja hoy', cash.balance === null ? 'Sin registrar' : formatMoney(cash.balance), DASH, DASH],
      [
        `Autonomía de la caja (${basisText(dashboard.basis)})`,
        runway(cash, dashboard.basis),
        DASH,
        DASH,
      ],
      money(cards.revenue, 'Ingresos'),
      money(cards.expenses, 'Gastos'),
      money(cards.netProfit, 'Utilidad del periodo'),
      ['Estado del flujo de caja', flow.label, DASH, DASH],
      [
        'Margen de flujo',
        flow.flowMarginPercent === null ? DASH : formatPercent(flow.flowMarginPercent),
        DASH,
        DASH,
      ],
    ],
  );
  if (cash.note) doc.moveDown(0.5).font('Helvetica').fontSize(9).fillColor(MUTED).text(cash.note);
}

function expenses(doc: Doc, dashboard: Dashboard) {
  section(doc, 'Gastos del periodo por categoría');
  const slices = dashboard.expensesByCategory.slice(0, 12);
  if (slices.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(INK).text('Sin gastos registrados en el periodo.');
    return;
  }
  categoryBars(
    doc,
    slices.map((slice) => ({
      category: slice.category,
      amount: formatMoney(slice.amount),
      percent: formatPercent(slice.percent),
      share: slice.percent,
    })),
  );
}

function health(doc: Doc, dashboard: Dashboard) {
  section(
    doc,
    `Salud financiera (${dashboard.basis.source === 'none' ? 'sin datos registrados' : dashboard.basis.label})`,
  );
  const { parts, score, level } = dashboard.health;
  const { breakEven } = dashboard;
  const points = (value: number | null) => (value === null ? 'sin productos' : `${value} de 25`);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  doc.text(
    score === null
      ? 'Puntaje: sin datos'
      : `Puntaje: ${formatCount(score)} de 100${level ? ` (${FIGURE_LEVEL_LABELS[level]})` : ''}`,
  );
  doc.text(`Margen neto: ${points(parts.netMargin)} · Margen bruto: ${points(parts.grossMargin)}`);
  doc.text(
    `Margen de seguridad: ${points(parts.marginOfSafety)} · Margen de contribución: ${points(parts.contributionMargin)}`,
  );
  if (dashboard.health.note) doc.text(dashboard.health.note);
  doc.text(
    breakEven.units === null || breakEven.revenue === null
      ? `Punto de equilibrio: ${breakEven.reason ?? 'no disponible'}`
      : `Punto de equilibrio: ${formatCount(breakEven.units)} unidades al mes (${formatMoney(breakEven.revenue)})`,
  );
}

/** Every page's foot: the generation date and 'Página n de N'. */
function footers(doc: Doc, generatedOn: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const y = doc.page.height - 36;
    // Writing below the bottom margin would open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(left, y - 8)
      .lineTo(left + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(`Generado el ${formatDay(generatedOn)} con Caudal`, left, y, { lineBreak: false });
    doc.text(`Página ${i + 1} de ${count}`, left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The dashboard period as a report a bank can read: the company's header, the period's figures
 * against the previous period, the expense split (page 1), the monthly chart and the health
 * summary (page 2), with page numbers. Numbers in the web's formats (`lib/format.ts`).
 */
export function dashboardPdf(dashboard: Dashboard, generatedOn: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    bufferPages: true,
    info: { Title: `Reporte financiero de ${dashboard.company.name ?? 'tu empresa'}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  header(doc, dashboard);
  section(doc, 'Cifras del periodo');
  figures(doc, dashboard);
  expenses(doc, dashboard);

  doc.addPage();
  section(doc, 'Ingresos y gastos por mes');
  const months = dashboard.monthly.slice(-12);
  if (months.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(INK).text('Sin movimientos registrados.');
  } else {
    monthlyChart(doc, months, 280);
  }
  health(doc, dashboard);

  footers(doc, generatedOn);
  doc.end();
  return done;
}
