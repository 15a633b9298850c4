import type { Centavos } from '@caudal/finance/money';
import { describe, expect, it } from 'vitest';
import * as contracts from './index.ts';
import { money, moneyInput, NUMBER_UNITS, UNIT_KEY } from './numbers.ts';
import type { ProductInputSchema } from './products.ts';
import { z } from './zod-es.ts';

type Core = z.core.$ZodType;
const unitOf = (schema: Core) => z.globalRegistry.get(schema as z.ZodType)?.[UNIT_KEY];

/** Every number inside `schema` without a declared unit, by path. */
function numbersWithoutUnit(schema: Core, path: string, found: string[], seen: Set<Core>) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string, at = path) => {
    const child = def[key];
    if (child) numbersWithoutUnit(child as Core, at, found, seen);
  };
  switch (def.type) {
    case 'number':
      if (!NUMBER_UNITS.includes(unitOf(schema) as never)) found.push(path || '(raíz)');
      return;
    case 'pipe':
      // A money codec is the unit itself; any other pipe is checked on both sides.
      if (unitOf(schema) === 'money') return;
      inner('in');
      inner('out');
      return;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, Core>)) {
        numbersWithoutUnit(child, path ? `${path}.${key}` : key, found, seen);
      }
      return;
    case 'array':
      inner('element', `${path}[]`);
      return;
    case 'record':
      inner('valueType', `${path}{}`);
      return;
    case 'union':
      for (const option of def.options as Core[]) numbersWithoutUnit(option, path, found, seen);
      return;
    case 'nullable':
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      inner('innerType');
      return;
    default:
      return;
  }
}

const schemas: [string, z.ZodType][] = [];
for (const [name, value] of Object.entries(contracts) as [string, unknown][]) {
  if (value instanceof z.ZodType) schemas.push([name, value]);
}

describe('numbers in the contracts', () => {
  it('finds the exported schemas to check', () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['DashboardSchema', 'ComputedMetricsSchema', 'ProductInputSchema']),
    );
  });

  it.each(schemas)(
    '%s: every number declares its unit (money converts; the rest say what they are)',
    (_name, schema) => {
      const found: string[] = [];
      numbersWithoutUnit(schema, '', found, new Set());
      expect(found).toEqual([]);
    },
  );

  it('would catch a plain number', () => {
    const found: string[] = [];
    numbersWithoutUnit(z.object({ total: z.number() }), '', found, new Set());
    expect(found).toEqual(['total']);
  });
});

describe('money on the wire', () => {
  const Card = z.object({ value: money(), previous: money().nullable() });

  it('is pesos in JSON and centavos in the code, both ways', () => {
    expect(z.decode(Card, { value: 1234.5, previous: null })).toEqual({
      value: 123450,
      previous: null,
    });
    expect(z.encode(Card, { value: 123450 as Centavos, previous: 1 as Centavos })).toEqual({
      value: 1234.5,
      previous: 0.01,
    });
  });

  it('refuses to send an amount that is not whole centavos (pesos where centavos belong)', () => {
    const result = z.safeEncode(Card, { value: 12.5 as Centavos, previous: null });
    expect(result.success).toBe(false);
  });

  it('a request body cannot carry centavos: the compiler refuses it', () => {
    const inCentavos = 1_999 as Centavos;
    const body: z.input<typeof ProductInputSchema> = {
      name: 'Pan',
      // @ts-expect-error a client sends the pesos a person typed, never Centavos
      price: inCentavos,
      variableCost: 5,
      monthlySales: 1,
    };
    expect(body.name).toBe('Pan');
  });

  it('checks what a person types, in Spanish, and hands the API centavos', () => {
    const price = moneyInput('El precio', { positive: true });
    expect(z.decode(price, 19.99)).toBe(1999);
    expect(price.safeParse(1.005).error?.issues[0]?.message).toBe(
      'El precio admite como máximo dos decimales',
    );
    expect(price.safeParse(0).error?.issues[0]?.message).toBe('El precio debe ser mayor que cero');
    // Above zero, yet not one centavo (found by the API's fuzz suite: it reached a CHECK > 0).
    expect(price.safeParse(3.9e-243).error?.issues[0]?.message).toBe(
      'El precio debe ser mayor que cero',
    );
    expect(z.decode(price, 0.01)).toBe(1);
    expect(price.safeParse(-3).error?.issues[0]?.message).toBe('El precio no puede ser negativo');
    expect(price.safeParse('mil').error?.issues[0]?.message).toBe('El precio debe ser un número');
  });

  it('documents money as a number of pesos in the OpenAPI schema, both ways', () => {
    for (const io of ['input', 'output'] as const) {
      const json = z.toJSONSchema(Card, { io, unrepresentable: 'any' });
      expect(json.properties?.value).toMatchObject({
        type: 'number',
        description: 'Monto en pesos (MXN)',
      });
    }
  });
});
