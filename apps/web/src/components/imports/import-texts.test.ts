import type { ImportRow } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import {
  categoryCorrections,
  columnLabel,
  commitCount,
  commitLabel,
  committedText,
  guessMapping,
  importFileProblem,
  isBankStatement,
  MAX_IMPORT_BYTES,
  type MappingForm,
  mappingFromForm,
  reconcilableText,
  summaryLinesText,
} from './import-texts.ts';

const row = (line: number, overrides: Partial<ImportRow> = {}): ImportRow => ({
  line,
  source: `Línea ${line}`,
  action: 'create',
  kind: 'entry',
  date: '2026-02-15',
  type: 'expense',
  amount: null,
  description: 'PAGO',
  category: 'General',
  uuid: null,
  reason: null,
  ...overrides,
});

describe('importFileProblem', () => {
  it.each([
    ['estado.csv', 10, null],
    ['FACTURAS.ZIP', 10, null],
    ['cuenta.qfx', 10, null],
    ['foto.png', 10, '«foto.png» no es un archivo que podamos importar'],
    ['sin-extension', 10, 'no es un archivo que podamos importar'],
    ['vacio.csv', 0, '«vacio.csv» está vacío.'],
    ['grande.xlsx', MAX_IMPORT_BYTES, null],
    ['grande.xlsx', MAX_IMPORT_BYTES + 1, '«grande.xlsx» pasa de 20 MB'],
  ])('%s (%i bytes)', (name, size, expected) => {
    const problem = importFileProblem({ name, size });
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toContain(expected);
  });

  it('knows a bank statement from a CFDI', () => {
    expect(['a.csv', 'b.XLSX', 'c.ofx', 'd.qfx'].map(isBankStatement)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['a.xml', 'b.zip'].map(isBankStatement)).toEqual([false, false]);
  });
});

describe('the commit', () => {
  it('counts the rows to create, and those to confirm only when confirmed', () => {
    const counts = { create: 3, duplicate: 2, error: 1, confirm: 2, ignored: 4 };
    expect(commitCount(counts, false)).toBe(3);
    expect(commitCount(counts, true)).toBe(5);
    expect(commitLabel(1)).toBe('Importar 1 movimiento');
    expect(commitLabel(5)).toBe('Importar 5 movimientos');
    expect(committedText(1)).toBe('Se importó 1 movimiento.');
    expect(committedText(0)).toBe('Se importaron 0 movimientos.');
  });

  it('sends only the categories changed on rows it creates, trimmed', () => {
    const rows = [
      row(2),
      row(3, { category: 'Renta' }),
      row(4, { action: 'duplicate' }),
      row(5, { kind: 'receivable' }),
    ];
    expect(categoryCorrections(rows, { 2: ' Materia prima ', 3: 'Renta', 4: 'X', 5: 'Y' })).toEqual(
      { categories: [{ line: 2, category: 'Materia prima' }] },
    );
    expect(categoryCorrections(rows, { 3: '   ' })).toEqual({
      error: 'Línea 3: La categoría es obligatoria',
    });
  });
});

describe('the column mapping', () => {
  const sample = [
    ['Día', 'Concepto', 'Importe'],
    ['15/02/2026', 'Venta mostrador', '3000.00'],
    ['16/02/2026', 'Pago harina', '-1500.00'],
  ];

  it('guesses the header row and the date column from the sample', () => {
    expect(guessMapping(sample)).toMatchObject({ headerRow: '0', date: '0', amount: '' });
    // No header: the dates start on the first row.
    expect(guessMapping(sample.slice(1))).toMatchObject({ headerRow: '', date: '0' });
    expect(guessMapping([['a', 'b']])).toMatchObject({ headerRow: '', date: '' });
  });

  const filled: MappingForm = {
    headerRow: '0',
    date: '0',
    description: '1',
    reference: '',
    amountMode: 'signed',
    charge: '2',
    deposit: '',
    amount: '2',
    balance: '',
  };

  it('builds the BankMapping: one signed amount, or charges and deposits', () => {
    expect(mappingFromForm(filled)).toEqual({
      mapping: {
        headerRow: 0,
        date: 0,
        description: 1,
        reference: null,
        charge: null,
        deposit: null,
        amount: 2,
        balance: null,
      },
    });
    expect(
      mappingFromForm({ ...filled, amountMode: 'split', headerRow: '', deposit: '3' }),
    ).toMatchObject({ mapping: { headerRow: null, charge: 2, deposit: 3, amount: null } });
  });

  it('says in Spanish what is missing', () => {
    expect(mappingFromForm({ ...filled, date: '' })).toEqual({
      error: 'Indica la columna de la fecha.',
    });
    expect(mappingFromForm({ ...filled, description: '' })).toEqual({
      error: 'Indica la columna de la descripción.',
    });
    expect(mappingFromForm({ ...filled, amount: '' })).toEqual({
      error: 'Indica la columna del monto.',
    });
    expect(mappingFromForm({ ...filled, amountMode: 'split', charge: '' })).toEqual({
      error: 'Indica la columna de cargos, la de abonos o ambas.',
    });
  });

  it('names a column by its header, or by an example without one', () => {
    expect(columnLabel(sample, '0', 1)).toBe('Columna 2: Concepto');
    expect(columnLabel(sample, '', 2)).toBe('Columna 3: p. ej. «Importe»');
    expect(columnLabel(sample, '0', 5)).toBe('Columna 6');
  });
});

describe('the summary lines a statement had', () => {
  it('are counted in Spanish, one or many', () => {
    expect(summaryLinesText(1)).toBe(
      'Se omitió 1 línea de resumen del estado de cuenta (totales y saldos).',
    );
    expect(summaryLinesText(3)).toBe(
      'Se omitieron 3 líneas de resumen del estado de cuenta (totales y saldos).',
    );
  });
});

describe('reconcilableText', () => {
  it('says how many rows match the other side and where to confirm them', () => {
    expect(reconcilableText(1)).toBe(
      '1 movimiento coincide con lo que ya importaste del otro lado (banco o CFDI). Después de importar, confírmalo en Flujo de caja › Conciliación bancaria para que el dinero cuente una sola vez.',
    );
    expect(reconcilableText(1200)).toMatch(
      /^1,200 movimientos coinciden .* confírmalos en Flujo de caja/,
    );
  });
});
