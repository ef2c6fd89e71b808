import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_VERIFICATION_MESSAGES as MV } from '@fixo/shared';

import { renderRoutes, stubFetch } from '@/test/render';

import { CODE_STEP_TEXTS, MobileCodeStep, useMobileCodeStep, VERIFY_MOBILE_FIRST } from './mobile-code-step';

afterEach(() => vi.unstubAllGlobals());

const MOBILE = '9812345678';

/** The step inside a tiny form that owns the typed number, as the registration forms do. */
function Harness({ onVerified }: { onVerified: (mobile: string) => void }) {
  const [mobile, setMobile] = useState('');
  const [verified, setVerified] = useState<string | null>(null);
  return (
    <div>
      <label>
        Mobile number
        <input value={mobile} onChange={(event) => setMobile(event.target.value)} />
      </label>
      <MobileCodeStep
        mobile={mobile}
        verifiedMobile={verified}
        onVerified={(value) => {
          setVerified(value);
          onVerified(value);
        }}
      />
    </div>
  );
}

function renderStep(handlers: Parameters<typeof stubFetch>[0]) {
  const fetchMock = vi.fn(stubFetch(handlers));
  vi.stubGlobal('fetch', fetchMock);
  const onVerified = vi.fn();
  renderRoutes([{ path: '/', element: <Harness onVerified={onVerified} /> }]);
  return { fetchMock, onVerified };
}

const sent = () => ({ status: 200, body: { message: MV.codeSent } });
const bodyOf = (fetchMock: ReturnType<typeof vi.fn>, path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes(path));
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body ?? 'null')) as unknown;
};

describe('MobileCodeStep', () => {
  it('asks for a valid number before sending anything', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderStep({});
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: CODE_STEP_TEXTS.sendCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_STEP_TEXTS.enterMobileFirst);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a code, links the development outbox, shows a wrong code’s message, then verifies with a tick', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { fetchMock, onVerified } = renderStep({
      'POST /api/Auth/SendVerificationCode': sent,
      'GET /api/Dev/Outbox': () => ({ status: 200, body: [] }),
      'POST /api/Auth/VerifyMobile': () => {
        tries += 1;
        return tries === 1
          ? {
              status: 400,
              body: { message: MV.wrongCode(4), status: 400, errors: { code: MV.wrongCode(4) } },
            }
          : {
              status: 200,
              body: { message: MV.verified, mobileno: MOBILE, verified: true, accountverified: false },
            };
      },
    });
    await user.type(screen.getByLabelText('Mobile number'), MOBILE);
    await user.click(screen.getByRole('button', { name: CODE_STEP_TEXTS.sendCode }));
    expect(await screen.findByText(CODE_STEP_TEXTS.codeSent(MOBILE))).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/Auth/SendVerificationCode')).toEqual({
      mobileno: MOBILE,
      purpose: 'Register',
    });
    const outbox = await screen.findByRole('link', { name: CODE_STEP_TEXTS.outboxLink });
    expect(outbox).toHaveAttribute('href', '/dev/outbox');

    const code = screen.getByLabelText(CODE_STEP_TEXTS.codeLabel);
    await user.type(code, '12a3456789');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: CODE_STEP_TEXTS.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MV.wrongCode(4));
    expect(onVerified).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '654321{Enter}');
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(MOBILE));
    expect(screen.getByRole('status')).toHaveTextContent(CODE_STEP_TEXTS.verified(MOBILE));
    expect(screen.queryByRole('button', { name: CODE_STEP_TEXTS.sendCode })).not.toBeInTheDocument();
  });

  it('says when the code expired, and asks for the code before calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderStep({
      'POST /api/Auth/SendVerificationCode': sent,
      'POST /api/Auth/VerifyMobile': () => ({
        status: 400,
        body: { message: MV.codeExpired, status: 400, errors: { code: MV.codeExpired } },
      }),
    });
    await user.type(screen.getByLabelText('Mobile number'), MOBILE);
    await user.click(screen.getByRole('button', { name: CODE_STEP_TEXTS.sendCode }));
    await screen.findByText(CODE_STEP_TEXTS.codeSent(MOBILE));
    // Production: no outbox, no link.
    expect(screen.queryByRole('link', { name: CODE_STEP_TEXTS.outboxLink })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CODE_STEP_TEXTS.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MV.codeRequired);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('VerifyMobile'))).toBe(false);
    await user.type(screen.getByLabelText(CODE_STEP_TEXTS.codeLabel), '111111');
    await user.click(screen.getByRole('button', { name: CODE_STEP_TEXTS.verify }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MV.codeExpired));
  });

  it('needs a new code when the number changes after verifying', async () => {
    const user = userEvent.setup();
    renderStep({
      'POST /api/Auth/SendVerificationCode': sent,
      'POST /api/Auth/VerifyMobile': () => ({
        status: 200,
        body: { message: MV.verified, mobileno: MOBILE, verified: true, accountverified: false },
      }),
    });
    const mobile = screen.getByLabelText('Mobile number');
    await user.type(mobile, MOBILE);
    await user.click(screen.getByRole('button', { name: CODE_STEP_TEXTS.sendCode }));
    await user.type(await screen.findByLabelText(CODE_STEP_TEXTS.codeLabel), '222222');
    await user.click(screen.getByRole('button', { name: CODE_STEP_TEXTS.verify }));
    await screen.findByText(CODE_STEP_TEXTS.verified(MOBILE));
    await user.clear(mobile);
    await user.type(mobile, '9812345679');
    expect(screen.queryByText(CODE_STEP_TEXTS.verified(MOBILE))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: CODE_STEP_TEXTS.sendCode })).toBeInTheDocument();
  });
});

describe('useMobileCodeStep (a registration form’s side of the step)', () => {
  it('refuses a submit until the typed number is the proven one, and clears the problem once proven', () => {
    const { result } = renderHook(() => useMobileCodeStep());
    let ok = true;
    act(() => {
      ok = result.current.isVerified('9876543210');
    });
    expect(ok).toBe(false);
    expect(result.current.stepProps('9876543210', false).error).toBe(VERIFY_MOBILE_FIRST);

    act(() => result.current.stepProps('9876543210', false).onVerified('9876543210'));
    expect(result.current.stepProps('9876543210', false)).toMatchObject({
      verifiedMobile: '9876543210',
      error: undefined,
    });
    act(() => {
      ok = result.current.isVerified('9876543210');
    });
    expect(ok).toBe(true);
    // Another number typed after the code: not proven.
    act(() => {
      ok = result.current.isVerified('9876500000');
    });
    expect(ok).toBe(false);
  });
});
