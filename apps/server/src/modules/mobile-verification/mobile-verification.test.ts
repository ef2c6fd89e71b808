import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CREATE_LIMIT_MESSAGES,
  MOBILE_VERIFICATION_MESSAGES as MV,
  VERIFICATION_MAX_TRIES,
  type ServiceRequestPayloadInput,
} from '@fixo/shared';
import { createTestApp, cookieHeader, type TestApp } from '../../test-support/test-app.js';
import { accountCount } from '../../test-support/accounts.js';
import {
  keepVerificationCookie,
  lastCodeSentTo,
  verifyMobile as proveFrom,
  withCookie,
} from '../../test-support/verified-mobile.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { isOtpEnabled } from '../app-config/app-config.service.js';
import { centerIdByMobile, validRequestPayload } from '../service-requests/service-requests.fixtures.js';
import { SR_MESSAGES } from '../service-requests/service-requests.service.js';
import { ALREADY_REGISTERED_MESSAGE } from '../auth/registration.js';

const CODES_PER_IP = 8;
const CONSENTS_PER_MOBILE = 3;

let t: TestApp;
let requestPayload: ServiceRequestPayloadInput;
let customerBody: Record<string, unknown>;
let centerBody: Record<string, unknown>;

/** Each test speaks from an address of its own, so the per-address code limit is tested alone. */
let nextAddress = 1;
const freshAddress = () => `10.9.0.${nextAddress++}`;
let nextMobile = 0;
const freshMobile = () =>
  `97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(nextMobile++ % 100).padStart(2, '0')}`;

function post(url: string, payload: object, cookie = '', remoteAddress = '10.9.1.1') {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}
function get(url: string, cookie = '') {
  return t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
}
const sendCode = (payload: object, cookie = '', remoteAddress = freshAddress()) =>
  post('/api/Auth/SendVerificationCode', payload, cookie, remoteAddress);
const verify = (mobileno: string, code: string, cookie: string) =>
  post('/api/Auth/VerifyMobile', { mobileno, code }, cookie);
const outboxCount = async (mobile: string) =>
  (await t.app.ctx.db.selectFrom('sms_outbox').select('id').where('to_mobile', '=', mobile).execute()).length;
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The owner proves the number (from an address of its own: the per-address limit of this file is small). */
const verifyMobile = (app: TestApp, mobile: string, cookie = '') =>
  proveFrom(app, mobile, cookie, freshAddress());

/** A browser that asked for a code for this number; answers its cookie header. */
async function browserWithCode(mobile: string, extra: object = { purpose: 'Register' }, cookie = '') {
  const sent = await sendCode({ mobileno: mobile, ...extra }, cookie);
  expect(sent.statusCode).toBe(200);
  return keepVerificationCookie(cookie, sent);
}

beforeAll(async () => {
  t = await createTestApp({
    verificationCodesPerIpPerHour: CODES_PER_IP,
    // The consent limit per number is one of the create limits.
    createLimits: {
      customerRequestsPerHour: 1000,
      customerRequestsPerDay: 1000,
      centerOffersPerDay: 1000,
      consentsPerHour: CONSENTS_PER_MOBILE,
    },
  });
  const db = t.app.ctx.db;
  requestPayload = await validRequestPayload(db, await centerIdByMobile(db, DEMO_MOBILES.firstCenter));
  const demo = await db
    .selectFrom('customers')
    .innerJoin('customer_vehicles', 'customer_vehicles.customer_id', 'customers.id')
    .selectAll()
    .where('customers.mobile', '=', DEMO_MOBILES.customer)
    .executeTakeFirstOrThrow();
  customerBody = {
    customername: 'Meera Iyer',
    emailid: 'meera@example.in',
    addresS1: '12 MG Road',
    cityid: demo.city_id,
    stateid: demo.state_id,
    countryid: demo.country_id,
    postalcode: '560001',
    locationcoordinates: '12.97,77.59',
    logintype: 'PassCode',
    loginpasscode: '2468',
    vehtypid: demo.vehicle_type_id,
    vehid: demo.vehicle_id,
    vehmaketypid: demo.make_id,
    vehmakertypid: demo.maker_id,
    vehmodelid: demo.model_id,
    vehcolorid: demo.color_id,
    vehregistrationno: 'KA03MM7788',
    vehfueltypeid: demo.fuel_type_id,
  };
  const center = await db
    .selectFrom('service_centers')
    .selectAll()
    .where('mobile', '=', DEMO_MOBILES.firstCenter)
    .executeTakeFirstOrThrow();
  centerBody = {
    servicecentername: 'Stranger Motors Garage',
    contactpersoN1: 'A Stranger',
    emailid: 'stranger@example.in',
    addresS1: '1 Somewhere Road',
    cityid: center.city_id,
    stateid: center.state_id,
    countryid: center.country_id,
    postalcode: '560034',
    locationcoordinates: `${center.lat},${center.lng}`,
    officestarttime: '09:00',
    officeendtime: '18:00',
    servicetypid: '1,2',
    servicesprovided: 'Breakdown, Towing',
    vehmkrid: [1],
    logintype: 'PassCode',
    loginpasscode: '1357',
  };
});
afterAll(async () => t.close());

