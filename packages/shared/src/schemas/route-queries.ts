import { z } from 'zod';
import { LIST_PAGE_MAX, LIST_PAGE_SIZE_MAX, NEARBY_ALL_LIMIT, SR_STATUSES } from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { parseIndiaIsoNoZone } from '../helpers/india-time.js';
import { INDIAN_MOBILE_REGEX } from '../helpers/mobile.js';
import { mobileNumberSchema } from './mobile-number.js';
import { pinCodeSchema } from './pin-code.js';
import {
  decimalTextToNumber,
  idNumber,
  idRangeMessage,
  optionalQueryId,
  positiveId,
} from '../helpers/zod-rules.js';
import {
  CENTER_REQUEST_SORTS,
  listSearchSchema,
  offersListQuerySchema,
  pageQuerySchema,
  pagingNumber,
  searchSortQuery,
  sortOrderSchema,
} from './paging.js';
import { GRIEVANCE_STATUSES, PRIVACY_MESSAGES } from './privacy.js';
import {
  MANAGER_CENTER_MAX_PAGE_SIZE,
  MANAGER_CENTER_SORTS,
  MANAGER_CENTER_STATUSES,
} from './service-centers.js';

/**
 * The query strings, path params and bodies that only the server's routes parse. They live apart from the domain
 * files because a zod schema is built when its module loads: in a domain file the browser would download and build
 * every one of them on every screen that reads an answer of that domain (+1.7 KB gz on the request screen, measured).
 * The web builds its requests from typed helpers and never imports this file.
 */

