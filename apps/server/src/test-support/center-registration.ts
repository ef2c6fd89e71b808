import type { ServiceCenterRegistrationInput } from '@fixo/shared';
import type { TestApp } from './test-app.js';

/** A valid center registration in Koramangala (PIN 560034 and its city), with a real GSTIN of Karnataka. */
export async function centerRegistration(
  t: TestApp,
  overrides: Partial<ServiceCenterRegistrationInput> = {},
): Promise<ServiceCenterRegistrationInput> {
  const place = (await t.app.ctx.geocoder.byPostalCode('560034'))!;
  return {
    servicecentername: 'Koramangala Quick Fix Garage',
    emailid: 'quickfix@example.in',
    contactpersoN1: 'Deepa Menon',
    contactpersoN2: '',
    mobilenO1: '9823456780',
    mobilenO2: '',
    landline: '',
    addresS1: '3, 5th Main, Koramangala',
    addresS2: '',
    postalcode: '560034',
    cityid: place.cityid,
    stateid: place.stateid,
    countryid: place.countryid,
    gstin: '29AAGCB7383J1Z4',
    logintype: 'PassCode',
    loginpasscode: '2468',
    locationcoordinates: '12.9301,77.6201',
    vehmkrid: [1, 2],
    servicetypid: '1,2',
    servicesprovided: 'Breakdown, Towing',
    pickupservice: true,
    officestarttime: '09:00',
    officeendtime: '19:00',
    ...overrides,
  };
}
