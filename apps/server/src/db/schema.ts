import type { ColumnType, Generated } from 'kysely';

/**
 * Internal table shapes. Flags are 0/1 integers and times are ISO-8601 UTC text in both engines,
 * so one code path serves SQLite and PostgreSQL. Contract spellings live only at the HTTP boundary.
 */
type Flag = number;
type Timestamp = string;

export interface CountryTable {
  id: number;
  name: string;
  phone_code: string;
}
export interface StateTable {
  id: number;
  name: string;
  code: string;
  country_id: number;
}
export interface CityTable {
  id: number;
  name: string;
  state_id: number;
  lat: number | null;
  lng: number | null;
}
export interface PincodeTable {
  pincode: string;
  lat: number;
  lng: number;
  locality: string;
  city_id: number;
  state_id: number;
  source: string;
}
export interface VehicleTypeTable {
  id: number;
  name: string;
}
export interface VehicleTable {
  id: number;
  name: string;
  vehicle_type_id: number;
}
export interface VehicleMakerTable {
  id: number;
  name: string;
  vehicle_type_ids: string;
}
export interface VehicleMakeTable {
  id: number;
  name: string;
  maker_id: number;
}
export interface VehicleModelTable {
  id: number;
  name: string;
  make_id: number;
  vehicle_type_id: number;
  vehicle_id: number | null;
}
export interface NamedTable {
  id: number;
  name: string;
}
export interface ServiceTypeTable {
  id: number;
  name: string;
  is_roadside: Flag;
}
export interface GstRateTable {
  id: Generated<number>;
  code: string;
  kind: string;
  description: string;
  rate: number;
  effective_from: string;
}

export interface AccountTable {
  id: Generated<number>;
  user_type: 'Customer' | 'ServiceCenter' | 'Manager';
  mobile: string;
  passcode_hash: string;
  failed_attempts: Generated<number>;
  locked_until: Timestamp | null;
  /** When a one-time code proved this account's mobile number (null: never proven). */
  mobile_verified_at: Timestamp | null;
  created_at: Timestamp;
}
export interface SessionTable {
  id: string;
  account_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}
export interface OtpTable {
  id: Generated<number>;
  account_id: number;
  code_hash: string;
  expires_at: Timestamp;
  used: Generated<Flag>;
  created_at: Timestamp;
}
/** A fixed-window counter (rate limits, per-mobile sign-in limits); reset_at is epoch milliseconds. */
export interface RateLimitTable {
  key: string;
  count: number;
  /** bigint: PostgreSQL hands it back as text, SQLite as a number; read it through Number(). */
  reset_at: number | string;
}
/** A one-time code sent to prove a mobile number, bound to the browser that asked for it. */
export interface MobileVerificationTable {
  id: Generated<number>;
  mobile: string;
  purpose: 'Register' | 'VerifyAccount' | 'ResetPasscode';
  user_type: 'Customer' | 'ServiceCenter' | 'Manager' | null;
  /** "salt:sha256(salt:code)"; the code itself is never stored. */
  code_hash: string;
  /** sha256 of the browser's verification cookie. */
  browser_hash: string;
  ip: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
  used_at: Timestamp | null;
  created_at: Timestamp;
}
export interface SmsOutboxTable {
  id: Generated<number>;
  to_mobile: string;
  body: string;
  created_at: Timestamp;
  /** Status messages only (null for sign-in codes): 'sms' | 'whatsapp', the template and its variables (JSON). */
  channel: ColumnType<string | null, string | null | undefined, string | null>;
  template: ColumnType<string | null, string | null | undefined, string | null>;
  variables: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface ManagerTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  mobile: string;
}

/** Contact and postal address: a customer and a service center fill in the same fields. */
export interface ContactAddressColumns {
  mobile: string;
  mobile2: string | null;
  email: string;
  address1: string;
  address2: string | null;
  city_id: number;
  state_id: number;
  country_id: number;
  postal_code: string | null;
}

/** A vehicle's reference ids: a customer's vehicle, a shop's vehicle and a service request name it alike. */
export interface VehicleReferenceColumns {
  vehicle_type_id: number;
  vehicle_id: number;
  maker_id: number;
  make_id: number;
  model_id: number;
  color_id: number;
  fuel_type_id: number;
}

