import { APP_MODULES, appModuleUrl, SearchResponseSchema } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

const t = useTestApp();
const find = (headers: Record<string, string>, q: string) =>
  t.app.inject({ url: `/api/search/?q=${encodeURIComponent(q)}`, headers });
const results = async (headers: Record<string, string>, q: string) =>
  expectBody(await find(headers, q), 200, SearchResponseSchema).results;

describe('GET /api/search/', () => {
  it('finds the break-even module and book sections for "equilibrio"', async () => {
    const { headers } = await signedInUser(t);
    const found = await results(headers, 'equilibrio');
    expect(found).toContainEqual(
      expect.objectContaining({ type: 'module', url: '/app/costs-pricing', category: 'modules' }),
    );
    const section = found.find((r) => r.type === 'section');
    expect(section).toMatchObject({ category: 'concepts' });
    expect(section?.url).toMatch(/^\/app\/libro\/9#/);
  });

  it('finds every screen of the registry by its name, with its description', async () => {
    const { headers } = await signedInUser(t);
    for (const screen of APP_MODULES) {
      expect(await results(headers, screen.label)).toContainEqual({
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
    const owner = (await signedInUser(t)).headers;
    const stranger = (await signedInUser(t)).headers;
    const created = await t.app.inject({
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
    expect(created.statusCode, created.body).toBe(201);
    expect(await results(owner, 'rosca')).toContainEqual(
      expect.objectContaining({ type: 'product', title: 'Rosca de Reyes', category: 'other' }),
    );
    const theirs = await results(stranger, 'rosca');
    expect(theirs.filter((r) => r.type === 'product')).toEqual([]);
  });

  it('writes an entry’s date as people read it, not as ISO', async () => {
    const owner = (await signedInUser(t)).headers;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cash-flow/entries',
      headers: owner,
      payload: {
        date: '2026-11-22',
        type: 'income',
        amount: 1_500,
        description: 'Pedido de roscas',
        category: 'Ventas',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await results(owner, 'roscas')).toContainEqual(
      expect.objectContaining({
        type: 'entry',
        description: 'Ingreso · Ventas · 22 de noviembre de 2026',
      }),
    );
  });

  it('needs 2+ characters and a session', async () => {
    const { headers } = await signedInUser(t);
    expectDetail(await find(headers, 'e'), 400, 'Escribe al menos 2 caracteres para buscar');
    expectDetail(await find({}, 'equilibrio'), 401);
  });
});
