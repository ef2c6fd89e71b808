import { defineConfig } from 'vitest/config';

const serverProject = (engine: 'sqlite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: { name: `server-${engine}`, env: { FIXO_TEST_ENGINE: engine } },
});

export default defineConfig({
  test: {
    // The server suite runs on SQLite always and again on PostgreSQL when TEST_DATABASE_URL is set.
    projects: [
      'packages/shared',
      'apps/web',
      serverProject('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
