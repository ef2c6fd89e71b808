import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@fixo/shared';

import { signInAsCenter } from '@/test/contract-fixtures';
import { renderRoutes, stubFetch, stubResizeObserver } from '@/test/render';

import CenterOffersPage from './center-offers-page';
import ManagerOffersPage from './manager-offers-page';
import { filterOffers, sortOffers, type OfferSortKey } from './offer-list';
import { makeOffer } from './test-offers';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

const OFFERS_PATH = 'GET /api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID';

/**
 * What the real offers endpoint does with a center's offers: SEARCH, SORT/ORDER (offer code by default), PAGE /
 * PAGESIZE, the total in X-Total-Count and the primary offer's id in X-Primary-Offer-Id.
 */
function asOffersServer(inner: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await inner(input, init);
    const url = new URL(String(input), 'http://localhost');
    if (`${init?.method ?? 'GET'} ${url.pathname}` !== OFFERS_PATH || !response.ok) return response;
    const all = (await response.json()) as Offer[];
    const q = url.searchParams;
    const sort = {
      key: (q.get('SORT') ?? 'offercode') as OfferSortKey,
      direction: (q.get('ORDER') ?? 'asc') as 'asc' | 'desc',
    };
    const listed = sortOffers(filterOffers(all, q.get('SEARCH') ?? ''), sort);
    const size = Number(q.get('PAGESIZE') ?? 50);
    const page = Number(q.get('PAGE') ?? 1);
    const primary = all.find((o) => o.isprimaryoffer);
    return new Response(JSON.stringify(listed.slice((page - 1) * size, page * size)), {
      status: 200,
      headers: {
        'Content-Type': 'application/json',
        'X-Total-Count': String(listed.length),
        ...(primary ? { 'X-Primary-Offer-Id': String(primary.offersvcntid) } : {}),
      },
    });
  };
}

const SHARMA_AUTO = { servicecenterid: 7, servicecentername: 'Sharma Auto Works' };

function renderCenter(offers: Offer[] | { status: number; body: unknown }) {
  const fetchMock = vi.fn(
    asOffersServer(
      stubFetch({
        [OFFERS_PATH]: () => (Array.isArray(offers) ? { status: 200, body: offers } : offers),
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ path: '/', element: <CenterOffersPage /> }]);
  return { fetchMock, user: userEvent.setup() };
}

/** The wide-screen table (the phone cards render too in jsdom, which has no CSS). */
const table = () => screen.getByRole('table');
const codesInTable = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent?.replace('Primary offer', '').trim());

const manyOffers = Array.from({ length: 25 }, (_, i) =>
  makeOffer({
    offersvcntid: i + 1,
    offercode: `CODE${String(i + 1).padStart(2, '0')}`,
    discountofferedamount: String(1000 - i * 10),
  }),
);

