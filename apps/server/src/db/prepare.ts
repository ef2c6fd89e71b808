import type { AppConfig } from '../platform/config.js';
import { migrateToLatest, type DatabaseHandle } from '../platform/db.js';
import { loadOfflinePinGeocoder, type ReverseGeocoder } from '../modules/location/location.service.js';
import { seedReferenceData } from './seed/reference-seed.js';
import { seedDemoData } from './seed/demo-seed.js';

/**
 * Migrates, loads reference data and (when configured) the demo accounts. Returns whether demo data was added
 * and the reverse geocoder (the offline PIN index read from the seeded table, unless another one is given).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Pick<AppConfig, 'seedDemo' | 'enableOtpDefault'>,
  geocoder?: ReverseGeocoder,
): Promise<{ demoSeeded: boolean; geocoder: ReverseGeocoder }> {
  await migrateToLatest(handle);
  await seedReferenceData(handle.db, { enableOtp: config.enableOtpDefault });
  const placeFinder = geocoder ?? (await loadOfflinePinGeocoder(handle.db));
  const demoSeeded = config.seedDemo ? await seedDemoData(handle.db, placeFinder) : false;
  return { demoSeeded, geocoder: placeFinder };
}
