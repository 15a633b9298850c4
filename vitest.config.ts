import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'finance', include: ['packages/finance/src/**/*.test.ts'] } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { test: { name: 'demo-data', include: ['packages/demo-data/src/**/*.test.ts'] } },
      { test: { name: 'book', include: ['packages/book/test/**/*.test.ts'] } },
      { test: { name: 'web-unit', include: ['apps/web/src/**/*.test.ts'] } },
      // The lint boundaries: probes that break each rule must fail (scripts/boundaries.test.ts).
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], hookTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file still gets its own database and app (support/app.ts); what it no longer
          // gets is its own module graph, so a worker imports the app once, not once per file.
          // And one worker per core (at least 2), not vitest's cores - 1: these files wait on
          // PostgreSQL as much as they compute. The whole layer on 2 cores, median wall time of
          // quiet runs: vitest's default here (isolated, 1 worker) 73 s; not isolated, 1 worker
          // 36 s, 2 workers 23.5 s, 3 workers 23 s, 4 workers 24.5 s (and more CPU).
          isolate: false,
          maxWorkers: Math.max(2, availableParallelism()),
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          // Two files at a time against the one server and the one Chromium: most of a browser
          // test is waiting on the page or the server, so two overlap well even on two cores.
          maxWorkers: 2,
          // The files share their worker's modules (playwright-core, axe): each file still
          // connects, opens and closes its own browser contexts in its own hooks.
          isolate: false,
          // Its own group, since its worker count differs from the other projects'.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // A ceiling, not a wait: a poll returns as soon as it holds. Two files at a time on a
          // busy machine can take more than the default second to render a page.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