const registerCustomer = (mobile: string, cookie = '', extra: object = {}) =>
  post('/api/Customer/AddNewCustomer', { ...customerBody, mobilenO1: mobile, ...extra }, cookie);
const registerCenter = (mobile: string, cookie = '') =>
  post('/api/ServiceCenter/AddNewServiceCenter', { ...centerBody, mobilenO1: mobile }, cookie);

describe('sending and checking a code', () => {
  it('sends a 6-digit code through the SMS outbox, stores only its hash, and answers the same for any number', async () => {
    const registered = await sendCode({ mobileno: DEMO_MOBILES.customer, purpose: 'Register' });
    const unknown = await sendCode({ mobileno: freshMobile(), purpose: 'Register' });
    expect(registered.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(registered.json()).toEqual({ message: MV.codeSent });
    expect(unknown.json()).toEqual(registered.json());
    expect(registered.cookies.find((c) => c.name === 'fixo_verification')?.httpOnly).toBe(true);
    const code = await lastCodeSentTo(t, DEMO_MOBILES.customer);
    const rows = await t.app.ctx.db
      .selectFrom('mobile_verifications')
      .select(['code_hash', 'expires_at', 'created_at'])
      .where('mobile', '=', DEMO_MOBILES.customer)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code);
    const minutes = (Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)) / 60_000;
    expect(minutes).toBeCloseTo(10, 2);
  });

  it('verifies the right code in the browser that asked for it, and nowhere else', async () => {
    const mobile = freshMobile();
    const browser = await browserWithCode(mobile);
    const code = await lastCodeSentTo(t, mobile);
    const elsewhere = await verify(mobile, code, 'fixo_verification=another-browser');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(MV.codeExpired);
    const ok = await verify(mobile, code, browser);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: MV.verified,
      mobileno: mobile,
      verified: true,
      accountverified: false,
    });
  });

  it('counts wrong codes: 5 per code, then even the right code needs a new one', async () => {
    const mobile = freshMobile();
    const browser = await browserWithCode(mobile);
    const code = await lastCodeSentTo(t, mobile);
    const first = await verify(mobile, wrongCodeFor(code), browser);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ message: MV.wrongCode(4), errors: { code: MV.wrongCode(4) } });
    for (let i = 2; i < VERIFICATION_MAX_TRIES; i += 1) await verify(mobile, wrongCodeFor(code), browser);
    const fifth = await verify(mobile, wrongCodeFor(code), browser);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(MV.tooManyTries);
    const right = await verify(mobile, code, browser);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(MV.tooManyTries);
  });

  it('parallel wrong guesses cannot share a try: 30 at once, then the right code is refused', async () => {
    const mobile = freshMobile();
    const browser = await browserWithCode(mobile);
    const code = await lastCodeSentTo(t, mobile);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, () => verify(mobile, wrongCodeFor(code), browser)),
    );
    expect(guesses.filter((g) => g.statusCode === 400)).toHaveLength(VERIFICATION_MAX_TRIES - 1);
    expect(guesses.every((g) => g.statusCode === 400 || g.statusCode === 429)).toBe(true);
    const row = await t.app.ctx.db
      .selectFrom('mobile_verifications')
      .select('attempts')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(VERIFICATION_MAX_TRIES);
    expect((await verify(mobile, code, browser)).statusCode).toBe(429);
  });

  it('refuses an expired code with a clear message', async () => {
    const mobile = freshMobile();
    const browser = await browserWithCode(mobile);
    await t.app.ctx.db
      .updateTable('mobile_verifications')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('mobile', '=', mobile)
      .execute();
    const late = await verify(mobile, await lastCodeSentTo(t, mobile), browser);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: MV.codeExpired, errors: { code: MV.codeExpired } });
  });

  it('limits codes per number whatever the address, and per address whatever the number', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i += 1)
      expect((await sendCode({ mobileno: mobile, purpose: 'Register' })).statusCode).toBe(200);
    const sixth = await sendCode({ mobileno: mobile, purpose: 'Register' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(MV.tooManyCodesForMobile);
    expect(await outboxCount(mobile)).toBe(5);

    const address = freshAddress();
    for (let i = 0; i < CODES_PER_IP; i += 1)
      expect((await sendCode({ mobileno: freshMobile(), purpose: 'Register' }, '', address)).statusCode).toBe(
        200,
      );
    const over = await sendCode({ mobileno: freshMobile(), purpose: 'Register' }, '', address);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(MV.tooManyCodesFromNetwork);
  });

  it('validates the body with field messages', async () => {
    const bad = await sendCode({ mobileno: '12345', purpose: 'Elsewhere' });
    expect(bad.statusCode).toBe(400);
    const noType = await sendCode({ mobileno: freshMobile(), purpose: 'ResetPasscode' });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors.usertype).toBe(MV.userTypeRequired);
    const shortCode = await verify(freshMobile(), '12', '');
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json().errors.code).toBe(MV.codeDigits);
  });
});

