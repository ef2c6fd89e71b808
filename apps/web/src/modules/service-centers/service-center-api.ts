import { useQuery } from '@tanstack/react-query';
import {
  newServiceCenterAnswerSchema,
  serviceCenterProfileSchema,
  type NewServiceCenterAnswer,
  type ServiceCenterPayloadInput,
  type ServiceCenterProfile,
  type ServiceCenterProfileFormInput,
} from '@fixo/shared';

import { apiGet, apiPost } from '@/lib/api-client';

export const serviceCenterProfileQueryKey = (mobile: string | null) =>
  ['service-centers', 'profile', mobile] as const;

export async function fetchServiceCenterProfile(
  mobile: string,
  signal?: AbortSignal,
): Promise<ServiceCenterProfile | null> {
  const list = await apiGet('/api/ServiceCenter/GetServiceCenterProfileByMobile', {
    query: { MOBILENO: mobile },
    signal,
    schema: serviceCenterProfileSchema.array(),
  });
  return Array.isArray(list) && list.length > 0 ? (list[0] ?? null) : null;
}

/** The signed-in center's profile (`mobile` null: nothing is asked). */
export const useServiceCenterProfile = (mobile: string | null) =>
  useQuery({
    queryKey: serviceCenterProfileQueryKey(mobile),
    queryFn: ({ signal }) => fetchServiceCenterProfile(mobile!, signal),
    enabled: Boolean(mobile),
  });

/** Creates (servicecenterid 0) or updates a center; the answer is the same for both. */
export function saveServiceCenter(payload: ServiceCenterPayloadInput): Promise<NewServiceCenterAnswer> {
  return apiPost('/api/ServiceCenter/AddNewServiceCenter', payload, { schema: newServiceCenterAnswerSchema });
}

const idText = (id: number | null | undefined) => (id ? String(id) : '');
const idList = (v: unknown): number[] => {
  if (Array.isArray(v)) return v.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (typeof v === 'string')
    return v
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
  return [];
};

export function profileToFormValues(p: ServiceCenterProfile): ServiceCenterProfileFormInput {
  return {
    serviceCenterName: p.servicecentername ?? '',
    contactPerson1: p.contactpersoN1 ?? '',
    contactPerson2: p.contactpersoN2 ?? '',
    mobileNo: p.mobilenO1 ?? '',
    mobileNo2: p.mobilenO2 ?? '',
    landline: p.landline ?? '',
    emailId: p.emailid ?? '',
    address1: p.addresS1 ?? '',
    address2: p.addresS2 ?? '',
    postalCode: p.postalcode ?? '',
    city: idText(p.cityid),
    state: idText(p.stateid),
    country: idText(p.countryid),
    locationCoordinates:
      p.locationcoordinates && p.locationcoordinates !== '0,0' ? p.locationcoordinates : '',
    loginType: p.logintype ?? 'PassCode',
    loginPasscode: '',
    workingHoursFrom: (p.officestarttime ?? '').slice(0, 5),
    workingHoursTo: (p.officeendtime ?? '').slice(0, 5),
    vehicleMaker: idList(p.vehmakertypids ?? p.vehmkrid),
    serviceRequired: idList(p.servicetypeids ?? p.servicetypid),
    serviceProvided: p.servicesprovided ?? '',
    gstNo: p.gstin ?? '',
    isPickupAvailable: Boolean(p.pickupservice),
    consentLocation: false,
  };
}

export const PAYLOAD_TO_FORM_FIELD: Record<string, keyof ServiceCenterProfileFormInput> = {
  servicecentername: 'serviceCenterName',
  emailid: 'emailId',
  contactpersoN1: 'contactPerson1',
  contactpersoN2: 'contactPerson2',
  mobilenO1: 'mobileNo',
  mobilenO2: 'mobileNo2',
  landline: 'landline',
  addresS1: 'address1',
  addresS2: 'address2',
  postalcode: 'postalCode',
  cityid: 'city',
  stateid: 'state',
  countryid: 'country',
  gstin: 'gstNo',
  logintype: 'loginType',
  loginpasscode: 'loginPasscode',
  locationcoordinates: 'locationCoordinates',
  vehmkrid: 'vehicleMaker',
  servicetypid: 'serviceRequired',
  servicesprovided: 'serviceProvided',
  officestarttime: 'workingHoursFrom',
  officeendtime: 'workingHoursTo',
};
