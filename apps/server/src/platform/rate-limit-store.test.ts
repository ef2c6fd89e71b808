import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { loadConfig, type AppConfig } from './config.js';
import { hitCounter } from './rate-limit-store.js';

let nextMobile = 9876500000;

/**
 * Sign-in tries, each on another number nobody has (so the per-mobile lock stays out of the way): each answers
 * 401 until the per-address limit answers 429.
 */
function tryLogin(app: TestApp['app'], headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    remoteAddress,
    headers,
    payload: {
      mobileno: String((nextMobile += 1)),
      passcode: '1234',
      usertype: 'Customer',
      logintype: 'PassCode',
    },
  });
}

async function withApp(overrides: Partial<AppConfig>, run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ loginRateLimitPerMinute: 3, seedDemo: false, ...overrides });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });

describe('TRUST_PROXY', () => {
  it('off by default: a forged X-Forwarded-For does not change the rate-limit key', async () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    await withApp({}, async (t) => {
      const statuses = [];
      for (let i = 1; i <= 5; i += 1) statuses.push((await tryLogin(t.app, forged(i))).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });
  });

  it('a listed proxy is believed: each forwarded client has its own limit', async () => {
    await withApp(
      { trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy },
      async (t) => {
        const statuses = [];
        for (let i = 1; i <= 5; i += 1) statuses.push((await tryLogin(t.app, forged(i))).statusCode);
        expect(statuses).toEqual([401, 401, 401, 401, 401]);
        // The same forwarded client four times is limited.
        const same = [];
        for (let i = 1; i <= 4; i += 1) same.push((await tryLogin(t.app, forged(99))).statusCode);
        expect(same).toEqual([401, 401, 401, 429]);
        // A caller that is not a listed proxy cannot choose its key.
        const direct = [];
        for (let i = 1; i <= 4; i += 1) {
          direct.push((await tryLogin(t.app, forged(200 + i), '198.51.100.7')).statusCode);
        }
        expect(direct).toEqual([401, 401, 401, 429]);
      },
    );
  });

  it('a hop count believes that many proxies in front', async () => {
    await withApp({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy }, async (t) => {
      const statuses = [];
      for (let i = 1; i <= 4; i += 1) statuses.push((await tryLogin(t.app, forged(i))).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401]);
      // Only the nearest forwarded address counts: a client cannot add its own entries in front.
      const spoof = [];
      for (let i = 1; i <= 4; i += 1) {
        spoof.push((await tryLogin(t.app, { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.50` })).statusCode);
      }
      expect(spoof).toEqual([401, 401, 401, 429]);
    });
  });

  it('refuses values that are not off, a hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,fd00::/8' }).trustProxy).toEqual(['10.0.0.1', 'fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
  });
});

describe('rate limits shared through the database', () => {
  it('two app instances on one database enforce one limit together', async () => {
    await withApp({}, async (t) => {
      const second = await t.openInstance();
      const statuses = [
        (await tryLogin(t.app)).statusCode,
        (await tryLogin(second)).statusCode,
        (await tryLogin(t.app)).statusCode,
        (await tryLogin(second)).statusCode,
        (await tryLogin(t.app)).statusCode,
      ];
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });
  });

  it('counts parallel hits without losing any, and starts a new window when the old one ended', async () => {
    await withApp({}, async (t) => {
      const hits = await Promise.all(
        Array.from({ length: 40 }, () => hitCounter(t.app.ctx.db, 'test:parallel', 60_000)),
      );
      expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      await t.app.ctx.db
        .updateTable('rate_limits')
        .set({ reset_at: Date.now() - 1 })
        .where('key', '=', 'test:parallel')
        .execute();
      const fresh = await hitCounter(t.app.ctx.db, 'test:parallel', 60_000);
      expect(fresh.count).toBe(1);
      expect(fresh.ttlMs).toBeGreaterThan(59_000);
    });
  });
});
