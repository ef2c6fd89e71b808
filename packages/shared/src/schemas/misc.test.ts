import { describe, expect, it } from 'vitest';
import { FREE_PLAN_RECORD_DEFAULTS, PAID_PLAN_RECORD_DEFAULTS } from '../constants.js';
import { messagesAt } from '../test-helpers.js';
import { appConfigEntrySchema, isOtpEnabled } from './app-config.js';
import { consentRecordSchema } from './consents.js';
import { apiErrorSchema, zodFieldErrors } from './errors.js';
import { locationAnswerSchema } from './location.js';
import {
  cityRowSchema,
  countryRowSchema,
  serviceTypeRowSchema,
  stateRowSchema,
  vehicleMakeRowSchema,
  vehicleModelRowSchema,
} from './masters.js';
import { websiteStatsSchema } from './stats.js';
import { pageQuerySchema } from './paging.js';
import {
  latLngQuerySchema,
  nearbyEncryptedQuerySchema,
  postalCodeQuerySchema,
  tokenQuerySchema,
} from './route-queries.js';
import {
  freePlanRecordSchema,
  paidPlanRecordSchema,
  subscriptionFormSchema,
  subscriptionPlanSchema,
} from './subscriptions.js';

describe('errors', () => {
  it('apiErrorSchema', () => {
    expect(apiErrorSchema.parse({ message: 'serviceCenterId is required', status: 400 })).toEqual({
      message: 'serviceCenterId is required',
      status: 400,
    });
    expect(apiErrorSchema.safeParse({ message: 'x', status: '400' }).success).toBe(false);
  });
  it('zodFieldErrors keeps the first message per field', () => {
    const r = subscriptionFormSchema.safeParse({});
    expect(r.success).toBe(false);
    if (!r.success)
      expect(zodFieldErrors(r.error)).toEqual({ planid: 'You must select a subscription plan.' });
  });
});

describe('subscriptions', () => {
  it('plan form', () => {
    expect(subscriptionFormSchema.parse({ planid: '2' })).toEqual({ planid: 2 });
    expect(messagesAt(subscriptionFormSchema, { planid: '' }, 'planid')).toEqual([
      'You must select a subscription plan.',
    ]);
    expect(messagesAt(subscriptionFormSchema, { planid: 0 }, 'planid')).toEqual([
      'You must select a subscription plan.',
    ]);
  });
  it('records get the fixed values', () => {
    expect(freePlanRecordSchema.parse({ servicecenterid: 3, servicecentername: 'Speedy' })).toMatchObject(
      FREE_PLAN_RECORD_DEFAULTS,
    );
    expect(paidPlanRecordSchema.parse({ servicecenterid: 3, planid: 2 })).toMatchObject(
      PAID_PLAN_RECORD_DEFAULTS,
    );
    expect(
      subscriptionPlanSchema.parse({
        planid: 2,
        planname: 'Pro',
        durationtype: 'Monthly',
        amount: 499,
        durationdays: 30,
        features: [],
      }).planname,
    ).toBe('Pro');
  });
});

describe('stats and consents', () => {
  it('website stats', () => {
    expect(
      websiteStatsSchema.parse({ pageid: 3, pagename: 'Service Center Profile', pagepath: '/x' }),
    ).toMatchObject({
      visitorcount: 1,
      lastvisitregion: 'Unknown',
    });
    expect(websiteStatsSchema.safeParse({ pageid: 3, pagename: '', pagepath: '/x' }).success).toBe(false);
  });
  it('consent record', () => {
    const c = {
      usermobile: '9876543210',
      usertypeid: 1,
      usertype: 'Customer',
      pagesource: 'Customer Registration',
    };
    expect(consentRecordSchema.parse(c)).toMatchObject({ consentid: 0, consent: true });
    expect(messagesAt(consentRecordSchema, { ...c, pagesource: 'Elsewhere' }, 'pagesource')).toEqual([
      'Unknown consent page source',
    ]);
    expect(messagesAt(consentRecordSchema, { ...c, usermobile: '123' }, 'usermobile')).toEqual([
      'Please enter a valid 10-digit mobile number',
    ]);
  });
});

