/**
 * Messages of the FixoPro suite (customer masters, parts & services, job cards, estimate link). The spec shows
 * no texts for these screens ("content not shown"), so every text here is ours, in the spec's style:
 * field messages 'X is required' / 'X must be ...', notices as whole sentences.
 */

import { indiaClock } from './helpers/india-time.js';

/** 'dd MMM yyyy' in India time, without a date library. */
function formatPlanEnd(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const { year, month, day } = indiaClock(t);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${String(day).padStart(2, '0')} ${months[month - 1]} ${year}`;
}

/** Access to the suite (403 answers). */
export const SUITE_ACCESS_MESSAGES = {
  /** No paid FixoPro plan at all (free plan or none). */
  noPlan:
    'FixoPro is available with an active paid plan. Please choose a FixoPro plan to use the service-management suite.',
  /** A FixoPro plan that has ended (the end date is shown like the web notice). */
  expired: (planEnd: string): string =>
    `Your FixoPro subscription expired on ${formatPlanEnd(planEnd)}. Please renew your plan to continue using the service-management suite.`,
} as const;

/** Field and rule messages of the suite. */
export const SUITE_MESSAGES = {
  // customer masters
  vehiclesRequired: 'Add at least one vehicle',
  vehiclesMax: 'A customer can have at most 20 vehicles',
  registrationDuplicate: 'This registration number is already listed for this customer',
  registrationTaken: 'This registration number belongs to another customer of your center',
  // CSV rows naming a reference entry that does not exist (the dialog shows the cell's value beside them)
  unknownVehicleMaker: 'Unknown vehicle maker',
  unknownVehicleMake: 'Unknown vehicle make for this maker',
  unknownVehicleModel: 'Unknown vehicle model for this make',
  unknownFuelType: 'Unknown fuel type',
  unknownColour: 'Unknown colour',
  mobileTaken: 'Another customer of your center already has this mobile number',
  gstinInvalid: 'Invalid GST number format.',
  notesMax: 'Notes must be at most 2000 characters',
  odometerDigits: 'Odometer must be a whole number of kilometres (up to 7 digits)',
  shopCustomerNotFound: 'Customer not found.',
  shopVehicleNotFound: 'Vehicle not found for this customer.',
  requestNotAccepted: 'Only a service request your center has accepted can be added.',
  serviceRequestNotFound: 'Service request not found.',

  // CSV import
  csvRequired: 'CSV file is required',
  csvTooLarge: 'CSV file is too large (at most 2,000 rows)',
  csvHeaderInvalid: (missing: string): string => `CSV header is missing column(s): ${missing}`,
  csvHasErrors: (count: number): string =>
    `${count} row(s) have errors. Nothing was saved. Fix them or import only the valid rows.`,

  // parts & services
  partNameRequired: 'Name is required',
  partNameMax: 'Name must be at most 200 characters',
  partCodeMax: 'Part number / code must be at most 50 characters',
  partCodeTaken: 'Another item of your center already has this part number / code',
  partTypeInvalid: "Kind must be 'Part', 'Labour' or 'Service'",
  hsnRequired: 'HSN code is required for a part',
  hsnInvalid: 'HSN code must be 4, 6 or 8 digits',
  sacRequired: 'SAC code is required for labour and services',
  sacInvalid: 'SAC code must be 6 digits starting with 99',
  gstRateInvalid: 'GST rate must be one of 0, 5, 12, 18, 28 or 40 %',
  gstRateRequired: 'GST rate is required: this HSN/SAC code is not in the GST rate table',
  unitInvalid: 'Please select a valid unit',
  pricePaise: 'Price must be a whole number of paise, 0 or more',
  priceMax: 'Price must be at most ₹1,00,00,000',
  qtyInvalid: 'Quantity must be a number with up to 3 decimals',
  qtyPositive: 'Quantity must be more than 0',
  qtyMax: 'Quantity must be at most 1,00,000',
  reorderLevelInvalid: 'Reorder level must be 0 or more, with up to 3 decimals',
  movementTypeInvalid: "Movement type must be 'Opening', 'Purchase' or 'Adjustment'",
  adjustmentReasonRequired: 'Reason is required for a stock adjustment',
  reasonMax: 'Reason must be at most 500 characters',
  adjustmentNotZero: 'Adjustment quantity must not be 0',
  openingOnce: 'Opening stock is already recorded for this item; use an adjustment instead',
  partNotFound: 'Item not found.',
  stockOnlyForParts: 'Stock is kept only for parts',
  insufficientStock: (name: string, onHand: string, needed: string): string =>
    `Not enough stock of ${name}: ${onHand} on hand, ${needed} needed. Confirm to issue anyway and record a negative balance.`,

  // job cards
  jobCardNotFound: 'Job card not found.',
  fuelLevelInvalid: "Fuel level must be one of 'E', '1/4', '1/2', '3/4', 'F'",
  complaintsRequired: 'Add at least one complaint',
  complaintMax: 'Each complaint must be at most 500 characters',
  checklistInvalid: 'Unknown intake checklist item',
  damageNotesMax: 'Damage notes must be at most 2000 characters',
  technicianMax: 'Technician must be at most 100 characters',
  promisedDeliveryInvalid: 'Promised delivery must be a valid date and time',
  complaintsMax: 'Add at most 20 complaints',
  nextServiceDateInvalid: 'Next service date must be a real date (YYYY-MM-DD)',
  nextServiceDateRange: 'Next service date must be within 5 years of today',
  lineDescriptionRequired: 'Description is required',
  lineDescriptionMax: 'Description must be at most 200 characters',
  discountTypeInvalid: "Discount type must be 'Amount' or 'Percent'",
  discountPercentInvalid: 'Discount % must be between 0 and 100, with up to 2 decimals',
  discountAmountInvalid: 'Discount must be a whole number of paise, 0 or more',
  discountOverPrice: 'Discount cannot be more than the line amount',
  linesMax: 'A job card can have at most 200 lines',
  jobCardTotalMax: 'A job card can total at most ₹10,00,00,00,000 before discount and GST',
  customerOrVehicleRequired: 'Select a customer and vehicle, or enter a new one',
  statusInvalid: 'Please select a valid status',
  illegalMove: (from: string, to: string): string => `A job card cannot move from ${from} to ${to}.`,
  statusChanged: 'This job card was changed by someone else. Reload it and try again.',
  decidedLineLocked: 'Lines the customer has already approved or declined cannot be changed or removed.',
  closedJobCard: 'A delivered or cancelled job card cannot be changed.',
  nothingToApprove: 'There are no lines waiting for approval.',
  linesAwaitingApproval:
    "Some lines are still waiting for the customer's approval. Send the estimate, or remove those lines.",
  lineNotFound: 'Line not found on this job card.',
  estimateOnlyWhenOpen: 'Use Send estimate to ask the customer for approval.',
  noMobileForEstimate: 'The customer has no mobile number to send the estimate to.',
  alreadyLinked: 'This service request already has a job card.',

  // invoices, payments, credit notes (issue 12)
  invoiceNotFound: 'Invoice not found.',
  recipientRequired: 'Enter the customer (name and address) for a counter sale',
  recipientNameRequired: 'Customer name is required',
  recipientNameMax: 'Customer name must be at most 200 characters',
  recipientAddressMax: 'Customer address must be at most 500 characters',
  invoiceLinesRequired: 'Add at least one line',
  placeOfSupplyInvalid: 'Place of supply must be a valid GST state code',
  placeOfSupplyRequired: 'Choose the place of supply',
  compositionInterState:
    'A composition dealer cannot supply to another state: the place of supply must be your own state',
  recipientAddressForGstin: 'Address is required for a registered buyer (GSTIN): a tax invoice must show it',
  customerAddressForGstin:
    "Add the customer's address to their profile first: an invoice to a registered buyer (GSTIN) must show it.",
  reasonRequired: 'Reason is required',
  invoiceStatusInvalid: "Status must be 'Issued' or 'Cancelled'",
  paymentStatusInvalid: "Payment status must be 'Paid', 'Partly paid' or 'Unpaid'",
  fromDateInvalid: 'From date must be a valid date (YYYY-MM-DD)',
  toDateInvalid: 'To date must be a valid date (YYYY-MM-DD)',
  reportRangeOrder: 'To date must be on or after the from date',
  reportRangeMax: 'The date range can be at most 3 years',
  reportGroupInvalid: "Group must be 'day' or 'month'",
  upiIdInvalid: 'UPI ID must look like name@bank',
  settingFlagInvalid: 'Please choose yes or no',
  paymentModeInvalid: "Payment mode must be 'Cash', 'UPI', 'Card' or 'Bank transfer'",
  paymentAmountInvalid: 'Amount must be a whole number of paise, more than 0',
  paymentReferenceMax: 'Reference must be at most 100 characters',
  upiReferenceRequired: 'UPI reference number is required',
  paymentDateInvalid: 'Payment date must be a valid date (YYYY-MM-DD)',
  paymentDateOutOfRange: 'Payment date cannot be before the invoice date or in the future',
  overpayment: (balance: string): string =>
    `Amount is more than the balance due (${balance}). Overpayment is not accepted.`,
  invoicePaid: 'This invoice is already fully paid.',
  invoiceCancelled: 'This invoice is cancelled.',
  creditLineInvalid: 'Line number must be a line of the invoice',
  creditAmountInvalid: 'Credit amount must be a whole number of paise, more than 0',
  creditLinesOrAmount: 'Give either the lines to credit or an amount, not both',
  creditOverLine: (lineno: number, left: string): string =>
    `Line ${lineno} can be credited at most ${left} more.`,
  creditOverInvoice: (left: string): string => `This invoice can be credited at most ${left} more.`,
  cancelWithPayments:
    'An invoice with payments or credit notes cannot be cancelled. Issue a credit note instead.',
  jobCardNotReady: 'Only a job card that is Ready or Delivered can be invoiced.',
  jobCardInvoiced: (invoiceNo: string): string =>
    `This job card already has invoice ${invoiceNo}. Cancel it first to issue a new one.`,
  jobCardHasInvoice: (invoiceNo: string): string =>
    `This job card has invoice ${invoiceNo}. Cancel the invoice first to change the job card.`,
  jobCardNothingToBill: 'This job card has no approved lines to invoice.',
  hsnMissing: (lineno: number): string =>
    `Line ${lineno}: HSN/SAC code of at least 4 digits is required on a tax invoice.`,
  hsnSixDigits: (lineno: number): string =>
    `Line ${lineno}: HSN/SAC code must have at least 6 digits (turnover above ₹5 crore).`,
  gstinStateUnknown: (code: string): string =>
    `The customer's GSTIN starts with ${code}, which is no state today. Choose the place of supply.`,
  invoiceTotalZero: 'An invoice total must be more than ₹0.',
  centerStateMissing: 'Your center profile has no state; add it before issuing invoices.',

  // estimate link (public)
  estimateNotFound: 'This estimate link is not valid. Please ask the service center for a new link.',
  estimateExpired:
    'This estimate link has expired. Please ask the service center to send the estimate again.',
  estimateUsed: 'This estimate has already been answered. Thank you!',
  estimateSuperseded: 'A newer estimate was sent for this job card. Please open the latest link.',
  decisionsIncomplete: 'Please approve or decline every line.',
  decisionUnknownLine: 'The answer names a line that is not in this estimate.',
} as const;

