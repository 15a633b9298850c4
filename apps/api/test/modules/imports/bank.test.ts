import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectDetail } from '../../support/responses.ts';
import { commit, entries, fixture, preview, upload } from './support.ts';

// Issue 13: bank statements in the layouts ../shared/fixtures/bank/FORMATS.md records for the
// main Mexican banks (no real CSV of theirs is public: these are written from those notes),
// the unknown layout that asks for a mapping, overlapping statements, learned categories, and
// every OFX fixture.

const t = useTestApp();
const latin1 = (text: string) => Buffer.from(text, 'latin1');
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const owner = async () => (await signedInUser(t)).headers;
const summary = (list: Awaited<ReturnType<typeof entries>>) =>
  list.map(({ date, type, amount, category }) => ({ date, type, amount, category }));

const BBVA_CSV = [
  'FECHA,DESCRIPCIÓN,CARGO,ABONO,SALDO',
  '30/01/2020,DEPOSITO DE TERCERO    /  0041782017     BNET,,"1,800.00","21,012.26"',
  '28/01/2020,PAGO CUENTA DE TERCERO    /  0041782016     BNET    0113831760 LOGOS ES,"-2,500.00",,"19,212.26"',
  '27/01/2020,PAGO CFE SUMINISTRADOR,-7502.01,,"21,712.26"',
].join('\r\n');

