import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@fixo/shared';
import { createTestApp, cookieHeader, type TestApp } from '../../test-support/test-app.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { logintype: 'PassCode', ...body } });

describe('sign-in', () => {
  it('signs a customer in with an httpOnly cookie and answers the login user data', async () => {
    const response = await login({ mobileno: DEMO_MOBILES.customer, passcode: '1234', usertype: 'Customer' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies[0]!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const body = response.json();
    expect(body.usertype).toBe('Customer');
    expect(body.loginUserData).toMatchObject({
      customername: 'Ravi Kumar',
      mobilenO1: DEMO_MOBILES.customer,
      vehregistrationno: 'KA01AB1234',
    });
    expect(body.loginUserData.vehmodelid).toBeGreaterThan(0);
  });

  it('signs a service center in with its plan state and a manager in', async () => {
    const center = await login({
      mobileno: DEMO_MOBILES.firstCenter,
      passcode: '1234',
      usertype: 'ServiceCenter',
    });
    expect(center.json().loginUserData).toMatchObject({
      servicecentername: 'Sri Lakshmi Auto Works',
      isSaaS: true,
      planid: 4,
      isactive: true,
    });
    const manager = await login({ mobileno: DEMO_MOBILES.manager, passcode: '1234', usertype: 'Manager' });
    expect(manager.json()).toMatchObject({
      usertype: 'Manager',
      loginUserData: { managername: 'Fixo Operations' },
    });
  });

  it('does not let a mobile sign in under another role', async () => {
    const response = await login({ mobileno: DEMO_MOBILES.customer, passcode: '1234', usertype: 'Manager' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('validates the body with clear messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { mobileno: DEMO_MOBILES.customer, passcode: '12', usertype: 'Customer' },
        'Passcode must be 4 digits',
      ],
      [{ mobileno: DEMO_MOBILES.customer, usertype: 'Customer' }, 'Passcode is required'],
      [{ mobileno: DEMO_MOBILES.customer, passcode: '1234', usertype: 'Admin' }, 'usertype'],
      [{ passcode: '1234', usertype: 'Customer' }, 'Mobile number is required'],
    ];
    for (const [body, message] of cases) {
      const response = await login(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });

  it('locks an account for 15 minutes after 5 wrong passcodes, even against the right one', async () => {
    const mobileno = String(Number(DEMO_MOBILES.firstCenter) + 1);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await login({ mobileno, passcode: '0000', usertype: 'ServiceCenter' });
      expect(response.statusCode).toBe(401);
    }
    const fifth = await login({ mobileno, passcode: '0000', usertype: 'ServiceCenter' });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().message).toBe(AUTH_MESSAGES.accountLocked(15, false));
    const right = await login({ mobileno, passcode: '1234', usertype: 'ServiceCenter' });
    expect(right.statusCode).toBe(423);
    const account = await t.app.ctx.db
      .selectFrom('accounts')
      .select('locked_until')
      .where('mobile', '=', mobileno)
      .executeTakeFirstOrThrow();
    const minutes = (Date.parse(account.locked_until!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('keeps the session on the server: Me, then Logout ends it', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/Auth/Me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AUTH_MESSAGES.notAuthenticated);

    const cookie = await t.login(DEMO_MOBILES.customer, 'Customer');
    const me = await t.app.inject({ method: 'GET', url: '/api/Auth/Me', headers: { cookie } });
    expect(me.json().usertype).toBe('Customer');

    const logout = await t.app.inject({ method: 'POST', url: '/api/Auth/Logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/Auth/Me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a forged session cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Auth/Me',
      headers: { cookie: 'fixo_session=forged-token-value' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('OTP sign-in', () => {
  it('is refused with the spec toast text while ENABLEOTPAPI is false', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/RequestOtp',
      payload: { mobileno: DEMO_MOBILES.customer, usertype: 'Customer' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Login type OTP is not available currently.');
    const loginWithOtp = await login({
      mobileno: DEMO_MOBILES.customer,
      otp: '123456',
      usertype: 'Customer',
      logintype: 'OTP',
    });
    expect(loginWithOtp.statusCode).toBe(400);
    expect(loginWithOtp.json().message).toBe('Login type OTP is not available currently.');
  });

  it('sends a code through the SMS outbox and signs in with it once', async () => {
    await t.app.ctx.db
      .updateTable('app_config')
      .set({ value: 'true' })
      .where('key', '=', 'ENABLEOTPAPI')
      .execute();
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/RequestOtp',
      payload: { mobileno: DEMO_MOBILES.manager, usertype: 'Manager' },
    });
    expect(request.statusCode).toBe(200);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/Dev/Outbox' });
    const message = outbox.json<Array<{ to: string; text: string }>>()[0]!;
    expect(message.to).toBe(DEMO_MOBILES.manager);
    const otp = /^(\d{6}) /.exec(message.text)![1]!;

    const wrong = await login({
      mobileno: DEMO_MOBILES.manager,
      otp: otp === '111111' ? '222222' : '111111',
      usertype: 'Manager',
      logintype: 'OTP',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.invalidOtp);
    const right = await login({ mobileno: DEMO_MOBILES.manager, otp, usertype: 'Manager', logintype: 'OTP' });
    expect(right.statusCode).toBe(200);
    expect(cookieHeader(right)).toContain('fixo_session=');
    const reused = await login({
      mobileno: DEMO_MOBILES.manager,
      otp,
      usertype: 'Manager',
      logintype: 'OTP',
    });
    expect(reused.statusCode).toBe(401);
    await t.app.ctx.db
      .updateTable('app_config')
      .set({ value: 'false' })
      .where('key', '=', 'ENABLEOTPAPI')
      .execute();
  });
});

describe('sign-in rate limit per IP', () => {
  it('answers 429 with a clear message past the limit', async () => {
    const limited = await createTestApp({ loginRateLimitPerMinute: 3, seedDemo: false });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/Auth/Login',
          payload: { mobileno: '9876543210', passcode: '1234', usertype: 'Customer', logintype: 'PassCode' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().message).toMatch(/^Too many requests/);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
