import { z } from 'zod';
import { COUNTRY_CODE, LIMITS, OTHER_MAKE_ID, SR_STATUSES, type SrStatus } from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { INDIAN_MOBILE_REGEX } from '../helpers/mobile.js';
import { stripPrefix } from '../helpers/text-prefix.js';
import {
  contractId,
  idOut,
  idText,
  isIdInRange,
  looseBoolean,
  matches,
  maxLen,
  minLen,
  notEmpty,
  orderedString,
} from '../helpers/zod-rules.js';
import {
  chassisNumberPayloadSchema,
  chassisNumberSchema,
  locationCoordinatesPayloadSchema,
  mileagePayloadSchema,
  mileageSchema,
  optionalPayloadText,
  otherMakePayloadSchema,
  otherMakeSchema,
  recordKeepingFields,
} from './contract-fields.js';
import { accountLanguageSchema } from './notifications.js';

/** A select value `{ id, value }`: empty value → `valueMessage`, empty id → `idMessage`. */
export function selectOptionSchema(valueMessage: string, idMessage: string) {
  return z.object(
    {
      id: idText(idMessage),
      value: z.string({ error: valueMessage }).trim().min(1, valueMessage),
    },
    { error: valueMessage },
  );
}
export type SelectOption = z.infer<ReturnType<typeof selectOptionSchema>>;

/** Optional `{ id, value }` (vehColor): missing, null or both empty is fine. */
export const optionalSelectOptionSchema = z
  .object({ id: z.union([z.string(), z.number()]).optional(), value: z.string().optional() })
  .nullable()
  .optional();

/** New-service-request FORM (spec sections 3 and 5). */
export const serviceRequestFormSchema = z
  .object({
    vehicleType: selectOptionSchema(M.vehicleTypeRequired, M.vehicleTypeIdRequired),
    vehicle: selectOptionSchema(M.vehicleRequired, M.vehicleIdRequired),
    serviceRequired: idText(M.serviceRequiredRequired),
    issue: orderedString(M.issueMin, [
      [minLen(1), M.issueMin],
      [maxLen(LIMITS.issueMax), M.issueMax],
    ]),
    mobileNumber: orderedString(M.mobileTooShort, [
      [minLen(10), M.mobileTooShort],
      [maxLen(10), M.mobileTooLong],
      [matches(INDIAN_MOBILE_REGEX), M.mobileValid10],
    ]),
    currentLocation: orderedString(M.currentLocationTooShort, [
      [minLen(LIMITS.currentLocationMin), M.currentLocationTooShort],
      [maxLen(LIMITS.currentLocationMax), M.currentLocationTooLong],
    ]),
    vehicleMaker: selectOptionSchema(M.vehicleMakerRequired, M.vehicleMakerIdRequired),
    vehmaketypid: selectOptionSchema(M.vehicleMakeTypeRequired, M.vehicleMakeTypeIdRequired),
    vehicleModel: selectOptionSchema(M.vehicleModelRequired, M.vehicleModelIdRequired),
    registrationNumber: orderedString(M.registrationNumberRequired, [
      [notEmpty, M.registrationNumberRequired],
      [maxLen(LIMITS.registrationNumberMax), M.registrationNumberMax],
    ]),
    chassisNumber: chassisNumberSchema,
    consentLocation: z.boolean().default(false),
    city: idText(M.cityRequired),
    state: idText(M.stateRequired),
    country: idText(M.countryRequiredLower),
    selectedCenter: selectOptionSchema(M.selectedCenterRequired, M.selectedCenterIdRequired),
    vehothers: otherMakeSchema,
    vehColor: optionalSelectOptionSchema,
    vehicleFuelType: selectOptionSchema(M.vehicleFuelTypeRequired, M.vehicleFuelTypeIdRequired),
    mileage: mileageSchema,
  })
  .superRefine(
    (v, ctx) => {
      // runs even when other fields are invalid, so read defensively
      const makeTypeId = (v as { vehmaketypid?: { id?: unknown } }).vehmaketypid?.id;
      const others = (v as { vehothers?: unknown }).vehothers;
      if (
        String(makeTypeId) === String(OTHER_MAKE_ID) &&
        (typeof others !== 'string' || others.trim() === '')
      ) {
        ctx.addIssue({ code: 'custom', path: ['vehothers'], message: M.otherMakeRequired });
      }
    },
    { when: () => true },
  );
export type ServiceRequestForm = z.infer<typeof serviceRequestFormSchema>;
export type ServiceRequestFormInput = z.input<typeof serviceRequestFormSchema>;

