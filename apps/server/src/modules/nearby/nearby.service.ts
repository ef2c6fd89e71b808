import {
  DISCOUNT_PRESET_LABEL,
  NEARBY_ALL_LIMIT,
  NEARBY_FIRST_LIMIT,
  EARTH_RADIUS_KM,
  formatCoordinates,
  haversineKm,
  indiaIsoNoZone,
  type LatLng,
} from '@fixo/shared';
import type { DatabaseHandle } from '../../platform/db.js';

/** Farther than this a center is no help to someone beside a broken vehicle: the search never looks beyond. */
export const NEARBY_MAX_RADIUS_KM = 500;
/** The screen shows 5, 10 or 15 first ("Show 5/10/15"), and asks for "All" only when chosen. */
export const NEARBY_DEFAULT_LIMIT = NEARBY_FIRST_LIMIT;

/** A center's columns as the nearby statements read them (PostgreSQL answers the rating columns as text). */
interface CenterRow {
  id: number;
  name: string;
  lat: number;
  lng: number;
  address1: string;
  mobile: string;
  contact_person1: string;
  office_start: string;
  office_end: string;
  services_provided: string;
  rating: number | string;
  rating_count: number | string;
  pickup: number;
}

export interface NearbyOffer {
  available: boolean;
  primaryText: string;
}

const toRad = (deg: number): number => (deg * Math.PI) / 180;
const toDeg = (rad: number): number => (rad * 180) / Math.PI;
/** Rounding slack added to every bound, far below a metre. */
const EPSILON_DEG = 1e-9;

export interface GeoBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * A lat/lng box holding every point within `km` (great circle) of `point`. Latitude: a point at
 * angular distance d differs in latitude by at most d. Longitude: haversine gives
 * hav(d) >= cos(lat1) cos(lat2) hav(dLng) >= cos^2(latMax) hav(dLng), so sin(dLng/2) <= sin(d/2) / cos(latMax),
 * where latMax is the largest |latitude| in the box. The box is not wrapped across the antimeridian (India is
 * far from it).
 */
export function boundingBox(point: LatLng, km: number): GeoBox {
  const d = km / EARTH_RADIUS_KM;
  const dLat = toDeg(d) + EPSILON_DEG;
  const latMax = Math.abs(point.lat) + dLat;
  const s = latMax >= 90 ? 2 : Math.sin(d / 2) / Math.cos(toRad(latMax));
  const dLng = s >= 1 ? 360 : toDeg(2 * Math.asin(s)) + EPSILON_DEG;
  return {
    minLat: point.lat - dLat,
    maxLat: point.lat + dLat,
    minLng: point.lng - dLng,
    maxLng: point.lng + dLng,
  };
}

interface Candidate {
  id: number;
  lat: number;
  lng: number;
}

const byDistanceThenId = (a: { id: number; distanceKm: number }, b: { id: number; distanceKm: number }) =>
  a.distanceKm - b.distanceKm || a.id - b.id;

/** Exact great-circle distances (the shared haversine, the one a full scan uses), nearest first, ties by id. */
function nearestOf(point: LatLng, candidates: Candidate[], limit: number) {
  return candidates
    .map((c) => ({ id: c.id, distanceKm: haversineKm(point, c) }))
    .filter((c) => c.distanceKm <= NEARBY_MAX_RADIUS_KM)
    .sort(byDistanceThenId)
    .slice(0, limit);
}

/** '20% Discount Coupon on Servicing - MONSOON20' for a preset, the custom text for a custom offer. */
export function offerText(offer: {
  custom_offer: string;
  discount_percentage: string;
  offer_code: string;
}): string {
  if (offer.custom_offer.trim() !== '') return offer.custom_offer.trim();
  const pct = Number.parseInt(offer.discount_percentage, 10);
  const head = Number.isFinite(pct) ? `${pct}% ${DISCOUNT_PRESET_LABEL}` : DISCOUNT_PRESET_LABEL;
  return offer.offer_code ? `${head} - ${offer.offer_code}` : head;
}

