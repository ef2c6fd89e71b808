/**
 * Business constants and limits (spec section 9). The single source for both the web app and the server.
 */

/** Page sizes. */
export const REQUEST_TABLE_PAGE_SIZE = 10;
export const OFFERS_TABLE_PAGE_SIZE = 10;
export const NEARBY_PAGE_SIZES = [5, 10, 15, 'All'] as const;
export type NearbyPageSize = (typeof NEARBY_PAGE_SIZES)[number];
export const NEARBY_DEFAULT_PAGE_SIZE: NearbyPageSize = 5;
/** The request screen asks for 15 nearby centers first (covers Show 5/10/15), and for up to 200 on 'All'. */
export const NEARBY_FIRST_LIMIT = 15;
export const NEARBY_ALL_LIMIT = 200;

/** Subscription plans. */
export const FREE_PLAN_ID = 1;
/** Fixed values of the free-plan subscription record. */
export const FREE_PLAN_RECORD_DEFAULTS = {
  planid: FREE_PLAN_ID,
  pmid: 1,
  sppmid: 0,
  amountreceived: 0,
  createdby: 1,
  modifiedby: 0,
  status: 'Open',
} as const;
/** Fixed values of the paid-plan selection record. */
export const PAID_PLAN_RECORD_DEFAULTS = {
  recordby: 1,
  scspid: 0,
} as const;

/** Website stats page ids. */
export const PAGE_IDS = {
  serviceCenterProfile: 3,
  serviceCenterActions: 4,
  subscriptionPlans: 6,
  customerServiceRequest: 15,
  customerProfile: 17,
} as const;
export type PageId = (typeof PAGE_IDS)[keyof typeof PAGE_IDS];

/** Passcode: 4 digits, default random 1000-9999. */
export const PASSCODE_LENGTH = 4;
export const PASSCODE_MIN = 1000;
export const PASSCODE_MAX = 9999;
/** A random 4-digit passcode between 1000 and 9999 (inclusive), as text. */
export function randomPasscode(random: () => number = Math.random): string {
  const value = PASSCODE_MIN + Math.floor(random() * (PASSCODE_MAX - PASSCODE_MIN + 1));
  return String(Math.min(PASSCODE_MAX, Math.max(PASSCODE_MIN, value)));
}

/** Mobile numbers and country code. */
export const MOBILE_LENGTH = 10;
export const COUNTRY_CODE = '+91';
export const PIN_CODE_LENGTH = 6;

/** Text limits. */
export const LIMITS = {
  issueMax: 2000,
  addressMax: 1000,
  currentLocationMin: 5,
  currentLocationMax: 1000,
  otherMakeMax: 200,
  registrationNumberMax: 100,
  chassisNumberMax: 100,
  mileageMaxDigits: 10,
  /** The request-form mileage input caps at 100 characters (the schema still allows only 10 digits). */
  requestFormMileageInputMax: 100,
  customerNameMax: 200,
  serviceCenterNameMin: 10,
  serviceCenterNameMax: 200,
  emailMax: 100,
  offerCodeMax: 50,
  customOfferMax: 200,
  offerRemarksMax: 500,
  discountAmountMaxDigits: 4,
  discountAmountMin: 1,
  offerServiceCenterNameMin: 2,
  offerServiceCenterNameMax: 200,
} as const;

/** Discount presets of the offer form. */
export const DISCOUNT_PRESET_LABEL = 'Discount Coupon on Servicing';
export const CUSTOM_OFFER = 'Custom Offer';
export interface DiscountPreset {
  readonly value: string;
  readonly percentage: number | null;
  readonly label: string;
  readonly isCustom: boolean;
}
export const DISCOUNT_PRESETS: readonly DiscountPreset[] = [
  { value: '5%', percentage: 5, label: DISCOUNT_PRESET_LABEL, isCustom: false },
  { value: '10%', percentage: 10, label: DISCOUNT_PRESET_LABEL, isCustom: false },
  { value: '20%', percentage: 20, label: DISCOUNT_PRESET_LABEL, isCustom: false },
  { value: '30%', percentage: 30, label: DISCOUNT_PRESET_LABEL, isCustom: false },
  { value: '40%', percentage: 40, label: DISCOUNT_PRESET_LABEL, isCustom: false },
  { value: CUSTOM_OFFER, percentage: null, label: CUSTOM_OFFER, isCustom: true },
];
export const CUSTOM_OFFER_PRESET: DiscountPreset = DISCOUNT_PRESETS[DISCOUNT_PRESETS.length - 1] ?? {
  value: CUSTOM_OFFER,
  percentage: null,
  label: CUSTOM_OFFER,
  isCustom: true,
};
/** Two-digit code of a preset as stored in discountofferedpercentage ('05', '10', '20', '30', '40'). */
export function presetPercentageCode(preset: DiscountPreset): string {
  return preset.percentage === null ? '' : String(preset.percentage).padStart(2, '0');
}
/**
 * Matches an existing offer's discountofferedpercentage to a preset by its first two characters;
 * anything else (including an empty value) is the Custom Offer preset.
 */