const nameText = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((v) => v ?? '');

/** POST /api/ServiceRequest/AddNewServiceRequest (spec section 3 'Service request payload'). */
export const serviceRequestPayloadSchema = z.object({
  servicerequestid: contractId.optional().default(0),
  bookingrefno: optionalPayloadText,
  customeremail: optionalPayloadText,
  custidentifier: optionalPayloadText,
  servicetypeid: contractId,
  issuedescription: orderedString(M.issueMin, [
    // the description itself, not its 'Problem: ' prefix, must be there
    [(v) => stripPrefix(v, 'Problem: ').trim().length >= 1, M.issueMin],
    // room for the 'Problem: ' prefix
    [maxLen(LIMITS.issueMax + 'Problem: '.length), M.issueMax],
  ]),
  custid: contractId.optional().default(0),
  countrycode: z.string().trim().optional().default(COUNTRY_CODE),
  mobileno: orderedString(M.mobileTooShort, [
    [minLen(10), M.mobileTooShort],
    [maxLen(10), M.mobileTooLong],
    [matches(INDIAN_MOBILE_REGEX), M.mobileValid10],
  ]),
  cityid: contractId,
  stateid: contractId,
  countryid: contractId,
  currentlocationaddress: orderedString(M.currentLocationTooShort, [
    [
      (v) => stripPrefix(v, 'Current Location: ').trim().length >= LIMITS.currentLocationMin,
      M.currentLocationTooShort,
    ],
    [maxLen(LIMITS.currentLocationMax + 'Current Location: '.length), M.currentLocationTooLong],
  ]),
  servicecenterid: contractId.refine((n) => n > 0, M.selectedCenterIdRequired),
  servicecentername: nameText,
  servicerequestdate: optionalPayloadText,
  vehtypid: contractId,
  vehicletype: nameText,
  vehid: contractId,
  vehicle: nameText,
  vehmaketypeid: contractId,
  vehiclemake: nameText,
  vehmakertypid: contractId,
  locationcoordinates: locationCoordinatesPayloadSchema,
  vehothers: otherMakePayloadSchema,
  srvehiclemake: nameText,
  vehiclemaker: nameText,
  vehmodelid: contractId,
  vehiclemodel: nameText,
  vehcolorid: contractId.optional().default(0),
  vehiclecolor: nameText,
  vehchassisno: chassisNumberPayloadSchema,
  vehregno: orderedString(M.registrationNumberRequired, [
    [notEmpty, M.registrationNumberRequired],
    [maxLen(LIMITS.registrationNumberMax), M.registrationNumberMax],
  ]),
  vehfueltypeid: contractId,
  vehfueltype: nameText,
  vehmileage: mileagePayloadSchema,
  srstatus: z.literal('Open').optional().default('Open'),
  srremarks: z.string().optional().default('Open'),
  acknowledged: looseBoolean.optional().default(true),
  isactive: looseBoolean.optional().default(true),
  ...recordKeepingFields,
  /** Ours: a client-generated key so a retried submit does not create a second request. */
  idempotencykey: z.string().trim().min(1).max(100).optional(),
  /**
   * Ours: the language of the screen the request was made in. A guest has no account to hold one, so the request
   * keeps it and the guest's status messages use it; absent (older clients) is English.
   */
  language: accountLanguageSchema.optional().default('en'),
});
export type ServiceRequestPayload = z.infer<typeof serviceRequestPayloadSchema>;
export type ServiceRequestPayloadInput = z.input<typeof serviceRequestPayloadSchema>;

/** Answer of AddNewServiceRequest (fields the confirmation page reads, plus our id, status and tracking token). */
export const serviceRequestResponseSchema = z.object({
  srBOOKINGREFNO: z.string(),
  srSERVICEREQUESTDATE: z.string(),
  srVEHICLE: z.string(),
  srISSUEDESCRIPTION: z.string(),
  srMOBILENO: z.string(),
  srCUSTID: idOut,
  srCURRENTLOCATIONADDRESS: z.string(),
  scSERVICECENTERNAME: z.string(),
  scCONTACTPERSON1: z.string(),
  scMOBILENO1: z.string(),
  scADDRESS1: z.string(),
  scSERVICESPROVIDED: z.string(),
  srSERVICEREQUESTID: idOut.optional(),
  srSTATUS: z.enum(SR_STATUSES).optional(),
  srTRACKINGTOKEN: z.string().optional(),
  /** Ours: the public tracking page, '/track/<token>'. */
  srTRACKINGURL: z.string().optional(),
});
export type ServiceRequestResponse = z.infer<typeof serviceRequestResponseSchema>;

