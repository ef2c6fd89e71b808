/**
 * Run by the vitest global setup in a process of its own (`node --conditions=source --import tsx`), because
 * vitest's main process resolves workspace packages without the `source` condition (vitest-dev/vitest#7588)
 * and would need a build first. `build` prints the templates as JSON; `drop <name>...` removes databases.
 */
import { buildTemplates, dropDatabase } from './postgres-templates.js';

const [command, ...names] = process.argv.slice(2);
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
if (command === 'build') {
  process.stdout.write(JSON.stringify(await buildTemplates(serverUrl)));
} else if (command === 'drop') {
  for (const name of names) await dropDatabase(serverUrl, name);
} else {
  throw new Error(`unknown command ${String(command)}: build | drop <name>...`);
}
