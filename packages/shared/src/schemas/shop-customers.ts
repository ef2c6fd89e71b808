/**
 * FixoPro customer masters: a service center's own customers (walk-ins who may never use the app) and their
 * vehicles. Every call needs a signed-in service center with an active FixoPro plan (403 otherwise) and sees
 * only that center's rows (another center's id answers 404).
 *
 * Endpoints (contract spellings; lists page on the server):
 * - POST /api/Customer/AddNewCustomerForServiceCenter        body shopCustomerPayloadSchema → shopCustomerProfileSchema
 *     shopcustomerid 0 creates, otherwise updates; vehicles with shopvehicleid 0 are added, listed ones updated,
 *     vehicles left out are kept (a vehicle with job cards is history). Never creates a marketplace login.
 * - GET  /api/ShopCustomer/GetShopCustomers                  query shopCustomersQuerySchema → shopCustomersPageSchema
 *     SEARCH matches name (contains), mobile (prefix) or registration (prefix after normalising: 'KA01', 'ka 01').
 * - GET  /api/ShopCustomer/GetShopCustomerProfile?shopcustomerid=  → shopCustomerProfileSchema
 * - GET  /api/ShopCustomer/ExportShopCustomersCsv             → text/csv (one row per vehicle, SHOP_CUSTOMER_CSV_COLUMNS)
 * - POST /api/ShopCustomer/ImportShopCustomersCsv/Preview     body csvImportSchema → csvImportResultSchema (saves nothing)
 * - POST /api/ShopCustomer/ImportShopCustomersCsv             body csvImportSchema → csvImportResultSchema
 *     any row wrong and acceptValidOnly false → 400 { message, status, errors } and nothing saved;
 *     acceptValidOnly true → only the valid rows are saved (`saved`), the rest listed with errors.
 * - POST /api/ShopCustomer/AddFromServiceRequest              body { servicerequestid } → shopCustomerProfileSchema
 *     only a request the center has Accepted (or Closed); copies name, mobile, vehicle; records the consent reference.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { SUITE_MESSAGES as S } from '../suite-messages.js';
import { LIMITS } from '../constants.js';
import { mobileNumberSchema } from './mobile-number.js';
import { isRegistrationNumber, normalizeRegistrationNumber } from '../helpers/registration-number.js';
import { normalizeGstin } from '../helpers/gstin.js';
import { gstinProblem } from './gstin-rule.js';
import {
  contractId,
  maxLen,
  matches,
  notEmpty,
  optionalOrderedString,
  orderedString,
  MAX_ID,
  positiveId,
} from '../helpers/zod-rules.js';
import { customerNameSchema } from './customers.js';
import {
  chassisNumberPayloadSchema,
  EMAIL_REGEX,
  emptyWhenAbsent,
  mileagePayloadSchema,
  otherMakePayloadSchema,
} from './contract-fields.js';
import { idOut, pageOf, positiveIdQuery, suiteListQuery } from './suite-common.js';

/** Optional id: missing, '' or null → 0. */
const optionalId = z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), contractId);
const requiredId = (message: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string' ? (/^\s*\d+\s*$/.test(v) ? Number(v) : undefined) : v === null ? undefined : v,
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );

/** Registration number: required, normalised (upper case, no spaces/hyphens), standard or BH series. */
export const registrationNumberSchema = orderedString(M.registrationNoRequired, [
  [notEmpty, M.registrationNoRequired],
  [maxLen(LIMITS.registrationNumberMax), M.registrationNumberMax],
  [isRegistrationNumber, M.registrationNoInvalid],
]).transform(normalizeRegistrationNumber);

/** GSTIN, optional; checked like the center's (format, state code, mod-36 check character). */
export const optionalGstinSchema = z
  .string()
  .optional()
  .transform((v) => normalizeGstin(v ?? ''))
  .superRefine(
    (v, ctx) => {
      const problem = v === '' ? null : gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    },
    { when: () => true },
  );

