import { z } from 'zod';
import { DEFAULT_LOCATION, LIMITS } from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { gstinProblem } from './gstin-rule.js';
import { INDIAN_MOBILE_REGEX } from '../helpers/mobile.js';
import { PIN_CODE_REGEX } from '../helpers/pin.js';
import {
  contractId,
  idNumber,
  idOut,
  idRangeMessage,
  idText,
  looseBoolean,
  matches,
  MAX_ID,
  maxLen,
  minLen,
  notEmpty,
  optionalOrderedString,
  orderedString,
  positiveId,
  type TextRule,
} from '../helpers/zod-rules.js';
import { loginTypeSchema, passcodeSchema, serviceCenterLoginDataSchema } from './auth.js';
import { requiredContractId } from './customers.js';
import {
  EMAIL_REGEX,
  emptyWhenAbsent,
  locationCoordinatesPayloadSchema,
  optionalPayloadText,
  recordKeepingFields,
} from './contract-fields.js';
import { pageOf } from './suite-common.js';

/** 'HH:mm', 00:00-23:59. */
export const TIME_HHMM_REGEX = /^([01]\d|2[0-3]):[0-5]\d$/;

const scMobileRules: readonly TextRule[] = [
  [minLen(10), M.scMobileInvalid],
  [maxLen(10), M.scMobile10],
  [matches(INDIAN_MOBILE_REGEX), M.scMobileInvalid],
];

/** Service center mobile: under 10 → 'Please enter valid Mobile Number.', over 10 → 'Mobile number must be 10 digits.' */
export const serviceCenterMobileSchema = orderedString(M.scMobileInvalid, scMobileRules);
export const serviceCenterNameSchema = orderedString(M.serviceCenterNameMin, [
  [minLen(LIMITS.serviceCenterNameMin), M.serviceCenterNameMin],
  [maxLen(LIMITS.serviceCenterNameMax), M.serviceCenterNameMax],
]);
export const serviceCenterEmailSchema = orderedString(M.scEmailRequired, [
  [notEmpty, M.scEmailRequired],
  [matches(EMAIL_REGEX), M.scEmailInvalid],
  [maxLen(LIMITS.emailMax), M.scEmailInvalid],
]);

/** Optional GSTIN: pattern ('Invalid GST number format.'), state code and check character (see gstinProblem). */
export const gstNoSchema = z
  .string()
  .optional()
  .transform((v) => (v ?? '').trim().toUpperCase())
  .superRefine((v, ctx) => {
    const problem = v === '' ? null : gstinProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// The same rules and messages in the form and in the payload (keyed by contract names).
const contactPerson1Schema = orderedString(M.contactPerson1Required, [[notEmpty, M.contactPerson1Required]]);
const mobile2Schema = optionalOrderedString([
  [maxLen(10), M.scMobile10],
  [minLen(10), M.scMobile10],
  [matches(INDIAN_MOBILE_REGEX), M.scMobileInvalid],
]);
const address1Schema = orderedString(M.scAddressRequired, [
  [notEmpty, M.scAddressRequired],
  [maxLen(LIMITS.addressMax), M.scAddress1Max],
]);
const address2Schema = optionalOrderedString([[maxLen(LIMITS.addressMax), M.scAddress2Max]]);
const postalCodeSchema = optionalOrderedString([[matches(PIN_CODE_REGEX), M.scPinCodeInvalid]]);
const servicesProvidedSchema = orderedString(M.scServiceProvidedRequired, [
  [notEmpty, M.scServiceProvidedRequired],
]);

const timeSchema = (requiredMessage: string) =>
  orderedString(requiredMessage, [
    [notEmpty, requiredMessage],
    [matches(TIME_HHMM_REGEX), M.workingHoursFormat],
  ]);

/** A list of ids: number[] or the old comma text ('1,4,7'); output number[]. */
export const idListSchema = z.preprocess((v) => {
  if (typeof v === 'string') {
    const t = v.trim();
    return t === '' ? [] : t.split(',').map((x) => (/^\s*\d+\s*$/.test(x) ? Number(x) : x));
  }
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'string' && /^\s*\d+\s*$/.test(x) ? Number(x) : x));
  return v;
}, z.array(positiveId));

const requiredIdList = (message: string) =>
  z
    .preprocess((v) => (v === undefined || v === null ? [] : v), idListSchema)
    .refine((a) => a.length > 0, message);

