import type { AppConfig } from '../platform/config.js';
import { migrateToLatest, type DatabaseHandle } from '../platform/db.js';
import { loadOfflinePinGeocoder, type ReverseGeocoder } from '../modules/location/index.js';
import { applyEnvironmentConfig } from '../modules/app-config/index.js';
import { seedReferenceData } from './seed/reference-seed.js';
import { countDemoAccounts, seedDemoData } from './seed/demo-seed.js';

export type PrepareConfig = Pick<AppConfig, 'env' | 'seedDemo' | 'enableOtpDefault' | 'enableOtpOverride'>;

/**
 * Migrates, loads reference data and (when configured) the demo accounts, then applies ENABLE_OTP. Returns
 * how many demo accounts (passcode 1234) the database holds, so the start-up can say so loudly, and the reverse
 * geocoder (the offline PIN index read from the seeded table, unless another one is given).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: PrepareConfig,
  geocoder?: ReverseGeocoder,
): Promise<{ demoSeeded: boolean; demoAccounts: number; geocoder: ReverseGeocoder }> {
  await migrateToLatest(handle);
  await seedReferenceData(handle.db, { enableOtp: config.enableOtpDefault });
  const placeFinder = geocoder ?? (await loadOfflinePinGeocoder(handle.db));
  const demoSeeded = config.seedDemo ? await seedDemoData(handle.db, placeFinder, handle.engine) : false;
  await applyEnvironmentConfig(handle.db, config);
  const demoAccounts = await countDemoAccounts(handle.db);
  assertNoUnwantedDemoAccounts(config, demoAccounts);
  return { demoSeeded, demoAccounts, geocoder: placeFinder };
}

/** Production refuses to run with well-known passcodes in its database unless SEED_DEMO=true says it is wanted. */
export function assertNoUnwantedDemoAccounts(
  config: Pick<AppConfig, 'env' | 'seedDemo'>,
  demoAccounts: number,
): void {
  if (config.env === 'production' && demoAccounts > 0 && !config.seedDemo) {
    throw new Error(
      `Refusing to start in production: the database holds ${demoAccounts} demo account(s) with the ` +
        'well-known passcode 1234 (mobiles 9000000001-9000000017). Remove them, or set SEED_DEMO=true if ' +
        'this is a demo installation.',
    );
  }
}
