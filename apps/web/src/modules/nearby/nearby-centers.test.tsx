import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { center, fetchStub } from '@/modules/service-requests/test-fixtures';
import { renderRoutes } from '@/test/render';

import { NearbyCenters } from './nearby-centers';

const fresh = () => Array.from({ length: 18 }, (_, i) => center(i + 1));
const CENTERS = fresh();

function renderList(search = { postalCode: '560034' }, onSelect = vi.fn()) {
  return renderRoutes([{ path: '/', element: <NearbyCenters search={search} onSelect={onSelect} /> }]);
}

let offersAnswer: { status: number; body?: unknown } = { status: 200, body: [] };
let limitsAsked: string[] = [];

beforeEach(() => {
  CENTERS.splice(0, CENTERS.length, ...fresh());
  offersAnswer = { status: 200, body: [] };
  limitsAsked = [];
  vi.stubGlobal(
    'fetch',
    fetchStub((url) => {
      if (url.pathname === '/api/AppConfigurations/GetEncValue') return { status: 200, text: 'enc' };
      if (url.pathname.endsWith('ForWeb')) {
        const limit = url.searchParams.get('LIMIT') ?? '';
        limitsAsked.push(limit);
        return { status: 200, body: CENTERS.slice(0, Number(limit) || CENTERS.length) };
      }
      if (url.pathname === '/api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID') return offersAnswer;
      return undefined;
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('Nearby Service Centers', () => {
  it('shows the hint until a PIN code or a position is known', () => {
    renderRoutes([{ path: '/', element: <NearbyCenters search={{}} onSelect={vi.fn()} /> }]);
    expect(
      screen.getByText(
        'Enable location or Enter Pin Code and click Submit to get the list of nearby Service Centers.',
      ),
    ).toBeInTheDocument();
  });

  it("shows 5 by default, then 10, 15 or All with the 'Show' selector", async () => {
    renderList();
    await waitFor(() => expect(screen.getAllByTestId('nearby-center')).toHaveLength(5));
    const show = screen.getByLabelText('Show');
    expect(
      within(show)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '15', 'All']);
    const user = userEvent.setup();
    await user.selectOptions(show, '10');
    expect(screen.getAllByTestId('nearby-center')).toHaveLength(10);
    await user.selectOptions(show, '15');
    expect(screen.getAllByTestId('nearby-center')).toHaveLength(15);
    // only 15 were asked for so far: the rest come when 'All' is chosen
    expect(limitsAsked).toEqual(['15']);
    await user.selectOptions(show, 'All');
    await waitFor(() => expect(screen.getAllByTestId('nearby-center')).toHaveLength(18));
    expect(limitsAsked).toEqual(['15', '200']);
  });

  it("shows the primary-offer badge unless the offer is empty or 'na'", async () => {
    CENTERS[0] = center(1, { primaryoffer: '20% Discount Coupon on Servicing - MONSOON20' });
    CENTERS[1] = center(2, { primaryoffer: 'na' });
    CENTERS[2] = center(3, { primaryoffer: 'NA' });
    CENTERS[3] = center(4, { primaryoffer: '' });
    CENTERS[4] = center(5, { primaryoffer: null });
    renderList();
    await waitFor(() => expect(screen.getAllByTestId('nearby-center')).toHaveLength(5));
    const badges = screen.getAllByTestId('primary-offer');
    expect(badges).toHaveLength(1);
    expect(within(screen.getAllByTestId('nearby-center')[0]!).getByTestId('primary-offer')).toHaveTextContent(
      'MONSOON20',
    );
  });

  it('lists a center: distance, phone link, directions, pickup, and selects it', async () => {
    CENTERS[0] = center(1, { pickupservice: true, distancekm: 0.05, locationcoordinates: '12.9352,77.6245' });
    const onSelect = vi.fn();
    renderList({ postalCode: '560034' }, onSelect);
    const first = (await screen.findAllByTestId('nearby-center'))[0]!;
    expect(within(first).getByText('0 km')).toBeInTheDocument();
    expect(within(first).getByText('Pickup Available')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /9000000003/ })).toHaveAttribute(
      'href',
      'tel:+919000000003',
    );
    const directions = within(first).getByRole('link', { name: 'Get Directions' });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=12.9352,77.6245',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('img', { name: 'Rated 4.5 out of 5, 12 ratings' })).toBeInTheDocument();
    await userEvent.setup().click(within(first).getByText('Choose this center'));
    expect(onSelect).toHaveBeenCalledWith(CENTERS[0]);
  });

  it("orders by distance by default and by weighted rating with 'Top rated'", async () => {
    // Center 3: 4.9 from 40 ratings; center 2: 5.0 from a single rating (weighs less); the rest 4.5 of 12.
    CENTERS[2] = center(3, { scrating: 4.9, scratingcount: 40 });
    CENTERS[1] = center(2, { scrating: 5, scratingcount: 1 });
    renderList();
    const names = () =>
      screen.getAllByTestId('nearby-center').map((c) => within(c).getByRole('heading').textContent);
    await waitFor(() =>
      expect(names()).toEqual(['Center 1', 'Center 2', 'Center 3', 'Center 4', 'Center 5']),
    );
    const sort = screen.getByLabelText('Sort');
    expect((sort as HTMLSelectElement).value).toBe('distance');
    await userEvent.setup().selectOptions(sort, 'rating');
    // Equal weighted ratings keep the nearer one first.
    expect(names()).toEqual(['Center 3', 'Center 1', 'Center 4', 'Center 5', 'Center 6']);
  });

  it.each([
    [{ status: 200, body: [] }, 'No offers available.'],
    [{ status: 500, body: { message: 'boom', status: 500 } }, 'Error loading offers.'],
  ])('offers dialog answers %j with %s', async (answer, text) => {
    offersAnswer = answer;
    CENTERS[0] = center(1, { isofferavailable: true });
    renderList();
    const first = (await screen.findAllByTestId('nearby-center'))[0]!;
    await userEvent.setup().click(within(first).getByRole('button', { name: 'Available Offers' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('lists centers beyond 25 km after the near ones, below a divider, labelled as outside the area', async () => {
    CENTERS.splice(
      0,
      CENTERS.length,
      center(1, { distancekm: 1.2 }),
      center(2, { distancekm: 282 }),
      center(3, { distancekm: 4 }),
      center(4, { distancekm: 6.5 }),
    );
    renderList();
    await waitFor(() => expect(screen.getAllByTestId('nearby-center')).toHaveLength(4));
    const names = screen
      .getAllByTestId('nearby-center')
      .map((c) => within(c).getByRole('heading').textContent);
    expect(names).toEqual(['Center 1', 'Center 3', 'Center 4', 'Center 2']);
    const far = screen.getByTestId('far-centers');
    expect(within(far).getByText('Center 2')).toBeInTheDocument();
    expect(within(far).getByText('282 km away — outside your area')).toBeInTheDocument();
    expect(screen.getAllByTestId('far-note')).toHaveLength(1);
  });
});
