import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review, ReviewsPage } from '@fixo/shared';

import { setLanguage } from '@/lib/i18n';
import { NearbyCenterCard } from '@/modules/nearby/nearby-center-card';
import { center } from '@/modules/service-requests/test-fixtures';
import { stubFetch } from '@/test/render';

const review = (id: number, extra: Partial<Review> = {}): Review => ({
  ratingid: id,
  servicecenterid: 1,
  servicecentername: center(1).servicecentername,
  stars: 4,
  comment: `Comment ${id}`,
  reviewername: 'Ravi K.',
  createdon: '2026-11-20T10:00:00Z',
  updatedon: '2026-11-20T10:00:00Z',
  reply: null,
  repliedon: null,
  hidden: false,
  hiddenreason: null,
  bookingref: null,
  ...extra,
});

function renderCard(count: number, page: ReviewsPage) {
  const calls: string[] = [];
  const answer = stubFetch({
    'GET /api/Rating/GetServiceCenterReviews': () => ({ status: 200, body: page }),
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(String(input));
    return answer(input, init);
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ul>
        <NearbyCenterCard
          center={{ ...center(1), scrating: page.scrating, scratingcount: count }}
          rank={1}
          from={null}
          selected={false}
          onSelect={vi.fn()}
          name="center"
        />
      </ul>
    </QueryClientProvider>,
  );
  return calls;
}

const PAGE: ReviewsPage = {
  items: [
    review(1, { stars: 5, comment: 'Fixed my clutch in an hour', reply: 'Thank you, drive safe!' }),
    review(2, { stars: 3, comment: '' }),
  ],
  total: 2,
  scrating: 4,
  scratingcount: 2,
};

afterEach(() => vi.unstubAllGlobals());

describe('public reviews from the nearby card', () => {
  it('offers no reviews link for a center nobody has rated, and loads nothing', () => {
    const calls = renderCard(0, { ...PAGE, items: [], total: 0, scrating: 0, scratingcount: 0 });
    expect(screen.queryByRole('button', { name: 'Read reviews' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("opens the center's reviews: average, count, comments and the center's reply", async () => {
    const calls = renderCard(2, PAGE);
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Read reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reviews' });
    expect(await within(dialog).findByText('Fixed my clutch in an hour')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('review')).toHaveLength(2);
    expect(within(dialog).getByTestId('reviews-average')).toHaveTextContent('4.0/5(2 ratings)');
    expect(within(dialog).getByText(`Reply from ${center(1).servicecentername}:`)).toBeInTheDocument();
    expect(within(dialog).getByText('No comment, stars only.')).toBeInTheDocument();
    expect(calls[0]).toContain('/api/Rating/GetServiceCenterReviews?SERVICECENTERID=1');
  });

  it('reads in Hindi, the drivers’ words as they wrote them', async () => {
    await setLanguage('hi');
    try {
      renderCard(2, PAGE);
      await userEvent.click(await screen.findByRole('button', { name: 'रिव्यू पढ़ें' }));
      const dialog = await screen.findByRole('dialog', { name: 'रिव्यू' });
      expect(await within(dialog).findByText('Fixed my clutch in an hour')).toBeInTheDocument();
      expect(within(dialog).getByText('(2 रेटिंग)')).toBeInTheDocument();
      expect(within(dialog).getByText('कोई टिप्पणी नहीं, सिर्फ़ स्टार।')).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });
});
