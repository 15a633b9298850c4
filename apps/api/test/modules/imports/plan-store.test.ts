import { describe, expect, it } from 'vitest';
import type { StoredPlan } from '../../../src/modules/imports/imports.view.ts';
import { decodePlan, encodePlan } from '../../../src/modules/imports/plan-store.ts';

const row = (line: number) => ({
  line,
  source: `Línea ${line}`,
  action: 'create' as const,
  kind: 'entry' as const,
  date: '2025-01-31',
  type: 'expense' as const,
  amountCentavos: 750_201,
  description: 'PAGO CFE — “SUMINISTRADOR” ñ',
  category: 'Servicios',
  uuid: null,
  reason: null,
});

const plan = (rows: number): StoredPlan => ({
  rows: Array.from({ length: rows }, (_, i) => row(i + 2)),
  entries: [],
  documents: [],
  settlements: [],
  cfdis: [],
  format: 'BBVA México',
  rfc: null,
  mappingNeeded: null,
});

describe('the stored plan', () => {
  it.each([0, 1, 2500])('gives back the same plan of %i rows, gzipped', async (rows) => {
    const stored = await encodePlan(plan(rows));
    expect([stored[0], stored[1]]).toEqual([0x1f, 0x8b]);
    expect(await decodePlan(stored)).toEqual(plan(rows));
  });

  it('reads a plan stored before gzip as plain UTF-8 JSON', async () => {
    const legacy = Buffer.from(JSON.stringify(plan(3)), 'utf8');
    expect(await decodePlan(legacy)).toEqual(plan(3));
  });

  it('compresses: 2,500 rows take under a tenth of their JSON', async () => {
    const json = Buffer.byteLength(JSON.stringify(plan(2500)));
    expect((await encodePlan(plan(2500))).length).toBeLessThan(json / 10);
  });
});
