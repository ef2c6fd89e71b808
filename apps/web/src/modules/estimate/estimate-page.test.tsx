import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUITE_MESSAGES as S, type PublicEstimate } from '@fixo/shared';

import { setLanguage } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';

import EstimatePage from './estimate-page';

type Line = PublicEstimate['lines'][number];
const zero = { grosspaise: 0, discountpaise: 0, taxablepaise: 0, gstpaise: 0, grandtotalpaise: 0 };
function line(lineid: number, description: string, totalPaise: number) {
  return {
    lineid,
    linetype: 'Part' as const,
    description,
    hsnsac: '8708',
    qty: 1,
    unit: 'nos',
    unitpricepaise: totalPaise,
    priceincludesgst: true,
    discounttype: 'Amount' as const,
    discountvalue: 0,
    gstrate: 18,
    grosspaise: totalPaise,
    discountpaise: 0,
    taxablepaise: Math.round(totalPaise / 1.18),
    gstpaise: totalPaise - Math.round(totalPaise / 1.18),
    linetotalpaise: totalPaise,
    approval: 'Pending' as const,
    decidedon: null,
  };
}
const ESTIMATE: PublicEstimate = {
  servicecentername: 'Sri Ganesh Motors',
  servicecentermobile: '9000000003',
  servicecenteraddress: 'Koramangala, Bengaluru',
  servicecentergstno: '',
  jobcardno: 'JC/2026-27/0001',
  customername: 'Ravi Kumar',
  vehregistrationno: 'KA05MN1234',
  vehicle: 'Maruti Suzuki Swift (Petrol)',
  complaints: ['Brakes make noise'],
  lines: [line(1, 'Brake pads', 180000), line(2, 'Engine oil', 120000), line(3, 'Wash', 50000)],
  totals: { ...zero, grandtotalpaise: 350000 },
  chargesgst: true,
  approvedtotals: zero,
  previouslyapprovedtotalpaise: 0,
  expireson: '2026-11-30T10:00:00Z',
  answered: false,
  answeredon: null,
};

function stub(status: number, body: unknown) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ ...ESTIMATE, answered: true }), { status: 200 });
      }
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return posted;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});
const render = () =>
  renderRoutes([{ path: '/estimate/:token', element: <EstimatePage /> }], {
    initialEntries: ['/estimate/abc'],
  });

describe('EstimatePage', () => {
  it('asks for every line, keeps a running approved total and sends the answers', async () => {
    const posted = stub(200, ESTIMATE);
    const user = userEvent.setup();
    render();
    const lines = within(await screen.findByRole('list', { name: 'Estimate lines' })).getAllByRole(
      'listitem',
    );
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(screen.getByText(S.decisionsIncomplete)).toBeInTheDocument();
    await user.click(within(lines[0]!).getByRole('radio', { name: 'Approve' }));
    await user.click(within(lines[1]!).getByRole('radio', { name: 'Approve' }));
    await user.click(within(lines[2]!).getByRole('radio', { name: 'Decline' }));
    expect(screen.getByTestId('approved-total')).toHaveTextContent('₹3,000.00');
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByText('Thank you! Your answer has been sent.')).toBeInTheDocument();
    expect(posted[0]).toEqual({
      decisions: [
        { lineid: 1, approved: true },
        { lineid: 2, approved: true },
        { lineid: 3, approved: false },
      ],
    });
  });

  it('shows GST per line for a GST-registered center', async () => {
    stub(200, ESTIMATE);
    render();
    const first = within(await screen.findByRole('list', { name: 'Estimate lines' })).getAllByRole(
      'listitem',
    )[0]!;
    expect(within(first).getByText('GST 18%: ₹274.58')).toBeInTheDocument();
    expect(within(first).getByText(/\(incl\. GST\)/)).toBeInTheDocument();
    expect(screen.getByText('Estimate total if all approved: ₹3,500.00, GST included.')).toBeInTheDocument();
  });

  it('says nothing about GST when the center charges none (its bill is a Bill of Supply)', async () => {
    const untaxed = (l: Line) => ({ ...l, taxablepaise: l.linetotalpaise, gstpaise: 0 });
    stub(200, { ...ESTIMATE, chargesgst: false, lines: ESTIMATE.lines.map(untaxed) });
    render();
    const list = await screen.findByRole('list', { name: 'Estimate lines' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1 nos × ₹1,800.00₹1,800.00');
    expect(document.body).not.toHaveTextContent(/GST/);
    expect(screen.getByText('Estimate total if all approved: ₹3,500.00.')).toBeInTheDocument();
  });

  it('has its own language switch (no site header): the customer reads the estimate in Hindi', async () => {
    stub(200, ESTIMATE);
    render();
    expect(await screen.findByText('Hello Ravi Kumar,')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    // The Hindi texts are a lazy chunk: a loaded machine may take more than the default second.
    expect(await screen.findByText('नमस्ते Ravi Kumar,', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Hello Ravi Kumar,')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('explains a wrong link and an expired one', async () => {
    stub(404, { message: 'Not found.', status: 404 });
    const first = render();
    expect(await screen.findByText(S.estimateNotFound)).toBeInTheDocument();
    first.unmount();
    stub(410, { message: S.estimateExpired, status: 410 });
    render();
    expect(await screen.findByText(S.estimateExpired)).toBeInTheDocument();
  });
});
