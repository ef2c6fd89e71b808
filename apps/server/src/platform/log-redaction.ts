import type { FastifyRequest } from 'fastify';

/**
 * Access logs must not become a copy of what the API protects: the plaintext behind GetEncValue (`strval`),
 * mobile numbers (query values and the `/ServiceRequest/{mobile}/...` path) and tracking tokens (anyone
 * holding one can follow a request). Everything else in the URL stays readable for debugging.
 */

/** `9876543210` → `98XXXXXX10`: enough to tell two numbers apart in a log, not enough to call one. */
export function maskMobile(value: string): string {
  if (value.length <= 4) return 'X'.repeat(value.length);
  return value.slice(0, 2) + 'X'.repeat(value.length - 4) + value.slice(-2);
}

const REDACTED = '[redacted]';
/** Query keys whose whole value is secret. */
const SECRET_QUERY_KEY = /^(strval|passcode|password|otp|code)$|token/i;
/** Query keys that carry a mobile number (plain or encrypted): masked, not removed. */
const MOBILE_QUERY_KEY = /mobile/i;
/** An Indian mobile number anywhere in a path or value, optionally after +91 / 91 / 0. */
const MOBILE_IN_TEXT = /(?<![0-9])((?:\+?91|0)?)([6-9][0-9]{9})(?![0-9])/g;
/** Path segments that follow these carry a tracking token. */
const TOKEN_PATH = /(\/(?:ServiceRequest|Events)\/Track\/)[^/?#]+/gi;

const maskMobilesIn = (text: string) =>
  text.replace(MOBILE_IN_TEXT, (_match, prefix: string, mobile: string) => prefix + maskMobile(mobile));

/** The URL as it may be logged. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
  const path = maskMobilesIn(rawPath.replace(TOKEN_PATH, `$1${REDACTED}`));
  if (queryAt < 0) return path;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const safe = [...params].map(([key, value]) => {
    const name = encodeURIComponent(key);
    if (SECRET_QUERY_KEY.test(key)) return `${name}=${REDACTED}`;
    if (MOBILE_QUERY_KEY.test(key)) return `${name}=${encodeURIComponent(maskMobile(value))}`;
    return `${name}=${encodeURIComponent(maskMobilesIn(value))}`;
  });
  return `${path}?${safe.join('&')}`;
}

/** Fastify's default request serializer, with the URL redacted. */
export const accessLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/**
 * Log fields other code may fill with a mobile (the SMS outbox logs `to`) or that PostgreSQL errors fill
 * with row values (`detail: Key (mobile)=(98...) already exists`): masked wherever they are logged.
 */
export const logRedaction = {
  paths: ['to', 'mobile', 'mobileno', 'err.detail', 'err.parameters'],
  censor: (value: unknown): unknown => (typeof value === 'string' ? maskMobilesIn(value) : REDACTED),
};
