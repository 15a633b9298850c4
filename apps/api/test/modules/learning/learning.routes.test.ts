import { DEMO_CREDENTIALS } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, register, useTestApp } from '../../support/app.ts';

const t = useTestApp();
type Module = {
  id: string;
  status: string;
  progress: number;
  steps: { id: string; done: boolean }[];
};

const path = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ url: '/api/learning/path', headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { modules: Module[]; overallProgress: number; chaptersRead: number[] };
};
const moduleOf = async (headers: Record<string, string>, id: string) =>
  (await path(headers)).modules.find((m) => m.id === id) as Module;
const step = (headers: Record<string, string>, step: string) =>
  t.app.inject({ method: 'POST', url: '/api/learning/steps', headers, payload: { step } });

describe('/api/learning', () => {
  it('the demo starts in the spec states', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO_CREDENTIALS,
    });
    const modules = (await path(bearer(login.json().access_token))).modules;
    expect(modules.map((m) => [m.id, m.status, m.progress])).toEqual([
      ['fundamentals', 'completed', 100],
      ['cash-flow', 'in_progress', 60],
      ['unit-economics', 'available', 0],
      ['costs-pricing', 'locked', 0],
      ['profitability', 'locked', 0],
      ['planning', 'locked', 0],
    ]);
  });

  it('records reading a chapter and opening an analysis, once each', async () => {
    const headers = bearer((await register(t.app)).access_token);
    expect((await moduleOf(headers, 'fundamentals')).status).toBe('available');
    const res = await step(headers, 'read-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().chaptersRead).toEqual([1]);
    await step(headers, 'read-1');
    await step(headers, 'dashboard-review');
    const fundamentals = await moduleOf(headers, 'fundamentals');
    expect([fundamentals.status, fundamentals.progress]).toEqual(['in_progress', 67]);
  });

  it('records data steps only where the data is saved', async () => {
    const headers = bearer((await register(t.app)).access_token);
    const claimed = await step(headers, 'company-profile');
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().detail).toBe('Ese paso no existe o se registra al guardar tus datos');
    expect((await step(headers, 'read-16')).statusCode).toBe(400);

    await t.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers,
      payload: { stage: 'growth' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers,
      payload: { name: 'Concha', price: 18, variableCost: 6, monthlySales: 900, category: 'Pan' },
    });
    const modules = (await path(headers)).modules;
    const done = (id: string) => modules.flatMap((m) => m.steps).find((s) => s.id === id)?.done;
    expect(done('company-profile')).toBe(true);
    expect(done('product')).toBe(true);
    expect(done('cash-flow-entry')).toBe(false);
  });

  it("keeps each user's progress their own, and needs a session", async () => {
    const owner = bearer((await register(t.app)).access_token);
    const stranger = bearer((await register(t.app)).access_token);
    await step(owner, 'read-9');
    expect((await path(owner)).chaptersRead).toEqual([9]);
    expect((await path(stranger)).chaptersRead).toEqual([]);
    expect((await t.app.inject({ url: '/api/learning/path' })).statusCode).toBe(401);
    expect((await step({}, 'read-1')).statusCode).toBe(401);
  });
});
