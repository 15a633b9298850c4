import { UnitEconomicsScenarioSchema, z } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 14: what-ifs saved as named scenarios of a product (or all of them).

const t = useTestApp();
const URL = '/api/unit-economics/scenarios';
const inputs = {
  pricePerUnit: 320,
  variableCosts: 190,
  marketingSpend: 18_000,
  newCustomers: 60,
  avgPurchaseFreq: 0.5,
  retentionMonths: 8,
};

async function ownerWithProduct() {
  const owner = await signedInUser(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: owner.headers,
    payload: { name: 'Kit de salsas', price: 320, variableCost: 190, monthlySales: 30 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...owner, productId: (res.json() as { id: string }).id };
}

const send = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const list = async (headers: Record<string, string>) =>
  expectBody(await send(headers, 'GET', URL), 200, z.array(UnitEconomicsScenarioSchema));

describe('/api/unit-economics/scenarios', () => {
  it('saves, lists, replaces and deletes a named what-if', async () => {
    const owner = await ownerWithProduct();
    const saved = expectBody(
      await send(owner.headers, 'POST', URL, {
        name: 'Envío gratis',
        productId: owner.productId,
        inputs,
      }),
      201,
      UnitEconomicsScenarioSchema,
    );
    expect(saved).toMatchObject({ name: 'Envío gratis', productId: owner.productId, inputs });
    const all = { name: 'Todos', productId: null, inputs: { ...inputs, retentionMonths: 12 } };
    expect((await send(owner.headers, 'POST', URL, all)).statusCode).toBe(201);
    expect((await list(owner.headers)).map((s) => s.name)).toEqual(['Envío gratis', 'Todos']);
    const replaced = expectBody(
      await send(owner.headers, 'PUT', `${URL}/${saved.id}`, {
        name: 'Envío gratis 2',
        productId: owner.productId,
        inputs: { ...inputs, avgPurchaseFreq: 0.7 },
      }),
      200,
      UnitEconomicsScenarioSchema,
    );
    expect(replaced.inputs.avgPurchaseFreq).toBe(0.7);
    expect((await send(owner.headers, 'DELETE', `${URL}/${saved.id}`)).statusCode).toBe(204);
    expect(await list(owner.headers)).toHaveLength(1);
  });

  it('refuses bad inputs in Spanish and stores nothing', async () => {
    const owner = await ownerWithProduct();
    expectDetail(
      await send(owner.headers, 'POST', URL, {
        name: 'Mal',
        productId: null,
        inputs: { ...inputs, retentionMonths: -1 },
      }),
      400,
      'En inputs.retentionMonths: Los meses de retención no pueden ser negativos',
    );
    expectDetail(
      await send(owner.headers, 'POST', URL, { name: '', productId: null, inputs }),
      400,
      'El nombre del escenario es obligatorio',
    );
    expectDetail(
      await send(owner.headers, 'POST', URL, {
        name: 'Mal',
        productId: null,
        inputs: { ...inputs, newCustomers: 1.5 },
      }),
      400,
      'En inputs.newCustomers: Los clientes nuevos deben ser un número entero',
    );
    expect(await list(owner.headers)).toEqual([]);
  });

  it("another company's scenario or product answers 404 and nothing changes", async () => {
    const owner = await ownerWithProduct();
    const stranger = await ownerWithProduct();
    const mine = expectBody(
      await send(owner.headers, 'POST', URL, { name: 'Mío', productId: owner.productId, inputs }),
      201,
      UnitEconomicsScenarioSchema,
    );
    // A scenario of another company's product is refused: the product is not found.
    expectDetail(
      await send(stranger.headers, 'POST', URL, {
        name: 'Ajeno',
        productId: owner.productId,
        inputs,
      }),
      404,
      'Producto no encontrado',
    );
    expectDetail(
      await send(owner.headers, 'PUT', `${URL}/${mine.id}`, {
        name: 'Mío',
        productId: stranger.productId,
        inputs,
      }),
      404,
      'Producto no encontrado',
    );
    const body = { name: 'X', productId: null, inputs };
    expectDetail(
      await send(stranger.headers, 'GET', `${URL}/${mine.id}`),
      404,
      'Escenario no encontrado',
    );
    expectDetail(await send(stranger.headers, 'PUT', `${URL}/${mine.id}`, body), 404);
    expectDetail(await send(stranger.headers, 'DELETE', `${URL}/${mine.id}`), 404);
    expect(await list(stranger.headers)).toEqual([]);
    expect(await list(owner.headers)).toEqual([mine]);
    expectDetail(await t.app.inject({ url: URL }), 401);
  });
});