describe('the main Mexican banks’ layouts', () => {
  it.each([
    [
      'BBVA México CSV (UTF-8 with BOM, newest first, charges negative)',
      'bbva.csv',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(BBVA_CSV)]),
      'BBVA México',
      [
        { date: '2020-01-30', type: 'income', amount: 1800, category: 'Ventas' },
        { date: '2020-01-28', type: 'expense', amount: 2500, category: 'General' },
        { date: '2020-01-27', type: 'expense', amount: 7502.01, category: 'Luz' },
      ],
    ],
    [
      'Banorte CSV (latin-1, $ amounts, empty written -, dd/jun./yyyy, preamble and footer)',
      'banorte.csv',
      latin1(
        [
          'Banorte,Estado de cuenta',
          'Cuenta:,0123456789',
          '',
          'FECHA,REFERENCIA,DESCRIPCIÓN,COD. TRANSAC,SUCURSAL,DEPÓSITOS,RETIROS,SALDO,MOVIMIENTO,DESCRIPCIÓN DETALLADA',
          '22/jun./2026,123,PAGO TELMEX RFC: TME840315KT6,51,0001,-,"$1,234.56","$10,000.00",1,PAGO',
          '21/06/2026,124,DEPÓSITO EN EFECTIVO,01,0001,"$5,000.00",-,"$11,234.56",2,DEP',
          '',
          'Banco Mercantil del Norte, S.A., Institución de Banca Múltiple, Grupo Financiero Banorte.',
        ].join('\n'),
      ),
      'Banorte',
      [
        { date: '2026-06-22', type: 'expense', amount: 1234.56, category: 'Teléfono e internet' },
        { date: '2026-06-21', type: 'income', amount: 5000, category: 'Ventas' },
      ],
    ],
    [
      'Santander CSV (apostrophes, ddmmyyyy, one amount and a +/- column)',
      'santander.csv',
      utf8(
        [
          'Fecha,Hora,Concepto,Descripcion,Referencia,Importe,Cargo/Abono,Saldo,Clabe Beneficiario,Nombre Beneficiario',
          "'15032024,'10:15,'PAGO,'PAGO IMSS CUOTAS,'998877,'3500.00,'-,'12000.00,'',''",
          "'14032024,'09:00,'ABONO,'SPEI RECIBIDO CLIENTE,'998876,'15500.50,'+,'15500.00,'',''",
        ].join('\n'),
      ),
      'Santander',
      [
        { date: '2024-03-15', type: 'expense', amount: 3500, category: 'IMSS e Infonavit' },
        { date: '2024-03-14', type: 'income', amount: 15500.5, category: 'Transferencias' },
      ],
    ],
    [
      'Citibanamex CSV (latin-1, preamble, dd-mm-yy, stray spaces)',
      'banamex.csv',
      latin1(
        [
          'CLIENTE: PANADERIA LA ESPIGA',
          'Detalle de Movimientos - Depósitos y Retiros',
          'Fecha,Descripción,Depósitos,Retiros,Saldo',
          '03-02-25,PAGO RENTA LOCAL Referencia Númerica: 12,," 8,000.00 "," 2,000.00 "',
          '01/02/25,VENTA TPV Autorización: 5551," 10,000.00 ",," 10,000.00 "',
        ].join('\n'),
      ),
      'Citibanamex',
      [
        { date: '2025-02-03', type: 'expense', amount: 8000, category: 'Renta' },
        { date: '2025-02-01', type: 'income', amount: 10000, category: 'Ventas' },
      ],
    ],
    [
      'HSBC México CSV without a header (date, description, signed amount)',
      'hsbc.csv',
      utf8(
        '28/01/2020,PAGO GASOLINERA PEMEX 123,-650.00\n29/01/2020,TRANSFERENCIA RECIBIDA,1200.00\n',
      ),
      'HSBC México (sin encabezados)',
      [
        { date: '2020-01-29', type: 'income', amount: 1200, category: 'Ventas' },
        { date: '2020-01-28', type: 'expense', amount: 650, category: 'Combustible' },
      ],
    ],
    [
      'Mercado Pago (semicolons, a summary block first, dd-mm-yyyy)',
      'mercadopago.csv',
      utf8(
        [
          'INITIAL_BALANCE;CREDITS;DEBITS;FINAL_BALANCE',
          '100.00;500.00;-50.00;550.00',
          '',
          'RELEASE_DATE;TRANSACTION_TYPE;REFERENCE_ID;TRANSACTION_NET_AMOUNT;PARTIAL_BALANCE',
          '05-03-2025;Cobro QR;111;500.00;600.00',
          '06-03-2025;Comision Mercado Pago;112;-50.00;550.00',
        ].join('\n'),
      ),
      'Mercado Pago',
      [
        { date: '2025-03-06', type: 'expense', amount: 50, category: 'Comisiones bancarias' },
        { date: '2025-03-05', type: 'income', amount: 500, category: 'Ventas' },
      ],
    ],
  ])('%s', async (_name, fileName, bytes, format, expected) => {
    const headers = await owner();
    const p = await preview(t, headers, fileName, bytes, { account: 'Cuenta principal' });
    expect(p).toMatchObject({ kind: 'bank-csv', format, account: 'Cuenta principal' });
    expect(p.counts).toMatchObject({ create: expected.length, error: 0 });
    await commit(t, headers, p.id);
    expect(summary(await entries(t, headers))).toEqual(expected);
    // The same statement again adds nothing.
    const again = await preview(t, headers, fileName, bytes, { account: 'Cuenta principal' });
    expect(again.counts).toMatchObject({ create: 0, duplicate: expected.length });
  });

  it('BBVA México’s movimientos.xlsx (Cuenta row, title, header on row 4, text cells, legal footer)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Movimientos');
    sheet.addRows([
      ['Cuenta: 0123456789'],
      ['DETALLE DE MOVIMIENTOS'],
      [],
      ['FECHA', 'DESCRIPCIÓN', 'CARGO', 'ABONO', 'SALDO'],
      [
        '25/07/2022',
        'SPEI ENVIADO BANORTE      / 0065700028  072 2207250renta julio',
        '-7,502.01',
        '',
        '17,590.9',
      ],
      [
        '24/07/2022',
        'SPEI RECIBIDO SANTANDER   / 0012345678  014 2207240',
        '',
        '25,000.00',
        '25,092.91',
      ],
      [],
      ['BBVA México, S.A. Institución de Banca Múltiple, Grupo Financiero BBVA México.'],
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const headers = await owner();
    const p = await preview(t, headers, 'movimientos.xlsx', bytes);
    expect(p).toMatchObject({
      kind: 'bank-xlsx',
      format: 'BBVA México',
      counts: { create: 2, error: 0 },
    });
    await commit(t, headers, p.id);
    expect(summary(await entries(t, headers))).toEqual([
      { date: '2022-07-25', type: 'expense', amount: 7502.01, category: 'Transferencias' },
      { date: '2022-07-24', type: 'income', amount: 25000, category: 'Transferencias' },
    ]);
  });

  it('an overlapping statement adds only the new movements; a bad row is an error with its line', async () => {
    const headers = await owner();
    const first = await preview(t, headers, 'enero.csv', utf8(BBVA_CSV));
    await commit(t, headers, first.id);
    const overlap = [
      'FECHA,DESCRIPCIÓN,CARGO,ABONO,SALDO',
      '02/02/2020,VENTA MOSTRADOR,,500.00,"21,512.26"',
      '31/01/2020,VENTA MOSTRADOR,,abc,"21,012.26"',
      '30/01/2020,DEPOSITO DE TERCERO    /  0041782017     BNET,,"1,800.00","21,012.26"',
      '28/01/2020,PAGO CUENTA DE TERCERO    /  0041782016     BNET    0113831760 LOGOS ES,"-2,500.00",,"19,212.26"',
    ].join('\n');
    const second = await preview(t, headers, 'enero-febrero.csv', utf8(overlap));
    expect(second.counts).toEqual({ create: 1, duplicate: 2, error: 1, confirm: 0, ignored: 0 });
    expect(second.rows.find((r) => r.action === 'error')?.reason).toBe(
      'Línea 3: el monto «abc» no es un número.',
    );
    expect(second.rows.find((r) => r.action === 'duplicate')?.reason).toBe(
      'Este movimiento ya se importó antes.',
    );
    await commit(t, headers, second.id);
    expect(await entries(t, headers)).toHaveLength(4);
  });

  it('two identical movements on one day are two movements', async () => {
    const headers = await owner();
    const csv =
      'Fecha,Descripción,Monto\n05/05/2025,OXXO TIENDA 123,-50.00\n05/05/2025,OXXO TIENDA 123,-50.00\n';
    const p = await preview(t, headers, 'oxxo.csv', utf8(csv));
    expect(p.counts.create).toBe(2);
    await commit(t, headers, p.id);
    expect(summary(await entries(t, headers))).toEqual([
      { date: '2025-05-05', type: 'expense', amount: 50, category: 'Compras menores' },
      { date: '2025-05-05', type: 'expense', amount: 50, category: 'Compras menores' },
    ]);
  });
});

