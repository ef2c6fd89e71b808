import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_REMINDER_MESSAGES as M, type ServiceReminder } from '@fixo/shared';

import { renderRoutes, stubFetch, stubResizeObserver } from '@/test/render';

import { ReminderActions, SentInfo } from './reminder-parts';
import { ServiceIntervalsForm } from './service-intervals-dialog';

const message = 'Dear Asha, your vehicle KA01MN1234 is due for its next service on 05 Jan 2027.';
function reminder(overrides: Partial<ServiceReminder> = {}): ServiceReminder {
  return {
    reminderid: 7,
    jobcardid: 3,
    jobcardno: 'JC/2026-27/0003',
    shopcustomerid: 2,
    customername: 'Asha Rao',
    mobilenO1: '9845012345',
    vehregistrationno: 'KA01MN1234',
    vehicle: 'Maruti Suzuki WagonR',
    vehtype: 'Car',
    lastservicedate: '2026-07-05',
    lastodometer: 42000,
    duedate: '2027-01-05',
    dueodometer: 52000,
    odometerduedate: null,
    dueon: '2027-01-05',
    dueby: 'Date',
    dailykm: null,
    status: 'Due',
    daysleft: 3,
    sends: [],
    nextsmsafter: null,
    message,
    whatsappurl: `https://wa.me/919845012345?text=${encodeURIComponent(message)}`,
    ...overrides,
  };
}

const posts = () => vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

describe('ReminderActions', () => {
  it('sends the SMS reminder and says so; the WhatsApp button links to wa.me with the text', async () => {
    const sent = reminder({
      sends: [{ channel: 'SMS', senton: '2026-11-23T04:30:00Z', sentto: '9845012345', by: 'Sri Lakshmi' }],
      nextsmsafter: '2026-11-24T04:30:00Z',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({ 'POST /api/ServiceReminder/SendServiceReminder': () => ({ status: 200, body: sent }) }),
      ),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ReminderActions reminder={reminder()} /> }]);
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/919845012345?text=${encodeURIComponent(message)}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText('Reminder sent by SMS to 9845012345.')).toBeInTheDocument();
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({ reminderid: 7, channel: 'SMS' });
  });

  it('shows the 24-hour refusal of the server and keeps a sent SMS button disabled', async () => {
    const refusal = M.smsTooSoon('24 Nov 2026, 10:00 AM');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          'POST /api/ServiceReminder/SendServiceReminder': () => ({
            status: 409,
            body: { message: refusal, status: 409 },
          }),
        }),
      ),
    );
    const user = userEvent.setup();
    const view = renderRoutes([{ path: '/', element: <ReminderActions reminder={reminder()} /> }]);
    await user.click(screen.getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    view.unmount();

    renderRoutes([
      {
        path: '/',
        element: <ReminderActions reminder={reminder({ nextsmsafter: '2026-11-24T04:30:00Z' })} />,
      },
    ]);
    expect(screen.getByRole('button', { name: 'SMS sent' })).toBeDisabled();
  });

  it('offers no sending on a closed reminder', () => {
    renderRoutes([{ path: '/', element: <ReminderActions reminder={reminder({ status: 'Done' })} /> }]);
    expect(screen.queryByRole('button', { name: 'Send SMS' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
  });

  it('lists the latest send with its channel', () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <SentInfo
            reminder={reminder({
              sends: [
                { channel: 'WhatsApp', senton: '2026-11-23T04:30:00Z', sentto: '9845012345', by: 'X' },
                { channel: 'SMS', senton: '2026-11-20T04:30:00Z', sentto: '9845012345', by: 'X' },
              ],
            })}
          />
        ),
      },
    ]);
    expect(screen.getByText('WhatsApp sent')).toBeInTheDocument();
    expect(screen.getByText(/2 reminders/)).toBeInTheDocument();
  });
});

describe('ServiceIntervalsForm', () => {
  it('refuses a month count out of range beside the field and saves nothing', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({})));
    const user = userEvent.setup();
    renderRoutes([
      {
        path: '/',
        element: (
          <ServiceIntervalsForm
            intervals={[
              { vehtypid: 1, vehtype: 'Two Wheeler', months: 3, km: 3000, isdefault: true },
              { vehtypid: 3, vehtype: 'Car', months: 6, km: 10000, isdefault: true },
            ]}
          />
        ),
      },
    ]);
    const months = screen.getByLabelText('Car months');
    await user.clear(months);
    await user.type(months, '0');
    await user.click(screen.getByRole('button', { name: 'Save intervals' }));
    expect(await screen.findByText(`Car: ${M.months}`)).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('saves the intervals of every kind', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          'PUT /api/ServiceReminder/SaveServiceIntervals': () => ({
            status: 200,
            body: { intervals: [{ vehtypid: 3, vehtype: 'Car', months: 4, km: 8000, isdefault: false }] },
          }),
        }),
      ),
    );
    const user = userEvent.setup();
    renderRoutes([
      {
        path: '/',
        element: (
          <ServiceIntervalsForm
            intervals={[{ vehtypid: 3, vehtype: 'Car', months: 6, km: 10000, isdefault: true }]}
          />
        ),
      },
    ]);
    await user.clear(screen.getByLabelText('Car months'));
    await user.type(screen.getByLabelText('Car months'), '4');
    await user.clear(screen.getByLabelText('Car kilometres'));
    await user.type(screen.getByLabelText('Car kilometres'), '8000');
    await user.click(screen.getByRole('button', { name: 'Save intervals' }));
    expect(await screen.findByText('Service intervals saved.')).toBeInTheDocument();
    const put = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ intervals: [{ vehtypid: 3, months: 4, km: 8000 }] });
    await waitFor(() => expect(screen.queryByText('Default')).toBeNull());
  });
});
