import { describe, expect, it } from 'vitest';

import { VALIDATION_MESSAGES as M } from '../messages.js';
import { gstinCheckCharacter } from '../helpers/gstin.js';
import { gstinProblem } from './gstin-rule.js';

const valid = (first14: string) => first14 + gstinCheckCharacter(first14);

describe('gstinProblem', () => {
  it('names the check that failed', () => {
    expect(gstinProblem(valid('29ABCDE1234F1Z'))).toBeNull();
    expect(gstinProblem('29ABCDE1234F1Z')).toBe(M.gstInvalid);
    expect(gstinProblem(valid('29ABCDE1234F1Z').slice(0, 14) + 'Q')).toBe(M.gstCheckCharacter);
    expect(gstinProblem(valid('45ABCDE1234F1Z'))).toBe(M.gstStateCode);
  });

  it("asks a GSTIN of the expected state when one is given (a center's address)", () => {
    expect(gstinProblem(valid('29ABCDE1234F1Z'), '29')).toBeNull();
    expect(gstinProblem(valid('27ABCDE1234F1Z'), '29')).toBe(M.gstOtherState);
    // a typo is still reported as the typo, not as another state
    expect(gstinProblem(valid('27ABCDE1234F1Z').slice(0, 14) + 'Q', '29')).not.toBe(M.gstOtherState);
  });
});