/** Service request row of the service-center list (texts carry the prefixes; strip them for display). */
export const serviceRequestRowSchema = z.object({
  servicerequestid: idOut,
  bookingrefno: z.string(),
  issuedescription: z.string(),
  vehiclemake: z.string(),
  vehicletype: z.string(),
  /** Ours: model name, registration number and colour name ('' when none was given). */
  vehiclemodel: z.string().optional(),
  vehregno: z.string().optional(),
  vehiclecolor: z.string().optional(),
  mobileno: z.string(),
  locationcoordinates: z.string(),
  vehfueltype: z.string(),
  vehmileage: z.string(),
  currentlocationaddress: z.string(),
  srstatus: z.enum(SR_STATUSES),
  srremarks: z.string().optional(),
  /** Ours: when the request was raised (local ISO text). */
  createdon: z.string().optional(),
});
export type ServiceRequestRow = z.infer<typeof serviceRequestRowSchema>;

/** A row of the older GetServiceRequestsByServiceCenterForDashboard: id, status and time only. */
export const centerDashboardRowSchema = serviceRequestRowSchema
  .pick({ servicerequestid: true, srstatus: true })
  .extend({ createdon: z.string() });
export type CenterDashboardRow = z.infer<typeof centerDashboardRowSchema>;

/** A customer's request as GetMyServiceRequests, the by-mobile list and Track answer it (ours). */
export const customerServiceRequestSchema = z.object({
  servicerequestid: idOut,
  bookingref: z.string(),
  servicecentername: z.string(),
  servicecentermobile: z.string(),
  status: z.enum(SR_STATUSES),
  remarks: z.string(),
  createdon: z.string(),
  updatedon: z.string(),
  vehicle: z.string(),
  issue: z.string(),
});
export type CustomerServiceRequest = z.infer<typeof customerServiceRequestSchema>;

/** One status change of a tracked request; fromstatus is null for the creation. */
export const trackHistoryEntrySchema = z.object({
  status: z.enum(SR_STATUSES),
  fromstatus: z.enum(SR_STATUSES).nullable(),
  remarks: z.string(),
  on: z.string(),
});
export type TrackHistoryEntry = z.infer<typeof trackHistoryEntrySchema>;

/** GET /api/ServiceRequest/Track/:token (public tracking link). */
export const trackedServiceRequestSchema = customerServiceRequestSchema.extend({
  history: z.array(trackHistoryEntrySchema),
});
export type TrackedServiceRequest = z.infer<typeof trackedServiceRequestSchema>;

