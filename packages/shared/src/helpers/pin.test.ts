import { describe, expect, it } from 'vitest';
import { isPinCode } from './pin.js';
import { pinCodeSchema } from '../schemas/pin-code.js';

describe('PIN code', () => {
  it.each(['560001', '110001', '400001', '999999'])('accepts %s', (p) => {
    expect(isPinCode(p)).toBe(true);
    expect(pinCodeSchema.parse(p)).toBe(p);
  });
  it.each(['060001', '56001', '5600011', '56000a', '', 560001])('rejects %j', (p) => {
    expect(isPinCode(p)).toBe(false);
    const r = pinCodeSchema.safeParse(p);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Please enter a valid 6-digit PIN code');
  });
});
