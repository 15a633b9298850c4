import { CompanySchema } from '@caudal/contracts';
import { addDays } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';
import { commit, preview } from './support.ts';

// Issue 31: a bank statement's own "Saldo" column is no longer ignored. The preview carries the
// statement's closing balance with its day, and the company takes it as the cash balance of
// that day: the statement's movements are already in it, later ones move it.

const t = useTestApp();
const today = todayInMexicoCity();
const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('the closing balance of a statement', () => {
  it('is the balance of the newest day, whichever order the bank lists it in', async () => {
    const { headers } = await signedInUser(t);
    // Citibanamex lists the newest first: the rent of 3 February leaves 2,000.00.
    const newestFirst = await preview(
      t,
      headers,
      'banamex.csv',
      latin1(
        [
          'Fecha,Descripción,Depósitos,Retiros,Saldo',
          '03-02-25,PAGO RENTA LOCAL,," 8,000.00 "," 2,000.00 "',
          '01/02/25,VENTA TPV," 10,000.00 ",," 10,000.00 "',
        ].join('\n'),
      ),
    );
    expect(newestFirst.closingBalance).toEqual({ amount: 2_000, date: '2025-02-03' });

    // Oldest first, two movements on the last day: the later line of that day closes it
    // (10,000 − 500 + 1,250 = 10,750).
    const oldestFirst = await preview(
      t,
      headers,
      'banamex-asc.csv',
      latin1(
        [
          'Fecha,Descripción,Depósitos,Retiros,Saldo',
          '01/03/25,VENTA TPV," 10,000.00 ",," 10,000.00 "',
          '04/03/25,PAGO GAS,," 500.00 "," 9,500.00 "',
          '04/03/25,VENTA TPV," 1,250.00 ",," 10,750.00 "',
        ].join('\n'),
      ),
    );
    expect(oldestFirst.closingBalance).toEqual({ amount: 10_750, date: '2025-03-04' });

    // HSBC's file without headers has no balance column: nothing to offer.
    const noBalance = await preview(
      t,
      headers,
      'hsbc.csv',
      Buffer.from('28/01/2020,PAGO GASOLINERA PEMEX 123,-650.00\n29/01/2020,DEPOSITO,1200.00\n'),
    );
    expect(noBalance.closingBalance).toBeNull();
  });

  it('taken as the cash of its day, the later movements move it and the statement’s do not', async () => {
    const { headers } = await signedInUser(t);
    const fiveDaysAgo = addDays(today, -5);
    const [y, m, d] = fiveDaysAgo.split('-');
    const statement = await preview(
      t,
      headers,
      'banamex.csv',
      latin1(
        [
          'Fecha,Descripción,Depósitos,Retiros,Saldo',
          `${d}/${m}/${y},PAGO RENTA LOCAL,," 8,000.00 "," 32,000.00 "`,
          `${d}/${m}/${y},VENTA TPV," 10,000.00 ",," 40,000.00 "`,
        ].join('\n'),
      ),
    );
    expect(statement.closingBalance).toEqual({ amount: 32_000, date: fiveDaysAgo });
    await commit(t, headers, statement.id);

    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/company', headers, payload });
    expectBody(await put({ cashBalance: 32_000, cashBalanceOn: fiveDaysAgo }), 200, CompanySchema);
    // A sale recorded two days later: 32,000 + 1,500 = 33,500 today.
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/cash-flow/entries',
      headers,
      payload: {
        date: addDays(today, -3),
        type: 'income',
        amount: 1_500,
        description: 'Venta de mostrador',
        category: 'Ventas',
      },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const company = expectBody(
      await t.app.inject({ url: '/api/company', headers }),
      200,
      CompanySchema,
    );
    expect(company.cashBalance).toBe(33_500);
    expect(company.cashBalanceGiven).toMatchObject({ amount: 32_000, on: fiveDaysAgo });

    // A balance of a day to come, or a day without the balance, is refused in Spanish.
    expectDetail(
      await put({ cashBalance: 1_000, cashBalanceOn: addDays(today, 1) }),
      400,
      'La fecha del saldo no puede ser posterior a hoy.',
    );
    expectDetail(await put({ cashBalanceOn: fiveDaysAgo }), 400, 'Indica el saldo de esa fecha.');
    const unchanged = expectBody(
      await t.app.inject({ url: '/api/company', headers }),
      200,
      CompanySchema,
    );
    expect(unchanged.cashBalance).toBe(33_500);
  });
});
