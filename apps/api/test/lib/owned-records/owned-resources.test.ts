import {
  CashFlowEntrySchema,
  CashFlowPageSchema,
  FixedCostSchema,
  ProductSchema,
  VariableCostLineSchema,
  z,
} from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

const t = useTestApp();

type Case = {
  path: string;
  /** The resource's contract; `paged` lists answer a page of items instead of an array. */
  schema: z.ZodType<unknown, { id: string }>;
  paged?: boolean;
  valid: Record<string, unknown>;
  changed: Record<string, unknown>;
  /** What the view adds to `valid` and `changed` (figures the API computes from them). */
  computed?: { valid: Record<string, unknown>; changed: Record<string, unknown> };
  invalid: [Record<string, unknown>, string][];
};

const CASES: Case[] = [
  {
    path: '/api/products',
    schema: ProductSchema,
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
    schema: FixedCostSchema,
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
    schema: VariableCostLineSchema,
    valid: { name: 'Empaques', type: 'variable', amount: 3500, category: 'Empaques' },
    changed: { name: 'Comisión terminal', type: 'fixed', amount: 900, category: 'Comisiones' },
    invalid: [
      [{ type: 'semi' }, 'El tipo debe ser fijo (fixed) o variable (variable)'],
      [{ amount: 0 }, 'El monto debe ser mayor que cero'],
    ],
  },
  {
    path: '/api/cash-flow/entries',
    schema: CashFlowEntrySchema,
    paged: true,
    valid: {
      date: '2026-10-31',
      type: 'income',
      amount: 5230.5,
      description: 'Venta de pan de muerto',
      category: 'Ventas',
      recurring: false,
      ivaRate: '16',
    },
    changed: {
      date: '2026-11-01',
      type: 'expense',
      amount: 1200,
      description: 'Harina',
      category: 'Insumos',
      recurring: true,
      ivaRate: 'exento',
    },
    // 5,230.50 × 16 / 116 = 721.448… → 721.45 of IVA inside; exento has none.
    computed: { valid: { iva: 721.45 }, changed: { iva: 0 } },
    invalid: [
      [{ amount: 0 }, 'El monto debe ser mayor que cero'],
      [{ type: 'transfer' }, 'El tipo debe ser ingreso (income) o gasto (expense)'],
      [{ date: '2026-02-30' }, 'La fecha debe ser una fecha válida (AAAA-MM-DD)'],
      [{ description: '' }, 'La descripción es obligatoria'],
      [{ amount: 'mil' }, 'El monto debe ser un número'],
    ],
  },
];

describe.each(CASES)('$path', ({ path, schema, paged, valid, changed, computed, invalid }) => {
  const list = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: path, headers });
    return paged
      ? expectBody(res, 200, CashFlowPageSchema).items
      : expectBody(res, 200, z.array(schema));
  };
  const read = (headers: Record<string, string>, id: string) =>
    t.app.inject({ url: `${path}/${id}`, headers });
  const create = async (headers: Record<string, string>) =>
    expectBody(
      await t.app.inject({ method: 'POST', url: path, headers, payload: valid }),
      201,
      schema,
    );

  it('creates, lists, reads, replaces and deletes', async () => {
    const { headers } = await signedInUser(t);
    const { id, ...fields } = await create(headers);
    const validView = { ...valid, ...computed?.valid };
    const changedView = { ...changed, ...computed?.changed };
    expect(fields).toEqual(validView);

    expect(await list(headers)).toEqual([{ id, ...validView }]);
    expect(expectBody(await read(headers, id), 200, schema)).toEqual({ id, ...validView });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `${path}/${id}`,
      headers,
      payload: changed,
    });
    expect(expectBody(updated, 200, schema)).toEqual({ id, ...changedView });
    expect(expectBody(await read(headers, id), 200, schema)).toEqual({ id, ...changedView });

    const deleted = await t.app.inject({ method: 'DELETE', url: `${path}/${id}`, headers });
    expect(deleted.statusCode).toBe(204);
    expectDetail(await read(headers, id), 404);
    expect(await list(headers)).toEqual([]);
  });

  it.each(invalid)('rejects %o with 400: %s, and stores nothing', async (override, detail) => {
    const { headers } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers,
      payload: { ...valid, ...override },
    });
    expectDetail(res, 400, detail);
    expect(await list(headers)).toEqual([]);
  });

  it("another company's ids answer 404 and stay untouched", async () => {
    const owner = (await signedInUser(t)).headers;
    const stranger = (await signedInUser(t)).headers;
    const { id } = await create(owner);
    expectDetail(await read(stranger, id), 404);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${path}/${id}`,
      headers: stranger,
      payload: changed,
    });
    expectDetail(put, 404);
    expectDetail(
      await t.app.inject({ method: 'DELETE', url: `${path}/${id}`, headers: stranger }),
      404,
    );
    expect(await list(stranger)).toEqual([]);
    expect(expectBody(await read(owner, id), 200, schema)).toEqual({
      id,
      ...valid,
      ...computed?.valid,
    });
  });

  it('needs a session and a valid id', async () => {
    expectDetail(await t.app.inject({ url: path }), 401);
    const { headers } = await signedInUser(t);
    expectDetail(await read(headers, 'no-es-un-id'), 400, 'El identificador no es válido');
  });
});
