import { describe, expect, it } from 'vitest';
import { categorize, keywordOf } from '../../../src/modules/imports/categorize.ts';
import { termsDays } from '../../../src/modules/imports/cfdi-plan.ts';
import { detectKind } from '../../../src/modules/imports/detect.ts';
import {
  isBlankAmount,
  parseBankAmount,
  parseBankDate,
} from '../../../src/modules/imports/parsers/bank-values.ts';
import {
  divideToHundredths,
  parseDecimal,
  toHundredths,
} from '../../../src/modules/imports/parsers/decimal.ts';
import { decodeText } from '../../../src/modules/imports/parsers/encoding.ts';
import { sgmlToXml } from '../../../src/modules/imports/parsers/ofx.ts';
import { readZip, ZipRefused } from '../../../src/modules/imports/parsers/zip.ts';
import { zip } from './support.ts';

// The import's pure parts, table-driven; the API tests run them over the real fixtures.

const d = (text: string) => {
  const value = parseDecimal(text);
  if (!value) throw new Error(text);
  return value;
};

describe('decimal', () => {
  it.each([
    ['17852.75', [], 1785275],
    ['3248.00', ['18.9008'], 6138980], // 61,389.7984
    ['232.00', ['17.46'], 405072],
    ['0.005', [], 1], // half away from zero
    ['-0.005', [], -1],
    ['1', ['0.000001'], 0],
  ])('%s × %j in hundredths = %i', (amount, factors, expected) => {
    expect(toHundredths(d(amount), ...factors.map(d))).toBe(expected);
  });
  it('divides exactly: ImpPagado ÷ EquivalenciaDR × TipoCambioP', () => {
    expect(divideToHundredths(d('2157.06'), d('17.4731470231'), d('17.4732'))).toBe(215707);
  });
  it.each(['', '.', '1,234.56', '1e5', 'abc', '--1'])('%j is not a decimal', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('payment terms', () => {
  it.each([
    ['30 días', 30],
    ['NE\rT15', 15],
    ['Crédito 45 dias', 45],
    ['Condiciones de pago', null],
    ['CONTADO', null],
    [null, null],
  ])('%j → %j', (terms, days) => expect(termsDays(terms)).toBe(days));
});

describe('categories', () => {
  it.each([
    ['PAGO CFE SUMINISTRADOR DE SERVICIOS', 'expense', 'Luz'],
    ['TELMEX 5512345678', 'expense', 'Teléfono e internet'],
    ['PAGO DE NÓMINA QUINCENA 12', 'expense', 'Nómina'],
    ['PAGO SAT DECLARACION', 'expense', 'Impuestos'],
    ['SATURNO PAPELERIA', 'expense', 'General'], // a whole word, not a prefix
    ['DEPOSITO EN EFECTIVO', 'income', 'Ventas'],
  ] as const)('%s → %s', (description, type, category) => {
    expect(categorize(description, type, [])).toBe(category);
  });
  it('the owner’s rules come before the defaults', () => {
    expect(
      categorize('SPEI ENVIADO BANORTE / 0065', 'expense', [
        { keyword: 'spei enviado banorte', category: 'Proveedores' },
      ]),
    ).toBe('Proveedores');
    expect(keywordOf('SPEI ENVIADO BANORTE      / 0065700028  072 2207250')).toBe(
      'spei enviado banorte',
    );
    expect(keywordOf('0065700028 / 072')).toBeNull();
  });
});

describe('text encodings', () => {
  it('UTF-8 with and without BOM, latin-1, UTF-16, and mis-decoded UTF-8', () => {
    expect(decodeText(Buffer.from('\uFEFFDía', 'utf8'))).toEqual({
      text: 'Día',
      encoding: 'utf-8',
    });
    expect(decodeText(Buffer.from('Día', 'utf8')).text).toBe('Día');
    expect(decodeText(Buffer.from('Día Depósitos', 'latin1'))).toEqual({
      text: 'Día Depósitos',
      encoding: 'windows-1252',
    });
    expect(decodeText(Buffer.from('\uFEFFAño', 'utf16le')).text).toBe('Año');
    expect(decodeText(Buffer.from('DÃ­a', 'utf8')).text).toBe('Día');
  });
});

describe('detectKind', () => {
  it.each([
    ['a.xml', '<?xml version="1.0"?><cfdi:Comprobante/>', 'cfdi'],
    ['a.ofx', 'OFXHEADER:100\nDATA:OFXSGML', 'ofx'],
    ['a.txt', '\n\n<?xml version="1.0"?><?OFX OFXHEADER="200"?><OFX>', 'ofx'],
    ['a.csv', 'Fecha,Descripción,Monto', 'bank-csv'],
  ])('%s', (name, text, kind) => expect(detectKind(name, Buffer.from(text))).toEqual({ kind }));
});

describe('readZip limits', () => {
  const small = { maxFiles: 3, maxTotalBytes: 1000, maxFileBytes: 600 };
  it('refuses more files than the limit, and more bytes unpacked than the limit, while inflating', async () => {
    const many = await zip(
      [1, 2, 3, 4].map((i) => [`${i}.xml`, Buffer.from('x')] as [string, Buffer]),
    );
    await expect(readZip(many, () => {}, { limits: small })).rejects.toThrow(
      /tiene 4 archivos; el máximo es 3/,
    );
    const big = await zip(
      [1, 2].map((i) => [`${i}.xml`, Buffer.alloc(590, 0x20)] as [string, Buffer]),
    );
    await expect(readZip(big, () => {}, { limits: small })).rejects.toThrow(ZipRefused);
    await expect(readZip(big, () => {}, { limits: small })).rejects.toThrow(
      /descomprimido pasa de/,
    );
    const names: string[] = [];
    await readZip(many, (name) => names.push(name), { limits: { ...small, maxFiles: 10 } });
    expect(names).toEqual(['1.xml', '2.xml', '3.xml', '4.xml']);
  });
});

describe('bank values', () => {
  it.each([
    ['28/01/2020', '2020-01-28'],
    ['03-02-25', '2025-02-03'],
    ['22/jun./2026', '2026-06-22'],
    ['1/dic/2024', '2024-12-01'],
    ["'15032024", '2024-03-15'],
    ['2024-03-15 10:15', '2024-03-15'],
    ['31/02/2024', null],
    ['BBVA México, S.A.', null],
  ])('date %j → %j', (raw, day) => expect(parseBankDate(raw)).toBe(day));

  it.each([
    ['1,234.56', 123456],
    ['$1,234.56', 123456],
    ['-7,502.01', -750201],
    ['17,590.9', 1759090],
    ['(120.00)', -12000],
    ['5.909,40', 590940],
    ['1,234', 123400],
    ['12,5', 1250],
    ['abc', null],
  ])('amount %j → %j', (raw, hundredths) => expect(parseBankAmount(raw)).toBe(hundredths));

  it('a lone dash or nothing is no amount', () => {
    expect(isBlankAmount('-')).toBe(true);
    expect(isBlankAmount(' ')).toBe(true);
    expect(isBlankAmount('-5')).toBe(false);
  });
});

describe('sgmlToXml', () => {
  it('closes OFX 1.x leaves, keeps aggregates, and leaves closed tags alone', () => {
    expect(
      sgmlToXml(
        'OFXHEADER:100\n\n<OFX><STMTTRN><TRNAMT>-12.34<NAME>A & B<MEMO></MEMO></STMTTRN></OFX>',
      ),
    ).toBe(
      '<OFX><STMTTRN><TRNAMT>-12.34</TRNAMT><NAME>A &amp; B</NAME><MEMO></MEMO></STMTTRN></OFX>',
    );
    expect(sgmlToXml('<OFX>\n <STATUS>\n  <CODE>0\n </STATUS>\n</OFX>')).toBe(
      '<OFX><STATUS><CODE>0</CODE></STATUS></OFX>',
    );
  });
});
