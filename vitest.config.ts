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
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
