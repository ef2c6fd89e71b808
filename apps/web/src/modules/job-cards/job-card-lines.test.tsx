import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobCardPayloadInput } from '@fixo/shared';

import { renderRoutes } from '@/test/render';

import { JobCardLines } from './job-card-lines';

function Harness() {
  const form = useForm<JobCardPayloadInput>({ defaultValues: { lines: [] } });
  return (
    <FormProvider {...form}>
      <JobCardLines />
    </FormProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

const totals = () => within(screen.getByLabelText('Totals'));

/** The lines with an empty catalogue and one one-off line added: the user and that line's row. */
async function withOneOffLine() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"items":[],"total":0,"page":1,"pagesize":8}')),
  );
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <Harness /> }]);
  await user.click(screen.getByRole('button', { name: 'One-off line' }));
  return { user, line: within(screen.getByRole('list', { name: 'Lines' })).getByRole('listitem') };
}

describe('JobCardLines', () => {
  it('updates taxable value, GST and grand total in ₹ as a line is typed, and with a % discount', async () => {
    const { user, line } = await withOneOffLine();
    await user.type(within(line).getByLabelText('Description'), 'Wheel alignment');
    const qty = within(line).getByLabelText(/^Qty/);
    await user.clear(qty);
    await user.type(qty, '2');
    await user.type(within(line).getByLabelText('Unit price'), '1250.50');
    // 2 × ₹1,250.50 = ₹2,501.00 taxable; GST 18% = ₹450.18
    const box = totals();
    expect(box.getByText('₹2,501.00')).toBeInTheDocument();
    expect(box.getByText('₹450.18')).toBeInTheDocument();
    expect(box.getByText('₹2,951.18')).toBeInTheDocument();

    fireEvent.click(within(line).getByRole('button', { name: /switch to percent/ }));
    await user.type(within(line).getByLabelText('Discount percent'), '10');
    // 10% off ₹2,501.00 = ₹250.10; taxable ₹2,250.90; GST ₹405.16; total ₹2,656.06
    expect(box.getByText('₹2,250.90')).toBeInTheDocument();
    expect(box.getByText('₹2,656.06')).toBeInTheDocument();
  });

  it('takes a one-off price as all-in when it includes GST', async () => {
    const { user, line } = await withOneOffLine();
    await user.type(within(line).getByLabelText('Unit price'), '500');
    expect(totals().getByText('₹590.00')).toBeInTheDocument();
    await user.click(within(line).getByRole('checkbox', { name: 'Price includes GST' }));
    // ₹500 all-in at 18%: taxable ₹423.73, GST ₹76.27
    expect(within(line).getByText('Price (incl. GST)')).toBeInTheDocument();
    expect(totals().getByText('₹423.73')).toBeInTheDocument();
    expect(totals().getByText('₹76.27')).toBeInTheDocument();
    expect(totals().getByText('₹500.00')).toBeInTheDocument();
  });
});
