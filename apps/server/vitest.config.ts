import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test-support/non-india-time-zone.ts'],
    // On PostgreSQL: the template databases every file clones instead of migrating and seeding its own.
    globalSetup: ['src/test-support/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
