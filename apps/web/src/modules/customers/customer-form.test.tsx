import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, VALIDATION_MESSAGES as M } from '@fixo/shared';

import { setLanguage } from '@/lib/i18n';
import { renderRoutes, stubResizeObserver } from '@/test/render';

import { CustomerForm, EMPTY_CUSTOMER_FORM } from './customer-form';

beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

/** Reference data in the server's spellings, narrowed by the same query filters the server takes. */
const MASTERS: Record<string, (q: URLSearchParams) => unknown[]> = {
  GetAllCountries: () => [{ countryid: 1, country: 'India' }],
  GetAllStates: () => [
    { stateid: 27, state: 'Maharashtra', countryid: 1 },
    { stateid: 29, state: 'Karnataka', countryid: 1 },
  ],
  GetAllCities: (q) =>
    q.get('STATEID') === '29'
      ? [{ cityid: 530, city: 'Bengaluru Urban', stateid: 29 }]
      : [{ cityid: 400, city: 'Pune', stateid: 27 }],
  GetAllVehicleType: () => [{ vehicletypeid: 3, vehicletype: 'Car' }],
  GetAllVehicle: () => [{ vehicleid: 9, vehicle: 'Hatchback', vehicletypeid: 3 }],
  GetAllVehicleMakerType: () => [{ vehiclemakertypeid: 1, vehiclemaker: 'Maruti Suzuki' }],
  GetAllVehicleMakeType: () => [
    { vehiclemaketypeid: 1, vehiclemake: 'Maruti Suzuki Arena', vehiclemakertypid: 1 },
    { vehiclemaketypeid: 101, vehiclemake: 'Other', vehiclemakertypid: 0 },
  ],
  GetAllVehicleModel: () => [{ vehiclemodelid: 1, vehiclemodel: 'Alto K10', vehiclemaketypeid: 1 }],
  GetAllVehicleColor: () => [{ vehiclecolorid: 1, vehiclecolor: 'White' }],
  GetAllVehicleFuelType: () => [{ vehiclefueltypeid: 1, vehiclefuel: 'Petrol' }],
};

function stubServer(otpValue = 'false') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const list = url.pathname.startsWith('/api/Masters/') ? MASTERS[url.pathname.slice(13)] : undefined;
    let body: unknown = { message: 'Not found.', status: 404 };
    let status = 404;
    if (list) [status, body] = [200, list(url.searchParams)];
    if (url.pathname === '/api/AppConfigurations/GetAppConfigKeyValueByKeyName') {
      [status, body] = [200, [{ apckey: 'ENABLEOTPAPI', apcvalue: otpValue }]];
    }
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm(otpValue?: string) {
  const fetchMock = stubServer(otpValue);
  const onSubmit = vi.fn();
  const result = renderRoutes([
    {
      path: '/',
      element: (
        <CustomerForm
          mode="register"
          defaultValues={EMPTY_CUSTOMER_FORM}
          saving={false}
          onSubmit={onSubmit}
        />
      ),
    },
  ]);
  return { ...result, fetchMock, onSubmit };
}

async function choose(label: string | RegExp, optionText: string) {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  await waitFor(() => expect(within(select).getByRole('option', { name: optionText })).toBeInTheDocument());
  fireEvent.change(select, {
    target: { value: within(select).getByRole('option', { name: optionText }).getAttribute('value') },
  });
  return select;
}

