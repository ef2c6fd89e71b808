/**
 * Contract mapping of service requests: the one query shape every answer is read with, the list filters, and
 * the rows turned into the shapes of the spec (create answer, customer rows, center rows).
 */
import { type ServiceRequestResponse, type SrStatus } from '@fixo/shared';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.js';
import { bookingText, localIso } from './service-requests.format.js';

export const PROBLEM = 'Problem: ';
export const CURRENT_LOCATION = 'Current Location: ';
const CUSTOMER_MOBILE = 'Customer Mobile No: ';

/** The columns every answer is built from: one query shape for all lists. */
export function requestQuery(db: Db) {
  return db
    .selectFrom('service_requests as sr')
    .innerJoin('service_centers as sc', 'sc.id', 'sr.service_center_id')
    .leftJoin('vehicle_makes as mk', 'mk.id', 'sr.make_id')
    .leftJoin('vehicle_types as vt', 'vt.id', 'sr.vehicle_type_id')
    .leftJoin('fuel_types as ft', 'ft.id', 'sr.fuel_type_id')
    .leftJoin('vehicle_models as md', 'md.id', 'sr.model_id')
    .leftJoin('vehicle_colors as vc', 'vc.id', 'sr.color_id')
    .select([
      'sr.id',
      'sr.booking_ref',
      'sr.tracking_token',
      'sr.customer_id',
      'sr.mobile',
      'sr.issue',
      'sr.current_location',
      'sr.location',
      'sr.service_center_id',
      'sr.make_other',
      'sr.mileage',
      'sr.vehicle_text',
      'sr.registration_no',
      'sr.status',
      'sr.remarks',
      'sr.created_at',
      'sr.updated_at',
      'sc.name as center_name',
      'sc.contact_person1 as center_contact',
      'sc.mobile as center_mobile',
      'sc.address1 as center_address',
      'sc.services_provided as center_services',
      'mk.name as make_name',
      'vt.name as vehicle_type_name',
      'ft.name as fuel_name',
      'md.name as model_name',
      'vc.name as color_name',
    ]);
}
/** Counts the rows a list filter selects (same alias as requestQuery, so one filter serves both). */
export function countQuery(db: Db) {
  return db.selectFrom('service_requests as sr').select((eb) => eb.fn.countAll().as('n'));
}
/** What a request list is narrowed by. */
export interface ListFilter {
  customerId?: number;
  mobile?: string;
  centerId?: number;
  statuses?: readonly SrStatus[] | null;
}
type ListQuery = ReturnType<typeof requestQuery>;
type CountQuery = ReturnType<typeof countQuery>;

/** Applies a list filter to the list query or to its count (both read service_requests as `sr`). */
export function filtered<Q extends ListQuery | CountQuery>(query: Q, f: ListFilter): Q {
  // The two builders differ only in their joins and selections; the filter touches `sr` columns alone.
  let q = query as unknown as CountQuery;
  if (f.customerId !== undefined) q = q.where('sr.customer_id', '=', f.customerId);
  if (f.mobile !== undefined) q = q.where('sr.mobile', '=', f.mobile);
  if (f.centerId !== undefined) q = q.where('sr.service_center_id', '=', f.centerId);
  if (f.statuses) q = q.where('sr.status', 'in', f.statuses);
  return q as unknown as Q;
}

/** Columns of each request-table sort key (text columns sort as stored; mileage by length, then digits). */
export const CENTER_SORT_COLUMNS = {
  refNo: ['sr.booking_ref'],
  date: ['sr.created_at'],
  problem: ['sr.issue'],
  vehicle: ['sr.vehicle_text'],
  mileage: [sql`length(coalesce(sr.mileage, ''))`, sql`coalesce(sr.mileage, '')`],
  mobile: ['sr.mobile'],
  location: ['sr.current_location'],
  remarks: ['sr.remarks'],
} as const;

export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['executeTakeFirstOrThrow']>>;
/** What the create answer is built from: known without reading the new row back. */
type CreatedRow = Pick<
  RequestRow,
  | 'id'
  | 'booking_ref'
  | 'created_at'
  | 'vehicle_text'
  | 'issue'
  | 'mobile'
  | 'customer_id'
  | 'current_location'
  | 'center_name'
  | 'center_contact'
  | 'center_mobile'
  | 'center_address'
  | 'center_services'
  | 'status'
  | 'tracking_token'
>;

/** Answer of AddNewServiceRequest (spec section 3 'response fields read', plus id, status and tracking). */
export function toCreatedContract(row: CreatedRow): Required<ServiceRequestResponse> {
  return {
    srSERVICEREQUESTID: row.id,
    srBOOKINGREFNO: row.booking_ref,
    srSERVICEREQUESTDATE: localIso(row.created_at),
    srVEHICLE: row.vehicle_text,
    srISSUEDESCRIPTION: row.issue,
    srMOBILENO: row.mobile,
    srCUSTID: row.customer_id,
    srCURRENTLOCATIONADDRESS: row.current_location,
    scSERVICECENTERNAME: row.center_name,
    scCONTACTPERSON1: row.center_contact,
    scMOBILENO1: row.center_mobile,
    scADDRESS1: row.center_address,
    scSERVICESPROVIDED: row.center_services,
    srSTATUS: row.status,
    srTRACKINGTOKEN: row.tracking_token,
    srTRACKINGURL: `/track/${row.tracking_token}`,
  };
}

/** Customer-side shape (my requests, by mobile, tracking). */
export function toCustomerContract(row: RequestRow) {
  return {
    servicerequestid: row.id,
    bookingref: row.booking_ref,
    servicecentername: row.center_name,
    servicecentermobile: row.center_mobile,
    status: row.status,
    remarks: row.remarks,
    createdon: localIso(row.created_at),
    updatedon: localIso(row.updated_at),
    vehicle: row.vehicle_text,
    issue: row.issue,
  };
}

/** Spec section 3 'Service request row (service-center list)', texts with their prefixes. */
export function toCenterRowContract(row: RequestRow) {
  return {
    servicerequestid: row.id,
    bookingrefno: bookingText(row.booking_ref, row.created_at),
    issuedescription: PROBLEM + row.issue,
    vehiclemake: row.make_other ? row.make_other : (row.make_name ?? ''),
    vehicletype: row.vehicle_type_name ?? '',
    // Ours: what the mechanic identifies the vehicle by (the make alone reads 'Maruti Suzuki Arena' for a Swift).
    vehiclemodel: row.model_name ?? '',
    vehregno: row.registration_no,
    vehiclecolor: row.color_name ?? '',
    mobileno: CUSTOMER_MOBILE + row.mobile,
    locationcoordinates: row.location,
    vehfueltype: row.fuel_name ?? '',
    vehmileage: row.mileage ?? '',
    currentlocationaddress: CURRENT_LOCATION + row.current_location,
    srstatus: row.status,
    srremarks: row.remarks,
    createdon: localIso(row.created_at),
  };
}
