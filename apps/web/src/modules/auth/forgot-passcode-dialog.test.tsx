import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_VERIFICATION_MESSAGES as MV } from '@fixo/shared';

import { sessionAnswer } from '@/test/contract-fixtures';
import { page, renderRoutes, stubFetch } from '@/test/render';

import { FORGOT_PASSCODE_TEXTS } from './forgot-passcode-dialog';
import { LoginForm } from './login-form';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const session = sessionAnswer('ServiceCenter', {
  servicecenterid: 3,
  servicecentername: 'Sri Lakshmi Auto Works',
  mobilenO1: '9000000003',
});

describe('Forgot passcode', () => {
  it('sends a code for this sign-in type, then sets the new passcode and signs in', async () => {
    const user = userEvent.setup();
    let resetTries = 0;
    const fetchMock = vi.fn(
      stubFetch({
        'POST /api/Auth/SendVerificationCode': () => ({ status: 200, body: { message: MV.codeSent } }),
        'POST /api/Auth/ResetPasscode': () => {
          resetTries += 1;
          return resetTries === 1
            ? {
                status: 400,
                body: { message: MV.wrongCode(4), status: 400, errors: { code: MV.wrongCode(4) } },
              }
            : { status: 200, body: session };
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(
      [
        { path: '/login', element: <LoginForm usertype="ServiceCenter" /> },
        { path: '/dashboard-service', element: page('Center dashboard') },
      ],
      { initialEntries: ['/login'] },
    );
    await user.click(screen.getByRole('button', { name: FORGOT_PASSCODE_TEXTS.link }));
    const dialog = await screen.findByRole('dialog', { name: FORGOT_PASSCODE_TEXTS.title });
    const mobile = dialog.querySelector('input[type="tel"]') as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: FORGOT_PASSCODE_TEXTS.sendCode }));
    expect(await screen.findByText('Mobile number is required')).toBeInTheDocument();
    await user.type(mobile, '9000000003');
    await user.click(screen.getByRole('button', { name: FORGOT_PASSCODE_TEXTS.sendCode }));
    expect(await screen.findByText(FORGOT_PASSCODE_TEXTS.codeSent('9000000003'))).toBeInTheDocument();
    const sendCall = fetchMock.mock.calls.find(([url]) => String(url).includes('SendVerificationCode'));
    expect(JSON.parse(String((sendCall![1] as RequestInit).body))).toEqual({
      mobileno: '9000000003',
      purpose: 'ResetPasscode',
      usertype: 'ServiceCenter',
    });

    await user.type(screen.getByLabelText(/6-digit code/), '123456');
    await user.type(screen.getByLabelText(new RegExp(FORGOT_PASSCODE_TEXTS.newPasscode)), '12');
    await user.click(screen.getByRole('button', { name: FORGOT_PASSCODE_TEXTS.submit }));
    expect(await screen.findByText('Passcode must be 4 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(FORGOT_PASSCODE_TEXTS.newPasscode)), '34');
    await user.click(screen.getByRole('button', { name: FORGOT_PASSCODE_TEXTS.submit }));
    expect(await screen.findByText(MV.wrongCode(4))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FORGOT_PASSCODE_TEXTS.submit }));
    expect(await screen.findByRole('heading', { name: 'Center dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('isLogin')).toBe('true'));
    // The sign-in form around the link was never submitted.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/Auth/Login'))).toBe(false);
  });
});
