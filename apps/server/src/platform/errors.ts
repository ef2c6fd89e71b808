import { AUTH_MESSAGES } from '@fixo/shared';
import type { KeyedMessage } from './keyed-message.js';

/** A message as text, or a template with its key and values (see keyedMessage). */
export type ErrorMessage = string | KeyedMessage;

/** The one error shape of the API: `{ message, status, errors?, messageKey?, messageParams? }` (spec section 8). */
export class HttpError extends Error {
  readonly keyed?: Omit<KeyedMessage, 'message'>;

  constructor(
    readonly status: number,
    message: ErrorMessage,
    readonly errors?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : message.message);
    if (typeof message !== 'string')
      this.keyed = { messageKey: message.messageKey, messageParams: message.messageParams };
  }
}

export const badRequest = (message: ErrorMessage, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string = AUTH_MESSAGES.notAuthenticated) => new HttpError(401, message);
export const forbidden = (message: ErrorMessage = AUTH_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: ErrorMessage) => new HttpError(404, message);
export const conflict = (message: ErrorMessage) => new HttpError(409, message);
export const tooManyRequests = (message: ErrorMessage) => new HttpError(429, message);