describe('registration needs a proven mobile', () => {
  it('refuses an unproven number (with OTP sign-in off, which is a different thing) and creates nothing', async () => {
    expect(await isOtpEnabled(t.app.ctx.db)).toBe(false);
    const mobile = freshMobile();
    const refused = await registerCustomer(mobile);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MV.notVerified);
    // Asking for a code is not enough: it must be entered.
    const asked = await browserWithCode(mobile);
    expect((await registerCustomer(mobile, asked)).statusCode).toBe(403);
    expect(await accountCount(t, mobile)).toBe(0);
  });

  it('creates a verified account once the code was entered in this browser', async () => {
    const mobile = freshMobile();
    const browser = await verifyMobile(t, mobile);
    const created = await registerCustomer(mobile, browser);
    expect(created.statusCode).toBe(201);
    const account = await t.app.ctx.db
      .selectFrom('accounts')
      .select('mobile_verified_at')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(account.mobile_verified_at).not.toBeNull();
    // Another browser cannot use that proof.
    expect((await registerCenter(mobile)).statusCode).toBe(403);
  });

  it('a proof is good only within the code’s validity', async () => {
    const mobile = freshMobile();
    const browser = await verifyMobile(t, mobile);
    await t.app.ctx.db
      .updateTable('mobile_verifications')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('mobile', '=', mobile)
      .execute();
    expect((await registerCustomer(mobile, browser)).statusCode).toBe(403);
  });

  it('a stranger cannot register a service center with a customer’s number; its owner can', async () => {
    // The stranger asks for a code, but the SMS goes to the customer's phone.
    const stranger = await browserWithCode(DEMO_MOBILES.customer);
    const guessed = await verify(DEMO_MOBILES.customer, '000000', stranger);
    expect([400, 429]).toContain(guessed.statusCode);
    const refused = await registerCenter(DEMO_MOBILES.customer, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MV.notVerified);
    // Signed in as that customer is not a proof either: the code to the number is.
    const customerSession = await t.login(DEMO_MOBILES.customer, 'Customer');
    expect((await registerCenter(DEMO_MOBILES.customer, customerSession)).statusCode).toBe(403);
    const owner = await verifyMobile(t, DEMO_MOBILES.customer, customerSession);
    const created = await registerCenter(DEMO_MOBILES.customer, owner);
    expect(created.statusCode).toBe(201);
    expect(created.json().usertype).toBe('ServiceCenter');
  });

  it('a proven number that is registered already still gets 409', async () => {
    const browser = await verifyMobile(t, DEMO_MOBILES.firstCenter);
    const again = await registerCenter(DEMO_MOBILES.firstCenter, browser);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_REGISTERED_MESSAGE);
  });
});

