import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type CustomerRegistrationInput } from '@fixo/shared';
import { createTestApp, cookieHeader, type TestApp } from '../../test-support/test-app.js';
import { provenRegistration } from '../../test-support/verified-mobile.js';
import { accountCount } from '../../test-support/accounts.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { ALREADY_REGISTERED_MESSAGE } from './customers.service.js';
import { swiftReferences } from '../service-requests/service-requests.fixtures.js';

let t: TestApp;
let base: CustomerRegistrationInput;
let managerCookie: string;
let demoCustomerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const place = (await t.app.ctx.geocoder.byPostalCode('560034'))!;
  const car = await swiftReferences(t.app.ctx.db);
  base = {
    customername: 'Asha Rao',
    emailid: 'asha.rao@example.in',
    mobilenO1: '9812345670',
    mobilenO2: '',
    addresS1: '7, 1st Cross, Koramangala',
    addresS2: '',
    cityid: place.cityid,
    stateid: place.stateid,
    countryid: place.countryid,
    postalcode: '560034',
    locationcoordinates: '12.93,77.62',
    logintype: 'PassCode',
    loginpasscode: '4821',
    ...car,
    others: '',
    vehcolorid: 1,
    vehchassisno: '',
    vehregistrationno: 'ka 05 mn 4321',
    vehfueltypeid: 1,
    vehmileage: '15000',
  };
  managerCookie = await t.login(DEMO_MOBILES.manager, 'Manager');
  demoCustomerCookie = await t.login(DEMO_MOBILES.customer, 'Customer');
});
afterAll(async () => t.close());