/** Service center profile / registration FORM (spec section 5 'Service center profile'). */
export const serviceCenterProfileFormSchema = z.object({
  serviceCenterName: serviceCenterNameSchema,
  contactPerson1: contactPerson1Schema,
  contactPerson2: z.string().trim().optional(),
  mobileNo: serviceCenterMobileSchema,
  mobileNo2: mobile2Schema,
  landline: z.string().trim().optional(),
  emailId: serviceCenterEmailSchema,
  address1: address1Schema,
  address2: address2Schema,
  postalCode: postalCodeSchema,
  city: idText(M.scCityRequired),
  state: idText(M.scStateRequired),
  country: idText(M.scCountryRequired),
  locationCoordinates: z.string().trim().optional(),
  loginType: loginTypeSchema.default('PassCode'),
  loginPasscode: passcodeSchema,
  workingHoursFrom: timeSchema(M.workingHoursFromRequired),
  workingHoursTo: timeSchema(M.workingHoursToRequired),
  vehicleMaker: requiredIdList(M.scVehicleMakerRequired),
  serviceRequired: requiredIdList(M.scServiceRequiredRequired),
  serviceProvided: servicesProvidedSchema,
  gstNo: gstNoSchema,
  isPickupAvailable: z.boolean().default(false),
  consentLocation: z.boolean().default(false),
});
export type ServiceCenterProfileForm = z.infer<typeof serviceCenterProfileFormSchema>;
export type ServiceCenterProfileFormInput = z.input<typeof serviceCenterProfileFormSchema>;

/**
 * POST /api/ServiceCenter/AddNewServiceCenter (spec section 3 'Service center payload').
 * vehmkrid (vehicle maker ids) and servicetypid (service type ids) accept number[] or comma text; output number[].
 * strPICKUPSERVICE is derived from pickupservice when missing. scrating is always 0 on save.
 */
const serviceCenterPayloadShape = {
  servicecenterid: contractId.optional().default(0),
  servicecentername: serviceCenterNameSchema,
  emailid: serviceCenterEmailSchema,
  contactpersoN1: contactPerson1Schema,
  contactpersoN2: optionalPayloadText,
  mobilenO1: serviceCenterMobileSchema,
  mobilenO2: mobile2Schema.transform(emptyWhenAbsent),
  landline: optionalPayloadText,
  addresS1: address1Schema,
  addresS2: address2Schema.transform(emptyWhenAbsent),
  locality: optionalPayloadText,
  sublocality: optionalPayloadText,
  postalcode: postalCodeSchema.transform(emptyWhenAbsent),
  cityid: requiredContractId(M.scCityRequired),
  stateid: requiredContractId(M.scStateRequired),
  countryid: requiredContractId(M.scCountryRequired),
  gstin: gstNoSchema,
  locationaddress: optionalPayloadText,
  logintype: loginTypeSchema.default('PassCode'),
  loginpasscode: passcodeSchema,
  locationcoordinates: locationCoordinatesPayloadSchema,
  vehmkrid: requiredIdList(M.scVehicleMakerRequired),
  servicetypid: requiredIdList(M.scServiceRequiredRequired),
  servicesprovided: servicesProvidedSchema,
  pickupservice: looseBoolean.optional().default(false),
  strPICKUPSERVICE: z.enum(['Yes', 'No']).optional(),
  officestarttime: timeSchema(M.workingHoursFromRequired),
  officeendtime: timeSchema(M.workingHoursToRequired),
  scrating: z
    .number()
    .optional()
    .transform(() => 0),
  isactive: looseBoolean.optional().default(false),
  ...recordKeepingFields,
};

/** Ours: working hours must end after they start ('HH:mm' text compares in time order). */
export const WORKING_HOURS_ORDER_MESSAGE = 'Working hours to must be after working hours from.';

function withPickupTextAndHoursOrder<
  T extends z.ZodType<{
    pickupservice: boolean;
    strPICKUPSERVICE?: 'Yes' | 'No' | undefined;
    officestarttime: string;
    officeendtime: string;
  }>,
>(schema: T) {
  return schema
    .transform((v) => ({ ...v, strPICKUPSERVICE: v.strPICKUPSERVICE ?? (v.pickupservice ? 'Yes' : 'No') }))
    .superRefine((v, ctx) => {
      if (v.officeendtime <= v.officestarttime) {
        ctx.addIssue({ code: 'custom', path: ['officeendtime'], message: WORKING_HOURS_ORDER_MESSAGE });
      }
    });
}

