/**
 * Rebuilds `pincodes.csv` from India Post's All India Pincode Directory (one point per PIN, prepared in
 * `shared/data/india-post-pincodes.json`, GODL-India), keeping the earlier npm-derived rows only for PINs India
 * Post lacks and only when they lie near India Post's points for the same district.
 *
 * Usage (from the repo root):
 *   node --import tsx apps/server/src/db/seed/reference/merge-india-post.ts ../shared/data/india-post-pincodes.json
 *
 * City ids (`cities.json`) are not renumbered: demo data and saved profiles refer to them. Each India Post PIN is
 * filed under the city of the same name in its state, else the district the earlier data gave it, else the
 * nearest city of its state.
 */
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dataFileUrl } from './data-file-url.js';
import { cleanDistrict, csvField, haversineKm, median } from './extract-pincodes.js';
import { parsePincodesCsv, PINCODES_CSV_HEADER, type CityRow, type PinCodeRow } from './reference-data.js';

export interface IndiaPostPin {
  pin: string;
  lat: number;
  lng: number;
  /** 'office': median of the PIN's post offices; 'district': no usable office point, the district median. */
  q: 'office' | 'district';
  district: string;
  state: string;
  gst: string;
  offices: string[];
}

/** Farther than this from India Post's median of the same district, an npm-derived point is not trusted. */
export const FALLBACK_MAX_KM = 60;
/**
 * India Post's office points are self-reported: a few sit tens of km off (700001, BBD Bagh, is placed 29 km
 * south-west of Kolkata, with a cluster of other city PINs). Where India Post and the earlier point disagree by more
 * than this, and the earlier point lies nearer the centre of the PIN's city by over half that gap and is a point of its own (not a
 * default shared with other PINs), the earlier point is kept.
 */
export const DISAGREEMENT_KM = 20;
/** 9xxxxx PINs belong to the Army Postal Service: no fixed place, so they are not offered as locations. */
const isArmyPostal = (pin: string): boolean => pin.startsWith('9');

/**
 * The office that names the area: one named like the district (the head office, e.g. 'Bengaluru' for 560001),
 * else one whose name prefixes others ('Koramangala' before 'Koramangala I Block'), else the first by name.
 */
export function localityFor(offices: readonly string[], district: string): string {
  const sorted = [...offices].sort((a, b) => a.localeCompare(b, 'en'));
  const byDistrict = sorted.find((o) => o.toLowerCase() === district.toLowerCase());
  if (byDistrict) return byDistrict;
  const prefix = sorted.find((o) => sorted.some((other) => other !== o && other.startsWith(`${o} `)));
  return prefix ?? sorted[0] ?? district;
}

const round4 = (value: number): number => Math.round(value * 1e4) / 1e4;