describe('masters', () => {
  it('rows in the contract spellings', () => {
    expect(countryRowSchema.parse({ countryid: 1, country: 'India', countrycode: '+91' }).country).toBe(
      'India',
    );
    expect(stateRowSchema.parse({ stateid: 29, state: 'Karnataka', countryid: 1 }).stateid).toBe(29);
    expect(cityRowSchema.safeParse({ cityid: 1, cityname: 'Bengaluru', stateid: 29 }).success).toBe(false);
    expect(
      vehicleMakeRowSchema.parse({ vehiclemaketypeid: 101, vehiclemake: 'Other', vehiclemakertypid: 1 })
        .vehiclemaketypeid,
    ).toBe(101);
    expect(vehicleModelRowSchema.parse({ vehiclemodelid: 7, vehiclemodel: 'Swift VXi' }).vehiclemodelid).toBe(
      7,
    );
    // Answer schemas are the contract the server serializes with: exact types, no loose readings.
    expect(vehicleModelRowSchema.safeParse({ vehiclemodelid: '7', vehiclemodel: 'Swift VXi' }).success).toBe(
      false,
    );
    expect(
      serviceTypeRowSchema.parse({ servicetypeid: 1, servicetype: 'Towing', isroadside: true }).isroadside,
    ).toBe(true);
    expect(
      serviceTypeRowSchema.safeParse({ servicetypeid: 1, servicetype: 'Towing', isroadside: 1 }).success,
    ).toBe(false);
    expect(tokenQuerySchema.parse({ TOKEN: 'abc' })).toEqual({ TOKEN: 'abc' });
    expect(tokenQuerySchema.safeParse({ TOKEN: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('location', () => {
  it('answer and queries', () => {
    const a = {
      postalcode: '560001',
      locality: 'MG Road',
      city: 'Bengaluru',
      cityid: 1,
      state: 'Karnataka',
      stateid: 29,
      country: 'India',
      countryid: 1,
      lat: 12.97,
      lng: 77.59,
    };
    expect(locationAnswerSchema.parse(a)).toEqual(a);
    expect(postalCodeQuerySchema.parse({ POSTALCODE: '560001' }).POSTALCODE).toBe('560001');
    expect(messagesAt(postalCodeQuerySchema, { POSTALCODE: '056000' }, 'POSTALCODE')).toEqual([
      'Please enter a valid 6-digit PIN code',
    ]);
    expect(latLngQuerySchema.parse({ LAT: '12.97', LNG: '77.59' })).toEqual({ LAT: 12.97, LNG: 77.59 });
    expect(messagesAt(latLngQuerySchema, { LAT: '91', LNG: '0' }, 'LAT')).toEqual([
      'LAT must be between -90 and 90',
    ]);
    expect(messagesAt(latLngQuerySchema, { LAT: '1', LNG: '-181' }, 'LNG')).toEqual([
      'LNG must be between -180 and 180',
    ]);
    // The ciphertexts are checked by the route (it decrypts them); the schema bounds only their size and LIMIT.
    expect(nearbyEncryptedQuerySchema.parse({ LOCATIONCOORDINATES: 'cipher', LIMIT: '15' }).LIMIT).toBe(15);
    expect(messagesAt(nearbyEncryptedQuerySchema, { LIMIT: '201' }, 'LIMIT')).toEqual([
      'LIMIT must be a whole number from 1 to 200',
    ]);
    // numbers in decimal only: Number() would read hex and exponents, and '' as 0
    for (const written of ['0x10', '1e1', ''])
      expect(messagesAt(nearbyEncryptedQuerySchema, { LIMIT: written }, 'LIMIT')).toEqual([
        'LIMIT must be a whole number from 1 to 200',
      ]);
    expect(messagesAt(latLngQuerySchema, { LAT: '0x10', LNG: '77.59' }, 'LAT')).toEqual([
      'LAT must be a number between -90 and 90',
    ]);
    expect(messagesAt(latLngQuerySchema, { LAT: '12.9', LNG: '' }, 'LNG')).toEqual([
      'LNG must be a number between -180 and 180',
    ]);
    expect(latLngQuerySchema.parse({ LAT: '-12.5', LNG: ' 77 ' })).toEqual({ LAT: -12.5, LNG: 77 });
    expect(messagesAt(pageQuerySchema, { PAGE: '0x10' }, 'PAGE')).toEqual(['PAGE must be a number']);
    expect(pageQuerySchema.parse({ PAGE: '3', PAGESIZE: '25' })).toMatchObject({ PAGE: 3, PAGESIZE: 25 });
  });
});

describe('app config', () => {
  it('entry and OTP flag', () => {
    expect(appConfigEntrySchema.parse({ apckey: 'ENABLEOTPAPI', apcvalue: 'false' }).apcvalue).toBe('false');
    expect(isOtpEnabled('false')).toBe(false);
    expect(isOtpEnabled(undefined)).toBe(false);
    expect(isOtpEnabled('true')).toBe(true);
  });
});
