import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobCard } from '@fixo/shared';

import { renderRoutes, stubFetch } from '@/test/render';

import JobCardDetailsPage from './job-card-details-page';
import { jobCardFixture } from './job-card-fixture';

afterEach(() => vi.unstubAllGlobals());

function renderDetails(card: JobCard) {
  vi.stubGlobal(
    'fetch',
    stubFetch({ 'GET /api/JobCard/GetJobCardById': () => ({ status: 200, body: card }) }),
  );
  renderRoutes([{ path: '/job-cards/:id', element: <JobCardDetailsPage /> }], {
    initialEntries: [`/job-cards/${card.jobcardid}`],
  });
}

describe('JobCardDetailsPage', () => {
  it('offers Generate invoice for a ready job card without an invoice', async () => {
    renderDetails(jobCardFixture({ status: 'Ready', approval: 'Approved' }));
    expect(await screen.findByRole('button', { name: 'Generate invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View invoice/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  });

  it('links to its invoice once invoiced, instead of offering another one the server would refuse', async () => {
    const invoice = { invoiceid: 42, invoiceno: 'INV/2026-27/0042' };
    renderDetails(jobCardFixture({ status: 'Delivered', approval: 'Approved', invoice }));
    const view = await screen.findByRole('link', { name: 'View invoice INV/2026-27/0042' });
    expect(view).toHaveAttribute('href', '/service-manager/invoice-for-sr/42');
    expect(screen.queryByRole('button', { name: 'Generate invoice' })).not.toBeInTheDocument();
  });

  it('offers no edit of a ready job card while its invoice stands', async () => {
    const invoice = { invoiceid: 42, invoiceno: 'INV/2026-27/0042' };
    renderDetails(jobCardFixture({ status: 'Ready', approval: 'Approved', invoice }));
    expect(await screen.findByRole('link', { name: /View invoice/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to work' })).not.toBeInTheDocument();
  });
});
