import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';

const VERIFICATION_COOKIE = 'fixo_verification';

/** The newest one-time code the SMS provider (development outbox) sent to a number. */
export async function lastCodeSentTo(t: TestApp, mobile: string): Promise<string> {
  const row = await t.app.ctx.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('to_mobile', '=', mobile)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

/** Adds or replaces one cookie in a cookie header. */
export function withCookie(header: string, name: string, value: string): string {
  const others = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith(`${name}=`));
  return [...others, `${name}=${value}`].join('; ');
}

/** The cookie header with the verification cookie an answer set (or the given header unchanged). */
export function keepVerificationCookie(header: string, response: LightMyRequestResponse): string {
  const set = response.cookies.find((cookie) => cookie.name === VERIFICATION_COOKIE);
  return set ? withCookie(header, VERIFICATION_COOKIE, set.value) : header;
}

/**
 * Proves a number the way a person does in the browser: asks for a code, reads it from the SMS outbox and
 * enters it. Answers the cookie header (the given one plus the verification cookie) to register with.
 */
export async function verifyMobile(
  t: TestApp,
  mobile: string,
  cookie = '',
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/Auth/SendVerificationCode',
    payload: { mobileno: mobile, purpose: 'Register' },
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  if (sent.statusCode !== 200) throw new Error(`sending a code failed: ${sent.statusCode} ${sent.body}`);
  const header = keepVerificationCookie(cookie, sent);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/Auth/VerifyMobile',
    payload: { mobileno: mobile, code: await lastCodeSentTo(t, mobile) },
    headers: { cookie: header },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verifying failed: ${verified.statusCode} ${verified.body}`);
  return header;
}

/**
 * A register call for `url` as the browser makes it: the number in `mobilenO1` is first proven by a code (once per
 * number, as its owner would), and the proof goes along with the given session cookie. `app` is read per call
 * because the suite's app is made in beforeAll.
 */
export function provenRegistration(app: () => TestApp, url: string) {
  const proven = new Map<string, string>();
  return async (payload: Record<string, unknown>, cookie?: string) => {
    const t = app();
    const mobile = String(payload.mobilenO1 ?? '');
    if (/^[6-9]\d{9}$/.test(mobile) && !proven.has(mobile)) proven.set(mobile, await verifyMobile(t, mobile));
    const header = [cookie, proven.get(mobile)].filter(Boolean).join('; ');
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      ...(header ? { headers: { cookie: header } } : {}),
    });
  };
}
