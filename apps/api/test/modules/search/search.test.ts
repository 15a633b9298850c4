import { APP_MODULES, appModuleUrl } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, register, useTestApp } from '../../support/app.ts';

const t = useTestApp();
const find = (headers: Record<string, string>, q: string) =>
  t.app.inject({ url: `/api/search/?q=${encodeURIComponent(q)}`, headers });

describe('GET /api/search/', () => {
  it('finds the break-even module and book sections for "equilibrio"', async () => {
    const headers = bearer((await register(t.app)).access_token);
    const res = await find(headers, 'equilibrio');
    expect(res.statusCode).toBe(200);
    const { success, results } = res.json();
    expect(success).toBe(true);
    expect(results).toContainEqual(
      expect.objectContaining({ type: 'module', url: '/app/costs-pricing', category: 'modules' }),
    );
    const section = results.find((r: { type: string }) => r.type === 'section');
    expect(section).toMatchObject({ category: 'concepts' });
    expect(section.url).toMatch(/^\/app\/libro\/9#/);
  });

  it('finds every screen of the registry by its name, with its description', async () => {
    const headers = bearer((await register(t.app)).access_token);
    for (const screen of APP_MODULES) {
      const { results } = (await find(headers, screen.label)).json();
      expect(results).toContainEqual({
        id: `module-${screen.id}`,
        title: screen.label,
        description: 'Módulo de Caudal',
        snippet: screen.search.description,
        url: appModuleUrl(screen),
        category: 'modules',
        type: 'module',
      });
    }
  });

  it("finds the company's own records, and only its own", async () => {
    const owner = bearer((await register(t.app)).access_token);
    const stranger = bearer((await register(t.app)).access_token);
    await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: owner,
      payload: {
        name: 'Rosca de Reyes',
        price: 450,
        variableCost: 180,
        monthlySales: 20,
        category: 'Temporada',
      },
    });
    const mine = (await find(owner, 'rosca')).json().results;
    expect(mine).toContainEqual(
      expect.objectContaining({ type: 'product', title: 'Rosca de Reyes', category: 'other' }),
    );
    const theirs = (await find(stranger, 'rosca')).json().results;
    expect(theirs.filter((r: { type: string }) => r.type === 'product')).toEqual([]);
  });

  it('needs 2+ characters and a session', async () => {
    const headers = bearer((await register(t.app)).access_token);
    const short = await find(headers, 'e');
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('Escribe al menos 2 caracteres para buscar');
    expect((await find({}, 'equilibrio')).statusCode).toBe(401);
  });
});