/** One decimal place, as the cards show it. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;

/**
 * formatCoordinates per center, remembered: turning a double into text (toFixed, then back and to text again)
 * was 7 % of the nearby CPU at 100,000 centers (bench/README.md). The text is reused only while the center's
 * position is exactly the one it was made from, so a moved center gets a new one. Bounded: emptied when full.
 */
const COORDINATE_TEXTS_MAX = 200_000;
const coordinateTexts = new Map<number, { lat: number; lng: number; text: string }>();
function coordinatesOf(center: CenterRow): string {
  const known = coordinateTexts.get(center.id);
  if (known && known.lat === center.lat && known.lng === center.lng) return known.text;
  const text = formatCoordinates(center);
  if (coordinateTexts.size >= COORDINATE_TEXTS_MAX) coordinateTexts.clear();
  coordinateTexts.set(center.id, { lat: center.lat, lng: center.lng, text });
  return text;
}

/**
 * Contract spellings of spec section 3 'Nearby service center', plus distancekm. The distance is its own argument,
 * not spread into a copy of the row: that copy was about a fifth of the PostgreSQL search's JavaScript time.
 */
export function toNearbyContract(center: CenterRow, distanceKm: number, offer: NearbyOffer | undefined) {
  return {
    servicecenterid: center.id,
    servicecentername: center.name,
    locationcoordinates: coordinatesOf(center),
    addresS1: center.address1,
    mobilenO1: center.mobile,
    contactpersoN1: center.contact_person1,
    officestarttime: center.office_start,
    officeendtime: center.office_end,
    servicesprovided: center.services_provided,
    scrating: Number(center.rating),
    /** Ours: how many ratings the average is of (a 5.0 of one rating is not a 4.8 of two hundred). */
    scratingcount: Number(center.rating_count),
    pickupservice: center.pickup === 1,
    isofferavailable: offer?.available ?? false,
    primaryoffer: offer?.primaryText ?? '',
    distancekm: roundKm(distanceKm),
  };
}
export type NearbyContract = ReturnType<typeof toNearbyContract>;

/**
 * A center's row with, LEFT JOINed, each offer in force now (active, started, not ended, validity not passed):
 * one row per current offer, or one row with offer_id null. Offer dates are local 'YYYY-MM-DDTHH:mm:ss' text,
 * which compares correctly as text.
 */
interface CenterOfferRow extends CenterRow {
  offer_id: number | null;
  is_primary: number | null;
  custom_offer: string | null;
  discount_percentage: string | null;
  offer_code: string | null;
}

const CENTER_COLUMNS = `c.id, c.name, c.lat, c.lng, c.address1, c.mobile, c.contact_person1, c.office_start,
  c.office_end, c.services_provided, c.rating, c.rating_count, c.pickup,
  o.id as offer_id, o.is_primary, o.custom_offer, o.discount_percentage, o.offer_code`;
const CURRENT_OFFER_JOIN = (
  now: string,
) => `left join offers o on o.service_center_id = c.id and o.is_active = 1
  and o.start_date <= ${now} and o.end_date >= ${now} and (o.valid_till is null or o.valid_till >= ${now})`;

/** Folds the joined rows into centers (in the order of `nearest`) and their offers. */
function assemble(
  nearest: Array<{ id: number; distanceKm: number }>,
  rows: CenterOfferRow[],
): NearbyContract[] {
  const centers = new Map<number, CenterRow>();
  const offers = new Map<number, NearbyOffer>();
  for (const row of rows) {
    if (!centers.has(row.id)) centers.set(row.id, row);
    if (row.offer_id === null) continue;
    const entry = offers.get(row.id) ?? { available: true, primaryText: '' };
    if (row.is_primary === 1) {
      entry.primaryText = offerText({
        custom_offer: row.custom_offer ?? '',
        discount_percentage: row.discount_percentage ?? '',
        offer_code: row.offer_code ?? '',
      });
    }
    offers.set(row.id, entry);
  }
  const answer: NearbyContract[] = [];
  for (const { id, distanceKm } of nearest) {
    const center = centers.get(id);
    if (center) answer.push(toNearbyContract(center, distanceKm, offers.get(id)));
  }
  return answer;
}

