/**
 * The accounts and valid requests the route-table tests (authorization matrix, write-route fuzz) act with:
 * customers A and B, centers A and B (and C for manager actions), the manager, and requests aimed at the A
 * accounts' resources. Everything is created through the API or read from the demo seed.
 */
import { verifyMobile } from './verified-mobile.js';
import type { TestApp } from './test-app.js';
import { DEMO_MOBILES } from '../db/seed/demo-seed.js';
import {
  customerIdByMobile,
  validRequestPayload,
} from '../modules/service-requests/service-requests.fixtures.js';
import {
  client,
  createJobCard,
  customerPayload,
  deliverJobCard,
  givePlan,
  oneOffLine,
  reminderIdOf,
} from './suite-fixtures.js';

export const ACTORS = ['anonymous', 'customerA', 'customerB', 'centerA', 'centerB', 'manager'] as const;
export type Actor = (typeof ACTORS)[number];

/** Valid one-row imports (each center imports into its own masters and catalogue). */
export const SHOP_CUSTOMERS_CSV =
  'customername,mobilenO1,emailid,vehregistrationno,vehiclemaker,vehiclemake,vehiclemodel,vehiclefuel\n' +
  'Imran Khan,9900112233,imran@example.in,KA03MM1111,Maruti Suzuki,Maruti Suzuki Arena,WagonR,Petrol\n';
export const PARTS_CSV =
  'partname,partcode,parttype,hsnsac,saleprice,priceincludesgst,unit,onhand\n' +
  'Wiper blade,WB-01,Part,85124000,450,false,nos,6\n';

export const CUSTOMER_B_MOBILE = '9812340001';
export const CUSTOMER_B_PASSCODE = '4821';

export interface RouteFixtures {
  customerA: { mobile: string; id: number };
  customerB: { mobile: string; id: number };
  centerA: { mobile: string; id: number };
  centerB: { mobile: string; id: number };
  /** A third center the manager may approve and deactivate without disturbing A and B. */
  centerC: { id: number };
  /** An open request of customer A at center A. */
  requestOfA: number;
  encrypt(plain: string): string;
  customerUpdateOfA: Record<string, unknown>;
  centerUpdateOfA: Record<string, unknown>;
  offerOfA: Record<string, unknown>;
  /** A valid AddNewServiceRequest payload for customer A at center A. */
  requestPayloadOfA: Record<string, unknown>;
  /** A valid registration of a customer nobody has registered yet. */
  newCustomerRegistration: Record<string, unknown>;
  /** FixoPro rows of center A (both centers have a paid plan, so only ownership can refuse center B). */
  shopCustomerOfA: { id: number; vehicleId: number; payload: Record<string, unknown> };
  partOfA: { id: number; payload: Record<string, unknown> };
  /** An open job card of center A with one one-off line (its estimate can be sent). */
  jobCardOfA: { id: number; payload: Record<string, unknown> };
  /** A marketplace request of customer A that center A has accepted (job card / masters from a request). */
  acceptedRequestOfA: number;
  /** The service reminder of a delivered job card of center A (another walk-in customer's car). */
  reminderOfA: number;
  /** A closed request of customer A at center A, not yet rated (rating routes), with its tracking token. */
  closedRequestOfA: { id: number; token: string };
  /** A rating of center A by customer A (reply and hide routes). */
  ratingOfA: number;
  /** An issued counter-sale invoice of center A (₹1,180.00), with the body that created it. */
  invoiceOfA: { id: number; payload: Record<string, unknown> };
}

export interface RouteWorld {
  f: RouteFixtures;
  /** A signed-in session per actor (none for anonymous). */
  cookies: Map<Actor, string>;
  /** A new session for an actor. */
  signIn(actor: Actor): Promise<string | undefined>;
}

