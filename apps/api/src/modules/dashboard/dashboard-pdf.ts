import { type Dashboard, type DashboardPeriod, INDUSTRY_LABELS } from '@caudal/contracts';
import PDFDocument from 'pdfkit';
import { formatCashLine, formatMoney } from '../../lib/format.ts';

const PERIOD_LABELS: Record<DashboardPeriod, string> = {
  '7d': 'Últimos 7 días',
  '30d': 'Último mes',
  '90d': 'Últimos 3 meses',
};

const percent = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));
const monthFormat = new Intl.DateTimeFormat('es-MX', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthName = (yyyyMm: string) => monthFormat.format(new Date(`${yyyyMm}-01T00:00:00Z`));

function change(card: Dashboard['cards']['revenue']): string {
  if (card.changePercent === null) return 'sin periodo anterior para comparar';
  const sign = card.changePercent > 0 ? '+' : '';
  return `${sign}${percent.format(card.changePercent)} % contra el periodo anterior`;
}

/** A one-page PDF report of the dashboard period: the figures the owner sees on screen. */
export function dashboardPdf(dashboard: Dashboard, generatedOn: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: 'Reporte de Caudal' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  const company = dashboard.company.name ?? 'Tu empresa';
  const industry = dashboard.company.industry ? INDUSTRY_LABELS[dashboard.company.industry] : null;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#0b5d4f')
    .text(`Reporte financiero de ${company}`);
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#334155');
  doc.text(
    [industry, dashboard.company.employees ? `${dashboard.company.employees} empleados` : null]
      .filter(Boolean)
      .join(' · ') || ' ',
  );
  doc.text(
    `${PERIOD_LABELS[dashboard.period]}: del ${day(dashboard.from)} al ${day(dashboard.to)}`,
  );
  doc.text(`Generado el ${day(generatedOn)} con Caudal`);
  if (dashboard.estimated) {
    doc
      .moveDown(0.5)
      .fillColor('#92400e')
      .text(
        'Sin movimientos registrados en este periodo: cifras estimadas a partir de tus productos y costos mensuales.',
      );
  }

  const section = (title: string) => {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(14).fillColor('#0f172a').text(title);
    doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#1e293b');
  };
  const { cards } = dashboard;
  section('Resumen del periodo');
  doc.text(`Ingresos: ${formatMoney(cards.revenue.value)} (${change(cards.revenue)})`);
  doc.text(`Gastos: ${formatMoney(cards.expenses.value)} (${change(cards.expenses)})`);
  doc.text(
    `Utilidad del periodo: ${formatMoney(cards.netProfit.value)} (${change(cards.netProfit)})`,
  );
  doc.text(
    `Estado del flujo de caja: ${cards.cashFlowStatus.label}` +
      (cards.cashFlowStatus.flowMarginPercent === null
        ? ''
        : ` (margen de flujo de ${percent.format(cards.cashFlowStatus.flowMarginPercent)} %)`),
  );
  doc.text(`Saldo en caja: ${formatCashLine(dashboard.cash)}`);

  section('Salud financiera');
  const { parts } = dashboard.health;
  doc.text(`Puntaje: ${Math.round(dashboard.health.score)} de 100`);
  doc.text(`Margen neto: ${parts.netMargin} de 25 · Margen bruto: ${parts.grossMargin} de 25`);
  doc.text(
    `Margen de seguridad: ${parts.marginOfSafety} de 25 · Margen de contribución: ${parts.contributionMargin} de 25`,
  );
  const { breakEven } = dashboard;
  doc.text(
    breakEven.units === null || breakEven.revenue === null
      ? `Punto de equilibrio: ${breakEven.reason ?? 'no disponible'}`
      : `Punto de equilibrio: ${breakEven.units.toLocaleString('es-MX')} unidades al mes (${formatMoney(breakEven.revenue)})`,
  );

  section('Gastos por categoría');
  if (dashboard.expensesByCategory.length === 0) doc.text('Sin gastos registrados en el periodo.');
  for (const slice of dashboard.expensesByCategory.slice(0, 12)) {
    doc.text(
      `${slice.category}: ${formatMoney(slice.amount)} (${percent.format(slice.percent)} %)`,
    );
  }

  section('Ingresos y gastos por mes');
  if (dashboard.monthly.length === 0) doc.text('Sin movimientos registrados.');
  for (const month of dashboard.monthly.slice(-12)) {
    doc.text(
      `${monthName(month.month)}: ingresos ${formatMoney(month.revenue)}, gastos ${formatMoney(month.expenses)}, utilidad ${formatMoney(month.profit)}`,
    );
  }
  doc.end();
  return done;
}
