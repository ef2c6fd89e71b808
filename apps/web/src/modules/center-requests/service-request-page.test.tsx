import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { setLanguage } from '@/lib/i18n';

import {
  BOARD,
  row,
  install,
  FakeEventSource,
  renderPage,
  dataRows,
  getRow,
  findRow,
  setUpBoardTests,
} from './service-request-page.fixtures';

setUpBoardTests();

describe('ServiceRequestPage: the board', { timeout: 30_000 }, () => {
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
      expect(within(dialog).getByText('सभी 12 रिक्वेस्ट को मना करें?')).toBeInTheDocument();
      // The remark a row without one gets is the status word the server stores, in English.
      expect(within(dialog).getByText(/'Rejected'/)).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });
});
