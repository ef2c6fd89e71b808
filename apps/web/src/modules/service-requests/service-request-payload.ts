import {
  COUNTRY_CODE,
  CREATED_BY,
  DEFAULT_LOCATION,
  MODIFIED_BY,
  NEW_SR_REMARKS,
  NEW_SR_STATUS,
  OTHER_MAKE_ID,
  SR_PREFIXES,
  serviceRequestFormDefaults,
  toLocalIsoNoZone,
  withPrefix,
  type AccountLanguage,
  type CustomerLoginData,
  type ServiceRequestForm,
  type ServiceRequestFormInput,
  type ServiceRequestPayloadInput,
} from '@fixo/shared';

type StoredUserData = Partial<CustomerLoginData> | null | undefined;

/** A stored id as form text; 0 means "not set" in login data. */
function idText(id: unknown): string {
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? String(n) : '';
}

const option = (id: unknown) => ({ id: idText(id), value: '' });

/** Form start values: the signed-in customer's vehicle and mobile (labels arrive with the lists). */
export function initialFormValues(userData: StoredUserData, mobile?: string | null): ServiceRequestFormInput {
  if (!userData) return { ...serviceRequestFormDefaults, mobileNumber: mobile ?? '' };
  return {
    ...serviceRequestFormDefaults,
    vehicleType: option(userData.vehtypid),
    vehicle: option(userData.vehid),
    vehicleMaker: option(userData.vehmakertypid),
    vehmaketypid: option(userData.vehmaketypid),
    vehicleModel: option(userData.vehmodelid),
    vehColor: idText(userData.vehcolorid) ? option(userData.vehcolorid) : null,
    vehicleFuelType: option(userData.vehfueltypeid),
    registrationNumber: userData.vehregistrationno ?? '',
    chassisNumber: userData.vehchassisno ?? '',
    mileage: userData.vehmileage ?? '',
    mobileNumber: userData.mobilenO1 || mobile || '',
  };
}

export function isOtherMake(id: unknown): boolean {
  return String(id ?? '') === String(OTHER_MAKE_ID);
}

/** A v4 UUID; crypto.randomUUID exists only in secure contexts, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface PayloadContext {
  userData: StoredUserData;
  /** 'lat,lng' of the device, or undefined (the contract default '0,0' is sent). */
  coordinates?: string;
  idempotencyKey: string;
  /** The screen's language: a guest's status messages are written in it (a customer's follow the account). */
  language: AccountLanguage;
  now?: Date;
}

/** Spec section 3 'Service request payload' from the validated form. */
export function toServiceRequestPayload(
  v: ServiceRequestForm,
  ctx: PayloadContext,
): ServiceRequestPayloadInput {
  const now = toLocalIsoNoZone(ctx.now ?? new Date());
  const other = isOtherMake(v.vehmaketypid.id);
  const others = other ? (v.vehothers ?? '').trim() : '';
  const colorId = Number(v.vehColor?.id ?? 0);
  return {
    servicerequestid: 0,
    bookingrefno: '',
    customeremail: ctx.userData?.emailid ?? '',
    custidentifier: '',
    servicetypeid: Number(v.serviceRequired),
    issuedescription: withPrefix(v.issue.trim(), SR_PREFIXES.problem),
    custid: Number(ctx.userData?.custid ?? 0) || 0,
    countrycode: COUNTRY_CODE,
    mobileno: v.mobileNumber,
    cityid: Number(v.city),
    stateid: Number(v.state),
    countryid: Number(v.country),
    currentlocationaddress: withPrefix(v.currentLocation.trim(), SR_PREFIXES.currentLocation),
    servicecenterid: Number(v.selectedCenter.id),
    servicecentername: v.selectedCenter.value,
    servicerequestdate: now,
    vehtypid: Number(v.vehicleType.id),
    vehicletype: v.vehicleType.value,
    vehid: Number(v.vehicle.id),
    vehicle: v.vehicle.value,
    vehmaketypeid: Number(v.vehmaketypid.id),
    vehiclemake: v.vehmaketypid.value,
    vehmakertypid: Number(v.vehicleMaker.id),
    locationcoordinates: ctx.coordinates || DEFAULT_LOCATION,
    vehothers: others,
    srvehiclemake: other ? others : v.vehmaketypid.value,
    vehiclemaker: v.vehicleMaker.value,
    vehmodelid: Number(v.vehicleModel.id),
    vehiclemodel: v.vehicleModel.value,
    vehcolorid: Number.isInteger(colorId) && colorId > 0 ? colorId : 0,
    vehiclecolor: v.vehColor?.value ?? '',
    vehchassisno: v.chassisNumber ?? '',
    vehregno: v.registrationNumber,
    vehfueltypeid: Number(v.vehicleFuelType.id),
    vehfueltype: v.vehicleFuelType.value,
    vehmileage: v.mileage ?? '',
    srstatus: NEW_SR_STATUS as 'Open',
    srremarks: NEW_SR_REMARKS,
    acknowledged: true,
    isactive: true,
    token: '',
    createdon: now,
    createdby: CREATED_BY,
    modifiedon: now,
    modifiedby: MODIFIED_BY,
    idempotencykey: ctx.idempotencyKey,
    language: ctx.language,
  };
}
