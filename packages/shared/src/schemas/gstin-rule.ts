import { VALIDATION_MESSAGES as M } from '../messages.js';
import { validateGstin } from '../helpers/gstin.js';

/**
 * What is wrong with a GSTIN, in words for the person typing it: the spec's 'Invalid GST number format.' when
 * the pattern fails, otherwise which check failed (a typo usually breaks the check character, and a format
 * message then sends the owner looking for a wrong letter count). With `expectedStateCode` (a center's address)
 * the GSTIN must also be of that state. Null when it is valid.
 */
export function gstinProblem(gstin: string, expectedStateCode?: string): string | null {
  const result = validateGstin(gstin, expectedStateCode);
  if (result.ok) return null;
  if (result.reason === 'state') return M.gstStateCode;
  if (result.reason === 'checksum') return M.gstCheckCharacter;
  if (result.reason === 'state-mismatch') return M.gstOtherState;
  return M.gstInvalid;
}
