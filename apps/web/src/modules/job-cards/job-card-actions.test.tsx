import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobCardStatus } from '@fixo/shared';

import { renderRoutes } from '@/test/render';

import { JobCardActions } from './job-card-actions';
import { jobCardFixture } from './job-card-fixture';

const card = (status: JobCardStatus, approval: 'Draft' | 'Pending' | 'Approved' = 'Draft') =>
  jobCardFixture({ status, approval });

const buttons = (
  status: JobCardStatus,
  approval?: 'Draft' | 'Pending' | 'Approved',
  invoice: { invoiceid: number; invoiceno: string } | null = null,
) => {
  const view = renderRoutes([
    { path: '/', element: <JobCardActions card={{ ...card(status, approval), invoice }} /> },
  ]);
  const names = screen.queryAllByRole('button').map((b) => b.textContent?.trim());
  view.unmount();
  return names;
};

describe('JobCardActions', () => {
  it('offers only the legal next steps of each status', () => {
    expect(buttons('Open')).toEqual(['Send estimate', 'Mark approved manually', 'Cancel job card']);
    expect(buttons('EstimateSent', 'Pending')).toEqual([
      'Send estimate again',
      'Mark approved manually',
      'Cancel job card',
    ]);
    expect(buttons('Approved', 'Approved')).toEqual(['Start work', 'Cancel job card']);
    expect(buttons('InProgress', 'Approved')).toEqual(['Ready for delivery', 'Cancel job card']);
    expect(buttons('Ready', 'Approved')).toEqual(['Deliver', 'Back to work', 'Cancel job card']);
    expect(buttons('Delivered', 'Approved')).toEqual([]);
    expect(buttons('Cancelled', 'Approved')).toEqual([]);
  });

  it('sends only new lines for approval after the estimate was approved', () => {
    expect(buttons('InProgress', 'Draft')).toEqual([
      'Send new lines for approval',
      'Ready for delivery',
      'Cancel job card',
    ]);
  });

  it('offers no step the server refuses while an invoice stands (reopening, cancelling)', () => {
    const invoice = { invoiceid: 7, invoiceno: 'INV/2026-27/0007' };
    expect(buttons('Ready', 'Approved', invoice)).toEqual(['Deliver']);
  });
});
