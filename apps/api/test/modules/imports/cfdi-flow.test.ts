import { ImportListSchema, ImportPreviewSchema } from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';
import { cfdi, commit, entries, openDocuments, preview, setRfc, upload, zip } from './support.ts';

// Issue 13: a PPD invoice and its payment complement, in either order; a partial payment; a
// credit note on an open invoice; the SAT's ZIP; undo; another company's imports.

const t = useTestApp();
const INVOICE = '03_cfdi40_I_PPD_stamped_HE.xml';
const PAYMENT = '05_cfdi40_P_pagos20_pays_03.xml';
const HE = 'H&E951128469';

async function company(rfc = HE) {
  const { headers } = await signedInUser(t);
  await setRfc(t, headers, rfc);
  return headers;
}

async function importFile(
  headers: Record<string, string>,
  name: string,
  bytes = cfdi(name),
  confirm = false,
) {
  const p = await preview(t, headers, name, bytes);
  return commit(t, headers, p.id, { confirm });
}

/** File 05 paying only part of file 03, with a UUID of its own. */
const partialPayment = () =>
  Buffer.from(
    cfdi(PAYMENT)
      .toString('utf8')
      .replace('ImpPagado="17852.75"', 'ImpPagado="10000.00"')
      .replace('Monto="17852.75"', 'Monto="10000.00"')
      .replace('ImpSaldoInsoluto="0.00"', 'ImpSaldoInsoluto="7852.75"')
      .replace(/UUID="5b64ada3[^"]*"/i, 'UUID="5B64ADA3-0000-4000-8000-000000000001"'),
  );

describe('a PPD invoice and its payment complement', () => {
  it('the invoice is a receivable, not cash; the payment is cash on FechaPago and closes it', async () => {
    const headers = await company();
    await importFile(headers, INVOICE);
    expect(await entries(t, headers)).toEqual([]);
    const open = await openDocuments(t, headers, 'receivables');
    expect(open).toMatchObject({ totalOpen: 17852.75, overdue: 17852.75 });
    expect(open.items[0]).toMatchObject({
      uuid: '6D7434A6-E3F2-47AD-9E4C-08849946AFA0',
      counterpart: 'KIJ, S.A DE C.V.',
      rfc: 'KIJ0906199R1',
      folio: 'A-123456',
      issueDate: '2020-01-01',
      dueDate: '2020-01-31',
      total: 17852.75,
      open: 17852.75,
    });
    expect(open.items[0]?.daysOverdue).toBeGreaterThan(2000);

    await importFile(headers, PAYMENT);
    expect(
      (await entries(t, headers)).map(({ date, type, amount }) => ({ date, type, amount })),
    ).toEqual([{ date: '2020-01-02', type: 'income', amount: 17852.75 }]);
    expect(await openDocuments(t, headers, 'receivables')).toEqual({
      items: [],
      totalOpen: 0,
      overdue: 0,
    });
  });

  it('a receivable alone changes the company’s data version (it feeds the forecast)', async () => {
    const { headers, companyId } = await signedInUser(t);
    await setRfc(t, headers, HE);
    const version = async () =>
      Number(
        (
          await t.database.db.execute<{ v: string }>(
            sql`SELECT data_version AS v FROM companies WHERE id = ${companyId}`,
          )
        ).rows[0]?.v,
      );
    const before = await version();
    const done = await importFile(headers, INVOICE);
    expect(await entries(t, headers)).toEqual([]);
    const after = await version();
    expect(after).toBeGreaterThan(before);
    await t.app.inject({ method: 'DELETE', url: `/api/imports/${done.id}`, headers });
    expect(await version()).toBeGreaterThan(after);
  });

  it('in the other order, and from the receiver’s side (a payable)', async () => {
    const headers = await company('KIJ0906199R1');
    await importFile(headers, PAYMENT);
    await importFile(headers, INVOICE);
    expect((await openDocuments(t, headers, 'payables')).items).toEqual([]);
    expect((await entries(t, headers))[0]).toMatchObject({
      date: '2020-01-02',
      type: 'expense',
      amount: 17852.75,
    });
  });

  it('a partial payment leaves the balance open; undoing it reopens the whole invoice', async () => {
    const headers = await company();
    await importFile(headers, INVOICE);
    const paid = await importFile(headers, 'pago-parcial.xml', partialPayment());
    expect((await openDocuments(t, headers, 'receivables')).items[0]?.open).toBe(7852.75);
    await t.app.inject({ method: 'DELETE', url: `/api/imports/${paid.id}`, headers });
    expect((await openDocuments(t, headers, 'receivables')).items[0]?.open).toBe(17852.75);
  });

  it('a credit note on an open invoice reduces it instead of booking cash', async () => {
    const headers = await company('EKU9003173C9');
    const invoice = cfdi('12_cfdi40_I_USD_PPD_unsigned.xml')
      .toString('utf8')
      .replace(
        '</cfdi:Comprobante>',
        '<cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="1fac4464-1111-0000-1111-cd37179db12e"/></cfdi:Complemento></cfdi:Comprobante>',
      );
    // A USD invoice of 232.00 at 17.46; the credit note (1.77, read as USD here) reduces it.
    const note = cfdi('09_cfdi40_E_credit_note_unsigned.xml')
      .toString('utf8')
      .replace('Moneda="MXN"', 'Moneda="USD" TipoCambio="17.46"')
      .replace('URE180429TM6', 'URE180429TM6');
    await importFile(headers, 'factura.xml', Buffer.from(invoice));
    await importFile(headers, 'nota.xml', Buffer.from(note), true);
    expect(await entries(t, headers)).toEqual([]);
    // (232.00 − 1.77) USD × 17.46 = 4,019.8158 → 4,019.82.
    expect((await openDocuments(t, headers, 'receivables')).items[0]?.open).toBe(4019.82);
  });
});

