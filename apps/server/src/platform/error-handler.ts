import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from './errors.js';

interface ApiErrorBody {
  message: string;
  status: number;
  errors?: Record<string, string>;
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

function firstMessage(errors: Record<string, string>): string {
  const [field, message] = Object.entries(errors)[0] ?? ['', 'Invalid request'];
  return field && field !== 'body' && !message.toLowerCase().includes(field.toLowerCase())
    ? `${field}: ${message}`
    : message;
}

/** Maps every failure to `{ message, status, errors? }`; 5xx never leak internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    let body: ApiErrorBody;
    if (error instanceof HttpError) {
      body = {
        message: error.message,
        status: error.status,
        ...(error.errors ? { errors: error.errors } : {}),
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