export interface NearbyService {
  /** The `limit` nearest active centers within NEARBY_MAX_RADIUS_KM, nearest first, with their current offers. */
  nearbyForPoint(point: LatLng, limit: number, now?: Date): Promise<NearbyContract[]>;
  /** The same answer as JSON text: exactly JSON.stringify(await nearbyForPoint(...)), for the route. */
  nearbyJsonForPoint(point: LatLng, limit: number, now?: Date): Promise<string>;
}

/** Half a degree of latitude (or of longitude at the equator, its widest) in km. */
const HALF_KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 360;
/** Far above the rounding of two haversines (a few units in the 16th digit of a few hundred km), far below a metre. */
const ROUNDING_KM = 1e-9;

/** A center the tree found: its distance from the middle of its box, and how far its exact distance can be from it. */
interface Approximate {
  id: number;
  km: number;
  errorKm: number;
}
const byUpperBound = (a: Approximate, b: Approximate) => a.km + a.errorKm - (b.km + b.errorKm);

/**
 * SQLite: best-first search on the R*Tree of active centers (migration 0007). Boxes grow around the point until
 * at least `limit` candidates lie within the box's radius (a center within r km is always inside the r box, so
 * the `limit` nearest of those are the true ones), or the radius reaches NEARBY_MAX_RADIUS_KM. Once a box holds
 * `limit` candidates at all, the next radius is the limit-th one's distance: that box is the last.
 *
 * Filter, then refine: the tree is read for its boxes only (32-bit floats rounded outwards around each exact
 * position, so the position lies inside). Its exact positions are auxiliary columns, and reading them costs a
 * lookup in the tree's rowid table per row: about 0.8 us a row against 0.25, most of a search's SQLite time at
 * 100,000 centers (bench/README.md). A box's middle gives each center's distance within errorKm (the box's half
 * sides in km, under a metre: the great-circle distance obeys the triangle inequality). Only the centers whose
 * distance could reach the answer (their lower bound within the limit-th upper bound and the radius) get their
 * exact position, from memory (createSqliteDetailsMemory, which also gives the details and offers while no center
 * or offer was written since they were read), or inside a transaction of this connection from the tree. The
 * answer is then decided on exact distances, as before. Prepared once: the hot path builds no SQL.
 */