/** GET /api/ServiceRequest/GetServiceCenterDashboardSummary (ours): the center home's counters and chart. */
export const dashboardSummarySchema = z.object({
  open: z.number().int().nonnegative(),
  accepted: z.number().int().nonnegative(),
  closedToday: z.number().int().nonnegative(),
  closedThisMonth: z.number().int().nonnegative(),
  rejectedThisMonth: z.number().int().nonnegative(),
  rating: z.number(),
  /** How many visible ratings the average is of. */
  ratingCount: z.number().int().nonnegative().optional(),
  perDay: z.array(z.object({ date: z.string(), count: z.number().int().nonnegative() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** A row of GET /api/ServiceRequest/GetServiceRequestReport (FORMAT=json; the CSV has the same columns). */
export const reportRowSchema = z.object({
  servicerequestid: idOut,
  bookingref: z.string(),
  createdon: z.string(),
  updatedon: z.string(),
  status: z.enum(SR_STATUSES),
  remarks: z.string(),
  vehicle: z.string(),
  issue: z.string(),
  mobileno: z.string(),
  currentlocation: z.string(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

const statusCount = z.number().int().nonnegative();
export const serviceRequestReportSchema = z.object({
  totals: z.object({ Open: statusCount, Accepted: statusCount, Rejected: statusCount, Closed: statusCount }),
  rows: z.array(reportRowSchema),
});
export type ServiceRequestReport = z.infer<typeof serviceRequestReportSchema>;

/** Answer of the two status updates: how many requests changed, and to what. */
export const statusChangeResultSchema = z.object({
  updated: z.number().int().nonnegative(),
  srstatus: z.enum(['Accepted', 'Rejected', 'Closed']),
});
export type StatusChangeResult = z.infer<typeof statusChangeResultSchema>;

/**
 * Booking reference text: the second word is the ref number, the rest (words 3+) the date.
 * 'SR FX2501 12/03/2025 10:30 AM' → { refNo: 'FX2501', date: '12/03/2025 10:30 AM' }.
 * With a single word, that word is the ref number and the date is ''.
 */
export function splitBookingRef(text: string): { refNo: string; date: string } {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (words.length < 2) return { refNo: words[0] ?? '', date: '' };
  return { refNo: words[1] ?? '', date: words.slice(2).join(' ') };
}

/* ---------- status update ---------- */

export const SR_UPDATE_STATUSES = ['Accepted', 'Rejected', 'Closed'] as const;
export type SrUpdateStatus = (typeof SR_UPDATE_STATUSES)[number];

/** Allowed status changes: Open → Accepted | Rejected, Accepted → Closed. */
export const SR_TRANSITIONS: Readonly<Record<SrStatus, readonly SrStatus[]>> = {
  Open: ['Accepted', 'Rejected'],
  Accepted: ['Closed'],
  Rejected: [],
  Closed: [],
};

export function canTransition(from: SrStatus, to: SrStatus): boolean {
  return SR_TRANSITIONS[from].includes(to);
}

export interface AcceptedSrPair {
  id: number;
  remark: string;
}

/**
 * acceptedSR format: 'id-remark' pairs joined by commas, e.g. '12-Accepted,13-Will call, then visit'.
 * A new pair starts only at a comma followed (after optional spaces) by digits and a hyphen, so a remark may
 * contain commas. formatAcceptedSR writes such a comma inside a remark as ';' to keep it unambiguous.
 */
const PAIR_BOUNDARY = /,(?=\s*\d+-)/;
const PAIR = /^\s*(\d+)-([\s\S]*)$/;

export interface AcceptedSrParseResult {
  pairs: AcceptedSrPair[];
  /** Segments that are not 'id-remark' pairs, ids that are not positive, and repeated ids. */
  invalid: string[];
}

export function parseAcceptedSRDetailed(text: string): AcceptedSrParseResult {
  const pairs: AcceptedSrPair[] = [];
  const invalid: string[] = [];
  if (text.trim() === '') return { pairs, invalid };
  const seen = new Set<number>();
  for (const segment of text.split(PAIR_BOUNDARY)) {
    const m = PAIR.exec(segment);
    const id = m ? Number(m[1]) : NaN;
    if (!m || !isIdInRange(id) || seen.has(id)) {
      invalid.push(segment);
      continue;
    }
    seen.add(id);
    pairs.push({ id, remark: (m[2] ?? '').trim() });
  }
  return { pairs, invalid };
}

/** The valid pairs of an acceptedSR text (see parseAcceptedSRDetailed for the rejected segments). */
export function parseAcceptedSR(text: string): AcceptedSrPair[] {
  return parseAcceptedSRDetailed(text).pairs;
}

/** Writes pairs as acceptedSR text; an empty remark becomes `defaultRemark` (the status word). */
export function formatAcceptedSR(pairs: readonly AcceptedSrPair[], defaultRemark = ''): string {
  return pairs
    .map(({ id, remark }) => {
      const r = remark.trim() === '' ? defaultRemark : remark.trim();
      return `${id}-${r.replace(/,(?=\s*\d+-)/g, ';')}`;
    })
    .join(',');
}

/**
 * PUT UpdateServiceRequestStatusByServiceCenter / RejectServiceRequestsByServiceCenter (after decryption).
 * acceptedSR is parsed into `pairs`.
 */
export const statusUpdatePayloadSchema = z
  .object({
    mobileno: z.string().trim().regex(INDIAN_MOBILE_REGEX, M.mobileValid10),
    acceptedSR: z.string({ error: M.acceptedSrInvalid }),
    srstatus: z.enum(SR_UPDATE_STATUSES, { error: M.srStatusInvalid }),
    srremarks: z.string().optional().default(''),
    token: z.string().optional(),
  })
  .transform((v, ctx) => {
    const { pairs, invalid } = parseAcceptedSRDetailed(v.acceptedSR);
    if (pairs.length === 0 || invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['acceptedSR'],
        message: invalid.length > 0 ? `${M.acceptedSrInvalid}: ${invalid.join(' | ')}` : M.acceptedSrInvalid,
      });
      return z.NEVER;
    }
    return { ...v, pairs };
  });
export type StatusUpdatePayload = z.infer<typeof statusUpdatePayloadSchema>;
export type StatusUpdatePayloadInput = z.input<typeof statusUpdatePayloadSchema>;
