import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  dashboardSummarySchema,
  formatAcceptedSR,
  serviceRequestReportSchema,
  serviceRequestRowSchema,
  statusChangeResultSchema,
  splitBookingRef,
  SR_PREFIXES,
  stripPrefix,
  type CenterRequestSort,
  type ServiceRequestRow,
  type SrStatus,
  type SrUpdateStatus,
  type StatusChangeResult,
} from '@fixo/shared';

import { apiGet, apiGetPage, apiPut, type ListPage } from '@/lib/api-client';
import { encryptValue } from '@/lib/encrypt-value';

/** The old contract's fixed TOKEN query value; our server accepts and ignores it. */
export const LIST_TOKEN = 'x';
/** Fixed codes of the status update payload (spec section 3/9: values not given; the server ignores them). */
export const STATUS_UPDATE_TOKEN = 'SRUPDATE-ACCEPT-CLOSE';
export const REJECT_UPDATE_TOKEN = 'SRUPDATE-REJECT';
/** srremarks of a status update: the fixed text code of a multi-request update. */
export const MULTI_UPDATE_REMARKS = 'MULTI-SR-UPDATE';

export const UPDATE_PATH = '/api/ServiceRequest/UpdateServiceRequestStatusByServiceCenter';
export const REJECT_PATH = '/api/ServiceRequest/RejectServiceRequestsByServiceCenter';
export const EVENTS_PATH = '/api/Events/ServiceCenter';

/** A row of GetServiceRequestsByServiceCenterForDashboardWeb (texts still carry their prefixes). */
export type CenterRequestRow = ServiceRequestRow;

/** The row as the screens show it: prefixes stripped, booking text split. */
export interface RequestView {
  id: number;
  refNo: string;
  date: string;
  problem: string;
  /** Make and model ('Maruti Suzuki Arena Swift VXi'); make and type when the model is unknown. */
  vehicle: string;
  regNo: string;
  color: string;
  fuel: string;
  mileage: string;
  mobile: string;
  location: string;
  coordinates: string;
  status: SrStatus;
  remarks: string;
  createdon: string;
}

export function toView(row: CenterRequestRow): RequestView {
  const { refNo, date } = splitBookingRef(row.bookingrefno ?? '');
  const make = (row.vehiclemake ?? '').trim();
  const type = (row.vehicletype ?? '').trim();
  const model = (row.vehiclemodel ?? '').trim();
  // A model name often repeats the make ('Swift' under make 'Swift'): say it once.
  const makeAndModel = model && !model.toLowerCase().startsWith(make.toLowerCase()) ? [make, model] : [model];
  return {
    id: Number(row.servicerequestid),
    refNo,
    date,
    problem: stripPrefix(row.issuedescription ?? '', SR_PREFIXES.problem),
    vehicle: model
      ? makeAndModel.filter(Boolean).join(' ')
      : [make, type && type !== make ? type : ''].filter(Boolean).join(' '),
    regNo: (row.vehregno ?? '').trim().toUpperCase(),
    color: (row.vehiclecolor ?? '').trim(),
    fuel: (row.vehfueltype ?? '').trim(),
    mileage: (row.vehmileage ?? '').trim(),
    mobile: stripPrefix(row.mobileno ?? '', SR_PREFIXES.customerMobile),
    location: stripPrefix(row.currentlocationaddress ?? '', SR_PREFIXES.currentLocation),
    coordinates: (row.locationcoordinates ?? '').trim(),
    status: row.srstatus,
    remarks: row.srremarks ?? '',
    createdon: row.createdon ?? '',
  };
}

