import { useQuery } from '@tanstack/react-query';
import {
  customerProfileSchema,
  newCustomerAnswerSchema,
  type CustomerPayloadInput,
  type CustomerProfile,
  type CustomerProfileFormInput,
  type NewCustomerAnswer,
} from '@fixo/shared';

import { apiGet, apiPost } from '@/lib/api-client';

export const customerProfileQueryKey = (mobile: string | null) => ['customers', 'profile', mobile] as const;

/** The spec's profile lookup: a list, the first item is the profile (undefined when none). */
export async function fetchCustomerProfile(
  mobile: string,
  signal?: AbortSignal,
): Promise<CustomerProfile | null> {
  const list = await apiGet('/api/Customer/GetCustomerIfExistByMobile', {
    // TOKEN is the old contract's fixed value: accepted and ignored by our server.
    query: { MOBILENO: mobile, TOKEN: 'x' },
    signal,
    schema: customerProfileSchema.array(),
  });
  return Array.isArray(list) && list.length > 0 ? (list[0] ?? null) : null;
}

/** Creates (custid 0) or updates a customer; the answer is the same for both (the session data refreshed). */
export function saveCustomer(payload: CustomerPayloadInput): Promise<NewCustomerAnswer> {
  return apiPost('/api/Customer/AddNewCustomer', payload, { schema: newCustomerAnswerSchema });
}

const idText = (id: number | null | undefined) => (id ? String(id) : '');

/** Profile (lookup answer) → form values. The passcode is never sent back, so it starts empty. */
export function profileToFormValues(p: CustomerProfile): CustomerProfileFormInput {
  return {
    customername: p.customername ?? '',
    mobilenO1: p.mobilenO1 ?? '',
    emailid: p.emailid ?? '',
    locationcoordinates:
      p.locationcoordinates && p.locationcoordinates !== '0,0' ? p.locationcoordinates : '',
    mobileNo2: p.mobilenO2 ?? '',
    address1: p.addresS1 ?? '',
    address2: p.addresS2 ?? '',
    postalCode: p.postalcode ?? '',
    loginType: p.logintype ?? 'PassCode',
    loginPasscode: '',
    city: idText(p.cityid),
    state: idText(p.stateid),
    country: idText(p.countryid),
    vehicleType: idText(p.vehtypid),
    vehicle: idText(p.vehid),
    vehicleMakerType: idText(p.vehmakertypid),
    vehicleMakeType: idText(p.vehmaketypid),
    vehicleModel: idText(p.vehmodelid),
    vehicleColor: idText(p.vehcolorid),
    vehicleFuelType: idText(p.vehfueltypeid),
    vehicleOthers: p.others ?? '',
    vehicleRegistrationNo: p.vehregistrationno ?? '',
    vehicleChassisNo: p.vehchassisno ?? '',
    vehicleMileage: p.vehmileage ?? '',
  };
}

/** Server field names (contract) → form field names, to show a server's field errors on the right input. */
export const PAYLOAD_TO_FORM_FIELD: Record<string, keyof CustomerProfileFormInput> = {
  customername: 'customername',
  emailid: 'emailid',
  mobilenO1: 'mobilenO1',
  mobilenO2: 'mobileNo2',
  addresS1: 'address1',
  addresS2: 'address2',
  cityid: 'city',
  stateid: 'state',
  countryid: 'country',
  postalcode: 'postalCode',
  locationcoordinates: 'locationcoordinates',
  vehtypid: 'vehicleType',
  logintype: 'loginType',
  loginpasscode: 'loginPasscode',
  vehid: 'vehicle',
  vehmaketypid: 'vehicleMakeType',
  vehmakertypid: 'vehicleMakerType',
  others: 'vehicleOthers',
  vehmodelid: 'vehicleModel',
  vehcolorid: 'vehicleColor',
  vehchassisno: 'vehicleChassisNo',
  vehregistrationno: 'vehicleRegistrationNo',
  vehfueltypeid: 'vehicleFuelType',
  vehmileage: 'vehicleMileage',
};

/** The signed-in customer's profile (`mobile` null: not a customer session, nothing is asked). */
export const useCustomerProfile = (mobile: string | null) =>
  useQuery({
    queryKey: customerProfileQueryKey(mobile),
    queryFn: ({ signal }) => fetchCustomerProfile(mobile!, signal),
    enabled: Boolean(mobile),
  });
