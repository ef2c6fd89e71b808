import {
  serviceCenterFormToPayload,
  type ServiceCenterPayloadInput,
  type ServiceCenterProfileForm,
} from '@fixo/shared';

import { mapServerFieldErrors, useSaveAccount, withoutEmptyPasscode } from '@/modules/auth';

import { PAYLOAD_TO_FORM_FIELD, saveServiceCenter, serviceCenterProfileQueryKey } from './service-center-api';

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
  return withoutEmptyPasscode(
    serviceCenterFormToPayload(values, { servicecenterid, isactive }),
    values.loginPasscode,
  );
}

export function serviceCenterFieldErrors(error: unknown): Record<string, string> | undefined {
  return mapServerFieldErrors(error, PAYLOAD_TO_FORM_FIELD);
}

export function useSaveServiceCenter() {
  return useSaveAccount({
    save: (vars: SaveServiceCenterVariables) => saveServiceCenter(toServiceCenterPayload(vars)),
    profileQueryKey: (vars) => serviceCenterProfileQueryKey(vars.values.mobileNo),
  });
}
