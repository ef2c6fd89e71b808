/**
 * The authorization matrix: every /api route (read from the app's route table) × every kind of caller, with the
 * expected outcome written down once per route in MATRIX below. A route without an entry fails the test, so a new
 * route cannot ship without saying who may call it. Every refused call is also sent with a malformed request (it
 * must still be 401/403: authorization runs before validation) and must leave every table unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { changedTables, snapshotTables } from '../test-support/db-snapshot.js';
import {
  ACTORS,
  createRouteFixtures,
  PARTS_CSV,
  SHOP_CUSTOMERS_CSV,
  type Actor,
  type RouteFixtures,
} from '../test-support/route-fixtures.js';
import { freePlanPaymentBody } from '../test-support/suite-fixtures.js';
import { listApiRoutes, type Access } from './auth.js';

/**
 * 'ok': the caller passes authorization (any answer but 401/403, never a 5xx);
 * 'notYours': the request acts on the A account's resource and this caller is someone else: 403 or 404;
 * a number: exactly that status.
 */
type Outcome = 'ok' | 'notYours' | 401 | 403 | 409;
/** One outcome per actor, in ACTORS order: anonymous, customerA, customerB, centerA, centerB, manager. */
type Row = readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

interface MatrixEntry {
  expect: Row;
  /** The request every actor sends (default: no query, `{}` as the body of a write). Aim it at A's resources. */
  request?: (f: RouteFixtures) => { url?: string; query?: Record<string, string>; body?: unknown };
  /** Server-sent events: allowed callers are not called here (the stream never ends; events tests cover it). */
  stream?: true;
  /** Each caller signs in anew for this route (Logout ends the session it is called with). */
  freshSession?: true;
  /** The route exists only in some configurations (development tools). */
  optional?: true;
}

const PUBLIC: Row = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'];
const SIGNED_IN: Row = [401, 'ok', 'ok', 'ok', 'ok', 'ok'];
const MANAGER_ONLY: Row = [401, 403, 403, 403, 403, 'ok'];
const CUSTOMER_ONLY: Row = [401, 'ok', 'ok', 403, 403, 403];
const CENTER_ONLY: Row = [401, 403, 403, 'ok', 'ok', 403];
/** Requests about customer A: A and the manager may, customer B not, centers are the wrong role. */
const CUSTOMER_A_OR_MANAGER: Row = [401, 'ok', 'notYours', 403, 403, 'ok'];
/** Requests about center A: A and the manager may, center B not, customers are the wrong role. */
const CENTER_A_OR_MANAGER: Row = [401, 403, 403, 'ok', 'notYours', 'ok'];
/** Center A's own business (no manager role on the route). */
const CENTER_A_ONLY: Row = [401, 403, 403, 'ok', 'notYours', 403];
/**
 * FixoPro suite routes: service centers with an active paid plan only (both centers have one in the fixtures,
 * so a 403 for center B can only come from ownership). A center's own lists, imports and catalogue.
 */
const SUITE_CENTER: Row = [401, 403, 403, 'ok', 'ok', 403];
/** A suite request aimed at center A's row: center B gets 403 or 404 and changes nothing. */
const SUITE_CENTER_A: Row = CENTER_A_ONLY;

const masters = (name: string): [string, MatrixEntry] => [`GET /api/Masters/${name}`, { expect: PUBLIC }];

/**
 * THE TABLE. Key: 'METHOD /api/path' exactly as registered. Adding a route = adding one line here.
 */