describe('Promotional Offers (own center)', () => {
  it('asks to sign in when no service center is signed in', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderRoutes([{ path: '/', element: <CenterOffersPage /> }]);
    expect(screen.getByRole('link', { name: 'Sign in as a service center' })).toHaveAttribute(
      'href',
      '/login?as=service-center',
    );
  });

  it('loads the own center, shows Loading..., dashes, badges and delete only on active rows', async () => {
    signInAsCenter(SHARMA_AUTO);
    const { fetchMock } = renderCenter([
      makeOffer({ offersvcntid: 1, offercode: 'ACTIVE1', offer: '', offerremarks: '' }),
      makeOffer({
        offersvcntid: 2,
        offercode: 'OFF2',
        isactive: false,
        offer: 'Free wash',
        offerremarks: 'Weekdays',
        discountofferedpercentage: '300',
        isprimaryoffer: true,
      }),
    ]);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('table');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('SERVICECENTERID')).toBe('7');

    const [, activeRow, inactiveRow] = within(table()).getAllByRole('row');
    const activeCells = within(activeRow!).getAllByRole('cell');
    expect(activeCells[1]).toHaveTextContent(/^-$/); // custom offer
    expect(activeCells[7]).toHaveTextContent(/^-$/); // remarks
    expect(activeCells[2]).toHaveTextContent('10%');
    expect(within(activeRow!).getByText('Active')).toHaveClass('bg-green-50');
    expect(within(activeRow!).getByRole('button', { name: 'Deactivate offer ACTIVE1' })).toBeInTheDocument();
    expect(within(activeRow!).getByRole('button', { name: 'Edit offer ACTIVE1' })).toBeInTheDocument();

    expect(within(inactiveRow!).getByText('Free wash')).toBeInTheDocument();
    expect(within(inactiveRow!).getByText('Inactive')).toHaveClass('bg-red-50');
    expect(within(inactiveRow!).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(within(inactiveRow!).getByRole('button', { name: 'Edit offer OFF2' })).toBeInTheDocument();
    // The primary offer's ID is kept for the Set Primary Offer warning.
    expect(localStorage.getItem('primaryOfferId')).toBe('2');
  });

  /** A preset, a custom offer with its text, and one whose stored percentage matches no preset (spec: custom). */
  const discountOffers = [
    makeOffer({ offersvcntid: 1, offercode: 'PRESET10', discountofferedpercentage: '10' }),
    makeOffer({
      offersvcntid: 2,
      offercode: 'WASH300',
      offer: 'Free wash',
      discountofferedpercentage: '300',
      discountofferedamount: '300',
    }),
    makeOffer({
      offersvcntid: 3,
      offercode: 'FLAT199',
      discountofferedpercentage: '199',
      discountofferedamount: '199',
    }),
  ];

  it('shows Custom Offer, not the stored amount, as the Discount (%) of a custom offer', async () => {
    signInAsCenter(SHARMA_AUTO);
    renderCenter(discountOffers);
    await screen.findByRole('table');
    const discounts = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      )
      .map(([code, , discount]) => [code, discount]);
    expect(Object.fromEntries(discounts)).toEqual({
      PRESET10: '10%',
      WASH300: 'Custom Offer',
      FLAT199: 'Custom Offer',
    });
  });

  it("shows Custom Offer as the Discount (%) on a custom offer's phone card", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    signInAsCenter(SHARMA_AUTO);
    renderCenter(discountOffers);
    const cards = within(await screen.findByRole('list', { name: 'Offers' })).getAllByRole('listitem');
    const card = (code: string) => cards.find((item) => within(item).queryByText(code))!;
    const discountOf = (code: string) =>
      within(card(code)).getByText('Discount (%)').nextElementSibling?.textContent;
    expect(discountOf('PRESET10')).toBe('10%');
    expect(discountOf('WASH300')).toBe('Custom Offer');
    expect(discountOf('FLAT199')).toBe('Custom Offer');
    // Only a preset gets the 'Discount Coupon on Servicing' line ('199 Discount Coupon…' misread the amount).
    expect(within(card('PRESET10')).getByText('10% Discount Coupon on Servicing')).toBeInTheDocument();
    expect(within(card('FLAT199')).queryByText(/Discount Coupon on Servicing/)).not.toBeInTheDocument();
  });

  it('sorts by offer code ascending first, toggles on the next click and returns to page 1', async () => {
    signInAsCenter(SHARMA_AUTO);
    const { user } = renderCenter(manyOffers);
    await screen.findByRole('table');
    expect(codesInTable()).toHaveLength(10);
    expect(codesInTable()[0]).toBe('CODE01');

    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(codesInTable()[0]).toBe('CODE11');

    // A new column: ascending (amount 760 is CODE25), back on page 1.
    await user.click(within(table()).getByRole('button', { name: /Discount Amount/ }));
    expect(codesInTable()[0]).toBe('CODE25');
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await user.click(within(table()).getByRole('button', { name: /Discount Amount/ }));
    expect(codesInTable()[0]).toBe('CODE01');
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(table()).getByRole('columnheader', { name: /Discount Amount/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('paginates 10 rows with previous/next disabled at the ends', async () => {
    signInAsCenter(SHARMA_AUTO);
    const { user } = renderCenter(manyOffers);
    await screen.findByRole('table');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeEnabled();
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(codesInTable()).toEqual(['CODE21', 'CODE22', 'CODE23', 'CODE24', 'CODE25']);
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('asks the server for one page: PAGE, PAGESIZE 10, SORT, ORDER and SEARCH', async () => {
    signInAsCenter(SHARMA_AUTO);
    const { user, fetchMock } = renderCenter(manyOffers);
    await screen.findByRole('table');
    const lastOffersQuery = () =>
      Object.fromEntries(
        new URL(
          String(
            fetchMock.mock.calls
              .filter(([u]) => String(u).includes('GetServiceCenterOffersBySVCNTID'))
              .at(-1)![0],
          ),
          'http://localhost',
        ).searchParams,
      );
    expect(lastOffersQuery()).toMatchObject({
      SERVICECENTERID: '7',
      PAGE: '1',
      PAGESIZE: '10',
      SORT: 'offercode',
      ORDER: 'asc',
    });
    expect(screen.getByText('25 offers')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', {
        name: 'Page 2',
      }),
    );
    await waitFor(() => expect(lastOffersQuery()).toMatchObject({ PAGE: '2' }));
    await user.type(screen.getByPlaceholderText('Search offer code'), 'code1');
    await waitFor(() => expect(lastOffersQuery()).toMatchObject({ SEARCH: 'code1', PAGE: '1' }));
  });

  it('searches offer code or custom offer text, case-insensitively', async () => {
    signInAsCenter(SHARMA_AUTO);
    const { user } = renderCenter([
      makeOffer({ offersvcntid: 1, offercode: 'DIWALI' }),
      makeOffer({ offersvcntid: 2, offercode: 'WASH', offer: 'Free diwali wash' }),
      makeOffer({ offersvcntid: 3, offercode: 'MONSOON' }),
    ]);
    await screen.findByRole('table');
    await user.type(screen.getByPlaceholderText('Search offer code'), 'DiWaLi');
    expect(codesInTable()).toEqual(['DIWALI', 'WASH']);
    await user.clear(screen.getByPlaceholderText('Search offer code'));
    await user.type(screen.getByPlaceholderText('Search offer code'), 'zzz');
    expect(screen.getByText('No offers found.')).toBeInTheDocument();
  });

  it('shows the load failure message', async () => {
    signInAsCenter(SHARMA_AUTO);
    renderCenter({ status: 500, body: { message: 'boom', status: 500 } });
    expect(await screen.findByText('Failed to load offers.')).toBeInTheDocument();
  });

  it('deactivates through the Deactivate Offer dialog, saving the whole offer', async () => {
    signInAsCenter(SHARMA_AUTO);
    let saved: Record<string, unknown> | null = null;
    const offer = makeOffer({ offersvcntid: 3, offercode: 'GONE', validtill: '2030-03-01T00:00:00' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        asOffersServer(
          stubFetch({
            [OFFERS_PATH]: () => ({ status: 200, body: [saved ? { ...offer, isactive: false } : offer] }),
            'POST /api/ServiceCenterOffer/AddNewServiceCenterOffer': (init) => {
              saved = JSON.parse(String(init?.body)) as Record<string, unknown>;
              return { status: 200, body: { ...offer, isactive: false } };
            },
          }),
        ),
      ),
    );
    renderRoutes([{ path: '/', element: <CenterOffersPage /> }]);
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(within(table()).getByRole('button', { name: 'Deactivate offer GONE' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Offer' });
    expect(within(dialog).getByText('Do you want to change the status of this offer?')).toBeInTheDocument();
    expect(within(dialog).getByText('GONE')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch')).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toMatchObject({
      offersvcntid: 3,
      offercode: 'GONE',
      isactive: false,
      validtill: '2030-03-01T00:00:00',
      recordby: 1,
    });
    expect(await screen.findByText('Offer saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getByText('Inactive')).toBeInTheDocument());
    expect(within(table()).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
  });
});

describe('Promotional Offers (manager)', () => {
  it('requires a center before adding and loads offers only once one is chosen', async () => {
    const fetchMock = vi.fn(
      asOffersServer(
        stubFetch({
          'GET /api/ServiceCenter/GetAllServiceCenters': () => ({
            status: 200,
            body: [
              { servicecenterid: 7, servicecentername: 'Sharma Auto Works' },
              { servicecenterid: 8, servicecentername: 'Bose Motors' },
            ],
          }),
          [OFFERS_PATH]: () => ({ status: 200, body: [makeOffer({ offercode: 'MGR1' })] }),
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/', element: <ManagerOffersPage /> }]);
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: /Service Center/ });
    await waitFor(() => expect(select).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Add Offers' }));
    expect(screen.getByText('Select service center name is required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const offerCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('ServiceCenterOffer'));
    expect(offerCalls()).toHaveLength(0);

    fireEvent.change(select, { target: { value: '7' } });
    expect(await within(await screen.findByRole('table')).findByText('MGR1')).toBeInTheDocument();
    expect(String(offerCalls()[0]?.[0])).toContain('SERVICECENTERID=7');
    expect(screen.queryByText('Select service center name is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Offers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Offer' });
    expect(within(dialog).getByRole('combobox', { name: /^Service Center/ })).toHaveValue('7');
  });
});
