import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { commit, entries, preview } from './support.ts';

// Issue 32, bank files: Santander's sign column in every quoting, apostrophes stripped from
// every value, the statement's summary lines skipped and counted, interest, fees and taxes in
// their own categories, and the owner's own categories reused.

const t = useTestApp();
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const owner = async () => (await signedInUser(t)).headers;
const listed = (list: Awaited<ReturnType<typeof entries>>) =>
  list
    .map(({ date, type, amount, description, category }) => ({
      date,
      type,
      amount,
      description,
      category,
    }))
    .sort((a, b) => a.description.localeCompare(b.description));

const SANTANDER_HEADER =
  'Fecha,Hora,Concepto,Descripcion,Referencia,Importe,Cargo/Abono,Saldo,Clabe Beneficiario,Nombre Beneficiario';

describe('Santander’s Cargo/Abono column', () => {
  it('reads + and - with apostrophes on both sides, quoted or spaced, and strips them everywhere', async () => {
    const headers = await owner();
    const csv = [
      SANTANDER_HEADER,
      "'27112026','10:15','ABONO','SPEI RECIBIDO PANADERIA SOL','112233','1500.00','+','11500.00','',''",
      "'27112026','11:40','PAGO','PAGO PROVEEDOR HARINERA','112234','400.25','-','11099.75','',''",
      `'28112026',"'12:00'",'PAGO','PAGO PROVEEDOR AZUCAR',"'112235'","'250.00'","'-'",'10849.75','',''`,
      "'28112026','13:00','ABONO','DEPOSITO VENTAS MOSTRADOR','112236','1000.00', + ,'11849.75','',''",
    ].join('\n');
    const p = await preview(t, headers, 'santander.csv', utf8(csv));
    expect(p.format).toBe('Santander');
    expect(p.counts).toEqual({ create: 4, duplicate: 0, error: 0, confirm: 0, ignored: 0 });
    await commit(t, headers, p.id);
    // 1,500.00 + 1,000.00 in; 400.25 + 250.00 out.
    expect(listed(await entries(t, headers))).toEqual([
      {
        date: '2026-11-28',
        type: 'income',
        amount: 1000,
        description: 'DEPOSITO VENTAS MOSTRADOR',
        category: 'Ventas',
      },
      {
        date: '2026-11-28',
        type: 'expense',
        amount: 250,
        description: 'PAGO PROVEEDOR AZUCAR',
        category: 'General',
      },
      {
        date: '2026-11-27',
        type: 'expense',
        amount: 400.25,
        description: 'PAGO PROVEEDOR HARINERA',
        category: 'General',
      },
      {
        date: '2026-11-27',
        type: 'income',
        amount: 1500,
        description: 'SPEI RECIBIDO PANADERIA SOL',
        category: 'Transferencias',
      },
    ]);
  });
});

describe('summary and balance lines', () => {
  it('are skipped and counted, not errors', async () => {
    const headers = await owner();
    const csv = [
      'FECHA,DESCRIPCIÓN,CARGO,ABONO,SALDO',
      ',Saldo inicial,,,"10,000.00"',
      '03/11/2026,VENTA TPV 5551,,"2,000.00","12,000.00"',
      '04/11/2026,PAGO CFE SUMINISTRADOR,"500.00",,"11,500.00"',
      'Total de cargos,,"500.00",,',
      ',Total de abonos,,"2,000.00",',
      '30/11/2026,SALDO FINAL,,,"11,500.00"',
    ].join('\n');
    const p = await preview(t, headers, 'bbva.csv', utf8(csv));
    expect(p.counts).toEqual({ create: 2, duplicate: 0, error: 0, confirm: 0, ignored: 4 });
    expect(p.summaryLines).toBe(4);
    const ignored = p.rows.filter((r) => r.action === 'ignored');
    expect(ignored.map((r) => r.line)).toEqual([2, 5, 6, 7]);
    expect(ignored[1]?.reason).toBe(
      'Línea de resumen del estado de cuenta («Total de cargos»): no es un movimiento.',
    );
    await commit(t, headers, p.id);
    expect((await entries(t, headers)).map((e) => e.amount).sort()).toEqual([2000, 500]);
  });
});

