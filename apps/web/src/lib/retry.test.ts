import { describe, expect, it } from 'vitest';
import { retry } from './retry.ts';

describe('retry', () => {
  it('retries with a doubling delay and returns the first success', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await retry(
      async () => {
        calls++;
        if (calls < 3) throw new Error('chunk failed');
        return 'ok';
      },
      { sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('ok');
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after 3 retries with the last error', async () => {
    const waits: number[] = [];
    let calls = 0;
    await expect(
      retry(
        async () => {
          calls++;
          throw new Error(`fallo ${calls}`);
        },
        { sleep: async (ms) => void waits.push(ms) },
      ),
    ).rejects.toThrow('fallo 4');
    expect(waits).toEqual([1000, 2000, 4000]);
  });
});