const MATRIX: Record<string, MatrixEntry> = {
  'POST /api/Auth/Login': {
    expect: PUBLIC,
    request: (f) => ({
      body: { mobileno: f.customerA.mobile, passcode: '1234', usertype: 'Customer', logintype: 'PassCode' },
    }),
  },
  'POST /api/Auth/RequestOtp': { expect: PUBLIC },
  'GET /api/Auth/Me': { expect: SIGNED_IN },
  'POST /api/Auth/SendVerificationCode': {
    expect: PUBLIC,
    request: (f) => ({ body: { mobileno: f.customerA.mobile, purpose: 'VerifyAccount' } }),
  },
  'POST /api/Auth/VerifyMobile': {
    expect: PUBLIC,
    request: (f) => ({ body: { mobileno: f.customerA.mobile, code: '000000' } }),
  },
  'POST /api/Auth/ResetPasscode': {
    expect: PUBLIC,
    request: (f) => ({
      body: { mobileno: f.customerA.mobile, usertype: 'Customer', code: '000000', newpasscode: '4321' },
    }),
  },
  'GET /api/Auth/MobileVerification': { expect: SIGNED_IN },
  'GET /api/AppConfigurations/GetSettings': { expect: MANAGER_ONLY },
  'PUT /api/AppConfigurations/UpdateSetting': {
    expect: MANAGER_ONLY,
    request: () => ({ body: { key: 'ENABLEOTPAPI', value: 'false' } }),
  },
  'POST /api/Auth/Logout': { expect: PUBLIC, freshSession: true },
  ...Object.fromEntries(
    [
      'GetAllCountries',
      'GetAllStates',
      'GetAllCities',
      'GetAllVehicleType',
      'GetAllVehicle',
      'GetAllVehicleMakerType',
      'GetAllVehicleMakeType',
      'GetAllVehicleModel',
      'GetAllVehicleColor',
      'GetAllVehicleFuelType',
      'GetAllServiceType',
    ].map(masters),
  ),
  'GET /api/Location/GetByPostalCode': {
    expect: PUBLIC,
    request: () => ({ query: { POSTALCODE: '560034' } }),
  },
  'GET /api/Location/GetByLatLong': {
    expect: PUBLIC,
    request: () => ({ query: { LAT: '12.97', LNG: '77.59' } }),
  },
  'GET /api/AppConfigurations/GetAppConfigKeyValueByKeyName': {
    expect: PUBLIC,
    request: () => ({ query: { APCKEY: 'ENABLEOTPAPI' } }),
  },
  'GET /api/AppConfigurations/GetEncValue': { expect: PUBLIC, request: () => ({ query: { strval: 'x' } }) },
  'POST /api/Utility/AddAndUpdateWebsiteStats': {
    expect: PUBLIC,
    request: () => ({ body: { pageid: 15, pagename: 'Home', pagepath: '/' } }),
  },
  'POST /api/Customer/AddNewCustomer': {
    // An update of customer A's profile (custid of A, A's mobile): only A; anyone else must first prove the
    // number by its SMS code (403, decided from the body's mobile), so nobody learns whether it is taken.
    expect: ['notYours', 'ok', 'notYours', 'notYours', 'notYours', 'notYours'],
    request: (f) => ({ body: f.customerUpdateOfA }),
  },
  'GET /api/Customer/GetCustomerIfExistByMobile': {
    expect: CUSTOMER_A_OR_MANAGER,
    request: (f) => ({ query: { MOBILENO: f.customerA.mobile } }),
  },
  'POST /api/ServiceCenter/AddNewServiceCenter': {
    expect: ['notYours', 'notYours', 'notYours', 'ok', 'notYours', 'notYours'],
    request: (f) => ({ body: f.centerUpdateOfA }),
  },
  'GET /api/ServiceCenter/GetServiceCenterIfExistByMobileForWeb': {
    expect: CENTER_A_OR_MANAGER,
    request: (f) => ({ query: { MOBILENO: f.centerA.mobile } }),
  },
  'GET /api/ServiceCenter/GetServiceCenterProfileByMobile': {
    expect: CENTER_A_OR_MANAGER,
    request: (f) => ({ query: { MOBILENO: f.centerA.mobile } }),
  },
  'GET /api/ServiceCenter/GetAllServiceCenters': { expect: MANAGER_ONLY },
  'GET /api/Manager/GetServiceCenters': { expect: MANAGER_ONLY },
  'GET /api/Manager/GetServiceCenterDetails': {
    expect: MANAGER_ONLY,
    request: (f) => ({ query: { SERVICECENTERID: String(f.centerA.id) } }),
  },
  'PUT /api/Manager/ApproveServiceCenter': {
    expect: MANAGER_ONLY,
    request: (f) => ({ body: { servicecenterid: f.centerC.id } }),
  },
  'PUT /api/Manager/DeactivateServiceCenter': {
    expect: MANAGER_ONLY,
    request: (f) => ({ body: { servicecenterid: f.centerC.id } }),
  },
  'POST /api/LoginUserConsent/AddNewLoginUserConsent': { expect: PUBLIC },
  'GET /api/LoginUserConsent/GetConsentsByMobile': {
    expect: [401, 'ok', 'notYours', 'notYours', 'notYours', 'ok'],
    request: (f) => ({ query: { MOBILENO: f.customerA.mobile } }),
  },
  // DPDP rights: the data principal's own data only (customers and centers; the session decides whose).
  'GET /api/Privacy/GetMyData': { expect: [401, 'ok', 'ok', 'ok', 'ok', 403] },
  'GET /api/Privacy/GetMyConsents': { expect: [401, 'ok', 'ok', 'ok', 'ok', 403] },
  'POST /api/Privacy/WithdrawConsent': { expect: [401, 'ok', 'ok', 'ok', 'ok', 403] },
  'POST /api/Privacy/GiveConsent': { expect: [401, 'ok', 'ok', 'ok', 'ok', 403] },
  // The default body ({}) never erases: ERASE and the passcode are required.
  'POST /api/Privacy/EraseAccount': { expect: [401, 'ok', 'ok', 'ok', 'ok', 403] },
  'GET /api/Privacy/GetErasureRequests': { expect: MANAGER_ONLY },
  'POST /api/Grievance/AddGrievance': { expect: PUBLIC },
  'POST /api/Grievance/GetGrievanceStatus': {
    expect: PUBLIC,
    request: () => ({ body: { reference: 'GR-AAAAAAAA', mobileno: '9812340055' } }),
  },
  'GET /api/Grievance/GetMyGrievances': { expect: [401, 'ok', 'ok', 'ok', 'ok', 403] },
  'GET /api/Grievance/GetGrievances': { expect: MANAGER_ONLY },
  'PUT /api/Grievance/AnswerGrievance': {
    expect: MANAGER_ONLY,
    request: () => ({ body: { grievanceid: 1, status: 'Answered', answer: 'Answered by phone.' } }),
  },
  'GET /api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID': {
    expect: PUBLIC,
    request: (f) => ({ query: { SERVICECENTERID: String(f.centerA.id) } }),
  },
  'POST /api/ServiceCenterOffer/AddNewServiceCenterOffer': {
    // An edit of center A's existing offer (a center's new offers always go to its own center).
    expect: CENTER_A_OR_MANAGER,
    request: (f) => ({ body: f.offerOfA }),
  },
  'GET /api/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb': { expect: PUBLIC },
  'POST /api/ServiceRequest/AddNewServiceRequest': { expect: PUBLIC },
  'GET /api/ServiceRequest/GetMyServiceRequests': { expect: CUSTOMER_ONLY },
  'GET /api/ServiceRequest/Track/:token': {
    expect: PUBLIC,
    request: () => ({ url: '/api/ServiceRequest/Track/nope' }),
  },
  'GET /api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb': {
    expect: CENTER_A_OR_MANAGER,
    request: (f) => ({ query: { SERVICECENTERID: String(f.centerA.id) } }),
  },
  'GET /api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboard': { expect: CENTER_ONLY },
  'GET /api/ServiceRequest/GetServiceCenterDashboardSummary': { expect: CENTER_ONLY },
  'GET /api/ServiceRequest/GetServiceRequestReport': {
    expect: CENTER_ONLY,
    request: () => ({ query: { FROM: '2025-01-01', TO: '2025-12-31' } }),
  },
  'PUT /api/ServiceRequest/UpdateServiceRequestStatusByServiceCenter': {
    // Each center quotes its own mobile; the request is center A's.
    expect: CENTER_A_ONLY,
    request: (f) => ({
      body: {
        mobileno: f.encrypt(f.centerA.mobile),
        acceptedSR: f.encrypt(`${f.requestOfA}-Accepted`),
        srstatus: f.encrypt('Accepted'),
      },
    }),
  },
  'PUT /api/ServiceRequest/RejectServiceRequestsByServiceCenter': {
    expect: CENTER_A_ONLY,
    request: (f) => ({
      body: {
        mobileno: f.encrypt(f.centerA.mobile),
        acceptedSR: f.encrypt(`${f.requestOfA}-Rejected`),
        srstatus: f.encrypt('Rejected'),
      },
    }),
  },
  'GET /api/ServiceRequest/:mobile/:constant': {
    expect: CUSTOMER_A_OR_MANAGER,
    request: (f) => ({ url: `/api/ServiceRequest/${f.customerA.mobile}/TOKEN` }),
  },
  'GET /api/Events/ServiceCenter': { expect: CENTER_ONLY, stream: true },
  'GET /api/Events/Customer': { expect: CUSTOMER_ONLY, stream: true },
  'GET /api/Events/Track/:token': { expect: PUBLIC, request: () => ({ url: '/api/Events/Track/nope' }) },
  'GET /api/PaymentGateway/GetSubscriptionPlanByEntity': { expect: PUBLIC },
  // The plan routes act on the signed-in center: the body's servicecenterid is only the contract's echo.
  'POST /api/ServiceCenter/AddUpdateServiceCenterSubscriptionPlan': {
    expect: CENTER_ONLY,
    request: (f) => ({ body: { servicecenterid: f.centerA.id, planid: 2 } }),
  },
  'POST /api/PaymentGateway/AddServiceCenterPaymentPlan': {
    expect: CENTER_ONLY,
    request: (f) => ({ body: freePlanPaymentBody(f.centerA.id) }),
  },
  'GET /api/ServiceCenter/GetMySubscription': { expect: CENTER_ONLY },
  'GET /api/Manager/GetPendingPlanPayments': { expect: MANAGER_ONLY },
  'PUT /api/Manager/ConfirmPlanPayment': { expect: MANAGER_ONLY },
  // FixoPro suite: customer masters
  'POST /api/Customer/AddNewCustomerForServiceCenter': {
    // An update of center A's masters customer (shopcustomerid of A).
    expect: SUITE_CENTER_A,
    request: (f) => ({ body: f.shopCustomerOfA.payload }),
  },
  'GET /api/ShopCustomer/GetShopCustomers': {
    expect: SUITE_CENTER,
    request: () => ({ query: { SEARCH: 'KA01' } }),
  },
  'GET /api/ShopCustomer/GetShopCustomerProfile': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ query: { shopcustomerid: String(f.shopCustomerOfA.id) } }),
  },
  'POST /api/ShopCustomer/AddFromServiceRequest': {
    // A marketplace request center A accepted: center B never had it.
    expect: SUITE_CENTER_A,
    request: (f) => ({ body: { servicerequestid: f.acceptedRequestOfA } }),
  },
  'GET /api/ShopCustomer/ExportShopCustomersCsv': { expect: SUITE_CENTER },
  'POST /api/ShopCustomer/ImportShopCustomersCsv/Preview': {
    expect: SUITE_CENTER,
    request: () => ({ body: { csv: SHOP_CUSTOMERS_CSV } }),
  },
  'POST /api/ShopCustomer/ImportShopCustomersCsv': {
    expect: SUITE_CENTER,
    request: () => ({ body: { csv: SHOP_CUSTOMERS_CSV } }),
  },
  // FixoPro suite: parts & services
  'GET /api/Parts/GetParts': { expect: SUITE_CENTER, request: () => ({ query: { LOWSTOCK: 'true' } }) },
  'GET /api/Parts/GetPartById': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ query: { partid: String(f.partOfA.id) } }),
  },
  'POST /api/Parts/AddUpdatePart': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ body: f.partOfA.payload }),
  },
  'POST /api/Parts/AddStockMovement': {
    expect: SUITE_CENTER_A,
    request: (f) => ({
      body: { partid: f.partOfA.id, movementtype: 'Purchase', qty: 4, reason: 'Bill 118' },
    }),
  },
  'GET /api/Parts/GetStockMovements': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ query: { partid: String(f.partOfA.id) } }),
  },
  'GET /api/Parts/GetGstRate': { expect: SUITE_CENTER, request: () => ({ query: { hsnsac: '87083000' } }) },
  'POST /api/Parts/LoadStarterCatalogue': { expect: SUITE_CENTER },
  'GET /api/Parts/ExportPartsCsv': { expect: SUITE_CENTER },
  'POST /api/Parts/ImportPartsCsv/Preview': {
    expect: SUITE_CENTER,
    request: () => ({ body: { csv: PARTS_CSV } }),
  },
  'POST /api/Parts/ImportPartsCsv': {
    expect: SUITE_CENTER,
    request: () => ({ body: { csv: PARTS_CSV } }),
  },
  // FixoPro suite: job cards and estimates (SendEstimate before the status change, which may close the card)
  'GET /api/JobCard/GetJobCards': { expect: SUITE_CENTER, request: () => ({ query: { STATUS: 'Open' } }) },
  'GET /api/JobCard/GetJobCardById': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ query: { jobcardid: String(f.jobCardOfA.id) } }),
  },
  'POST /api/JobCard/AddUpdateJobCard': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ body: f.jobCardOfA.payload }),
  },
  'POST /api/JobCard/SendEstimate': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ body: { jobcardid: f.jobCardOfA.id } }),
  },
  'PUT /api/JobCard/UpdateJobCardStatus': {
    expect: SUITE_CENTER_A,
    request: (f) => ({
      body: { jobcardid: f.jobCardOfA.id, status: 'Cancelled', remark: 'Customer took the car' },
    }),
  },
  'POST /api/JobCard/AddFromServiceRequest': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ body: { servicerequestid: f.acceptedRequestOfA } }),
  },
  // FixoPro suite: service reminders (a WhatsApp send: no 24-hour rule between the actors' calls)
  'GET /api/ServiceReminder/GetServiceReminders': {
    expect: SUITE_CENTER,
    request: () => ({ query: { VIEW: 'All' } }),
  },
  'GET /api/ServiceReminder/GetServiceReminderById': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ query: { reminderid: String(f.reminderOfA) } }),
  },
  'PUT /api/ServiceReminder/UpdateServiceReminder': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ body: { reminderid: f.reminderOfA, dueodometer: 60000 } }),
  },
  'POST /api/ServiceReminder/SendServiceReminder': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ body: { reminderid: f.reminderOfA, channel: 'WhatsApp' } }),
  },
  'GET /api/ServiceReminder/GetServiceIntervals': { expect: SUITE_CENTER },
  'PUT /api/ServiceReminder/SaveServiceIntervals': {
    expect: SUITE_CENTER,
    request: () => ({ body: { intervals: [{ vehtypid: 1, months: 4, km: 4000 }] } }),
  },
  // FixoPro suite: GST invoices (issue 12); writes aimed at center A's invoice
  'GET /api/Invoice/GetInvoices': { expect: SUITE_CENTER, request: () => ({ query: { STATUS: 'Issued' } }) },
  'GET /api/Invoice/GetInvoiceById': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ query: { invoiceid: String(f.invoiceOfA.id) } }),
  },
  'POST /api/Invoice/CreateInvoice': {
    expect: SUITE_CENTER,
    request: (f) => ({ body: f.invoiceOfA.payload }),
  },
  'POST /api/Invoice/AddPayment': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ body: { invoiceid: f.invoiceOfA.id, mode: 'Cash', amountpaise: 100 } }),
  },
  'POST /api/Invoice/AddCreditNote': {
    expect: SUITE_CENTER_A,
    request: (f) => ({
      body: { invoiceid: f.invoiceOfA.id, reason: 'Discount after billing', amountpaise: 100 },
    }),
  },
  'POST /api/Invoice/CancelInvoice': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ body: { invoiceid: f.invoiceOfA.id, reason: 'Billed to the wrong customer' } }),
  },
  'GET /api/Invoice/GetInvoiceReport': {
    expect: SUITE_CENTER,
    request: () => ({ query: { FROM: '2026-04-01', TO: '2027-03-31' } }),
  },
  'GET /api/Invoice/GetGstr1': {
    expect: SUITE_CENTER,
    request: () => ({ query: { FROM: '2026-04-01', TO: '2027-03-31' } }),
  },
  'GET /api/Invoice/GetInvoiceSettings': { expect: SUITE_CENTER },
  'PUT /api/Invoice/SaveInvoiceSettings': {
    expect: SUITE_CENTER,
    request: () => ({
      body: { upivpa: 'lakshmi.auto@okaxis', compositiondealer: false, turnoverabove5cr: false },
    }),
  },
  // The invoice PDF and 'Send to customer' (center A's invoice); the customer's private link is public (the token
  // is the key; an unknown one answers 404).
  'GET /api/Invoice/GetInvoicePdf': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ query: { invoiceid: String(f.invoiceOfA.id) } }),
  },
  'POST /api/Invoice/SendInvoice': {
    expect: SUITE_CENTER_A,
    request: (f) => ({ body: { invoiceid: f.invoiceOfA.id } }),
  },
  'GET /api/Invoice/SharedPdf/:token': {
    expect: PUBLIC,
    request: () => ({ url: '/api/Invoice/SharedPdf/nope' }),
  },
  // The customer's estimate page: public, the token is the key (an unknown one answers 404).
  'GET /api/Estimate/:token': { expect: PUBLIC, request: () => ({ url: '/api/Estimate/nope' }) },
  'POST /api/Estimate/:token/Decision': {
    expect: PUBLIC,
    request: () => ({
      url: '/api/Estimate/nope/Decision',
      body: { decisions: [{ lineid: 1, approved: true }] },
    }),
  },
  // Ratings: only the requester rates (signed in: the session; guest: the tracking link is the key).
  'GET /api/Rating/GetMyRating': {
    expect: [401, 'ok', 'notYours', 403, 403, 403],
    request: (f) => ({ query: { SERVICEREQUESTID: String(f.closedRequestOfA.id) } }),
  },
  'POST /api/Rating/RateServiceRequest': {
    expect: [401, 'ok', 'notYours', 403, 403, 403],
    request: (f) => ({
      body: { servicerequestid: f.closedRequestOfA.id, stars: 4, comment: 'Quick and fair' },
    }),
  },
  'GET /api/Rating/Track/:token': {
    expect: PUBLIC,
    request: (f) => ({ url: `/api/Rating/Track/${f.closedRequestOfA.token}` }),
  },
  'POST /api/Rating/RateByTrackingToken': {
    expect: PUBLIC,
    request: (f) => ({ body: { trackingtoken: f.closedRequestOfA.token, stars: 5 } }),
  },
  'GET /api/Rating/GetServiceCenterReviews': {
    expect: PUBLIC,
    request: (f) => ({ query: { SERVICECENTERID: String(f.centerA.id) } }),
  },
  'GET /api/Rating/GetMyCenterReviews': { expect: CENTER_ONLY },
  'POST /api/Rating/ReplyToReview': {
    expect: CENTER_A_ONLY,
    request: (f) => ({ body: { ratingid: f.ratingOfA, reply: 'Thank you for choosing us.' } }),
  },
  'GET /api/Rating/GetReviews': {
    expect: MANAGER_ONLY,
    request: (f) => ({ query: { SERVICECENTERID: String(f.centerA.id) } }),
  },
  'POST /api/Rating/HideReview': {
    expect: MANAGER_ONLY,
    request: (f) => ({ body: { ratingid: f.ratingOfA, reason: 'Abusive language' } }),
  },
  'GET /api/Dev/Outbox': { expect: PUBLIC, optional: true },
  // Status messages: a customer's own channel choice; a guest's opt-out link (public, the token is the key).
  'GET /api/Notifications/Preferences': { expect: CUSTOMER_ONLY },
  'PUT /api/Notifications/Preferences': {
    expect: CUSTOMER_ONLY,
    request: () => ({ body: { channel: 'sms', language: 'en' } }),
  },
  // A center's account language (its 'new request' messages are written in it).
  'GET /api/Notifications/CenterLanguage': { expect: CENTER_ONLY },
  'PUT /api/Notifications/CenterLanguage': {
    expect: CENTER_ONLY,
    request: () => ({ body: { language: 'en' } }),
  },
  'GET /api/Notifications/OptOut/:token': {
    expect: PUBLIC,
    request: () => ({ url: `/api/Notifications/OptOut/${'n'.repeat(32)}` }),
  },
  'POST /api/Notifications/OptOut/:token': {
    expect: PUBLIC,
    request: () => ({ url: `/api/Notifications/OptOut/${'n'.repeat(32)}` }),
  },
  'GET /api/health': { expect: PUBLIC },
};