/** One vehicle of a masters customer. Type and vehicle are taken from the model when left out. */
export const shopVehiclePayloadSchema = z.object({
  shopvehicleid: optionalId,
  vehregistrationno: registrationNumberSchema,
  vehtypid: optionalId,
  vehid: optionalId,
  vehmakertypid: requiredId(M.vehicleMakerTypeRequired),
  vehmaketypid: requiredId(M.vehicleMakeTypeProfileRequired),
  /** 0 only with the 'Other' make (then `others` names it). */
  vehmodelid: optionalId,
  others: otherMakePayloadSchema,
  vehfueltypeid: requiredId(M.vehicleFuelTypeRequired),
  vehcolorid: optionalId,
  vehchassisno: chassisNumberPayloadSchema,
  vehmileage: mileagePayloadSchema,
});
export type ShopVehiclePayload = z.infer<typeof shopVehiclePayloadSchema>;
export type ShopVehiclePayloadInput = z.input<typeof shopVehiclePayloadSchema>;

/** POST /api/Customer/AddNewCustomerForServiceCenter. */
export const shopCustomerPayloadSchema = z
  .object({
    shopcustomerid: optionalId,
    customername: customerNameSchema,
    mobilenO1: mobileNumberSchema,
    emailid: optionalOrderedString([
      [matches(EMAIL_REGEX), M.emailInvalid],
      [maxLen(LIMITS.emailMax), M.emailValid],
    ]).transform(emptyWhenAbsent),
    addresS1: optionalOrderedString([[maxLen(LIMITS.addressMax), M.address1Max]]).transform(emptyWhenAbsent),
    gstno: optionalGstinSchema,
    notes: optionalOrderedString([[maxLen(2000), S.notesMax]]).transform(emptyWhenAbsent),
    vehicles: z
      .array(shopVehiclePayloadSchema, { error: S.vehiclesRequired })
      .min(1, S.vehiclesRequired)
      .max(20, S.vehiclesMax),
  })
  .superRefine(
    (v, ctx) => {
      // runs even when the body is not an object (null included), so read defensively
      const list = ((v ?? {}) as { vehicles?: unknown }).vehicles;
      if (!Array.isArray(list)) return;
      const seen = new Set<string>();
      list.forEach((vehicle: { vehregistrationno?: unknown }, i) => {
        const reg = typeof vehicle?.vehregistrationno === 'string' ? vehicle.vehregistrationno : '';
        if (reg === '') return;
        if (seen.has(reg)) {
          ctx.addIssue({
            code: 'custom',
            path: ['vehicles', i, 'vehregistrationno'],
            message: S.registrationDuplicate,
          });
        }
        seen.add(reg);
      });
    },
    { when: () => true },
  );
export type ShopCustomerPayload = z.infer<typeof shopCustomerPayloadSchema>;
export type ShopCustomerPayloadInput = z.input<typeof shopCustomerPayloadSchema>;

export const SHOP_CUSTOMER_SORTS = ['name', 'mobile', 'lastvisit', 'createdon'] as const;
export type ShopCustomerSort = (typeof SHOP_CUSTOMER_SORTS)[number];

export const shopCustomersQuerySchema = z.object({ ...suiteListQuery(SHOP_CUSTOMER_SORTS, 'name') });
export type ShopCustomersQuery = z.infer<typeof shopCustomersQuerySchema>;
export type ShopCustomersQueryInput = z.input<typeof shopCustomersQuerySchema>;

export const shopCustomerIdQuerySchema = z.object({ shopcustomerid: positiveIdQuery('shopcustomerid') });
export const serviceRequestIdBodySchema = z.object({ servicerequestid: positiveId });
export type ServiceRequestIdBody = z.infer<typeof serviceRequestIdBodySchema>;

