import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

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
});
