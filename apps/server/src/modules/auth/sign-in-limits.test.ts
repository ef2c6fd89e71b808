import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_MOBILES, DEMO_PASSCODE } from '../../db/seed/demo-seed.js';
import { lastCodeSentTo } from '../../test-support/verified-mobile.js';
import { MAX_FAILED_ATTEMPTS, MAX_OTP_REQUESTS, MAX_OTP_TRIES } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Role = 'Customer' | 'ServiceCenter' | 'Manager';

const passcodeLogin = (mobileno: string, usertype: Role, passcode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    payload: { mobileno, usertype, passcode, logintype: 'PassCode' },
  });
const otpLogin = (mobileno: string, usertype: Role, otp: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    payload: { mobileno, usertype, otp, logintype: 'OTP' },
  });
const requestOtp = (mobileno: string, usertype: Role) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/RequestOtp', payload: { mobileno, usertype } });

async function setOtpEnabled(enabled: boolean) {
  await t.app.ctx.db
    .updateTable('app_config')
    .set({ value: String(enabled) })
    .where('key', '=', 'ENABLEOTPAPI')
    .execute();
}

/** Demo service centers have consecutive mobiles; each test takes its own so locks do not leak between tests. */
const centerMobile = (offset: number) => String(Number(DEMO_MOBILES.firstCenter) + offset);

describe('passcode guessing', () => {
  it('parallel wrong guesses are all counted: the lock holds even against the right passcode', async () => {
    const mobile = centerMobile(2);
    const wrong = await Promise.all(
      Array.from({ length: 50 }, (_, i) => passcodeLogin(mobile, 'ServiceCenter', String(2000 + i))),
    );
    const statuses = wrong.map((response) => response.statusCode);
    // Only MAX_FAILED_ATTEMPTS guesses are ever checked; the last of them sets the lock (423).
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILED_ATTEMPTS - 1);
    expect(statuses.filter((status) => status === 423)).toHaveLength(50 - (MAX_FAILED_ATTEMPTS - 1));

    const right = await passcodeLogin(mobile, 'ServiceCenter', DEMO_PASSCODE);
    expect(right.statusCode).toBe(423);
    expect(right.json().message).toBe(AUTH_MESSAGES.accountLocked(15, false));
    expect(right.json()).toMatchObject({ messageKey: 'auth.accountLocked', messageParams: { minutes: 15 } });
    expect(right.cookies).toHaveLength(0);
  });

  it('the right passcode inside a parallel burst of wrong ones is checked only if it is among the first tries', async () => {
    const mobile = centerMobile(3);
    const burst = Array.from({ length: 40 }, (_, i) => (i === 20 ? DEMO_PASSCODE : String(5000 + i)));
    const answers = await Promise.all(burst.map((code) => passcodeLogin(mobile, 'ServiceCenter', code)));
    const notLocked = answers.filter((response) => response.statusCode !== 423);
    expect(notLocked.length).toBeLessThanOrEqual(MAX_FAILED_ATTEMPTS);
  });

  it('unknown and known mobiles get the same answers, the lock included', async () => {
    const known = centerMobile(4);
    const unknown = '9123400017';
    for (let attempt = 1; attempt <= MAX_FAILED_ATTEMPTS + 1; attempt += 1) {
      const a = await passcodeLogin(known, 'ServiceCenter', '0000');
      const b = await passcodeLogin(unknown, 'ServiceCenter', '0000');
      expect(b.statusCode, `attempt ${attempt}`).toBe(a.statusCode);
      expect(b.json(), `attempt ${attempt}`).toEqual(a.json());
    }
    expect((await passcodeLogin(unknown, 'ServiceCenter', '0000')).statusCode).toBe(423);
  });

  it('a locked account that ran out its lock starts a fresh count', async () => {
    const mobile = centerMobile(5);
    for (let attempt = 1; attempt <= MAX_FAILED_ATTEMPTS; attempt += 1) {
      await passcodeLogin(mobile, 'ServiceCenter', '0000');
    }
    expect((await passcodeLogin(mobile, 'ServiceCenter', DEMO_PASSCODE)).statusCode).toBe(423);
    // The lock ended a second ago.
    await t.app.ctx.db
      .updateTable('accounts')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('mobile', '=', mobile)
      .execute();
    expect((await passcodeLogin(mobile, 'ServiceCenter', '0000')).statusCode).toBe(401);
    expect((await passcodeLogin(mobile, 'ServiceCenter', DEMO_PASSCODE)).statusCode).toBe(200);
    const account = await t.app.ctx.db
      .selectFrom('accounts')
      .select(['failed_attempts', 'locked_until'])
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ failed_attempts: 0, locked_until: null });
  });
});

