import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests; the server against real databases (SQLite and
// PostgreSQL); end-to-end through Chromium. They share nothing but this file.
export default defineConfig({
  test: {
    // CI also writes a machine-readable report, from which .ci/run prints the totals.
    reporters: process.env.CI === 'true' ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/console/src/**/*.test.{ts,tsx}',
            'apps/booth/test/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
