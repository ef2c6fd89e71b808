import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_LIMIT_MESSAGES, indiaIsoNoZone } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { centerIdOf } from '../../test-support/suite-fixtures.js';

const PER_DAY = 3;
const CENTER = '9000000005'; // no offers in the demo data
let t: TestApp;
let asCenter: string;
let asManager: string;
let centerId: number;

const at = (days: number): string => indiaIsoNoZone(new Date(Date.now() + days * 86_400_000));
const offer = (code: string, offersvcntid = 0) => ({
  offersvcntid,
  servicecenterid: centerId,
  servicecentername: 'Demo center',
  discountofferedpercentage: '10',
  offer: '',
  discountofferedamount: '500',
  offercode: code,
  startdate: at(0),
  enddate: at(30),
  validtill: null,
  isactive: true,
  isprimaryoffer: false,
  offerremarks: '',
});
const save = (cookie: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ServiceCenterOffer/AddNewServiceCenterOffer',
    payload: body,
    headers: { cookie },
  });

beforeAll(async () => {
  t = await createTestApp({
    createLimits: {
      customerRequestsPerHour: 1000,
      customerRequestsPerDay: 1000,
      centerOffersPerDay: PER_DAY,
      consentsPerHour: 1000,
    },
  });
  asCenter = await t.login(CENTER, 'ServiceCenter');
  asManager = await t.login(DEMO_MOBILES.manager, 'Manager');
  centerId = await centerIdOf(t, CENTER);
});
afterAll(async () => t.close());

describe('per-center offer create limit', () => {
  it('allows N new offers a day under a parallel burst, then 429; edits and managers are not limited', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => save(asCenter, offer(`BURST${i}`))),
    );
    expect(answers.filter((r) => r.statusCode === 200 || r.statusCode === 201)).toHaveLength(PER_DAY);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(8 - PER_DAY);
    expect(refused[0]!.json().message).toBe(CREATE_LIMIT_MESSAGES.centerOffersPerDay(PER_DAY));

    const rows = await t.app.ctx.db
      .selectFrom('offers')
      .select(['id', 'offer_code'])
      .where('service_center_id', '=', centerId)
      .execute();
    expect(rows).toHaveLength(PER_DAY);
    const edit = await save(asCenter, {
      ...offer(rows[0]!.offer_code, Number(rows[0]!.id)),
      offerremarks: 'edited',
    });
    expect(edit.statusCode).toBeLessThan(300);
    const byManager = await save(asManager, offer('MANAGER1'));
    expect(byManager.statusCode).toBeLessThan(300);
  });
});