/** The role of each actor (null: not signed in). */
const ROLE_OF: Record<Actor, string | null> = {
  anonymous: null,
  customerA: 'Customer',
  customerB: 'Customer',
  centerA: 'ServiceCenter',
  centerB: 'ServiceCenter',
  manager: 'Manager',
};

const roleMayCall = (access: Access, actor: Actor): boolean => {
  const role = ROLE_OF[actor];
  return access === 'public' || (role !== null && (access as readonly string[]).includes(role));
};

/** The line a developer pastes into MATRIX for a route that has none, with the row its access rule implies. */
function entryTemplate(method: string, url: string, access: Access): string {
  const row = ACTORS.map((actor) => (roleMayCall(access, actor) ? "'ok'" : ROLE_OF[actor] ? '403' : '401'));
  return (
    `  '${method} ${url}': { expect: [${row.join(', ')}], request: (f) => ({ ... }) },\n` +
    "    // make request act on customer A's / center A's resource, and put 'notYours' in the cells of the\n" +
    '    // other customer/center that must get 403 or 404 for it.'
  );
}

let t: TestApp;
let f: RouteFixtures;
let cookies: Map<Actor, string>;
let signIn: (actor: Actor) => Promise<string | undefined>;

beforeAll(async () => {
  t = await createTestApp();
  ({ f, cookies, signIn } = await createRouteFixtures(t));
}, 60_000);
afterAll(async () => t?.close());

