import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEARBY_ALL_LIMIT, haversineKm, nearbyServiceCenterSchema } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { NEARBY_MESSAGES } from './nearby.routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const URL_PATH = '/api/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb';
const enc = (value: string) => encodeURIComponent(t.app.ctx.cipher.encrypt(value));

async function nearby(query: string) {
  return t.app.inject({ method: 'GET', url: `${URL_PATH}?${query}` });
}

const KORAMANGALA = '12.9352,77.6245';

describe('nearby service centers', () => {
  it('answers nearest first by coordinates, in the contract spellings, with distance in km', async () => {
    const response = await nearby(
      `LOCATIONCOORDINATES=${enc(KORAMANGALA)}&POSTALCODE=${enc('560034')}&LIMIT=4`,
    );
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toHaveLength(4);
    expect(list[0]).toEqual({
      servicecenterid: expect.any(Number),
      servicecentername: 'Sri Lakshmi Auto Works',
      locationcoordinates: '12.9352,77.6245',
      addresS1: expect.stringContaining('Koramangala'),
      mobilenO1: '9000000003',
      contactpersoN1: 'Manjunath R',
      officestarttime: '08:30',
      officeendtime: '20:30',
      servicesprovided: expect.any(String),
      scrating: 4.6,
      scratingcount: 5,
      pickupservice: true,
      isofferavailable: true,
      primaryoffer: '20% Discount Coupon on Servicing - MONSOON20',
      distancekm: 0,
    });
    const names = list.map((c: { servicecentername: string }) => c.servicecentername);
    expect(names).toEqual([
      'Sri Lakshmi Auto Works',
      'Jayanagar Two Wheeler Point',
      'Indiranagar Car Care Centre',
      'Whitefield Highway Rescue & Towing',
    ]);
    const distances = list.map((c: { distancekm: number }) => c.distancekm);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    // one decimal, and the true haversine distance
    expect(distances[1]).toBe(
      Math.round(haversineKm({ lat: 12.9352, lng: 77.6245 }, { lat: 12.9299, lng: 77.5826 }) * 10) / 10,
    );
  });

  it('shows offers computed from the offers table: custom non-primary, none, and expired', async () => {
    const list = (await nearby(`LOCATIONCOORDINATES=${enc(KORAMANGALA)}&LIMIT=4`)).json();
    const byName = (name: string) =>
      list.find((c: { servicecentername: string }) => c.servicecentername === name);
    expect(byName('Indiranagar Car Care Centre')).toMatchObject({ isofferavailable: true, primaryoffer: '' });
    expect(byName('Jayanagar Two Wheeler Point')).toMatchObject({
      isofferavailable: false,
      primaryoffer: '',
    });

    const center = byName('Whitefield Highway Rescue & Towing');
    expect(center).toMatchObject({ isofferavailable: true });
    await t.app.ctx.db
      .updateTable('offers')
      .set({ end_date: '2020-01-01T00:00:00' })
      .where('service_center_id', '=', center.servicecenterid)
      .execute();
    const after = (await nearby(`LOCATIONCOORDINATES=${enc(KORAMANGALA)}&LIMIT=4`)).json();
    expect(
      after.find((c: { servicecenterid: number }) => c.servicecenterid === center.servicecenterid),
    ).toMatchObject({
      isofferavailable: false,
      primaryoffer: '',
    });
  });

  it('uses the PIN when coordinates are missing or 0,0, and widens the radius to reach LIMIT', async () => {
    const byPin = await nearby(`POSTALCODE=${enc('400069')}&LOCATIONCOORDINATES=${enc('0,0')}&LIMIT=3`);
    expect(byPin.statusCode).toBe(200);
    const names = byPin.json().map((c: { servicecentername: string }) => c.servicecentername);
    expect(names[0]).toBe('Andheri Motor Garage');
    expect(names).toEqual(['Andheri Motor Garage', 'Powai Service Station', 'Dadar Auto Electricals']);

    // Nagpur has no center within 250 km: the search goes on to 500 km (Hyderabad)
    const far = await nearby(`LOCATIONCOORDINATES=${enc('21.1458,79.0882')}&LIMIT=1`);
    expect(far.statusCode).toBe(200);
    expect(far.json()).toHaveLength(1);
    expect(far.json()[0].servicecentername).toBe('Madhapur Car Doctors');
    expect(far.json()[0].distancekm).toBeGreaterThan(250);
  });

  it('never shows unapproved or deactivated centers', async () => {
    const all = (await nearby(`LOCATIONCOORDINATES=${enc('13.0358,77.597')}&LIMIT=200`)).json();
    const names = all.map((c: { servicecentername: string }) => c.servicecentername);
    expect(names).not.toContain('Hebbal Express Garage');
    expect(all.every((c: { distancekm: number }) => c.distancekm <= 500)).toBe(true);

    const jayanagar = all.find(
      (c: { servicecentername: string }) => c.servicecentername === 'Jayanagar Two Wheeler Point',
    );
    await t.app.ctx.db
      .updateTable('service_centers')
      .set({ is_active: 0 })
      .where('id', '=', jayanagar.servicecenterid)
      .execute();
    const after = (await nearby(`LOCATIONCOORDINATES=${enc('13.0358,77.597')}&LIMIT=200`)).json();
    expect(after.map((c: { servicecentername: string }) => c.servicecentername)).not.toContain(
      'Jayanagar Two Wheeler Point',
    );
    expect(after).toHaveLength(all.length - 1);
    await t.app.ctx.db
      .updateTable('service_centers')
      .set({ is_active: 1 })
      .where('id', '=', jayanagar.servicecenterid)
      .execute();
  });

  it('accepts the values produced by GetEncValue', async () => {
    const encrypted = await t.app.inject({
      method: 'GET',
      url: '/api/AppConfigurations/GetEncValue?strval=600017',
    });
    const response = await nearby(`POSTALCODE=${encodeURIComponent(encrypted.body)}&LIMIT=1`);
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].servicecentername).toBe('T Nagar Auto Hub');
  });

  it('refuses plain or tampered values, a missing position, a bad or unknown PIN and a bad LIMIT', async () => {
    const plain = await nearby('POSTALCODE=560034');
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('POSTALCODE is not a valid encrypted value');

    const token = t.app.ctx.cipher.encrypt(KORAMANGALA);
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const bad = await nearby(`LOCATIONCOORDINATES=${encodeURIComponent(tampered)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('LOCATIONCOORDINATES is not a valid encrypted value');

    const neither = await nearby(`LOCALITY=${enc('Koramangala')}&LOCATIONCOORDINATES=${enc('0,0')}`);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(NEARBY_MESSAGES.positionRequired);
    expect((await nearby('')).json().message).toBe(NEARBY_MESSAGES.positionRequired);

    const unknown = await nearby(`POSTALCODE=${enc('999999')}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('PIN code 999999 was not found.');

    const malformed = await nearby(`POSTALCODE=${enc('56003')}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(NEARBY_MESSAGES.pinInvalid);

    for (const limit of ['0', '201', 'x']) {
      const response = await nearby(`POSTALCODE=${enc('560034')}&LIMIT=${limit}`);
      expect(response.statusCode, limit).toBe(400);
    }
  });

  it('answers exactly the response schema: the route serializes without zod, so this is where the contract is checked', async () => {
    const strict = nearbyServiceCenterSchema.strict().array();
    for (const position of [KORAMANGALA, '12.9698,77.7500', '12.2958,76.6394']) {
      const response = await nearby(`LOCATIONCOORDINATES=${enc(position)}&LIMIT=${NEARBY_ALL_LIMIT}`);
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.length).toBeGreaterThan(0);
      // Parsed with no key unknown or missing, and nothing reshaped on the way.
      expect(strict.parse(list)).toEqual(list);
    }
  });
});