describe('one-time codes around the lock', () => {
  it('while the passcode is locked, the owner still signs in with a code sent to the mobile', async () => {
    await setOtpEnabled(true);
    try {
      const mobile = centerMobile(6);
      for (let attempt = 1; attempt <= MAX_FAILED_ATTEMPTS; attempt += 1) {
        await passcodeLogin(mobile, 'ServiceCenter', '0000');
      }
      const lockedAnswer = await passcodeLogin(mobile, 'ServiceCenter', DEMO_PASSCODE);
      expect(lockedAnswer.statusCode).toBe(423);
      expect(lockedAnswer.json().message).toBe(
        'Too many wrong attempts. Try again in 15 minutes or sign in with a one-time code.',
      );

      expect((await requestOtp(mobile, 'ServiceCenter')).statusCode).toBe(200);
      const signedIn = await otpLogin(mobile, 'ServiceCenter', await lastCodeSentTo(t, mobile));
      expect(signedIn.statusCode).toBe(200);
      // Proving the mobile ends the lock: the passcode works again.
      expect((await passcodeLogin(mobile, 'ServiceCenter', DEMO_PASSCODE)).statusCode).toBe(200);
    } finally {
      await setOtpEnabled(false);
    }
  });

  it(`at most ${MAX_OTP_REQUESTS} codes per mobile and role per window, registered or not, whatever the caller`, async () => {
    await setOtpEnabled(true);
    try {
      for (const mobile of [centerMobile(7), '9123400018']) {
        const answers = [];
        for (let i = 0; i <= MAX_OTP_REQUESTS; i += 1)
          answers.push(await requestOtp(mobile, 'ServiceCenter'));
        expect(answers.map((a) => a.statusCode)).toEqual([...Array<number>(MAX_OTP_REQUESTS).fill(200), 429]);
        expect(answers.at(-1)!.json()).toMatchObject({
          message: AUTH_MESSAGES.tooManyOtpRequests(15),
          messageKey: 'auth.tooManyOtpRequests',
          messageParams: { minutes: 15 },
        });
      }
      const sent = await t.app.ctx.db
        .selectFrom('sms_outbox')
        .select('id')
        .where('to_mobile', '=', centerMobile(7))
        .execute();
      expect(sent).toHaveLength(MAX_OTP_REQUESTS);
    } finally {
      await setOtpEnabled(false);
    }
  });

  it(`wrong codes are limited per mobile: the ${MAX_OTP_TRIES + 1}th try is refused even with the right code`, async () => {
    await setOtpEnabled(true);
    try {
      const mobile = centerMobile(8);
      await requestOtp(mobile, 'ServiceCenter');
      const code = await lastCodeSentTo(t, mobile);
      const wrongCode = code === '111111' ? '222222' : '111111';
      const answers = await Promise.all(
        Array.from({ length: MAX_OTP_TRIES }, () => otpLogin(mobile, 'ServiceCenter', wrongCode)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(MAX_OTP_TRIES).fill(401));
      const right = await otpLogin(mobile, 'ServiceCenter', code);
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({
        message: AUTH_MESSAGES.tooManyOtpTries(15),
        messageKey: 'auth.tooManyOtpTries',
        messageParams: { minutes: 15 },
      });
      // An unknown number answers a wrong code exactly like a registered one.
      const unknown = await otpLogin('9123400019', 'ServiceCenter', wrongCode);
      expect(unknown.json()).toEqual(answers[0]!.json());
    } finally {
      await setOtpEnabled(false);
    }
  });

  it('a code signs in once even when sent twice in parallel', async () => {
    await setOtpEnabled(true);
    try {
      const mobile = centerMobile(9);
      await requestOtp(mobile, 'ServiceCenter');
      const code = await lastCodeSentTo(t, mobile);
      const answers = await Promise.all([
        otpLogin(mobile, 'ServiceCenter', code),
        otpLogin(mobile, 'ServiceCenter', code),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    } finally {
      await setOtpEnabled(false);
    }
  });
});
