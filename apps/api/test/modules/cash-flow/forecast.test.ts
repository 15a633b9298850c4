import { CashForecastSchema } from '@caudal/contracts';
import { addDays, previousBusinessDay } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 12: GET /api/cash-flow/forecast, week by week from today's cash (finance cashForecast,
// whose amounts are worked by hand in packages/finance/src/cash-forecast.test.ts).

const t = useTestApp();
const today = todayInMexicoCity();
const forecast = async (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/api/cash-flow/forecast${query}`, headers });

describe('GET /api/cash-flow/forecast', () => {
  it('places the aguinaldo before 20 December for a company with payroll, from its cash', async () => {
    const { headers } = await signedInUser(t);
    const send = async (method: string, url: string, payload: object) => {
      const res = await t.app.inject({ method: method as 'POST', url, headers, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
    };
    await send('POST', '/api/fixed-costs', {
      name: 'Sueldos',
      amount: 20_000,
      category: 'Nómina',
      recurring: true,
    });
    await send('PUT', '/api/company', { cashBalance: 50_000 });

    const body = expectBody(await forecast(headers, '?weeks=52'), 200, CashForecastSchema);
    expect(body.asOf).toBe(today);
    expect(body.weeks).toHaveLength(52);
    expect(body.weeks[0]).toMatchObject({ from: addDays(today, 1), opening: 50_000 });
    // The next 19 December within the 364 days after today, or the business day before it (19
    // December 2026 is a Saturday: Friday the 18th): 15 days of $20,000 = $10,000.
    // The forecast starts tomorrow: a payday of today or before is next year's.
    const thisYear = previousBusinessDay(`${today.slice(0, 4)}-12-19`);
    const next =
      today < thisYear ? thisYear : previousBusinessDay(`${Number(today.slice(0, 4)) + 1}-12-19`);
    const aguinaldo = body.weeks.flatMap((w) => w.items).filter((i) => i.kind === 'aguinaldo');
    expect(aguinaldo).toEqual(
      next <= addDays(today, 364)
        ? [expect.objectContaining({ date: next, amount: 10_000, direction: 'out' })]
        : [],
    );
    // Thirteen weeks by default; each week opens with the last one's closing balance.
    const weeks = expectBody(await forecast(headers), 200, CashForecastSchema).weeks;
    expect(weeks).toHaveLength(13);
    for (let i = 1; i < weeks.length; i++) {
      expect(weeks[i]?.opening).toBe(weeks[i - 1]?.closing);
    }
  });

  it('another company’s forecast knows nothing of this one; without cash it starts at $0', async () => {
    const owner = (await signedInUser(t)).headers;
    await t.app.inject({
      method: 'POST',
      url: '/api/fixed-costs',
      headers: owner,
      payload: { name: 'Sueldos', amount: 20_000, category: 'Nómina', recurring: true },
    });
    const stranger = (await signedInUser(t)).headers;
    const body = expectBody(await forecast(stranger, '?weeks=52'), 200, CashForecastSchema);
    expect(body.weeks.flatMap((w) => w.items)).toEqual([]);
    expect(body.weeks.at(-1)?.closing).toBe(0);
    expect(body.openingAssumed).toBe(true);
    expect(body.note).toMatch(/Datos de tu empresa/);
  });

  it('takes 1 to 52 weeks, in Spanish, and needs a session', async () => {
    const { headers } = await signedInUser(t);
    expectDetail(await forecast(headers, '?weeks=0'), 400, 'El pronóstico va de 1 a 52 semanas');
    expectDetail(await forecast(headers, '?weeks=53'), 400, 'El pronóstico va de 1 a 52 semanas');
    expectDetail(await forecast(headers, '?weeks=muchas'), 400, 'Las semanas deben ser un número');
    expect((await forecast({})).statusCode).toBe(401);
  });
});
