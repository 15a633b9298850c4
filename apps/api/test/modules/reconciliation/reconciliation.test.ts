import {
  DashboardSchema,
  OpenDocumentsSchema,
  ReconciliationMatchResultSchema,
  ReconciliationSchema,
  ReportSchema,
  TaxEstimateSchema,
} from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';
import { COMPANY, payment, ppdInvoice, purchase } from '../imports/october-cfdi.ts';
import { cfdi, commit, entries, preview, setRfc } from '../imports/support.ts';

// Issue 32: bank ↔ CFDI reconciliation. The done-when: the October CFDI (a payment complement
// of 5,800 on the 5th, a PUE purchase of 3,480 on the 12th) and the bank statement that carries
// the same 5,800 deposit and 3,480 SPEI: both matches proposed, and once confirmed the money
// counts once.

const t = useTestApp({ clock: fixedClock('2026-10-31T18:00:00Z') });
type Headers = Record<string, string>;

/** BBVA's layout (newest first, charges negative), with a deposit no CFDI explains. */
const STATEMENT = [
  'FECHA,DESCRIPCIÓN,CARGO,ABONO,SALDO',
  '12/10/2026,SPEI ENVIADO CARNES FINAS REF 4471,-3480.00,,"8,570.00"',
  '10/10/2026,DEPOSITO EN EFECTIVO SUCURSAL 0412,,1250.00,"12,050.00"',
  '05/10/2026,SPEI RECIBIDO CLIENTE GRANDE PAGO F-7,,5800.00,"10,800.00"',
].join('\r\n');

async function importFile(headers: Headers, name: string, bytes: string) {
  const p = await preview(t, headers, name, Buffer.from(bytes));
  await commit(t, headers, p.id);
  return p;
}

async function importCfdi(headers: Headers) {
  for (const [name, xml] of [
    ['factura.xml', ppdInvoice],
    ['pago.xml', payment],
    ['compra.xml', purchase],
  ] as const)
    await importFile(headers, name, xml);
}

const reconciliation = async (headers: Headers) =>
  expectBody(
    await t.app.inject({ url: '/api/reconciliation', headers }),
    200,
    ReconciliationSchema,
  );

const confirm = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reconciliation/matches', headers, payload });

async function october(headers: Headers) {
  const report = expectBody(
    await t.app.inject({
      method: 'POST',
      url: '/api/reports/generate',
      headers,
      payload: { report_type: 'financial', period_days: 30 },
    }),
    200,
    ReportSchema,
  );
  const tax = expectBody(
    await t.app.inject({ url: '/api/taxes/estimate?month=2026-10', headers }),
    200,
    TaxEstimateSchema,
  );
  return {
    revenue: report.financial_summary.total_revenue,
    expenses: report.financial_summary.total_expenses,
    cash: report.financial_summary.net_cash_flow,
    iva: tax.iva,
  };
}

async function company() {
  const owner = await signedInUser(t);
  await setRfc(t, owner.headers, COMPANY);
  return owner;
}

