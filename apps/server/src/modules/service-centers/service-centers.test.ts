import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VALIDATION_MESSAGES as M,
  WORKING_HOURS_ORDER_MESSAGE,
  type ServiceCenterRegistrationInput,
} from '@fixo/shared';
import { createTestApp, cookieHeader, type TestApp } from '../../test-support/test-app.js';
import { provenRegistration } from '../../test-support/verified-mobile.js';
import { centerRegistration } from '../../test-support/center-registration.js';
import { accountCount } from '../../test-support/accounts.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { geoCellOf } from '../nearby/geo-cell.js';
import { ALREADY_REGISTERED_MESSAGE } from '../customers/customers.service.js';
import { LOCATION_NOT_IN_INDIA_MESSAGE } from './service-centers.service.js';
import { MANAGER_MESSAGES } from '../managers/managers.service.js';

let t: TestApp;
let base: ServiceCenterRegistrationInput;
let mumbai: { cityid: number; stateid: number; countryid: number };
let managerCookie: string;
let centerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const other = (await t.app.ctx.geocoder.byPostalCode('400069'))!;
  mumbai = { cityid: other.cityid, stateid: other.stateid, countryid: other.countryid };
  base = await centerRegistration(t);
  managerCookie = await t.login(DEMO_MOBILES.manager, 'Manager');
  centerCookie = await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter');
});
afterAll(async () => t.close());

const register = provenRegistration(() => t, '/api/ServiceCenter/AddNewServiceCenter');
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const put = (url: string, payload: unknown, cookie: string) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie } });

describe('service center registration', () => {
  let cookie: string;
  let id: number;

  it('creates the center inactive with rating 0, its services and makers, and signs in', async () => {
    const response = await register(base);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      mobilenO1: base.mobilenO1,
      loginpasscode: '2468',
      usertype: 'ServiceCenter',
      loginUserData: { servicecentername: base.servicecentername, isactive: false, scrating: 0 },
    });
    id = body.servicecenterid;
    cookie = cookieHeader(response);
    const row = await t.app.ctx.db
      .selectFrom('service_centers')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      is_active: 0,
      geo_cell: geoCellOf(12.9301, 77.6201),
      gst_no: '29AAGCB7383J1Z4',
    });
    expect(Number(row.rating)).toBe(0);
    expect(row.approved_at).toBeNull();
  });

  it('the center reads its own profile and lookup; another center gets 403', async () => {
    const lookup = await get(
      `/api/ServiceCenter/GetServiceCenterIfExistByMobileForWeb?MOBILENO=${base.mobilenO1}&TOKEN=x`,
      cookie,
    );
    expect(lookup.json()).toEqual([
      { servicecentername: base.servicecentername, mobilenO1: base.mobilenO1, scrating: 0 },
    ]);
    const profile = await get(
      `/api/ServiceCenter/GetServiceCenterProfileByMobile?MOBILENO=${base.mobilenO1}`,
      cookie,
    );
    expect(profile.statusCode).toBe(200);
    expect(profile.json()[0]).toMatchObject({
      servicecenterid: id,
      isactive: false,
      scrating: 0,
      state: 'Karnataka',
      servicetypeids: [1, 2],
      vehmakertypids: [1, 2],
      vehmkrid: [1, 2],
      strPICKUPSERVICE: 'Yes',
      officestarttime: '09:00',
      locationcoordinates: '12.9301,77.6201',
    });
    expect(profile.json()[0]).not.toHaveProperty('loginpasscode');
    for (const url of [
      `/api/ServiceCenter/GetServiceCenterIfExistByMobileForWeb?MOBILENO=${base.mobilenO1}`,
      `/api/ServiceCenter/GetServiceCenterProfileByMobile?MOBILENO=${base.mobilenO1}`,
    ]) {
      const other = await get(url, centerCookie);
      expect(other.statusCode).toBe(403);
      expect(other.json()).not.toHaveProperty('0');
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, managerCookie)).json()).toHaveLength(1);
    }
  });

  it('a duplicate registration is 409 and changes nothing; the center itself updates (200)', async () => {
    const dup = await register({ ...base, servicecentername: 'Somebody Else Garage' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(ALREADY_REGISTERED_MESSAGE);
    expect(
      (await register({ ...base, servicecentername: 'Somebody Else Garage' }, centerCookie)).statusCode,
    ).toBe(409);
    const { loginpasscode: _omit, ...rest } = base;
    const update = await register(
      { ...rest, servicecentername: 'Koramangala Quick Fix Garage 2', vehmkrid: [3] },
      cookie,
    );
    expect(update.statusCode).toBe(200);
    const profile = await get(
      `/api/ServiceCenter/GetServiceCenterProfileByMobile?MOBILENO=${base.mobilenO1}`,
      cookie,
    );
    expect(profile.json()[0]).toMatchObject({
      servicecentername: 'Koramangala Quick Fix Garage 2',
      vehmakertypids: [3],
    });
    await expect(t.login(base.mobilenO1!, 'ServiceCenter', '2468')).resolves.toContain('fixo_session=');
  });

  it('uses the PIN position when the coordinates are 0,0, and refuses a center with neither', async () => {
    const response = await register({ ...base, mobilenO1: '9823456781', locationcoordinates: '0,0' });
    expect(response.statusCode).toBe(201);
    const place = (await t.app.ctx.geocoder.byPostalCode('560034'))!;
    const row = await t.app.ctx.db
      .selectFrom('service_centers')
      .select(['lat', 'lng', 'geo_cell'])
      .where('mobile', '=', '9823456781')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ lat: place.lat, lng: place.lng, geo_cell: geoCellOf(place.lat, place.lng) });
    const nowhere = await register({
      ...base,
      mobilenO1: '9823456782',
      locationcoordinates: '51.5,-0.12',
      postalcode: '',
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().errors.locationcoordinates).toBe(LOCATION_NOT_IN_INDIA_MESSAGE);
  });

  it('GetAllServiceCenters is for managers only, sorted by name', async () => {
    const list = await get('/api/ServiceCenter/GetAllServiceCenters?TOKEN=x', managerCookie);
    expect(list.statusCode).toBe(200);
    const names = list.json().map((c: { servicecentername: string }) => c.servicecentername);
    expect(names).toContain('Koramangala Quick Fix Garage 2');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await get('/api/ServiceCenter/GetAllServiceCenters', centerCookie)).statusCode).toBe(403);
  });
});