describe('a layout it does not know', () => {
  const csv = latin1(
    'Día de operación|Qué fue|Cuánto\n05/05/2025|Pago a proveedor Harinas del Bajío|-1500.00\n06/05/2025|Cobro cliente|2,000.00\n',
  );
  const mapping = {
    headerRow: 0,
    date: 0,
    description: 1,
    reference: null,
    charge: null,
    deposit: null,
    amount: 2,
    balance: null,
  };

  it('asks for a mapping with the first rows; the mapping saved for the account serves the next upload', async () => {
    const headers = await owner();
    const asked = await preview(t, headers, 'raro.csv', csv, { account: 'Caja chica' });
    expect(asked.counts).toEqual({ create: 0, duplicate: 0, error: 0, confirm: 0, ignored: 0 });
    expect(asked.mappingNeeded?.detail).toMatch(/No reconocemos las columnas/);
    expect(asked.mappingNeeded?.sample[0]).toEqual(['Día de operación', 'Qué fue', 'Cuánto']);

    const mapped = await preview(t, headers, 'raro.csv', csv, {
      account: 'Caja chica',
      mapping: JSON.stringify(mapping),
      saveMapping: 'true',
    });
    expect(mapped).toMatchObject({ format: 'Columnas indicadas por ti', counts: { create: 2 } });
    const next = await preview(t, headers, 'raro.csv', csv, { account: 'Caja chica' });
    expect(next).toMatchObject({
      format: 'Columnas guardadas para esta cuenta',
      counts: { create: 2 },
    });
    // Another account has no saved mapping.
    expect(
      (await preview(t, headers, 'raro.csv', csv, { account: 'Otra' })).mappingNeeded,
    ).not.toBeNull();
  });

  it('refuses a mapping that is not JSON, lacks an amount, or is saved without an account', async () => {
    const headers = await owner();
    expectDetail(
      await upload(t, headers, 'raro.csv', csv, { mapping: '{' }),
      400,
      'El mapeo de columnas no es un JSON válido.',
    );
    expectDetail(
      await upload(t, headers, 'raro.csv', csv, {
        mapping: JSON.stringify({ ...mapping, amount: null }),
      }),
      400,
      'Indica la columna del monto, o la de cargos y la de abonos.',
    );
    expectDetail(
      await upload(t, headers, 'raro.csv', csv, {
        mapping: JSON.stringify(mapping),
        saveMapping: 'true',
      }),
      400,
      'Para guardar el mapeo, di de qué cuenta es el estado de cuenta.',
    );
  });
});

describe('categories learned from the owner’s corrections', () => {
  it('a correction in the preview categorizes the next import', async () => {
    const headers = await owner();
    const p = await preview(
      t,
      headers,
      'a.csv',
      utf8('Fecha,Descripción,Monto\n05/05/2025,HARINAS DEL BAJIO SA 4411,-1500.00\n'),
    );
    expect(p.rows[0]?.category).toBe('General');
    await commit(t, headers, p.id, { categories: [{ line: 2, category: 'Materia prima' }] });
    expect((await entries(t, headers))[0]?.category).toBe('Materia prima');
    const next = await preview(
      t,
      headers,
      'b.csv',
      utf8('Fecha,Descripción,Monto\n12/05/2025,HARINAS DEL BAJIO SA 4522,-900.00\n'),
    );
    expect(next.rows[0]?.category).toBe('Materia prima');
    expectDetail(
      await t.app.inject({
        method: 'POST',
        url: `/api/imports/${next.id}/commit`,
        headers,
        payload: { categories: [{ line: 99, category: 'X' }] },
      }),
      400,
      'La línea 99 no es un movimiento de esta vista previa.',
    );
  });
});

