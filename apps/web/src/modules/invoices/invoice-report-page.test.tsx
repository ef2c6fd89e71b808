import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_PATHS } from '@fixo/shared';

import { renderRoutes, stubFetch } from '@/test/render';

import InvoiceReportPage from './invoice-report-page';

afterEach(() => vi.unstubAllGlobals());

describe('InvoiceReportPage', () => {
  it('says once that a custom range is backwards, and asks the server nothing', async () => {
    const asked = vi.fn(() => ({
      status: 400,
      body: { message: 'To date must be on or after the from date' },
    }));
    vi.stubGlobal('fetch', stubFetch({ [`GET ${INVOICE_PATHS.report}`]: asked }));
    renderRoutes([{ path: '/report', element: <InvoiceReportPage /> }], {
      initialEntries: ['/report?period=custom&from=2027-01-10&to=2026-12-31'],
    });
    expect(await screen.findByText('Choose a from date on or before the to date.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Custom' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText(/10\/01\/2027 to/)).not.toBeInTheDocument();
    expect(screen.queryByText('To date must be on or after the from date')).not.toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });
});