function createSqliteNearby(handle: DatabaseHandle): NearbyService {
  const sqlite = handle.sqlite;
  if (!sqlite) throw new Error('the SQLite nearby search needs the SQLite connection');
  const boxesInBox = sqlite
    .prepare<[number, number, number, number], [number, number, number, number, number]>(
      `select id, min_lat, max_lat, min_lng, max_lng from service_centers_rtree
       where max_lat >= ? and min_lat <= ? and max_lng >= ? and min_lng <= ?`,
    )
    .raw();
  const treePositions = sqlite
    .prepare<[string], [number, number, number]>(
      `select id, lat, lng from service_centers_rtree where id in (select value from json_each(?))`,
    )
    .raw();
  /** Exact positions of `ids` from the tree itself (inside a transaction, where the memory is not used). */
  const positionsInTree = (ids: number[]): Array<LatLng | undefined> => {
    const found = new Map<number, LatLng>();
    for (const [id, lat, lng] of treePositions.all(JSON.stringify(ids))) found.set(id, { lat, lng });
    return ids.map((id) => found.get(id));
  };
  const details = sqlite.prepare<[{ now: string; ids: string }], CenterOfferRow>(
    `select ${CENTER_COLUMNS} from service_centers c ${CURRENT_OFFER_JOIN('@now')}
     where c.id in (select value from json_each(@ids))`,
  );
  const known = createSqliteDetailsMemory(sqlite);

  /**
   * First radius tried: 5 km for 15 centers at 100,000 centers, growing as the square root of 100,000 / count (area
   * grows with r^2), so the first box holds about the same few candidates at any size; each miss then grows the
   * radius by the density seen. Below about 10 centers for all of India that radius passes NEARBY_MAX_RADIUS_KM:
   * one box of that radius then answers, instead of three or four growing ones. The count (the tree's rowid
   * table, one plain table scan) is refreshed every few minutes: it only steers the speed, never the answer.
   */
  const countActive = sqlite.prepare<[], number>('select count(*) from service_centers_rtree_rowid').pluck();
  const COUNT_MAX_AGE_MS = 5 * 60_000;
  let counted = { at: 0, firstRadiusKm: 5 };
  const firstRadiusKm = (limit: number): number => {
    const now = Date.now();
    if (now - counted.at > COUNT_MAX_AGE_MS) {
      const active = Math.max(1, countActive.get() ?? 1);
      counted = { at: now, firstRadiusKm: Math.max(0.5, 5 * Math.sqrt(100_000 / active)) };
    }
    return counted.firstRadiusKm * Math.sqrt(limit / NEARBY_FIRST_LIMIT);
  };
  const clock = indiaClockText();

  /**
   * The radius that answered the last search in each cell of 0.25 degrees (about 28 km), for `NEARBY_FIRST_LIMIT`:
   * the next search nearby starts at 1.3 times that instead of the size-wide guess above, so density that differs
   * from place to place (a city, a highway) costs fewer growing boxes: at 100,000 centers 1.22 boxes per search
   * instead of 1.93, with about as many rows read (bench/README.md). Never more than 8 times the size-wide guess,
   * so a sparse cell's wide radius cannot make a box over a dense edge of the cell read thousands of rows. Like
   * the count above it only steers the speed: any first radius gives the same answer. Bounded: emptied when full.
   */
  const hints = new Map<number, number>();
  const HINTS_MAX = 50_000;
  const cellOf = (point: LatLng): number => Math.floor(point.lat * 4) * 4096 + Math.floor(point.lng * 4);

  /** The `limit` nearest active centers' ids and exact distances, nearest first (ties by id). */
  function nearestTo(
    point: LatLng,
    limit: number,
    positionsOf: (ids: number[]) => Array<LatLng | undefined>,
  ): Array<{ id: number; distanceKm: number }> {
    const scale = Math.sqrt(limit / NEARBY_FIRST_LIMIT);
    const guess = firstRadiusKm(limit);
    const cell = cellOf(point);
    const hint = hints.get(cell);
    let radiusKm = Math.min(
      NEARBY_MAX_RADIUS_KM,
      hint === undefined ? guess : Math.max(0.1, Math.min(8 * guess, 1.3 * hint * scale)),
    );
    let nearest: Array<{ id: number; distanceKm: number }> = [];
    const middle = { lat: 0, lng: 0 };
    for (;;) {
      const box = boundingBox(point, radiusKm);
      // Every candidate in the box that could be within the search's reach (one object per candidate: the garbage
      // collector was 15 % of a request at 100,000 centers).
      const reachable: Approximate[] = [];
      for (const [id, minLat, maxLat, minLng, maxLng] of boxesInBox.all(
        box.minLat,
        box.maxLat,
        box.minLng,
        box.maxLng,
      )) {
        middle.lat = (minLat + maxLat) / 2;
        middle.lng = (minLng + maxLng) / 2;
        const km = haversineKm(point, middle);
        const errorKm = (maxLat - minLat + (maxLng - minLng)) * HALF_KM_PER_DEGREE + ROUNDING_KM;
        if (km - errorKm <= NEARBY_MAX_RADIUS_KM) reachable.push({ id, km, errorKm });
      }
      reachable.sort(byUpperBound);
      // At least `limit` centers lie within `boundKm`, so none farther can be in the answer.
      const last = reachable.length >= limit ? reachable[limit - 1]! : undefined;
      const boundKm = last ? last.km + last.errorKm : Number.POSITIVE_INFINITY;
      const cutKm = Math.min(boundKm, radiusKm);
      const refined: Approximate[] = [];
      for (const candidate of reachable)
        if (candidate.km - candidate.errorKm <= cutKm) refined.push(candidate);
      const positions = positionsOf(refined.map((c) => c.id));
      // Only those within the radius are sure: a nearer center outside the box cannot exist within it.
      const within: Array<{ id: number; distanceKm: number }> = [];
      refined.forEach(({ id }, i) => {
        const position = positions[i];
        // A center the tree still holds but the table no longer does is left out, as the details' join did.
        if (!position) return;
        const distanceKm = haversineKm(point, position);
        // The radius never passes NEARBY_MAX_RADIUS_KM, so this also keeps the search's reach.
        if (distanceKm <= radiusKm) within.push({ id, distanceKm });
      });
      within.sort(byDistanceThenId);
      if (within.length >= limit || radiusKm >= NEARBY_MAX_RADIUS_KM) {
        nearest = within.slice(0, limit);
        if (hints.size >= HINTS_MAX) hints.clear();
        hints.set(cell, (nearest.length >= limit ? nearest[limit - 1]!.distanceKm : radiusKm) / scale);
        break;
      }
      if (boundKm > radiusKm && Number.isFinite(boundKm)) {
        // `limit` centers lie within the limit-th upper bound, so a box of that radius is the last one.
        radiusKm = Math.min(NEARBY_MAX_RADIUS_KM, boundKm);
      } else {
        // Centers per area seen so far sets the next radius (area grows with r^2), at least doubling.
        const growth = reachable.length === 0 ? 4 : Math.sqrt(limit / reachable.length) * 1.2;
        radiusKm = Math.min(NEARBY_MAX_RADIUS_KM, radiusKm * Math.min(8, Math.max(2, growth)));
      }
    }
    return nearest;
  }

  /** Details and offers read by one statement, as before the memory (used inside a transaction of this connection). */
  const readDetails = (nearest: Array<{ id: number; distanceKm: number }>, nowLocal: string) =>
    assemble(nearest, details.all({ now: nowLocal, ids: JSON.stringify(nearest.map((c) => c.id)) }));

  // Synchronous from the memory's check to the answer (better-sqlite3 does not wait): no write can come between.
  return {
    async nearbyForPoint(point, limit, now = new Date()) {
      const fromMemory = known.refresh();
      const nearest = nearestTo(point, limit, fromMemory ? known.positionsOf : positionsInTree);
      if (nearest.length === 0) return [];
      const nowLocal = clock(now);
      return fromMemory ? known.lookup(nearest, nowLocal) : readDetails(nearest, nowLocal);
    },
    async nearbyJsonForPoint(point, limit, now = new Date()) {
      const fromMemory = known.refresh();
      const nearest = nearestTo(point, limit, fromMemory ? known.positionsOf : positionsInTree);
      if (nearest.length === 0) return '[]';
      const nowLocal = clock(now);
      return fromMemory
        ? known.lookupJson(nearest, nowLocal)
        : JSON.stringify(readDetails(nearest, nowLocal));
    },
  };
}

