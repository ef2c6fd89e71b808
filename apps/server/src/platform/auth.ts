import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserType } from '@fixo/shared';
import type { Db } from './db.js';
import { forbidden, unauthorized } from './errors.js';
import { nowIso } from './db.js';
import { sha256 } from './crypto.js';
import { compiledQuery } from './compiled-query.js';

export const SESSION_COOKIE = 'fixo_session';

/** Who a request comes from, read from the server-side session only (never from the body or local storage). */
export interface SessionUser {
  sessionId: string;
  accountId: number;
  userType: UserType;
  mobile: string;
  customerId: number | null;
  serviceCenterId: number | null;
  managerId: number | null;
}

/** Every /api route declares who may call it; the start-up check refuses a route without one. */
export type Access = 'public' | readonly UserType[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

// Every signed-in request runs it: compiled once (platform/compiled-query.ts).
const sessionUserQuery = compiledQuery((db, $: { sessionId: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .leftJoin('customers', 'customers.account_id', 'accounts.id')
    .leftJoin('service_centers', 'service_centers.account_id', 'accounts.id')
    .leftJoin('managers', 'managers.account_id', 'accounts.id')
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at as expiresAt',
      'accounts.id as accountId',
      'accounts.user_type as userType',
      'accounts.mobile as mobile',
      'customers.id as customerId',
      'service_centers.id as serviceCenterId',
      'managers.id as managerId',
    ])
    .where('sessions.id', '=', $.sessionId),
);

export async function findSessionUser(db: Db, rawToken: string): Promise<SessionUser | null> {
  const sessionId = sha256(rawToken);
  const row = await sessionUserQuery.executeTakeFirst(db, { sessionId });
  if (!row || row.expiresAt < nowIso()) return null;
  return {
    sessionId: row.sessionId,
    accountId: row.accountId,
    userType: row.userType,
    mobile: row.mobile,
    customerId: row.customerId ?? null,
    serviceCenterId: row.serviceCenterId ?? null,
    managerId: row.managerId ?? null,
  };
}

/** One /api route and who may call it, as registered (the authorization matrix test walks these). */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** The route's request schemas (zod, from packages/shared) as declared: the fuzz tests generate from them. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  /** Its answer schemas by status code (the route-schema test requires one for every 2xx answer). */
  response?: Record<string, unknown>;
}

const apiRoutesByApp = new WeakMap<FastifyInstance, ApiRoute[]>();

/** Every /api route of an app built with installAuth (HEAD twins of GET routes left out). */
export function listApiRoutes(app: FastifyInstance): readonly ApiRoute[] {
  return apiRoutesByApp.get(app) ?? [];
}

export function installAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  const routes: ApiRoute[] = [];
  apiRoutesByApp.set(app, routes);

  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${url} declares no access rule`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const { body, querystring, params, response } = (route.schema ?? {}) as ApiRoute['schema'] & {
        response?: ApiRoute['response'];
      };
      routes.push({ method, url, access, schema: { body, querystring, params }, response });
    }
  });

  // onRequest, not preHandler: the access rule is decided before the body is parsed and validated, so a caller
  // who may not use a route learns 401/403 and never a 400 that describes the route's schema.
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await findSessionUser(db, token) : null;
    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (!access.includes(request.user.userType)) throw forbidden();
  });
}

/** The signed-in user of a route whose access rule already required one. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in center's id; an account of type ServiceCenter without a center row is refused. */
export function ownCenterId(user: SessionUser): number {
  if (user.userType !== 'ServiceCenter' || !user.serviceCenterId) throw forbidden();
  return user.serviceCenterId;
}