describe('bank ↔ CFDI reconciliation', () => {
  it('proposes the 5,800 deposit and the 3,480 SPEI; once confirmed each peso counts once', async () => {
    const { headers } = await company();
    await importCfdi(headers);
    const statement = await importFile(headers, 'bbva.csv', STATEMENT);
    // The preview said it before anything was counted twice.
    expect(statement.reconcilable).toBe(2);

    // Before: the deposit and the complement are the same 5,800, the SPEI and the purchase the
    // same 3,480: revenue 5,000 + 5,800 + 1,250, expenses 3,000 + 3,480.
    expect(await october(headers)).toMatchObject({ revenue: 12050, expenses: 6480 });

    const r = await reconciliation(headers);
    expect(
      r.proposals.map((p) => [p.bank.amount, p.documents.map((d) => [d.kind, d.amount])]),
    ).toEqual(
      expect.arrayContaining([
        [5800, [['entry', 5800]]],
        [3480, [['entry', 3480]]],
      ]),
    );
    expect(r.proposals).toHaveLength(2);
    for (const p of r.proposals) {
      expect(p.score).toBeGreaterThanOrEqual(70);
      expect(p.reasons).toContain('Mismo importe.');
    }
    // The cash deposit has no CFDI; the invoice still has 5,800 open.
    expect(r.unmatchedBank.map((b) => b.amount)).toEqual([1250]);
    expect(r.unmatchedDocuments.map((d) => [d.kind, d.folio, d.amount])).toEqual([
      ['document', 'F-7', 5800],
    ]);
    expect(r.totals).toEqual({ proposals: 2, unmatchedBank: 1, unmatchedDocuments: 1, matches: 0 });

    for (const p of r.proposals)
      expectBody(
        await confirm(headers, { proposalId: p.id }),
        201,
        ReconciliationMatchResultSchema,
      );

    // After: revenue 5,000 + 1,250, expenses 3,000; the cash is what moved, once:
    // 5,800 + 1,250 − 3,480 = 3,570; the IVA is the CFDI's: 800 − 480 = 320.
    expect(await october(headers)).toEqual({
      revenue: 6250,
      expenses: 3000,
      cash: 3570,
      iva: expect.objectContaining({ collected: 800, creditable: 480, payable: 320 }),
    });
    const list = await entries(t, headers);
    expect(list.map((e) => [e.date, e.type, e.amount, e.description]).sort()).toEqual([
      ['2026-10-05', 'income', 5800, 'Pago de la factura AAAAAAAA · CLIENTE GRANDE'],
      ['2026-10-10', 'income', 1250, 'DEPOSITO EN EFECTIVO SUCURSAL 0412'],
      ['2026-10-12', 'expense', 3480, 'Factura B-99 · CARNES FINAS'],
    ]);
    const dashboard = expectBody(
      await t.app.inject({ url: '/api/dashboard?period=30d', headers }),
      200,
      DashboardSchema,
    );
    expect(dashboard.cards).toMatchObject({
      revenue: { value: 6250 },
      expenses: { value: 3000 },
      netProfit: { value: 3250 },
    });

    const after = await reconciliation(headers);
    expect(after.proposals).toEqual([]);
    expect(after.totals.matches).toBe(2);
    expect(after.matches.map((m) => m.bank.amount).sort()).toEqual([3480, 5800]);

    // Undo the purchase's match: the SPEI and the CFDI are both back, as they were.
    const purchaseMatch = after.matches.find((m) => m.bank.amount === 3480);
    const undo = await t.app.inject({
      method: 'DELETE',
      url: `/api/reconciliation/matches/${purchaseMatch?.id}`,
      headers,
    });
    expect(undo.statusCode, undo.body).toBe(204);
    expect(await october(headers)).toMatchObject({ revenue: 6250, expenses: 6480 });
    expect((await reconciliation(headers)).proposals.map((p) => p.bank.amount)).toEqual([3480]);
  });

  it('importing the bank statement first gives the same proposals and the same result', async () => {
    const { headers } = await company();
    await importFile(headers, 'bbva.csv', STATEMENT);
    const files: [string, string][] = [
      ['factura.xml', ppdInvoice],
      ['pago.xml', payment],
      ['compra.xml', purchase],
    ];
    const said: number[] = [];
    for (const [name, xml] of files) said.push((await importFile(headers, name, xml)).reconcilable);
    // The invoice alone: the 5,800 deposit names its customer and its folio, so it may be part
    // of it. Then the complement (the record of that payment, which wins) and the purchase.
    expect(said).toEqual([1, 1, 1]);
    const r = await reconciliation(headers);
    expect(r.proposals.map((p) => p.bank.amount).sort()).toEqual([3480, 5800]);
    for (const p of r.proposals) await confirm(headers, { proposalId: p.id });
    expect(await october(headers)).toMatchObject({ revenue: 6250, expenses: 3000, cash: 3570 });
  });

  it('undoing the bank import puts the CFDI movements back; undoing a CFDI import restores the bank', async () => {
    const { headers } = await company();
    await importCfdi(headers);
    const statement = await importFile(headers, 'bbva.csv', STATEMENT);
    for (const p of (await reconciliation(headers)).proposals)
      await confirm(headers, { proposalId: p.id });
    const undo = await t.app.inject({
      method: 'DELETE',
      url: `/api/imports/${statement.id}`,
      headers,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    // Only the CFDI's own movements are left, as imported.
    expect(
      (await entries(t, headers)).map((e) => [e.date, e.amount, e.description]).sort(),
    ).toEqual([
      ['2026-10-05', 5800, 'Pago de la factura AAAAAAAA · CLIENTE GRANDE'],
      ['2026-10-12', 3480, 'Factura B-99 · CARNES FINAS'],
    ]);
    expect(await october(headers)).toMatchObject({ revenue: 5000, expenses: 3000 });
    expect((await reconciliation(headers)).totals.matches).toBe(0);
  });

  it('a transfer that pays part of an open invoice settles it and carries its share of the IVA', async () => {
    const { headers } = await company();
    await importFile(headers, 'factura.xml', ppdInvoice);
    await importFile(
      headers,
      'bbva.csv',
      [
        'FECHA,DESCRIPCIÓN,CARGO,ABONO,SALDO',
        '15/10/2026,SPEI RECIBIDO CLI010101AA1 ANTICIPO,,4000.00,"4,000.00"',
      ].join('\r\n'),
    );
    const [p] = (await reconciliation(headers)).proposals;
    expect(p).toMatchObject({
      partial: true,
      bank: { amount: 4000 },
      documents: [{ kind: 'document', folio: 'F-7', amount: 11600 }],
    });
    expect(p?.reasons).toContain('El concepto trae el RFC CLI010101AA1.');
    await confirm(headers, { proposalId: p?.id });
    const receivables = expectBody(
      await t.app.inject({ url: '/api/receivables', headers }),
      200,
      OpenDocumentsSchema,
    );
    // 11,600 − 4,000 still owed.
    expect(receivables.items.map((d) => d.open)).toEqual([7600]);
    // The 4,000 carries 1,600 × 4,000 / 11,600 = 551.72 of IVA: revenue 3,448.28.
    const o = await october(headers);
    expect(o.revenue).toBe(3448.28);
    expect(o.iva.collected).toBe(551.72);
  });

  it('a transfer confirmed against the open invoice, then its payment complement: the money still counts once', async () => {
    const { headers } = await company();
    await importFile(headers, 'factura.xml', ppdInvoice);
    await importFile(headers, 'bbva.csv', STATEMENT);
    const r = await reconciliation(headers);
    // The deposit names the customer and the folio: part of the open F-7.
    const deposit = r.proposals.find((p) => p.bank.amount === 5800);
    expect(deposit).toMatchObject({
      partial: true,
      documents: [{ kind: 'document', folio: 'F-7' }],
    });
    await confirm(headers, { proposalId: deposit?.id });
    // The complement of that same payment arrives later: its CFDI is kept, not its money.
    const complement = await preview(t, headers, 'pago.xml', Buffer.from(payment));
    expect(complement.rows[0]?.reason).toBe(
      'Este pago ya está en un movimiento del banco que conciliaste con la factura: se guarda el CFDI y no se cuenta dos veces.',
    );
    await commit(t, headers, complement.id);
    // Revenue: the 5,800 deposit less its share of the IVA (1,600 × 5,800 / 11,600 = 800), the
    // cash deposit of 1,250; the invoice still has 5,800 open, not zero.
    expect(await october(headers)).toMatchObject({
      revenue: 6250,
      iva: expect.objectContaining({ collected: 800 }),
    });
    const receivables = expectBody(
      await t.app.inject({ url: '/api/receivables', headers }),
      200,
      OpenDocumentsSchema,
    );
    expect(receivables.items.map((d) => d.open)).toEqual([5800]);
    expect((await entries(t, headers)).filter((e) => e.amount === 5800)).toHaveLength(1);
  });

  it('a USD invoice (fixture 11) paid at the bank’s rate: the cash and the figures at the payment’s rate', async () => {
    const { headers } = await signedInUser(t);
    await setRfc(t, headers, 'EKU9003173C9');
    // 3,248 USD (2,800 after the discount + IVA 448) at the invoice's 18.9008: 61,389.80, IVA
    // 8,467.56, revenue 52,922.24. Signed but not stamped: imported on confirmation.
    const invoice = await preview(
      t,
      headers,
      'usd.xml',
      cfdi('11_cfdi40_I_USD_tipocambio_PUE.xml'),
    );
    await commit(t, headers, invoice.id, { confirm: true });
    // The bank bought the dollars at 19.05: 3,248 × 19.05 = 61,874.40 (0.79 % more).
    await importFile(
      headers,
      'bbva.csv',
      [
        'FECHA,DESCRIPCIÓN,CARGO,ABONO,SALDO',
        '20/06/2023,SPEI RECIBIDO CARLOS CORTES SOTO,,61874.40,"61,874.40"',
      ].join('\r\n'),
    );
    const [p] = (await reconciliation(headers)).proposals;
    // 15 (within 3 %) + 20 (2 days) + 15 (the name) = 50.
    expect(p).toMatchObject({
      score: 50,
      bank: { amount: 61874.4 },
      documents: [{ amount: 61389.8 }],
    });
    expect(p?.reasons).toContain('Importe parecido (tipo de cambio o comisión).');
    await confirm(headers, { proposalId: p?.id });
    // One movement of 61,874.40; its IVA at the bank's rate, 448 × 19.05 = 8,534.40, so the
    // revenue is 2,800 × 19.05 = 53,340.
    const [only, ...rest] = await entries(t, headers);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ amount: 61874.4, iva: 8534.4, category: 'Ventas' });
    const june = expectBody(
      await t.app.inject({ url: '/api/taxes/estimate?month=2023-06', headers }),
      200,
      TaxEstimateSchema,
    );
    expect(june.iva.collected).toBe(8534.4);
    // RESICO of a persona moral taxes the month's profit before IVA: 30 % of 53,340 = 16,002.
    await t.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers,
      payload: { taxRegime: '626' },
    });
    const resico = expectBody(
      await t.app.inject({ url: '/api/taxes/estimate?month=2023-06', headers }),
      200,
      TaxEstimateSchema,
    );
    expect(resico.isr).toMatchObject({ base: 53340, payable: 16002 });
  });

  it('refuses in Spanish what does not fit, and keeps each company to its own', async () => {
    const { headers } = await company();
    await importCfdi(headers);
    await importFile(headers, 'bbva.csv', STATEMENT);
    const r = await reconciliation(headers);
    const deposit = r.unmatchedBank[0];
    const purchaseEntry = r.proposals.find((p) => p.bank.amount === 3480)?.documents[0];

    expectDetail(await confirm(headers, {}), 400, /^Indica la propuesta/);
    expectDetail(
      await confirm(headers, { proposalId: 'no-es-una-propuesta' }),
      400,
      /no es válida/,
    );
    // A deposit is not paid by a purchase.
    expectDetail(
      await confirm(headers, { bankEntryId: deposit?.id, entryIds: [purchaseEntry?.id] }),
      400,
      /^Un depósito se concilia con facturas que emitiste/,
    );

    const other = await company();
    expect((await reconciliation(other.headers)).totals).toEqual({
      proposals: 0,
      unmatchedBank: 0,
      unmatchedDocuments: 0,
      matches: 0,
    });
    // Another company's proposal, bank movement or match is not found.
    const [first] = r.proposals;
    expect((await confirm(other.headers, { proposalId: first?.id })).statusCode).toBe(404);
    const made = expectBody(
      await confirm(headers, { proposalId: first?.id }),
      201,
      ReconciliationMatchResultSchema,
    );
    const foreignUndo = await t.app.inject({
      method: 'DELETE',
      url: `/api/reconciliation/matches/${made.match.id}`,
      headers: other.headers,
    });
    expect(foreignUndo.statusCode).toBe(404);
    // Confirming it twice: the movement is already reconciled.
    expectDetail(await confirm(headers, { proposalId: first?.id }), 409, /ya está conciliado/);
  });
});