function injectOptions(
  method: string,
  routeUrl: string,
  entry: MatrixEntry,
  cookie: string | undefined,
  malformed: boolean,
): InjectOptions {
  const built = entry.request?.(f) ?? {};
  const url = built.url ?? routeUrl.replace(/:(\w+)/g, 'x');
  const write = method !== 'GET' && method !== 'DELETE';
  return {
    method: method as InjectOptions['method'],
    url,
    // The malformed twin: a query and body no schema accepts, to prove the gate answers before validation.
    query: malformed ? { PAGE: 'not-a-number', SERVICECENTERID: '-1', MOBILENO: 'x' } : built.query,
    ...(write
      ? { payload: (malformed ? { servicecenterid: 'x', nested: { a: [1] } } : built.body) ?? {} }
      : {}),
    ...(cookie ? { headers: { cookie } } : {}),
  };
}

function matches(outcome: Outcome, status: number): boolean {
  if (outcome === 'ok') return status !== 401 && status !== 403 && status < 500;
  if (outcome === 'notYours') return status === 403 || status === 404;
  return status === outcome;
}

describe('authorization matrix', () => {
  it('has exactly one entry per /api route (a new route needs a line in MATRIX)', () => {
    const routes = listApiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(40);
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const missing = routes
      .filter((r) => !(`${r.method} ${r.url}` in MATRIX))
      .map((r) => entryTemplate(r.method, r.url, r.access));
    const stale = Object.entries(MATRIX)
      .filter(([key, entry]) => !registered.has(key) && !entry.optional)
      .map(([key]) => key);
    expect(
      missing,
      `Routes without an authorization matrix entry. Add to MATRIX in apps/server/src/platform/authorization-matrix.test.ts:\n${missing.join('\n')}\n`,
    ).toEqual([]);
    expect(stale, 'MATRIX entries for routes that no longer exist: remove them').toEqual([]);
  });

  it.each(Object.entries(MATRIX))('%s', async (key, entry) => {
    const route = listApiRoutes(t.app).find((r) => `${r.method} ${r.url}` === key);
    if (!route) {
      expect(entry.optional, `${key} is not registered`).toBe(true);
      return;
    }
    const failures: string[] = [];
    // Refused callers first, so that nothing an allowed caller did can hide what a refused one changed.
    const order = ACTORS.map((actor, i) => ({ actor, outcome: entry.expect[i]! })).sort(
      (a, b) => Number(a.outcome === 'ok') - Number(b.outcome === 'ok'),
    );
    for (const { actor, outcome } of order) {
      // The written row must agree with the route's declared access for the role-level cells.
      const role = ROLE_OF[actor];
      if (!roleMayCall(route.access, actor) && outcome !== (role === null ? 401 : 403)) {
        failures.push(
          `${actor}: access ${JSON.stringify(route.access)} refuses this role, but MATRIX says ${outcome}`,
        );
      }
      if (entry.stream && outcome === 'ok') continue;
      const cookie = entry.freshSession ? await signIn(actor) : cookies.get(actor);
      const refused = outcome !== 'ok';
      const before = refused ? await snapshotTables(t.app.ctx.db) : undefined;
      const response = await t.app.inject(injectOptions(route.method, route.url, entry, cookie, false));
      if (!matches(outcome, response.statusCode)) {
        failures.push(
          `${actor}: expected ${outcome}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
      if (outcome === 401 || outcome === 403) {
        const malformed = await t.app.inject(injectOptions(route.method, route.url, entry, cookie, true));
        if (malformed.statusCode !== outcome) {
          failures.push(
            `${actor}: a malformed request got ${malformed.statusCode}, expected ${outcome} before validation`,
          );
        }
        if (!malformed.json<{ message?: string }>().message)
          failures.push(`${actor}: refusal without a message`);
      }
      if (before) {
        const changed = changedTables(before, await snapshotTables(t.app.ctx.db));
        if (changed.length) failures.push(`${actor} (refused) changed: ${changed.join(', ')}`);
      }
    }
    expect(failures, key).toEqual([]);
  });
});
