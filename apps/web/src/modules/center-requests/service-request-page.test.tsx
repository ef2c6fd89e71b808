import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setLanguage } from '@/lib/i18n';
import { storeLogin } from '@/modules/auth/session-storage';
import { statusChangeAnswer } from '@/test/contract-fixtures';
import { renderRoutes } from '@/test/render';

import { toView, type CenterRequestRow } from './center-requests-api';
import { sortRows, type SortDir, type SortKey } from './request-sort';
import ServiceRequestPage from './service-request-page';

const BOARD = '/api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb';
const UPDATE = '/api/ServiceRequest/UpdateServiceRequestStatusByServiceCenter';
const REJECT = '/api/ServiceRequest/RejectServiceRequestsByServiceCenter';

function row(id: number, overrides: Partial<CenterRequestRow> = {}): CenterRequestRow {
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
function install(handlers: Record<string, Handler>) {
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

class FakeEventSource {
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

function renderPage() {
  return renderRoutes([{ path: '/', element: <ServiceRequestPage /> }]);
}

const dataRows = () => screen.getAllByRole('row').slice(1);
// Text lookups: accessible-name queries over a whole table are slow in jsdom.
const queryRow = (ref: string) => screen.queryByText(ref)?.closest('tr') ?? null;
const getRow = (ref: string) => screen.getByText(ref).closest('tr')!;
const findRow = async (ref: string) => (await screen.findByText(ref)).closest('tr')!;

async function openMenuAndPick(ref: string, item: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Actions for ${ref}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

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

describe('ServiceRequestPage', { timeout: 30_000 }, () => {
  it('asks for the own center and shows rows with prefixes stripped and the booking text split', async () => {
    const { fetchMock } = install({ [`GET ${BOARD}`]: () => ({ status: 200, body: [row(1)] }) });
    renderPage();
    const cells = within(await findRow('FX-0001')).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(/^FX-0001$/);
    expect(cells[2]).toHaveTextContent('21/11/2026 07:01 PM');
    expect(cells[3]).toHaveTextContent(/^Issue A 1$/);
    expect(cells[4]).toHaveTextContent('Maruti Car (Petrol)');
    expect(cells[5]).toHaveTextContent('1000');
    expect(within(cells[6]!).getByRole('link', { name: '9876510001' })).toHaveAttribute(
      'href',
      'tel:9876510001',
    );
    const directions = within(cells[7]!).getByRole('link');
    expect(directions).toHaveTextContent(/^1th Cross, Koramangala$/);
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12.9352%2C77.6245',
    );
    expect(screen.queryByText(/Problem: |Customer Mobile No: |Current Location: /)).toBeNull();
    expect(screen.getByTestId('total-count')).toHaveTextContent('1');
    const url = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes(BOARD))![0]),
      'http://x',
    );
    expect(url.searchParams.get('SERVICECENTERID')).toBe('3');
    expect(url.searchParams.get('MOBILENO')).toBe('9000000005');
  });

  it('shows An error occurred with the message when the list fails', async () => {
    install({
      [`GET ${BOARD}`]: () => ({ status: 500, body: { message: 'Database is down', status: 500 } }),
    });
    renderPage();
    expect(await screen.findByText('An error occurred: Database is down')).toBeInTheDocument();
  });

  it('shows No Data Available when there is nothing to act on', async () => {
    install({ [`GET ${BOARD}`]: () => ({ status: 200, body: [row(1, { srstatus: 'Accepted' })] }) });
    renderPage();
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeDisabled();
  });

  it('sorts by a column ascending, then descending', async () => {
    install({
      [`GET ${BOARD}`]: () => ({
        status: 200,
        body: [
          row(2, { issuedescription: 'Problem: Brakes' }),
          row(1, { issuedescription: 'Problem: Clutch' }),
          row(3, { issuedescription: 'Problem: Alternator' }),
        ],
      }),
    });
    renderPage();
    await findRow('FX-0001');
    const problems = () => dataRows().map((r) => within(r).getAllByRole('cell')[3]!.textContent);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Problem Description/ }));
    expect(problems()).toEqual(['Alternator', 'Brakes', 'Clutch']);
    expect(screen.getByRole('columnheader', { name: /Problem Description/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: /Problem Description/ }));
    expect(problems()).toEqual(['Clutch', 'Brakes', 'Alternator']);
    await user.click(screen.getByRole('button', { name: /Mileage\(Km\)/ }));
    expect(dataRows().map((r) => within(r).getAllByRole('cell')[5]!.textContent)).toEqual([
      '1000',
      '2000',
      '3000',
    ]);
  });

  it('pages 10 rows at a time with previous, numbered pages and next', async () => {
    install({
      [`GET ${BOARD}`]: () => ({ status: 200, body: Array.from({ length: 12 }, (_, i) => row(i + 1)) }),
    });
    renderPage();
    await findRow('FX-0001');
    expect(dataRows()).toHaveLength(10);
    expect(screen.getByTestId('total-count')).toHaveTextContent('12');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(dataRows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(dataRows()).toHaveLength(10);
  });

  it('asks the server for one page at a time: STATUS per tab, PAGE, PAGESIZE 10 and the column sort', async () => {
    const { fetchMock } = install({
      [`GET ${BOARD}`]: () => ({ status: 200, body: Array.from({ length: 25 }, (_, i) => row(i + 1)) }),
    });
    renderPage();
    await findRow('FX-0001');
    const boardCalls = () =>
      fetchMock.mock.calls
        .map(([u]) => new URL(String(u), 'http://localhost'))
        .filter((u) => u.pathname === BOARD)
        .map((u) => Object.fromEntries(u.searchParams));
    expect(boardCalls()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ STATUS: 'Open', PAGE: '1', PAGESIZE: '10' }),
        expect.objectContaining({ STATUS: 'Accepted', PAGE: '1', PAGESIZE: '10' }),
      ]),
    );
    // Only one page is loaded, but the total and the page buttons are the server's.
    expect(dataRows()).toHaveLength(10);
    expect(screen.getByTestId('total-count')).toHaveTextContent('25');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await findRow('FX-0021');
    expect(boardCalls().at(-1)).toMatchObject({ STATUS: 'Open', PAGE: '3', PAGESIZE: '10' });
    await user.click(screen.getByRole('button', { name: /Problem Description/ }));
    await waitFor(() =>
      expect(boardCalls().at(-1)).toMatchObject({ PAGE: '1', SORT: 'problem', ORDER: 'asc' }),
    );
  });

  it('keeps the Selected buttons disabled until a row is selected, then removes rows only after success', async () => {
    let answer: () => void = () => {};
    install({
      [`GET ${BOARD}`]: () => ({ status: 200, body: [row(1), row(2)] }),
      [`PUT ${UPDATE}`]: () =>
        new Promise(
          (resolve) => (answer = () => resolve({ status: 200, body: statusChangeAnswer('Accepted') })),
        ),
    });
    renderPage();
    await findRow('FX-0001');
    expect(screen.getByRole('button', { name: 'Accept Selected' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject Selected' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select FX-0002' }));
    const accept = screen.getByRole('button', { name: 'Accept Selected (1)' });
    expect(accept).toBeEnabled();
    await user.click(accept);
    // still listed while the call runs
    expect(getRow('FX-0002')).toBeInTheDocument();
    await act(async () => answer());
    await waitFor(() => expect(queryRow('FX-0002')).toBeNull());
    expect(screen.getByRole('button', { name: 'Accept Selected' })).toBeDisabled();
  });

  it('a failed single reject brings the row back; the failure is only logged', async () => {
    let fail: () => void = () => {};
    const { calls } = install({
      [`GET ${BOARD}`]: () => ({ status: 200, body: [row(1)] }),
      [`PUT ${REJECT}`]: () =>
        new Promise((resolve) => (fail = () => resolve({ status: 500, body: { message: 'boom' } }))),
    });
    renderPage();
    await findRow('FX-0001');
    await openMenuAndPick('FX-0001', 'Reject');
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Reject FX-0001?')).toBeInTheDocument();
    await userEvent.setup().click(within(confirm).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(queryRow('FX-0001')).toBeNull());
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => fail());
    expect(await findRow('FX-0001')).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({
      srstatus: 'Rejected',
      acceptedSR: '1-Rejected',
      mobileno: '9000000005',
    });
    expect(screen.queryByText('boom')).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('a failed single close does not bring the row back', async () => {
    install({
      [`GET ${BOARD}`]: () => ({
        status: 200,
        body: [row(1, { srstatus: 'Accepted', srremarks: 'Accepted' })],
      }),
      [`PUT ${UPDATE}`]: () => ({ status: 500, body: { message: 'boom' } }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /Close Service Requests/ }));
    await findRow('FX-0001');
    await openMenuAndPick('FX-0001', 'Close');
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(queryRow('FX-0001')).toBeNull();
    expect(screen.getByText('No Data Available')).toBeInTheDocument();
  });

  it('sends the status word for an empty remark and the typed remark otherwise, all values encrypted', async () => {
    const { calls, fetchMock } = install({
      [`GET ${BOARD}`]: () => ({ status: 200, body: [row(1), row(2)] }),
      [`PUT ${UPDATE}`]: () => ({ status: 200, body: statusChangeAnswer('Accepted') }),
    });
    renderPage();
    await findRow('FX-0001');
    await openMenuAndPick('FX-0001', 'Accept');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      mobileno: '9000000005',
      acceptedSR: '1-Accepted',
      srstatus: 'Accepted',
      srremarks: 'MULTI-SR-UPDATE',
      token: 'SRUPDATE-ACCEPT-CLOSE',
    });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(
      Object.values(JSON.parse(String(put[1]!.body)) as Record<string, string>).every((v) =>
        v.startsWith('ENC['),
      ),
    ).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit SR Remarks for FX-0002' }));
    await user.type(
      screen.getByRole('textbox', { name: 'SR Remarks for FX-0002' }),
      'Mechanic on the way{Enter}',
    );
    expect(screen.getByText('Mechanic on the way')).toBeInTheDocument();
    await openMenuAndPick('FX-0002', 'Accept');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body.acceptedSR).toBe('2-Mechanic on the way');
  });

  it('shows a 409 (someone else acted) and refetches', async () => {
    let board = [row(1)];
    install({
      [`GET ${BOARD}`]: () => ({ status: 200, body: board }),
      [`PUT ${UPDATE}`]: () => {
        board = [];
        return { status: 409, body: { message: 'Cannot mark as Accepted: FX-0001 (Rejected)', status: 409 } };
      },
    });
    renderPage();
    await findRow('FX-0001');
    await openMenuAndPick('FX-0001', 'Accept');
    expect(await screen.findByText('Cannot mark as Accepted: FX-0001 (Rejected)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No Data Available')).toBeInTheDocument());
  });

  it('a single reject asks first: Cancel keeps the row and sends nothing', async () => {
    const { calls } = install({
      [`GET ${BOARD}`]: () => ({ status: 200, body: [row(1), row(2)] }),
      [`PUT ${REJECT}`]: () => ({ status: 200, body: statusChangeAnswer('Rejected') }),
    });
    renderPage();
    await findRow('FX-0001');
    await openMenuAndPick('FX-0002', 'Reject');
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(getRow('FX-0002')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('Reject Selected asks first, then rejects only the selected rows', async () => {
    const { calls } = install({
      [`GET ${BOARD}`]: () => ({ status: 200, body: [row(1), row(2), row(3)] }),
      [`PUT ${REJECT}`]: () => ({ status: 200, body: statusChangeAnswer('Rejected', 2) }),
    });
    renderPage();
    await findRow('FX-0001');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select FX-0001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select FX-0003' }));
    await user.click(screen.getByRole('button', { name: 'Reject Selected (2)' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Reject 2 selected requests?')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Reject 2' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ acceptedSR: '1-Rejected,3-Rejected' });
    await waitFor(() => expect(queryRow('FX-0001')).toBeNull());
    expect(getRow('FX-0002')).toBeInTheDocument();
  });

  it('shows make, model, number plate and colour of the vehicle in the row', async () => {
    install({
      [`GET ${BOARD}`]: () => ({
        status: 200,
        body: [
          row(1, {
            vehiclemake: 'Maruti Suzuki Arena',
            vehiclemodel: 'Swift',
            vehregno: 'ka01ab1234',
            vehiclecolor: 'Pearl White',
          }),
          row(2),
        ],
      }),
    });
    renderPage();
    const first = await findRow('FX-0001');
    expect(within(first).getByText('Maruti Suzuki Arena Swift (Petrol)')).toBeInTheDocument();
    expect(within(first).getByText('KA01AB1234')).toBeInTheDocument();
    expect(within(first).getByText('Pearl White')).toBeInTheDocument();
    // an older answer without the model still names the make and type
    expect(within(getRow('FX-0002')).getByText('Maruti Car (Petrol)')).toBeInTheDocument();
    expect(within(getRow('FX-0002')).queryByTestId('vehicle-regno')).toBeNull();
  });

  it('Reject All empties the list at once and sends every listed request', async () => {
    const { calls } = install({
      [`GET ${BOARD}`]: () => ({ status: 200, body: [row(1), row(2)] }),
      [`PUT ${REJECT}`]: () => ({ status: 500, body: { message: 'boom' } }),
    });
    renderPage();
    await findRow('FX-0001');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reject All' }),
    );
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ acceptedSR: '1-Rejected,2-Rejected', token: 'SRUPDATE-REJECT' });
    // not restored after the failure
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(queryRow('FX-0001')).toBeNull();
  });

  it('puts the open count in the tab title and shows a new request live, without a reload', async () => {
    let board = [row(1), row(2), row(3, { srstatus: 'Accepted' })];
    install({ [`GET ${BOARD}`]: () => ({ status: 200, body: board }) });
    renderPage();
    await findRow('FX-0001');
    await waitFor(() => expect(document.title).toBe('(2) Service Requests · Fixo'));
    board = [row(4), ...board];
    await act(async () => FakeEventSource.last!.emit('request-created', { servicerequestid: 4 }));
    const fresh = await findRow('FX-0004');
    expect(within(fresh).getByText('New')).toBeInTheDocument();
    expect(await screen.findByText('New service request received')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(3) Service Requests · Fixo'));
    expect(FakeEventSource.last!.url).toBe('/api/Events/ServiceCenter');
  });

  it('speaks Hindi: the tabs, the column titles, the kit’s pages and the dialogs; the booking data stays as it is', async () => {
    install({
      [`GET ${BOARD}`]: () => ({ status: 200, body: Array.from({ length: 12 }, (_, i) => row(i + 1)) }),
    });
    await setLanguage('hi');
    try {
      renderPage();
      await findRow('FX-0001');
      expect(screen.getByRole('tab', { name: /सर्विस रिक्वेस्ट पर कार्रवाई/ })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: /समस्या का विवरण/ })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'FX-0002 चुनें' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'पेज 2' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /अगला पेज/ })).toBeEnabled();
      expect(getRow('FX-0001')).toHaveTextContent('Issue A 1');
      await waitFor(() => expect(document.title).toBe('(12) सर्विस रिक्वेस्ट · Fixo'));
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'सभी को मना करें' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText('सभी 10 रिक्वेस्ट को मना करें?')).toBeInTheDocument();
      // The remark a row without one gets is the status word the server stores, in English.
      expect(within(dialog).getByText(/'Rejected'/)).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });
});