/** indiaIsoNoZone, computed once per second: the text only changes when the second does (it was 3 % of a request). */
function indiaClockText(): (now: Date) => string {
  let second = Number.NaN;
  let text = '';
  return (now) => {
    const at = Math.floor(now.getTime() / 1000);
    if (at !== second) {
      text = indiaIsoNoZone(now);
      second = at;
    }
    return text;
  };
}

interface RememberedCenter {
  center: CenterRow;
  offers: RememberedOffer[];
  /** Its JSON text up to the per-request fields (lookupJson), made on first use. */
  json: string | null;
}

/** A center's offer as remembered: whether it is in force is decided per request, as the SQL join did. */
interface RememberedOffer {
  is_primary: number;
  custom_offer: string;
  discount_percentage: string;
  offer_code: string;
  start_date: string;
  end_date: string;
  valid_till: string | null;
}

/**
 * The details and active offers of the centers the search answered with, kept in memory while the database's
 * `nearby_details_version` (migration 0022: every write to service_centers or offers adds one, by trigger) stays
 * the same; any other value empties it. Reading that counter is one row by primary key; the details statement it
 * replaces read one row per center and joined its offers (a quarter of a request's CPU at 100,000 centers).
 * Never used inside a transaction of this connection (another request's write in progress: its uncommitted rows
 * and counter are visible here, and a rollback could make the counter repeat a value): then `refresh` answers
 * false and the caller reads the database as before. Whether an offer is in force now is decided per request with
 * the same comparisons as the SQL join (the dates are 'YYYY-MM-DDTHH:mm:ss' text; ASCII compares the same in
 * JavaScript as in SQLite). Bounded: emptied when full.
 */
