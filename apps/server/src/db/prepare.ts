import type { AppConfig } from '../platform/config.js';
import { migrateToLatest, type DatabaseHandle } from '../platform/db.js';
import type { ReverseGeocoder } from '../modules/location/location.service.js';
import { seedReferenceData } from './seed/reference-seed.js';
import { seedDemoData } from './seed/demo-seed.js';

/** Migrates, loads reference data and (when configured) the demo accounts. Returns whether demo data was added. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Pick<AppConfig, 'seedDemo' | 'enableOtpDefault'>,
  geocoder: ReverseGeocoder,
): Promise<{ demoSeeded: boolean }> {
  await migrateToLatest(handle);
  await seedReferenceData(handle.db, { enableOtp: config.enableOtpDefault });
  const demoSeeded = config.seedDemo ? await seedDemoData(handle.db, geocoder) : false;
  return { demoSeeded };
}
