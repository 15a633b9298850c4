import { axisTicks, type Centavos } from '@caudal/finance';
import { formatAxisMoney, formatShortMonth } from './format.ts';

export const INK = '#0f172a';
export const MUTED = '#475569';
export const RULE = '#cbd5e1';
export const BRAND = '#0b5d4f';
// The web's series colours (chart-theme.ts), so the PDF's chart reads like the screen's.
export const REVENUE = '#17796a';
export const EXPENSES = '#d97706';

export type Doc = PDFKit.PDFDocument;

export type Column = { header: string; width: number; align?: 'left' | 'right' | 'center' };

/** A horizontal line at the current y, from `left` across `width`. */
export function rule(doc: Doc, left: number, width: number, lineWidth: number, color: string) {
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(lineWidth)
    .strokeColor(color)
    .stroke();
}

/**
 * A table: a bold header row over a rule, then rows with light rules between them. A cell too
 * long for its column wraps, and its row grows to hold it.
 */
export function table(doc: Doc, columns: readonly Column[], rows: readonly string[][]) {
  const left = doc.page.margins.left;
  const rowHeight = 20;
  const cells = (texts: readonly string[], font: string, color: string) => {
    const y = doc.y;
    let x = left;
    doc.font(font).fontSize(10).fillColor(color);
    let height = rowHeight;
    columns.forEach((column, i) => {
      const text = texts[i] ?? '';
      const options = { width: column.width - 8, align: column.align ?? 'left' } as const;
      height = Math.max(height, doc.heightOfString(text, options) + 10);
      doc.text(text, x + 4, y + 6, options);
      x += column.width;
    });
    doc.y = y + height;
  };
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const rowRule = (color: string) => rule(doc, left, width, 0.75, color);
  cells(
    columns.map((column) => column.header),
    'Helvetica-Bold',
    INK,
  );
  rowRule(MUTED);
  for (const row of rows) {
    cells(row, 'Helvetica', INK);
    rowRule(RULE);
  }
  doc.x = left;
}

type Month = { month: string; revenue: Centavos; expenses: Centavos };

/** One pair of bars: its label under the axis and its revenue and expenses (pesos or centavos). */
export type BarPair = { label: string; revenue: number; expenses: number };

/**
 * Revenue and expenses as paired bars on a money axis with round ticks (the web's `axisTicks`
 * and labels), at most about ten labels (always the last pair's), and the legend; `height`
 * points tall. The dashboard draws months with it, the reports their days, weeks or months.
 */
export function pairedBars(doc: Doc, pairs: readonly BarPair[], height: number) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;
  const axisWidth = 60;
  const plot = { x: left + axisWidth, y: top + 8, w: width - axisWidth, h: height - 56 };
  const values = pairs.flatMap((p) => [p.revenue, p.expenses]);
  const { ticks } = axisTicks(Math.min(0, ...values), Math.max(0, ...values));
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const y = (value: number) => plot.y + ((high - value) / (high - low || 1)) * plot.h;
  const largest = Math.max(1, ...ticks.map(Math.abs)) as Centavos;

  doc.font('Helvetica').fontSize(8);
  for (const tick of ticks) {
    doc
      .moveTo(plot.x, y(tick))
      .lineTo(plot.x + plot.w, y(tick))
      .lineWidth(tick === 0 ? 1 : 0.5)
      .strokeColor(tick === 0 ? MUTED : RULE)
      .stroke();
    doc.fillColor(MUTED).text(formatAxisMoney(tick as Centavos, largest), left, y(tick) - 3, {
      width: axisWidth - 8,
      align: 'right',
      lineBreak: false,
    });
  }
  const slot = plot.w / Math.max(1, pairs.length);
  const bar = Math.min(14, slot * 0.35);
  const every = Math.max(1, Math.ceil(pairs.length / 10));
  pairs.forEach((p, i) => {
    const x = plot.x + i * slot + slot / 2 - bar;
    for (const [k, [value, color]] of (
      [
        [p.revenue, REVENUE],
        [p.expenses, EXPENSES],
      ] as const
    ).entries()) {
      const from = Math.min(y(value), y(0));
      doc
        .rect(x + k * bar, from, bar, Math.max(0.01, Math.abs(y(value) - y(0))))
        .fillColor(color)
        .fill();
    }
    if ((pairs.length - 1 - i) % every === 0) {
      doc.fillColor(MUTED).text(p.label, plot.x + i * slot - 15, plot.y + plot.h + 6, {
        width: slot + 30,
        align: 'center',
        lineBreak: false,
      });
    }
  });
  const legendY = plot.y + plot.h + 26;
  let x = plot.x;
  for (const [name, color] of [
    ['Ingresos', REVENUE],
    ['Gastos', EXPENSES],
  ] as const) {
    doc.rect(x, legendY, 9, 9).fillColor(color).fill();
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(name, x + 13, legendY, { lineBreak: false });
    x += 80;
  }
  doc.x = left;
  doc.y = top + height;
}

/** Revenue and expenses by month (`pairedBars`, each labelled 'nov 2026'). */
export function monthlyChart(doc: Doc, months: readonly Month[], height: number) {
  pairedBars(
    doc,
    months.map((m) => ({
      label: formatShortMonth(m.month),
      revenue: m.revenue,
      expenses: m.expenses,
    })),
    height,
  );
}

/** The expense split as a table with a bar for each category's share. */
export function categoryBars(
  doc: Doc,
  slices: readonly { category: string; amount: string; percent: string; share: number }[],
) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const barX = left + 290;
  const barWidth = width - 290;
  for (const slice of slices) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    doc.text(slice.category, left + 4, y, { width: 150, lineBreak: false, ellipsis: true });
    doc.text(slice.amount, left + 154, y, { width: 80, align: 'right', lineBreak: false });
    doc.text(slice.percent, left + 234, y, { width: 50, align: 'right', lineBreak: false });
    doc.rect(barX, y, barWidth, 9).fillColor('#f1f5f9').fill();
    doc
      .rect(barX, y, Math.max(1, (barWidth * slice.share) / 100), 9)
      .fillColor(EXPENSES)
      .fill();
    doc.y = y + 18;
  }
  doc.x = left;
}
