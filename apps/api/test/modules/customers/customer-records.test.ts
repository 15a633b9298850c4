import {
  CustomerRecordSchema,
  CustomerRecordsImportResultSchema,
  LearningPathSchema,
  z,
} from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 14: the company's customers by month, editable and importable as CSV.

const t = useTestApp();
const URL = '/api/customer-records';

const send = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const list = async (headers: Record<string, string>) =>
  expectBody(await send(headers, 'GET', URL), 200, z.array(CustomerRecordSchema));

describe('/api/customer-records', () => {
  it('creates, reads, replaces and deletes a month; records the learning step', async () => {
    const owner = await signedInUser(t);
    const created = expectBody(
      await send(owner.headers, 'POST', URL, {
        month: '2026-03',
        activeCustomers: 180,
        newCustomers: 25,
        marketingSpend: 4500.5,
      }),
      201,
      CustomerRecordSchema,
    );
    expect(created).toMatchObject({ month: '2026-03', marketingSpend: 4500.5 });
    const replaced = expectBody(
      await send(owner.headers, 'PUT', `${URL}/${created.id}`, {
        month: '2026-03',
        activeCustomers: 190,
        newCustomers: 30,
      }),
      200,
      CustomerRecordSchema,
    );
    // Without a marketing spend the month's Marketing/Publicidad entries say it.
    expect(replaced).toMatchObject({
      activeCustomers: 190,
      newCustomers: 30,
      marketingSpend: null,
    });
    const path = expectBody(
      await send(owner.headers, 'GET', '/api/learning/path'),
      200,
      LearningPathSchema,
    );
    const steps = path.modules.find((m) => m.id === 'unit-economics')?.steps ?? [];
    expect(steps.find((s) => s.id === 'customer-record')?.done).toBe(true);
    expect((await send(owner.headers, 'DELETE', `${URL}/${created.id}`)).statusCode).toBe(204);
    expect(await list(owner.headers)).toEqual([]);
  });

  it('refuses bad months in Spanish and stores nothing', async () => {
    const owner = await signedInUser(t);
    expectDetail(
      await send(owner.headers, 'POST', URL, {
        month: '2026-04',
        activeCustomers: 10,
        newCustomers: 11,
      }),
      400,
      'Los clientes nuevos no pueden ser más que los clientes activos del mes',
    );
    expectDetail(
      await send(owner.headers, 'POST', URL, { month: '2026-13', activeCustomers: 1 }),
      400,
      'El mes debe tener la forma AAAA-MM',
    );
    expectDetail(
      await send(owner.headers, 'POST', URL, {
        month: '2026-04',
        activeCustomers: -1,
        newCustomers: 0,
      }),
      400,
      'Los clientes activos no pueden ser negativos',
    );
    expect(await list(owner.headers)).toEqual([]);
    const month = { month: '2026-04', activeCustomers: 10, newCustomers: 1 };
    expect((await send(owner.headers, 'POST', URL, month)).statusCode).toBe(201);
    // One row a month: the second is refused, the first stays.
    expectDetail(await send(owner.headers, 'POST', URL, month), 409);
    expect(await list(owner.headers)).toHaveLength(1);
  });

  it("another company's month answers 404 and stays as it was", async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const mine = expectBody(
      await send(owner.headers, 'POST', URL, {
        month: '2026-05',
        activeCustomers: 5,
        newCustomers: 1,
      }),
      201,
      CustomerRecordSchema,
    );
    const body = { month: '2026-05', activeCustomers: 99, newCustomers: 9 };
    expectDetail(
      await send(stranger.headers, 'GET', `${URL}/${mine.id}`),
      404,
      'Mes de clientes no encontrado',
    );
    expectDetail(await send(stranger.headers, 'PUT', `${URL}/${mine.id}`, body), 404);
    expectDetail(await send(stranger.headers, 'DELETE', `${URL}/${mine.id}`), 404);
    expect(await list(stranger.headers)).toEqual([]);
    expect(await list(owner.headers)).toEqual([mine]);
    expectDetail(await t.app.inject({ url: URL }), 401);
  });
});

describe('POST /api/customer-records/import', () => {
  const csv = [
    'Mes,Clientes activos,Clientes nuevos,Gasto de marketing',
    '2026-01,100,12,"$3,000.50"',
    '2026-02,110,15,',
  ].join('\r\n');

  it('imports a CSV with Spanish headers; a month already recorded is replaced', async () => {
    const owner = await signedInUser(t);
    await send(owner.headers, 'POST', URL, {
      month: '2026-02',
      activeCustomers: 1,
      newCustomers: 0,
    });
    const result = expectBody(
      await send(owner.headers, 'POST', `${URL}/import`, { csv: `\uFEFF${csv}` }),
      200,
      CustomerRecordsImportResultSchema,
    );
    expect(result.imported).toBe(2);
    const months = (await list(owner.headers)).map(({ id: _id, ...r }) => r);
    expect(months.sort((a, b) => a.month.localeCompare(b.month))).toEqual([
      { month: '2026-01', activeCustomers: 100, newCustomers: 12, marketingSpend: 3000.5 },
      { month: '2026-02', activeCustomers: 110, newCustomers: 15, marketingSpend: null },
    ]);
  });

  it('a bad row names its line and nothing is stored', async () => {
    const owner = await signedInUser(t);
    const bad = `${csv}\r\n2026-03,50,80,`;
    expectDetail(
      await send(owner.headers, 'POST', `${URL}/import`, { csv: bad }),
      400,
      'Fila 4: Los clientes nuevos no pueden ser más que los clientes activos del mes',
    );
    expectDetail(
      await send(owner.headers, 'POST', `${URL}/import`, { csv: 'a,b\r\n1,2' }),
      400,
      /El archivo debe tener una fila de títulos/,
    );
    expectDetail(
      await send(owner.headers, 'POST', `${URL}/import`, {
        csv: `${csv}\r\n2026-01,1,1,`,
      }),
      400,
      'Fila 4: el mes 2026-01 ya está en el archivo',
    );
    expect(await list(owner.headers)).toEqual([]);
  });
});