describe('a ZIP of CFDI, as the SAT’s bulk download gives them', () => {
  it('reads each file, skips what it cannot, dedupes by UUID, and a second upload adds nothing', async () => {
    // The receiver of 03, 04, 05 and 13.
    const headers = await company('KIJ0906199R1');
    const files: [string, Buffer][] = [
      [INVOICE, cfdi(INVOICE)],
      [
        '04_cfdi40_I_PUE_stamped_HE_sameFolio.xml',
        cfdi('04_cfdi40_I_PUE_stamped_HE_sameFolio.xml'),
      ],
      [PAYMENT, cfdi(PAYMENT)],
      // Same UUID as 03 (a test artefact of its source): a duplicate, not a second receivable.
      ['13_cfdi40_I_PPD_retenciones_ISR_IVA.xml', cfdi('13_cfdi40_I_PPD_retenciones_ISR_IVA.xml')],
      ['18_cfdi32_real_stamped_legacy.xml', cfdi('18_cfdi32_real_stamped_legacy.xml')],
      [
        '19_MALFORMED_cfdi40_unescaped_lt_in_attr.xml',
        cfdi('19_MALFORMED_cfdi40_unescaped_lt_in_attr.xml'),
      ],
      ['01_cfdi40_I_PUE_real_stamped.xml', cfdi('01_cfdi40_I_PUE_real_stamped.xml')],
      ['otro.zip', await zip([['x.xml', cfdi(INVOICE)]])],
      ['leeme.txt', Buffer.from('hola')],
    ];
    const bytes = await zip(files);
    const first = await preview(t, headers, 'descarga-sat.zip', bytes);
    expect(first).toMatchObject({
      kind: 'cfdi-zip',
      counts: { create: 3, duplicate: 1, error: 3, ignored: 2, confirm: 0 },
    });
    const reasons = Object.fromEntries(first.rows.map((r) => [r.source, r.reason]));
    expect(reasons['13_cfdi40_I_PPD_retenciones_ISR_IVA.xml']).toBe(
      `Repetido en este archivo: ${INVOICE} tiene el mismo UUID.`,
    );
    expect(reasons['18_cfdi32_real_stamped_legacy.xml']).toMatch(/versión 3\.2/);
    expect(reasons['19_MALFORMED_cfdi40_unescaped_lt_in_attr.xml']).toMatch(
      /mal formado \(línea 26\)/,
    );
    expect(reasons['01_cfdi40_I_PUE_real_stamped.xml']).toMatch(/no es de tu empresa/);
    expect(reasons['otro.zip']).toMatch(/ZIP dentro del ZIP/);
    expect(reasons['leeme.txt']).toBe('No es un XML de CFDI.');
    const done = await commit(t, headers, first.id);
    // Receivable 03 + settlement and cash of 05 + cash of 04.
    expect(done.created).toBe(4);
    expect((await entries(t, headers)).map((e) => e.amount)).toEqual([17852.75, 17852.75]);
    expect((await openDocuments(t, headers, 'payables')).items).toEqual([]);

    const second = await preview(t, headers, 'descarga-sat.zip', bytes);
    expect(second.counts).toMatchObject({ create: 0, duplicate: 4 });
    expect((await commit(t, headers, second.id)).created).toBe(0);
    expect(await entries(t, headers)).toHaveLength(2);
  });

  it('a ZIP bomb is refused before it is inflated; a corrupt ZIP is refused', async () => {
    const headers = await company();
    // 25 MB of spaces packed in a few KB (the total's 200 MB limit: zip.test.ts).
    const bomb = await zip([['bomba.xml', Buffer.alloc(25 * 1024 * 1024, 0x20)]]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expectDetail(
      await upload(t, headers, 'bomba.zip', bomb),
      400,
      'El archivo bomba.xml del ZIP pasa de 20 MB descomprimido.',
    );
    const corrupt = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]);
    expectDetail(
      await upload(t, headers, 'roto.zip', corrupt),
      400,
      /El ZIP está dañado|comprimido está dañado/,
    );
  });
});

