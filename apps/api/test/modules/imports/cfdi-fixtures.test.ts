import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectDetail } from '../../support/responses.ts';
import { cfdi, commit, entries, openDocuments, preview, setRfc, upload } from './support.ts';

// Issue 13: every CFDI fixture of ../shared/fixtures/cfdi imports to the amounts, dates,
// directions and states its README gives, from the side of the company whose RFC is set
// (issued by it: income or a receivable), or is refused with its message. A second upload of
// the same file adds nothing.

const t = useTestApp();

type Expected = {
  file: string;
  rfc: string;
  /** Needs the owner's confirmation (no UUID). */
  unstamped?: boolean;
  entries?: { date: string; type: 'income' | 'expense'; amount: number; category?: string }[];
  receivable?: { dueDate: string; open: number };
  payable?: { dueDate: string; open: number };
};

const CASES: Expected[] = [
  {
    file: '01_cfdi40_I_PUE_real_stamped.xml',
    rfc: 'ISD950921HE5',
    entries: [{ date: '2025-01-24', type: 'income', amount: 1000, category: 'Ventas' }],
  },
  {
    file: '02_cfdi40_I_PUE_descuento_stamped.xml',
    rfc: 'EKU9003173C9',
    entries: [{ date: '2025-02-19', type: 'income', amount: 3327.01 }],
  },
  {
    file: '03_cfdi40_I_PPD_stamped_HE.xml',
    rfc: 'H&E951128469',
    entries: [],
    receivable: { dueDate: '2020-01-31', open: 17852.75 },
  },
  // Received: the same invoice is a payable of the receiver.
  {
    file: '03_cfdi40_I_PPD_stamped_HE.xml',
    rfc: 'KIJ0906199R1',
    entries: [],
    payable: { dueDate: '2020-01-31', open: 17852.75 },
  },
  {
    file: '04_cfdi40_I_PUE_stamped_HE_sameFolio.xml',
    rfc: 'H&E951128469',
    entries: [{ date: '2020-01-01', type: 'income', amount: 17852.75 }],
  },
  // The cash date is FechaPago, not Fecha.
  {
    file: '05_cfdi40_P_pagos20_pays_03.xml',
    rfc: 'H&E951128469',
    entries: [{ date: '2020-01-02', type: 'income', amount: 17852.75 }],
  },
  {
    file: '05_cfdi40_P_pagos20_pays_03.xml',
    rfc: 'KIJ0906199R1',
    entries: [{ date: '2020-01-02', type: 'expense', amount: 17852.75 }],
  },
  {
    file: '06_cfdi40_P_pagos20_two_docs_partial.xml',
    rfc: 'EKU9003173C9',
    unstamped: true,
    entries: [
      { date: '2023-06-12', type: 'income', amount: 12000 },
      { date: '2023-06-12', type: 'income', amount: 3000 },
    ],
  },
  // USD payments at each TipoCambioP: 2157.07 + 67.34 + 4.08 = MontoTotalPagos 2228.49.
  {
    file: '07_cfdi40_P_pagos20_USD_payments_MXN_docs.xml',
    rfc: 'EKU9003173C9',
    unstamped: true,
    entries: [
      { date: '2023-06-06', type: 'income', amount: 2157.07 },
      { date: '2023-06-02', type: 'income', amount: 4.08 },
      { date: '2023-05-10', type: 'income', amount: 67.34 },
    ],
  },
  // Net of withholdings: 14072.73 + 2313.60 = MontoTotalPagos 16386.33.
  {
    file: '08_cfdi40_P_pagos20_with_retenciones.xml',
    rfc: 'EKU9003173C9',
    unstamped: true,
    entries: [
      { date: '2023-05-22', type: 'income', amount: 2313.6 },
      { date: '2023-05-20', type: 'income', amount: 14072.73 },
    ],
  },
  // A credit note whose invoice is not here: money back to the customer.
  {
    file: '09_cfdi40_E_credit_note_unsigned.xml',
    rfc: 'EKU9003173C9',
    unstamped: true,
    entries: [{ date: '2023-07-26', type: 'expense', amount: 1.77, category: 'Notas de crédito' }],
  },
  // 3248.00 USD × 18.9008 = 61,389.7984 → 61,389.80.
  {
    file: '11_cfdi40_I_USD_tipocambio_PUE.xml',
    rfc: 'EKU9003173C9',
    unstamped: true,
    entries: [{ date: '2023-06-18', type: 'income', amount: 61389.8 }],
  },
  // 232.00 USD × 17.46 = 4,050.72, due 30 days after 2023-05-29.
  {
    file: '12_cfdi40_I_USD_PPD_unsigned.xml',
    rfc: 'EKU9003173C9',
    unstamped: true,
    entries: [],
    receivable: { dueDate: '2023-06-28', open: 4050.72 },
  },
  {
    file: '13_cfdi40_I_PPD_retenciones_ISR_IVA.xml',
    rfc: 'XIQB891116QE4',
    entries: [],
    receivable: { dueDate: '2020-01-31', open: 14672.08 },
  },
  {
    file: '14_cfdi40_I_PUE_retenciones_stamped.xml',
    rfc: 'EKU9003173C9',
    entries: [{ date: '2025-03-06', type: 'income', amount: 88511.67 }],
  },
  // Payroll: an outflow on the complement's FechaPago.
  {
    file: '15_cfdi40_N_nomina12_stamped.xml',
    rfc: 'EKU9003173C9',
    entries: [{ date: '2023-05-24', type: 'expense', amount: 4700, category: 'Nómina' }],
  },
  {
    file: '16_cfdi40_N_nomina12_unsigned.xml',
    rfc: 'XIQB891116QE4',
    unstamped: true,
    entries: [{ date: '2020-01-30', type: 'expense', amount: 300.17, category: 'Nómina' }],
  },
  {
    file: '17_cfdi33_I_PUE_real_stamped.xml',
    rfc: 'POT9207213D6',
    entries: [{ date: '2018-01-12', type: 'income', amount: 2010.01 }],
  },
  {
    file: '17_cfdi33_I_PUE_real_stamped.xml',
    rfc: 'DIM8701081LA',
    entries: [{ date: '2018-01-12', type: 'expense', amount: 2010.01 }],
  },
  // " PPD  " trimmed; CondicionesDePago 'NET15' gives 15 days.
  {
    file: '21_EDGE_cfdi33_whitespace_in_attrs.xml',
    rfc: 'EKU9003173C9',
    entries: [],
    receivable: { dueDate: '2020-05-15', open: 11.6 },
  },
  // The emisor's RFC comes with a leading space; no MetodoPago: taken as PUE.
  {
    file: '22_EDGE_cfdi40_SAT_min_leading_space_rfc.xml',
    rfc: 'AAA010101AAA',
    unstamped: true,
    entries: [{ date: '2021-12-07', type: 'income', amount: 1500 }],
  },
  {
    file: '22_EDGE_cfdi40_SAT_min_leading_space_rfc.xml',
    rfc: 'BASJ600902KL9',
    unstamped: true,
    entries: [{ date: '2021-12-07', type: 'expense', amount: 1500 }],
  },
];

