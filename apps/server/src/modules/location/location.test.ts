import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(async () => t.close());

describe('location by PIN and by position (offline PIN index)', () => {
  it('answers a PIN with place, ids and coordinates', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Location/GetByPostalCode?POSTALCODE=560001',
    });
    expect(response.statusCode).toBe(200);
    const place = response.json();
    expect(place).toMatchObject({
      postalcode: '560001',
      city: expect.stringMatching(/^Bengaluru/),
      state: 'Karnataka',
      stateid: 29,
      country: 'India',
      countryid: 1,
    });
    expect(place.cityid).toBeGreaterThan(0);
    expect(place.lat).toBeCloseTo(12.97, 0);
    expect(place.lng).toBeCloseTo(77.59, 0);
  });

  it('answers 404 for an unknown PIN and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/Location/GetByPostalCode?POSTALCODE=999999',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('PIN code 999999 was not found.');
    for (const bad of ['012345', '56001', 'abcdef', '']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/Location/GetByPostalCode?POSTALCODE=${bad}`,
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('turns a position into the nearest PIN, city and state', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Location/GetByLatLong?LAT=19.0178&LNG=72.8478',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      stateid: 27,
      state: 'Maharashtra',
      postalcode: expect.stringMatching(/^400/),
    });
    const delhi = await t.app.inject({
      method: 'GET',
      url: '/api/Location/GetByLatLong?LAT=28.6139&LNG=77.209',
    });
    expect(delhi.json()).toMatchObject({ stateid: 7, postalcode: expect.stringMatching(/^110/) });
  });

  it('refuses a position outside India and out-of-range numbers', async () => {
    const london = await t.app.inject({
      method: 'GET',
      url: '/api/Location/GetByLatLong?LAT=51.5&LNG=-0.12',
    });
    expect(london.statusCode).toBe(400);
    expect(london.json().message).toBe('This position is outside India. Enter your PIN code instead.');
    const bad = await t.app.inject({ method: 'GET', url: '/api/Location/GetByLatLong?LAT=123&LNG=77' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('LAT must be between -90 and 90');
  });
});
