import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('platform', () => {
  it('answers health with the engine in use and each part up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', engine: t.engine, database: 'up', realtime: 'up' });
  });

  it('publishes OpenAPI docs generated from the shared schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/Auth/Login',
        '/api/Masters/GetAllStates',
        '/api/Location/GetByPostalCode',
      ]),
    );
    const login = doc.paths['/api/Auth/Login'] as { post: { requestBody: unknown } };
    expect(JSON.stringify(login.post.requestBody)).toContain('usertype');
    // the one error shape, with the template key and values next to the English message
    const apiError = (doc as { components?: { schemas?: Record<string, { properties?: object }> } })
      .components?.schemas?.ApiError;
    expect(Object.keys(apiError?.properties ?? {})).toEqual(
      expect.arrayContaining(['message', 'status', 'errors', 'messageKey', 'messageParams']),
    );
  });

  it('sends security headers with a strict script policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the same security headers on refusals and unknown routes as on answers', async () => {
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        [
          'content-security-policy',
          'strict-transport-security',
          'x-content-type-options',
          'x-frame-options',
          'referrer-policy',
          'cross-origin-opener-policy',
          'cross-origin-resource-policy',
        ].map((name) => [name, headers[name]]),
      );
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    const refused = await t.app.inject({ method: 'GET', url: '/api/ServiceRequest/GetMyServiceRequests' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(refused.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(404);
    expect(securityHeaders(answer.headers)['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(securityHeaders(answer.headers)['strict-transport-security']).toContain('max-age=');
    expect(securityHeaders(refused.headers)).toEqual(securityHeaders(answer.headers));
    expect(securityHeaders(unknown.headers)).toEqual(securityHeaders(answer.headers));
  });

  it('answers an unknown API route with the one error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, message: expect.stringContaining('/api/Nope') });
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobileno": "90000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: 'The request body is not valid JSON.' });
  });

  it('refuses a huge body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ mobileno: 'x'.repeat(400_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, message: 'The request body is too large.' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().status).toBe(415);
  });
});

describe('serving the web app', () => {
  it('answers client-side routes with the app and a missing asset with a 404', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fixo-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Fixo</title>');
    const web = await createTestApp({ webDist: dist, seedDemo: false });
    try {
      const home = await web.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<title>Fixo</title>');
      const page = await web.app.inject({ method: 'GET', url: '/dashboard-customer/service-request?x=1' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const asset = await web.app.inject({ method: 'GET', url: '/assets/index-old.js' });
      expect(asset.statusCode).toBe(404);
      expect(asset.json().status).toBe(404);
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
