import { gstinCheckCharacter } from '@fixo/shared';

/** A made-up GSTIN of a state (PAN, entity 1) whose check character is computed, so validation accepts it. */
export function gstinFor(stateCode: string, pan = 'ABCDE1234F'): string {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** A Karnataka GSTIN for a test center; the demo centers have none. */
export const TEST_CENTER_GSTIN = gstinFor('29');
