import { describe, expect, it } from 'vitest';
import { messagesAt } from '../test-helpers.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import {
  nearbyServiceCenterSchema,
  serviceCenterFormToPayload,
  serviceCenterListItemSchema,
  serviceCenterLookupItemSchema,
  serviceCenterPayloadSchema,
  serviceCenterProfileFormSchema,
} from './service-centers.js';

const form = {
  serviceCenterName: 'Speedy Motors Garage',
  contactPerson1: 'Imran Khan',
  mobileNo: '9876543210',
  emailId: 'speedy@example.in',
  address1: '4th Cross, Indiranagar',
  postalCode: '560038',
  city: '1',
  state: '29',
  country: '1',
  loginType: 'PassCode',
  loginPasscode: '1234',
  workingHoursFrom: '09:00',
  workingHoursTo: '19:30',
  vehicleMaker: ['1', 2],
  serviceRequired: '3,4',
  serviceProvided: 'General service, tyres, towing',
  gstNo: '29aagcb7383j1z4',
};

describe('serviceCenterProfileFormSchema', () => {
  it('accepts a valid profile with defaults', () => {
    const r = serviceCenterProfileFormSchema.parse(form);
    expect(r.vehicleMaker).toEqual([1, 2]);
    expect(r.serviceRequired).toEqual([3, 4]);
    expect(r.gstNo).toBe('29AAGCB7383J1Z4');
    expect(r.isPickupAvailable).toBe(false);
    expect(r.consentLocation).toBe(false);
    expect(serviceCenterProfileFormSchema.parse({ ...form, gstNo: '' }).gstNo).toBe('');
  });
  it.each([
    ['serviceCenterName', 'Short', 'Please enter Name Number.'],
    ['serviceCenterName', undefined, 'Please enter Name Number.'],
    ['serviceCenterName', 'A'.repeat(201), 'Service center name must be at most 200 characters.'],
    ['mobileNo', '', 'Please enter valid Mobile Number.'],
    ['mobileNo', '98765', 'Please enter valid Mobile Number.'],
    ['mobileNo', '98765432101', 'Mobile number must be 10 digits.'],
    ['mobileNo', '1234567890', 'Please enter valid Mobile Number.'],
    ['mobileNo2', '98765', 'Mobile number must be 10 digits.'],
    ['emailId', '', 'Email ID is required.'],
    ['emailId', 'speedy.example.in', 'Invalid email address.'],
    ['contactPerson1', '', 'Contact person 1 is required.'],
    ['address1', 'A'.repeat(1001), 'Address 1 must be less than 1000 characters.'],
    ['loginType', 'otp', "Login type must be 'PassCode' or 'OTP'"],
    ['loginPasscode', '', 'Passcode is required'],
    ['loginPasscode', '99', 'Passcode must be 4 digits'],
    ['city', '', 'City is required.'],
    ['state', '', 'State is required.'],
    ['country', '', 'Country is required.'],
    ['workingHoursFrom', '', 'Working hours from is required.'],
    ['workingHoursTo', '', 'Working hours to is required.'],
    ['workingHoursFrom', '25:00', 'Time must be in HH:mm format.'],
    ['vehicleMaker', [], 'Vehicle maker is required.'],
    ['vehicleMaker', undefined, 'Vehicle maker is required.'],
    ['serviceRequired', '', 'Service required is required.'],
    ['serviceProvided', '', 'Service provided is required.'],
    ['gstNo', '29AAGCB7383J1X4', 'Invalid GST number format.'],
    ['gstNo', '29AAGCB7383J0Z4', 'Invalid GST number format.'],
    // The pattern holds: the message says which check failed (a typo in the check character, a state code).
    ['gstNo', '29AAGCB7383J1Z5', M.gstCheckCharacter],
    ['gstNo', '29ABCDE1234F1Z5', M.gstCheckCharacter],
    ['gstNo', '00AAGCB7383J1Z4', M.gstStateCode],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messagesAt(serviceCenterProfileFormSchema, { ...form, [field]: value }, field)).toEqual([message]);
  });
});

describe('serviceCenterPayloadSchema', () => {
  it('maps the form to the contract', () => {
    const p = serviceCenterPayloadSchema.parse(
      serviceCenterFormToPayload(serviceCenterProfileFormSchema.parse({ ...form, isPickupAvailable: true })),
    );
    expect(p).toMatchObject({
      servicecenterid: 0,
      servicecentername: 'Speedy Motors Garage',
      contactpersoN1: 'Imran Khan',
      mobilenO1: '9876543210',
      addresS1: '4th Cross, Indiranagar',
      postalcode: '560038',
      stateid: 29,
      gstin: '29AAGCB7383J1Z4',
      vehmkrid: [1, 2],
      servicetypid: [3, 4],
      pickupservice: true,
      strPICKUPSERVICE: 'Yes',
      officestarttime: '09:00',
      officeendtime: '19:30',
      scrating: 0,
      locationcoordinates: '0,0',
      createdby: 1,
      modifiedby: 0,
    });
  });
  it('forces scrating 0 and derives strPICKUPSERVICE', () => {
    const base = serviceCenterFormToPayload(serviceCenterProfileFormSchema.parse(form));
    const p = serviceCenterPayloadSchema.parse({ ...base, scrating: 5, strPICKUPSERVICE: undefined });
    expect(p.scrating).toBe(0);
    expect(p.strPICKUPSERVICE).toBe('No');
  });
  it.each([
    ['gstin', '27AAPFU0939F1ZX', M.gstCheckCharacter],
    ['gstin', '27AAPFU0939F1Z', 'Invalid GST number format.'],
    ['servicecentername', 'Tiny', 'Please enter Name Number.'],
    ['vehmkrid', '', 'Vehicle maker is required.'],
    ['officestarttime', '9am', 'Time must be in HH:mm format.'],
  ])('%s = %j → %s', (field, value, message) => {
    const base = serviceCenterFormToPayload(serviceCenterProfileFormSchema.parse(form));
    expect(messagesAt(serviceCenterPayloadSchema, { ...base, [field]: value }, field)).toEqual([message]);
  });
});

describe('lookup and list schemas', () => {
  it('parse valid items and reject wrong ones', () => {
    expect(
      serviceCenterLookupItemSchema.parse({
        servicecentername: 'Speedy',
        mobilenO1: '9876543210',
        scrating: 4,
      }),
    ).toEqual({ servicecentername: 'Speedy', mobilenO1: '9876543210', scrating: 4 });
    expect(
      serviceCenterListItemSchema.parse({ servicecenterid: 12, servicecentername: 'X' }).servicecenterid,
    ).toBe(12);
    // An answer schema: ids are numbers in the answer, numeric text is not the contract.
    expect(
      serviceCenterListItemSchema.safeParse({ servicecenterid: '12', servicecentername: 'X' }).success,
    ).toBe(false);
    const nearby = {
      servicecenterid: 1,
      servicecentername: 'Speedy Motors Garage',
      locationcoordinates: '12.97,77.64',
      addresS1: 'Indiranagar',
      mobilenO1: '9876543210',
      contactpersoN1: 'Imran',
      officestarttime: '09:00',
      officeendtime: '19:00',
      servicesprovided: 'General service',
      scrating: 4.2,
      pickupservice: true,
      isofferavailable: false,
      primaryoffer: 'na',
      distancekm: 2.4,
    };
    expect(nearbyServiceCenterSchema.parse(nearby)).toEqual(nearby);
    expect(nearbyServiceCenterSchema.safeParse({ ...nearby, distancekm: -1 }).success).toBe(false);
  });
});
