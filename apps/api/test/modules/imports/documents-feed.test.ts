import { CashForecastSchema, MayaResponseSchema } from '@caudal/contracts';
import { addDays } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody } from '../../support/responses.ts';
import { cfdi, commit, preview, setRfc } from './support.ts';

// Issues 12 and 13: an imported invoice still open is a receivable the 13-week forecast collects
// and Maya counts, instead of the spec's 15 % of a month of sales.

const t = useTestApp();

describe('open invoices in the forecast and in Maya', () => {
  it('the PPD invoice of file 03 is collected at once (overdue since 2020) and is Maya’s receivable', async () => {
    const { headers } = await signedInUser(t);
    await setRfc(t, headers, 'H&E951128469');
    await t.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers,
      payload: { cashBalance: 20_000 },
    });
    const name = '03_cfdi40_I_PPD_stamped_HE.xml';
    const p = await preview(t, headers, name, cfdi(name));
    await commit(t, headers, p.id);

    const forecast = expectBody(
      await t.app.inject({ url: '/api/cash-flow/forecast?weeks=2', headers }),
      200,
      CashForecastSchema,
    );
    // Due 31 January 2020 (issued 1 January, 30 days): expected on the forecast's first day.
    const first = forecast.weeks[0];
    expect(first?.items).toEqual([
      expect.objectContaining({
        date: addDays(todayInMexicoCity(), 1),
        kind: 'receivable',
        label: 'Cobro a KIJ, S.A DE C.V.',
        direction: 'in',
        amount: 17_852.75,
        basis: 'Factura vencida desde el 2020-01-31: la cobramos al inicio',
      }),
    ]);
    expect(first?.closing).toBe(37_852.75);

    const maya = expectBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/agents/maya/cash-flow-analysis',
        headers,
        payload: {},
      }),
      200,
      MayaResponseSchema,
    );
    expect(maya.analysis.basis.receivables).toBe(17_852.75);
    // Receivables are the company's own now; payables still assumed (no payable imported).
    expect(maya.analysis.assumed).toEqual(['cuentas por pagar (10 % de un mes de gastos)']);
  });
});