const byDate = <T extends { date: string; amount: number }>(list: T[]) =>
  [...list].sort((a, b) => b.date.localeCompare(a.date) || b.amount - a.amount);

describe('each CFDI fixture, from its issuer’s or receiver’s side', () => {
  it.each(CASES.map((c) => [`${c.file} as ${c.rfc}`, c] as const))('%s', async (_name, c) => {
    const { headers } = await signedInUser(t);
    await setRfc(t, headers, c.rfc);
    const first = await preview(t, headers, c.file, cfdi(c.file));
    expect(first.rfc).toBe(c.rfc);
    expect(first.counts).toMatchObject(
      c.unstamped ? { confirm: 1, create: 0 } : { create: 1, confirm: 0 },
    );
    if (c.unstamped) {
      expect(first.rows[0]?.reason).toMatch(/no tiene UUID/);
      // Not confirmed: nothing is added.
      const skipped = await commit(t, headers, first.id);
      expect(skipped.created).toBe(0);
      expect(await entries(t, headers)).toEqual([]);
      const again = await preview(t, headers, c.file, cfdi(c.file));
      await commit(t, headers, again.id, { confirm: true });
    } else {
      const done = await commit(t, headers, first.id);
      expect(done.status).toBe('committed');
    }
    const got = await entries(t, headers);
    expect(byDate(got).map(({ date, type, amount }) => ({ date, type, amount }))).toEqual(
      byDate(c.entries ?? []).map(({ date, type, amount }) => ({ date, type, amount })),
    );
    for (const e of c.entries ?? []) {
      if (e.category) expect(got.find((g) => g.amount === e.amount)?.category).toBe(e.category);
    }
    const receivables = await openDocuments(t, headers, 'receivables');
    const payables = await openDocuments(t, headers, 'payables');
    expect(receivables.items.map(({ dueDate, open }) => ({ dueDate, open }))).toEqual(
      c.receivable ? [c.receivable] : [],
    );
    expect(payables.items.map(({ dueDate, open }) => ({ dueDate, open }))).toEqual(
      c.payable ? [c.payable] : [],
    );

    // The same file again: a duplicate, and committing it adds nothing.
    const second = await preview(t, headers, c.file, cfdi(c.file));
    expect(second.counts).toMatchObject({ create: 0, confirm: 0, duplicate: 1 });
    expect(second.rows[0]?.reason).toMatch(/ya se importó antes/);
    expect((await commit(t, headers, second.id, { confirm: true })).created).toBe(0);
    expect(await entries(t, headers)).toHaveLength(got.length);
  });
});