describe('GSTIN', () => {
  const gstError = async (gstin: string, place: Partial<typeof base> = {}) => {
    const response = await register({ ...base, mobilenO1: '9823456790', gstin, ...place });
    return { status: response.statusCode, errors: response.json().errors ?? {} };
  };

  it('accepts real GSTINs of the center’s state', async () => {
    const mh = await register({
      ...base,
      ...mumbai,
      mobilenO1: '9823456791',
      postalcode: '400069',
      locationcoordinates: '19.1136,72.8697',
      gstin: '27aapfu0939f1zv',
    });
    expect(mh.statusCode).toBe(201);
    const row = await t.app.ctx.db
      .selectFrom('service_centers')
      .select('gst_no')
      .where('mobile', '=', '9823456791')
      .executeTakeFirstOrThrow();
    expect(row.gst_no).toBe('27AAPFU0939F1ZV');
  });

  it.each([
    ['a changed check character', '29AAGCB7383J1Z5', M.gstCheckCharacter],
    ['a changed PAN digit', '29AAGCB7384J1Z4', M.gstCheckCharacter],
    ['a changed PAN letter', '27AAPFV0939F1ZV', M.gstCheckCharacter],
    ['a bad pattern', '29AAGCB7383J0Z4', 'Invalid GST number format.'],
  ])('refuses %s, saying what is wrong', async (_what, gstin, message) => {
    const { status, errors } = await gstError(gstin);
    expect(status).toBe(400);
    expect(errors.gstno).toBe(message);
  });

  it('refuses a valid GSTIN of another state', async () => {
    const { status, errors } = await gstError('27AAPFU0939F1ZV');
    expect(status).toBe(400);
    expect(errors.gstno).toBe(M.gstOtherState);
    expect(errors.gstin).toBe(M.gstOtherState);
  });
});