async function signInAs(t: TestApp, f: RouteFixtures, actor: Actor): Promise<string | undefined> {
  switch (actor) {
    case 'anonymous':
      return undefined;
    case 'customerA':
      return t.login(DEMO_MOBILES.customer, 'Customer');
    case 'customerB':
      return t.login(CUSTOMER_B_MOBILE, 'Customer', CUSTOMER_B_PASSCODE);
    case 'centerA':
      return t.login(f.centerA.mobile, 'ServiceCenter');
    case 'centerB':
      return t.login(f.centerB.mobile, 'ServiceCenter');
    case 'manager':
      return t.login(DEMO_MOBILES.manager, 'Manager');
  }
}

export async function createRouteFixtures(t: TestApp): Promise<RouteWorld> {
  const db = t.app.ctx.db;
  const centerIds = await db
    .selectFrom('service_centers')
    .select(['id', 'mobile'])
    .where('mobile', 'in', ['9000000003', '9000000004', '9000000005'])
    .orderBy('mobile')
    .execute();
  const [centerA, centerB, centerC] = centerIds.map((row) => ({ id: Number(row.id), mobile: row.mobile }));
  const offerOfA = await db
    .selectFrom('offers')
    .select(['id', 'offer_code as code'])
    .where('service_center_id', '=', centerA!.id)
    .executeTakeFirstOrThrow();
  const customerAId = await customerIdByMobile(db, DEMO_MOBILES.customer);

  // Customer B registers through the API like anyone would.
  const request = await validRequestPayload(db, centerA!.id);
  const registration = {
    customername: 'Bhavna Kulkarni',
    emailid: 'bhavna@example.in',
    mobilenO1: CUSTOMER_B_MOBILE,
    mobilenO2: '',
    addresS1: '12, 2nd Main, Jayanagar',
    addresS2: '',
    cityid: request.cityid,
    stateid: request.stateid,
    countryid: request.countryid,
    postalcode: '560011',
    locationcoordinates: '12.93,77.58',
    vehtypid: request.vehtypid,
    logintype: 'PassCode',
    loginpasscode: CUSTOMER_B_PASSCODE,
    vehid: request.vehid,
    vehmaketypid: request.vehmaketypeid,
    vehmakertypid: request.vehmakertypid,
    others: '',
    vehmodelid: request.vehmodelid,
    vehcolorid: 1,
    vehchassisno: '',
    vehregistrationno: 'KA05MN4321',
    vehfueltypeid: request.vehfueltypeid,
    vehmileage: '15000',
  };
  // Customer B proves its number by the SMS code, as a person registering does.
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/Customer/AddNewCustomer',
    headers: { cookie: await verifyMobile(t, CUSTOMER_B_MOBILE) },
    payload: registration,
  });
  if (registered.statusCode >= 300) throw new Error(`customer B registration: ${registered.body}`);

  const f: RouteFixtures = {
    customerA: { mobile: DEMO_MOBILES.customer, id: customerAId },
    customerB: { mobile: CUSTOMER_B_MOBILE, id: await customerIdByMobile(db, CUSTOMER_B_MOBILE) },
    centerA: centerA!,
    centerB: centerB!,
    centerC: { id: centerC!.id },
    requestOfA: 0,
    shopCustomerOfA: { id: 0, vehicleId: 0, payload: {} },
    partOfA: { id: 0, payload: {} },
    jobCardOfA: { id: 0, payload: {} },
    acceptedRequestOfA: 0,
    reminderOfA: 0,
    closedRequestOfA: { id: 0, token: '' },
    ratingOfA: 0,
    invoiceOfA: { id: 0, payload: {} },
    encrypt: (plain) => t.app.ctx.cipher.encrypt(plain),
    requestPayloadOfA: { ...request, mobileno: DEMO_MOBILES.customer, custid: customerAId },
    newCustomerRegistration: { ...registration, mobilenO1: '9812340002', vehregistrationno: 'KA05MN9876' },
    customerUpdateOfA: {
      ...registration,
      custid: customerAId,
      mobilenO1: DEMO_MOBILES.customer,
      customername: 'Demo Customer',
      emailid: 'demo.customer@example.in',
      vehregistrationno: 'KA01AB1234',
    },
    centerUpdateOfA: {
      servicecenterid: centerA!.id,
      servicecentername: 'Sri Lakshmi Auto Works',
      emailid: 'lakshmi.auto@example.in',
      contactpersoN1: 'Manjunath R',
      contactpersoN2: '',
      mobilenO1: centerA!.mobile,
      mobilenO2: '',
      landline: '',
      addresS1: '14, 80 Feet Road, Koramangala 4th Block',
      addresS2: '',
      postalcode: '560034',
      cityid: request.cityid,
      stateid: request.stateid,
      countryid: request.countryid,
      gstin: '',
      logintype: 'PassCode',
      loginpasscode: '1234',
      locationcoordinates: '12.9352,77.6245',
      vehmkrid: [1, 2],
      servicetypid: '1,2',
      servicesprovided: 'Breakdown, Towing',
      pickupservice: true,
      officestarttime: '08:30',
      officeendtime: '20:30',
    },
    offerOfA: {
      offersvcntid: offerOfA.id,
      servicecenterid: centerA!.id,
      servicecentername: 'Sri Lakshmi Auto Works',
      discountofferedpercentage: '10',
      offer: '',
      discountofferedamount: '500',
      offercode: offerOfA.code,
      startdate: '2030-01-01T00:00:00',
      enddate: '2030-02-01T00:00:00',
      validtill: null,
      isactive: true,
      isprimaryoffer: false,
      offerremarks: '',
      recordby: 1,
    },
  };
  const cookies = new Map<Actor, string>();
  const signIn = (actor: Actor) => signInAs(t, f, actor);
  for (const actor of ACTORS) {
    const cookie = await signIn(actor);
    if (cookie) cookies.set(actor, cookie);
  }
  // Customer A's open request at center A, filed through the API.
  const filed = await t.app.inject({
    method: 'POST',
    url: '/api/ServiceRequest/AddNewServiceRequest',
    headers: { cookie: cookies.get('customerA')! },
    payload: f.requestPayloadOfA,
  });
  if (filed.statusCode >= 300) throw new Error(`request of A: ${filed.body}`);
  f.requestOfA = Number(
    (
      await db
        .selectFrom('service_requests')
        .select('id')
        .where('service_center_id', '=', centerA!.id)
        .where('status', '=', 'Open')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id,
  );
  await createSuiteFixtures(t, f, cookies);
  await createRatingFixtures(t, f, cookies);
  return { f, cookies, signIn };
}

