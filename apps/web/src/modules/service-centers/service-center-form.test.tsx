import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GSTIN_EXAMPLE, isValidGstin, VALIDATION_MESSAGES as M } from '@fixo/shared';

import { renderRoutes, stubFetch, stubResizeObserver } from '@/test/render';

import { EMPTY_SERVICE_CENTER_FORM, ServiceCenterForm } from './service-center-form';

beforeEach(() => {
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubFetch({
        'GET /api/Masters/GetAllCountries': () => ({
          status: 200,
          body: [{ countryid: 1, country: 'India' }],
        }),
        'GET /api/Masters/GetAllVehicleMakerType': () => ({
          status: 200,
          body: [{ vehiclemakertypeid: 1, vehiclemaker: 'Maruti Suzuki' }],
        }),
        'GET /api/Masters/GetAllServiceType': () => ({
          status: 200,
          body: [{ servicetypeid: 1, servicetype: 'Towing' }],
        }),
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(defaultValues = EMPTY_SERVICE_CENTER_FORM) {
  renderRoutes([
    {
      path: '/',
      element: (
        <ServiceCenterForm mode="register" defaultValues={defaultValues} saving={false} onSubmit={vi.fn()} />
      ),
    },
  ]);
}

describe('ServiceCenterForm', { timeout: 30_000 }, () => {
  it('shows the GST and other spec messages on blur', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^gstin/i), '29ABCDE1234F1Z');
    await user.tab();
    expect(await screen.findByText(M.gstInvalid)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^service center name/i), 'Short');
    await user.tab();
    expect(await screen.findByText(M.serviceCenterNameMin)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^email id/i), 'garage@');
    await user.tab();
    expect(await screen.findByText(M.scEmailInvalid)).toBeInTheDocument();
  });

  it('puts the SMS code step right under the mobile number it verifies, before the second mobile', () => {
    renderForm();
    const mobile = screen.getByLabelText(/^mobile number/i);
    const sendCode = screen.getByRole('button', { name: 'Send code' });
    const mobile2 = screen.getByLabelText(/^second mobile/i);
    expect(mobile.compareDocumentPosition(sendCode) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sendCode.compareDocumentPosition(mobile2) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('accepts a valid GSTIN', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^gstin/i), '29AAGCB7383J1Z4');
    await user.tab();
    await user.type(screen.getByLabelText(/^contact person/i), 'x');
    await user.tab();
    expect(screen.queryByText(M.gstInvalid)).not.toBeInTheDocument();
  });

  it('the GSTIN hint’s own example passes the check when typed', async () => {
    const user = userEvent.setup();
    renderForm();
    const hint = screen.getByText(/^Optional\. 15 characters, e\.g\. /);
    const example = /e\.g\. (\w{15})\./.exec(hint.textContent ?? '')?.[1] ?? '';
    expect(example).toBe(GSTIN_EXAMPLE);
    expect(isValidGstin(example)).toBe(true);
    await user.type(screen.getByLabelText(/^gstin/i), example);
    await user.tab();
    expect(screen.queryByText(M.gstInvalid)).not.toBeInTheDocument();
  });

  it("'Open 24 hours' stores 00:00–23:59, hides the time fields and is on for such a center", async () => {
    const user = userEvent.setup();
    renderForm();
    const toggle = screen.getByRole('switch', { name: /open 24 hours/i });
    expect(toggle).not.toBeChecked();
    expect(screen.getByLabelText(/^working hours from/i)).toHaveValue('09:00');
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.queryByLabelText(/^working hours from/i)).toBeNull();
    await user.click(toggle);
    expect(screen.getByLabelText(/^working hours from/i)).toHaveValue('09:00');
    expect(screen.getByLabelText(/^working hours to/i)).toHaveValue('19:00');
  });

  it('a saved round-the-clock center opens with Open 24 hours on', () => {
    renderForm({ ...EMPTY_SERVICE_CENTER_FORM, workingHoursFrom: '00:00', workingHoursTo: '23:59' });
    expect(screen.getByRole('switch', { name: /open 24 hours/i })).toBeChecked();
    expect(screen.queryByLabelText(/^working hours to/i)).toBeNull();
  });
});
