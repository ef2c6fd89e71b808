import { describe, expect, it } from 'vitest';
import { messagesAt } from '../test-helpers.js';
import {
  customerLoginDataSchema,
  isSaasActive,
  loginRequestSchema,
  otpRequestSchema,
  sessionResponseSchema,
} from './auth.js';

const login = { mobileno: '9876543210', passcode: '1234', usertype: 'Customer' };

describe('loginRequestSchema', () => {
  it('accepts a valid login and defaults the login type', () => {
    expect(loginRequestSchema.parse(login)).toEqual({ ...login, logintype: 'PassCode' });
    expect(
      loginRequestSchema.safeParse({ ...login, passcode: undefined, logintype: 'OTP', otp: '123456' })
        .success,
    ).toBe(true);
  });
  it.each([
    [{ ...login, mobileno: '' }, 'mobileno', 'Mobile number is required'],
    [{ ...login, mobileno: '98765' }, 'mobileno', 'Mobile No must be exactly 10 digits'],
    [{ ...login, passcode: undefined }, 'passcode', 'Passcode is required'],
    [{ ...login, passcode: '' }, 'passcode', 'Passcode is required'],
    [{ ...login, passcode: '12a4' }, 'passcode', 'Passcode must be 4 digits'],
    [{ ...login, passcode: '12345' }, 'passcode', 'Passcode must be 4 digits'],
    [{ ...login, logintype: 'SMS' }, 'logintype', "Login type must be 'PassCode' or 'OTP'"],
    [
      { ...login, usertype: 'Admin' },
      'usertype',
      "User type must be 'Customer', 'ServiceCenter' or 'Manager'",
    ],
    [{ ...login, logintype: 'OTP' }, 'otp', 'OTP is required'],
    [{ ...login, logintype: 'OTP', otp: '12' }, 'otp', 'OTP must be 6 digits'],
  ])('%j → %s: %s', (value, path, message) => {
    expect(messagesAt(loginRequestSchema, value, path)).toEqual([message]);
  });
  it('otpRequestSchema', () => {
    expect(otpRequestSchema.safeParse({ mobileno: '9876543210', usertype: 'Manager' }).success).toBe(true);
    expect(messagesAt(otpRequestSchema, { mobileno: '', usertype: 'Manager' }, 'mobileno')).toEqual([
      'Mobile number is required',
    ]);
  });
});

describe('sessionResponseSchema', () => {
  const customer = {
    custid: 5,
    customername: 'Asha',
    mobilenO1: '9876543210',
    emailid: 'a@b.in',
    vehchassisno: '',
    vehregistrationno: 'KA01AB1234',
    vehmileage: '12000',
    vehtypid: 1,
    vehfueltypeid: 1,
    vehid: 1,
    vehmakertypid: 1,
    vehmaketypid: 1,
    vehmodelid: 1,
    vehcolorid: 0,
  };
  it('discriminates by usertype', () => {
    expect(sessionResponseSchema.parse({ usertype: 'Customer', loginUserData: customer }).usertype).toBe(
      'Customer',
    );
    const sc = {
      isSaaS: true,
      planenddate: '2030-01-01T00:00:00',
      planid: 2,
      servicecenterid: 3,
      servicecentername: 'Speedy Motors Garage',
      mobilenO1: '9876543210',
      scrating: 4.5,
      isactive: true,
    };
    expect(
      sessionResponseSchema.parse({ usertype: 'ServiceCenter', loginUserData: sc }).loginUserData,
    ).toEqual(sc);
    const mgr = { managerid: 1, managername: 'Ops', mobilenO1: '9876543210' };
    expect(sessionResponseSchema.safeParse({ usertype: 'Manager', loginUserData: mgr }).success).toBe(true);
    expect(sessionResponseSchema.safeParse({ usertype: 'Manager', loginUserData: customer }).success).toBe(
      false,
    );
    expect(
      sessionResponseSchema.safeParse({ usertype: 'ServiceCenter', loginUserData: customer }).success,
    ).toBe(false);
    expect(customerLoginDataSchema.safeParse({ ...customer, custid: undefined }).success).toBe(false);
  });
  it('isSaasActive needs isSaaS and a future planenddate', () => {
    const now = new Date(2025, 5, 1, 12, 0, 0);
    expect(isSaasActive({ isSaaS: true, planenddate: '2025-06-01T12:00:01' }, now)).toBe(true);
    expect(isSaasActive({ isSaaS: true, planenddate: '2025-06-01T12:00:00' }, now)).toBe(false);
    expect(isSaasActive({ isSaaS: false, planenddate: '2030-01-01T00:00:00' }, now)).toBe(false);
    expect(isSaasActive({ isSaaS: true, planenddate: null }, now)).toBe(false);
  });
  it('isSaasActive reads the UTC planenddate the server sends as that instant', () => {
    const now = new Date(Date.UTC(2026, 5, 1, 6, 30, 0));
    expect(isSaasActive({ isSaaS: true, planenddate: '2026-06-01T06:30:00.001Z' }, now)).toBe(true);
    expect(isSaasActive({ isSaaS: true, planenddate: '2026-06-01T06:30:00.000Z' }, now)).toBe(false);
    expect(isSaasActive({ isSaaS: true, planenddate: '2026-06-01T06:29:59.999Z' }, now)).toBe(false);
  });
});