/** A vehicle as answered, with reference names. */
export const shopVehicleSchema = z.object({
  shopvehicleid: idOut,
  vehregistrationno: z.string(),
  vehtypid: idOut,
  vehid: idOut,
  vehmakertypid: idOut,
  vehmaketypid: idOut,
  vehmodelid: idOut,
  others: z.string(),
  vehfueltypeid: idOut,
  vehcolorid: idOut,
  vehchassisno: z.string(),
  vehmileage: z.string(),
  vehicletype: z.string(),
  vehiclemaker: z.string(),
  vehiclemake: z.string(),
  vehiclemodel: z.string(),
  vehiclefuel: z.string(),
  vehiclecolor: z.string(),
});
export type ShopVehicle = z.infer<typeof shopVehicleSchema>;

/** List row: one customer with the registration numbers of their vehicles. */
export const shopCustomerListItemSchema = z.object({
  shopcustomerid: idOut,
  customername: z.string(),
  mobilenO1: z.string(),
  emailid: z.string(),
  gstno: z.string(),
  /** Registration numbers, comma separated. */
  vehregistrationnos: z.string(),
  vehiclecount: z.number().int().nonnegative(),
  jobcardcount: z.number().int().nonnegative(),
  /** ISO-8601 UTC of the latest job card, or null. */
  lastvisit: z.string().nullable(),
  createdon: z.string(),
});
export type ShopCustomerListItem = z.infer<typeof shopCustomerListItemSchema>;
export const shopCustomersPageSchema = pageOf(shopCustomerListItemSchema);
export type ShopCustomersPage = z.infer<typeof shopCustomersPageSchema>;

/** A job card line of the profile's history. */
export const shopCustomerJobCardSchema = z.object({
  jobcardid: idOut,
  jobcardno: z.string(),
  status: z.string(),
  vehregistrationno: z.string(),
  createdon: z.string(),
  odometer: z.number().int().nullable(),
  grandtotalpaise: z.number().int(),
});

/** GET /api/ShopCustomer/GetShopCustomerProfile and the answer of every masters write. */
export const shopCustomerProfileSchema = z.object({
  shopcustomerid: idOut,
  customername: z.string(),
  mobilenO1: z.string(),
  emailid: z.string(),
  addresS1: z.string(),
  gstno: z.string(),
  notes: z.string(),
  /** 'Walk-in', 'Import' or 'Marketplace' (added from a marketplace request). */
  source: z.string(),
  /** Consent record of a marketplace customer (e.g. 'SR:FX-2026-000123'), or ''. */
  consentref: z.string(),
  createdon: z.string(),
  vehicles: z.array(shopVehicleSchema),
  jobcards: z.array(shopCustomerJobCardSchema),
  /** Paise: each job card's standing invoice (less credit notes), or a delivered card's total when not invoiced. */
  totalbilledpaise: z.number().int(),
  /** Ours: what is still to be paid on those invoices; paise. */
  balanceduepaise: z.number().int().nonnegative(),
  jobcardcount: z.number().int().nonnegative(),
  lastvisit: z.string().nullable(),
  /** Next service due: date (YYYY-MM-DD) and odometer; null when no visit yet. */
  nextservicedate: z.string().nullable(),
  nextserviceodometer: z.number().int().nullable(),
});
export type ShopCustomerProfile = z.infer<typeof shopCustomerProfileSchema>;

/** Next service: 6 months / 10,000 km after the last delivered visit unless the job card set its own. */
export const NEXT_SERVICE_DEFAULT = { months: 6, km: 10_000 } as const;

/** CSV columns of export and import (one row per vehicle; rows with the same mobile are one customer). */
export const SHOP_CUSTOMER_CSV_COLUMNS = [
  'customername',
  'mobilenO1',
  'emailid',
  'addresS1',
  'gstno',
  'notes',
  'vehregistrationno',
  'vehiclemaker',
  'vehiclemake',
  'vehiclemodel',
  'vehiclefuel',
  'vehiclecolor',
  'vehchassisno',
  'vehmileage',
] as const;
/** Columns an import must have (reference names are matched case-insensitively to the lists). */
export const SHOP_CUSTOMER_CSV_REQUIRED = [
  'customername',
  'mobilenO1',
  'vehregistrationno',
  'vehiclemaker',
  'vehiclemake',
  'vehiclemodel',
  'vehiclefuel',
] as const;
