/**
 * Nearby-search benchmark launcher: `node --import tsx bench/nearby/run.ts` (or `npm run bench:nearby`).
 * The workspace package @fixo/shared is read from its TypeScript source, which needs the `source` export
 * condition; this launcher re-runs the benchmark with it so nothing has to be built first.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', path.join(here, 'bench.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
