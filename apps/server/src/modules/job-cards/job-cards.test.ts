import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf, SUITE_ACCESS_MESSAGES, SUITE_MESSAGES as S } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  acceptedRequest,
  centerClient,
  type Client,
  createJobCard,
  customerPayload,
  FREE_CENTER,
  oneOffLine,
  OTHER_PAID_CENTER,
  PAID_CENTER,
  paidCenterClients,
  partLine,
  setCenterGstin,
  stockedPart,
} from '../../test-support/suite-fixtures.js';
import { TEST_CENTER_GSTIN } from '../../test-support/test-gstin.js';

let t: TestApp;
let paid: Client;
let other: Client;
const SAVE = '/api/JobCard/AddUpdateJobCard';
const GET = '/api/JobCard/GetJobCardById';

beforeAll(async () => {
  t = await createTestApp();
  // these tests are about a GST-registered center (the demo centers have no GSTIN; see 'centers without GST')
  await setCenterGstin(t, PAID_CENTER, TEST_CENTER_GSTIN);
  await setCenterGstin(t, OTHER_PAID_CENTER, TEST_CENTER_GSTIN);
  ({ paid, other } = await paidCenterClients(t));
});
afterAll(async () => t.close());

const jobCardCount = async () =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('shop_customers')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  ) +
  Number(
    (
      await t.app.ctx.db
        .selectFrom('job_cards')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  );

describe('creating job cards', () => {
  it('opens a numbered job card for a new walk-in, saves them to the masters, and totals in paise', async () => {
    const part = await stockedPart(paid, 'JC-PAD', 5, 1800);
    const card = await createJobCard(paid, [
      partLine(part.partid, 1, 180000),
      oneOffLine({ discounttype: 'Percent', discountvalue: 10 }),
      oneOffLine({
        description: 'Engine oil',
        linetype: 'Part',
        hsnsac: '27101980',
        qty: 3.5,
        unitpricepaise: 65000,
        priceincludesgst: true,
      }),
    ]);
    expect(card.jobcardno).toMatch(new RegExp(`^JC/${financialYearOf(new Date())}/\\d{4}$`));
    expect(card).toMatchObject({
      status: 'Open',
      odometer: 42000,
      fuellevel: '1/2',
      complaints: ['Brakes squeal', 'AC not cooling'],
      checklist: ['sparewheel', 'jack'],
      technician: 'Suresh',
      // its lines are Draft, not yet sent to the customer
      pendingapprovalcount: 0,
    });
    const { lines } = card;
    // part: ₹1,800 + 18% = 2,124.00; labour: ₹1,000 − 10% = 900 + 162 = 1,062.00; oil 3.5 × 650 incl. GST = 2,275.00
    expect(lines.map((l) => l.linetotalpaise)).toEqual([212400, 106200, 227500]);
    expect(lines[0]).toMatchObject({ hsnsac: '87083000', gstrate: 18, approval: 'Draft' });
    expect(card.totals).toEqual({
      grosspaise: 507500,
      discountpaise: 10000,
      taxablepaise: 462797,
      gstpaise: 83303,
      grandtotalpaise: 546100,
    });
    expect(card.timeline).toMatchObject([{ fromstatus: null, tostatus: 'Open', remark: 'Job card opened' }]);
    const masters = (await paid('GET', `/api/ShopCustomer/GetShopCustomers?SEARCH=${card.mobilenO1}`)).json();
    expect(masters.total).toBe(1);
  });

  it('answers each validation with its message and saves nothing', async () => {
    const before = await jobCardCount();
    const response = await paid('POST', SAVE, {
      complaints: ['  '],
      fuellevel: 'half',
      checklist: ['sparewheel', 'jetpack'],
      promiseddelivery: 'tomorrow',
      odometer: -5,
      lines: [
        {
          linetype: 'Part',
          description: '',
          hsnsac: '12',
          qty: 0,
          unitpricepaise: 1.5,
          gstrate: 17,
          discounttype: 'Percent',
          discountvalue: 120,
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      complaints: S.complaintsRequired,
      fuellevel: S.fuelLevelInvalid,
      'checklist.1': S.checklistInvalid,
      promiseddelivery: S.promisedDeliveryInvalid,
      odometer: S.odometerDigits,
      shopcustomerid: S.customerOrVehicleRequired,
      'lines.0.description': S.lineDescriptionRequired,
      'lines.0.hsnsac': S.hsnInvalid,
      'lines.0.qty': S.qtyPositive,
      'lines.0.unitpricepaise': S.pricePaise,
      'lines.0.gstrate': S.gstRateInvalid,
      'lines.0.discountvalue': S.discountPercentInvalid,
    });
    const over = await paid('POST', SAVE, {
      newcustomer: customerPayload(),
      complaints: ['x'],
      lines: [oneOffLine({ discountvalue: 200000 })],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors['lines.0.discountvalue']).toBe(S.discountOverPrice);
    // 200 lines at the largest quantity and price would total past 2^53 paise (the answer could not be given)
    const huge = await paid('POST', SAVE, {
      newcustomer: customerPayload(),
      complaints: ['x'],
      lines: Array.from({ length: 200 }, () => oneOffLine({ qty: 100_000, unitpricepaise: 1_000_000_000 })),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors.lines).toBe(S.jobCardTotalMax);
    // dates no calendar has: the reminder planned from a next service date of '9999-99-99' could not say how
    // many days are left, and its lists answered 500
    const impossible = await paid('POST', SAVE, {
      newcustomer: customerPayload(),
      complaints: ['x'],
      nextservicedate: '9999-99-99',
      promiseddelivery: '2026-02-30T10:00:00+05:30',
      lines: [oneOffLine({ qty: '0x10' })],
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors).toMatchObject({
      nextservicedate: S.nextServiceDateInvalid,
      promiseddelivery: S.promisedDeliveryInvalid,
      'lines.0.qty': S.qtyInvalid,
    });
    // the new customer of the refused job card was not saved either (one transaction)
    expect(await jobCardCount()).toBe(before);
  });

  it('gives 10 parallel creates 10 different numbers in sequence', async () => {
    const cards = await Promise.all(Array.from({ length: 10 }, () => createJobCard(paid)));
    const numbers = cards.map((c) => Number(c.jobcardno.split('/')[2]));
    expect(new Set(numbers).size).toBe(10);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted[9]! - sorted[0]!).toBe(9);
  });

  it('updates intake and lines, keeps each center’s numbering apart', async () => {
    const card = await createJobCard(paid, [oneOffLine()]);
    const update = await paid('POST', SAVE, {
      jobcardid: card.jobcardid,
      complaints: ['Brakes squeal'],
      fuellevel: 'F',
      lines: [
        { ...oneOffLine({ qty: 2 }), lineid: card.lines[0]!.lineid },
        oneOffLine({ description: 'Wash' }),
      ],
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      fuellevel: 'F',
      complaints: ['Brakes squeal'],
      totals: { grandtotalpaise: 354000 },
    });
    const theirs = await createJobCard(other);
    expect(theirs.jobcardno).toBe(`JC/${financialYearOf(new Date())}/0001`);
  });

  it('creates one job card from an accepted marketplace request, prefilled, and links it', async () => {
    const requestId = await acceptedRequest(t, PAID_CENTER);
    const response = await paid('POST', '/api/JobCard/AddFromServiceRequest', {
      servicerequestid: requestId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      servicerequestid: requestId,
      customername: 'Ravi Kumar',
      vehregistrationno: 'KA01AB1234',
      odometer: 42000,
      complaints: ['Engine will not start after rain'],
    });
    const again = await paid('POST', '/api/JobCard/AddFromServiceRequest', { servicerequestid: requestId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(S.alreadyLinked);
    expect(
      (await other('POST', '/api/JobCard/AddFromServiceRequest', { servicerequestid: requestId })).statusCode,
    ).toBe(404);
  });
});

describe('list', () => {
  it('searches by number, registration, mobile or name, with counts per status', async () => {
    const card = await createJobCard(paid, [oneOffLine()]);
    const byNumber = (
      await paid('GET', `/api/JobCard/GetJobCards?SEARCH=${encodeURIComponent(card.jobcardno)}`)
    ).json();
    expect(byNumber.items.map((i: { jobcardid: number }) => i.jobcardid)).toEqual([card.jobcardid]);
    expect(byNumber.items[0]).toMatchObject({
      grandtotalpaise: 118000,
      pendingapprovalcount: 0,
      status: 'Open',
    });
    const reg = card.vehregistrationno as string;
    const byReg = (await paid('GET', `/api/JobCard/GetJobCards?SEARCH=${reg.slice(0, 6)}`)).json();
    expect(byReg.items.some((i: { vehregistrationno: string }) => i.vehregistrationno === reg)).toBe(true);
    const byMobile = (await paid('GET', `/api/JobCard/GetJobCards?SEARCH=${card.mobilenO1}`)).json();
    expect(byMobile.total).toBe(1);
    const tabs = (await paid('GET', '/api/JobCard/GetJobCards?STATUS=Open&PAGESIZE=5')).json();
    expect(tabs.items).toHaveLength(5);
    expect(tabs.counts.Open).toBe(tabs.total);
    expect(tabs.counts.Delivered).toBe(0);
  });
});

describe('access and ownership', () => {
  it('refuses centers without a plan and hides job cards across centers on every endpoint', async () => {
    const free = await centerClient(t, FREE_CENTER);
    const refused = await free('GET', '/api/JobCard/GetJobCards');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SUITE_ACCESS_MESSAGES.noPlan);
    // authorization before validation: an invalid body still gets 403
    expect((await free('POST', SAVE, { complaints: 5 })).statusCode).toBe(403);
    // ... and so does a body that cannot even be read (broken JSON, a form, an unknown type): the plan is
    // checked before the body is parsed
    const freeCookie = await t.login(FREE_CENTER, 'ServiceCenter');
    for (const [type, payload] of [
      ['application/json', '{bad json'],
      ['application/x-www-form-urlencoded', 'complaints=x'],
      ['text/plain', 'complaints'],
    ]) {
      const unread = await t.app.inject({
        method: 'POST',
        url: SAVE,
        headers: { cookie: freeCookie, 'content-type': type! },
        payload,
      });
      expect([type, unread.statusCode, unread.json().message]).toEqual([
        type,
        403,
        SUITE_ACCESS_MESSAGES.noPlan,
      ]);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: SAVE,
          headers: { 'content-type': 'application/json' },
          payload: '{bad',
        })
      ).statusCode,
    ).toBe(401);

    const mine = await createJobCard(paid, [oneOffLine()]);
    expect((await other('GET', `${GET}?jobcardid=${mine.jobcardid}`)).statusCode).toBe(404);
    expect((await other('POST', SAVE, { jobcardid: mine.jobcardid, complaints: ['x'] })).statusCode).toBe(
      404,
    );
    expect(
      (
        await other('PUT', '/api/JobCard/UpdateJobCardStatus', {
          jobcardid: mine.jobcardid,
          status: 'Cancelled',
        })
      ).statusCode,
    ).toBe(404);
    expect((await other('POST', '/api/JobCard/SendEstimate', { jobcardid: mine.jobcardid })).statusCode).toBe(
      404,
    );
    expect(
      (await other('GET', `/api/JobCard/GetJobCards?SEARCH=${encodeURIComponent(mine.jobcardno)}`)).json()
        .total,
    ).toBe(0);
    // nor can a job card take another center's customer or part
    const theirPart = await stockedPart(other, 'THEIRS-1', 1);
    const stolen = await paid('POST', SAVE, {
      newcustomer: customerPayload(),
      complaints: ['x'],
      lines: [partLine(theirPart.partid, 1)],
    });
    expect(stolen.statusCode).toBe(404);
    const theirCard = await createJobCard(other);
    const borrowed = await paid('POST', SAVE, {
      shopcustomerid: theirCard.shopcustomerid,
      shopvehicleid: theirCard.shopvehicleid,
      complaints: ['x'],
    });
    expect(borrowed.statusCode).toBe(404);
  });
});
