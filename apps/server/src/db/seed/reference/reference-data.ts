/**
 * India reference data for seeding: countries, states (GST codes), cities, PIN codes, vehicle taxonomy,
 * colours, fuel types, service types and effective-dated GST rates. Sources and licences: README.md.
 *
 * Data files are read with `fs` (not JSON imports) so this works from `src` (vitest/tsx) and from `dist`
 * (see `dataFileUrl`). Only node built-ins are used.
 */
import fs from 'node:fs';
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
  /** 'indiapost' | 'indiapost-district' | 'geolocation' (see README.md). */
  source: string;
}

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

/** Splits one CSV line (no embedded newlines in pincodes.csv), honouring "quoted, fields". */
function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

let pincodeCache: PinCodeRow[] | undefined;

/** All PIN codes (pincodes.csv), parsed once and cached. */
export function loadPincodes(): PinCodeRow[] {
  if (!pincodeCache) {
    const lines = fs.readFileSync(dataFileUrl('pincodes.csv'), 'utf8').split(/\r?\n/);
    const header = lines.shift();
    if (header !== 'pincode,lat,lng,locality,district,stateid,source') {
      throw new Error(`pincodes.csv: unexpected header ${header}`);
    }
    const rows: PinCodeRow[] = [];
    for (const line of lines) {
      if (!line) continue;
      const [pincode = '', lat = '', lng = '', locality = '', district = '', stateid = '', source = ''] =
        splitCsvLine(line);
      rows.push({
        pincode,
        lat: Number(lat),
        lng: Number(lng),
        locality,
        district,
        stateid: Number(stateid),
        source,
      });
    }
    pincodeCache = rows;
  }
  return pincodeCache;
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