// The whole form with its tabs is a big render for jsdom.
describe('CustomerForm', { timeout: 30_000 }, () => {
  it('shows the spec messages on blur', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText(/full name/i));
    await user.tab();
    expect(await screen.findByText(M.customerNameRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^mobile number/i), '98765');
    await user.tab();
    expect(await screen.findByText(M.mobileExactly10)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^email/i), 'ravi@');
    await user.tab();
    expect(await screen.findByText(M.emailInvalid)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^passcode/i, { selector: 'input[inputmode="numeric"]' }));
    await user.type(screen.getByLabelText(/^passcode/i, { selector: 'input[inputmode="numeric"]' }), '12');
    await user.tab();
    expect(await screen.findByText(M.passcodeDigits)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/full name/i), 'Ravi <script>');
    await user.tab();
    expect(await screen.findByText(M.customerNameChars)).toBeInTheDocument();
  });

  it('puts the SMS code step right under the mobile number it verifies, before the alternate mobile', () => {
    renderForm();
    const mobile = screen.getByLabelText(/^mobile number/i);
    const sendCode = screen.getByRole('button', { name: 'Send code' });
    const mobile2 = screen.getByLabelText(/^alternate mobile/i);
    expect(mobile.compareDocumentPosition(sendCode) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sendCode.compareDocumentPosition(mobile2) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the 'Other' make field only for make 101", async () => {
    renderForm();
    await user_click_tab('Vehicle Info');
    await choose(/vehicle type/i, 'Car');
    await choose(/vehicle maker/i, 'Maruti Suzuki');
    await choose(/^make/i, 'Maruti Suzuki Arena');
    expect(screen.queryByLabelText(/^other/i)).not.toBeInTheDocument();
    await choose(/^make/i, 'Other');
    expect(await screen.findByLabelText(/^other/i)).toBeInTheDocument();
    await choose(/^make/i, 'Maruti Suzuki Arena');
    await waitFor(() => expect(screen.queryByLabelText(/^other/i)).not.toBeInTheDocument());
  });

  it('clears the city when the state changes', async () => {
    renderForm();
    await user_click_tab('Address Info');
    await choose(/^country/i, 'India');
    await choose(/^state/i, 'Karnataka');
    const city = await choose(/^city/i, 'Bengaluru Urban');
    expect(city.value).toBe('530');
    await choose(/^state/i, 'Maharashtra');
    await waitFor(() => expect((screen.getByLabelText(/^city/i) as HTMLSelectElement).value).toBe(''));
    await waitFor(() =>
      expect(
        within(screen.getByLabelText(/^city/i)).getByRole('option', { name: 'Pune' }),
      ).toBeInTheDocument(),
    );

    await user_click_tab('Vehicle Info');
    await choose(/vehicle type/i, 'Car');
    const vehicle = await choose(/^vehicle\*?$/i, 'Hatchback');
    expect(vehicle.value).toBe('9');
  });

  it("'Next' stays on a tab with errors, shows them and focuses the first; moves on once they are fixed", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: /^next:/i }));
    expect(await screen.findByText(M.customerNameRequired)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /customer info/i })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByLabelText(/full name/i)).toHaveFocus());

    await user.type(screen.getByLabelText(/full name/i), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/^mobile number/i), '9876543210');
    await user.type(screen.getByLabelText(/^email/i), 'ravi@example.com');
    const passcode = screen.getByLabelText(/^passcode/i, { selector: 'input[inputmode="numeric"]' });
    await user.clear(passcode);
    await user.type(passcode, '4821');
    await user.click(screen.getByRole('button', { name: /^next:/i }));
    expect(screen.queryByText(M.customerNameRequired)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /address info/i })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('keeps PassCode and shows the toast when OTP is not enabled', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderForm('false');
    await user.click(screen.getByLabelText(/otp on sms/i));
    expect(await screen.findByText(AUTH_MESSAGES.otpNotAvailable)).toBeInTheDocument();
    expect(screen.getByLabelText(/^passcode$/i, { selector: 'input[type="radio"]' })).toBeChecked();
    expect(screen.getByLabelText(/otp on sms/i)).not.toBeChecked();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('APCKEY=ENABLEOTPAPI'))).toBe(true);
  });

  it('switches to OTP when the configuration says true', async () => {
    const user = userEvent.setup();
    renderForm('true');
    await user.click(screen.getByLabelText(/otp on sms/i));
    await waitFor(() => expect(screen.getByLabelText(/otp on sms/i)).toBeChecked());
  });
});

async function user_click_tab(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: new RegExp(name) }));
}

describe('customer form in Hindi', () => {
  it('shows tabs, labels, login fields and the next button in Hindi', async () => {
    await setLanguage('hi');
    try {
      renderForm();
      expect(await screen.findByLabelText(/^पूरा नाम/)).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: /ग्राहक की जानकारी/ })).toBeInTheDocument();
      expect(screen.getByText('साइन-इन का तरीका')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'आगे: पते की जानकारी' })).toBeInTheDocument();
      expect(screen.queryByText('Full name')).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });
});