export function mergeIndiaPost(
  indiaPost: readonly IndiaPostPin[],
  previous: readonly PinCodeRow[],
  cities: readonly CityRow[],
): { pins: PinCodeRow[]; report: Record<string, number | string[]> } {
  const cityByName = new Map(cities.map((c) => [`${c.stateid}|${c.cityname.toLowerCase()}`, c]));
  const previousByPin = new Map(previous.map((p) => [p.pincode, p]));
  const report = {
    indiaPost: 0,
    indiaPostDistrictPoint: 0,
    cityByName: 0,
    cityFromEarlierData: 0,
    cityNearest: 0,
    fallbackKept: 0,
    armyPostalSkipped: 0,
    indiaPostOutliersReplaced: [] as string[],
    fallbackRejected: [] as string[],
  };

  /** The nearest city of a state; of any state for the few delivery centres India Post lists without one. */
  const nearestCity = (stateid: number, lat: number, lng: number): CityRow | undefined => {
    let best: CityRow | undefined;
    let bestKm = Infinity;
    for (const city of cities) {
      if (stateid && city.stateid !== stateid) continue;
      const km = haversineKm(lat, lng, city.lat, city.lng);
      if (km < bestKm) [best, bestKm] = [city, km];
    }
    return best;
  };

  const pins: PinCodeRow[] = [];
  for (const row of indiaPost) {
    if (isArmyPostal(row.pin)) {
      report.armyPostalSkipped++;
      continue;
    }
    const stateid = Number(row.gst || 0);
    const district = cleanDistrict(row.district);
    let city = cityByName.get(`${stateid}|${district.toLowerCase()}`);
    if (city) report.cityByName++;
    else {
      const earlier = previousByPin.get(row.pin);
      city = earlier ? cityByName.get(`${earlier.stateid}|${earlier.district.toLowerCase()}`) : undefined;
      if (city && (city.stateid === stateid || !stateid)) report.cityFromEarlierData++;
      else {
        city = nearestCity(stateid, row.lat, row.lng);
        report.cityNearest++;
      }
    }
    if (!city) throw new Error(`No city in state ${stateid} for PIN ${row.pin}`);
    report.indiaPost++;
    if (row.q === 'district') report.indiaPostDistrictPoint++;
    pins.push({
      pincode: row.pin,
      lat: round4(row.lat),
      lng: round4(row.lng),
      locality: localityFor(row.offices, district),
      district: city.cityname,
      stateid: city.stateid,
      source: row.q === 'office' ? 'indiapost' : 'indiapost-district',
    });
  }

  // India Post's own points per city, to judge the fallback rows against.
  const pointsByCity = new Map<string, { lats: number[]; lngs: number[] }>();
  for (const p of pins) {
    const key = `${p.stateid}|${p.district.toLowerCase()}`;
    const group = pointsByCity.get(key) ?? { lats: [], lngs: [] };
    group.lats.push(p.lat);
    group.lngs.push(p.lng);
    pointsByCity.set(key, group);
  }
  const pointKey = (p: { lat: number; lng: number }) => `${p.lat},${p.lng}`;
  const pinsAtPoint = new Map<string, number>();
  for (const p of previous) pinsAtPoint.set(pointKey(p), (pinsAtPoint.get(pointKey(p)) ?? 0) + 1);
  for (const [index, p] of pins.entries()) {
    const earlier = previousByPin.get(p.pincode);
    if (earlier && (pinsAtPoint.get(pointKey(earlier)) ?? 0) > 1) continue;
    const centre = cityByName.get(`${p.stateid}|${p.district.toLowerCase()}`);
    if (!earlier || !centre || earlier.stateid !== p.stateid) continue;
    const apartKm = haversineKm(p.lat, p.lng, earlier.lat, earlier.lng);
    if (apartKm <= DISAGREEMENT_KM) continue;
    const ownKm = haversineKm(p.lat, p.lng, centre.lat, centre.lng);
    const earlierKm = haversineKm(earlier.lat, earlier.lng, centre.lat, centre.lng);
    if (earlierKm + apartKm / 2 < ownKm && earlierKm <= FALLBACK_MAX_KM) {
      report.indiaPostOutliersReplaced.push(p.pincode);
      pins[index] = { ...p, lat: earlier.lat, lng: earlier.lng, source: 'geolocation' };
    }
  }
  const known = new Set(pins.map((p) => p.pincode));
  for (const old of previous) {
    if (known.has(old.pincode) || old.source !== 'geolocation' || isArmyPostal(old.pincode)) continue;
    const group = pointsByCity.get(`${old.stateid}|${old.district.toLowerCase()}`);
    const far =
      !group || haversineKm(median(group.lats), median(group.lngs), old.lat, old.lng) > FALLBACK_MAX_KM;
    if (far) {
      report.fallbackRejected.push(old.pincode);
      continue;
    }
    report.fallbackKept++;
    pins.push({ ...old });
  }
  pins.sort((a, b) => a.pincode.localeCompare(b.pincode));
  return { pins, report };
}

function main(argv: string[]): void {
  const [indiaPostFile] = argv;
  if (!indiaPostFile) {
    console.error('usage: merge-india-post.ts <india-post-pincodes.json>');
    process.exit(2);
  }
  const indiaPost = JSON.parse(fs.readFileSync(indiaPostFile, 'utf8')) as IndiaPostPin[];
  const csvPath = fileURLToPath(dataFileUrl('pincodes.csv'));
  const previous = parsePincodesCsv(fs.readFileSync(csvPath, 'utf8'));
  const cities = JSON.parse(fs.readFileSync(dataFileUrl('cities.json'), 'utf8')) as CityRow[];
  const { pins, report } = mergeIndiaPost(indiaPost, previous, cities);
  const lines = [PINCODES_CSV_HEADER];
  for (const p of pins)
    lines.push(
      [p.pincode, p.lat, p.lng, p.locality, p.district, p.stateid, p.source].map(csvField).join(','),
    );
  fs.writeFileSync(csvPath, lines.join('\n') + '\n');
  console.log(JSON.stringify({ ...report, pins: pins.length }, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
