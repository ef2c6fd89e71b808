import { buildUrl, ERROR_MESSAGES, TOTAL_COUNT_HEADER, type Query } from '@fixo/shared';

import { loadOnce } from './load-once';
import { nextTask } from './next-task';

/** The server's single error shape: `{ message, status, errors?, messageKey?, messageParams? }`. */
export interface ApiErrorBody {
  message?: string;
  status?: number;
  errors?: Record<string, string>;
  messageKey?: string;
  messageParams?: Record<string, string | number>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string>;
  /** The template an English message came from, and its raw values, so another language can say it too. */
  messageKey?: string;
  messageParams?: Record<string, string | number>;

  constructor(message: string, status: number, errors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (errors) this.errors = errors;
  }
}

/**
 * The answer's contract: a shared schema from @fixo/shared (anything with `parse`). Typed structurally so this
 * file, which the first page loads, does not pull zod in; the api modules that pass schemas are lazy.
 */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * A contract fetched on first use: `lazySchema(async () => (await import('./x-answer-schemas')).xSchema)`. The
 * request screen's data layer checks its answers this way, so zod and the shared schemas are neither among the
 * files that screen waits for nor built before it takes input; the first answer waits for them, once.
 */
export interface LazyAnswerSchema<T> {
  readonly load: () => Promise<AnswerSchema<T>>;
}

/**
 * zod's own module, run in a task of its own before the first contract is built: on a phone 4 times slower, zod's
 * start-up and the first contracts built in the same task made one of 100-180 ms (bench/README.md). Every lazy
 * contract (lazySchema, the forms' lazy resolvers) waits for it.
 */
export const zodReady = loadOnce(async () => {
  await import('./zod-start');
  await nextTask();
});

/** See LazyAnswerSchema. A failed load (the file did not arrive) is tried again by the next call. */
export function lazySchema<T>(load: () => Promise<AnswerSchema<T>>): LazyAnswerSchema<T> {
  return {
    load: loadOnce(async () => {
      await zodReady();
      return load();
    }),
  };
}

/** Options of a call whose answer is checked against its shared schema (the same one the server serializes with). */
export interface CheckedRequestOptions<T> extends RequestOptions {
  schema: AnswerSchema<T> | LazyAnswerSchema<T>;
}

type Kind = 'read' | 'write';

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy error page or plain text: keep it so a failure can still show something useful.
    return text;
  }
}

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as ApiErrorBody).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

function serverErrors(body: unknown): Record<string, string> | undefined {
  if (body && typeof body === 'object' && 'errors' in body) {
    const errors = (body as ApiErrorBody).errors;
    if (errors && typeof errors === 'object') return errors;
  }
  return undefined;
}

/**
 * Turns anything thrown by a call into an ApiError with the spec's texts (section 8):
 * reads fall back to one generic text, writes distinguish "answered without a message",
 * "no answer at all" and "something else".
 */
export function toApiError(kind: Kind, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // A browser's transport text ("Failed to fetch") means nothing to a driver, so reads use the spec's text.
  if (kind === 'read') return new ApiError(ERROR_MESSAGES.unexpected, 0);
  if (error instanceof TypeError) {
    // fetch rejects with a TypeError when no response arrived (offline, DNS, CORS, server down).
    return new ApiError(error.message || ERROR_MESSAGES.noResponse, 0);
  }
  if (error instanceof Error && error.message) return new ApiError(error.message, 0);
  return new ApiError(ERROR_MESSAGES.unknown, 0);
}

function failure(kind: Kind, response: Response, body: unknown): ApiError {
  const message =
    serverMessage(body) ?? (kind === 'read' ? ERROR_MESSAGES.unexpected : ERROR_MESSAGES.registrationFailed);
  const error = new ApiError(message, response.status, serverErrors(body));
  const { messageKey, messageParams } = (body ?? {}) as ApiErrorBody;
  if (typeof messageKey === 'string') Object.assign(error, { messageKey, messageParams });
  return error;
}