describe('bank interest, fees and taxes', () => {
  it('get their own categories, not Ventas', async () => {
    const headers = await owner();
    const csv = [
      'Fecha,Descripción,Monto',
      '30/11/2026,INTERESES GANADOS,12.34',
      '30/11/2026,ISR RETENIDO,-1.23',
      '30/11/2026,COMISION MANEJO DE CUENTA,-250.00',
      '30/11/2026,IVA COMISION,-40.00',
      '30/11/2026,INTERESES PAGADOS LINEA DE CREDITO,-99.00',
    ].join('\n');
    const p = await preview(t, headers, 'banco.csv', utf8(csv));
    expect(p.rows.map((r) => [r.description, r.type, r.category])).toEqual([
      ['INTERESES GANADOS', 'income', 'Intereses'],
      ['ISR RETENIDO', 'expense', 'Impuestos'],
      ['COMISION MANEJO DE CUENTA', 'expense', 'Comisiones bancarias'],
      ['IVA COMISION', 'expense', 'Comisiones bancarias'],
      ['INTERESES PAGADOS LINEA DE CREDITO', 'expense', 'Intereses'],
    ]);
  });
});

describe('the owner’s categories', () => {
  it('are reused ignoring case and accents, or when one clearly contains the default', async () => {
    const headers = await owner();
    for (const category of ['Renta del local', 'nomina', 'comisiones BANCARIAS']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cash-flow/entries',
        headers,
        payload: {
          date: '2026-10-01',
          type: 'expense',
          amount: 10,
          category,
          description: category,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const csv = [
      'Fecha,Descripción,Monto',
      '01/11/2026,PAGO RENTA NOVIEMBRE,-8000.00',
      '15/11/2026,PAGO NÓMINA QUINCENA,-12000.00',
      '30/11/2026,COMISION MANEJO DE CUENTA,-250.00',
      '30/11/2026,PAGO CFE,-900.00',
    ].join('\n');
    const p = await preview(t, headers, 'banco.csv', utf8(csv));
    expect(p.rows.map((r) => r.category)).toEqual([
      'Renta del local',
      'nomina',
      'comisiones BANCARIAS',
      'Luz',
    ]);
  });

  it('a counterparty corrected once keeps its category on the next import', async () => {
    const headers = await owner();
    const first = [
      SANTANDER_HEADER,
      "'02112026','10:00','PAGO','PAGO PROVEEDOR HARINERA','1','400.00','-','1000.00','',''",
    ].join('\n');
    const p = await preview(t, headers, 'nov.csv', utf8(first));
    expect(p.rows[0]?.category).toBe('General');
    await commit(t, headers, p.id, { categories: [{ line: 2, category: 'Materia prima' }] });
    const second = [
      SANTANDER_HEADER,
      "'03122026','10:00','PAGO','PAGO PROVEEDOR HARINERA','2','650.00','-','350.00','',''",
    ].join('\n');
    const next = await preview(t, headers, 'dic.csv', utf8(second));
    expect(next.rows[0]?.category).toBe('Materia prima');
    // Another company learned nothing from it.
    const other = await preview(t, await owner(), 'dic.csv', utf8(second));
    expect(other.rows[0]?.category).toBe('General');
  });

  it('a category changed on an imported movement is remembered for its counterparty', async () => {
    const headers = await owner();
    const csv = (day: string, amount: string) =>
      utf8(`Fecha,Descripción,Monto\n${day}/11/2026,SPEI ENVIADO GAS DEL BAJIO 0065,-${amount}\n`);
    const p = await preview(t, headers, 'a.csv', csv('05', '700.00'));
    expect(p.rows[0]?.category).toBe('Transferencias');
    await commit(t, headers, p.id);
    const [entry] = await entries(t, headers);
    if (!entry) throw new Error('no entry');
    const put = (h: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/cash-flow/entries/${entry.id}`,
        headers: h,
        payload: {
          date: entry.date,
          type: entry.type,
          amount: entry.amount,
          description: entry.description,
          category: 'Gas',
        },
      });
    // Another company's owner cannot touch it, and learns nothing from trying.
    const stranger = await owner();
    expect((await put(stranger)).statusCode).toBe(404);
    expect((await put(headers)).statusCode).toBe(200);
    const next = await preview(t, headers, 'b.csv', csv('20', '650.00'));
    expect(next.rows[0]?.category).toBe('Gas');
    const theirs = await preview(t, stranger, 'b.csv', csv('20', '650.00'));
    expect(theirs.rows[0]?.category).toBe('Transferencias');
  });
});
