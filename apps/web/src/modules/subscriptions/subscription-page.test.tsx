import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES, UI_TEXTS, VALIDATION_MESSAGES, type SubscriptionPlanView } from '@fixo/shared';

import { setLanguage } from '@/lib/i18n';
import { freePlanAnswer, signInAsCenter } from '@/test/contract-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';

import SubscriptionPage from './subscription-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PLANS: SubscriptionPlanView[] = [
  {
    planid: 1,
    planname: 'Free',
    durationtype: 'Monthly',
    amount: 0,
    durationdays: 30,
    features: ['Publish offers'],
    issaas: false,
  },
  {
    planid: 2,
    planname: 'FixoPro Monthly',
    durationtype: 'Monthly',
    amount: 999,
    durationdays: 30,
    features: ['GST invoices (PDF)'],
    issaas: true,
  },
];

const SHARMA_AUTO = { servicecenterid: 7, servicecentername: 'Sharma Auto Works' };

function renderPage(extra: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = vi.fn(
    stubFetch({
      'GET /api/PaymentGateway/GetSubscriptionPlanByEntity': () => ({ status: 200, body: PLANS }),
      'GET /api/ServiceCenter/GetMySubscription': () => ({
        status: 200,
        body: { current: null, pendingselection: null },
      }),
      'POST /api/Utility/AddAndUpdateWebsiteStats': () => ({ status: 200, body: {} }),
      ...extra,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const result = renderRoutes(
    [
      { path: '/dashboard-service/subscription', element: <SubscriptionPage /> },
      { path: '/dashboard-service/subscription/payment-option', element: <h1>payment option</h1> },
      { path: '/dashboard-service', element: <h1>center home</h1> },
    ],
    { initialEntries: ['/dashboard-service/subscription'] },
  );
  return { ...result, fetchMock, user: userEvent.setup() };
}

const calls = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(path));

describe('subscription plan selection', () => {
  it('shows the loading text, then the plans with INR prices', async () => {
    renderPage();
    expect(screen.getByText(UI_TEXTS.loadingSubscriptionPlans)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'FixoPro Monthly' })).toBeInTheDocument();
    expect(screen.getByText('₹999.00')).toBeInTheDocument();
    expect(screen.getByText('GST invoices (PDF)')).toBeInTheDocument();
  });

  it('shows the error text when the plans cannot load', async () => {
    renderPage({
      'GET /api/PaymentGateway/GetSubscriptionPlanByEntity': () => ({
        status: 500,
        body: { message: 'boom', status: 500 },
      }),
    });
    expect(await screen.findByText(ERROR_MESSAGES.errorLoadingSubscriptionPlans)).toBeInTheDocument();
  });

  it('disables Submit with the note when nobody is signed in', async () => {
    renderPage();
    await screen.findByRole('radio', { name: 'Free' });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByText(VALIDATION_MESSAGES.subscriptionLoginNote)).toBeInTheDocument();
  });

  it('asks for a plan when none is chosen and sends nothing', async () => {
    signInAsCenter(SHARMA_AUTO);
    const { user, fetchMock } = renderPage();
    await screen.findByRole('radio', { name: 'Free' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeEnabled();
    expect(screen.queryByText(VALIDATION_MESSAGES.subscriptionLoginNote)).not.toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText(VALIDATION_MESSAGES.subscriptionPlanRequired)).toBeInTheDocument();
    expect(calls(fetchMock, 'AddServiceCenterPaymentPlan')).toHaveLength(0);
  });

  it('goes to the payment page for a paid plan', async () => {
    signInAsCenter(SHARMA_AUTO);
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'FixoPro Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard-service/subscription/payment-option'),
    );
    expect(router.state.location.search).toBe('?plan=2');
  });

  it('adds the Free plan with the fixed record values, toasts and goes home', async () => {
    signInAsCenter(SHARMA_AUTO);
    const { user, router, fetchMock } = renderPage({
      'POST /api/PaymentGateway/AddServiceCenterPaymentPlan': () => ({ status: 201, body: freePlanAnswer() }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Free' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-service'));
    expect(await screen.findByText('Subscription Success')).toBeInTheDocument();
    const [, init] = calls(fetchMock, 'AddServiceCenterPaymentPlan')[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      servicecenterid: 7,
      planid: 1,
      pmid: 1,
      sppmid: 0,
      amountreceived: 0,
      status: 'Open',
      createdby: 1,
      modifiedby: 0,
    });
  });

  it('shows the failure toast with the server message', async () => {
    signInAsCenter(SHARMA_AUTO);
    const { user } = renderPage({
      'POST /api/PaymentGateway/AddServiceCenterPaymentPlan': () => ({
        status: 409,
        body: { message: 'You already have an active subscription.', status: 409 },
      }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Free' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(ERROR_MESSAGES.subscriptionFailed('You already have an active subscription.')),
    ).toBeInTheDocument();
  });
});

describe('the plans page in Hindi', () => {
  // Plan names and features are server-held English texts; a Hindi screen shows the seeded ones in Hindi.
  const SEEDED_AND_LATER_PLANS: SubscriptionPlanView[] = [
    {
      planid: 2,
      planname: 'FixoPro Monthly',
      durationtype: 'Monthly',
      amount: 999,
      durationdays: 30,
      features: ['Everything in Free', 'GST invoices (PDF)', 'Parts & services catalogue'],
      issaas: true,
    },
    {
      // A plan a manager added later: no translation exists, so it shows as entered.
      planid: 9,
      planname: 'Monsoon Care',
      durationtype: 'Monthly',
      amount: 499,
      durationdays: 30,
      features: ['Free pickup in the rains'],
      issaas: false,
    },
  ];

  it('shows the seeded plan names and features in Hindi and a later plan as entered', async () => {
    await setLanguage('hi');
    renderPage({
      'GET /api/PaymentGateway/GetSubscriptionPlanByEntity': () => ({
        status: 200,
        body: SEEDED_AND_LATER_PLANS,
      }),
    });

    expect(await screen.findByRole('radio', { name: 'FixoPro मासिक' })).toBeInTheDocument();
    expect(screen.getByText('फ़्री प्लान की सभी सुविधाएँ')).toBeInTheDocument();
    expect(screen.getByText('पार्ट्स और सेवाओं की सूची')).toBeInTheDocument();
    expect(screen.getByText('GST इनवॉइस (PDF)')).toBeInTheDocument();
    expect(screen.queryByText('Everything in Free')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Monsoon Care' })).toBeInTheDocument();
    expect(screen.getByText('Free pickup in the rains')).toBeInTheDocument();
  });
});
