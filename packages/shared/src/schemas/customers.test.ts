import { describe, expect, it } from 'vitest';
import { messagesAt } from '../test-helpers.js';
import {
  customerFormToPayload,
  customerPayloadSchema,
  customerProfileFormSchema,
  customerProfileSchema,
} from './customers.js';

const form = {
  customername: "Ravi O'Neil & Sons, Pvt. Ltd!",
  mobilenO1: '9876543210',
  emailid: 'ravi@example.in',
  locationcoordinates: '12.97,77.59',
  mobileNo2: '',
  address1: '12, MG Road',
  address2: '',
  loginType: 'PassCode',
  loginPasscode: '4821',
  city: '1',
  state: 29,
  country: '1',
  vehicleType: '1',
  vehicle: '2',
  vehicleMakerType: '3',
  vehicleMakeType: '4',
  vehicleModel: '5',
  vehicleColor: '6',
  vehicleFuelType: '1',
  vehicleRegistrationNo: 'KA01AB1234',
  vehicleChassisNo: '',
  vehicleMileage: '12000',
};

describe('customerProfileFormSchema', () => {
  it('accepts a valid profile', () => {
    const r = customerProfileFormSchema.safeParse(form);
    expect(r.error?.issues).toBeUndefined();
    expect(r.data?.state).toBe('29');
    expect(customerProfileFormSchema.safeParse({ ...form, customername: 'रवि कुमार' }).success).toBe(true);
  });
  it.each([
    ['customername', '', 'Customer name is required'],
    ['customername', undefined, 'Customer name is required'],
    ['customername', 'a'.repeat(201), 'Customer name must be less than 200 characters'],
    ['customername', 'Ravi@home', "Customer name can only contain letters, numbers, spaces, and - ' , . ! &"],
    ['mobilenO1', '', 'Mobile number is required'],
    ['mobilenO1', '98765-3210', 'Mobile No must be numeric'],
    ['mobilenO1', '98765432', 'Mobile No must be exactly 10 digits'],
    ['mobilenO1', '0123456789', 'Please enter a valid 10-digit mobile number'],
    ['emailid', '', 'Email is required'],
    ['emailid', 'ravi@', 'Invalid email address'],
    ['emailid', `${'a'.repeat(95)}@ex.in`, 'Please enter a valid email address'],
    ['locationcoordinates', '', 'Current Location is required'],
    ['mobileNo2', '12345', 'Mobile No must be exactly 10 digits'],
    ['address1', '', 'Address is required'],
    ['address1', 'a'.repeat(1001), 'Address 1 must be less than 1000 characters'],
    ['address2', 'a'.repeat(1001), 'Maximum length is 1000 characters'],
    ['loginType', 'Password', "Login type must be 'PassCode' or 'OTP'"],
    ['loginPasscode', '', 'Passcode is required'],
    ['loginPasscode', '123', 'Passcode must be 4 digits'],
    ['city', '', 'City is required'],
    ['state', '', 'State is required'],
    ['country', undefined, 'Country is required'],
    ['vehicleType', '', 'Vehicle Type is required'],
    ['vehicle', '', 'Vehicle is required'],
    ['vehicleMakerType', '', 'Vehicle Maker Type is required'],
    ['vehicleMakeType', '', 'Vehicle Make Type is required'],
    ['vehicleModel', '', 'Vehicle Model is required'],
    ['vehicleColor', '', 'Vehicle Color is required'],
    ['vehicleFuelType', '', 'Vehicle Fuel Type is required'],
    ['vehicleRegistrationNo', '', 'Registration No is required'],
    ['vehicleRegistrationNo', 'A'.repeat(101), 'Registration number should not exceed 100 characters'],
    ['vehicleChassisNo', 'A'.repeat(101), 'Chassis number should not exceed 100 characters'],
    ['vehicleMileage', '12a', 'Mileage must be a number with up to 10 digits'],
    ['vehicleMileage', '12345678901', 'Mileage must be a number with up to 10 digits'],
    ['vehicleOthers', 'A'.repeat(201), 'Other make should not exceed 200 characters'],
    ['postalCode', '012345', 'Please enter a valid 6-digit PIN code'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messagesAt(customerProfileFormSchema, { ...form, [field]: value }, field)).toEqual([message]);
  });
  it('defaults the login type to PassCode', () => {
    expect(customerProfileFormSchema.parse({ ...form, loginType: undefined }).loginType).toBe('PassCode');
  });
  it("requires the 'Other' make text when the make type is 101, even with other errors", () => {
    expect(
      messagesAt(customerProfileFormSchema, { ...form, vehicleMakeType: '101' }, 'vehicleOthers'),
    ).toEqual(['Other make is required']);
    expect(
      messagesAt(
        customerProfileFormSchema,
        { ...form, vehicleMakeType: 101, customername: '' },
        'vehicleOthers',
      ),
    ).toEqual(['Other make is required']);
    expect(
      customerProfileFormSchema.safeParse({ ...form, vehicleMakeType: '101', vehicleOthers: 'Kinetic' })
        .success,
    ).toBe(true);
  });
});

describe('customerPayloadSchema', () => {
  it('maps the form and applies defaults', () => {
    const payload = customerPayloadSchema.parse(customerFormToPayload(customerProfileFormSchema.parse(form)));
    expect(payload).toMatchObject({
      custid: 0,
      customername: form.customername,
      mobilenO1: '9876543210',
      mobilenO2: '',
      addresS1: '12, MG Road',
      stateid: 29,
      loginpasscode: '4821',
      vehmakertypid: 3,
      vehmaketypid: 4,
      others: '',
      vehmileage: '12000',
      isactive: true,
      createdby: 1,
      modifiedby: 0,
      locationcoordinates: '12.97,77.59',
    });
  });
  it.each([
    ['mobilenO1', '12345', 'Mobile No must be exactly 10 digits'],
    ['loginpasscode', 'abcd', 'Passcode must be 4 digits'],
    ['addresS1', '', 'Address is required'],
    ['vehregistrationno', '', 'Registration No is required'],
    ['vehmileage', 'x', 'Mileage must be a number with up to 10 digits'],
    ['customername', '<script>', "Customer name can only contain letters, numbers, spaces, and - ' , . ! &"],
  ])('%s = %j → %s', (field, value, message) => {
    const base = customerFormToPayload(customerProfileFormSchema.parse(form));
    expect(messagesAt(customerPayloadSchema, { ...base, [field]: value }, field)).toEqual([message]);
  });
  it('requires others for make type 101', () => {
    const base = customerFormToPayload(customerProfileFormSchema.parse(form));
    expect(messagesAt(customerPayloadSchema, { ...base, vehmaketypid: 101 }, 'others')).toEqual([
      'Other make is required',
    ]);
  });
});

describe('customerProfileSchema', () => {
  it('reads a lookup answer without passcode', () => {
    const payload = customerPayloadSchema.parse(customerFormToPayload(customerProfileFormSchema.parse(form)));
    const { loginpasscode: _omit, token: _t, ...rest } = payload;
    const profile = customerProfileSchema.parse({ ...rest, custid: 7, city: 'Bengaluru' });
    expect(profile.custid).toBe(7);
    expect(profile.city).toBe('Bengaluru');
    expect('loginpasscode' in profile).toBe(false);
  });
});