export const serviceCenterPayloadSchema = withPickupTextAndHoursOrder(z.object(serviceCenterPayloadShape));
export type ServiceCenterPayload = z.infer<typeof serviceCenterPayloadSchema>;
export type ServiceCenterPayloadInput = z.input<typeof serviceCenterPayloadSchema>;

/**
 * The body the server takes at POST /api/ServiceCenter/AddNewServiceCenter: the payload, but loginpasscode may
 * be left out (a new center then gets a random one; an update keeps the current one). '' still fails as required.
 */
export const serviceCenterRegistrationSchema = withPickupTextAndHoursOrder(
  z.object({ ...serviceCenterPayloadShape, loginpasscode: passcodeSchema.optional() }),
);
export type ServiceCenterRegistration = z.infer<typeof serviceCenterRegistrationSchema>;
export type ServiceCenterRegistrationInput = z.input<typeof serviceCenterRegistrationSchema>;

/** Maps the validated form to the contract payload. */
export function serviceCenterFormToPayload(
  form: ServiceCenterProfileForm,
  extra: { servicecenterid?: number; isactive?: boolean } = {},
): ServiceCenterPayloadInput {
  return {
    servicecenterid: extra.servicecenterid ?? 0,
    servicecentername: form.serviceCenterName,
    emailid: form.emailId,
    contactpersoN1: form.contactPerson1,
    contactpersoN2: form.contactPerson2 ?? '',
    mobilenO1: form.mobileNo,
    mobilenO2: form.mobileNo2 ?? '',
    landline: form.landline ?? '',
    addresS1: form.address1,
    addresS2: form.address2 ?? '',
    postalcode: form.postalCode ?? '',
    cityid: Number(form.city),
    stateid: Number(form.state),
    countryid: Number(form.country),
    gstin: form.gstNo,
    logintype: form.loginType,
    loginpasscode: form.loginPasscode,
    locationcoordinates: form.locationCoordinates || DEFAULT_LOCATION,
    vehmkrid: form.vehicleMaker,
    servicetypid: form.serviceRequired,
    servicesprovided: form.serviceProvided,
    pickupservice: form.isPickupAvailable,
    strPICKUPSERVICE: form.isPickupAvailable ? 'Yes' : 'No',
    officestarttime: form.workingHoursFrom,
    officeendtime: form.workingHoursTo,
    isactive: extra.isactive ?? false,
  };
}

/** Ids in an answer: plain numbers (the server serializes with answer schemas; no preprocess there). */
const idListOut = z.array(idOut);

/** What the service center profile lookup answers: the payload without passcode and token, plus rating. */
export const serviceCenterProfileSchema = z.object({
  servicecenterid: idOut,
  servicecentername: z.string(),
  emailid: z.string(),
  contactpersoN1: z.string(),
  contactpersoN2: z.string().nullable().optional(),
  mobilenO1: z.string(),
  mobilenO2: z.string().nullable().optional(),
  landline: z.string().nullable().optional(),
  addresS1: z.string(),
  addresS2: z.string().nullable().optional(),
  locality: z.string().nullable().optional(),
  sublocality: z.string().nullable().optional(),
  postalcode: z.string().nullable().optional(),
  cityid: idOut,
  stateid: idOut,
  countryid: idOut,
  gstin: z.string().nullable().optional(),
  locationaddress: z.string().nullable().optional(),
  logintype: loginTypeSchema,
  locationcoordinates: z.string(),
  vehmkrid: idListOut,
  servicetypid: idListOut,
  servicesprovided: z.string(),
  pickupservice: z.boolean(),
  strPICKUPSERVICE: z.enum(['Yes', 'No']).optional(),
  officestarttime: z.string(),
  officeendtime: z.string(),
  scrating: z.number(),
  isactive: z.boolean(),
  // names and id lists under the names the screens use (answer only)
  city: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
  servicetypeids: idListOut.optional(),
  vehmakertypids: idListOut.optional(),
});
export type ServiceCenterProfile = z.infer<typeof serviceCenterProfileSchema>;

/** Answer of AddNewServiceCenter: the center, the passcode when this call set it, and the session data. */
export const newServiceCenterAnswerSchema = z.object({
  servicecenterid: idOut,
  mobilenO1: z.string(),
  loginpasscode: z.string().nullable(),
  usertype: z.literal('ServiceCenter'),
  loginUserData: serviceCenterLoginDataSchema,
});
export type NewServiceCenterAnswer = z.infer<typeof newServiceCenterAnswerSchema>;

