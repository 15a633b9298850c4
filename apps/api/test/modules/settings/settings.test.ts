import {
  AvailableAgentsSchema,
  MetricsSummaryResponseSchema,
  PreferencesSchema,
  SessionListSchema,
  SessionsClosedSchema,
  UserConfigSchema,
} from '@caudal/contracts';
import { addDays } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixedClock, todayInMexicoCity } from '../../../src/lib/clock.ts';
import { tickSchedules } from '../../../src/modules/agents/agents-schedule.ts';
import { deviceName } from '../../../src/modules/auth/sessions.ts';
import { signedInUser, TEST_PASSWORD } from '../../support/accounts.ts';
import { nextIp, useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 20: the settings page's configuration, the profile page's preferences, the sessions
// list, and the settings that govern the product (the header's thresholds, the agents'
// frequency). Today is 27 November 2026 (noon in Mexico City).

// Today, at a fixed hour: the sessions this file opens expire on the app's clock and are checked
// on the database's, so the clock must not lie in the past (a fixed date made the sessions test
// fail once that day had passed).
const NOW = `${new Date().toISOString().slice(0, 10)}T18:00:00Z`;
const TODAY = todayInMexicoCity(new Date(NOW));
const t = useTestApp({ clock: fixedClock(NOW) });
type Headers = Record<string, string>;
const call = (
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const config = async (headers: Headers) =>
  expectBody(await call(headers, 'GET', '/api/config/user'), 200, UserConfigSchema);
const put = (headers: Headers, section: string, settings: object) =>
  call(headers, 'PUT', '/api/config/user', { section, settings });

describe('GET and PUT /api/config/user', () => {
  it('gives a new user the defaults and keeps each section as saved', async () => {
    const { headers } = await signedInUser(t);
    expect(await config(headers)).toEqual({
      notifications: {
        email_weekly_reports: true,
        email_alerts: true,
        push_notifications: false,
        sms_alerts: false,
      },
      appearance: {
        theme: 'light',
        color_scheme: 'green',
        font_size: 'medium',
        compact_mode: false,
      },
      dashboard: { default_view: 'overview', auto_refresh_minutes: 0, show_animations: true },
      analysis: {
        auto_analysis_frequency: 'weekly',
        default_period: 'last_3_months',
        include_projections: true,
        alert_thresholds: {
          cash_flow_critical: 0,
          health_score_warning: 60,
          ltv_coca_ratio_min: 3,
        },
      },
      can_edit_analysis: true,
    });

    // A subset merges into its section; the rest stays.
    const afterTheme = expectBody(
      await put(headers, 'appearance', { theme: 'dark', font_size: 'large' }),
      200,
      UserConfigSchema,
    );
    expect(afterTheme.appearance).toEqual({
      theme: 'dark',
      color_scheme: 'green',
      font_size: 'large',
      compact_mode: false,
    });
    await put(headers, 'dashboard', { auto_refresh_minutes: 15 });
    await put(headers, 'analysis', {
      alert_thresholds: { cash_flow_critical: 25_000.5, ltv_coca_ratio_min: 2.5 },
    });
    const read = await config(headers);
    expect(read.appearance.theme).toBe('dark');
    expect(read.dashboard).toEqual({
      default_view: 'overview',
      auto_refresh_minutes: 15,
      show_animations: true,
    });
    expect(read.analysis.alert_thresholds).toEqual({
      cash_flow_critical: 25_000.5,
      health_score_warning: 60,
      ltv_coca_ratio_min: 2.5,
    });

    // Another person sees their own defaults.
    const other = await signedInUser(t);
    expect((await config(other.headers)).appearance.theme).toBe('light');
  });

  it('refuses unknown sections, unknown fields and out-of-range values in Spanish', async () => {
    const { headers } = await signedInUser(t);
    const cases: [object, RegExp][] = [
      [{ section: 'billing', settings: {} }, /sección/],
      [{ section: 'appearance', settings: { theme: 'sepia' } }, /claro, oscuro o automático/],
      [{ section: 'appearance', settings: { colour: 'blue' } }, /colour/],
      [{ section: 'appearance', settings: { compact_mode: 'sí' } }, /modo compacto/],
      [{ section: 'dashboard', settings: { auto_refresh_minutes: 10 } }, /0, 5, 15, 30 o 60/],
      [{ section: 'dashboard', settings: { default_view: 'charts' } }, /vista del tablero/],
      [{ section: 'notifications', settings: { sms_alerts: true } }, /SMS aún no están/],
      [
        { section: 'analysis', settings: { alert_thresholds: { health_score_warning: 101 } } },
        /entre 0 y 100/,
      ],
      [
        { section: 'analysis', settings: { alert_thresholds: { ltv_coca_ratio_min: -0.1 } } },
        /no puede ser negativo/,
      ],
      [
        { section: 'analysis', settings: { alert_thresholds: { ltv_coca_ratio_min: 2.55 } } },
        /pasos de 0.1/,
      ],
      [
        { section: 'analysis', settings: { alert_thresholds: { cash_flow_critical: -5 } } },
        /monto crítico de caja no puede ser negativo/,
      ],
      [{ section: 'analysis', settings: { auto_analysis_frequency: 'hourly' } }, /frecuencia/],
    ];
    for (const [payload, message] of cases) {
      expectDetail(await call(headers, 'PUT', '/api/config/user', payload), 400, message);
    }
    // Nothing of it was kept.
    expect((await config(headers)).appearance.theme).toBe('light');
  });
});

describe('GET and PUT /api/auth/preferences', () => {
  it('is a view over the same settings, so both pages agree', async () => {
    const { headers } = await signedInUser(t);
    expect(
      expectBody(await call(headers, 'GET', '/api/auth/preferences'), 200, PreferencesSchema),
    ).toEqual({
      notifications_email: true,
      notifications_push: false,
      auto_save: true,
      ai_analysis_frequency: 'weekly',
      default_analysis_depth: 'standard',
      currency: 'MXN',
    });
    const saved = expectBody(
      await call(headers, 'PUT', '/api/auth/preferences', {
        notifications_email: false,
        ai_analysis_frequency: 'monthly',
        default_analysis_depth: 'deep',
      }),
      200,
      PreferencesSchema,
    );
    expect(saved).toMatchObject({
      notifications_email: false,
      ai_analysis_frequency: 'monthly',
      default_analysis_depth: 'deep',
    });
    const read = await config(headers);
    expect(read.notifications.email_alerts).toBe(false);
    expect(read.analysis.auto_analysis_frequency).toBe('monthly');
    expectDetail(
      await call(headers, 'PUT', '/api/auth/preferences', { currency: 'USD' }),
      400,
      /pesos mexicanos/,
    );
  });
});

describe('the analysis frequency drives the agents', () => {
  it('daily moves the next cycle a day out; manual schedules none and the tick skips it', async () => {
    const owner = await signedInUser(t);
    const res = await call(owner.headers, 'POST', '/api/cash-flow/entries', {
      date: '2026-11-02',
      type: 'income',
      amount: 1_000,
      category: 'Ventas',
      description: 'Ventas',
    });
    expect(res.statusCode).toBe(201);
    const available = async () =>
      expectBody(
        await call(owner.headers, 'GET', '/api/agents/available'),
        200,
        AvailableAgentsSchema,
      ).schedule;
    // The database's now() is the real one: compare with it.
    const { rows } = await t.database.db.execute(sql`SELECT now() AS now`);
    const dbNow = new Date(String(rows[0]?.now)).getTime();

    await put(owner.headers, 'analysis', { auto_analysis_frequency: 'daily' });
    const daily = await available();
    expect(daily.frequency).toBe('daily');
    const next = Date.parse(daily.nextRunAt ?? '');
    expect(next - dbNow).toBeGreaterThan(23.9 * 3600_000);
    expect(next - dbNow).toBeLessThan(24.1 * 3600_000);

    await put(owner.headers, 'analysis', { auto_analysis_frequency: 'manual' });
    expect(await available()).toMatchObject({ frequency: 'manual', nextRunAt: null });
    const jobs = { send: async () => {} };
    const farFuture = fixedClock(new Date(Date.parse(NOW) + 200 * 86_400_000));
    expect(
      await tickSchedules({ db: t.database.db, jobs: jobs as never, clock: farFuture }),
    ).not.toContain(owner.companyId);
  });
});

describe('the analysis depth', () => {
  it('shows 3, 5 or 10 of the multi-agent analysis’s recommendations', async () => {
    const { headers } = await signedInUser(t);
    for (const m of ['08', '09', '10']) {
      for (const [type, amount, category] of [
        ['income', 50_000, 'Ventas'],
        ['expense', 48_000, 'Renta'],
      ] as const) {
        await call(headers, 'POST', '/api/cash-flow/entries', {
          date: `2026-${m}-10`,
          type,
          amount,
          category,
          description: category,
        });
      }
    }
    const shown = async (depth: string) => {
      await call(headers, 'PUT', '/api/auth/preferences', { default_analysis_depth: depth });
      const res = await call(headers, 'POST', '/api/agents/multi-agent-analysis', {});
      expect(res.statusCode, res.body).toBe(200);
      return res.json().analysis.top_recommendations.length as number;
    };
    expect(await shown('quick')).toBe(3);
    expect(await shown('standard')).toBe(5);
    expect(await shown('deep')).toBeGreaterThan(5);
  });
});

describe('the header follows the alert thresholds', () => {
  it('turns the status critical under the owner’s cash line and the score red under their warning', async () => {
    const { headers } = await signedInUser(t);
    for (const [day, type, amount, category] of [
      [3, 'income', 100_000, 'Ventas'],
      [2, 'expense', 92_000, 'Renta'],
    ] as const) {
      const res = await call(headers, 'POST', '/api/cash-flow/entries', {
        date: addDays(TODAY, -day),
        type,
        amount,
        category,
        description: category,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // 200,000 in cash given yesterday: today's cash is 200,000 (the entries are older).
    expect((await call(headers, 'PUT', '/api/company', { cashBalance: 200_000 })).statusCode).toBe(
      200,
    );
    const summary = async () =>
      expectBody(
        await call(headers, 'GET', '/api/metrics/summary'),
        200,
        MetricsSummaryResponseSchema,
      ).summary;
    const before = await summary();
    // 8,000 of profit on 100,000 of income in the last 30 days: positive, under 15 %: Bueno.
    // The score: a net margin of 8 % → 15 of 25, the only part measured without products: 60.
    expect(before.status).toMatchObject({ value: 'Bueno', color: 'green' });
    expect(before.primary).toMatchObject({ value: '60/100', color: 'yellow' });
    const score = 60;

    await put(headers, 'analysis', {
      alert_thresholds: { cash_flow_critical: 250_000, health_score_warning: score + 1 },
    });
    const after = await summary();
    expect(after.status).toMatchObject({ value: 'Crítico', color: 'red' });
    expect(after.cash.color).toBe('red');
    expect(after.primary.color).toBe('red');

    await put(headers, 'analysis', {
      alert_thresholds: { cash_flow_critical: 150_000, health_score_warning: score },
    });
    const back = await summary();
    expect(back.status).toMatchObject({ value: 'Bueno', color: 'green' });
    expect(back.primary.color).not.toBe('red');
  });
});

describe('sessions', () => {
  it('lists the live sessions with their device, closes one and then all the others', async () => {
    const account = await signedInUser(t);
    const login = async (userAgent: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: nextIp(),
        headers: { 'user-agent': userAgent },
        payload: { email: account.user.email, password: TEST_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      return { authorization: `Bearer ${res.json().access_token}` };
    };
    const iphone = await login(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    const windows = await login(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    );
    const list = async (headers: Headers) =>
      expectBody(await call(headers, 'GET', '/api/auth/sessions'), 200, SessionListSchema).sessions;
    const all = await list(windows);
    expect(all).toHaveLength(3);
    expect(all.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome en Windows']);
    const phone = all.find((s) => s.device === 'Mobile Safari en iOS (iPhone)');
    expect(phone).toBeDefined();

    // Closing the iPhone's session ends it at its next request.
    const closed = await call(windows, 'DELETE', `/api/auth/sessions/${phone?.id}`);
    expect(closed.statusCode).toBe(204);
    expect((await call(iphone, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expectDetail(await call(windows, 'DELETE', `/api/auth/sessions/${phone?.id}`), 404);

    // Another person's session is not found, and stays open.
    const stranger = await signedInUser(t);
    const theirs = (await list(stranger.headers))[0];
    expectDetail(await call(windows, 'DELETE', `/api/auth/sessions/${theirs?.id}`), 404);
    expect((await call(stranger.headers, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expectDetail(await call(windows, 'DELETE', '/api/auth/sessions/no-es-un-id'), 400, /sesión/);

    // "Cerrar todas las demás" keeps only the one asking.
    expect(
      expectBody(await call(windows, 'DELETE', '/api/auth/sessions'), 200, SessionsClosedSchema),
    ).toEqual({ closed: 1, detail: 'Cerramos 1 sesión en otros dispositivos.' });
    expect((await call(account.headers, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await list(windows)).map((s) => s.current)).toEqual([true]);
  });

  it('names devices a person recognises', () => {
    expect(deviceName(null)).toBe('Dispositivo desconocido');
    expect(deviceName('curl/8.0')).toBe('Dispositivo desconocido');
    expect(
      deviceName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      ),
    ).toBe('Safari en Mac OS (Macintosh)');
  });
});
