import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

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

  it('answers an unknown key with an empty list and a missing key with 400', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/AppConfigurations/GetAppConfigKeyValueByKeyName?APCKEY=NOPE',
    });
    expect(unknown.json()).toEqual([]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/AppConfigurations/GetAppConfigKeyValueByKeyName',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
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