/** Service center profile lookup by mobile (a list; the first item is read). */
export const serviceCenterLookupItemSchema = z.object({
  servicecentername: z.string(),
  mobilenO1: z.string(),
  scrating: z.number(),
});
export type ServiceCenterLookupItem = z.infer<typeof serviceCenterLookupItemSchema>;

// The nearby answer lives in its own module: the request screen reads it without loading the center forms.
export * from './nearby-answers.js';

/** GET /api/ServiceCenter/GetAllServiceCenters item. */
export const serviceCenterListItemSchema = z.object({
  servicecenterid: idOut,
  servicecentername: z.string(),
});
export type ServiceCenterListItem = z.infer<typeof serviceCenterListItemSchema>;

/** Manager lists of service centers (ours): GET /api/Manager/GetServiceCenters. */
export const MANAGER_CENTER_SORTS = [
  'name',
  'city',
  'contact',
  'mobile',
  'plan',
  'rating',
  'registeredon',
] as const;
export type ManagerCenterSort = (typeof MANAGER_CENTER_SORTS)[number];
export const MANAGER_CENTER_STATUSES = ['active', 'inactive'] as const;
export const MANAGER_CENTER_MAX_PAGE_SIZE = 100;

export const managerServiceCenterItemSchema = z.object({
  servicecenterid: idOut,
  servicecentername: z.string(),
  city: z.string(),
  state: z.string(),
  contactperson: z.string(),
  mobilenO1: z.string(),
  /** Name of the active plan, or 'None'. */
  plan: z.string(),
  scrating: z.number(),
  /** ISO-8601 UTC. */
  registeredon: z.string(),
  isactive: z.boolean(),
});
export type ManagerServiceCenterItem = z.infer<typeof managerServiceCenterItemSchema>;

export const managerServiceCentersPageSchema = pageOf(managerServiceCenterItemSchema);
export type ManagerServiceCentersPage = z.infer<typeof managerServiceCentersPageSchema>;

/** PUT /api/Manager/ApproveServiceCenter and /api/Manager/DeactivateServiceCenter. */
export const serviceCenterIdBodySchema = z.object({ servicecenterid: positiveId });
export type ServiceCenterIdBody = z.infer<typeof serviceCenterIdBodySchema>;

/** GET /api/Manager/GetServiceCenterDetails?SERVICECENTERID= (ours): everything a manager checks before approving. */
export const managerServiceCenterDetailsQuerySchema = z.object({
  SERVICECENTERID: idNumber({ message: `SERVICECENTERID ${idRangeMessage(1)}` }),
});
export type ManagerServiceCenterDetailsQuery = z.infer<typeof managerServiceCenterDetailsQuerySchema>;

/** The GSTIN check result: 'valid', 'none' (no GSTIN given), or why it fails (see validateGstin). */
export const GSTIN_CHECK_RESULTS = ['valid', 'none', 'format', 'state', 'checksum'] as const;
export type GstinCheckResult = (typeof GSTIN_CHECK_RESULTS)[number];

/** An answer schema: plain types only (no preprocess/transform), so the server can serialise with it. */
export const managerServiceCenterDetailsSchema = z.object({
  servicecenterid: z.number().int().positive().max(MAX_ID),
  servicecentername: z.string(),
  contactpersoN1: z.string(),
  contactpersoN2: z.string().nullable(),
  mobilenO1: z.string(),
  mobilenO2: z.string().nullable(),
  emailid: z.string(),
  addresS1: z.string(),
  addresS2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalcode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  gstin: z.string().nullable(),
  gstincheck: z.enum(GSTIN_CHECK_RESULTS),
  /** Service types and vehicle makers by name, sorted. */
  services: z.array(z.string()),
  makers: z.array(z.string()),
  servicesprovided: z.string(),
  pickupservice: z.boolean(),
  /** 'HH:mm' as stored. */
  officestarttime: z.string(),
  officeendtime: z.string(),
  scrating: z.number(),
  /** Ours: how many visible ratings the average is of. */
  scratingcount: z.number().int().nonnegative().optional(),
  isactive: z.boolean(),
  /** ISO-8601 UTC. */
  registeredon: z.string(),
  approvedon: z.string().nullable(),
  /** The active, unexpired subscription, or null. */
  plan: z.object({ name: z.string(), validtill: z.string() }).nullable(),
});
export type ManagerServiceCenterDetails = z.infer<typeof managerServiceCenterDetailsSchema>;
