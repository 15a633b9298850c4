import { describe, expect, it } from 'vitest';
import { type RowApi, syncRows } from './sync-rows.ts';

type Input = { name: string };

function fakeApi(failOn?: string) {
  const calls: string[] = [];
  let next = 1;
  const api: RowApi<Input> = {
    create: async (input) => {
      if (input.name === failOn) throw new Error('falló');
      calls.push(`create ${input.name}`);
      return { id: `new${next++}` };
    },
    update: async (id, input) => {
      calls.push(`update ${id} ${input.name}`);
    },
    remove: async (id) => {
      calls.push(`remove ${id}`);
    },
  };
  return { api, calls };
}

describe('syncRows', () => {
  it('removes, updates only what changed, and creates new rows', async () => {
    const saved = new Map([
      ['a', JSON.stringify({ name: 'A' })],
      ['b', JSON.stringify({ name: 'B' })],
      ['gone', JSON.stringify({ name: 'X' })],
    ]);
    const { api, calls } = fakeApi();
    const created: Array<[number, string]> = [];
    await syncRows(
      [
        { serverId: 'a', input: { name: 'A' } },
        { serverId: 'b', input: { name: 'B2' } },
        { serverId: '', input: { name: 'C' } },
      ],
      ['gone'],
      saved,
      api,
      { onCreated: (i, id) => created.push([i, id]), onRemoved: () => {} },
    );
    expect(calls).toEqual(['remove gone', 'update b B2', 'create C']);
    expect(created).toEqual([[2, 'new1']]);
    expect([...saved.keys()].sort()).toEqual(['a', 'b', 'new1']);
  });

  it('after a failure, a retry does not create the saved rows again', async () => {
    const saved = new Map<string, string>();
    const rows = [
      { serverId: '', input: { name: 'A' } },
      { serverId: '', input: { name: 'B' } },
    ];
    const failing = fakeApi('B');
    const onCreated = (i: number, id: string) => {
      const row = rows[i];
      if (row) row.serverId = id;
    };
    await expect(
      syncRows(rows, [], saved, failing.api, { onCreated, onRemoved: () => {} }),
    ).rejects.toThrow('falló');
    const retry = fakeApi();
    await syncRows(rows, [], saved, retry.api, { onCreated, onRemoved: () => {} });
    expect(failing.calls).toEqual(['create A']);
    expect(retry.calls).toEqual(['create B']);
  });
});