const DETAILS_MEMORY_MAX = 100_000;
function createSqliteDetailsMemory(sqlite: NonNullable<DatabaseHandle['sqlite']>) {
  const version = sqlite
    .prepare<[], number>('select version from nearby_details_version where id = 1')
    .pluck();
  const centerRows = sqlite.prepare<[string], CenterRow>(
    `select id, name, lat, lng, address1, mobile, contact_person1, office_start, office_end, services_provided,
       rating, rating_count, pickup
     from service_centers where id in (select value from json_each(?))`,
  );
  const offerRows = sqlite.prepare<[string], RememberedOffer & { service_center_id: number }>(
    `select service_center_id, is_primary, custom_offer, discount_percentage, offer_code, start_date, end_date,
       valid_till
     from offers where is_active = 1 and service_center_id in (select value from json_each(?)) order by id`,
  );
  const centers = new Map<number, RememberedCenter>();
  let seen: number | undefined;

  function load(ids: number[]) {
    if (centers.size + ids.length > DETAILS_MEMORY_MAX) centers.clear();
    const text = JSON.stringify(ids);
    const fresh = new Map<number, RememberedCenter>();
    for (const center of centerRows.all(text)) fresh.set(center.id, { center, offers: [], json: null });
    for (const { service_center_id, ...offer } of offerRows.all(text)) {
      fresh.get(service_center_id)?.offers.push(offer);
    }
    for (const [id, entry] of fresh) centers.set(id, entry);
  }

  /** The remembered entries of `ids` (read now when missing). */
  function entriesOf(ids: number[]): Array<RememberedCenter | undefined> {
    let missing: number[] | null = null;
    for (const id of ids) if (!centers.has(id)) (missing ??= []).push(id);
    if (missing) load(missing);
    // A center the tree still holds but the table no longer does: undefined, left out as the join did.
    return ids.map((id) => centers.get(id));
  }
  const idsOf = (nearest: Array<{ id: number }>) => nearest.map(({ id }) => id);

  // The methods below answer from what `refresh` last found current: call it first, in the same synchronous run.
  return {
    /** Whether the memory may answer now (false inside a transaction of the connection); empties it if stale. */
    refresh(): boolean {
      if (sqlite.inTransaction) return false;
      const current = version.get();
      if (current !== seen) {
        centers.clear();
        seen = current;
      }
      return true;
    },
    /** Exact positions of `ids`, as the table holds them (the tree's copy is made by its triggers). */
    positionsOf(ids: number[]): Array<LatLng | undefined> {
      return entriesOf(ids).map((entry) => entry?.center);
    },
    lookup(nearest: Array<{ id: number; distanceKm: number }>, now: string): NearbyContract[] {
      const entries = entriesOf(idsOf(nearest));
      const answer: NearbyContract[] = [];
      entries.forEach((entry, i) => {
        if (entry) answer.push(toNearbyContract(entry.center, nearest[i]!.distanceKm, offerNow(entry, now)));
      });
      return answer;
    },
    /**
     * The same answer as JSON text, exactly JSON.stringify(lookup(...)): the twelve fields that do not change
     * between requests are serialised once per remembered center (nearby-details-memory.test.ts compares both).
     */
    lookupJson(nearest: Array<{ id: number; distanceKm: number }>, now: string): string {
      const entries = entriesOf(idsOf(nearest));
      let text = '[';
      entries.forEach((entry, i) => {
        if (!entry) return;
        if (entry.json === null) {
          // toNearbyContract's text up to its last three fields (a key's quote inside a value is escaped, so the
          // last unescaped ',"isofferavailable":' is the field itself).
          const whole = JSON.stringify(toNearbyContract(entry.center, 0, undefined));
          entry.json = whole.slice(0, whole.lastIndexOf(',"isofferavailable":') + 1);
        }
        const offer = offerNow(entry, now);
        if (text.length > 1) text += ',';
        text += `${entry.json}"isofferavailable":${offer?.available ?? false},"primaryoffer":${JSON.stringify(
          offer?.primaryText ?? '',
        )},"distancekm":${JSON.stringify(roundKm(nearest[i]!.distanceKm))}}`;
      });
      return `${text}]`;
    },
  };
}