export function directionsHref(coordinates: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(coordinates)}`;
}

export const centerRequestKeys = {
  all: ['center-requests'] as const,
  board: (centerId: number | string) => ['center-requests', 'board', String(centerId)] as const,
  boardPage: (centerId: number | string, p: BoardPageParams) =>
    [
      'center-requests',
      'board',
      String(centerId),
      p.status,
      p.page,
      p.pageSize,
      p.sort?.key ?? '',
      p.sort?.dir ?? '',
    ] as const,
  summary: ['center-requests', 'summary'] as const,
  statuses: ['center-requests', 'statuses'] as const,
  report: (from: string, to: string, status: string) =>
    ['center-requests', 'report', from, to, status] as const,
};

/** One server page of the board: a tab's status, the page, its size and the column sort (none: newest first). */
export interface BoardPageParams {
  status: 'Open' | 'Accepted';
  page: number;
  pageSize: number;
  sort: { key: CenterRequestSort; dir: 'asc' | 'desc' } | null;
}

export function fetchBoardPage(
  centerId: number | string,
  mobile: string,
  p: BoardPageParams,
  signal?: AbortSignal,
): Promise<ListPage<CenterRequestRow>> {
  return apiGetPage('/api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb', {
    schema: serviceRequestRowSchema,
    query: {
      SERVICECENTERID: centerId,
      MOBILENO: mobile,
      TOKEN: LIST_TOKEN,
      STATUS: p.status,
      PAGE: p.page,
      PAGESIZE: p.pageSize,
      SORT: p.sort?.key,
      ORDER: p.sort?.dir,
    },
    signal,
  });
}

export function fetchSummary(signal?: AbortSignal) {
  return apiGet('/api/ServiceRequest/GetServiceCenterDashboardSummary', {
    schema: dashboardSummarySchema,
    query: { TOKEN: LIST_TOKEN },
    signal,
  });
}

export type ReportStatus = 'All' | SrStatus;
export function reportQuery(from: string, to: string, status: ReportStatus, format: 'json' | 'csv') {
  return { FROM: from, TO: to, STATUS: status, FORMAT: format, TOKEN: LIST_TOKEN };
}

export function fetchReport(from: string, to: string, status: ReportStatus, signal?: AbortSignal) {
  return apiGet('/api/ServiceRequest/GetServiceRequestReport', {
    schema: serviceRequestReportSchema,
    query: reportQuery(from, to, status, 'json'),
    signal,
  });
}

export interface StatusChange {
  mobile: string;
  status: SrUpdateStatus;
  items: { id: number; remark: string }[];
}

/** The plain payload before encryption (exported for tests and for reading). */
export function plainStatusPayload({ mobile, status, items }: StatusChange) {
  return {
    mobileno: mobile,
    // An empty remark becomes the status word (spec section 4).
    acceptedSR: formatAcceptedSR(items, status),
    srstatus: status,
    srremarks: MULTI_UPDATE_REMARKS,
    token: status === 'Rejected' ? REJECT_UPDATE_TOKEN : STATUS_UPDATE_TOKEN,
  };
}

/** Sends a status update with every value encrypted through GetEncValue (spec section 3). */
export async function sendStatusChange(change: StatusChange): Promise<StatusChangeResult> {
  const plain = plainStatusPayload(change);
  const entries = await Promise.all(
    Object.entries(plain).map(async ([key, value]) => [key, await encryptValue(value)] as const),
  );
  const body = Object.fromEntries(entries);
  return apiPut(change.status === 'Rejected' ? REJECT_PATH : UPDATE_PATH, body, {
    schema: statusChangeResultSchema,
  });
}

/** The center's dashboard counts and rating. */
export const useCenterSummary = () =>
  useQuery({ queryKey: centerRequestKeys.summary, queryFn: ({ signal }) => fetchSummary(signal) });

/** The center's report for a date range and status; `enabled` once both dates are valid. */
export const useCenterReport = (from: string, to: string, status: ReportStatus, enabled: boolean) =>
  useQuery({
    queryKey: centerRequestKeys.report(from, to, status),
    queryFn: ({ signal }) => fetchReport(from, to, status, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

/**
 * Each tab reads one server page (STATUS, PAGE, PAGESIZE, SORT, ORDER): a center with thousands of requests
 * never loads them all. `pageSize` is the table's page size (the spec's 10) by default.
 */
export function useBoardPage(centerId: string, mobile: string, params: BoardPageParams) {
  return useQuery({
    queryKey: centerRequestKeys.boardPage(centerId, params),
    queryFn: ({ signal }) => fetchBoardPage(centerId, mobile, params, signal),
    enabled: centerId !== '',
    // Paging and sorting keep the last page on screen until the next arrives (no spinner flash).
    placeholderData: keepPreviousData,
  });
}
