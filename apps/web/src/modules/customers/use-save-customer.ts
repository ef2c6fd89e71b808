import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  customerFormToPayload,
  type CustomerPayloadInput,
  type CustomerProfileForm,
  type SessionResponse,
} from '@fixo/shared';

import { ApiError } from '@/lib/api-client';
import { sessionQueryKey, storeLogin } from '@/modules/auth';

import {
  customerProfileQueryKey,
  saveCustomer,
  PAYLOAD_TO_FORM_FIELD,
  type NewCustomerAnswer,
} from './customer-api';

export interface SaveCustomerVariables {
  values: CustomerProfileForm;
  custid?: number;
  isactive?: boolean;
}

/** Form → payload; an empty passcode on the profile is left out so the server keeps the current one. */
export function toCustomerPayload({ values, custid, isactive }: SaveCustomerVariables): CustomerPayloadInput {
  const payload = customerFormToPayload(values, { custid, isactive });
  if (!values.loginPasscode) {
    const { loginpasscode: _omit, ...rest } = payload;
    return rest as CustomerPayloadInput;
  }
  return payload;
}

/** Server field errors (contract names) → form field names. */
export function formFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || !error.errors) return undefined;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.errors)) {
    const field = PAYLOAD_TO_FORM_FIELD[key];
    if (field) out[field] = message;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function isNewCustomer(answer: unknown): answer is NewCustomerAnswer {
  return Boolean(answer && typeof answer === 'object' && 'loginUserData' in answer && 'usertype' in answer);
}

/** POST /api/Customer/AddNewCustomer. A new customer is signed in by the server: store the spec's keys. */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveCustomerVariables) => saveCustomer(toCustomerPayload(vars)),
    onSuccess: async (answer, vars) => {
      if (isNewCustomer(answer)) {
        const session = { usertype: answer.usertype, loginUserData: answer.loginUserData } as SessionResponse;
        storeLogin(session, answer.mobilenO1);
        queryClient.setQueryData(sessionQueryKey, session);
      }
      await queryClient.invalidateQueries({ queryKey: customerProfileQueryKey(vars.values.mobilenO1) });
    },
  });
}