describe('CFDI the import refuses, in Spanish, storing nothing', () => {
  it.each([
    ['18_cfdi32_real_stamped_legacy.xml', /versión 3\.2: solo se importan CFDI 3\.3 y 4\.0/],
    [
      '19_MALFORMED_cfdi40_unescaped_lt_in_attr.xml',
      'El XML está mal formado (línea 26): no se puede leer.',
    ],
    ['23_MALFORMED_cfdi33_pago10_mismatched_tag.xml', /El XML está mal formado \(línea \d+\)/],
    ['20_EDGE_cfdi40_tipoI_with_pagos_AMD_currency.xml', /mismo RFC \(URE180429TM6\)/],
  ])('%s', async (file, detail) => {
    const { headers } = await signedInUser(t);
    await setRfc(t, headers, 'URE180429TM6');
    expectDetail(await upload(t, headers, file, cfdi(file)), 400, detail);
    const history = await t.app.inject({ url: '/api/imports', headers });
    expect(history.json().items).toEqual([]);
  });

  it('a CFDI of another company says whose it is', async () => {
    const { headers } = await signedInUser(t);
    await setRfc(t, headers, 'AAA010101AAA');
    const file = '01_cfdi40_I_PUE_real_stamped.xml';
    expectDetail(
      await upload(t, headers, file, cfdi(file)),
      400,
      'Este CFDI no es de tu empresa: lo emite ISD950921HE5 y lo recibe COSC8001137NA, y tu RFC es AAA010101AAA.',
    );
  });

  it('without the company’s RFC it asks for it first', async () => {
    const { headers } = await signedInUser(t);
    const file = '01_cfdi40_I_PUE_real_stamped.xml';
    const res = await upload(t, headers, file, cfdi(file));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: expect.stringMatching(/RFC de tu empresa/),
      field: 'rfc',
    });
  });
});

describe('the company’s RFC', () => {
  it('is saved upper case and checked against the SAT pattern', async () => {
    const { headers } = await signedInUser(t);
    const put = (rfc: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/company', headers, payload: { rfc } });
    expect((await put(' h&e951128469 ')).json().rfc).toBe('H&E951128469');
    expect((await put('XIQB891116QE4')).json().rfc).toBe('XIQB891116QE4');
    expectDetail(
      await put('ABC12345'),
      400,
      /El RFC no es válido: debe tener 12 caracteres .* o 13/,
    );
    expect((await put(null)).json().rfc).toBeNull();
  });
});