/** Center A's FixoPro rows, created through the API; center B gets a paid plan of its own. */
async function createSuiteFixtures(t: TestApp, f: RouteFixtures, cookies: Map<Actor, string>): Promise<void> {
  const db = t.app.ctx.db;
  await givePlan(t, f.centerB.mobile, new Date(Date.now() + 365 * 24 * 3600 * 1000));
  const asCenterA = async (url: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: cookies.get('centerA')! },
      payload,
    });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json<Record<string, unknown>>();
  };

  const customerBody = customerPayload({ customername: 'Ravi Shankar', mobilenO1: '9845012345' });
  const customer = await asCenterA('/api/Customer/AddNewCustomerForServiceCenter', { ...customerBody });
  const shopCustomerId = Number(customer.shopcustomerid);
  const vehicleId = Number((customer.vehicles as { shopvehicleid: number }[])[0]!.shopvehicleid);
  f.shopCustomerOfA = {
    id: shopCustomerId,
    vehicleId,
    payload: {
      ...customerBody,
      shopcustomerid: shopCustomerId,
      vehicles: customerBody.vehicles.map((v) => ({ ...v, shopvehicleid: vehicleId })),
    },
  };

  const partBody = {
    partname: 'Brake pad set (front)',
    partcode: 'BP-FR-01',
    parttype: 'Part',
    hsnsac: '87083000',
    unit: 'set',
    salepricepaise: 185000,
    purchasepricepaise: 120000,
    reorderlevel: 2,
    openingstock: 10,
  };
  const part = await asCenterA('/api/Parts/AddUpdatePart', partBody);
  const { openingstock: _opening, ...partUpdate } = partBody;
  f.partOfA = { id: Number(part.partid), payload: { ...partUpdate, partid: Number(part.partid) } };

  const jobCardBody = {
    shopcustomerid: shopCustomerId,
    shopvehicleid: vehicleId,
    odometer: 42000,
    fuellevel: '1/2',
    complaints: ['Brakes squeal'],
    checklist: ['sparewheel', 'jack'],
    promiseddelivery: '2030-12-01T18:00:00+05:30',
    technician: 'Suresh',
    lines: [oneOffLine()],
  };
  const card = await asCenterA('/api/JobCard/AddUpdateJobCard', jobCardBody);
  const lineId = Number((card.lines as { lineid: number }[])[0]!.lineid);
  f.jobCardOfA = {
    id: Number(card.jobcardid),
    payload: { ...jobCardBody, jobcardid: Number(card.jobcardid), lines: [oneOffLine({ lineid: lineId })] },
  };

  const centerA = client(t, cookies.get('centerA')!);
  const delivered = await createJobCard(centerA, [oneOffLine()]);
  await deliverJobCard(centerA, delivered.jobcardid);
  f.reminderOfA = await reminderIdOf(t, delivered.jobcardid);
  const invoiceBody = {
    recipient: { name: 'Counter customer', address: 'Koramangala' },
    lines: [oneOffLine()],
  };
  const invoice = await asCenterA('/api/Invoice/CreateInvoice', invoiceBody);
  f.invoiceOfA = { id: Number(invoice.invoiceid), payload: invoiceBody };

  // A second request of customer A, accepted by center A (set directly, as the dashboard would).
  const filed = await t.app.inject({
    method: 'POST',
    url: '/api/ServiceRequest/AddNewServiceRequest',
    headers: { cookie: cookies.get('customerA')! },
    payload: f.requestPayloadOfA,
  });
  if (filed.statusCode >= 300) throw new Error(`accepted request of A: ${filed.body}`);
  f.acceptedRequestOfA = filed.json<{ srSERVICEREQUESTID: number }>().srSERVICEREQUESTID;
  await db
    .updateTable('service_requests')
    .set({ status: 'Accepted', remarks: 'Accepted' })
    .where('id', '=', f.acceptedRequestOfA)
    .execute();
}