async function request<T>(
  kind: Kind,
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions | CheckedRequestOptions<T> = {},
): Promise<T> {
  if (!('schema' in options)) return (await exchange<T>(kind, method, path, body, options)).body;
  // A write is sent only once its answer can be checked: a request the server took must not look failed for want
  // of a file. A read fetches its contract and its answer side by side.
  const contract = contractOf(kind, options.schema);
  if (kind === 'write') await contract;
  else contract.catch(() => undefined);
  const answer = (await exchange<unknown>(kind, method, path, body, options)).body;
  return checkAnswer(kind, path, await contract, answer);
}

/** The schema itself, or a lazy one's once loaded; a load that fails is said as the call's own failure. */
async function contractOf<T>(
  kind: Kind,
  schema: AnswerSchema<T> | LazyAnswerSchema<T>,
): Promise<AnswerSchema<T>> {
  if (!('load' in schema)) return schema;
  try {
    return await schema.load();
  } catch (error) {
    console.error('A contract could not be loaded', error);
    throw new ApiError(kind === 'read' ? ERROR_MESSAGES.unexpected : ERROR_MESSAGES.noResponse, 0);
  }
}

/**
 * An answer that does not match the contract is the server's fault, not the user's: it is logged with the
 * schema's own message (tests see it fail) and the screen shows the spec's generic text.
 */
function checkAnswer<T>(kind: Kind, path: string, schema: AnswerSchema<T>, answer: unknown): T {
  try {
    return schema.parse(answer);
  } catch (error) {
    console.error(`The answer of ${path} does not match its contract`, error);
    throw new ApiError(kind === 'read' ? ERROR_MESSAGES.unexpected : ERROR_MESSAGES.unknown, 0);
  }
}

async function exchange<T>(
  kind: Kind,
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<{ body: T; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    // An abort is the caller's own doing (e.g. TanStack Query cancelling); let it pass through untouched.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw toApiError(kind, error);
  }
  const parsed = await readBody(response);
  if (!response.ok) throw failure(kind, response, parsed);
  return { body: parsed as T, headers: response.headers };
}

export function apiGet<T>(path: string, options?: RequestOptions | CheckedRequestOptions<T>): Promise<T> {
  return request<T>('read', 'GET', path, undefined, options);
}

/** One page of a server-paged list: its rows and the total of all pages (X-Total-Count). */
export interface ListPage<T> {
  items: T[];
  total: number;
  /** The answer's headers, for lists that say more about themselves (e.g. X-Primary-Offer-Id). */
  headers: Headers;
}

/** GET of a list that pages on the server (PAGE, PAGESIZE); the total comes from X-Total-Count. */
export async function apiGetPage<T>(
  path: string,
  options?: RequestOptions | CheckedRequestOptions<T>,
): Promise<ListPage<T>> {
  const contract = options && 'schema' in options ? contractOf('read', options.schema) : undefined;
  contract?.catch(() => undefined);
  const { body, headers } = await exchange<unknown>('read', 'GET', path, undefined, options);
  const rows = Array.isArray(body) ? body : [];
  // The schema is the row's: each row is checked.
  const rowSchema = await contract;
  const items = rowSchema ? rows.map((row) => checkAnswer('read', path, rowSchema, row)) : (rows as T[]);
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length, headers };
}

export function apiPost<T>(
  path: string,
  body?: unknown,
  options?: RequestOptions | CheckedRequestOptions<T>,
): Promise<T> {
  return request<T>('write', 'POST', path, body, options);
}

export function apiPut<T>(
  path: string,
  body?: unknown,
  options?: RequestOptions | CheckedRequestOptions<T>,
): Promise<T> {
  return request<T>('write', 'PUT', path, body, options);
}

/** The message to show for any error caught around a call. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return ERROR_MESSAGES.unknown;
}
