import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_MESSAGES, type MyConsents, type MyData } from '@fixo/shared';

import { setLanguage } from '@/lib/i18n';
import { renderRoutes, stubFetch } from '@/test/render';

import PrivacyPage from './privacy-page';

const data: MyData = {
  generatedon: '2026-11-23T07:00:00.000Z',
  account: { mobile: '9812340001', user_type: 'Customer' },
  sections: [
    { title: 'Profile', rows: [{ name: 'Bhavna Kulkarni', email: 'bhavna@example.in' }] },
    { title: 'Vehicles', rows: [] },
  ],
  retained: PRIVACY_MESSAGES.retentionNote,
};
const consents = (given: boolean): MyConsents => ({
  purposes: [
    {
      pagesource: 'Customer Registration',
      purpose: 'Use my location to fill in my address and to find service centers near me.',
      onwithdraw: 'Your saved position is deleted and not stored again.',
      given,
      changedon: '2026-11-23T07:00:00.000Z',
    },
  ],
  history: [],
});

const routes = [{ path: '/dashboard-customer/privacy', element: <PrivacyPage /> }];

beforeEach(() => {
  // jsdom has no scrolling; the erased confirmation scrolls to its top.
  vi.stubGlobal('scrollTo', vi.fn());
  localStorage.setItem('isLogin', 'true');
  localStorage.setItem('userType', 'Customer');
  localStorage.setItem('mobileNumber01', '9812340001');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PrivacyPage', () => {
  it('shows the data held, withdraws a consent in one step, and erases with ERASE and the passcode', async () => {
    let given = true;
    const sent: Record<string, unknown> = {};
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/Privacy/GetMyData': () => ({ status: 200, body: data }),
        'GET /api/Privacy/GetMyConsents': () => ({ status: 200, body: consents(given) }),
        'POST /api/Privacy/WithdrawConsent': (init) => {
          sent.withdraw = JSON.parse(String(init?.body));
          given = false;
          return { status: 200, body: consents(false) };
        },
        'POST /api/Privacy/EraseAccount': (init) => {
          sent.erase = JSON.parse(String(init?.body));
          return {
            status: 200,
            body: { reference: 'ER-ABCD2345', erasedon: '2026-11-23T07:05:00.000Z', retained: data.retained },
          };
        },
      }),
    );
    renderRoutes(routes, { initialEntries: ['/dashboard-customer/privacy'] });

    expect(await screen.findByText('Profile')).toBeInTheDocument();
    expect(screen.getByText('Bhavna Kulkarni')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download \(JSON\)/ })).toHaveAttribute(
      'href',
      '/api/Privacy/GetMyData?FORMAT=json',
    );
    expect(screen.getByText(PRIVACY_MESSAGES.retentionNote)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: /^Withdraw consent:/ }));
    // The purpose as shown and the screen's language are recorded with the withdrawal.
    await waitFor(() =>
      expect(sent.withdraw).toEqual({
        pagesource: 'Customer Registration',
        language: 'en',
        consenttext: 'Use my location to fill in my address and to find service centers near me.',
      }),
    );
    expect(await screen.findByRole('button', { name: /^Give consent:/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Erase my account' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Erase my account' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Type ERASE/), 'ERASE');
    await userEvent.type(within(dialog).getByLabelText(/passcode/), '4821');
    await userEvent.click(submit);
    expect(await screen.findByTestId('erasure-reference')).toHaveTextContent('ER-ABCD2345');
    expect(sent.erase).toEqual({ confirmation: 'ERASE', passcode: '4821' });
    // Nothing of the account stays on the phone.
    expect(localStorage.getItem('isLogin')).toBeNull();
  }, 20_000);

  it('on a Hindi screen: the history shows the text agreed to, and a withdrawal records the Hindi purpose', async () => {
    await setLanguage('hi');
    try {
      const agreed =
        'मैं Fixo को अपना पता भरने और मेरे पास के सर्विस सेंटर खोजने के लिए मेरी लोकेशन इस्तेमाल करने की अनुमति देता/देती हूँ।';
      const withHistory: MyConsents = {
        ...consents(true),
        history: [
          {
            consentid: 7,
            pagesource: 'Customer Registration',
            consent: true,
            consenttext: agreed,
            language: 'hi',
            createdon: '2026-11-23T07:00:00.000Z',
          },
        ],
      };
      const sent: unknown[] = [];
      vi.stubGlobal(
        'fetch',
        stubFetch({
          'GET /api/Privacy/GetMyData': () => ({ status: 200, body: data }),
          'GET /api/Privacy/GetMyConsents': () => ({ status: 200, body: withHistory }),
          'POST /api/Privacy/WithdrawConsent': (init) => {
            sent.push(JSON.parse(String(init?.body)));
            return { status: 200, body: consents(false) };
          },
        }),
      );
      renderRoutes(routes, { initialEntries: ['/dashboard-customer/privacy'] });
      const text = await screen.findByText(agreed);
      expect(text).toHaveAttribute('lang', 'hi');
      // The history names the form in Hindi, not its page-source code.
      expect(screen.getByText(/रजिस्ट्रेशन फ़ॉर्म/)).toBeInTheDocument();
      expect(screen.queryByText(/Customer Registration/)).not.toBeInTheDocument();
      const purpose = 'मेरा पता भरने और मेरे पास के सर्विस सेंटर खोजने के लिए मेरी लोकेशन का इस्तेमाल करें।';
      await userEvent.click(screen.getByRole('button', { name: new RegExp(purpose) }));
      await waitFor(() =>
        expect(sent).toEqual([{ pagesource: 'Customer Registration', language: 'hi', consenttext: purpose }]),
      );
    } finally {
      await setLanguage('en');
    }
  }, 20_000);

  it('asks a visitor who is not signed in to sign in, and points to the grievance form', async () => {
    localStorage.clear();
    vi.stubGlobal('fetch', stubFetch({}));
    renderRoutes(routes, { initialEntries: ['/dashboard-customer/privacy'] });
    expect(await screen.findByText('Sign in to see your data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'grievance form' })).toHaveAttribute('href', '/grievance');
  });
});
