/**
 * Builds `pincodes.csv` and `cities.json` in this folder.
 *
 * Usage (from the repo root):
 *   node --import tsx apps/server/src/db/seed/reference/extract-pincodes.ts \
 *     --geolocation /tmp/geo/node_modules/@opencollabnexus/geolocation/lib/database/local/pincodeDetail.json
 *   node --import tsx apps/server/src/db/seed/reference/extract-pincodes.ts \
 *     --india-post /path/to/all_india_pincode_directory.csv
 *
 * `--geolocation`: the data dump of the npm package `@opencollabnexus/geolocation@1.1.0` (MIT),
 *   an array of `{ state, district, taluk, pincode, lat, long, country }`, one per PIN.
 * `--india-post`: India Post's All India Pincode Directory CSV (data.gov.in, one row per post office,
 *   columns `circlename,regionname,divisionname,officename,pincode,officetype,delivery,district,statename,
 *   latitude,longitude`; column order is read from the header, names are matched case-insensitively).
 *
 * Optional `--out <dir>` writes somewhere else (default: this folder).
 * Only node built-ins are used.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CITY_ALIASES } from './city-aliases.js';
import { parseCsv } from '../../../platform/csv.js';
import { dataFileUrl } from './data-file-url.js';
import type { CityRow, PinCodeRow } from './reference-data.js';

export { CITY_ALIASES };

export interface RawPin {
  pincode: string;
  lat: number;
  lng: number;
  locality: string;
  district: string;
  state: string;
  /** India Post office type (H.O/S.O/B.O) when known; used to pick the locality name. */
  officetype?: string;
}

/** pincodes.csv before India Post's merge had no source column. */
type ExtractedPin = Omit<PinCodeRow, 'source'>;

/** India bounding box used to drop obviously wrong coordinates. */
export const INDIA_BBOX = { minLat: 6, maxLat: 37.5, minLng: 68, maxLng: 97.5 } as const;

const STATE_IDS: Record<string, number> = {
  jammuandkashmir: 1,
  jammukashmir: 1,
  himachalpradesh: 2,
  punjab: 3,
  chandigarh: 4,
  uttarakhand: 5,
  uttaranchal: 5,
  haryana: 6,
  delhi: 7,
  nctofdelhi: 7,
  nationalcapitalterritoryofdelhi: 7,
  newdelhi: 7,
  rajasthan: 8,
  uttarpradesh: 9,
  bihar: 10,
  sikkim: 11,
  arunachalpradesh: 12,
  nagaland: 13,
  manipur: 14,
  mizoram: 15,
  tripura: 16,
  meghalaya: 17,
  assam: 18,
  westbengal: 19,
  jharkhand: 20,
  odisha: 21,
  orissa: 21,
  chhattisgarh: 22,
  chattisgarh: 22,
  chhatisgarh: 22,
  madhyapradesh: 23,
  gujarat: 24,
  dadraandnagarhaveli: 26,
  damananddiu: 26,
  dadranagarhaveli: 26,
  dadraandnagarhavelianddamananddiu: 26,
  thedadraandnagarhavelianddamananddiu: 26,
  dnhanddd: 26,
  maharashtra: 27,
  karnataka: 29,
  goa: 30,
  lakshadweep: 31,
  kerala: 32,
  tamilnadu: 33,
  puducherry: 34,
  pondicherry: 34,
  andamanandnicobarislands: 35,
  andamanandnicobar: 35,
  andamannicobarislands: 35,
  telangana: 36,
  andhrapradesh: 37,
  ladakh: 38,
};

/** Districts (old and new names, normalised) that belong to Telangana since June 2014. */
const TELANGANA_DISTRICTS = [
  'adilabad',
  'bhadradri',
  'hyderabad',
  'jagitial',
  'jagtial',
  'jangaon',
  'jangoan',
  'jayashankar',
  'jogulamba',
  'kamareddy',
  'karimnagar',
  'khammam',
  'komarambheem',
  'kumurambheem',
  'mahabubabad',
  'mahabubnagar',
  'mahbubnagar',
  'mancherial',
  'medak',
  'medchal',
  'mulugu',
  'nagarkurnool',
  'nalgonda',
  'narayanpet',
  'nirmal',
  'nizamabad',
  'peddapalli',
  'rajannasircilla',
  'sircilla',
  'rangareddy',
  'kvrangareddy',
  'rangareddi',
  'sangareddy',
  'siddipet',
  'suryapet',
  'vikarabad',
  'wanaparthy',
  'warangal',
  'hanumakonda',
  'hanamkonda',
  'yadadri',
  'secunderabad',
];
const LADAKH_DISTRICTS = ['leh', 'kargil', 'ladakh'];

