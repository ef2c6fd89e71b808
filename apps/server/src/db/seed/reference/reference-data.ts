/**
 * India reference data for seeding: countries, states (GST codes), cities, PIN codes, vehicle taxonomy,
 * colours, fuel types, service types and effective-dated GST rates. Sources and licences: README.md.
 *
 * Data files are read with `fs` (not JSON imports) so this works from `src` (vitest/tsx) and from `dist`
 * (see `dataFileUrl`). pincodes.csv is read with the app's CSV reader (platform/csv.ts).
 */
import fs from 'node:fs';
import { parseCsv } from '../../../platform/csv.js';
import { dataFileUrl } from './data-file-url.js';

export { dataFileUrl };

export interface CountryRow {
  countryid: number;
  countryname: string;
  countrycode: string;
}

export interface StateRow {
  /** GST state code as a number (29 = Karnataka). */
  stateid: number;
  statename: string;
  /** GST state code as two-digit text ('29'). */
  statecode: string;
  countryid: number;
}

export interface CityRow {
  cityid: number;
  cityname: string;
  stateid: number;
  lat: number;
  lng: number;
}

export interface PinCodeRow {
  pincode: string;
  lat: number;
  lng: number;
  locality: string;
  district: string;
  stateid: number;
  source: PinSource;
}

/** Where a PIN's point comes from (see README.md). */
export type PinSource = 'indiapost' | 'indiapost-district' | 'geolocation';

export interface VehicleTypeRow {
  vehtypid: number;
  vehtype: string;
}

export interface VehicleRow {
  vehid: number;
  vehicle: string;
  vehtypid: number;
}

export interface VehicleMakerRow {
  vehmakertypid: number;
  vehiclemaker: string;
  vehtypids: readonly number[];
}

export interface VehicleMakeRow {
  vehmaketypid: number;
  vehiclemake: string;
  /** 0 only for the special 'Other' make (id OTHER_MAKE_ID), which applies to every maker. */
  vehmakertypid: number;
}

export interface VehicleModelRow {
  vehmodelid: number;
  vehiclemodel: string;
  vehmaketypid: number;
  vehtypid: number;
  vehid: number;
}

export interface VehicleColorRow {
  vehcolorid: number;
  vehiclecolor: string;
}

export interface FuelTypeRow {
  vehfueltypeid: number;
  vehfueltype: string;
}

export interface ServiceTypeRow {
  servicetypeid: number;
  servicetype: string;
  isroadside: boolean;
}

export interface GstRateRow {
  code: string;
  kind: 'HSN' | 'SAC';
  description: string;
  /** Percent, e.g. 18. */
  rate: number;
  /** ISO date (YYYY-MM-DD) from which this rate applies; the latest row not after the invoice date wins. */
  effectivefrom: string;
}

/** The special make shown under every maker; the customer types the make text. */
export const OTHER_MAKE_ID = 101;

function readJson<T>(name: string): readonly T[] {
  return Object.freeze(JSON.parse(fs.readFileSync(dataFileUrl(name), 'utf8')) as T[]);
}

export const countries = readJson<CountryRow>('countries.json');
export const states = readJson<StateRow>('states.json');
export const cities = readJson<CityRow>('cities.json');
export const vehicleTypes = readJson<VehicleTypeRow>('vehicle-types.json');
export const vehicles = readJson<VehicleRow>('vehicles.json');
export const vehicleMakers = readJson<VehicleMakerRow>('vehicle-makers.json');
export const vehicleMakes = readJson<VehicleMakeRow>('vehicle-makes.json');
export const vehicleModels = readJson<VehicleModelRow>('vehicle-models.json');
export const vehicleColors = readJson<VehicleColorRow>('vehicle-colors.json');
export const fuelTypes = readJson<FuelTypeRow>('fuel-types.json');
export const serviceTypes = readJson<ServiceTypeRow>('service-types.json');
export const gstRates = readJson<GstRateRow>('gst-rates.json');

let pincodeCache: PinCodeRow[] | undefined;

/** All PIN codes (pincodes.csv), parsed once and cached. */
export function loadPincodes(): PinCodeRow[] {
  pincodeCache ??= parsePincodesCsv(fs.readFileSync(dataFileUrl('pincodes.csv'), 'utf8'), {
    headerRequired: true,
  });
  return pincodeCache;
}

export const PINCODES_CSV_HEADER = 'pincode,lat,lng,locality,district,stateid,source';

/**
 * Reads `pincodes.csv`. The seed takes only the current header (`headerRequired`); the merge script also reads
 * a file from before the merge, whose rows (no source column) came from the npm package.
 */
export function parsePincodesCsv(text: string, { headerRequired = false } = {}): PinCodeRow[] {
  const [header = [], ...rows] = parseCsv(text);
  if (headerRequired && header.join(',') !== PINCODES_CSV_HEADER)
    throw new Error(`pincodes.csv: unexpected header ${header.join(',')}`);
  const col = (name: string) => header.indexOf(name);
  return rows
    .filter((r) => r.length > 1)
    .map((r) => ({
      pincode: r[col('pincode')]!,
      lat: Number(r[col('lat')]),
      lng: Number(r[col('lng')]),
      locality: r[col('locality')]!,
      district: r[col('district')]!,
      stateid: Number(r[col('stateid')]),
      source: (col('source') >= 0 ? r[col('source')] : 'geolocation') as PinSource,
    }));
}

/** The GST rate for an HSN/SAC code on a date (YYYY-MM-DD), or undefined if the code is unknown. */
export function gstRateOn(code: string, date: string): GstRateRow | undefined {
  let best: GstRateRow | undefined;
  for (const r of gstRates) {
    if (r.code === code && r.effectivefrom <= date && (!best || r.effectivefrom > best.effectivefrom))
      best = r;
  }
  return best;
}