/**
 * How a value of a keyed template travels: as it is shown ('text', a 'number'), or raw so each language formats it
 * itself ('paise': an amount in paise → ₹; 'date' / 'dateTime': an ISO instant, read in India time).
 */
export type MessageParamKind = 'text' | 'number' | 'paise' | 'date' | 'dateTime';

/**
 * The template messages (the functions above, and the reminders' SMS gap) that the API answers with
 * `messageKey` and `messageParams` next to the English `message`: key → its values and their kinds. The server
 * builds the English from the same key and values, and the web says the template in the screen's language.
 */
export const KEYED_MESSAGES = {
  'suite.csvHeaderInvalid': { missing: 'text' },
  'suite.csvHasErrors': { count: 'number' },
  'suite.insufficientStock': { name: 'text', onHand: 'text', needed: 'text' },
  'suite.illegalMove': { from: 'text', to: 'text' },
  'suite.overpayment': { balance: 'paise' },
  'suite.creditOverLine': { lineno: 'number', left: 'paise' },
  'suite.creditOverInvoice': { left: 'paise' },
  'suite.jobCardInvoiced': { invoiceNo: 'text' },
  'suite.jobCardHasInvoice': { invoiceNo: 'text' },
  'suite.hsnMissing': { lineno: 'number' },
  'suite.hsnSixDigits': { lineno: 'number' },
  'suite.gstinStateUnknown': { code: 'text' },
  'access.expired': { planEnd: 'date' },
  'reminders.smsTooSoon': { nextAt: 'dateTime' },
  // Sign-in and the per-account create limits (messages.ts): said on the sign-in, request and offer screens.
  'auth.accountLocked': { minutes: 'number' },
  'auth.accountLockedOtp': { minutes: 'number' },
  'auth.tooManyOtpRequests': { minutes: 'number' },
  'auth.tooManyOtpTries': { minutes: 'number' },
  'limits.customerRequestsPerHour': { n: 'number' },
  'limits.customerRequestsPerDay': { n: 'number' },
  'limits.centerOffersPerDay': { n: 'number' },
  'limits.consentsPerHour': { n: 'number' },
} as const satisfies Record<string, Record<string, MessageParamKind>>;
export type KeyedMessageKey = keyof typeof KEYED_MESSAGES;
type ParamValue<Kind extends MessageParamKind> = Kind extends 'number' | 'paise' ? number : string;
/** The values a keyed template takes, typed by their kinds. */
export type KeyedMessageParams<K extends KeyedMessageKey> = {
  -readonly [P in keyof (typeof KEYED_MESSAGES)[K]]: (typeof KEYED_MESSAGES)[K][P] extends MessageParamKind
    ? ParamValue<(typeof KEYED_MESSAGES)[K][P]>
    : never;
};