const norm = (s: string): string =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

/** Maps a state name (any common spelling) plus district to the GST state code, or undefined. */
export function stateIdFor(stateName: string, district: string): number | undefined {
  const id = STATE_IDS[norm(stateName)];
  const d = norm(district);
  if (id === 37 && TELANGANA_DISTRICTS.some((t) => d.startsWith(t))) return 36;
  if (id === 1 && LADAKH_DISTRICTS.some((t) => d.startsWith(t))) return 38;
  return id;
}

const DISTRICT_RENAMES: Record<string, string> = {
  'Bengaluru Nagara': 'Bengaluru Urban',
  'Bengaluru Gramin': 'Bengaluru Rural',
  'K.V.Rangareddy': 'Rangareddy',
  'Karim Nagar': 'Karimnagar',
  Ananthapur: 'Anantapur',
  Ananthnag: 'Anantnag',
  Bandipur: 'Bandipora',
  'Mumbai suburban': 'Mumbai Suburban',
  YSR: 'YSR Kadapa',
  'Janjgir-champa': 'Janjgir-Champa',
  'Seraikela-kharsawan': 'Seraikela-Kharsawan',
  'North And Middle Andaman': 'North and Middle Andaman',
};

const titleCase = (s: string): string =>
  s.toLowerCase().replace(/(^|[\s\-(/.])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());

/** Cleans a district name: title case for ALL-CAPS input, drops "(BR)"-style state tags and " district". */
export function cleanDistrict(raw: string): string {
  let s = raw.trim().replace(/\s+/g, ' ');
  if (s === s.toUpperCase()) s = titleCase(s);
  s = s.replace(/\s*\((BR|MH|HP|CGH|CG|UP|MP)\)\s*$/i, '');
  s = s.replace(/\s+district$/i, '');
  return DISTRICT_RENAMES[s] ?? s;
}

/** Cleans a post-office / area name: drops " B.O", " S.O", " H.O" suffixes; title case for ALL-CAPS. */
export function cleanLocality(raw: string): string {
  let s = raw.trim().replace(/\s+/g, ' ');
  s = s.replace(/\s+(B\.?O|S\.?O|H\.?O|G\.?P\.?O)\.?$/i, '');
  if (s === s.toUpperCase()) s = titleCase(s);
  return s;
}

/** A value as one CSV field, quoted when it holds a quote, comma or line break. */
export const csvField = (s: string | number): string => {
  const t = String(s);
  return /[",\n\r]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
};

export function readGeolocationDump(file: string): RawPin[] {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{
    state: string;
    district: string;
    taluk: string;
    pincode: number | string;
    lat: number;
    long: number;
  }>;
  return data.map((r) => ({
    pincode: String(r.pincode).trim(),
    lat: Number(r.lat),
    lng: Number(r.long),
    locality: r.taluk,
    district: r.district,
    state: r.state,
  }));
}

export function readIndiaPostCsv(file: string): RawPin[] {
  const rows = parseCsv(fs.readFileSync(file, 'utf8'));
  const header = (rows.shift() ?? []).map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[^a-z]/g, ''),
  );
  const col = (...names: string[]): number => {
    const i = header.findIndex((h) => names.includes(h));
    if (i < 0) throw new Error(`India Post CSV: missing column ${names.join('/')}`);
    return i;
  };
  const iOffice = col('officename');
  const iPin = col('pincode');
  const iDistrict = col('district', 'districtname');
  const iState = col('statename', 'state');
  const iLat = col('latitude', 'lat');
  const iLng = col('longitude', 'long', 'lng');
  const iType = header.findIndex((h) => h === 'officetype');
  return rows.map((r) => ({
    pincode: (r[iPin] ?? '').trim(),
    lat: Number.parseFloat(r[iLat] ?? ''),
    lng: Number.parseFloat(r[iLng] ?? ''),
    locality: r[iOffice] ?? '',
    district: r[iDistrict] ?? '',
    state: r[iState] ?? '',
    officetype: iType >= 0 ? r[iType] : undefined,
  }));
}

