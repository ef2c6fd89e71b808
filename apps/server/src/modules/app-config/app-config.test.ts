import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('app configuration', () => {
  it('answers a key as a list whose first item has apcvalue', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/AppConfigurations/GetAppConfigKeyValueByKeyName?APCKEY=ENABLEOTPAPI&TOKEN=anything',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ apckey: 'ENABLEOTPAPI', apcvalue: 'false' }]);
  });

  it('answers only public keys: unknown and private keys get 404, a missing key 400', async () => {
    const support = await t.app.inject({
      method: 'GET',
      url: '/api/AppConfigurations/GetAppConfigKeyValueByKeyName?APCKEY=SUPPORTMOBILE',
    });
    expect(support.statusCode).toBe(200);
    expect(support.json()[0].apckey).toBe('SUPPORTMOBILE');
    // A key that exists but is not on the public list: as unknown as a key that does not exist.
    await t.app.ctx.db
      .insertInto('app_config')
      .values({ key: 'PAYMENT_SECRET', value: 's3cret', description: 'not public' })
      .execute();
    for (const key of ['NOPE', 'PAYMENT_SECRET']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/AppConfigurations/GetAppConfigKeyValueByKeyName?APCKEY=${key}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: `No public setting named ${key}`, status: 404 });
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/AppConfigurations/GetAppConfigKeyValueByKeyName',
    });
    expect(missing.statusCode).toBe(400);
    // The message a screen shows names the field as sent, once: not 'querystring.APCKEY: APCKEY is required'.
    expect(missing.json()).toMatchObject({
      message: 'APCKEY is required',
      status: 400,
      errors: { 'querystring.APCKEY': 'APCKEY is required' },
    });
  });

  it('encrypts with AES-256-GCM: different every time, decrypts to the same text, tamper is refused', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/AppConfigurations/GetEncValue?strval=560001',
    });
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/AppConfigurations/GetEncValue?strval=560001',
    });
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toBe(second.body);
    expect(first.body).not.toContain('560001');
    const cipher = t.app.ctx.cipher;
    expect(cipher.decrypt(first.body)).toBe('560001');
    const tampered = first.body.slice(0, -2) + (first.body.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.decrypt(tampered, 'POSTALCODE')).toThrow('POSTALCODE is not a valid encrypted value');
  });
});

describe('manager settings', () => {
  const settingsUrl = '/api/AppConfigurations/GetSettings';
  const updateSetting = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/AppConfigurations/UpdateSetting',
      headers: { cookie },
      payload,
    });

  it('lets only a manager read and change settings', async () => {
    const customer = await t.login(DEMO_MOBILES.customer, 'Customer');
    const anonymous = await t.app.inject({ method: 'GET', url: settingsUrl });
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await t.app.inject({ method: 'GET', url: settingsUrl, headers: { cookie: customer } });
    expect(asCustomer.statusCode).toBe(403);
    const write = await updateSetting(customer, { apckey: 'ENABLEOTPAPI', apcvalue: 'true' });
    expect(write.statusCode).toBe(403);
    const value = await t.app.inject({
      method: 'GET',
      url: '/api/AppConfigurations/GetAppConfigKeyValueByKeyName?APCKEY=ENABLEOTPAPI',
    });
    expect(value.json()[0].apcvalue).toBe('false');
  });

  it('changes ENABLEOTPAPI with an audit row (who, when, old, new); the same value adds no row', async () => {
    const manager = await t.login(DEMO_MOBILES.manager, 'Manager');
    const before = await t.app.inject({ method: 'GET', url: settingsUrl, headers: { cookie: manager } });
    expect(before.statusCode).toBe(200);
    expect(before.json().settings).toEqual([
      expect.objectContaining({ apckey: 'ENABLEOTPAPI', apcvalue: 'false', envmanaged: false }),
    ]);

    const startedAt = new Date().toISOString();
    const changed = await updateSetting(manager, { apckey: 'ENABLEOTPAPI', apcvalue: 'true' });
    expect(changed.statusCode).toBe(200);
    const body = changed.json();
    expect(body.settings[0].apcvalue).toBe('true');
    expect(body.changes).toHaveLength(1);
    expect(body.changes[0]).toMatchObject({
      apckey: 'ENABLEOTPAPI',
      oldvalue: 'false',
      newvalue: 'true',
      changedby: `Fixo Operations (${DEMO_MOBILES.manager})`,
    });
    expect(body.changes[0].changedon >= startedAt).toBe(true);

    const publicValue = await t.app.inject({
      method: 'GET',
      url: '/api/AppConfigurations/GetAppConfigKeyValueByKeyName?APCKEY=ENABLEOTPAPI',
    });
    expect(publicValue.json()[0].apcvalue).toBe('true');

    const again = await updateSetting(manager, { apckey: 'ENABLEOTPAPI', apcvalue: 'true' });
    expect(again.json().changes).toHaveLength(1);
  });

  it('refuses other keys and values with 400 and changes nothing', async () => {
    const manager = await t.login(DEMO_MOBILES.manager, 'Manager');
    for (const payload of [
      { apckey: 'SUPPORTMOBILE', apcvalue: 'true' },
      { apckey: 'ENABLEOTPAPI', apcvalue: 'yes' },
    ]) {
      const response = await updateSetting(manager, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const count = await t.app.ctx.db
      .selectFrom('app_config_changes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
