import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from './errors.js';

interface ApiErrorBody {
  message: string;
  status: number;
  errors?: Record<string, string>;
  messageKey?: string;
  messageParams?: Record<string, string | number>;
}

function fieldErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  base = '',
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = [base, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The first problem as one sentence for a person: prefixed by its field unless the message names it already.
 * The field is named as the caller sent it ('TO', not 'querystring.TO': the screens show this text as it is).
 */
function firstMessage(errors: Record<string, string>): string {
  const [key, message] = Object.entries(errors)[0] ?? ['', 'Invalid request'];
  const field = key.replace(/^(querystring|params|headers)\./, '');
  return field && field !== 'body' && !message.toLowerCase().includes(field.toLowerCase())
    ? `${field}: ${message}`
    : message;
}

export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

/** Socket-level failures reaching the database (refused, reset, timed out, pool wait over). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * PostgreSQL SQLSTATEs that mean "the database is (momentarily) not there", not "your request is wrong":
 * 08xxx connection exceptions, 57P01-57P03 shutdown / crash / cannot connect now, 53300 too many
 * connections, 57014 a statement cancelled by statement_timeout.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** node-postgres reports a connection it lost, or could not get in time, only in the message text. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /query read timeout/i,
  /connection (?:is )?closed/i,
];

/** True when the error means the database is away or overloaded: the request may succeed if retried. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth += 1
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
    // better-sqlite3: the file stayed locked for longer than busy_timeout.
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED') return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (!code && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Maps every failure to `{ message, status, errors?, messageKey?, messageParams? }`; 5xx never leak internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    let body: ApiErrorBody;
    if (error instanceof HttpError) {
      body = {
        message: error.message,
        status: error.status,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.keyed,
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as FastifyError).validationContext ?? '';
      const errors = fieldErrors(
        error.validation.map((item) => ({
          path: item.instancePath.split('/').filter(Boolean),
          message: item.message ?? 'Invalid value',
        })),
        context === 'body' ? '' : context,
      );
      body = { message: firstMessage(errors), status: 400, errors };
    } else if (error instanceof ZodError) {
      const errors = fieldErrors(error.issues);
      body = { message: firstMessage(errors), status: 400, errors };
    } else if (isDatabaseUnavailable(error)) {
      // A restart or failover: say so plainly and let the client retry; the pool reconnects by itself.
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
      body = { message: SERVICE_UNAVAILABLE_MESSAGE, status: 503 };
      void reply.header('retry-after', '2');
    } else {
      const fastifyError = error as FastifyError;
      const status = fastifyError.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        body = { message: 'Something went wrong on our side. Please try again.', status: 500 };
      } else if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        body = { message: 'The request body is not valid JSON.', status: 400 };
      } else if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        body = { message: 'The request body is too large.', status: 413 };
      } else if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        body = { message: 'Send the request body as application/json.', status: 415 };
      } else {
        body = { message: fastifyError.message, status };
      }
    }
    return reply.status(body.status).send(body);
  });
}