export function median(values: number[]): number {
  const a = [...values].sort((x, y) => x - y);
  const n = a.length;
  if (n === 0) return Number.NaN;
  const mid = Math.floor(n / 2);
  return n % 2 ? a[mid]! : (a[mid - 1]! + a[mid]!) / 2;
}

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const t = Math.PI / 180;
  const x =
    Math.sin(((lat2 - lat1) * t) / 2) ** 2 +
    Math.cos(lat1 * t) * Math.cos(lat2 * t) * Math.sin(((lng2 - lng1) * t) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(x));
}

const inIndia = (lat: number, lng: number): boolean =>
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  lat >= INDIA_BBOX.minLat &&
  lat <= INDIA_BBOX.maxLat &&
  lng >= INDIA_BBOX.minLng &&
  lng <= INDIA_BBOX.maxLng;

/**
 * Known errors in the sources, corrected by PIN. 1401xx PINs are Rupnagar (Ropar) district, Punjab,
 * but the geolocation dump files them under Chandigarh with Chandigarh's centroid.
 */
const PIN_FIXES: Record<
  string,
  { state: string; district: string; locality?: string; resetCoords: boolean }
> = {
  '140119': { state: 'Punjab', district: 'Ropar (Rupnagar)', resetCoords: true },
  '140125': { state: 'Punjab', district: 'Ropar (Rupnagar)', resetCoords: true },
  '140133': { state: 'Punjab', district: 'Ropar (Rupnagar)', resetCoords: true },
  // Yanam and Mahe are enclaves of Puducherry; the dump files them under Andhra Pradesh / Kerala.
  '533464': { state: 'Puducherry', district: 'Yanam', locality: 'Yanam', resetCoords: false },
  '673310': { state: 'Puducherry', district: 'Mahe', locality: 'Mahe', resetCoords: false },
};

const OFFICE_RANK = (t: string | undefined): number => {
  const s = (t ?? '').toUpperCase().replace(/[^A-Z]/g, '');
  return s === 'HO' ? 0 : s === 'SO' ? 1 : s === 'BO' ? 2 : 3;
};

export interface ExtractReport {
  input: number;
  droppedBadPin: number;
  droppedBadCoords: number;
  droppedUnknownState: string[];
  fixedPins: string[];
  outliersReset: string[];
}

