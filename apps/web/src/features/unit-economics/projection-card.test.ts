import { centavos as c, unitEconomicsProjection } from '@caudal/finance';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProjectionCard } from './components/projection-card.tsx';

// 10 new customers a month, one purchase each, $150 price, $50 cost, $500 of marketing.
const months = unitEconomicsProjection({
  pricePerUnitCentavos: c(15_000),
  variableCostsCentavos: c(5_000),
  marketingSpendCentavos: c(50_000),
  newCustomers: 10,
  avgPurchaseFreq: 1,
  retentionMonths: 2,
});

const cellsOf = (row: string) => [...row.matchAll(/<t[hd][ >].*?<\/t[hd]>/g)].map((m) => m[0]);
const text = (cell: string) => cell.replace(/<[^>]+>/g, '').replace(/\u00a0/g, ' ');

describe('ProjectionCard', () => {
  const html = renderToStaticMarkup(createElement(ProjectionCard, { months, note: null }));
  const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => m[1] ?? '');

  it('has a header for every cell of a row, in the same order', () => {
    expect(rows).toHaveLength(13);
    const headers = cellsOf(rows[0] ?? '').map(text);
    expect(headers).toEqual([
      'Mes',
      'Clientes nuevos',
      'Clientes activos',
      'Ventas',
      'Contribución',
      'Adquisición',
      'Resultado',
    ]);
    for (const row of rows.slice(1)) expect(cellsOf(row)).toHaveLength(headers.length);
  });

  it('month 2 by hand: 10 new, 15 active, $2,250 of sales, $1,500 − $500 = $1,000', () => {
    expect(cellsOf(rows[2] ?? '').map(text)).toEqual([
      'Mes 2',
      '10',
      '15',
      '$2,250',
      '$1,500',
      '$500',
      '$1,000',
    ]);
  });
});

describe('ProjectionCard without customer records', () => {
  const note =
    'El COCA, la razón LTV/COCA y el periodo de recuperación necesitan tus clientes: regístralos en Economía unitaria › Tus clientes por mes.';
  const html = renderToStaticMarkup(createElement(ProjectionCard, { months: [], note }));

  it('shows the note and the way to the customers, not twelve rows of zeros', () => {
    expect(html).not.toContain('<table');
    expect(text(html)).toContain(`${note} Registra tus clientes`);
    expect(html).toContain('href="#clientes"');
  });
});