describe('OFX 1.x (SGML) and 2.x (XML)', () => {
  // Statements in another currency import only with the owner's rate; at 17.5 pesos each
  // (half away from zero): −316.67 → −5,541.725 → −5,541.73; 0.01 → 0.175 → 0.18.
  it.each([
    ['ofxparse_bank_medium_sgml102.ofx', 'CAD', [-115.5, -5541.73, -385]],
    ['ofxparse_checking_sgml102_indented.ofx', 'USD', [0.18, -603.93, -437.5]],
    ['oca_test_ofx_v211_xml.ofx', 'USD', [-1400, -1575, -1750, -1575]],
    ['EDGE_oca_utf8_body_declared_cp1252_accents.ofx', 'BRL', [98175, 83356.35]],
  ])('%s (%s): nothing without a rate, pesos at 17.5', async (file, currency, amounts) => {
    const headers = await owner();
    const bytes = fixture(`bank/ofx/${file}`);
    const unrated = await preview(t, headers, file, bytes);
    expect(unrated).toMatchObject({
      kind: 'ofx',
      format: `OFX (${currency})`,
      currencyNeeded: currency,
      counts: { create: 0, error: amounts.length },
    });
    expect(unrated.rows[0]?.reason).toBe(
      `Movimiento 1: está en ${currency}; indica el tipo de cambio para convertirlo a pesos.`,
    );
    const p = await preview(t, headers, file, bytes, { exchangeRate: '17.5' });
    expect(p).toMatchObject({
      format: `OFX (${currency} a $17.5 por unidad)`,
      currencyNeeded: null,
      counts: { create: amounts.length, error: 0, confirm: 0 },
    });
    await commit(t, headers, p.id);
    const got = await entries(t, headers);
    expect(got.map((e) => (e.type === 'income' ? e.amount : -e.amount)).sort()).toEqual(
      [...amounts].sort(),
    );
    if (file.startsWith('EDGE_oca')) {
      expect(got.map((e) => e.description)).toContain('TRANSFERENCIA ROMÁRIO ção JOSÉ');
    }
    // FITID dedupe: the same file again, even at another rate, adds nothing.
    const again = await preview(t, headers, file, bytes, { exchangeRate: '18' });
    expect(again.counts).toMatchObject({ create: 0, duplicate: amounts.length });
  });

  it('EDGE_ofxparse_v102_empty_tags.ofx: empty CURDEF, FITID and NAME are pesos, deduplicated by content', async () => {
    const headers = await owner();
    const bytes = fixture('bank/ofx/EDGE_ofxparse_v102_empty_tags.ofx');
    const p = await preview(t, headers, 'vacio.ofx', bytes);
    expect(p).toMatchObject({ format: 'OFX', currencyNeeded: null, counts: { create: 1 } });
    await commit(t, headers, p.id);
    expect((await entries(t, headers)).map((e) => e.amount)).toEqual([12.34]);
    const again = await preview(t, headers, 'vacio.ofx', bytes);
    expect(again.counts).toMatchObject({ create: 0, duplicate: 1 });
  });

  it('refuses a rate that is not a positive number, in Spanish', async () => {
    const headers = await owner();
    const bytes = fixture('bank/ofx/ofxparse_checking_sgml102_indented.ofx');
    for (const [rate, detail] of [
      ['17,45', 'El tipo de cambio debe ser un número como 17.45 (hasta 6 decimales)'],
      ['0', 'El tipo de cambio debe ser mayor que cero'],
      ['-3', 'El tipo de cambio debe ser un número como 17.45 (hasta 6 decimales)'],
    ]) {
      const res = await upload(t, headers, 'usd.ofx', bytes, { exchangeRate: rate as string });
      expectDetail(res, 400, detail as string);
    }
  });

  it('MALFORMED_ofxparse_decimal_error.ofx: the movement is an error with its reason', async () => {
    const headers = await owner();
    const p = await preview(
      t,
      headers,
      'x.ofx',
      fixture('bank/ofx/MALFORMED_ofxparse_decimal_error.ofx'),
    );
    expect(p.counts).toEqual({ create: 0, duplicate: 0, error: 1, confirm: 0, ignored: 0 });
    expect(p.rows[0]?.reason).toBe('Movimiento 1: la fecha «201120000000» no es válida.');
  });

  it('an OFX that cannot be read is refused', async () => {
    const headers = await owner();
    expectDetail(
      await upload(t, headers, 'x.ofx', utf8('OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTRS><<<')),
      400,
      /OFX está dañado/,
    );
    expectDetail(
      await upload(t, headers, 'y.ofx', utf8('OFXHEADER:100\n<OFX></OFX>')),
      400,
      'El archivo OFX no trae movimientos.',
    );
  });
});