/** Groups rows by PIN, maps states, cleans names, drops bad coordinates. */
export function extractPins(raw: RawPin[]): { pins: ExtractedPin[]; report: ExtractReport } {
  const report: ExtractReport = {
    input: raw.length,
    droppedBadPin: 0,
    droppedBadCoords: 0,
    droppedUnknownState: [],
    fixedPins: [],
    outliersReset: [],
  };
  const byPin = new Map<string, RawPin[]>();
  for (const r of raw) {
    if (!/^[1-9]\d{5}$/.test(r.pincode)) {
      report.droppedBadPin++;
      continue;
    }
    let { lat, lng } = r;
    // India Post rows sometimes have latitude/longitude swapped.
    if (!inIndia(lat, lng) && inIndia(lng, lat)) [lat, lng] = [lng, lat];
    const fix = PIN_FIXES[r.pincode];
    const row = {
      ...r,
      lat,
      lng,
      ...(fix ? { state: fix.state, district: fix.district, locality: fix.locality ?? r.locality } : {}),
    };
    if (fix?.resetCoords) {
      row.lat = Number.NaN;
      row.lng = Number.NaN;
    } else if (!inIndia(lat, lng)) continue; // this office has no usable coordinates
    const list = byPin.get(r.pincode) ?? [];
    list.push(row);
    byPin.set(r.pincode, list);
  }
  const pins: ExtractedPin[] = [];
  for (const [pincode, rows] of byPin) {
    rows.sort((a, b) => OFFICE_RANK(a.officetype) - OFFICE_RANK(b.officetype));
    const first = rows[0]!;
    const district = cleanDistrict(first.district);
    const stateid = stateIdFor(first.state, first.district);
    if (stateid === undefined) {
      report.droppedUnknownState.push(`${pincode} ${first.state}`);
      continue;
    }
    if (PIN_FIXES[pincode]) report.fixedPins.push(pincode);
    pins.push({
      pincode,
      lat: median(rows.map((r) => r.lat)),
      lng: median(rows.map((r) => r.lng)),
      locality: cleanLocality(first.locality) || district,
      district,
      stateid,
    });
  }
  // Coordinates: fill reset ones and replace gross outliers (>250 km from the median of a district with
  // at least 10 PINs) with the district median.
  const byDistrict = new Map<string, ExtractedPin[]>();
  for (const p of pins) {
    const k = `${p.stateid}|${p.district}`;
    byDistrict.set(k, [...(byDistrict.get(k) ?? []), p]);
  }
  for (const list of byDistrict.values()) {
    const good = list.filter((p) => inIndia(p.lat, p.lng));
    const mLat = median(good.map((p) => p.lat));
    const mLng = median(good.map((p) => p.lng));
    for (const p of list) {
      const bad = !inIndia(p.lat, p.lng);
      const outlier = !bad && good.length >= 10 && haversineKm(mLat, mLng, p.lat, p.lng) > 250;
      if ((bad || outlier) && inIndia(mLat, mLng)) {
        if (outlier) report.outliersReset.push(p.pincode);
        p.lat = mLat;
        p.lng = mLng;
      }
    }
  }
  const kept = pins.filter((p) => {
    const ok = inIndia(p.lat, p.lng) && !(p.lat === 0 && p.lng === 0);
    if (!ok) report.droppedBadCoords++;
    return ok;
  });
  for (const p of kept) {
    p.lat = Math.round(p.lat * 1e4) / 1e4;
    p.lng = Math.round(p.lng * 1e4) / 1e4;
  }
  kept.sort((a, b) => a.pincode.localeCompare(b.pincode));
  return { pins: kept, report };
}

/** One city per distinct (state, district) at the median of its PIN coordinates, plus CITY_ALIASES. */
export function buildCities(pins: ExtractedPin[]): CityRow[] {
  const groups = new Map<string, { cityname: string; stateid: number; lats: number[]; lngs: number[] }>();
  for (const p of pins) {
    const k = `${p.stateid}|${p.district.toLowerCase()}`;
    const g = groups.get(k) ?? { cityname: p.district, stateid: p.stateid, lats: [], lngs: [] };
    g.lats.push(p.lat);
    g.lngs.push(p.lng);
    groups.set(k, g);
  }
  const rows = [...groups.values()].map((g) => ({
    cityname: g.cityname,
    stateid: g.stateid,
    lat: Math.round(median(g.lats) * 1e4) / 1e4,
    lng: Math.round(median(g.lngs) * 1e4) / 1e4,
  }));
  for (const a of CITY_ALIASES) {
    if (!groups.has(`${a.stateid}|${a.cityname.toLowerCase()}`)) rows.push({ ...a });
  }
  rows.sort((a, b) => a.stateid - b.stateid || a.cityname.localeCompare(b.cityname, 'en'));
  return rows.map((r, i) => ({ cityid: i + 1, ...r }));
}

function main(argv: string[]): void {
  const arg = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const geo = arg('--geolocation');
  const post = arg('--india-post');
  if (!geo === !post) {
    console.error(
      'usage: extract-pincodes.ts (--geolocation pincodeDetail.json | --india-post directory.csv)',
    );
    process.exit(2);
  }
  const raw = geo ? readGeolocationDump(geo) : readIndiaPostCsv(post!);
  const { pins, report } = extractPins(raw);
  const cities = buildCities(pins);
  const outDir = arg('--out');
  const out = (name: string): string => (outDir ? path.join(outDir, name) : fileURLToPath(dataFileUrl(name)));
  const csv = ['pincode,lat,lng,locality,district,stateid'];
  for (const p of pins)
    csv.push([p.pincode, p.lat, p.lng, p.locality, p.district, p.stateid].map(csvField).join(','));
  fs.writeFileSync(out('pincodes.csv'), csv.join('\n') + '\n');
  fs.writeFileSync(
    out('cities.json'),
    '[\n' + cities.map((c) => '  ' + JSON.stringify(c)).join(',\n') + '\n]\n',
  );
  console.log(JSON.stringify({ ...report, pins: pins.length, cities: cities.length }, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
