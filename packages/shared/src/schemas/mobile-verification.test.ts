import { describe, expect, it } from 'vitest';
import { messagesAt } from '../test-helpers.js';
import {
  MOBILE_VERIFICATION_MESSAGES as MV,
  resetPasscodeSchema,
  sendVerificationCodeSchema,
  verifyMobileSchema,
} from './mobile-verification.js';

describe('mobile verification schemas', () => {
  it('a reset code needs the user type; a registration code does not', () => {
    expect(
      sendVerificationCodeSchema.safeParse({ mobileno: '9876543210', purpose: 'Register' }).success,
    ).toBe(true);
    expect(
      messagesAt(
        sendVerificationCodeSchema,
        { mobileno: '9876543210', purpose: 'ResetPasscode' },
        'usertype',
      ),
    ).toEqual([MV.userTypeRequired]);
    expect(
      messagesAt(sendVerificationCodeSchema, { mobileno: '9876543210', purpose: 'Login' }, 'purpose'),
    ).toEqual([MV.purposeInvalid]);
  });

  it('the code is exactly 6 digits, with one message per failure', () => {
    expect(messagesAt(verifyMobileSchema, { mobileno: '9876543210', code: '' }, 'code')).toEqual([
      MV.codeRequired,
    ]);
    expect(messagesAt(verifyMobileSchema, { mobileno: '9876543210', code: '12a456' }, 'code')).toEqual([
      MV.codeDigits,
    ]);
    expect(verifyMobileSchema.parse({ mobileno: '9876543210', code: ' 123456 ' }).code).toBe('123456');
  });

  it('the new passcode follows the profile passcode rules', () => {
    const base = { mobileno: '9876543210', usertype: 'Customer', code: '123456' };
    expect(messagesAt(resetPasscodeSchema, { ...base, newpasscode: '12' }, 'newpasscode')).toEqual([
      'Passcode must be 4 digits',
    ]);
    expect(resetPasscodeSchema.safeParse({ ...base, newpasscode: '4321' }).success).toBe(true);
  });

  it('wrong-code messages count the tries left', () => {
    expect(MV.wrongCode(1)).toBe('The code is wrong. 1 try left before you need a new code.');
    expect(MV.wrongCode(4)).toBe('The code is wrong. 4 tries left before you need a new code.');
  });
});
