import { customerFormToPayload, type CustomerPayloadInput, type CustomerProfileForm } from '@fixo/shared';

import { mapServerFieldErrors, useSaveAccount, withoutEmptyPasscode } from '@/modules/auth';

import { customerProfileQueryKey, saveCustomer, PAYLOAD_TO_FORM_FIELD } from './customer-api';

export interface SaveCustomerVariables {
  values: CustomerProfileForm;
  custid?: number;
  isactive?: boolean;
}

/** Form → payload; an empty passcode on the profile is left out so the server keeps the current one. */
export function toCustomerPayload({ values, custid, isactive }: SaveCustomerVariables): CustomerPayloadInput {
  return withoutEmptyPasscode(customerFormToPayload(values, { custid, isactive }), values.loginPasscode);
}

/** Server field errors (contract names) → form field names. */
export function formFieldErrors(error: unknown): Record<string, string> | undefined {
  return mapServerFieldErrors(error, PAYLOAD_TO_FORM_FIELD);
}

/** POST /api/Customer/AddNewCustomer. A new customer is signed in by the server: store the spec's keys. */
export function useSaveCustomer() {
  return useSaveAccount({
    save: (vars: SaveCustomerVariables) => saveCustomer(toCustomerPayload(vars)),
    profileQueryKey: (vars) => customerProfileQueryKey(vars.values.mobilenO1),
  });
}
