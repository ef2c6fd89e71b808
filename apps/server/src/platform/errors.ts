import { AUTH_MESSAGES } from '@fixo/shared';

/** The one error shape of the API: `{ message, status, errors? }` (spec section 8). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string = AUTH_MESSAGES.notAuthenticated) => new HttpError(401, message);
export const forbidden = (message: string = AUTH_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