/** A nearby search value: a GetEncValue ciphertext, decrypted by the route. */
const encryptedSearchValue = z.string().max(2000).optional();
/** A status update value: a GetEncValue ciphertext, required. */
const encryptedText = (field: string) => z.string({ message: `${field} is required` }).max(5000);
const nearbyLimitMessage = `LIMIT must be a whole number from 1 to ${NEARBY_ALL_LIMIT}`;
const reportDate = (field: string) =>
  z
    .string({ message: `${field} is required (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date YYYY-MM-DD`)
    .refine((text) => parseIndiaIsoNoZone(`${text}T00:00`) !== null, `${field} must be a date YYYY-MM-DD`);

/**
 * TOKEN: the old contract's fixed value on most calls. Accepted (at most 500 characters) and ignored; it is not
 * security. One rule, so every route says the same about it.
 */
export const contractTokenSchema = z.string().max(500).optional();

/** A query string with nothing but the contract's TOKEN. */
export const tokenQuerySchema = z.object({ TOKEN: contractTokenSchema });
export type TokenQuery = z.infer<typeof tokenQuerySchema>;

/** A by-mobile lookup's query (?MOBILENO=9876543210). */
export const byMobileQuerySchema = tokenQuerySchema.extend({ MOBILENO: mobileNumberSchema });

/** A paged list that takes only TOKEN besides PAGE and PAGESIZE. */
export const pagedTokenQuerySchema = tokenQuerySchema.extend(pageQuerySchema.shape);

/** A private link's token in the path (tracking, rating and event links). */
export const linkTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * The answer of the live event streams (GET /api/Events/...): `text/event-stream`, frames of
 * `id: <eventid>\nevent: <type>\ndata: <json>\n\n`, the first `event: ready`, comment lines as heartbeats. The
 * route writes the stream itself (no serializer runs for it); refusals (403, 404, 429) are the API's JSON errors.
 */
export const eventStreamResponseSchema = z
  .string()
  .describe(
    'text/event-stream: server-sent events, the first of type ready, then status changes as they happen',
  );

// app-config

/** GET /api/AppConfigurations/GetAppConfigKeyValueByKeyName?APCKEY=ENABLEOTPAPI */
export const appConfigKeyQuerySchema = tokenQuerySchema.extend({
  APCKEY: z
    .string({ message: 'APCKEY is required' })
    .min(1, 'APCKEY is required')
    .max(100, 'APCKEY must be at most 100 characters'),
});

/** GET /api/AppConfigurations/GetEncValue?strval=...: the value to encrypt for a later query parameter. */
export const encValueQuerySchema = tokenQuerySchema.extend({
  strval: z.string({ message: 'strval is required' }).max(2000, 'strval must be at most 2000 characters'),
});

// consents

/** GET /api/LoginUserConsent/GetConsentsByMobile: the mobile's consents, a page at a time. */
export const consentsByMobileQuerySchema = byMobileQuerySchema.extend(pageQuerySchema.shape);

// location

/** GET /api/Location/GetByPostalCode?POSTALCODE=560001 */
export const postalCodeQuerySchema = tokenQuerySchema.extend({ POSTALCODE: pinCodeSchema });

/** GET /api/Location/GetByLatLong?LAT=12.97&LNG=77.59 */
export const latLngQuerySchema = tokenQuerySchema.extend({
  LAT: z.preprocess(
    decimalTextToNumber,
    z
      .number({ error: 'LAT must be a number between -90 and 90' })
      .min(-90, 'LAT must be between -90 and 90')
      .max(90, 'LAT must be between -90 and 90'),
  ),
  LNG: z.preprocess(
    decimalTextToNumber,
    z
      .number({ error: 'LNG must be a number between -180 and 180' })
      .min(-180, 'LNG must be between -180 and 180')
      .max(180, 'LNG must be between -180 and 180'),
  ),
});

/**
 * GET /api/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb as sent: every value a GetEncValue
 * ciphertext (the route decrypts and checks them), LIMIT how many of the nearest centers to answer.
 */
export const nearbyEncryptedQuerySchema = tokenQuerySchema.extend({
  LOCALITY: encryptedSearchValue,
  SUBLOCALITY: encryptedSearchValue,
  POSTALCODE: encryptedSearchValue,
  LOCATIONCOORDINATES: encryptedSearchValue,
  LIMIT: z
    .preprocess(
      decimalTextToNumber,
      z
        .number({ message: nearbyLimitMessage })
        .int(nearbyLimitMessage)
        .min(1, nearbyLimitMessage)
        .max(NEARBY_ALL_LIMIT, nearbyLimitMessage),
    )
    .optional(),
});

// masters

/** The query of every MASTER_LISTS path: the same optional parent ids (each list filters by its own). */
export const mastersQuerySchema = tokenQuerySchema.extend({
  COUNTRYID: optionalQueryId('COUNTRYID'),
  STATEID: optionalQueryId('STATEID'),
  VEHTYPID: optionalQueryId('VEHTYPID'),
  VEHMAKERTYPID: optionalQueryId('VEHMAKERTYPID'),
  VEHMAKETYPID: optionalQueryId('VEHMAKETYPID'),
});

// offers

/**
 * GET /api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID. SERVICECENTERID is read by hand: the contract answers
 * exactly `{ message: 'serviceCenterId is required', status: 400 }` when it is missing, empty or not an id.
 */
export const centerOffersQuerySchema = tokenQuerySchema.extend({
  SERVICECENTERID: z.unknown().optional().describe('service center id'),
  ...offersListQuerySchema.shape,
});

// privacy

/** GET /api/Privacy/GetMyData: the JSON answer, or with FORMAT=html the printable document. */
export const myDataQuerySchema = z.object({ FORMAT: z.enum(['json', 'html']).default('json') });

/** GET /api/Grievance/GetGrievances (manager): a page of the grievances, of one status when STATUS is given. */
export const grievanceListQuerySchema = z.object({
  STATUS: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(GRIEVANCE_STATUSES, { error: PRIVACY_MESSAGES.statusInvalid }),
    )
    .optional(),
  ...pageQuerySchema.shape,
});

// ratings

/** GET /api/Rating/GetMyRating: the signed-in requester's own request. */
export const myRatingQuerySchema = z.object({
  SERVICEREQUESTID: positiveId.describe(`SERVICEREQUESTID ${idRangeMessage(1)}`),
});

/** GET /api/Rating/GetServiceCenterReviews: one center's public reviews, a page at a time. */
export const centerReviewsQuerySchema = z.object({ SERVICECENTERID: positiveId, ...pageQuerySchema.shape });