export function matchDiscountPreset(percentage: string | null | undefined): DiscountPreset {
  const head = (percentage ?? '').trim().slice(0, 2);
  if (head.length === 0) return CUSTOM_OFFER_PRESET;
  // '5%' is how the 5% preset reads when written without padding; treat it as '05'.
  const code = head === '5%' ? '05' : head;
  return DISCOUNT_PRESETS.find((p) => !p.isCustom && presetPercentageCode(p) === code) ?? CUSTOM_OFFER_PRESET;
}

/** Ratings. */
export const STAR_SCALE = 5;
export const NEW_SERVICE_CENTER_RATING = 0;

/** Fixed user id sent on create and save (createdby, recordby). */
export const FIXED_USER_ID = 1;
export const CREATED_BY = 1;
export const MODIFIED_BY = 0;

/** Default location coordinates text. */
export const DEFAULT_LOCATION = '0,0';

export const LOGIN_TYPES = ['PassCode', 'OTP'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
export const DEFAULT_LOGIN_TYPE: LoginType = 'PassCode';

export const SR_STATUSES = ['Open', 'Accepted', 'Rejected', 'Closed'] as const;
export type SrStatus = (typeof SR_STATUSES)[number];
export const NEW_SR_STATUS: SrStatus = 'Open';
export const NEW_SR_REMARKS = 'Open';

export const CONSENT_SOURCES = [
  'Customer Registration',
  'AddnewServiceCenter',
  'AddNewServiceRequest',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const EARTH_RADIUS_KM = 6371;
/** Distances under this many km are shown as '0'. */
export const MIN_DISPLAY_DISTANCE_KM = 0.1;

/** Make type id of 'Other' on the registration form. */
export const OTHER_MAKE_ID = 101;

export const USER_TYPES = ['Customer', 'ServiceCenter', 'Manager'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** usertypeid of consent records (registration flows). */
export const CONSENT_USER_TYPE_IDS = { Customer: 1, ServiceCenter: 2 } as const;

/** Browser local storage keys (UI state only, never trusted by the server). */
export const LOCAL_STORAGE_KEYS = {
  isLogin: 'isLogin',
  mobileNumber01: 'mobileNumber01',
  loginUserData: 'loginUserData',
  /** Misspelt on purpose: this is the contract. */
  serivceCenterName: 'serivceCenterName',
  primaryOfferId: 'primaryOfferId',
  userType: 'userType',
} as const;

/** Prefixes of service request texts (stripped for display). */
export const SR_PREFIXES = {
  problem: 'Problem: ',
  customerMobile: 'Customer Mobile No: ',
  currentLocation: 'Current Location: ',
} as const;

/** Voice dictation language of the issue field. */
/**
 * The spec says en-US; Indian English recognition understands Indian accents, place and road names far better
 * (a driver says 'near Silk Board junction'), so the request screen dictates in en-IN.
 */
export const VOICE_DICTATION_LANG = 'en-IN';

/** Primary offer values treated as "no primary offer". */
export function hasPrimaryOffer(primaryoffer: string | null | undefined): boolean {
  const v = (primaryoffer ?? '').trim();
  return v.length > 0 && v.toLowerCase() !== 'na';
}

/** Directions link without an API key. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/**
 * Paging (kept here, free of zod, so the web's api client does not pull the schemas into the first page).
 * Every list endpoint pages on the server (PAGE, PAGESIZE; newest first unless it sorts otherwise). The answer
 * keeps the contract's array shape; the total of all pages travels in the X-Total-Count header.
 */
export const LIST_PAGE_SIZE_DEFAULT = 50;
export const LIST_PAGE_SIZE_MAX = 100;
/** Far beyond any real list; keeps OFFSET inside the engines' integer range. */
export const LIST_PAGE_MAX = 1_000_000;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** Offers list answers to the owner and managers: the center's primary offer id, wherever its page is. */
export const PRIMARY_OFFER_HEADER = 'X-Primary-Offer-Id';
