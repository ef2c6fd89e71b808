import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverProject = (engine: 'sqlite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: {
    name: `server-${engine}`,
    env: { FIXO_TEST_ENGINE: engine },
    // PostgreSQL files one at a time: each has a schema of its own, but Kysely's migrator reads the catalogue of
    // every schema, and another file dropping its schema meanwhile fails that read.
    fileParallelism: engine === 'sqlite',
  },
});

export default defineConfig({
  test: {
    // Vitest's default is a worker less than the cores: 1 on these 2-core machines. The server files wait on
    // PostgreSQL much of the time, so a worker per core runs the SQLite and web files beside them.
    maxWorkers: availableParallelism(),
    // The server suite runs on SQLite always and again on PostgreSQL when TEST_DATABASE_URL is set.
    projects: [
      'packages/shared',
      'apps/web',
      serverProject('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
