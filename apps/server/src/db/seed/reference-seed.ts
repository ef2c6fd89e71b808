import type { Db } from '../../platform/db.js';
import {
  cities,
  countries,
  fuelTypes,
  gstRates,
  loadPincodes,
  serviceTypes,
  states,
  vehicleColors,
  vehicleMakers,
  vehicleMakes,
  vehicleModels,
  vehicleTypes,
  vehicles,
} from './reference/reference-data.js';
import { PLANS } from './plans.js';

const BATCH = 400;

async function insertMissing<T extends object>(
  db: Db,
  table: Parameters<Db['insertInto']>[0],
  rows: readonly T[],
  key: string = 'id',
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await db
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller maps rows to that table's columns
      .values(batch as any)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .onConflict((oc) => oc.column(key as any).doNothing())
      .execute();
  }
}

/** PIN codes filed under their city; a PIN whose district names no known city is left out (none today). */
export function pincodeRows() {
  const cityIdByName = new Map(cities.map((c) => [`${c.stateid}|${c.cityname.toLowerCase()}`, c.cityid]));
  return loadPincodes().flatMap((p) => {
    const cityId = cityIdByName.get(`${p.stateid}|${p.district.toLowerCase()}`);
    if (cityId === undefined) return [];
    const { pincode, lat, lng, locality, stateid, source } = p;
    return [{ pincode, lat, lng, locality, city_id: cityId, state_id: stateid, source }];
  });
}

async function seedPincodes(db: Db): Promise<void> {
  const rows = pincodeRows();
  const present = await db
    .selectFrom('pincodes')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  // Every start runs the seed: skip the 19,000-row pass when the table is already complete.
  if (Number(present?.n ?? 0) >= rows.length) return;
  await insertMissing(db, 'pincodes', rows, 'pincode');
}

/** Loads India's reference lists; rows already present are kept, so it is safe on every start. */
export async function seedReferenceData(db: Db, options: { enableOtp: boolean }): Promise<void> {
  await insertMissing(
    db,
    'countries',
    countries.map((c) => ({ id: c.countryid, name: c.countryname, phone_code: c.countrycode })),
  );
  await insertMissing(
    db,
    'states',
    states.map((s) => ({ id: s.stateid, name: s.statename, code: s.statecode, country_id: s.countryid })),
  );
  await insertMissing(
    db,
    'cities',
    cities.map((c) => ({ id: c.cityid, name: c.cityname, state_id: c.stateid, lat: c.lat, lng: c.lng })),
  );
  await seedPincodes(db);
  await insertMissing(
    db,
    'vehicle_types',
    vehicleTypes.map((t) => ({ id: t.vehtypid, name: t.vehtype })),
  );
  await insertMissing(
    db,
    'vehicles',
    vehicles.map((v) => ({ id: v.vehid, name: v.vehicle, vehicle_type_id: v.vehtypid })),
  );
  await insertMissing(
    db,
    'vehicle_makers',
    vehicleMakers.map((m) => ({
      id: m.vehmakertypid,
      name: m.vehiclemaker,
      vehicle_type_ids: `,${m.vehtypids.join(',')},`,
    })),
  );
  await insertMissing(
    db,
    'vehicle_makes',
    vehicleMakes.map((m) => ({ id: m.vehmaketypid, name: m.vehiclemake, maker_id: m.vehmakertypid })),
  );
  await insertMissing(
    db,
    'vehicle_models',
    vehicleModels.map((m) => ({
      id: m.vehmodelid,
      name: m.vehiclemodel,
      make_id: m.vehmaketypid,
      vehicle_type_id: m.vehtypid,
      vehicle_id: m.vehid ?? null,
    })),
  );
  await insertMissing(
    db,
    'vehicle_colors',
    vehicleColors.map((c) => ({ id: c.vehcolorid, name: c.vehiclecolor })),
  );
  await insertMissing(
    db,
    'fuel_types',
    fuelTypes.map((f) => ({ id: f.vehfueltypeid, name: f.vehfueltype })),
  );
  await insertMissing(
    db,
    'service_types',
    serviceTypes.map((s) => ({
      id: s.servicetypeid,
      name: s.servicetype,
      is_roadside: s.isroadside ? 1 : 0,
    })),
  );
  // Effective-dated rows are added by (code, effective date), so a new rate row reaches existing databases too.
  const knownRates = await db.selectFrom('gst_rates').select(['code', 'effective_from']).execute();
  const known = new Set(knownRates.map((r) => `${r.code}|${r.effective_from}`));
  const missingRates = gstRates.filter((r) => !known.has(`${r.code}|${r.effectivefrom}`));
  if (missingRates.length > 0) {
    await db
      .insertInto('gst_rates')
      .values(
        missingRates.map((r) => ({
          code: r.code,
          kind: r.kind,
          description: r.description,
          rate: r.rate,
          effective_from: r.effectivefrom,
        })),
      )
      .execute();
  }
  await insertMissing(db, 'plans', PLANS);
  await insertMissing(
    db,
    'app_config',
    [
      {
        key: 'ENABLEOTPAPI',
        value: options.enableOtp ? 'true' : 'false',
        description: 'Whether sign-in by one-time code (OTP) is offered.',
      },
      { key: 'SUPPORTMOBILE', value: '1800-000-3496', description: 'Customer support line shown to users.' },
    ],
    'key',
  );
}
