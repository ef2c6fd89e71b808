import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setLanguage } from '@/lib/i18n';
import { page, renderRoutes, stubFetch } from '@/test/render';

import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

function renderLogin(
  handlers: Parameters<typeof stubFetch>[0] = {},
  usertype: 'Customer' | 'ServiceCenter' = 'Customer',
) {
  const fetchMock = vi.fn(stubFetch(handlers));
  vi.stubGlobal('fetch', fetchMock);
  const result = renderRoutes(
    [
      { path: '/login', element: <LoginForm usertype={usertype} /> },
      { path: '/dashboard-customer', element: page('Customer dashboard') },
      { path: '/dashboard-service', element: page('Center dashboard') },
    ],
    { initialEntries: ['/login'] },
  );
  return { ...result, fetchMock };
}

const otpConfig = (value: string) => () => ({
  status: 200,
  body: [{ apckey: 'ENABLEOTPAPI', apcvalue: value }],
});

describe('LoginForm', () => {
  it('validates on blur with the spec messages', async () => {
    const user = userEvent.setup();
    renderLogin();
    const mobile = screen.getByLabelText(/mobile number/i);
    const passcode = screen.getByLabelText(/passcode/i, { selector: 'input[type="password"]' });

    await user.click(mobile);
    await user.tab();
    expect(await screen.findByText('Mobile number is required')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile.getAttribute('aria-describedby')).toContain(
      screen.getByText('Mobile number is required').id,
    );

    await user.type(mobile, '98765');
    await user.tab();
    expect(await screen.findByText('Mobile No must be exactly 10 digits')).toBeInTheDocument();

    await user.type(passcode, '12');
    await user.tab();
    expect(await screen.findByText('Passcode must be 4 digits')).toBeInTheDocument();
  });

  it('keeps the number of a pasted +91 mobile, not its first ten characters', async () => {
    const user = userEvent.setup();
    renderLogin();
    const mobile = screen.getByLabelText(/mobile number/i);
    await user.click(mobile);
    await user.paste('+91 98450 12345');
    expect(mobile).toHaveValue('9845012345');
  });

  it('keeps the passcode field numeric and 4 digits long', async () => {
    const user = userEvent.setup();
    renderLogin();
    const passcode = screen.getByLabelText(/passcode/i, { selector: 'input[type="password"]' });
    expect(passcode).toHaveAttribute('inputmode', 'numeric');
    expect(passcode).toHaveAttribute('autocomplete', 'current-password');
    await user.type(passcode, '12a345');
    expect(passcode).toHaveValue('1234');
  });

  it("refuses OTP with the exact toast when ENABLEOTPAPI is 'false', and stays on PassCode", async () => {
    const user = userEvent.setup();
    renderLogin({ 'GET /api/AppConfigurations/GetAppConfigKeyValueByKeyName': otpConfig('false') });
    await user.click(screen.getByRole('radio', { name: /otp/i }));

    expect(await screen.findByText('Login type OTP is not available currently.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /passcode/i })).toBeChecked();
    expect(screen.getByRole('radio', { name: /otp/i })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Send OTP' })).not.toBeInTheDocument();
  });

  it('offers Send OTP and a 6-digit code when OTP is enabled', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLogin({
      'GET /api/AppConfigurations/GetAppConfigKeyValueByKeyName': otpConfig('true'),
      'POST /api/Auth/RequestOtp': () => ({ status: 200, body: { message: 'OTP sent.' } }),
    });
    await user.type(screen.getByLabelText(/mobile number/i), '9876543210');
    await user.click(screen.getByRole('radio', { name: /otp/i }));
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));

    const code = await screen.findByLabelText(/6-digit code/i);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/Auth/RequestOtp'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ mobileno: '9876543210', usertype: 'Customer' });
  });

  it('shows the server message when the login is refused', async () => {
    const user = userEvent.setup();
    renderLogin({
      'POST /api/Auth/Login': () => ({
        status: 401,
        body: { message: 'Mobile number or passcode is incorrect.', status: 401 },
      }),
    });
    await user.type(screen.getByLabelText(/mobile number/i), '9876543210');
    await user.type(screen.getByLabelText(/passcode/i, { selector: 'input[type="password"]' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile number or passcode is incorrect.');
    expect(localStorage.getItem('isLogin')).toBeNull();
  });

  const lockedMessage = (otp: boolean) =>
    `Too many wrong attempts. Try again in 15 minutes${otp ? ' or sign in with a one-time code' : ''}.`;
  const locked = (otp: boolean) => () => ({
    status: 423,
    body: { message: lockedMessage(otp), status: 423 },
  });

  async function signInWithPasscode(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/mobile number/i), '9876543210');
    await user.type(screen.getByLabelText(/passcode/i, { selector: 'input[type="password"]' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it('when the passcode is locked and OTP is on, shows the lock message and offers a one-time code', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLogin({
      'POST /api/Auth/Login': locked(true),
      'GET /api/AppConfigurations/GetAppConfigKeyValueByKeyName': otpConfig('true'),
      'POST /api/Auth/RequestOtp': () => ({ status: 200, body: { message: 'OTP sent.' } }),
    });
    await signInWithPasscode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(lockedMessage(true));

    await user.click(await screen.findByRole('button', { name: 'Sign in with a one-time code' }));
    expect(await screen.findByLabelText(/6-digit code/i)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /otp/i })).toBeChecked();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/Auth/RequestOtp'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ mobileno: '9876543210', usertype: 'Customer' });
    expect(screen.queryByRole('button', { name: 'Sign in with a one-time code' })).not.toBeInTheDocument();
  });

  it('when the passcode is locked and OTP is off, shows the lock message only', async () => {
    const user = userEvent.setup();
    renderLogin({
      'POST /api/Auth/Login': locked(false),
      'GET /api/AppConfigurations/GetAppConfigKeyValueByKeyName': otpConfig('false'),
    });
    await signInWithPasscode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(lockedMessage(false));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Sign in with a one-time code' })).not.toBeInTheDocument();
  });

  it('says the lock in Hindi from its key and minutes (its English text cannot be matched)', async () => {
    const user = userEvent.setup();
    renderLogin({
      'POST /api/Auth/Login': () => ({
        status: 423,
        body: {
          message: lockedMessage(true),
          status: 423,
          messageKey: 'auth.accountLockedOtp',
          messageParams: { minutes: 7 },
        },
      }),
      'GET /api/AppConfigurations/GetAppConfigKeyValueByKeyName': otpConfig('true'),
    });
    await user.type(screen.getByLabelText(/mobile number/i), '9876543210');
    const passcode = screen.getByLabelText(/passcode/i, { selector: 'input[type="password"]' });
    await user.type(passcode, '1234');
    try {
      await act(() => setLanguage('hi'));
      await user.type(passcode, '{Enter}');
      expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
        'बहुत ज़्यादा गलत कोशिशें हुईं। 7 मिनट बाद फिर कोशिश करें, या OTP से लॉग इन करें।',
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it("stores the spec's keys and goes to the role home after a service center signs in", async () => {
    const user = userEvent.setup();
    const loginUserData = {
      isSaaS: true,
      planenddate: '2099-01-01T00:00:00',
      planid: 2,
      servicecenterid: 5,
      servicecentername: 'Sri Sai Auto Works',
      mobilenO1: '9876543210',
      scrating: 4.5,
      isactive: true,
    };
    const { router, fetchMock } = renderLogin(
      { 'POST /api/Auth/Login': () => ({ status: 200, body: { usertype: 'ServiceCenter', loginUserData } }) },
      'ServiceCenter',
    );
    await user.type(screen.getByLabelText(/mobile number/i), '9876543210');
    await user.type(screen.getByLabelText(/passcode/i, { selector: 'input[type="password"]' }), '4321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Center dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard-service');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/Auth/Login'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      mobileno: '9876543210',
      passcode: '4321',
      usertype: 'ServiceCenter',
      logintype: 'PassCode',
    });
    await waitFor(() => expect(localStorage.getItem('isLogin')).toBe('true'));
    expect(localStorage.getItem('mobileNumber01')).toBe('9876543210');
    expect(localStorage.getItem('serivceCenterName')).toBe('Sri Sai Auto Works');
    expect(localStorage.getItem('userType')).toBe('ServiceCenter');
    expect(JSON.parse(localStorage.getItem('loginUserData') ?? 'null')).toEqual(loginUserData);
  });
});
