import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  SUITE_ACCESS_MESSAGES,
  SUITE_MESSAGES as S,
  VALIDATION_MESSAGES as M,
} from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { accountCount } from '../../test-support/accounts.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import {
  acceptedRequest,
  centerClient,
  client,
  type Client,
  customerPayload,
  FREE_CENTER,
  givePlan,
  PAID_CENTER,
  paidCenterClients,
} from '../../test-support/suite-fixtures.js';

let t: TestApp;
let paid: Client;
let other: Client;
const ADD = '/api/Customer/AddNewCustomerForServiceCenter';
const LIST = '/api/ShopCustomer/GetShopCustomers';

beforeAll(async () => {
  t = await createTestApp();
  ({ paid, other } = await paidCenterClients(t));
});
afterAll(async () => t.close());

describe('suite access', () => {
  it('needs a signed-in center with an active FixoPro plan, before looking at the body', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: ADD, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AUTH_MESSAGES.notAuthenticated);

    const customer = client(t, await t.login(DEMO_MOBILES.customer, 'Customer'));
    expect((await customer('POST', ADD, {})).statusCode).toBe(403);

    const free = await centerClient(t, FREE_CENTER);
    const noPlan = await free('POST', ADD, {});
    expect(noPlan.statusCode).toBe(403);
    expect(noPlan.json().message).toBe(SUITE_ACCESS_MESSAGES.noPlan);
    expect((await free('GET', LIST)).statusCode).toBe(403);
  });

  it('refuses a center whose plan has ended, naming the end date', async () => {
    const mobile = String(Number(PAID_CENTER) + 3);
    const ended = new Date('2026-01-15T10:00:00Z');
    await givePlan(t, mobile, ended);
    const expired = await centerClient(t, mobile);
    const response = await expired('GET', LIST);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(SUITE_ACCESS_MESSAGES.expired(ended.toISOString()));
    expect(response.json().message).toContain('15 Jan 2026');
    expect(response.json()).toMatchObject({
      messageKey: 'access.expired',
      messageParams: { planEnd: ended.toISOString() },
    });
  });
});

