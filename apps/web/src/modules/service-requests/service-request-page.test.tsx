import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setLanguage } from '@/lib/i18n';
import { renderRoutes, stubResizeObserver } from '@/test/render';

import { anotherCenterState } from './choose-another-center';
import ServiceRequestPage from './service-request-page';
import { center, fetchStub, stubGeolocation } from './test-fixtures';

const PATH = '/dashboard-customer/service-request';

function renderPage(state?: unknown) {
  return renderRoutes(
    [
      { path: PATH, element: <ServiceRequestPage /> },
      {
        path: '/dashboard-customer/service-request/ServiceRequestConfirmation',
        element: <h1>Confirmation</h1>,
      },
    ],
    { initialEntries: [state ? { pathname: PATH, state } : PATH] as never },
  );
}

let requests: { url: URL; init?: RequestInit }[] = [];

beforeEach(() => {
  requests = [];
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    fetchStub((url, init) => {
      requests.push({ url, init });
      if (url.pathname === '/api/Utility/AddAndUpdateWebsiteStats') return { status: 200, body: {} };
      if (url.pathname === '/api/AppConfigurations/GetEncValue')
        return { status: 200, text: `enc(${url.searchParams.get('strval')})` };
      if (url.pathname === '/api/Location/GetByPostalCode') {
        return {
          status: 200,
          body: {
            postalcode: '560034',
            locality: 'Koramangala',
            city: 'Bengaluru Urban',
            cityid: 530,
            state: 'Karnataka',
            stateid: 29,
            country: 'India',
            countryid: 1,
            lat: 12.93,
            lng: 77.62,
          },
        };
      }
      if (url.pathname === '/api/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb') {
        return { status: 200, body: [center(1, { servicecentername: 'Sri Lakshmi Auto Works' }), center(2)] };
      }
      return undefined;
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('New Service Request screen', () => {
  it('shows the exact required-field messages on blur', async () => {
    stubGeolocation('denied');
    renderPage();
    const user = userEvent.setup();

    await user.click(screen.getByLabelText(/^Describe the problem/));
    await user.tab();
    expect(await screen.findByText('Description should be at least 1 characters')).toBeInTheDocument();

    const mobile = screen.getByLabelText(/^Mobile Number/);
    await user.type(mobile, '98765');
    await user.tab();
    expect(await screen.findByText('Mobile number is too short')).toBeInTheDocument();

    const where = screen.getByLabelText(/^Current Location/);
    await user.type(where, 'abc');
    await user.tab();
    expect(await screen.findByText('Current location is too short')).toBeInTheDocument();

    await user.click(screen.getByLabelText(/^Registration Number/));
    await user.tab();
    expect(await screen.findByText('Registration number is required')).toBeInTheDocument();

    const type = screen.getByLabelText(/^Vehicle type/);
    await waitFor(() => expect(within(type).getByRole('option', { name: 'Car' })).toBeInTheDocument());
    fireEvent.focusOut(type);
    expect(await screen.findByText('Vehicle Type is required')).toBeInTheDocument();

    fireEvent.focusOut(screen.getByLabelText(/^Service Required/));
    expect(await screen.findByText('Service required is required')).toBeInTheDocument();
  }, 20_000);

  it("shows the 'Other' make field only for the Other make type (101) and requires it", async () => {
    stubGeolocation('denied');
    renderPage();
    const user = userEvent.setup();
    const maker = screen.getByLabelText(/^Vehicle Maker/);
    await waitFor(() =>
      expect(within(maker).getByRole('option', { name: 'Maruti Suzuki' })).toBeInTheDocument(),
    );
    await user.selectOptions(maker, '2');
    const make = screen.getByLabelText(/^Vehicle Make\*?$/);
    await waitFor(() => expect(within(make).getByRole('option', { name: 'Other' })).toBeInTheDocument());
    expect(screen.queryByLabelText(/^Other\*?$/)).not.toBeInTheDocument();

    await user.selectOptions(make, '101');
    const other = await screen.findByLabelText(/^Other\*?$/);
    await user.type(screen.getByLabelText(/^PIN Code/), '560034');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Request Service' }));
    expect(await screen.findByText('Other make is required')).toBeInTheDocument();

    await user.selectOptions(make, '5');
    await waitFor(() => expect(other).not.toBeInTheDocument());
  }, 20_000);

  it('shows the hint before a location is known, then the nearby list after a PIN code', async () => {
    stubGeolocation('denied');
    renderPage();
    expect(
      screen.getByText(
        'Enable location or Enter Pin Code and click Submit to get the list of nearby Service Centers.',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^PIN Code/), '560034');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Sri Lakshmi Auto Works')).toBeInTheDocument();
    // Every value of the nearby query goes encrypted.
    const nearby = requests.find((r) => r.url.pathname.endsWith('ForWeb'));
    expect(nearby?.url.searchParams.get('POSTALCODE')).toBe('enc(560034)');
    expect(nearby?.url.searchParams.get('LOCATIONCOORDINATES')).toBe('enc(0,0)');
    expect(screen.getByLabelText(/^Current Location/)).toHaveValue(
      'Koramangala, Bengaluru Urban, Karnataka - 560034',
    );
  });

  it('stays locating while the driver has not answered the permission prompt', async () => {
    stubGeolocation('pending');
    renderPage();
    expect(await screen.findByRole('button', { name: 'Request Service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable Location' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Location Coordinates')).toHaveValue('Finding your location...');
  });

  it('offers Enable Location from the start when the driver said no location on the way in', async () => {
    stubGeolocation({ lat: 12.9352, lng: 77.6245 });
    renderPage({ locationEnabled: false });
    expect(await screen.findByRole('button', { name: 'Enable Location' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Service' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Location Coordinates')).toHaveValue('');
  });

  it('replaces the submit button with Enable Location when geolocation is denied, and alerts on retry', async () => {
    stubGeolocation('denied');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    const coordinates = screen.getByLabelText('Location Coordinates');
    await waitFor(() => expect(coordinates).toHaveValue('Unable to retrieve location'));
    expect(screen.queryByRole('button', { name: 'Request Service' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enable Location' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Unable to access your location. Please enable location services in your browser settings. After that, please refresh the page.',
      ),
    );
  });

  it("says 'Geolocation not supported' and alerts so when the browser has no geolocation", async () => {
    stubGeolocation('missing');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    await waitFor(() =>
      expect(screen.getByLabelText('Location Coordinates')).toHaveValue('Geolocation not supported'),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enable Location' }));
    expect(alert).toHaveBeenCalledWith('Geolocation is not supported by your browser.');
  });

  it('uses the browser position for coordinates and the nearby query', async () => {
    stubGeolocation({ lat: 12.9352, lng: 77.6245 });
    renderPage();
    await waitFor(() =>
      expect(screen.getByLabelText('Location Coordinates')).toHaveValue('12.935200,77.624500'),
    );
    expect(await screen.findByText('Sri Lakshmi Auto Works')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Service' })).toBeInTheDocument();
    const nearby = requests.find((r) => r.url.pathname.endsWith('ForWeb'));
    expect(nearby?.url.searchParams.get('LOCATIONCOORDINATES')).toBe('enc(12.9352,77.6245)');
  });

  it('keeps the number of a pasted +91 mobile, not its first ten characters', async () => {
    stubGeolocation('denied');
    renderPage();
    const mobile = screen.getByLabelText(/^Mobile Number/);
    const user = userEvent.setup();
    await user.click(mobile);
    await user.paste('+91 98450 12345');
    expect(mobile).toHaveValue('9845012345');
    await user.clear(mobile);
    await user.paste('098450-12345');
    expect(mobile).toHaveValue('9845012345');
  });

  it('after a PIN lookup, shows and sends the PIN position as the location used', async () => {
    stubGeolocation('denied');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^PIN Code/), '560034');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Location Coordinates')).toHaveValue('12.930000,77.620000 (PIN 560034)'),
    );
    expect(screen.getByLabelText('Location Coordinates')).not.toHaveClass('text-red-700');
    expect(screen.getByText('From your PIN code: the center gets directions to it.')).toBeInTheDocument();
  });

  it('focuses the first invalid field in page order when an empty form is submitted', async () => {
    stubGeolocation({ lat: 12.9352, lng: 77.6245 });
    renderPage();
    const submit = await screen.findByRole('button', { name: 'Request Service' });
    const type = screen.getByLabelText(/^Vehicle type/);
    await waitFor(() => expect(within(type).getByRole('option', { name: 'Car' })).toBeInTheDocument());
    await userEvent.setup().click(submit);
    await waitFor(() => expect(type).toHaveFocus());
    expect(screen.getByLabelText(/^Mobile Number/)).not.toHaveFocus();
  });

  it('says so when voice typing is not available', () => {
    stubGeolocation('denied');
    renderPage();
    expect(
      screen.getByText('Voice typing is not available in this browser: please type the problem.'),
    ).toBeInTheDocument();
  });

  it("starts from an earlier request's details and PIN code ('Choose another center nearby')", async () => {
    stubGeolocation('denied');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(
      anotherCenterState({
        postalCode: '560034',
        values: { issue: 'Flat tyre near Silk Board', mobileNumber: '9845012345' },
      }),
    );
    expect(screen.getByLabelText(/^Mobile Number/)).toHaveValue('9845012345');
    expect(screen.getByDisplayValue('Flat tyre near Silk Board')).toBeInTheDocument();
    expect(screen.getByLabelText(/^PIN Code/)).toHaveValue('560034');
    // the PIN is looked up at once, so the nearby centers are there to choose another from
    expect(await screen.findByText('Sri Lakshmi Auto Works')).toBeInTheDocument();
  });

  it('keeps a PIN given on arrival when the device position is refused', async () => {
    stubGeolocation('denied');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage({ postalCode: '560034' });
    expect(await screen.findByText('Sri Lakshmi Auto Works')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Location Coordinates')).toHaveValue('12.930000,77.620000 (PIN 560034)'),
    );
  });
});

describe('New Service Request screen in Hindi', () => {
  it('shows labels and the shared validation messages in Hindi (by message key)', async () => {
    await setLanguage('hi');
    stubGeolocation('denied');
    renderPage();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('सड़क पर मदद माँगें');
    expect(screen.getByRole('heading', { name: /गाड़ी की बुनियादी जानकारी/ })).toBeInTheDocument();

    const mobile = screen.getByLabelText(/^मोबाइल नंबर/);
    await user.type(mobile, '98765');
    await user.tab();
    expect(await screen.findByText('मोबाइल नंबर बहुत छोटा है')).toBeInTheDocument();
    expect(screen.queryByText('Mobile number is too short')).toBeNull();

    await user.click(screen.getByLabelText(/^रजिस्ट्रेशन नंबर/));
    await user.tab();
    expect(await screen.findByText('रजिस्ट्रेशन नंबर ज़रूरी है')).toBeInTheDocument();
  }, 20_000);
});
