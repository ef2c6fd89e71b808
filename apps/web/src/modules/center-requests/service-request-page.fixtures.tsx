/**
 * Shared by the board's two test files (listing, and actions): fixtures, a stub of the real board endpoint
 * (filter, sort, pages) and the harness.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

import { storeLogin } from '@/modules/auth/session-storage';
import { renderRoutes } from '@/test/render';

import { toView, type CenterRequestRow } from './center-requests-api';
import { sortRows, type SortDir, type SortKey } from './request-sort';
import ServiceRequestPage from './service-request-page';

export const BOARD = '/api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb';
export const UPDATE = '/api/ServiceRequest/UpdateServiceRequestStatusByServiceCenter';
export const REJECT = '/api/ServiceRequest/RejectServiceRequestsByServiceCenter';

export function row(id: number, overrides: Partial<CenterRequestRow> = {}): CenterRequestRow {
  return {
    servicerequestid: id,
    bookingrefno: `Booking FX-${String(id).padStart(4, '0')} 21/11/2026 07:${String(id).padStart(2, '0')} PM`,
    issuedescription: `Problem: Issue ${String.fromCharCode(64 + (id % 26 || 26))} ${id}`,
    vehiclemake: 'Maruti',
    vehicletype: 'Car',
    mobileno: `Customer Mobile No: 98765${String(10000 + id).slice(-5)}`,
    locationcoordinates: '12.9352,77.6245',
    vehfueltype: 'Petrol',
    vehmileage: String(1000 * id),
    currentlocationaddress: `Current Location: ${id}th Cross, Koramangala`,
    srstatus: 'Open',
    srremarks: 'Open',
    createdon: `2026-11-21T19:${String(id).padStart(2, '0')}:00`,
    ...overrides,
  };
}

type Handler = (
  url: URL,
  init?: RequestInit,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** What the real board endpoint does with a center's rows: STATUS filter, SORT/ORDER, PAGE/PAGESIZE, total. */
function serverPage(url: URL, rows: CenterRequestRow[]) {
  const q = url.searchParams;
  const status = q.get('STATUS');
  const filtered = status ? rows.filter((r) => r.srstatus === status) : rows;
  const key = q.get('SORT') as SortKey | null;
  const byId = new Map(filtered.map((r) => [Number(r.servicerequestid), r]));
  const sorted = key
    ? sortRows(filtered.map(toView), key, (q.get('ORDER') ?? 'asc') as SortDir).map((v) => byId.get(v.id)!)
    : filtered; // the fixtures are in the server's newest-first order already
  const size = Number(q.get('PAGESIZE') ?? 50);
  const page = Number(q.get('PAGE') ?? 1);
  return { status: 200, body: sorted.slice((page - 1) * size, page * size), total: filtered.length };
}

/** Stub of the real server: GetEncValue wraps the text so a test can read what was sent. */
export function install(handlers: Record<string, Handler>) {
  const calls: { path: string; body: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (key === 'GET /api/AppConfigurations/GetEncValue') {
      return new Response(`ENC[${url.searchParams.get('strval')}]`, { status: 200 });
    }
    if (init?.method === 'PUT') {
      const raw = JSON.parse(String(init.body)) as Record<string, string>;
      const body = Object.fromEntries(
        Object.entries(raw).map(([k, v]) => [k, v.replace(/^ENC\[(.*)\]$/s, '$1')]),
      );
      calls.push({ path: url.pathname, body });
    }
    const handler = handlers[key];
    const answer = handler ? await handler(url, init) : { status: 404, body: { message: 'Not found.' } };
    const { status, body, total } =
      key === `GET ${BOARD}` && answer.status === 200 && Array.isArray(answer.body)
        ? serverPage(url, answer.body as CenterRequestRow[])
        : { ...answer, total: undefined };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: {
        'Content-Type': 'application/json',
        ...(total === undefined ? {} : { 'X-Total-Count': String(total) }),
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

export class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  removeEventListener() {}
  close() {}
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? [])
      fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

function signIn() {
  storeLogin(
    {
      usertype: 'ServiceCenter',
      loginUserData: {
        isSaaS: false,
        planenddate: null,
        planid: 1,
        servicecenterid: 3,
        servicecentername: 'Jayanagar Two Wheeler Point',
        mobilenO1: '9000000005',
        scrating: 4.1,
        isactive: true,
      },
    },
    '9000000005',
  );
}

export function renderPage() {
  return renderRoutes([{ path: '/', element: <ServiceRequestPage /> }]);
}

export const dataRows = () => screen.getAllByRole('row').slice(1);
// Text lookups: accessible-name queries over a whole table are slow in jsdom.
export const queryRow = (ref: string) => screen.queryByText(ref)?.closest('tr') ?? null;
export const getRow = (ref: string) => screen.getByText(ref).closest('tr')!;
export const findRow = async (ref: string) => (await screen.findByText(ref)).closest('tr')!;

export async function openMenuAndPick(ref: string, item: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Actions for ${ref}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

/** The board's test harness: a signed-in center, a fake live stream, console errors kept quiet. */
export function setUpBoardTests(): void {
  beforeEach(() => {
    signIn();
    FakeEventSource.last = null;
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
