/**
 * One contract: every /api route declares the schema of its successful answer (from packages/shared), so the
 * serializer checks what the server sends and /api/docs documents it. The route table is read from the app, so
 * a new route without a response schema fails here. Answer schemas must encode: no transform or preprocess
 * anywhere inside them (fastify-type-provider-zod serializes with zod's encode, which refuses one-way steps).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { listApiRoutes, type ApiRoute } from './auth.js';

/** Routes that answer without the JSON serializer, each with the reason. Keep this list short. */
const WITHOUT_RESPONSE_SCHEMA: Record<string, string> = {
  'GET /api/Invoice/GetInvoicePdf': 'a PDF file (application/pdf bytes, not JSON)',
  'GET /api/Invoice/SharedPdf/:token': 'a PDF file (application/pdf bytes, not JSON)',
};

let t: TestApp;
beforeAll(async () => {
  // Development tools on, so the outbox route is in the table too.
  t = await createTestApp({ devTools: true });
});
afterAll(async () => t?.close());

const key = (route: ApiRoute) => `${route.method} ${route.url}`;

/** Status codes with a schema that cover a success: '200', '201', '204', '2xx'. */
function successCodes(route: ApiRoute): string[] {
  return Object.keys(route.response ?? {}).filter((code) => /^2(\d\d|xx)$/.test(code));
}

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}
const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The paths (inside the schema) of every transform or preprocess step. */
function oneWaySteps(schema: unknown, path = '', seen = new Set<unknown>()): string[] {
  if (!isZod(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const found: string[] = def.type === 'transform' ? [path || '(root)'] : [];
  for (const [name, value] of Object.entries(def)) {
    const children = Array.isArray(value)
      ? value.map((item, i) => [`${name}[${i}]`, item] as const)
      : name === 'shape' && value && typeof value === 'object'
        ? Object.entries(value).map(([field, item]) => [field, item] as const)
        : [[name, value] as const];
    for (const [childPath, child] of children)
      found.push(...oneWaySteps(child, `${path}${path ? '.' : ''}${childPath}`, seen));
  }
  return found;
}

describe('route schemas', () => {
  it('every /api route declares a response schema for its success answer', () => {
    const routes = listApiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes
      .filter((route) => !(key(route) in WITHOUT_RESPONSE_SCHEMA))
      .filter((route) => successCodes(route).length === 0)
      .map(key);
    expect(missing, 'routes without a 2xx response schema (add one from packages/shared)').toEqual([]);
  });

  it('the allowlist names only routes that exist and really have no response schema', () => {
    const routes = new Map(listApiRoutes(t.app).map((route) => [key(route), route]));
    for (const name of Object.keys(WITHOUT_RESPONSE_SCHEMA)) {
      expect(routes.has(name), `${name} is allowlisted but not registered`).toBe(true);
      expect(successCodes(routes.get(name)!), `${name} has a schema now: drop it from the list`).toEqual([]);
    }
  });

  it('no response schema holds a transform or preprocess (answers are encoded with them)', () => {
    const offending = listApiRoutes(t.app).flatMap((route) =>
      Object.entries(route.response ?? {}).flatMap(([code, schema]) =>
        oneWaySteps(schema).map((path) => `${key(route)} ${code}: ${path}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('the walker finds a preprocess (so the check above can fail)', async () => {
    const { contractId } = await import('@fixo/shared');
    const { z } = await import('zod');
    expect(oneWaySteps(z.object({ rows: z.array(z.object({ id: contractId })) }))).toEqual([
      'rows.element.id.in',
    ]);
  });

  it('the OpenAPI document is built from every schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { responses?: object }>>;
    const offers = paths['/api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID']?.get;
    expect(JSON.stringify(offers?.responses)).toContain('offercode');
  });
});