/** The offer shown for a remembered center now: the SQL join's conditions on the remembered active offers. */
function offerNow(entry: RememberedCenter, now: string): NearbyOffer | undefined {
  let offer: NearbyOffer | undefined;
  for (const o of entry.offers) {
    if (!(o.start_date <= now && o.end_date >= now && (o.valid_till === null || o.valid_till >= now)))
      continue;
    offer ??= { available: true, primaryText: '' };
    if (o.is_primary === 1) offer.primaryText = offerText(o);
  }
  return offer;
}

const R = EARTH_RADIUS_KM;
/** Great-circle km from ($1 lat, $2 lng) to the row's lat and lng in SQL: the shared haversine's formula. */
const postgresKm = (table: string) => `2 * ${R} * asin(least(1, sqrt(
  power(sin(radians(${table}lat - $1::float8) / 2), 2)
  + cos(radians($1::float8)) * cos(radians(${table}lat)) * power(sin(radians(${table}lng - $2::float8) / 2), 2))))`;
/**
 * Relative and absolute slack (km) of the statement's last filter: far above the rounding by which PostgreSQL's
 * trigonometry and JavaScript's can differ (a few units in the 16th digit), far below a metre.
 */
const KM_SLACK = 1e-9;
/**
 * The PostgreSQL nearby statement for one limit ($1 lat, $2 lng, $3 local now): see createPostgresNearby. The
 * limit is written into the text (a whole number checked here, never user text): with `LIMIT $n` PostgreSQL
 * re-plans every call (a custom plan: the cost of an unknown limit looks high); with a constant it settles on
 * the generic plan after five calls, about 40 % less time per call (bench/README.md).
 */
export function postgresNearbySql(limit: number): string {
  if (!Number.isInteger(limit) || limit < 1 || limit > NEARBY_ALL_LIMIT)
    throw new Error(`bad nearby limit ${limit}`);
  return `
    with knn as (
      select lat, lng from service_centers where is_active = 1
      order by point(lng, lat) <-> point($2::float8, $1::float8) limit ${limit}
    ),
    bound as (
      select least(coalesce(max(${postgresKm('')}), 0), ${NEARBY_MAX_RADIUS_KM}) as km
      from knn
    ),
    radius as (
      select case when abs($1::float8) + degrees(km / ${R}) >= 80 then 360
        else 1.01 * degrees(km / ${R}) / cos(radians(abs($1::float8) + degrees(km / ${R}))) + ${EPSILON_DEG} end as deg
      from bound
    )
    select ${CENTER_COLUMNS}
    from service_centers c ${CURRENT_OFFER_JOIN('$3::text')}
    where c.is_active = 1
      and point(c.lng, c.lat) <@ circle(point($2::float8, $1::float8), (select deg from radius))
      and ${postgresKm('c.')} <= (select km from bound) * (1 + ${KM_SLACK}) + ${KM_SLACK}`;
}

