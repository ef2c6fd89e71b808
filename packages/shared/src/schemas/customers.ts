import { z } from 'zod';
import { LIMITS, OTHER_MAKE_ID } from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { mobileNumberSchema, optionalMobileNumberSchema } from './mobile-number.js';
import { PIN_CODE_REGEX } from '../helpers/pin.js';
import {
  contractId,
  idOut,
  idRangeMessage,
  idText,
  looseBoolean,
  matches,
  MAX_ID,
  maxLen,
  notEmpty,
  optionalOrderedString,
  orderedString,
} from '../helpers/zod-rules.js';
import { customerLoginDataSchema, loginTypeSchema, passcodeSchema } from './auth.js';
import {
  chassisNumberPayloadSchema,
  chassisNumberSchema,
  EMAIL_REGEX,
  emptyWhenAbsent,
  locationCoordinatesPayloadSchema,
  mileagePayloadSchema,
  mileageSchema,
  otherMakePayloadSchema,
  otherMakeSchema,
  recordKeepingFields,
} from './contract-fields.js';

/** Letters (any script), digits, spaces and - ' , . ! & */
export const CUSTOMER_NAME_REGEX = /^[\p{L}\p{M}0-9 \-',.!&]+$/u;

export const customerNameSchema = orderedString(M.customerNameRequired, [
  [notEmpty, M.customerNameRequired],
  [maxLen(LIMITS.customerNameMax), M.customerNameMax],
  [matches(CUSTOMER_NAME_REGEX), M.customerNameChars],
]);

/** 'Email is required'; 'Invalid email address' for a malformed address; over 100 characters: 'Please enter a valid email address'. */
export const customerEmailSchema = orderedString(M.emailRequired, [
  [notEmpty, M.emailRequired],
  [matches(EMAIL_REGEX), M.emailInvalid],
  [maxLen(LIMITS.emailMax), M.emailValid],
]);

const required = (message: string) => idText(message);

// The same rules and messages in the form and in the payload (keyed by contract names).
const address1Schema = orderedString(M.addressRequired, [
  [notEmpty, M.addressRequired],
  [maxLen(LIMITS.addressMax), M.address1Max],
]);
const address2Schema = optionalOrderedString([[maxLen(LIMITS.addressMax), M.maxLength1000]]);
const postalCodeSchema = optionalOrderedString([[matches(PIN_CODE_REGEX), M.pinCodeInvalid]]);
const registrationNoSchema = orderedString(M.registrationNoRequired, [
  [notEmpty, M.registrationNoRequired],
  [maxLen(LIMITS.registrationNumberMax), M.registrationNumberMax],
]);

/** Customer profile / registration FORM (spec section 5 'Customer profile'). */
export const customerProfileFormSchema = z
  .object({
    customername: customerNameSchema,
    mobilenO1: mobileNumberSchema,
    emailid: customerEmailSchema,
    locationcoordinates: orderedString(M.currentLocationRequired, [[notEmpty, M.currentLocationRequired]]),
    mobileNo2: optionalMobileNumberSchema,
    address1: address1Schema,
    address2: address2Schema,
    postalCode: postalCodeSchema,
    loginType: loginTypeSchema.default('PassCode'),
    loginPasscode: passcodeSchema,
    city: required(M.cityRequired),
    state: required(M.stateRequired),
    country: required(M.countryRequired),
    vehicleType: required(M.vehicleTypeRequired),
    vehicle: required(M.vehicleRequired),
    vehicleMakerType: required(M.vehicleMakerTypeRequired),
    vehicleMakeType: required(M.vehicleMakeTypeProfileRequired),
    vehicleModel: required(M.vehicleModelProfileRequired),
    vehicleColor: required(M.vehicleColorRequired),
    vehicleFuelType: required(M.vehicleFuelTypeRequired),
    vehicleOthers: otherMakeSchema,
    vehicleRegistrationNo: registrationNoSchema,
    vehicleChassisNo: chassisNumberSchema,
    vehicleMileage: mileageSchema,
  })
  .superRefine(
    (v, ctx) => {
      // runs even when other fields are invalid, so read defensively
      const raw = v as { vehicleMakeType?: unknown; vehicleOthers?: unknown };
      const others = raw.vehicleOthers;
      if (
        String(raw.vehicleMakeType) === String(OTHER_MAKE_ID) &&
        (typeof others !== 'string' || others.trim() === '')
      ) {
        ctx.addIssue({ code: 'custom', path: ['vehicleOthers'], message: M.otherMakeRequired });
      }
    },
    { when: () => true },
  );
export type CustomerProfileForm = z.infer<typeof customerProfileFormSchema>;
export type CustomerProfileFormInput = z.input<typeof customerProfileFormSchema>;

const optionalId = contractId.optional().default(0);

/** A required select id of the payload: missing, '', 0 or not a whole number → the field's required message. */
export function requiredContractId(message: string) {
  return z.preprocess(
    (v) => {
      if (typeof v === 'string') return /^\s*\d+\s*$/.test(v) ? Number(v) : undefined;
      return v === null ? undefined : v;
    },
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, idRangeMessage(1)),
  );
}

/**
 * POST /api/Customer/AddNewCustomer (spec section 3 'Customer payload'; postalcode is ours, optional).
 * custid 0 creates, otherwise updates. The same rules and messages as the form, keyed by contract names.
 */
