import { NEW_SR_REMARKS } from '@fixo/shared';
import type { Db, Engine } from '../../platform/db.js';
import { randomToken } from '../../platform/crypto.js';
import { createRatingsService } from '../../modules/ratings/index.js';
import { newBookingRef } from '../../modules/service-requests/index.js';

/** What drivers typically write, by stars ('' = stars only, as many do). */
const COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Mechanic reached in 25 minutes and fixed the battery on the spot. Honest pricing.',
    'Picked up the car from home and returned it washed. Clear bill, no surprises.',
    '',
    'Explained everything before starting the brake work. Will come again.',
    'Came out at 11 pm for a puncture on the highway. Thank you!',
    '',
  ],
  4: [
    'Good work, took a bit longer than promised.',
    'Fixed the puncture quickly; charges slightly high.',
    '',
    'Polite staff. Had to call twice for an update.',
  ],
  3: ['Repair was fine but they reached nearly an hour late.', 'Okay work, grease marks on the seat cover.'],
  2: ['Quoted one price and billed more. The repair held up though.'],
  1: ['Nobody picked up the phone after accepting the request.'],
};
const REPLIES: Record<number, string> = {
  5: 'Thank you! See you at the next service.',
  4: 'Thanks for the feedback, we are adding one more mechanic for evenings.',
  3: 'Sorry for the delay. Please call us directly next time and ask for Manjunath.',
};

/**
 * Stars whose average rounds to `average` (one decimal): a few more than the nearest whole grade, one or two a
 * grade lower where the total allows, as real lists look. `count` is nudged until the rounding matches.
 */
export function starsFor(average: number, wanted: number): number[] {
  let count = wanted;
  for (let tries = 0; tries < 20; tries += 1, count += 1) {
    const total = Math.round(average * count);
    if (Math.round((total / count) * 10) / 10 === average && total >= count && total <= 5 * count) break;
  }
  const total = Math.round(average * count);
  const stars = Array.from({ length: count }, () => 5);
  let excess = 5 * count - total;
  // One low grade first (a 3 or 2) when there is room, then spread the rest one star at a time.
  if (excess >= 3 && count >= 6) {
    stars[count - 1] = 3;
    excess -= 2;
  }
  for (let i = 0; excess > 0; i = (i + 1) % count) {
    if (stars[i]! > 1) {
      stars[i]! -= 1;
      excess -= 1;
    }
  }
  return stars;
}

interface DemoVehicle {
  serviceTypeId: number;
  vehicleTypeId: number;
  vehicleId: number;
  makerId: number;
  makeId: number;
  modelId: number;
  fuelTypeId: number;
  cityId: number;
  stateId: number;
  countryId: number;
}

/**
 * Closed guest requests of past weeks at a demo center, each rated through the ratings service (the code path of
 * a real rating, with the clock set to a day or two after the closing), and a reply to some of them.
 */
export async function seedDemoRatings(
  db: Db,
  engine: Engine,
  center: { id: number; accountId: number; average: number; wanted: number; location: string },
  vehicle: DemoVehicle,
  seq: { next: number },
): Promise<void> {
  const ratings = createRatingsService({ db, database: { engine } });
  const stars = starsFor(center.average, center.wanted);
  const DAY = 86_400_000;
  for (const [i, grade] of stars.entries()) {
    // 40 to 120 days back: before this month and outside the 30-day charts, so today's figures stay today's.
    const created = new Date(
      Date.now() - (40 + ((i * 7 + center.id * 3) % 80)) * DAY - ((i * 97 + center.id * 41) % 600) * 60_000,
    );
    const accepted = new Date(created.getTime() + 20 * 60_000);
    const closed = new Date(created.getTime() + 3 * 3_600_000);
    seq.next += 1;
    const token = randomToken(24);
    const row = await db
      .insertInto('service_requests')
      .values({
        booking_ref: newBookingRef(),
        tracking_token: token,
        idempotency_key: null,
        customer_id: 0,
        mobile: String(9845000000 + seq.next),
        email: null,
        service_type_id: vehicle.serviceTypeId,
        issue: 'Vehicle would not start',
        city_id: vehicle.cityId,
        state_id: vehicle.stateId,
        country_id: vehicle.countryId,
        current_location: 'Near the service center',
        location: center.location,
        service_center_id: center.id,
        vehicle_type_id: vehicle.vehicleTypeId,
        vehicle_id: vehicle.vehicleId,
        make_id: vehicle.makeId,
        maker_id: vehicle.makerId,
        make_other: null,
        model_id: vehicle.modelId,
        color_id: 0,
        fuel_type_id: vehicle.fuelTypeId,
        registration_no: `KA0${(seq.next % 9) + 1}MC${String(1000 + seq.next).slice(-4)}`,
        chassis_no: null,
        mileage: null,
        vehicle_text: 'Demo vehicle',
        status: 'Closed',
        remarks: 'Closed',
        created_at: created.toISOString(),
        updated_at: closed.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('service_request_events')
      .values(
        [
          { at: created, from: null, to: 'Open' },
          { at: accepted, from: 'Open', to: 'Accepted' },
          { at: closed, from: 'Accepted', to: 'Closed' },
        ].map((e) => ({
          service_request_id: row.id,
          from_status: e.from,
          to_status: e.to,
          remark: e.to === 'Open' ? NEW_SR_REMARKS : e.to,
          actor_account_id: e.to === 'Open' ? null : center.accountId,
          created_at: e.at.toISOString(),
        })),
      )
      .execute();
    const pool = COMMENTS[grade]!;
    const comment = pool[(i + center.id) % pool.length]!;
    const request = await ratings.trackedRequest(token);
    await ratings.rate(request, { stars: grade, comment }, new Date(closed.getTime() + (1 + (i % 3)) * DAY));
    const reply = REPLIES[grade];
    if (reply && comment && i % 3 === 0) {
      const rated = await db
        .selectFrom('ratings')
        .select('id')
        .where('service_request_id', '=', row.id)
        .executeTakeFirstOrThrow();
      await ratings.reply(center.accountId, center.id, rated.id, reply);
    }
  }
}