describe('validation (spec section 5, service center profile)', () => {
  const cases: Array<[string, unknown, string]> = [
    ['servicecentername', 'Short', 'Please enter Name Number.'],
    ['servicecentername', 'G'.repeat(201), 'Service center name must be at most 200 characters.'],
    ['mobilenO1', '98234', 'Please enter valid Mobile Number.'],
    ['mobilenO1', '982345678012', 'Mobile number must be 10 digits.'],
    ['emailid', 'quickfix@', 'Invalid email address.'],
    ['emailid', '', 'Email ID is required.'],
    ['contactpersoN1', '', 'Contact person 1 is required.'],
    ['addresS1', 'a'.repeat(1001), 'Address 1 must be less than 1000 characters.'],
    ['logintype', 'OTPX', "Login type must be 'PassCode' or 'OTP'"],
    ['loginpasscode', '', 'Passcode is required'],
    ['loginpasscode', '12345', 'Passcode must be 4 digits'],
    ['cityid', '', 'City is required.'],
    ['stateid', 0, 'State is required.'],
    ['countryid', undefined, 'Country is required.'],
    ['mobilenO2', '98765', 'Mobile number must be 10 digits.'],
    ['officestarttime', '', 'Working hours from is required.'],
    ['officestarttime', '9am', 'Time must be in HH:mm format.'],
    ['officeendtime', '08:00', WORKING_HOURS_ORDER_MESSAGE],
    ['vehmkrid', [], 'Vehicle maker is required.'],
    ['servicetypid', '', 'Service required is required.'],
    ['servicesprovided', '', 'Service provided is required.'],
    ['gstin', '29AAGCB7383J1Z', 'Invalid GST number format.'],
    ['pickupservice', 'maybe', 'Invalid input: expected boolean, received string'],
  ];
  it.each(cases)('%s = %j → %s', async (field, value, message) => {
    const response = await register({ ...base, mobilenO1: '9823456799', [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await accountCount(t, '9823456799')).toBe(0);
  });

  it('refuses a city of another state and unknown service ids, naming the field', async () => {
    const wrongCity = await register({ ...base, mobilenO1: '9823456799', cityid: mumbai.cityid });
    expect(wrongCity.statusCode).toBe(400);
    expect(wrongCity.json().errors.cityid).toMatch(/does not belong/);
    const unknownService = await register({ ...base, mobilenO1: '9823456799', servicetypid: [1, 99999] });
    expect(unknownService.json().errors.servicetypid).toMatch(/valid/);
  });
});

describe('manager approval', () => {
  const listUrl = (query: string) => `/api/Manager/GetServiceCenters?${query}`;
  let id: number;

  beforeAll(async () => {
    const response = await register({
      ...base,
      mobilenO1: '9823456800',
      servicecentername: 'Zebra Crossing Motors',
    });
    id = response.json().servicecenterid;
  });

  it('lists a new center under inactive, approves it into the active list, and deactivates it back', async () => {
    const inactive = await get(listUrl('STATUS=inactive&SEARCH=zebra'), managerCookie);
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json()).toMatchObject({ total: 1, page: 1, pagesize: 10 });
    expect(inactive.json().items[0]).toMatchObject({
      servicecenterid: id,
      servicecentername: 'Zebra Crossing Motors',
      city: 'Bengaluru Urban',
      state: 'Karnataka',
      contactperson: 'Deepa Menon',
      mobilenO1: '9823456800',
      plan: 'None',
      scrating: 0,
      isactive: false,
    });
    expect(Date.parse(inactive.json().items[0].registeredon)).not.toBeNaN();

    const approved = await put('/api/Manager/ApproveServiceCenter', { servicecenterid: id }, managerCookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ servicecenterid: id, isactive: true });
    const row = await t.app.ctx.db
      .selectFrom('service_centers')
      .select(['approved_at', 'approved_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.approved_at).not.toBeNull();
    expect(row.approved_by).not.toBeNull();
    expect(
      (await get(listUrl('STATUS=active&SEARCH=ZEBRA'), managerCookie))
        .json()
        .items.map((i: { servicecenterid: number }) => i.servicecenterid),
    ).toEqual([id]);
    expect((await get(listUrl('STATUS=inactive&SEARCH=zebra'), managerCookie)).json().total).toBe(0);

    const again = await put('/api/Manager/ApproveServiceCenter', { servicecenterid: id }, managerCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MANAGER_MESSAGES.alreadyActive);

    const deactivated = await put(
      '/api/Manager/DeactivateServiceCenter',
      { servicecenterid: id },
      managerCookie,
    );
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().isactive).toBe(false);
    expect((await get(listUrl('STATUS=inactive&SEARCH=zebra'), managerCookie)).json().total).toBe(1);
    const twice = await put('/api/Manager/DeactivateServiceCenter', { servicecenterid: id }, managerCookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MANAGER_MESSAGES.alreadyInactive);
  });

  it('answers 404 for an unknown center and 403 for other roles', async () => {
    const missing = await put(
      '/api/Manager/ApproveServiceCenter',
      { servicecenterid: 999999 },
      managerCookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(
      (await put('/api/Manager/ApproveServiceCenter', { servicecenterid: id }, centerCookie)).statusCode,
    ).toBe(403);
    const customer = await t.login(DEMO_MOBILES.customer, 'Customer');
    expect(
      (await put('/api/Manager/DeactivateServiceCenter', { servicecenterid: id }, customer)).statusCode,
    ).toBe(403);
    expect((await get(listUrl('STATUS=active'), customer)).statusCode).toBe(403);
    expect((await get(listUrl('STATUS=active'))).statusCode).toBe(401);
  });

  it('pages, sorts and searches case-insensitively over name, city, contact and mobile', async () => {
    const page1 = (
      await get(listUrl('STATUS=active&SORT=rating&ORDER=desc&PAGE=1&PAGESIZE=3'), managerCookie)
    ).json();
    expect(page1.items).toHaveLength(3);
    expect(page1.total).toBeGreaterThanOrEqual(13);
    const ratings = page1.items.map((i: { scrating: number }) => i.scrating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings[0]).toBe(4.8);
    const page2 = (
      await get(listUrl('STATUS=active&SORT=rating&ORDER=desc&PAGE=2&PAGESIZE=3'), managerCookie)
    ).json();
    expect(page2.items[0].scrating).toBeLessThanOrEqual(ratings[2]);
    const byName = (await get(listUrl('STATUS=active&SORT=name&PAGESIZE=100'), managerCookie)).json();
    const names = byName.items.map((i: { servicecentername: string }) => i.servicecentername.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const saas = (await get(listUrl('STATUS=active&SEARCH=lakshmi'), managerCookie)).json();
    expect(saas.items[0]).toMatchObject({
      servicecentername: 'Sri Lakshmi Auto Works',
      plan: 'FixoPro Yearly',
    });
    expect((await get(listUrl('STATUS=active&SEARCH=MANJUNATH'), managerCookie)).json().total).toBe(1);
    expect(
      (await get(listUrl('STATUS=active&SEARCH=mumbai'), managerCookie)).json().total,
    ).toBeGreaterThanOrEqual(1);
    expect(
      (await get(listUrl(`STATUS=active&SEARCH=${DEMO_MOBILES.firstCenter}`), managerCookie)).json().total,
    ).toBe(1);
    expect((await get(listUrl('STATUS=active&SEARCH=%25'), managerCookie)).json().total).toBe(0);
  });

  it.each([
    ['PAGE=0', 'PAGE'],
    ['PAGE=abc', 'PAGE'],
    ['SORT=colour', 'SORT'],
    ['ORDER=up', 'ORDER'],
    ['STATUS=all', 'STATUS'],
    ['PAGESIZE=1000', 'PAGESIZE'],
  ])('refuses %s with 400', async (query, field) => {
    const response = await get(listUrl(query), managerCookie);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(`querystring.${field}`);
  });
});
