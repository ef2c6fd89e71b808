import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderRoutes } from '@/test/render';

import ServiceRequestConfirmationPage from './confirmation-page';
import type { CreatedServiceRequest } from './service-request-api';

const PATH = '/dashboard-customer/service-request/ServiceRequestConfirmation';
const created: CreatedServiceRequest = {
  srSERVICEREQUESTID: 7,
  srBOOKINGREFNO: 'FX-ABC123',
  srSERVICEREQUESTDATE: '2026-11-21T10:42:00',
  srVEHICLE: 'Maruti Suzuki Swift',
  srISSUEDESCRIPTION: 'Problem: Engine will not start',
  srMOBILENO: '9876512345',
  srCUSTID: 0,
  srCURRENTLOCATIONADDRESS: 'Current Location: Andheri East, Mumbai',
  scSERVICECENTERNAME: 'Andheri Motor Garage',
  scCONTACTPERSON1: 'Rajesh Patil',
  scMOBILENO1: '9000000007',
  scADDRESS1: 'Shop 5, Mahakali Caves Road',
  scSERVICESPROVIDED: 'Towing',
  srSTATUS: 'Open',
  srTRACKINGTOKEN: 'tok123',
  srTRACKINGURL: '/track/tok123',
};

function renderWith(state: unknown) {
  return renderRoutes([{ path: PATH, element: <ServiceRequestConfirmationPage /> }], {
    initialEntries: [{ pathname: PATH, state }] as never,
  });
}

function valueOf(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

afterEach(() => vi.unstubAllGlobals());

describe('Service request confirmation', () => {
  it("shows the summary with the 12-hour date, 'NA' for a guest and the tracking link", () => {
    renderWith({ serviceRequest: created });
    expect(screen.getByText('Your request is submitted successfully')).toBeInTheDocument();
    expect(screen.getByText('FX-ABC123')).toBeInTheDocument();
    expect(screen.getByText('Request Summary')).toBeInTheDocument();
    expect(valueOf('Date')).toBe('11/21/2026 10:42 AM');
    expect(valueOf('Customer ID')).toBe('NA');
    expect(valueOf('Problem')).toBe('Engine will not start');
    expect(valueOf('Current Location')).toBe('Andheri East, Mumbai');
    expect(valueOf('Service Center')).toBe('Andheri Motor Garage');
    expect(valueOf('Contact Person')).toBe('Rajesh Patil');
    expect(screen.getByLabelText('Tracking link')).toHaveValue(`${window.location.origin}/track/tok123`);
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/dashboard-customer');
  });

  it('shows the customer id of a signed-in customer and no tracking link; PM hours in 12-hour form', () => {
    renderWith({ serviceRequest: { ...created, srCUSTID: 12, srSERVICEREQUESTDATE: '2026-01-05T19:05:00' } });
    expect(valueOf('Customer ID')).toBe('12');
    expect(valueOf('Date')).toBe('01/05/2026 07:05 PM');
    expect(screen.queryByLabelText('Tracking link')).not.toBeInTheDocument();
  });

  it('without navigation state shows a friendly message and a link to the dashboard', () => {
    renderWith(null);
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard-customer',
    );
  });

  it("offers 'Share' as a WhatsApp message carrying the tracking link where the Web Share API is missing", () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    renderWith({ serviceRequest: created });
    const share = screen.getByRole('link', { name: 'Share' });
    const href = new URL(share.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toContain(`${window.location.origin}/track/tok123`);
    expect(href.searchParams.get('text')).toContain('FX-ABC123');
  });

  it("shares through the Web Share API where the browser has it, and 'Copy link' copies", async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderWith({ serviceRequest: created });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/track/tok123` }),
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // user-event puts its own clipboard in place: read back what the page wrote.
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/track/tok123`);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});
