import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import type { PostgresTemplates } from './postgres-templates.js';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./postgres-templates-cli.ts', import.meta.url));
const templatesCli = (args: string[]) =>
  run(process.execPath, ['--conditions=source', '--import', 'tsx', cli, ...args], { env: process.env });

/**
 * Vitest global setup of the server suite: on its PostgreSQL run, builds the template databases the test files
 * clone (postgres-templates.ts) and removes them afterwards. When they cannot be built (a role without
 * CREATEDB), each file migrates a schema of its own as before.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const engine = project.config.env?.FIXO_TEST_ENGINE ?? process.env.FIXO_TEST_ENGINE;
  project.provide('fixoPostgresTemplates', null);
  if (engine !== 'postgres' || !process.env.TEST_DATABASE_URL) return undefined;
  let templates: PostgresTemplates;
  try {
    templates = JSON.parse((await templatesCli(['build'])).stdout) as PostgresTemplates;
  } catch (error) {
    console.warn(
      `PostgreSQL template databases not built, each test file migrates its own: ${String(error)}`,
    );
    return undefined;
  }
  project.provide('fixoPostgresTemplates', templates);
  return async () => {
    await templatesCli(['drop', templates.demo, templates.base]);
  };
}