const register = provenRegistration(() => t, '/api/Customer/AddNewCustomer');
const profile = (mobile: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Customer/GetCustomerIfExistByMobile?MOBILENO=${mobile}&TOKEN=x`,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('registering a new customer', () => {
  let cookie: string;

  it('creates account, customer and vehicle, signs in and answers the passcode', async () => {
    const response = await register(base);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      mobilenO1: base.mobilenO1,
      loginpasscode: '4821',
      usertype: 'Customer',
      loginUserData: { customername: 'Asha Rao', vehregistrationno: 'KA05MN4321', mobilenO1: base.mobilenO1 },
    });
    expect(body.custid).toBeGreaterThan(0);
    cookie = cookieHeader(response);
    expect(cookie).toContain('fixo_session=');
    const vehicles = await t.app.ctx.db
      .selectFrom('customer_vehicles')
      .selectAll()
      .where('customer_id', '=', body.custid)
      .execute();
    expect(vehicles).toHaveLength(1);
    expect(vehicles[0]!.registration_no).toBe('KA05MN4321');
  });

  it('the session works and the profile lookup returns the profile with names', async () => {
    const response = await profile(base.mobilenO1!, cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      customername: 'Asha Rao',
      mobilenO1: base.mobilenO1,
      cityid: base.cityid,
      city: 'Bengaluru Urban',
      state: 'Karnataka',
      country: 'India',
      vehiclemodel: expect.stringMatching(/^Swift/),
      vehregistrationno: 'KA05MN4321',
      vehmileage: '15000',
    });
    expect(list[0].vehiclemaker).not.toBe('');
    expect(list[0].vehiclefuel).not.toBe('');
    expect(list[0]).not.toHaveProperty('loginpasscode');
  });

  it('the chosen passcode signs in', async () => {
    await expect(t.login(base.mobilenO1!, 'Customer', '4821')).resolves.toContain('fixo_session=');
  });

  it('a duplicate registration is refused with 409 and nothing changes', async () => {
    const response = await register({ ...base, customername: 'Someone Else', loginpasscode: '9999' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ALREADY_REGISTERED_MESSAGE);
    const fromOther = await register({ ...base, customername: 'Someone Else' }, demoCustomerCookie);
    expect(fromOther.statusCode).toBe(409);
    const row = await t.app.ctx.db
      .selectFrom('customers')
      .select('name')
      .where('mobile', '=', base.mobilenO1!)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Asha Rao');
    await expect(t.login(base.mobilenO1!, 'Customer', '9999')).rejects.toThrow(/401/);
  });

  it('the customer themself updates profile and vehicle; the passcode stays without a new one', async () => {
    const { loginpasscode: _omit, ...withoutPasscode } = base;
    const response = await register(
      { ...withoutPasscode, customername: 'Asha R Rao', vehmileage: '16000' },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().loginpasscode).toBeNull();
    const list = (await profile(base.mobilenO1!, cookie)).json();
    expect(list[0]).toMatchObject({ customername: 'Asha R Rao', vehmileage: '16000' });
    await expect(t.login(base.mobilenO1!, 'Customer', '4821')).resolves.toContain('fixo_session=');
    const changed = await register({ ...base, loginpasscode: '5555' }, cookie);
    expect(changed.statusCode).toBe(200);
    await expect(t.login(base.mobilenO1!, 'Customer', '5555')).resolves.toContain('fixo_session=');
  });

  it('gives a random 4-digit passcode when none is chosen', async () => {
    const { loginpasscode: _omit, ...withoutPasscode } = base;
    const response = await register({ ...withoutPasscode, mobilenO1: '9812345671' });
    expect(response.statusCode).toBe(201);
    const passcode = response.json().loginpasscode as string;
    expect(Number(passcode)).toBeGreaterThanOrEqual(1000);
    expect(Number(passcode)).toBeLessThanOrEqual(9999);
    await expect(t.login('9812345671', 'Customer', passcode)).resolves.toContain('fixo_session=');
  });
});

describe('profile lookup access', () => {
  it('refuses another customer’s mobile with 403 and no data', async () => {
    const response = await profile(base.mobilenO1!, demoCustomerCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.forbidden, status: 403 });
  });

  it('needs a session (401) and refuses a service center (403)', async () => {
    expect((await profile(base.mobilenO1!)).statusCode).toBe(401);
    const center = await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter');
    expect((await profile(DEMO_MOBILES.firstCenter, center)).statusCode).toBe(403);
  });

  it('lets a manager read any profile, [] for an unknown mobile', async () => {
    expect((await profile(DEMO_MOBILES.customer, managerCookie)).json()[0].customername).toBe('Ravi Kumar');
    expect((await profile('9999999999', managerCookie)).json()).toEqual([]);
  });
});

describe('validation (spec section 5, customer profile)', () => {
  const cases: Array<[string, unknown, string]> = [
    ['customername', '', 'Customer name is required'],
    ['customername', 'a'.repeat(201), 'Customer name must be less than 200 characters'],
    ['customername', 'Asha@home', "Customer name can only contain letters, numbers, spaces, and - ' , . ! &"],
    ['mobilenO1', '', 'Mobile number is required'],
    ['mobilenO1', '98123-4567', 'Mobile No must be numeric'],
    ['mobilenO1', '981234', 'Mobile No must be exactly 10 digits'],
    ['mobilenO1', '1812345670', 'Please enter a valid 10-digit mobile number'],
    ['emailid', '', 'Email is required'],
    ['emailid', 'asha@', 'Invalid email address'],
    ['emailid', `${'a'.repeat(95)}@ex.in`, 'Please enter a valid email address'],
    ['locationcoordinates', '', 'Current Location is required'],
    ['mobilenO2', '12345', 'Mobile No must be exactly 10 digits'],
    ['addresS1', '', 'Address is required'],
    ['addresS1', 'a'.repeat(1001), 'Address 1 must be less than 1000 characters'],
    ['addresS2', 'a'.repeat(1001), 'Maximum length is 1000 characters'],
    ['logintype', 'Password', "Login type must be 'PassCode' or 'OTP'"],
    ['loginpasscode', '', 'Passcode is required'],
    ['loginpasscode', '123', 'Passcode must be 4 digits'],
    ['cityid', '', 'City is required'],
    ['stateid', undefined, 'State is required'],
    ['countryid', 0, 'Country is required'],
    ['vehtypid', '', 'Vehicle Type is required'],
    ['vehid', '', 'Vehicle is required'],
    ['vehmakertypid', '', 'Vehicle Maker Type is required'],
    ['vehmaketypid', '', 'Vehicle Make Type is required'],
    ['vehmodelid', 0, 'Vehicle Model is required'],
    ['vehcolorid', '', 'Vehicle Color is required'],
    ['vehfueltypeid', '', 'Vehicle Fuel Type is required'],
    ['vehregistrationno', '', 'Registration No is required'],
    ['vehregistrationno', 'K'.repeat(101), 'Registration number should not exceed 100 characters'],
    ['vehregistrationno', 'HELLO', 'Please enter a valid registration number'],
    ['vehchassisno', 'C'.repeat(101), 'Chassis number should not exceed 100 characters'],
    ['vehmileage', '12a', 'Mileage must be a number with up to 10 digits'],
    ['vehmileage', '12345678901', 'Mileage must be a number with up to 10 digits'],
  ];
  it.each(cases)('%s = %j → %s', async (field, value, message) => {
    const response = await register({ ...base, mobilenO1: '9812345690', [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await accountCount(t, '9812345690')).toBe(0);
  });

  it("requires the 'Other' make text for make 101 and then accepts any maker's model 0", async () => {
    const other = { ...base, mobilenO1: '9812345691', vehmaketypid: 101, vehmodelid: 0 };
    const missing = await register(other);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.others).toBe('Other make is required');
    const ok = await register({ ...other, others: 'Kinetic' });
    expect(ok.statusCode).toBe(201);
    expect((await profile('9812345691', managerCookie)).json()[0]).toMatchObject({
      vehmaketypid: 101,
      others: 'Kinetic',
    });
  });

  it('refuses ids that do not match the reference tables, naming the field', async () => {
    const otherState = await t.app.ctx.db
      .selectFrom('cities')
      .select('id')
      .where('state_id', '!=', base.stateid as number)
      .executeTakeFirstOrThrow();
    const otherMakeModel = await t.app.ctx.db
      .selectFrom('vehicle_models')
      .select('id')
      .where('make_id', '!=', base.vehmaketypid as number)
      .executeTakeFirstOrThrow();
    const cases: Array<[string, unknown]> = [
      ['cityid', otherState.id],
      ['stateid', 999999],
      ['vehtypid', 999999],
      ['vehmodelid', otherMakeModel.id],
      ['vehfueltypeid', 999999],
    ];
    for (const [field, value] of cases) {
      const response = await register({ ...base, mobilenO1: '9812345692', [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message, field).toContain(field);
      expect(response.json().errors[field], field).toMatch(/valid|does not belong/);
    }
  });
});
