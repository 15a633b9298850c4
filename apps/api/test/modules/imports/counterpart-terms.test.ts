import { CounterpartTermsSchema } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';
import { cfdi, commit, openDocuments, preview, setRfc } from './support.ts';

// Issue 13: a PPD invoice is due its counterpart's days of credit after its date. The owner
// sets them per RFC; the documents already imported move, and the next imports follow.

const t = useTestApp();
// Issued by H&E951128469 to KIJ0906199R1 on 2020-01-01, PPD, no CondicionesDePago: due 2020-01-31.
const INVOICE = '03_cfdi40_I_PPD_stamped_HE.xml';
const KIJ = 'KIJ0906199R1';

async function company() {
  const { headers } = await signedInUser(t);
  await setRfc(t, headers, 'H&E951128469');
  return headers;
}

const putTerms = (headers: Record<string, string>, rfc: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/counterparts/${encodeURIComponent(rfc)}/terms`,
    headers,
    payload: payload as object,
  });

async function importInvoice(headers: Record<string, string>) {
  const p = await preview(t, headers, INVOICE, cfdi(INVOICE));
  await commit(t, headers, p.id);
}

describe('a counterpart’s days of credit', () => {
  it('move the due date of its receivable already imported: 2020-01-01 + 45 days', async () => {
    const headers = await company();
    await importInvoice(headers);
    const before = await openDocuments(t, headers, 'receivables');
    expect(before.items[0]).toMatchObject({ dueDate: '2020-01-31', termsDays: 30 });

    const saved = expectBody(
      await putTerms(headers, KIJ, { days: 45 }),
      200,
      CounterpartTermsSchema,
    );
    expect(saved).toEqual({ rfc: KIJ, days: 45, documentsUpdated: 1 });
    const after = await openDocuments(t, headers, 'receivables');
    expect(after.items[0]).toMatchObject({ dueDate: '2020-02-15', termsDays: 45 });
  });

  it('apply to the next import of that counterpart (lower-case RFC accepted)', async () => {
    const headers = await company();
    const saved = expectBody(
      await putTerms(headers, KIJ.toLowerCase(), { days: 60 }),
      200,
      CounterpartTermsSchema,
    );
    expect(saved).toEqual({ rfc: KIJ, days: 60, documentsUpdated: 0 });
    await importInvoice(headers);
    // 2020-01-01 + 60 days (31 of January, 29 of February 2020) = 2020-03-01.
    const open = await openDocuments(t, headers, 'receivables');
    expect(open.items[0]).toMatchObject({ dueDate: '2020-03-01', termsDays: 60 });
  });

  it('are refused in Spanish out of 1..365 or with an RFC that is not one, and nothing changes', async () => {
    const headers = await company();
    await importInvoice(headers);
    for (const [rfc, payload, detail] of [
      [KIJ, { days: 0 }, 'El plazo va de 1 a 365 días'],
      [KIJ, { days: 366 }, 'El plazo va de 1 a 365 días'],
      [KIJ, { days: 30.5 }, 'El plazo debe ser un número entero de días'],
      [KIJ, { days: '45' }, 'El plazo debe ser un número de días'],
      [KIJ, { days: 45, extra: 1 }, null],
      ['NO-ES-RFC', { days: 45 }, null],
    ] as const) {
      const res = await putTerms(headers, rfc, payload);
      if (detail) expectDetail(res, 400, detail);
      else expect(res.statusCode, res.body).toBe(400);
    }
    expect((await openDocuments(t, headers, 'receivables')).items[0]?.dueDate).toBe('2020-01-31');
  });

  it('of one company never move another company’s documents', async () => {
    const theirs = await company();
    await importInvoice(theirs);
    const mine = await company();
    const saved = expectBody(await putTerms(mine, KIJ, { days: 90 }), 200, CounterpartTermsSchema);
    expect(saved.documentsUpdated).toBe(0);
    expect((await openDocuments(t, theirs, 'receivables')).items[0]?.dueDate).toBe('2020-01-31');
  });

  it('need a session', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/counterparts/${KIJ}/terms`,
      payload: { days: 45 },
    });
    expect(res.statusCode).toBe(401);
  });
});
