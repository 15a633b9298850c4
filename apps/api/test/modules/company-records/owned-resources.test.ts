import { describe, expect, it } from 'vitest';
import { bearer, register, useTestApp } from '../../support/app.ts';

const t = useTestApp();

type Case = {
  path: string;
  valid: Record<string, unknown>;
  changed: Record<string, unknown>;
  invalid: [Record<string, unknown>, string][];
};

const CASES: Case[] = [
  {
    path: '/api/products',
    valid: {
      name: 'Concha',
      price: 14.5,
      variableCost: 5.25,
      monthlySales: 1200,
      category: 'Panadería',
    },
    changed: {
      name: 'Concha de vainilla',
      price: 15,
      variableCost: 5.5,
      monthlySales: 1300,
      category: 'Panadería',
    },
    invalid: [
      [{ price: 'abc' }, 'El precio debe ser un número'],
      [{ monthlySales: -5 }, 'Las ventas mensuales no pueden ser negativas'],
      [{ monthlySales: 2.5 }, 'Las ventas mensuales deben ser un número entero de unidades'],
      [{ variableCost: 1.234 }, 'El costo variable admite como máximo dos decimales'],
      [{ name: '  ' }, 'El nombre del producto es obligatorio'],
    ],
  },
  {
    path: '/api/fixed-costs',
    valid: { name: 'Renta del local', amount: 18000, category: 'Renta', recurring: true },
    changed: { name: 'Seguro anual', amount: 12000, category: 'Seguros', recurring: false },
    invalid: [
      [{ amount: 0 }, 'El monto debe ser mayor que cero'],
      [{ amount: -100 }, 'El monto no puede ser negativo'],
      [{ recurring: 'sí' }, 'recurring debe ser verdadero o falso'],
    ],
  },
  {
    path: '/api/variable-cost-lines',
    valid: { name: 'Empaques', type: 'variable', amount: 3500, category: 'Empaques' },
    changed: { name: 'Comisión terminal', type: 'fixed', amount: 900, category: 'Comisiones' },
    invalid: [
      [{ type: 'semi' }, 'El tipo debe ser fijo (fixed) o variable (variable)'],
      [{ amount: 0 }, 'El monto debe ser mayor que cero'],
    ],
  },
  {
    path: '/api/cash-flow/entries',
    valid: {
      date: '2026-10-31',
      type: 'income',
      amount: 5230.5,
      description: 'Venta de pan de muerto',
      category: 'Ventas',
      recurring: false,
    },
    changed: {
      date: '2026-11-01',
      type: 'expense',
      amount: 1200,
      description: 'Harina',
      category: 'Insumos',
      recurring: true,
    },
    invalid: [
      [{ amount: 0 }, 'El monto debe ser mayor que cero'],
      [{ type: 'transfer' }, 'El tipo debe ser ingreso (income) o gasto (expense)'],
      [{ date: '2026-02-30' }, 'La fecha debe ser una fecha válida (AAAA-MM-DD)'],
      [{ description: '' }, 'La descripción es obligatoria'],
      [{ amount: 'mil' }, 'El monto debe ser un número'],
    ],
  },
];

describe.each(CASES)('$path', ({ path, valid, changed, invalid }) => {
  it('creates, lists, reads, replaces and deletes', async () => {
    const { access_token } = await register(t.app);
    const headers = bearer(access_token);
    const created = await t.app.inject({ method: 'POST', url: path, headers, payload: valid });
    expect(created.statusCode, created.body).toBe(201);
    const { id, ...fields } = created.json();
    expect(fields).toEqual(valid);

    const list = await t.app.inject({ url: path, headers });
    const items = Array.isArray(list.json()) ? list.json() : list.json().items;
    expect(items).toEqual([{ id, ...valid }]);
    expect((await t.app.inject({ url: `${path}/${id}`, headers })).json()).toEqual({
      id,
      ...valid,
    });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `${path}/${id}`,
      headers,
      payload: changed,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id, ...changed });
    expect((await t.app.inject({ url: `${path}/${id}`, headers })).json()).toEqual({
      id,
      ...changed,
    });

    const deleted = await t.app.inject({ method: 'DELETE', url: `${path}/${id}`, headers });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: `${path}/${id}`, headers })).statusCode).toBe(404);
  });

  it.each(invalid)('rejects %o with 400: %s, and stores nothing', async (override, detail) => {
    const { access_token } = await register(t.app);
    const headers = bearer(access_token);
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers,
      payload: { ...valid, ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
    const list = (await t.app.inject({ url: path, headers })).json();
    expect(Array.isArray(list) ? list : list.items).toEqual([]);
  });

  it("another company's ids answer 404 and stay untouched", async () => {
    const owner = bearer((await register(t.app)).access_token);
    const stranger = bearer((await register(t.app)).access_token);
    const { id } = (
      await t.app.inject({ method: 'POST', url: path, headers: owner, payload: valid })
    ).json();
    expect((await t.app.inject({ url: `${path}/${id}`, headers: stranger })).statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${path}/${id}`,
      headers: stranger,
      payload: changed,
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${path}/${id}`, headers: stranger }))
        .statusCode,
    ).toBe(404);
    const strangerList = (await t.app.inject({ url: path, headers: stranger })).json();
    expect(Array.isArray(strangerList) ? strangerList : strangerList.items).toEqual([]);
    expect((await t.app.inject({ url: `${path}/${id}`, headers: owner })).json()).toEqual({
      id,
      ...valid,
    });
  });

  it('needs a session and a valid id', async () => {
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);
    const headers = bearer((await register(t.app)).access_token);
    const bad = await t.app.inject({ url: `${path}/no-es-un-id`, headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('El identificador no es válido');
  });
});