const customerPayloadShape = {
  custid: optionalId,
  customername: customerNameSchema,
  emailid: customerEmailSchema,
  mobilenO1: mobileNumberSchema,
  mobilenO2: optionalMobileNumberSchema.transform(emptyWhenAbsent),
  addresS1: address1Schema,
  addresS2: address2Schema.transform(emptyWhenAbsent),
  cityid: requiredContractId(M.cityRequired),
  stateid: requiredContractId(M.stateRequired),
  countryid: requiredContractId(M.countryRequired),
  postalcode: postalCodeSchema.transform(emptyWhenAbsent),
  locationcoordinates: locationCoordinatesPayloadSchema,
  vehtypid: requiredContractId(M.vehicleTypeRequired),
  logintype: loginTypeSchema.default('PassCode'),
  loginpasscode: passcodeSchema,
  vehid: requiredContractId(M.vehicleRequired),
  vehmaketypid: requiredContractId(M.vehicleMakeTypeProfileRequired),
  vehmakertypid: requiredContractId(M.vehicleMakerTypeRequired),
  others: otherMakePayloadSchema,
  vehmodelid: contractId,
  vehcolorid: requiredContractId(M.vehicleColorRequired),
  vehchassisno: chassisNumberPayloadSchema,
  vehregistrationno: registrationNoSchema,
  vehfueltypeid: requiredContractId(M.vehicleFuelTypeRequired),
  vehmileage: mileagePayloadSchema,
  isactive: looseBoolean.optional().default(true),
  ...recordKeepingFields,
};

function requireOtherMake(v: { vehmaketypid: number; others: string }, ctx: z.RefinementCtx): void {
  if (v.vehmaketypid === OTHER_MAKE_ID && v.others === '') {
    ctx.addIssue({ code: 'custom', path: ['others'], message: M.otherMakeRequired });
  }
}

export const customerPayloadSchema = z.object(customerPayloadShape).superRefine(requireOtherMake);
export type CustomerPayload = z.infer<typeof customerPayloadSchema>;

/**
 * The body the server takes at POST /api/Customer/AddNewCustomer: the payload, but loginpasscode may be left
 * out (a new customer then gets a random one; an update keeps the current one). '' still fails as required.
 */
export const customerRegistrationSchema = z
  .object({ ...customerPayloadShape, loginpasscode: passcodeSchema.optional() })
  .superRefine(requireOtherMake);
export type CustomerRegistration = z.infer<typeof customerRegistrationSchema>;
export type CustomerRegistrationInput = z.input<typeof customerRegistrationSchema>;
export type CustomerPayloadInput = z.input<typeof customerPayloadSchema>;

/**
 * What the customer profile lookup answers (first item of the list): the payload without the passcode, plus names.
 * An answer schema (the server serializes with it): plain types, no preprocess.
 */
export const customerProfileSchema = z.object({
  custid: idOut,
  customername: z.string(),
  emailid: z.string(),
  mobilenO1: z.string(),
  mobilenO2: z.string().nullable().optional(),
  addresS1: z.string(),
  addresS2: z.string().nullable().optional(),
  cityid: idOut,
  stateid: idOut,
  countryid: idOut,
  postalcode: z.string().nullable().optional(),
  locationcoordinates: z.string(),
  logintype: loginTypeSchema,
  vehtypid: idOut,
  vehid: idOut,
  vehmaketypid: idOut,
  vehmakertypid: idOut,
  others: z.string().nullable().optional(),
  vehmodelid: idOut,
  vehcolorid: idOut,
  vehchassisno: z.string().nullable().optional(),
  vehregistrationno: z.string(),
  vehfueltypeid: idOut,
  vehmileage: z.string().nullable().optional(),
  isactive: z.boolean(),
  // names (answer only)
  city: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
  vehicletype: z.string().optional(),
  vehicle: z.string().optional(),
  vehiclemaker: z.string().optional(),
  vehiclemake: z.string().optional(),
  vehiclemodel: z.string().optional(),
  vehiclecolor: z.string().optional(),
  vehiclefuel: z.string().optional(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** Answer of AddNewCustomer: the new (or updated) customer, the passcode when this call set it, the session data. */
export const newCustomerAnswerSchema = z.object({
  custid: idOut,
  mobilenO1: z.string(),
  loginpasscode: z.string().nullable(),
  usertype: z.literal('Customer'),
  loginUserData: customerLoginDataSchema,
});
export type NewCustomerAnswer = z.infer<typeof newCustomerAnswerSchema>;

/** Maps the validated form to the contract payload (ids as numbers). */
export function customerFormToPayload(
  form: CustomerProfileForm,
  extra: { custid?: number; isactive?: boolean } = {},
): z.input<typeof customerPayloadSchema> {
  return {
    custid: extra.custid ?? 0,
    customername: form.customername,
    emailid: form.emailid,
    mobilenO1: form.mobilenO1,
    mobilenO2: form.mobileNo2 ?? '',
    addresS1: form.address1,
    addresS2: form.address2 ?? '',
    cityid: Number(form.city),
    stateid: Number(form.state),
    countryid: Number(form.country),
    postalcode: form.postalCode ?? '',
    locationcoordinates: form.locationcoordinates,
    vehtypid: Number(form.vehicleType),
    logintype: form.loginType,
    loginpasscode: form.loginPasscode,
    vehid: Number(form.vehicle),
    vehmaketypid: Number(form.vehicleMakeType),
    vehmakertypid: Number(form.vehicleMakerType),
    others: form.vehicleOthers ?? '',
    vehmodelid: Number(form.vehicleModel),
    vehcolorid: Number(form.vehicleColor),
    vehchassisno: form.vehicleChassisNo ?? '',
    vehregistrationno: form.vehicleRegistrationNo,
    vehfueltypeid: Number(form.vehicleFuelType),
    vehmileage: form.vehicleMileage ?? '',
    isactive: extra.isactive ?? true,
  };
}