/**
 * PostgreSQL: one statement, one round trip. `point(lng, lat) <-> point` is Euclidean distance in degrees,
 * not great-circle distance, so the GiST KNN order is only a first guess, refined like this:
 * 1. knn: the `limit` active centers nearest in degrees (GiST index scan, `ORDER BY <-> LIMIT k`).
 * 2. bound: D = the largest exact great-circle distance among them. These k centers all lie within D, so the
 *    true k-th nearest lies within D too, and every true neighbour has great-circle distance d <= D.
 * 3. Any center within d of the point lies within a degree-space circle of radius D' around it, where
 *    D' = 1.01 * D(deg) / cos(latMax) and latMax = |lat| + D(deg): haversine gives
 *    hav(d) >= hav(dLat) + cos(lat1)cos(lat2) hav(dLng) >= cos^2(latMax) (hav(dLat) + hav(dLng)), and
 *    sin(x/2) >= 0.99 * x/2 for |x| <= 0.49 rad (28 degrees, which a 500 km search never reaches below 80
 *    degrees of latitude), so sqrt(dLat^2 + dLng^2) <= d / (0.99 cos(latMax)). Above 80 degrees the circle is
 *    the whole map. So the candidates (GiST `<@ circle`) hold every true neighbour.
 * 4. Of those, only the centers within D (in SQL, with KM_SLACK for rounding) are sent: every true neighbour is
 *    within D; the circle's other centers only cost sending and parsing (at 100,000 centers 15.6 rows a search
 *    instead of 16.9, about a tenth less time for the statement, bench/README.md).
 * 5. Exact distances, order and limit are computed in JavaScript with the same haversine as everywhere else.
 * Details and current offers come back in the same statement. Prepared by name, one per limit
 * (postgresNearbySql): parsed once per connection, and planned once after PostgreSQL settles on a generic plan.
 */
function createPostgresNearby(handle: DatabaseHandle): NearbyService {
  const pool = handle.pgPool;
  if (!pool) throw new Error('the PostgreSQL nearby search needs the pool');
  const statements = new Map<number, string>();
  const statementFor = (limit: number): string => {
    let text = statements.get(limit);
    if (text === undefined) {
      text = postgresNearbySql(limit);
      statements.set(limit, text);
    }
    return text;
  };
  const clock = indiaClockText();
  return {
    async nearbyForPoint(point, limit, now = new Date()) {
      const nowLocal = clock(now);
      const result = await pool.query<CenterOfferRow>({
        name: `nearby-knn-${limit}`,
        text: statementFor(limit),
        values: [point.lat, point.lng, nowLocal],
      });
      const rows = result.rows;
      const seen = new Map<number, Candidate>();
      for (const row of rows) seen.set(row.id, row);
      return assemble(nearestOf(point, [...seen.values()], limit), rows);
    },
    async nearbyJsonForPoint(point, limit, now) {
      return JSON.stringify(await this.nearbyForPoint(point, limit, now));
    },
  };
}

const services = new WeakMap<DatabaseHandle, NearbyService>();

/** One search per database handle: its prepared statements are built on first use and kept. */
export function createNearbyService(ctx: { database: DatabaseHandle }): NearbyService {
  let service = services.get(ctx.database);
  if (!service) {
    service =
      ctx.database.engine === 'postgres'
        ? createPostgresNearby(ctx.database)
        : createSqliteNearby(ctx.database);
    services.set(ctx.database, service);
  }
  return service;
}

export function nearbyForPoint(
  database: DatabaseHandle,
  point: LatLng,
  limit: number,
  now?: Date,
): Promise<NearbyContract[]> {
  return createNearbyService({ database }).nearbyForPoint(point, limit, now);
}
