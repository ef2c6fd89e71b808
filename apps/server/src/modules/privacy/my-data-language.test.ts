import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyData } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';

// Issue 15: the readable export's labels in the account's language; the JSON keys stay English.
let t: TestApp;
let customer: string;
let center: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.login(DEMO_MOBILES.customer, 'Customer');
  center = await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter');
});
afterAll(async () => t.close());

const download = (cookie: string, format: 'html' | 'json') =>
  t.app.inject({ method: 'GET', url: `/api/Privacy/GetMyData?FORMAT=${format}`, headers: { cookie } });
const headers = (html: string) => [...html.matchAll(/<th>([^<]*)<\/th>/g)].map((m) => m[1]!);
const titles = (html: string) => [...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]!);
const DEVANAGARI = /[\u0900-\u097F]/;

async function setLanguage(role: 'customer' | 'center', language: 'en' | 'hi') {
  const response = await t.app.inject(
    role === 'customer'
      ? {
          method: 'PUT',
          url: '/api/Notifications/Preferences',
          headers: { cookie: customer },
          payload: { language },
        }
      : {
          method: 'PUT',
          url: '/api/Notifications/CenterLanguage',
          headers: { cookie: center },
          payload: { language },
        },
  );
  expect(response.statusCode, response.body).toBe(200);
}

describe('the readable export in the account language', () => {
  it('English by default: English labels and titles', async () => {
    const html = (await download(customer, 'html')).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Your data at Fixo</h1>');
    expect(headers(html)).toContain('Registration no');
    expect(titles(html)).toContain('Service requests');
  });

  it("a Hindi customer's readable export has Hindi labels everywhere; the JSON keys stay English", async () => {
    await setLanguage('customer', 'hi');
    try {
      const response = await download(customer, 'html');
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<html lang="hi">');
      expect(html).toContain('<h1>Fixo के पास आपका डेटा</h1>');
      expect(html).toContain('GST कानून के अनुसार');
      const labels = headers(html);
      expect(labels).toContain('रजिस्ट्रेशन नंबर');
      expect(labels.length).toBeGreaterThan(10);
      // Every label and section title is Hindi: a column added to the export without one fails here.
      expect(labels.filter((l) => !DEVANAGARI.test(l))).toEqual([]);
      expect(titles(html).filter((s) => !DEVANAGARI.test(s))).toEqual([]);
      expect(html).not.toContain('Nothing held.');

      const json = (await download(customer, 'json')).json<MyData>();
      expect(json.sections.map((s) => s.title)).toContain('Service requests');
      const keys = json.sections.flatMap((s) => s.rows.flatMap((r) => Object.keys(r)));
      expect(keys).toEqual(expect.arrayContaining(['name', 'mobile', 'registration_no', 'created_at']));
      expect(keys.filter((k) => DEVANAGARI.test(k))).toEqual([]);
    } finally {
      await setLanguage('customer', 'en');
    }
  });

  it("a Hindi center's readable export has Hindi labels for its own sections too", async () => {
    await setLanguage('center', 'hi');
    try {
      const html = (await download(center, 'html')).body;
      expect(html).toContain('<html lang="hi">');
      expect(html).toContain('सर्विस सेंटर');
      expect(headers(html).filter((l) => !DEVANAGARI.test(l))).toEqual([]);
      expect(titles(html)).toContain('सर्विस सेंटर की प्रोफ़ाइल');
      expect(titles(html).filter((s) => !DEVANAGARI.test(s))).toEqual([]);
    } finally {
      await setLanguage('center', 'en');
    }
  });
});
