import { buildApp } from './app.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db.js';
import { createPostgresBus } from './platform/realtime.js';
import { prepareDatabase } from './db/prepare.js';
import { DEMO_CENTER_COUNT, DEMO_MOBILES, DEMO_PASSCODE } from './db/seed/demo-seed.js';

/** Orchestrators (docker, systemd, Kubernetes) wait 10 s before SIGKILL; finish before that. */
const SHUTDOWN_TIMEOUT_MS = 8_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  const { geocoder, demoAccounts } = await prepareDatabase(database, config);
  // The bus reports through the same log as the pool (the app's, once built).
  const bus = database.pgPool
    ? await createPostgresBus(database.pgPool, {
        log: {
          warn: (details, message) => database.log.warn(details, message),
          info: (details, message) => database.log.info?.(details, message),
        },
      })
    : undefined;
  const app = await buildApp({ config, database, geocoder, ...(bus ? { bus } : {}) });
  app.addHook('onClose', async () => database.close());

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${config.port}`;
  const lines = [
    '',
    `  Fixo is running at ${url}  (API docs: ${url}/api/docs)`,
    `  Database: ${config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL'}`,
  ];
  if (config.devTools) lines.push(`  Development tools on: SMS outbox at ${url}/dev/outbox (DEV_TOOLS)`);
  console.log(lines.join('\n') + '\n');
  if (demoAccounts > 0) {
    console.log(
      boxed([
        `WARNING: ${demoAccounts} DEMO ACCOUNTS EXIST, passcode ${DEMO_PASSCODE} for all`,
        'Anyone who can reach this server can sign in with them.',
        '',
        `Manager         ${DEMO_MOBILES.manager}`,
        `Customer        ${DEMO_MOBILES.customer}`,
        `Service centers ${DEMO_MOBILES.firstCenter} to ${Number(DEMO_MOBILES.firstCenter) + DEMO_CENTER_COUNT - 1} (the last two await approval)`,
      ]) + '\n',
    );
  }

  // On Ctrl+C or a container stop: stop accepting, end the live streams, finish the requests in flight,
  // close the LISTEN connection and the pool. A close that hangs (a dead database socket) must not keep
  // the process: after SHUTDOWN_TIMEOUT_MS it exits non-zero anyway, as does a second signal.
  let shuttingDown = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (shuttingDown) {
        app.log.warn(`${signal} received again, exiting now`);
        process.exit(1);
      }
      shuttingDown = true;
      app.log.info(`${signal} received, shutting down`);
      setTimeout(() => {
        app.log.error(`shutdown did not finish within ${SHUTDOWN_TIMEOUT_MS / 1000} s, exiting`);
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS);
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error);
          process.exit(1);
        },
      );
    });
  }
}

/** Draws a box around lines so a warning stands out in a busy console. */
function boxed(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const bar = '#'.repeat(width + 6);
  return [bar, ...lines.map((line) => `## ${line.padEnd(width)} ##`), bar].join('\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