/** GET /api/Rating/GetReviews (manager): every review, of one center when SERVICECENTERID is given. */
export const reviewsQuerySchema = z.object({
  SERVICECENTERID: optionalQueryId('SERVICECENTERID'),
  ...pageQuerySchema.shape,
});

// service-centers

/** GET /api/ServiceCenter/GetAllServiceCenters: a dropdown's list, so the largest page by default; SEARCH narrows it. */
export const allServiceCentersQuerySchema = tokenQuerySchema.extend({
  SEARCH: listSearchSchema,
  PAGE: pageQuerySchema.shape.PAGE,
  PAGESIZE: pageQuerySchema.shape.PAGESIZE.unwrap().default(LIST_PAGE_SIZE_MAX),
});

export const managerServiceCentersQuerySchema = z.object({
  STATUS: z
    .enum(MANAGER_CENTER_STATUSES, { error: "STATUS must be 'active' or 'inactive'" })
    .default('active'),
  ...searchSortQuery(MANAGER_CENTER_SORTS, 'name'),
  PAGE: pagingNumber('PAGE', LIST_PAGE_MAX).default(1),
  PAGESIZE: pagingNumber('PAGESIZE', MANAGER_CENTER_MAX_PAGE_SIZE).default(10),
  TOKEN: contractTokenSchema,
});
export type ManagerServiceCentersQuery = z.infer<typeof managerServiceCentersQuerySchema>;
export type ManagerServiceCentersQueryInput = z.input<typeof managerServiceCentersQuerySchema>;

// service-requests

/** GET /api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb: a center's Open and Accepted requests. */
export const centerRequestsQuerySchema = z.object({
  SERVICECENTERID: idNumber({ message: M.serviceCenterIdQueryRequired }).optional(),
  MOBILENO: z.string().max(20).optional(),
  TOKEN: contractTokenSchema,
  // New callers page and sort on the server; without them the answer is the newest page of both tabs.
  STATUS: z.enum(['Open', 'Accepted'], { message: "STATUS must be 'Open' or 'Accepted'" }).optional(),
  SORT: z
    .enum(CENTER_REQUEST_SORTS, { message: `SORT must be one of ${CENTER_REQUEST_SORTS.join(', ')}` })
    .optional(),
  ORDER: sortOrderSchema.default('asc'),
  ...pageQuerySchema.shape,
});

/** GET /api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboard: the older list (id, status, time). */
export const centerDashboardQuerySchema = z.object({
  SERVICECENTERNAME: z.string().max(500).optional(),
  MOBILENO: z.string().max(20).optional(),
  TOKEN: contractTokenSchema,
  ...pageQuerySchema.shape,
});

/** GET /api/ServiceRequest/{mobile}/{constant}: the requests raised under a mobile number. */
export const requestsByMobileParamsSchema = z.object({
  mobile: z.string().regex(INDIAN_MOBILE_REGEX, M.mobileValid10),
  constant: z.string().max(500),
});

/** GET /api/ServiceRequest/GetServiceRequestReport: a date range (India days), a status and the format. */
export const serviceRequestReportQuerySchema = z.object({
  FROM: reportDate('FROM'),
  TO: reportDate('TO'),
  STATUS: z
    .enum(['All', ...SR_STATUSES], { message: 'STATUS must be All, Open, Accepted, Rejected or Closed' })
    .default('All'),
  FORMAT: z.enum(['json', 'csv'], { message: 'FORMAT must be json or csv' }).default('json'),
  TOKEN: contractTokenSchema,
});

/**
 * PUT UpdateServiceRequestStatusByServiceCenter / RejectServiceRequestsByServiceCenter as sent: every value
 * encrypted through GetEncValue (spec section 3); statusUpdatePayloadSchema checks them once decrypted.
 */
export const encryptedStatusUpdateBodySchema = z.object({
  mobileno: encryptedText('mobileno'),
  acceptedSR: encryptedText('acceptedSR'),
  srstatus: encryptedText('srstatus'),
  srremarks: z.string().max(5000).optional(),
  token: z.string().max(5000).optional(),
});
