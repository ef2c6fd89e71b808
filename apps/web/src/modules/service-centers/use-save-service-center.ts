import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  serviceCenterFormToPayload,
  type ServiceCenterPayloadInput,
  type ServiceCenterProfileForm,
  type SessionResponse,
} from '@fixo/shared';

import { ApiError } from '@/lib/api-client';
import { sessionQueryKey, storeLogin } from '@/modules/auth';

import {
  PAYLOAD_TO_FORM_FIELD,
  saveServiceCenter,
  serviceCenterProfileQueryKey,
  type NewServiceCenterAnswer,
} from './service-center-api';

export interface SaveServiceCenterVariables {
  values: ServiceCenterProfileForm;
  servicecenterid?: number;
  isactive?: boolean;
}

export function toServiceCenterPayload({
  values,
  servicecenterid,
  isactive,
}: SaveServiceCenterVariables): ServiceCenterPayloadInput {
  const payload = serviceCenterFormToPayload(values, { servicecenterid, isactive });
  if (!values.loginPasscode) {
    // Left empty on the profile: the server keeps the current passcode.
    const { loginpasscode: _omit, ...rest } = payload;
    return rest as ServiceCenterPayloadInput;
  }
  return payload;
}

export function serviceCenterFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || !error.errors) return undefined;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.errors)) {
    const field = PAYLOAD_TO_FORM_FIELD[key];
    if (field) out[field] = message;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function isNewCenter(answer: unknown): answer is NewServiceCenterAnswer {
  return Boolean(answer && typeof answer === 'object' && 'loginUserData' in answer && 'usertype' in answer);
}

export function useSaveServiceCenter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveServiceCenterVariables) => saveServiceCenter(toServiceCenterPayload(vars)),
    onSuccess: async (answer, vars) => {
      if (isNewCenter(answer)) {
        const session = { usertype: answer.usertype, loginUserData: answer.loginUserData } as SessionResponse;
        storeLogin(session, answer.mobilenO1);
        queryClient.setQueryData(sessionQueryKey, session);
      }
      await queryClient.invalidateQueries({ queryKey: serviceCenterProfileQueryKey(vars.values.mobileNo) });
    },
  });
}
