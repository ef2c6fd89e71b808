import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONSENT_SOURCES,
  DISCOUNT_PRESETS,
  LOCAL_STORAGE_KEYS,
  PAGE_IDS,
  SR_PREFIXES,
  hasPrimaryOffer,
  matchDiscountPreset,
  presetPercentageCode,
  randomPasscode,
} from './constants.js';
import { AUTH_MESSAGES, ERROR_MESSAGES, TOAST_MESSAGES, UI_TEXTS } from './messages.js';

describe('constants', () => {
  it('randomPasscode is 4 digits in 1000-9999', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const p = randomPasscode(() => r);
        return /^\d{4}$/.test(p) && Number(p) >= 1000 && Number(p) <= 9999;
      }),
    );
    expect(randomPasscode(() => 0)).toBe('1000');
    expect(randomPasscode(() => 0.999999999)).toBe('9999');
    expect(randomPasscode()).toMatch(/^[1-9]\d{3}$/);
  });
  it('discount presets and matching by the first two characters', () => {
    expect(DISCOUNT_PRESETS.map((p) => p.value)).toEqual(['5%', '10%', '20%', '30%', '40%', 'Custom Offer']);
    expect(
      DISCOUNT_PRESETS.filter((p) => !p.isCustom).every((p) => p.label === 'Discount Coupon on Servicing'),
    ).toBe(true);
    expect(matchDiscountPreset('10').value).toBe('10%');
    expect(matchDiscountPreset('20% Discount Coupon on Servicing').value).toBe('20%');
    expect(matchDiscountPreset('5%').value).toBe('5%');
    expect(matchDiscountPreset('05').value).toBe('5%');
    expect(matchDiscountPreset('15').value).toBe('Custom Offer');
    expect(matchDiscountPreset('').value).toBe('Custom Offer');
    expect(matchDiscountPreset(null).value).toBe('Custom Offer');
    expect(DISCOUNT_PRESETS.map(presetPercentageCode)).toEqual(['05', '10', '20', '30', '40', '']);
  });
  it('contract keys and ids', () => {
    expect(LOCAL_STORAGE_KEYS.serivceCenterName).toBe('serivceCenterName');
    expect(PAGE_IDS).toEqual({
      serviceCenterProfile: 3,
      serviceCenterActions: 4,
      subscriptionPlans: 6,
      customerServiceRequest: 15,
      customerProfile: 17,
    });
    expect(CONSENT_SOURCES).toEqual(['Customer Registration', 'AddnewServiceCenter', 'AddNewServiceRequest']);
    expect(SR_PREFIXES.problem).toBe('Problem: ');
  });
  it('primary offer is absent when empty or na', () => {
    expect(hasPrimaryOffer('na')).toBe(false);
    expect(hasPrimaryOffer('NA')).toBe(false);
    expect(hasPrimaryOffer('')).toBe(false);
    expect(hasPrimaryOffer('10% off')).toBe(true);
  });
  it('message templates', () => {
    expect(ERROR_MESSAGES.subscriptionFailed('Card declined')).toBe('Subscription failed! Card declined');
    expect(ERROR_MESSAGES.failedToFetchData('/api/Masters/GetAllStates')).toBe(
      'Failed to fetch data from /api/Masters/GetAllStates',
    );
    expect(AUTH_MESSAGES.notAuthenticated).toBe(
      'You are not authenticated. Please log in to access this page.',
    );
    expect(TOAST_MESSAGES.serviceRequestSubmittedTitle).toBe('Service Request Submitted!');
    expect(UI_TEXTS.nearbyHint).toBe(
      'Enable location or Enter Pin Code and click Submit to get the list of nearby Service Centers.',
    );
  });
});