describe('what an account sees before and after proving its number', () => {
  it('links a guest’s requests and consents only once the account proved the number', async () => {
    const mobile = freshMobile();
    const guestRequest = await post('/api/ServiceRequest/AddNewServiceRequest', {
      ...requestPayload,
      mobileno: mobile,
    });
    expect(guestRequest.statusCode).toBe(201);
    const consent = await post('/api/LoginUserConsent/AddNewLoginUserConsent', {
      usermobile: mobile,
      usertypeid: 1,
      usertype: 'Customer',
      pagesource: 'AddNewServiceRequest',
      locationcoordinates: '12.9,77.6',
    });
    expect(consent.statusCode).toBe(201);

    // An account from before verification existed: registered, but its number never proven.
    const created = await registerCustomer(mobile, await verifyMobile(t, mobile));
    const session = cookieHeader(created);
    await t.app.ctx.db
      .updateTable('accounts')
      .set({ mobile_verified_at: null })
      .where('mobile', '=', mobile)
      .execute();
    const ownRequest = await post(
      '/api/ServiceRequest/AddNewServiceRequest',
      { ...requestPayload, mobileno: mobile, issuedescription: 'Problem: Battery dead' },
      session,
    );
    expect(ownRequest.statusCode).toBe(201);

    const before = await get(`/api/ServiceRequest/${mobile}/X`, session);
    expect(before.statusCode).toBe(200);
    expect(before.json().map((r: { bookingref: string }) => r.bookingref)).toEqual([
      ownRequest.json().srBOOKINGREFNO,
    ]);
    const consentsBefore = await get(`/api/LoginUserConsent/GetConsentsByMobile?MOBILENO=${mobile}`, session);
    expect(consentsBefore.statusCode).toBe(403);
    expect(consentsBefore.json().message).toBe(MV.verifyToSee);
    const manager = await t.login(DEMO_MOBILES.manager, 'Manager');
    expect(
      (await get(`/api/LoginUserConsent/GetConsentsByMobile?MOBILENO=${mobile}`, manager)).json(),
    ).toHaveLength(1);

    const statusOf = async () => (await get('/api/Auth/MobileVerification', session)).json();
    expect(await statusOf()).toEqual({ mobileno: mobile, verified: false });
    expect((await get('/api/Auth/MobileVerification')).statusCode).toBe(401);

    // The account proves its number while signed in.
    const browser = await browserWithCode(mobile, { purpose: 'VerifyAccount' }, session);
    const proven = await verify(mobile, await lastCodeSentTo(t, mobile), browser);
    expect(proven.json().accountverified).toBe(true);
    expect(await statusOf()).toEqual({ mobileno: mobile, verified: true });
    const after = await get(`/api/ServiceRequest/${mobile}/X`, session);
    expect(
      after
        .json()
        .map((r: { bookingref: string }) => r.bookingref)
        .sort(),
    ).toEqual([ownRequest.json().srBOOKINGREFNO, guestRequest.json().srBOOKINGREFNO].sort());
    const consentsAfter = await get(`/api/LoginUserConsent/GetConsentsByMobile?MOBILENO=${mobile}`, session);
    expect(consentsAfter.statusCode).toBe(200);
    expect(consentsAfter.json()[0]).toMatchObject({ usermobile: mobile, locationcoordinates: '12.9,77.6' });
  });

  it('refuses a signed-in customer’s request under another person’s number (403, nothing stored)', async () => {
    const victim = freshMobile();
    const session = await t.login(DEMO_MOBILES.customer, 'Customer');
    const refused = await post(
      '/api/ServiceRequest/AddNewServiceRequest',
      { ...requestPayload, mobileno: victim },
      session,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SR_MESSAGES.fileUnderOwnMobile);
    const rows = await t.app.ctx.db
      .selectFrom('service_requests')
      .select('id')
      .where('mobile', '=', victim)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('bounds anonymous consents: field lengths and a count per number', async () => {
    const mobile = freshMobile();
    const record = {
      usermobile: mobile,
      usertypeid: 1,
      usertype: 'Customer',
      pagesource: 'Customer Registration',
    };
    const long = await post('/api/LoginUserConsent/AddNewLoginUserConsent', {
      ...record,
      locationcoordinates: 'x'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    for (let i = 0; i < CONSENTS_PER_MOBILE; i += 1)
      expect((await post('/api/LoginUserConsent/AddNewLoginUserConsent', record)).statusCode).toBe(201);
    const over = await post('/api/LoginUserConsent/AddNewLoginUserConsent', record);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(CREATE_LIMIT_MESSAGES.consentsPerHour(CONSENTS_PER_MOBILE));
    const stored = await t.app.ctx.db
      .selectFrom('consents')
      .select('id')
      .where('mobile', '=', mobile)
      .execute();
    expect(stored).toHaveLength(CONSENTS_PER_MOBILE);
  });
});

describe('forgotten passcode and passcode changes', () => {
  const me = (cookie: string) => get('/api/Auth/Me', cookie);
  const reset = (payload: object, cookie: string) => post('/api/Auth/ResetPasscode', payload, cookie);

  it('answers the same for registered and unknown numbers, and sends an SMS only to a registered one', async () => {
    const unknown = freshMobile();
    const before = await outboxCount(unknown);
    const a = await sendCode({ mobileno: unknown, purpose: 'ResetPasscode', usertype: 'Customer' });
    const b = await sendCode({
      mobileno: DEMO_MOBILES.manager,
      purpose: 'ResetPasscode',
      usertype: 'Manager',
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(await outboxCount(unknown)).toBe(before);
    // A guess for the unknown number fails exactly like a wrong code for a registered one.
    const browser = keepVerificationCookie('', a);
    const guess = await reset(
      { mobileno: unknown, usertype: 'Customer', code: '123456', newpasscode: '1111' },
      browser,
    );
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe(MV.wrongCode(4));
  });

  it('resets with the code: unlocks, ends every session, signs in only the resetting browser', async () => {
    const mobile = freshMobile();
    const created = await registerCustomer(mobile, await verifyMobile(t, mobile));
    const phone = cookieHeader(created);
    const laptop = await t.login(mobile, 'Customer', '2468');
    await t.app.ctx.db
      .updateTable('accounts')
      .set({ locked_until: new Date(Date.now() + 600_000).toISOString() })
      .where('mobile', '=', mobile)
      .execute();

    const browser = await browserWithCode(mobile, { purpose: 'ResetPasscode', usertype: 'Customer' });
    const code = await lastCodeSentTo(t, mobile);
    // A code for the customer account does not reset a service center of the same number.
    const wrongType = await reset(
      { mobileno: mobile, usertype: 'ServiceCenter', code, newpasscode: '8642' },
      browser,
    );
    expect(wrongType.statusCode).toBe(400);
    const wrong = await reset(
      { mobileno: mobile, usertype: 'Customer', code: wrongCodeFor(code), newpasscode: '8642' },
      browser,
    );
    expect(wrong.statusCode).toBe(400);
    const done = await reset({ mobileno: mobile, usertype: 'Customer', code, newpasscode: '8642' }, browser);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ usertype: 'Customer', loginUserData: { mobilenO1: mobile } });
    const resetting = withCookie(
      browser,
      'fixo_session',
      done.cookies.find((c) => c.name === 'fixo_session')!.value,
    );

    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(resetting)).statusCode).toBe(200);
    await expect(t.login(mobile, 'Customer', '2468')).rejects.toThrow(/401/);
    await expect(t.login(mobile, 'Customer', '8642')).resolves.toContain('fixo_session=');
    // The code is spent.
    const again = await reset({ mobileno: mobile, usertype: 'Customer', code, newpasscode: '9753' }, browser);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MV.codeExpired);
  });

  it('one code sets one passcode: of 10 parallel resets with it, one succeeds and that passcode is the one', async () => {
    const mobile = freshMobile();
    await registerCustomer(mobile, await verifyMobile(t, mobile));
    const browser = await browserWithCode(mobile, { purpose: 'ResetPasscode', usertype: 'Customer' });
    const code = await lastCodeSentTo(t, mobile);
    const passcodes = Array.from({ length: 10 }, (_, i) => String(5000 + i));
    const answers = await Promise.all(
      passcodes.map((newpasscode) =>
        reset({ mobileno: mobile, usertype: 'Customer', code, newpasscode }, browser),
      ),
    );
    const winners = passcodes.filter((_, i) => answers[i]!.statusCode === 200);
    expect(winners).toHaveLength(1);
    // the others found the code used, or its 5 tries taken by the parallel calls
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect([
        [400, MV.codeExpired],
        [429, MV.tooManyTries],
      ]).toContainEqual([answer.statusCode, answer.json().message]);
    await expect(t.login(mobile, 'Customer', winners[0])).resolves.toContain('fixo_session=');
  });

  it('a new passcode on profile update ends the account’s other sessions and keeps this one', async () => {
    const mobile = freshMobile();
    const created = await registerCustomer(mobile, await verifyMobile(t, mobile));
    const here = cookieHeader(created);
    const other = await t.login(mobile, 'Customer', '2468');
    // Saving the profile with the same passcode changes nothing for the other session.
    expect((await registerCustomer(mobile, here, { customername: 'Meera S Iyer' })).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    const changed = await registerCustomer(mobile, here, { loginpasscode: '1122' });
    expect(changed.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    const ended = await me(other);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(AUTH_MESSAGES.notAuthenticated);
    await expect(t.login(mobile, 'Customer', '1122')).resolves.toContain('fixo_session=');
  });
});
