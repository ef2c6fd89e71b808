import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyConsents } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { changedTables, snapshotTables } from '../../test-support/db-snapshot.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';

// Issue 15: a consent given on a Hindi screen is recorded with the Hindi text shown and its language.
let t: TestApp;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.login(DEMO_MOBILES.customer, 'Customer');
});
afterAll(async () => t.close());

const HINDI_REQUEST_CONSENT =
  'मैं अपनी लोकेशन और मोबाइल नंबर चुने गए सर्विस सेंटर के साथ साझा करने के लिए सहमत हूँ, ताकि वे मुझसे संपर्क कर सकें।';
const HINDI_PURPOSE = 'जिस सर्विस सेंटर को मैं रिक्वेस्ट भेजूँ, उसके साथ मेरी लोकेशन शेयर करें।';

const consent = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/LoginUserConsent/AddNewLoginUserConsent', payload });
const myConsents = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/Privacy/GetMyConsents', headers: { cookie: customer } })
  ).json<MyConsents>();
const change = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: customer } });

describe('the language of a consent', () => {
  it('a consent given on a Hindi screen stores the Hindi text and its language, and My consents shows them', async () => {
    const given = await consent({
      usermobile: DEMO_MOBILES.customer,
      usertypeid: 2,
      usertype: 'Customer',
      pagesource: 'AddNewServiceRequest',
      consenttext: HINDI_REQUEST_CONSENT,
      language: 'hi',
    });
    expect(given.statusCode, given.body).toBe(201);
    const row = await t.app.ctx.db
      .selectFrom('consents')
      .select(['consent_text', 'language'])
      .where('id', '=', given.json<{ consentid: number }>().consentid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ consent_text: HINDI_REQUEST_CONSENT, language: 'hi' });

    const newest = (await myConsents()).history[0]!;
    expect(newest).toMatchObject({ consenttext: HINDI_REQUEST_CONSENT, language: 'hi', consent: true });
  });

  it('an English screen (or an older client without a language) is recorded as English', async () => {
    const given = await consent({
      usermobile: DEMO_MOBILES.customer,
      usertypeid: 1,
      usertype: 'Customer',
      pagesource: 'Customer Registration',
      consenttext: 'I allow Fixo to use my location.',
    });
    expect(given.statusCode, given.body).toBe(201);
    expect((await myConsents()).history[0]).toMatchObject({
      consenttext: 'I allow Fixo to use my location.',
      language: 'en',
    });
  });

  it('withdrawing and giving again on the Hindi privacy page record the Hindi purpose shown', async () => {
    const withdrawn = await change('/api/Privacy/WithdrawConsent', {
      pagesource: 'AddNewServiceRequest',
      language: 'hi',
      consenttext: HINDI_PURPOSE,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<MyConsents>().history[0]).toMatchObject({
      consent: false,
      consenttext: HINDI_PURPOSE,
      language: 'hi',
    });
    const again = await change('/api/Privacy/GiveConsent', {
      pagesource: 'AddNewServiceRequest',
      language: 'hi',
      consenttext: HINDI_PURPOSE,
    });
    expect(again.json<MyConsents>().history[0]).toMatchObject({
      consent: true,
      consenttext: HINDI_PURPOSE,
      language: 'hi',
    });
    // An older client that sends only the purpose keeps the English note.
    const plain = await change('/api/Privacy/GiveConsent', { pagesource: 'AddNewServiceRequest' });
    expect(plain.json<MyConsents>().history[0]).toMatchObject({
      consenttext: 'Given from the Privacy & data page.',
      language: 'en',
    });
  });

  it('an unknown language is a 400 that names it, on both routes, recording nothing', async () => {
    const before = await snapshotTables(t.app.ctx.db);
    const bad = await consent({
      usermobile: DEMO_MOBILES.customer,
      usertypeid: 1,
      usertype: 'Customer',
      pagesource: 'Customer Registration',
      language: 'fr',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/language must be one of 'en', 'hi'/);
    const badChange = await change('/api/Privacy/WithdrawConsent', {
      pagesource: 'AddNewServiceRequest',
      language: 'xx',
    });
    expect(badChange.statusCode).toBe(400);
    expect(badChange.json().message).toMatch(/language must be one of 'en', 'hi'/);
    expect(changedTables(before, await snapshotTables(t.app.ctx.db))).toEqual([]);
  });
});
