import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionPlanView } from '@fixo/shared';

import { setLanguage } from '@/lib/i18n';
import { renderRoutes, stubFetch } from '@/test/render';

import SubscriptionPage from './subscription-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

// Plan names and features are server-held English texts; a Hindi screen shows the seeded ones in Hindi.
const PLANS: SubscriptionPlanView[] = [
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

describe('the plans page in Hindi', () => {
  it('shows the seeded plan names and features in Hindi and a later plan as entered', async () => {
    await setLanguage('hi');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          'GET /api/PaymentGateway/GetSubscriptionPlanByEntity': () => ({ status: 200, body: PLANS }),
          'GET /api/ServiceCenter/GetMySubscription': () => ({
            status: 200,
            body: { current: null, pendingselection: null },
          }),
          'POST /api/Utility/AddAndUpdateWebsiteStats': () => ({ status: 200, body: {} }),
        }),
      ),
    );
    renderRoutes([{ path: '/dashboard-service/subscription', element: <SubscriptionPage /> }], {
      initialEntries: ['/dashboard-service/subscription'],
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
