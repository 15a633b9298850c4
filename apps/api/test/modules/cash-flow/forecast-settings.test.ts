import { CashForecastSchema, CashForecastSettingsSchema } from '@caudal/contracts';
import { addDays, previousBusinessDay } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// The forecast's settings: a low-balance threshold and calendar items switched off, per company.

const t = useTestApp();
const today = todayInMexicoCity();
const SETTINGS = '/api/cash-flow/forecast/settings';

type Headers = Record<string, string>;
const getSettings = (headers: Headers) => t.app.inject({ url: SETTINGS, headers });
const putSettings = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: SETTINGS, headers, payload });
const forecast = (headers: Headers) =>
  t.app.inject({ url: '/api/cash-flow/forecast?weeks=52', headers });

/** A company paying $20,000 of payroll a month (biweekly until said), with $50,000 and no sales. */
async function payrollCompany() {
  const { headers } = await signedInUser(t);
  for (const [method, url, payload] of [
    [
      'POST',
      '/api/fixed-costs',
      { name: 'Sueldos', amount: 20_000, category: 'Nómina', recurring: true },
    ],
    ['PUT', '/api/company', { cashBalance: 50_000 }],
  ] as const) {
    const res = await t.app.inject({ method, url, headers, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  return headers;
}

// The next aguinaldo day (19 December, or the business day before) within the 364 days the 52
// weeks cover, if any; the forecast starts tomorrow.
const thisYear = previousBusinessDay(`${today.slice(0, 4)}-12-19`);
const next =
  today < thisYear ? thisYear : previousBusinessDay(`${Number(today.slice(0, 4)) + 1}-12-19`);
const aguinaldoInRange = next <= addDays(today, 364);

describe('GET and PUT /api/cash-flow/forecast/settings', () => {
  it('starts with no threshold and every item; a disabled aguinaldo leaves the forecast', async () => {
    const headers = await payrollCompany();
    expect(expectBody(await getSettings(headers), 200, CashForecastSettingsSchema)).toEqual({
      threshold: null,
      disabledItems: [],
      payFrequency: 'biweekly',
    });
    const before = expectBody(await forecast(headers), 200, CashForecastSchema);
    const aguinaldos = (f: typeof before) =>
      f.weeks.flatMap((w) => w.items).filter((i) => i.kind === 'aguinaldo');
    expect(aguinaldos(before)).toHaveLength(aguinaldoInRange ? 1 : 0);
    expect(before).toMatchObject({ threshold: null, firstBelowThreshold: null, disabledItems: [] });

    const saved = { threshold: 20_000, disabledItems: ['aguinaldo'], payFrequency: 'monthly' };
    expect(expectBody(await putSettings(headers, saved), 200, CashForecastSettingsSchema)).toEqual(
      saved,
    );
    expect(expectBody(await getSettings(headers), 200, CashForecastSettingsSchema)).toEqual(saved);

    // The memoized forecast follows the settings at once.
    const after = expectBody(await forecast(headers), 200, CashForecastSchema);
    expect(aguinaldos(after)).toEqual([]);
    expect(after).toMatchObject({ threshold: 20_000, disabledItems: ['aguinaldo'] });
    // Paid monthly now, on the month's last business day: 50,000 − 20,000 − 20,000 = 10,000
    // after the second payroll, the first week under 20,000; the third takes it to −10,000, the
    // first week under zero.
    const below = after.firstBelowThreshold ?? -1;
    const broke = after.firstBelowZero ?? -1;
    expect(after.weeks[below]?.closing).toBe(10_000);
    expect(after.weeks[below - 1]?.closing).toBeGreaterThanOrEqual(20_000);
    expect(after.weeks[broke]?.closing).toBe(-10_000);
    expect(after.weeks[broke - 1]?.closing).toBeGreaterThanOrEqual(0);
  });

  it('another company neither sees nor changes them', async () => {
    const owner = await payrollCompany();
    await putSettings(owner, { threshold: 1_000, disabledItems: ['taxes', 'ptu'] });
    const stranger = (await signedInUser(t)).headers;
    expect(expectBody(await getSettings(stranger), 200, CashForecastSettingsSchema)).toEqual({
      threshold: null,
      disabledItems: [],
      payFrequency: 'biweekly',
    });
    await putSettings(stranger, { threshold: null, disabledItems: [] });
    expect(expectBody(await getSettings(owner), 200, CashForecastSettingsSchema)).toEqual({
      threshold: 1_000,
      disabledItems: ['taxes', 'ptu'],
      payFrequency: 'biweekly',
    });
    expect(expectBody(await forecast(stranger), 200, CashForecastSchema).threshold).toBeNull();
  });

  it('refuses bad settings in Spanish and stores nothing; needs a session', async () => {
    const { headers } = await signedInUser(t);
    expectDetail(
      await putSettings(headers, { threshold: -5, disabledItems: [] }),
      400,
      'El saldo mínimo no puede ser negativo',
    );
    expectDetail(
      await putSettings(headers, { threshold: 'mucho', disabledItems: [] }),
      400,
      'El saldo mínimo debe ser un número',
    );
    expectDetail(
      await putSettings(headers, { threshold: null, disabledItems: ['vacaciones'] }),
      400,
      'En disabledItems.0: Las partidas del calendario son taxes, aguinaldo, ptu o annual-return',
    );
    expectDetail(
      await putSettings(headers, { threshold: null, disabledItems: ['ptu', 'ptu'] }),
      400,
      'Hay partidas repetidas',
    );
    expectDetail(
      await putSettings(headers, { threshold: null, disabledItems: [], payFrequency: 'diario' }),
      400,
      'La nómina se paga weekly, biweekly o monthly',
    );
    expect(expectBody(await getSettings(headers), 200, CashForecastSettingsSchema)).toEqual({
      threshold: null,
      disabledItems: [],
      payFrequency: 'biweekly',
    });
    expect((await getSettings({})).statusCode).toBe(401);
    expect((await putSettings({}, { threshold: null, disabledItems: [] })).statusCode).toBe(401);
  });
});