export interface CustomerTable extends ContactAddressColumns {
  id: Generated<number>;
  account_id: number;
  name: string;
  location: string;
  login_type: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Where status messages go: 'sms' (default) | 'whatsapp' | 'none'. */
  notify_channel: ColumnType<string, string | undefined, string>;
  /** Language of the customer's screens and status messages: 'en' (default) | 'hi'. */
  language: ColumnType<string, string | undefined, string>;
}
export interface CustomerVehicleTable extends VehicleReferenceColumns {
  id: Generated<number>;
  customer_id: number;
  make_other: string | null;
  registration_no: string;
  chassis_no: string | null;
  mileage: string | null;
}

export interface ServiceCenterTable extends ContactAddressColumns {
  id: Generated<number>;
  account_id: number;
  name: string;
  contact_person1: string;
  contact_person2: string | null;
  lat: number;
  lng: number;
  /** Grid cell of 0.25 degrees ("latCell:lngCell"), indexed: the nearby search reads only the cells around a point. */
  geo_cell: string;
  office_start: string;
  office_end: string;
  services_provided: string;
  pickup: Flag;
  gst_no: string | null;
  login_type: string;
  /** Average of the visible ratings, one decimal (0 without any); recomputed from `ratings` on every change. */
  rating: number;
  /** How many visible ratings the average is of. */
  rating_count: Generated<number>;
  is_active: Flag;
  /** 1 while the center is hidden because it withdrew its location consent (migration 0013). */
  hidden_by_consent: Generated<Flag>;
  /** Language of the center's screens and its 'new request' messages: 'en' (default) | 'hi' (migration 0020). */
  language: ColumnType<string, string | undefined, string>;
  approved_at: Timestamp | null;
  approved_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface ServiceCenterServiceTable {
  service_center_id: number;
  service_type_id: number;
}
export interface ServiceCenterMakerTable {
  service_center_id: number;
  maker_id: number;
}

export interface ServiceRequestTable extends VehicleReferenceColumns {
  id: Generated<number>;
  booking_ref: string;
  tracking_token: string;
  idempotency_key: string | null;
  customer_id: number;
  mobile: string;
  email: string | null;
  service_type_id: number;
  issue: string;
  city_id: number;
  state_id: number;
  country_id: number;
  current_location: string;
  location: string;
  service_center_id: number;
  make_other: string | null;
  registration_no: string;
  chassis_no: string | null;
  mileage: string | null;
  vehicle_text: string;
  status: 'Open' | 'Accepted' | 'Rejected' | 'Closed';
  remarks: string;
  /** Language of the screen the request was created in: a guest's status messages use it (migration 0020). */
  language: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface ServiceRequestEventTable {
  id: Generated<number>;
  service_request_id: number;
  from_status: string | null;
  to_status: string;
  remark: string;
  actor_account_id: number | null;
  created_at: Timestamp;
}

export interface OfferTable {
  id: Generated<number>;
  service_center_id: number;
  discount_percentage: string;
  custom_offer: string;
  discount_amount: string;
  offer_code: string;
  start_date: string;
  end_date: string;
  valid_till: string | null;
  is_active: Flag;
  is_primary: Flag;
  remarks: string;
  record_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlanTable {
  id: number;
  name: string;
  duration_type: string;
  duration_days: number;
  /** Price in paise (migration 0019; rupees in double precision before). */
  amount_paise: Money;
  is_saas: Flag;
  features: string;
  is_active: Flag;
}
export interface SubscriptionTable {
  id: Generated<number>;
  service_center_id: number;
  plan_id: number;
  pm_id: number;
  sppm_id: number;
  amount_received_paise: Money;
  received_at: Timestamp;
  valid_till: Timestamp;
  status: string;
  gateway_confirmation: string | null;
  is_active: Flag;
  created_at: Timestamp;
}
export interface PlanSelectionTable {
  id: Generated<number>;
  service_center_id: number;
  plan_id: number;
  is_active: Flag;
  created_at: Timestamp;
}

export interface ConsentTable {
  id: Generated<number>;
  mobile: string;
  user_type: string;
  page_source: string;
  consent_text: string;
  consent_given: Flag;
  location: string | null;
  /** Language of the screen the consent was given on; `consent_text` is the text shown there (migration 0021). */
  language: ColumnType<string, string | undefined, string>;
  /** 1: the person's own record (signed in, number proven, privacy page); only those decide (migration 0025). */
  by_owner: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Timestamp;
}
export interface WebsiteStatTable {
  page_id: number;
  page_name: string;
  page_path: string;
  visitor_count: number;
  remarks: string;
  last_visit_at: Timestamp;
  last_visit_region: string;
  last_visit_ip: string;
}
export interface AppConfigTable {
  key: string;
  value: string;
  description: string;
}

/** One row per change of an app configuration value: who, when, old, new. */
export interface AppConfigChangeTable {
  id: Generated<number>;
  key: string;
  old_value: string | null;
  new_value: string;
  changed_by_account_id: number | null;
  changed_by: string;
  changed_at: Timestamp;
}
/** bigint columns: PostgreSQL answers them as text, SQLite as numbers; read through Number(). */
type Int8 = ColumnType<number | string, number, number>;

export interface ShopCustomerTable {
  id: Generated<number>;
  service_center_id: number;
  name: string;
  /** Lower-case name for case-insensitive search on both engines. */
  name_lower: string;
  mobile: string;
  email: string;
  address: string;
  gst_no: string;
  notes: string;
  source: 'Walk-in' | 'Import' | 'Marketplace';
  consent_ref: string;
  marketplace_customer_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface ShopVehicleTable extends VehicleReferenceColumns {
  id: Generated<number>;
  service_center_id: number;
  shop_customer_id: number;
  registration_no: string;
  make_other: string;
  chassis_no: string;
  mileage: string;
  created_at: Timestamp;
}
export interface PartRow {
  id: Generated<number>;
  service_center_id: number;
  name: string;
  name_lower: string;
  code: string;
  kind: 'Part' | 'Labour' | 'Service';
  hsn_sac: string;
  gst_rate_fallback: number | null;
  unit: string;
  sale_price_paise: Int8;
  purchase_price_paise: Int8;
  reorder_level_milli: Int8;
  price_includes_gst: Flag;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface StockMovementTable {
  id: Generated<number>;
  service_center_id: number;
  part_id: number;
  kind: 'Opening' | 'Purchase' | 'Adjustment' | 'Issue' | 'Return';
  qty_milli: Int8;
  balance_milli: Int8;
  reason: string;
  job_card_id: number | null;
  job_card_line_id: number | null;
  created_by: number;
  created_at: Timestamp;
}
export interface JobCardTable {
  id: Generated<number>;
  service_center_id: number;
  number: string;
  shop_customer_id: number;
  shop_vehicle_id: number;
  service_request_id: number | null;
  status:
    'Open' | 'EstimateSent' | 'Approved' | 'Declined' | 'InProgress' | 'Ready' | 'Delivered' | 'Cancelled';
  odometer: number | null;
  fuel_level: string | null;
  /** JSON array of text. */
  complaints: string;
  /** JSON array of checklist keys. */
  checklist: string;
  damage_notes: string;
  promised_delivery: string;
  technician: string;
  next_service_date: string | null;
  next_service_odometer: number | null;
  stock_issued_at: Timestamp | null;
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface JobCardLineTable {
  id: Generated<number>;
  job_card_id: number;
  part_id: number | null;
  line_type: 'Part' | 'Labour' | 'Service';
  description: string;
  hsn_sac: string;
  unit: string;
  qty_milli: Int8;
  unit_price_paise: Int8;
  price_includes_gst: Flag;
  discount_type: 'Amount' | 'Percent';
  /** Paise for 'Amount', basis points for 'Percent'. */
  discount_value: Int8;
  gst_rate: number;
  gross_paise: Int8;
  discount_paise: Int8;
  taxable_paise: Int8;
  gst_paise: Int8;
  total_paise: Int8;
  approval: 'Draft' | 'Pending' | 'Approved' | 'Declined';
  estimate_link_id: number | null;
  decided_at: Timestamp | null;
  issued_milli: Int8;
  position: number;
  created_at: Timestamp;
}
export interface JobCardEventTable {
  id: Generated<number>;
  job_card_id: number;
  from_status: string | null;
  to_status: string;
  remark: string;
  actor_account_id: number | null;
  actor_label: string;
  created_at: Timestamp;
}
export interface EstimateLinkTable {
  id: Generated<number>;
  job_card_id: number;
  token_hash: string;
  /** JSON array of job_card_lines ids the link asks about. */
  line_ids: string;
  sent_to: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  superseded_at: Timestamp | null;
  created_by: number;
  created_at: Timestamp;
}
/** A private link to an invoice's PDF sent to the customer (only the token's SHA-256 is kept). */
export interface InvoiceShareLinkTable {
  id: Generated<number>;
  invoice_id: number;
  token_hash: string;
  sent_to: string;
  expires_at: Timestamp;
  created_by: number;
  created_at: Timestamp;
}
export interface EstimateDecisionTable {
  id: Generated<number>;
  estimate_link_id: number;
  job_card_id: number;
  approved_line_ids: string;
  declined_line_ids: string;
  ip: string;
  user_agent: string;
  decided_at: Timestamp;
}
export interface DocumentSequenceTable {
  service_center_id: number;
  /** 'JC' job cards; 'INV' invoices, 'CN' credit notes, 'RCT' payment receipts (part 2). */
  kind: string;
  financial_year: string;
  last_value: number;
}
/** One due item per delivered job card (FixoPro service reminders); dates are YYYY-MM-DD. */
export interface ServiceReminderTable {
  id: Generated<number>;
  service_center_id: number;
  job_card_id: number;
  shop_vehicle_id: number;
  shop_customer_id: number;
  last_service_date: string;
  last_odometer: number | null;
  due_date: string;
  due_odometer: number | null;
  daily_km: number | null;
  odometer_due_date: string | null;
  due_on: string;
  status: 'Due' | 'Done' | 'Dismissed';
  closed_at: Timestamp | null;
  last_sms_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface ServiceReminderSendTable {
  id: Generated<number>;
  reminder_id: number;
  channel: 'SMS' | 'WhatsApp';
  to_mobile: string;
  body: string;
  sent_by: number;
  sent_by_label: string;
  sent_at: Timestamp;
}
/** A center's own service interval for a vehicle kind (absent: the shared default). */
export interface ServiceIntervalTable {
  service_center_id: number;
  vehicle_type_id: number;
  months: number;
  km: number;
  updated_at: Timestamp;
}

export interface NotificationTable {
  id: Generated<number>;
  event: string;
  channel: string;
  recipient: string;
  template: string;
  language: string;
  /** JSON object of the template's variables. */
  variables: string;
  service_request_id: number | null;
  status: ColumnType<'queued' | 'sent' | 'failed', 'queued' | undefined, 'queued' | 'sent' | 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}
export interface NotificationOptOutTable {
  token: string;
  mobile: string;
  created_at: Timestamp;
  opted_out_at: Timestamp | null;
}

/** One rating of a closed service request by its requester (migration 0011). */
export interface RatingTable {
  id: Generated<number>;
  service_request_id: number;
  service_center_id: number;
  /** 0 for a guest (rated through the tracking link). */
  customer_id: number;
  stars: number;
  comment: Generated<string>;
  reply: string | null;
  replied_at: Timestamp | null;
  replied_by: number | null;
  /** Hidden by a manager (abusive): out of public lists and out of the average; reason and who are kept. */
  hidden_at: Timestamp | null;
  hidden_by: number | null;
  hidden_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InvoiceSettingsTable {
  service_center_id: number;
  upi_vpa: string;
  composition_dealer: Flag;
  turnover_above_5cr: Flag;
  updated_at: Timestamp;
}
type Money = ColumnType<number | string, number | undefined, number>;
/** Taxable value, tax by head and total of a credit note or one of its lines. */
interface TaxHeadColumns {
  taxable_paise: Money;
  cgst_paise: Money;
  sgst_paise: Money;
  igst_paise: Money;
  total_paise: Money;
}
/** The taxed amounts an invoice and each of its lines keep, in paise (the invoice's are its lines' sums). */
interface TaxedAmountColumns {
  gross_paise: Money;
  discount_paise: Money;
  taxable_paise: Money;
  cgst_paise: Money;
  sgst_paise: Money;
  igst_paise: Money;
}

export interface InvoiceTable extends TaxedAmountColumns {
  id: Generated<number>;
  service_center_id: number;
  number: string;
  financial_year: string;
  document_kind: 'Tax Invoice' | 'Bill of Supply';
  /** YYYY-MM-DD, India time. */
  issue_date: string;
  job_card_id: number | null;
  /** The job card while the invoice is live (unique), NULL once cancelled. */
  live_job_card_id: number | null;
  job_card_number: string | null;
  supplier_name: string;
  supplier_address: string;
  supplier_gstin: string;
  supplier_state_name: string;
  supplier_state_code: string;
  supplier_mobile: string;
  supplier_email: string;
  upi_vpa: string;
  recipient_name: string;
  recipient_name_lower: string;
  recipient_address: string;
  recipient_mobile: string;
  recipient_gstin: string;
  vehicle_registration: string;
  vehicle_label: string;
  place_of_supply_code: string;
  place_of_supply_name: string;
  tax_split: 'CGST+SGST' | 'IGST' | 'None';
  amount_in_words: string;
  lines_total_paise: Money;
  round_off_paise: Money;
  grand_total_paise: Money;
  received_paise: Money;
  credited_paise: Money;
  status: 'Issued' | 'Cancelled';
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
  cancelled_by: number | null;
  created_by: number;
  created_at: Timestamp;
}
export interface InvoiceLineTable extends TaxedAmountColumns {
  id: Generated<number>;
  invoice_id: number;
  line_no: number;
  line_type: 'Part' | 'Labour' | 'Service';
  description: string;
  hsn_sac: string;
  unit: string;
  uqc: string;
  qty_milli: Int8;
  rate_includes_gst: Flag;
  gst_rate: number;
  rate_paise: Money;
  total_paise: Money;
  credited_paise: Money;
}
export interface InvoicePaymentTable {
  id: Generated<number>;
  service_center_id: number;
  invoice_id: number;
  receipt_no: string;
  mode: 'Cash' | 'UPI' | 'Card' | 'Bank transfer';
  reference: string;
  /** YYYY-MM-DD. */
  paid_on: string;
  amount_paise: Money;
  created_by: number;
  created_at: Timestamp;
}
export interface CreditNoteTable extends TaxHeadColumns {
  id: Generated<number>;
  service_center_id: number;
  invoice_id: number;
  number: string;
  financial_year: string;
  issue_date: string;
  reason: string;
  created_by: number;
  created_at: Timestamp;
}
export interface CreditNoteLineTable extends TaxHeadColumns {
  id: Generated<number>;
  credit_note_id: number;
  invoice_line_id: number;
}

/** One exercised DPDP right (an erasure), with the reference the person was shown. */
export interface PrivacyRequestTable {
  id: Generated<number>;
  reference: string;
  account_id: number;
  user_type: string;
  kind: 'Erasure';
  status: 'Completed';
  /** What was kept and why (the law that requires it). */
  retained: string;
  created_at: Timestamp;
  completed_at: Timestamp | null;
}
export interface GrievanceTable {
  id: Generated<number>;
  reference: string;
  account_id: number | null;
  name: string;
  mobile: string;
  email: string;
  category: string;
  message: string;
  status: 'Open' | 'Answered' | 'Closed';
  answer: string;
  answered_by: number | null;
  answered_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  countries: CountryTable;
  states: StateTable;
  cities: CityTable;
  pincodes: PincodeTable;
  vehicle_types: VehicleTypeTable;
  vehicles: VehicleTable;
  vehicle_makers: VehicleMakerTable;
  vehicle_makes: VehicleMakeTable;
  vehicle_models: VehicleModelTable;
  vehicle_colors: NamedTable;
  fuel_types: NamedTable;
  service_types: ServiceTypeTable;
  gst_rates: GstRateTable;
  accounts: AccountTable;
  sessions: SessionTable;
  otps: OtpTable;
  sms_outbox: SmsOutboxTable;
  mobile_verifications: MobileVerificationTable;
  managers: ManagerTable;
  customers: CustomerTable;
  customer_vehicles: CustomerVehicleTable;
  service_centers: ServiceCenterTable;
  service_center_services: ServiceCenterServiceTable;
  service_center_makers: ServiceCenterMakerTable;
  service_requests: ServiceRequestTable;
  service_request_events: ServiceRequestEventTable;
  offers: OfferTable;
  plans: PlanTable;
  subscriptions: SubscriptionTable;
  plan_selections: PlanSelectionTable;
  consents: ConsentTable;
  website_stats: WebsiteStatTable;
  app_config: AppConfigTable;
  rate_limits: RateLimitTable;
  app_config_changes: AppConfigChangeTable;
  shop_customers: ShopCustomerTable;
  shop_vehicles: ShopVehicleTable;
  parts: PartRow;
  stock_movements: StockMovementTable;
  job_cards: JobCardTable;
  job_card_lines: JobCardLineTable;
  job_card_events: JobCardEventTable;
  estimate_links: EstimateLinkTable;
  estimate_decisions: EstimateDecisionTable;
  document_sequences: DocumentSequenceTable;
  service_reminders: ServiceReminderTable;
  service_reminder_sends: ServiceReminderSendTable;
  service_intervals: ServiceIntervalTable;
  notifications: NotificationTable;
  notification_opt_outs: NotificationOptOutTable;
  ratings: RatingTable;
  invoice_settings: InvoiceSettingsTable;
  invoices: InvoiceTable;
  invoice_lines: InvoiceLineTable;
  invoice_payments: InvoicePaymentTable;
  credit_notes: CreditNoteTable;
  credit_note_lines: CreditNoteLineTable;
  invoice_share_links: InvoiceShareLinkTable;
  privacy_requests: PrivacyRequestTable;
  grievances: GrievanceTable;
}
