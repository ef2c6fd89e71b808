import { buildApp } from './app.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db.js';
import { createPostgresBus } from './platform/realtime.js';
import { prepareDatabase } from './db/prepare.js';
import { createOfflinePinGeocoder } from './modules/location/location.service.js';
import { DEMO_CENTER_COUNT, DEMO_MOBILES, DEMO_PASSCODE } from './db/seed/demo-seed.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  const geocoder = createOfflinePinGeocoder();
  const { demoAccounts } = await prepareDatabase(database, config, geocoder);
  const bus = database.pgPool ? await createPostgresBus(database.pgPool) : undefined;
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

  // Finish the requests in flight, then close the database, on Ctrl+C or a container stop.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, shutting down`);
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