describe('undo, history and another company', () => {
  it('undo removes exactly the import’s rows; the file can then come in again', async () => {
    const headers = await company();
    const manual = await t.app.inject({
      method: 'POST',
      url: '/api/cash-flow/entries',
      headers,
      payload: {
        date: '2020-01-05',
        type: 'expense',
        amount: 100,
        description: 'Papelería',
        category: 'General',
      },
    });
    expect(manual.statusCode).toBe(201);
    const done = await importFile(headers, '04_cfdi40_I_PUE_stamped_HE_sameFolio.xml');
    expect(await entries(t, headers)).toHaveLength(2);
    const undone = expectBody(
      await t.app.inject({ method: 'DELETE', url: `/api/imports/${done.id}`, headers }),
      200,
      ImportPreviewSchema,
    );
    expect(undone.status).toBe('undone');
    expect((await entries(t, headers)).map((e) => e.description)).toEqual(['Papelería']);
    expectDetail(
      await t.app.inject({ method: 'DELETE', url: `/api/imports/${done.id}`, headers }),
      409,
      'Esta importación ya se deshizo.',
    );
    expectDetail(
      await t.app.inject({
        method: 'POST',
        url: `/api/imports/${done.id}/commit`,
        headers,
        payload: {},
      }),
      409,
      'Esta importación se deshizo: vuelve a subir el archivo.',
    );
    const again = await importFile(headers, '04_cfdi40_I_PUE_stamped_HE_sameFolio.xml');
    expect(again.created).toBe(1);

    const history = expectBody(
      await t.app.inject({ url: '/api/imports', headers }),
      200,
      ImportListSchema,
    );
    expect(history.items.map((i) => [i.status, i.kind, i.created])).toEqual([
      ['committed', 'cfdi', 1],
      ['undone', 'cfdi', 1],
    ]);
    expect(history.items[0]?.userName).toBeTruthy();
  });

  it('another company’s import ids answer 404 on every route; its lists are its own', async () => {
    const owner = await company();
    const p = await preview(t, owner, INVOICE, cfdi(INVOICE));
    const stranger = await company();
    for (const [method, url] of [
      ['GET', `/api/imports/${p.id}`],
      ['POST', `/api/imports/${p.id}/commit`],
      ['DELETE', `/api/imports/${p.id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: stranger,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expectDetail(res, 404, 'Importación no encontrada');
    }
    await commit(t, owner, p.id);
    expect((await t.app.inject({ url: '/api/imports', headers: stranger })).json().items).toEqual(
      [],
    );
    expect((await openDocuments(t, stranger, 'receivables')).items).toEqual([]);
    // The stranger (same RFC in this test) imports the same invoice as its own.
    expect((await importFile(stranger, INVOICE)).created).toBe(1);
    expect((await openDocuments(t, owner, 'receivables')).items).toHaveLength(1);
  });
});

describe('bad uploads: a Spanish 4xx, never a 500, nothing stored', () => {
  it.each([
    ['vacio.csv', Buffer.alloc(0), 'El archivo está vacío.'],
    ['blancos.xml', Buffer.from('  \n\n '), 'El archivo está vacío.'],
    ['imagen.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3]), /no es de texto/],
    ['estado.pdf', Buffer.from('%PDF-1.7\n...'), /Es un PDF/],
    ['viejo.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), /Excel antiguo/],
    [
      'otro.xml',
      Buffer.from('<?xml version="1.0"?><factura total="10"/>'),
      'El XML no es un CFDI: no tiene el Comprobante del SAT.',
    ],
    [
      'roto.xml',
      Buffer.from(
        '<?xml version="1.0"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4">',
      ),
      /mal formado/,
    ],
    [
      'dtd.xml',
      Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>'),
      /mal formado/,
    ],
  ])('%s', async (name, bytes, detail) => {
    const headers = await company();
    expectDetail(await upload(t, headers, name, bytes), 400, detail);
  });

  it('no file, a JSON body, two files, a file over 20 MB', async () => {
    const headers = await company();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers,
      payload: { file: 'x' },
    });
    expectDetail(json, 415, /multipart\/form-data/);
    const form = new FormData();
    form.append('account', 'BBVA');
    const onlyField = new Request('http://x/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...headers, 'content-type': onlyField.headers.get('content-type') as string },
      payload: Buffer.from(await onlyField.arrayBuffer()),
    });
    expectDetail(res, 400, 'Falta el archivo: envíalo en el campo «file».');
    const two = new FormData();
    two.append('file', new Blob(['a']), 'a.csv');
    two.append('file', new Blob(['b']), 'b.csv');
    const twoReq = new Request('http://x/', { method: 'POST', body: two });
    expectDetail(
      await t.app.inject({
        method: 'POST',
        url: '/api/imports',
        headers: { ...headers, 'content-type': twoReq.headers.get('content-type') as string },
        payload: Buffer.from(await twoReq.arrayBuffer()),
      }),
      400,
      'Envía un solo archivo a la vez.',
    );
    expectDetail(
      await upload(t, headers, 'grande.csv', Buffer.alloc(20 * 1024 * 1024 + 1, 0x41)),
      413,
      'El archivo pasa de 20 MB.',
    );
    expect((await t.app.inject({ url: '/api/imports', headers })).json().items).toEqual([]);
  });
});
