import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { DEMO_MOBILES } from '../db/seed/demo-seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('route-level guard', () => {
  it('refuses to start a route that declares no access rule', async () => {
    const fresh = await createTestApp({ seedDemo: false });
    try {
      // The app is already ready, so build a child scope before ready would be needed; use a new instance.
      const { default: Fastify } = await import('fastify');
      const { installAuth } = await import('./auth.js');
      const bare = Fastify();
      installAuth(bare, fresh.app.ctx.db);
      expect(() => bare.get('/api/Unguarded', async () => 'x')).toThrow('declares no access rule');
      await bare.close();
    } finally {
      await fresh.close();
    }
  });

  it('answers 401 without a session and 403 for the wrong role', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: cookie } = await import('@fastify/cookie');
    const { installAuth } = await import('./auth.js');
    const { installErrorHandler } = await import('./error-handler.js');
    const app = Fastify();
    installErrorHandler(app);
    await app.register(cookie);
    installAuth(app, t.app.ctx.db);
    app.get('/api/ManagerOnly', { config: { access: ['Manager'] } }, async (request) => ({
      managerId: request.user?.managerId,
    }));
    await app.ready();
    const callAs = (cookie?: string) =>
      app.inject({ method: 'GET', url: '/api/ManagerOnly', ...(cookie ? { headers: { cookie } } : {}) });
    try {
      const anonymous = await callAs();
      expect(anonymous.statusCode).toBe(401);
      const wrongRole = await callAs(await t.login(DEMO_MOBILES.customer, 'Customer'));
      expect(wrongRole.statusCode).toBe(403);
      expect(wrongRole.json()).toMatchObject({ status: 403 });
      const allowed = await callAs(await t.login(DEMO_MOBILES.manager, 'Manager'));
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().managerId).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});

describe('authorization before validation', () => {
  it('answers an anonymous malformed write to a protected route 401, not a 400 that describes the schema', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ServiceCenterOffer/AddNewServiceCenterOffer',
      payload: { servicecenterid: 'x', offercode: { nested: [1] } },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401 });
    expect(response.json().errors).toBeUndefined();
  });

  it('answers a wrong role 403 before reading its malformed query', async () => {
    const customer = await t.login(DEMO_MOBILES.customer, 'Customer');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Manager/GetServiceCenters?PAGE=minus-one&PAGESIZE=1e308',
      headers: { cookie: customer },
    });
    expect(response.statusCode).toBe(403);
  });

  it('still knows the signed-in user on public routes (and the body is read after the check)', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: cookie } = await import('@fastify/cookie');
    const { installAuth } = await import('./auth.js');
    const app = Fastify();
    await app.register(cookie);
    installAuth(app, t.app.ctx.db);
    app.post('/api/WhoAmI', { config: { access: 'public' } }, async (request) => ({
      mobile: request.user?.mobile ?? null,
      body: request.body,
    }));
    await app.ready();
    try {
      const customer = await t.login(DEMO_MOBILES.customer, 'Customer');
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/WhoAmI',
        payload: { a: 1 },
        headers: { cookie: customer },
      });
      expect(signedIn.json()).toEqual({ mobile: DEMO_MOBILES.customer, body: { a: 1 } });
      const anonymous = await app.inject({ method: 'POST', url: '/api/WhoAmI', payload: { a: 1 } });
      expect(anonymous.json()).toEqual({ mobile: null, body: { a: 1 } });
    } finally {
      await app.close();
    }
  });
});
