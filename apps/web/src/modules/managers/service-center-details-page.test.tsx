import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagerServiceCenterDetails } from '@fixo/shared';

import { managerCenterItem } from '@/test/contract-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';

import ServiceCenterDetailsPage from './service-center-details-page';

const center: ManagerServiceCenterDetails = {
  servicecenterid: 41,
  servicecentername: 'Hosur Road Auto Care',
  contactpersoN1: 'Suresh Gowda',
  contactpersoN2: null,
  mobilenO1: '9823456722',
  mobilenO2: null,
  emailid: 'hosurroad@example.in',
  addresS1: '48, Hosur Road',
  addresS2: null,
  city: 'Bengaluru Urban',
  state: 'Karnataka',
  postalcode: '560068',
  latitude: 12.9081,
  longitude: 77.6476,
  gstin: '29AAGCB7383J1Z5',
  gstincheck: 'checksum',
  services: ['Towing'],
  makers: ['Hyundai'],
  servicesprovided: 'Breakdown, Towing',
  pickupservice: false,
  officestarttime: '08:30',
  officeendtime: '20:00',
  scrating: 0,
  isactive: false,
  registeredon: '2026-11-20T10:00:00.000Z',
  approvedon: null,
  plan: null,
};

const routes = [{ path: '/manager-service-center/:servicecenterid', element: <ServiceCenterDetailsPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('ServiceCenterDetailsPage', () => {
  it('shows why a GSTIN fails the check, the hours and the position, and approves after confirmation', async () => {
    let approvedBody: unknown;
    let details = center;
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/Manager/GetServiceCenterDetails': () => ({ status: 200, body: details }),
        'PUT /api/Manager/ApproveServiceCenter': (init) => {
          approvedBody = JSON.parse(String(init?.body));
          details = { ...center, isactive: true, approvedon: '2026-11-23T06:00:00.000Z' };
          return {
            status: 200,
            body: managerCenterItem({ servicecenterid: center.servicecenterid, isactive: true }),
          };
        },
      }),
    );
    renderRoutes(routes, { initialEntries: ['/manager-service-center/41'] });

    expect(await screen.findByRole('heading', { name: 'Hosur Road Auto Care' })).toBeInTheDocument();
    expect(
      screen.getByText('The check digit (15th character) does not match: likely a typo'),
    ).toBeInTheDocument();
    expect(screen.getByText('8:30 AM – 8:00 PM')).toBeInTheDocument();
    expect(screen.getByText('12.90810, 77.64760')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=12.9081,77.6476',
    );
    expect(screen.getByText('20/11/2026')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Hosur Road Auto Care (Bengaluru Urban) will be visible to customers and can receive requests.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approvedBody).toEqual({ servicecenterid: 41 }));
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('says the center does not exist for an unknown id or one that is not an id', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/Manager/GetServiceCenterDetails': () => ({
          status: 404,
          body: { message: 'Service center not found.', status: 404 },
        }),
      }),
    );
    renderRoutes(routes, { initialEntries: ['/manager-service-center/999'] });
    expect(await screen.findByText('This service center does not exist.')).toBeInTheDocument();

    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, { initialEntries: ['/manager-service-center/abc'] });
    expect((await screen.findAllByText('This service center does not exist.')).length).toBe(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
