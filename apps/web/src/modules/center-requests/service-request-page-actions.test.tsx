import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { statusChangeAnswer } from '@/test/contract-fixtures';

import {
  BOARD,
  UPDATE,
  REJECT,
  row,
  install,
  renderPage,
  queryRow,
  getRow,
  findRow,
  openMenuAndPick,
  setUpBoardTests,
} from './service-request-page.fixtures';

setUpBoardTests();

describe('ServiceRequestPage: accept, close and reject', { timeout: 30_000 }, () => {
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

  it('asks before the tab is closed while an accept is still on its way, and not after', async () => {
    let answer: () => void = () => {};
    install({
      [`GET ${BOARD}`]: () => ({ status: 200, body: [row(1)] }),
      [`PUT ${UPDATE}`]: () =>
        new Promise(
          (resolve) => (answer = () => resolve({ status: 200, body: statusChangeAnswer('Accepted') })),
        ),
    });
    renderPage();
    await findRow('FX-0001');
    // dispatchEvent answers false when a listener cancelled the unload (the browser then asks).
    const leaves = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leaves()).toBe(true);
    await openMenuAndPick('FX-0001', 'Accept');
    await waitFor(() => expect(queryRow('FX-0001')).toBeNull());
    expect(leaves()).toBe(false);
    await act(async () => answer());
    await waitFor(() => expect(leaves()).toBe(true));
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

  it('Accept All acts on every open request of the tab, on all its pages, as its dialog says', async () => {
    const open = Array.from({ length: 13 }, (_, i) => row(13 - i));
    const { calls } = install({
      [`GET ${BOARD}`]: () => ({ status: 200, body: open }),
      [`PUT ${UPDATE}`]: () => ({ status: 200, body: { updated: 13 } }),
    });
    renderPage();
    await findRow('FX-0013');
    const user = userEvent.setup();
    // On page 2 (3 rows) the total still says 13, and so does the dialog.
    await user.click(screen.getByRole('button', { name: /^(Page 2|2)$/ }));
    await findRow('FX-0003');
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Accept all 13 requests?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept All' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = calls[0]!.body.acceptedSR!.split(',').map((pair) => Number(pair.split('-')[0]));
    expect(sent.sort((a, b) => a - b)).toEqual(
      open.map((r) => Number(r.servicerequestid)).sort((a, b) => a - b),
    );
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
});
