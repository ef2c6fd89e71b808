import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_VERIFICATION_MESSAGES as MV } from '@fixo/shared';

import { renderRoutes, stubFetch } from '@/test/render';

import { CODE_STEP_TEXTS } from './mobile-code-step';
import { VERIFY_ACCOUNT_TEXT, VerifyAccountNotice } from './verify-account-notice';

afterEach(() => vi.unstubAllGlobals());

const MOBILE = '9000000002';

describe('VerifyAccountNotice', () => {
  it('lets an unverified account prove its number, then goes away', async () => {
    const user = userEvent.setup();
    let verified = false;
    const fetchMock = vi.fn(
      stubFetch({
        'GET /api/Auth/MobileVerification': () => ({ status: 200, body: { mobileno: MOBILE, verified } }),
        'POST /api/Auth/SendVerificationCode': () => ({ status: 200, body: { message: MV.codeSent } }),
        'POST /api/Auth/VerifyMobile': () => {
          verified = true;
          return {
            status: 200,
            body: { message: MV.verified, mobileno: MOBILE, verified: true, accountverified: true },
          };
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/', element: <VerifyAccountNotice /> }]);
    expect(await screen.findByText(VERIFY_ACCOUNT_TEXT(MOBILE))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CODE_STEP_TEXTS.sendCode }));
    const send = fetchMock.mock.calls.find(([url]) => String(url).includes('SendVerificationCode'));
    expect(JSON.parse(String((send![1] as RequestInit).body))).toEqual({
      mobileno: MOBILE,
      purpose: 'VerifyAccount',
    });
    await user.type(await screen.findByLabelText(CODE_STEP_TEXTS.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: CODE_STEP_TEXTS.verify }));
    await waitFor(() => expect(screen.queryByText(VERIFY_ACCOUNT_TEXT(MOBILE))).not.toBeInTheDocument());
  });

  it('shows nothing for a verified account', async () => {
    const fetchMock = vi.fn(
      stubFetch({
        'GET /api/Auth/MobileVerification': () => ({
          status: 200,
          body: { mobileno: MOBILE, verified: true },
        }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/', element: <VerifyAccountNotice /> }]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(VERIFY_ACCOUNT_TEXT(MOBILE))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CODE_STEP_TEXTS.sendCode })).not.toBeInTheDocument();
  });
});