describe('AddNewCustomerForServiceCenter', () => {
  it('creates a customer with a vehicle (registration normalised) and updates it by id', async () => {
    const created = await paid(
      'POST',
      ADD,
      customerPayload({
        mobilenO1: '9845012345',
        customername: 'Kiran Shetty',
        vehicles: [
          {
            vehregistrationno: 'ka-01 hh 4321',
            vehmakertypid: 1,
            vehmaketypid: 1,
            vehmodelid: 3,
            vehfueltypeid: 1,
          },
        ],
      }),
    );
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ customername: 'Kiran Shetty', mobilenO1: '9845012345', source: 'Walk-in' });
    expect(body.vehicles[0]).toMatchObject({
      vehregistrationno: 'KA01HH4321',
      vehiclemaker: 'Maruti Suzuki',
      vehiclemodel: 'WagonR',
      vehiclefuel: 'Petrol',
      vehtypid: 3,
    });

    const updated = await paid('POST', ADD, {
      ...customerPayload({
        mobilenO1: '9845012345',
        customername: 'Kiran S Shetty',
        gstno: '29AAGCB7383J1Z4',
      }),
      shopcustomerid: body.shopcustomerid,
      vehicles: [
        {
          shopvehicleid: body.vehicles[0].shopvehicleid,
          vehregistrationno: 'KA01HH4321',
          vehmakertypid: 1,
          vehmaketypid: 1,
          vehmodelid: 3,
          vehfueltypeid: 1,
          vehmileage: '42000',
        },
        {
          vehregistrationno: '22 BH 1234 AA',
          vehmakertypid: 1,
          vehmaketypid: 1,
          vehmodelid: 3,
          vehfueltypeid: 2,
        },
      ],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().customername).toBe('Kiran S Shetty');
    expect(updated.json().vehicles.map((v: { vehregistrationno: string }) => v.vehregistrationno)).toEqual([
      'KA01HH4321',
      '22BH1234AA',
    ]);
    // the marketplace never hears of it
    expect(await accountCount(t, '9845012345')).toBe(0);
  });

  it("never touches the marketplace customer's own profile, even for the same mobile", async () => {
    const before = await t.app.ctx.db
      .selectFrom('customers')
      .selectAll()
      .where('mobile', '=', DEMO_MOBILES.customer)
      .executeTakeFirstOrThrow();
    const response = await paid(
      'POST',
      ADD,
      customerPayload({
        mobilenO1: DEMO_MOBILES.customer,
        customername: 'R Kumar, walk-in',
        emailid: 'walkin@example.in',
      }),
    );
    expect(response.statusCode).toBe(201);
    const after = await t.app.ctx.db
      .selectFrom('customers')
      .selectAll()
      .where('mobile', '=', DEMO_MOBILES.customer)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(await accountCount(t, DEMO_MOBILES.customer)).toBe(1);
    // the masters row is the center's own; remove it so the marketplace import below starts clean
    await t.app.ctx.db
      .deleteFrom('shop_vehicles')
      .where('shop_customer_id', '=', response.json().shopcustomerid)
      .execute();
    await t.app.ctx.db
      .deleteFrom('shop_customers')
      .where('id', '=', response.json().shopcustomerid)
      .execute();
  });

  it('answers each validation with its message and saves nothing', async () => {
    const before = await paid('GET', LIST);
    const response = await paid('POST', ADD, {
      customername: '',
      mobilenO1: '12345',
      emailid: 'not-mail',
      gstno: '29AAGCB7383J1Z5',
      vehicles: [
        { vehregistrationno: 'HELLO', vehmakertypid: '', vehmaketypid: 0, vehfueltypeid: null },
        { vehregistrationno: '', vehmakertypid: 1, vehmaketypid: 1, vehfueltypeid: 1, vehmileage: '12a' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      customername: M.customerNameRequired,
      mobilenO1: M.mobileExactly10,
      emailid: M.emailInvalid,
      gstno: M.gstCheckCharacter,
      'vehicles.0.vehregistrationno': M.registrationNoInvalid,
      'vehicles.0.vehmakertypid': M.vehicleMakerTypeRequired,
      'vehicles.0.vehmaketypid': M.vehicleMakeTypeProfileRequired,
      'vehicles.0.vehfueltypeid': M.vehicleFuelTypeRequired,
      'vehicles.1.vehregistrationno': M.registrationNoRequired,
      'vehicles.1.vehmileage': M.mileageDigits,
    });
    expect((await paid('POST', ADD, customerPayload({ vehicles: [] }))).json().errors.vehicles).toBe(
      S.vehiclesRequired,
    );
    const twice = {
      vehregistrationno: 'KA05MX0001',
      vehmakertypid: 1,
      vehmaketypid: 1,
      vehmodelid: 3,
      vehfueltypeid: 1,
    };
    const dup = await paid('POST', ADD, customerPayload({ vehicles: [twice, twice] }));
    expect(dup.json().errors['vehicles.1.vehregistrationno']).toBe(S.registrationDuplicate);
    const wrongModel = await paid(
      'POST',
      ADD,
      customerPayload({ vehicles: [{ ...twice, vehmakertypid: 2 }] }),
    );
    expect(wrongModel.statusCode).toBe(400);
    expect(wrongModel.json().errors['vehicles.0.vehmaketypid']).toBe(
      'The selected make does not belong to the selected maker.',
    );
    expect((await paid('GET', LIST)).json().total).toBe(before.json().total);
  });

  it('keeps mobiles and registrations unique within a center, not across centers', async () => {
    const first = customerPayload();
    expect((await paid('POST', ADD, first)).statusCode).toBe(201);
    const sameMobile = await paid('POST', ADD, customerPayload({ mobilenO1: first.mobilenO1 }));
    expect(sameMobile.statusCode).toBe(409);
    expect(sameMobile.json().message).toBe(S.mobileTaken);
    const samePlate = await paid('POST', ADD, customerPayload({ vehicles: first.vehicles }));
    expect(samePlate.statusCode).toBe(409);
    expect(samePlate.json().message).toBe(S.registrationTaken);
    // another center keeps its own masters
    expect((await other('POST', ADD, first)).statusCode).toBe(201);
  });
});

describe('masters list and profile', () => {
  it('finds by registration prefix, mobile prefix or name, pages and sorts on the server', async () => {
    for (const plate of ['KA01AA0001', 'KA01AB0002', 'KA02AC0003']) {
      await paid(
        'POST',
        ADD,
        customerPayload({
          customername: `Prefix ${plate}`,
          vehicles: [
            { vehregistrationno: plate, vehmakertypid: 1, vehmaketypid: 1, vehmodelid: 3, vehfueltypeid: 1 },
          ],
        }),
      );
    }
    const ka01 = (await paid('GET', `${LIST}?SEARCH=ka 01&PAGESIZE=100`)).json();
    const plates = ka01.items.flatMap((i: { vehregistrationnos: string }) =>
      i.vehregistrationnos.split(', '),
    );
    expect(plates).toEqual(expect.arrayContaining(['KA01AA0001', 'KA01AB0002']));
    // every customer found has a KA01 vehicle (they may own others too)
    for (const item of ka01.items as { vehregistrationnos: string }[]) {
      expect(item.vehregistrationnos.split(', ').some((p) => p.startsWith('KA01'))).toBe(true);
    }
    expect(plates).not.toContain('KA02AC0003');
    const byName = (await paid('GET', `${LIST}?SEARCH=prefix&SORT=name&ORDER=desc&PAGESIZE=2`)).json();
    expect(byName.total).toBe(3);
    expect(byName.items.map((i: { customername: string }) => i.customername)).toEqual([
      'Prefix KA02AC0003',
      'Prefix KA01AB0002',
    ]);
    const page2 = (await paid('GET', `${LIST}?SEARCH=prefix&SORT=name&ORDER=desc&PAGESIZE=2&PAGE=2`)).json();
    expect(page2.items).toHaveLength(1);
    const byMobile = (await paid('GET', `${LIST}?SEARCH=9845012`)).json();
    expect(byMobile.items[0].mobilenO1).toBe('9845012345');
    expect((await paid('GET', `${LIST}?PAGESIZE=1000`)).statusCode).toBe(400);
  });

  it("never shows or changes another center's customer", async () => {
    const mine = (await paid('POST', ADD, customerPayload())).json();
    const theirs = await other(
      'GET',
      `/api/ShopCustomer/GetShopCustomerProfile?shopcustomerid=${mine.shopcustomerid}`,
    );
    expect(theirs.statusCode).toBe(404);
    const overwrite = await other('POST', ADD, { ...customerPayload(), shopcustomerid: mine.shopcustomerid });
    expect(overwrite.statusCode).toBe(404);
    const list = (await other('GET', `${LIST}?SEARCH=${mine.mobilenO1}`)).json();
    expect(list.total).toBe(0);
    const csv = (await other('GET', '/api/ShopCustomer/ExportShopCustomersCsv')).body;
    expect(csv).not.toContain(mine.mobilenO1);
  });

  it('adds an accepted marketplace customer in one call, with the consent reference, once', async () => {
    const requestId = await acceptedRequest(t, PAID_CENTER);
    const response = await paid('POST', '/api/ShopCustomer/AddFromServiceRequest', {
      servicerequestid: requestId,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      mobilenO1: DEMO_MOBILES.customer,
      customername: 'Ravi Kumar',
      source: 'Marketplace',
    });
    expect(body.consentref).toMatch(/^SR:/);
    expect(body.vehicles[0].vehregistrationno).toBe('KA01AB1234');
    const again = await paid('POST', '/api/ShopCustomer/AddFromServiceRequest', {
      servicerequestid: requestId,
    });
    expect(again.json().shopcustomerid).toBe(body.shopcustomerid);
    expect(again.json().vehicles).toHaveLength(1);
    // not the other center's request, and not one still Open
    expect(
      (await other('POST', '/api/ShopCustomer/AddFromServiceRequest', { servicerequestid: requestId }))
        .statusCode,
    ).toBe(404);
    await t.app.ctx.db
      .updateTable('service_requests')
      .set({ status: 'Open' })
      .where('id', '=', requestId)
      .execute();
    const open = await paid('POST', '/api/ShopCustomer/AddFromServiceRequest', {
      servicerequestid: requestId,
    });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(S.requestNotAccepted);
  });
});

describe('CSV import and export', () => {
  const header =
    'customername,mobilenO1,emailid,vehregistrationno,vehiclemaker,vehiclemake,vehiclemodel,vehiclefuel';
  const good1 =
    'Imran Khan,9900112233,imran@example.in,KA03MM1111,Maruti Suzuki,Maruti Suzuki Arena,WagonR,Petrol';
  const good2 = 'Imran Khan,9900112233,,KA03MM2222,Maruti Suzuki,Maruti Suzuki Arena,WagonR,Diesel';
  const bad = 'Bad Row,12345,,KA03,Maruti Suzuki,Maruti Suzuki Arena,NoSuchModel,Petrol';

  it('previews per-row errors and saves nothing, then refuses a file with errors as a whole', async () => {
    const csv = [header, good1, good2, bad].join('\n');
    const preview = await paid('POST', '/api/ShopCustomer/ImportShopCustomersCsv/Preview', { csv });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({ validcount: 2, errorcount: 1, saved: 0 });
    expect(body.rows[2].errors).toMatchObject({
      mobilenO1: M.mobileExactly10,
      vehiclemodel: S.unknownVehicleModel,
    });
    const refused = await paid('POST', '/api/ShopCustomer/ImportShopCustomersCsv', { csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(S.csvHasErrors(1));
    expect(refused.json()).toMatchObject({ messageKey: 'suite.csvHasErrors', messageParams: { count: 1 } });
    expect((await paid('GET', `${LIST}?SEARCH=9900112233`)).json().total).toBe(0);

    const accepted = await paid('POST', '/api/ShopCustomer/ImportShopCustomersCsv', {
      csv,
      acceptValidOnly: true,
    });
    expect(accepted.json()).toMatchObject({ saved: 2, errorcount: 1 });
    const list = (await paid('GET', `${LIST}?SEARCH=9900112233`)).json();
    expect(list.total).toBe(1);
    expect(list.items[0].vehregistrationnos).toBe('KA03MM1111, KA03MM2222');
  });

  it('exports one row per vehicle that imports back unchanged', async () => {
    const response = await paid('GET', '/api/ShopCustomer/ExportShopCustomersCsv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toContain('customername,mobilenO1');
    expect(lines.some((l) => l.includes('KA03MM2222') && l.includes('Diesel'))).toBe(true);
    const back = await paid('POST', '/api/ShopCustomer/ImportShopCustomersCsv/Preview', {
      csv: response.body,
    });
    expect(back.json().errorcount).toBe(0);
  });

  it('names a missing header column', async () => {
    const response = await paid('POST', '/api/ShopCustomer/ImportShopCustomersCsv/Preview', {
      csv: 'customername\nA',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('mobilenO1');
    const { messageKey, messageParams } = response.json() as {
      messageKey: string;
      messageParams: { missing: string };
    };
    expect(messageKey).toBe('suite.csvHeaderInvalid');
    expect(messageParams.missing).toContain('mobilenO1');
    expect(response.json().message).toBe(S.csvHeaderInvalid(messageParams.missing));
  });
});