/** Two closed requests of customer A at center A (closed directly, as the dashboard would); the second is rated. */
async function createRatingFixtures(
  t: TestApp,
  f: RouteFixtures,
  cookies: Map<Actor, string>,
): Promise<void> {
  const db = t.app.ctx.db;
  const closed: { id: number; token: string }[] = [];
  for (let i = 0; i < 2; i += 1) {
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/ServiceRequest/AddNewServiceRequest',
      headers: { cookie: cookies.get('customerA')! },
      payload: f.requestPayloadOfA,
    });
    if (filed.statusCode >= 300) throw new Error(`closed request of A: ${filed.body}`);
    const body = filed.json<{ srSERVICEREQUESTID: number; srTRACKINGTOKEN: string }>();
    const at = new Date().toISOString();
    await db
      .updateTable('service_requests')
      .set({ status: 'Closed', remarks: 'Closed', updated_at: at })
      .where('id', '=', body.srSERVICEREQUESTID)
      .execute();
    await db
      .insertInto('service_request_events')
      .values({
        service_request_id: body.srSERVICEREQUESTID,
        from_status: 'Accepted',
        to_status: 'Closed',
        remark: 'Closed',
        actor_account_id: null,
        created_at: at,
      })
      .execute();
    closed.push({ id: body.srSERVICEREQUESTID, token: body.srTRACKINGTOKEN });
  }
  f.closedRequestOfA = closed[0]!;
  const rated = await t.app.inject({
    method: 'POST',
    url: '/api/Rating/RateServiceRequest',
    headers: { cookie: cookies.get('customerA')! },
    payload: { servicerequestid: closed[1]!.id, stars: 4, comment: 'Good work' },
  });
  if (rated.statusCode >= 300) throw new Error(`rating of A: ${rated.body}`);
  f.ratingOfA = (
    await db
      .selectFrom('ratings')
      .select('id')
      .where('service_request_id', '=', closed[1]!.id)
      .executeTakeFirstOrThrow()
  ).id;
}
