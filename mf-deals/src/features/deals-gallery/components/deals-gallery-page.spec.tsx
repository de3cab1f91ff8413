import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEALS_API, SETTINGS_API, type Deal } from '@yarn-mgmt/contracts';
import {
  createFakeApi,
  failWith,
  pending,
  renderWithProviders,
  settingsResponse,
  userFixture,
} from '@yarn-mgmt/testing/web';
import { dealFixture, statsResponse } from '../../../test/deals-fixtures';
import { DealsGalleryPage } from './deals-gallery-page';

function renderGallery(deals: Deal[] | Error | (() => unknown), stats: unknown = statsResponse()) {
  const answer = Array.isArray(deals) ? { deals, total: deals.length } : deals;
  const api = createFakeApi({ get: { [DEALS_API.active]: answer, [DEALS_API.stats]: stats } });
  return renderWithProviders(<DealsGalleryPage />, { path: '/deals', api });
}

const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
const card = (name: string) => screen.getByRole('article', { name });
const slider = (name: string) => screen.getByRole('slider', { name });

const mixed = [
  dealFixture(1, { product_name: 'Rios', brand: 'Malabrigo', discount_percentage: 30, current_price: 12 }),
  dealFixture(2, { product_name: '220', brand: 'Cascade', discount_percentage: 10, current_price: 5 }),
  dealFixture(3, {
    product_name: 'Tosh',
    brand: 'Madelinetosh',
    discount_percentage: 70,
    current_price: 100,
  }),
  dealFixture(4, { product_name: 'Eco', brand: 'Cascade', discount_percentage: 45, current_price: 150 }),
];

describe('DealsGalleryPage', () => {
  it('shows its title, skeletons while loading, on a page root marked with the remote', () => {
    const { container } = renderGallery(pending, pending);
    expect(screen.getByRole('heading', { level: 1, name: 'Yarn Deals Gallery' })).toBeInTheDocument();
    expect(screen.getAllByTestId('deal-skeleton')).toHaveLength(8);
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-remote', 'mf_deals');
  });

  it('shows the stat cards of GET /deals/stats, the average to one decimal', async () => {
    renderGallery([], {
      ...statsResponse(),
      stats: { totalDeals: 120, activeDeals: 80, avgDiscount: 27.16, dealsThisWeek: 14 },
    });
    const tile = (label: string) => screen.getByRole('region', { name: label });
    await waitFor(() => expect(tile('Avg Discount')).toHaveTextContent('27.2%'));
    expect(tile('Total Deals')).toHaveTextContent('120');
    expect(tile('Active Deals')).toHaveTextContent('80');
    expect(tile('This Week')).toHaveTextContent('14');
  });

  it("shows each deal in its shop's currency, whatever the user's Currency setting (no conversion)", async () => {
    const api = createFakeApi({
      get: {
        [DEALS_API.active]: {
          deals: [
            dealFixture(1, { product_name: 'Rios', current_price: 16.95, original_price: 22.6 }),
            dealFixture(2, {
              product_name: 'Alpaca',
              currency: 'EUR',
              current_price: 7.5,
              original_price: 10,
            }),
          ],
          total: 2,
        },
        [DEALS_API.stats]: statsResponse(),
        [SETTINGS_API.settings]: settingsResponse({ default_currency: 'EUR' }),
      },
    });
    renderWithProviders(<DealsGalleryPage />, { path: '/deals', api, user: userFixture() });
    await screen.findByRole('article', { name: 'Rios' });
    // The settings' answer has been applied: the page is under the user's EUR setting.
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(SETTINGS_API.settings));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const rios = within(card('Rios'));
    expect(rios.getByText('$16.95')).toBeInTheDocument();
    expect(rios.getByText('$22.60').tagName).toBe('S');
    const alpaca = within(card('Alpaca'));
    expect(alpaca.getByText('€7.50')).toBeInTheDocument();
    expect(alpaca.getByText('€10.00').tagName).toBe('S');
  });

  it('shows a card with badge, brand, name, retailer, prices, chips, found date and View Deal in a new tab', async () => {
    renderGallery([dealFixture(1, { product_name: 'Rios', original_price: 10, current_price: 7.5 })]);
    const rios = await screen.findByRole('article', { name: 'Rios' });
    const inCard = within(rios);
    expect(inCard.getByTestId('discount-badge')).toHaveTextContent('25% OFF');
    expect(inCard.getByRole('heading', { name: 'Rios' })).toBeInTheDocument();
    for (const text of ['Malabrigo', 'Yarn Shop', '$7.50', 'Worsted', 'Merino', 'Found Mar 04, 2026']) {
      expect(inCard.getByText(text)).toBeInTheDocument();
    }
    expect(inCard.getByText('$10.00').tagName).toBe('S');
    expect(inCard.getByRole('img', { name: 'Rios' })).toHaveAttribute('loading', 'lazy');
    const link = inCard.getByRole('link', { name: 'View Deal' });
    expect(link).toHaveAttribute('href', 'https://shop.example/rios-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Showing 1 of 1 deals')).toBeInTheDocument();
  });

  it("shows 'No Image' without an image and when the image fails to load", async () => {
    renderGallery([dealFixture(1, { image_url: null }), dealFixture(2)]);
    expect(
      within(await screen.findByRole('article', { name: 'Rios 1' })).getByText('No Image'),
    ).toBeInTheDocument();
    const broken = within(card('Rios 2'));
    expect(broken.queryByText('No Image')).not.toBeInTheDocument();
    fireEvent.error(broken.getByRole('img', { name: 'Rios 2' }));
    expect(broken.getByText('No Image')).toBeInTheDocument();
    expect(broken.queryByRole('img')).not.toBeInTheDocument();
  });

  it('colours the badge green at 24, amber at 25 and 39, red at 40', async () => {
    renderGallery([24, 25, 39, 40].map((pct) => dealFixture(pct, { discount_percentage: pct })));
    await screen.findByRole('article', { name: 'Rios 24' });
    const badge = (n: number) => within(card(`Rios ${n}`)).getByTestId('discount-badge');
    expect(badge(24)).toHaveClass('MuiChip-colorSuccess');
    expect(badge(25)).toHaveClass('MuiChip-colorWarning');
    expect(badge(39)).toHaveClass('MuiChip-colorWarning');
    expect(badge(40)).toHaveClass('MuiChip-colorError');
  });

  it('sets an alert for the brand with a toast only', async () => {
    const { api } = renderGallery([dealFixture(1)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Set alert for Malabrigo' }));
    expect(
      await screen.findByText("Alert set for Malabrigo! You'll be notified of new deals."),
    ).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('filters by brand: All Brands first, then the loaded brands sorted', async () => {
    renderGallery(mixed);
    await screen.findByRole('article', { name: 'Rios' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Brand' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Brands',
      'Cascade',
      'Madelinetosh',
      'Malabrigo',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Cascade' }));
    await waitFor(() => expect(cardNames()).toEqual(['Eco', '220']));
  });

  it('filters by minimum discount from 0 to 70, sorted by discount by default', async () => {
    renderGallery(mixed);
    await screen.findByRole('article', { name: 'Rios' });
    expect(cardNames()).toEqual(['Tosh', 'Eco', 'Rios', '220']);
    const min = slider('Min discount');
    expect(min).toHaveAttribute('min', '0');
    expect(min).toHaveAttribute('max', '70');
    expect(min).toHaveAttribute('step', '5');
    expect(min).toHaveValue('0');
    fireEvent.change(min, { target: { value: '70' } });
    expect(screen.getByText('Min Discount: 70%')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Tosh']));
  });

  it('filters by maximum price only below 100, down to 5', async () => {
    renderGallery(mixed);
    await screen.findByRole('article', { name: 'Rios' });
    const max = slider('Max price');
    expect(max).toHaveAttribute('min', '5');
    expect(max).toHaveAttribute('max', '100');
    expect(max).toHaveAttribute('step', '5');
    expect(max).toHaveValue('100');
    expect(screen.getByText('Max Price: $100.00+')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(4);
    fireEvent.change(max, { target: { value: '95' } });
    await waitFor(() => expect(cardNames()).toEqual(['Rios', '220']));
    fireEvent.change(max, { target: { value: '5' } });
    await waitFor(() => expect(cardNames()).toEqual(['220']));
    expect(screen.getByText('Max Price: $5.00')).toBeInTheDocument();
    fireEvent.change(max, { target: { value: '100' } });
    await waitFor(() => expect(cardNames()).toHaveLength(4));
  });

  it("writes the max price in the deals' currency, and as a bare amount when they are in several", async () => {
    const { unmount } = renderGallery([dealFixture(1, { product_name: 'Alpaca', currency: 'EUR' })]);
    await screen.findByRole('article', { name: 'Alpaca' });
    expect(screen.getByText('Max Price: €100.00+')).toBeInTheDocument();
    unmount();
    renderGallery([dealFixture(1, { product_name: 'Alpaca', currency: 'EUR' }), dealFixture(2)]);
    await screen.findByRole('article', { name: 'Alpaca' });
    expect(screen.getByText('Max Price: 100.00+')).toBeInTheDocument();
  });

  it('sorts by price both ways and by most recent', async () => {
    renderGallery(
      mixed.map((deal, index) => ({ ...deal, scraped_at: `2026-03-0${[2, 4, 3, 1][index]}T00:00:00Z` })),
    );
    await screen.findByRole('article', { name: 'Rios' });
    const sortBy = (label: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort By' }));
      fireEvent.click(screen.getByRole('option', { name: label }));
    };
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveTextContent('Highest Discount');
    sortBy('Price: Low to High');
    await waitFor(() => expect(cardNames()).toEqual(['220', 'Rios', 'Tosh', 'Eco']));
    sortBy('Price: High to Low');
    await waitFor(() => expect(cardNames()).toEqual(['Eco', 'Tosh', 'Rios', '220']));
    sortBy('Most Recent');
    await waitFor(() => expect(cardNames()).toEqual(['220', 'Tosh', 'Rios', 'Eco']));
  });

  it('says when no deal matches the filters', async () => {
    renderGallery([dealFixture(1, { discount_percentage: 10 })]);
    await screen.findByRole('article', { name: 'Rios 1' });
    fireEvent.change(slider('Min discount'), { target: { value: '50' } });
    expect(await screen.findByText('No deals found matching your filters')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the same empty state when there are no deals at all', async () => {
    renderGallery([]);
    expect(await screen.findByText('No deals found matching your filters')).toBeInTheDocument();
  });

  it("says 'Failed to load deals' when the deals cannot be loaded", async () => {
    renderGallery(failWith(500, 'Boom'));
    expect(await screen.findByText('Failed to load deals')).toBeInTheDocument();
    expect(screen.queryByText('No deals found matching your filters')).not.toBeInTheDocument();
  });

  it('says the deals service is down beside the spec’s text, and keeps the rest of the page', async () => {
    const down = failWith(503, 'The deals service is unavailable');
    renderGallery(down, down);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load deals')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'The deals service is unavailable just now; the rest of the platform still works. Try again in a minute.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Yarn Deals Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Deals' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Total Deals' })).toBeInTheDocument();
    expect(slider('Min discount')).toBeInTheDocument();
    expect(screen.queryByText('No deals found matching your filters')).not.toBeInTheDocument();
  });

  it('draws 48 cards at first and more as the page scrolls (or on Load more)', async () => {
    renderGallery(Array.from({ length: 60 }, (_, index) => dealFixture(index + 1)));
    expect(await screen.findByText('Showing 60 of 60 deals')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(48);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getAllByRole('article')).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('refetches the deals and the stats on Refresh Deals', async () => {
    let round = 0;
    const { api } = renderGallery(() => {
      round += 1;
      return { deals: [dealFixture(round, { product_name: `Round ${round}` })], total: 1 };
    });
    await screen.findByRole('article', { name: 'Round 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Deals' }));
    expect(await screen.findByRole('article', { name: 'Round 2' })).toBeInTheDocument();
    const calls = api.get.mock.calls.map(([path]) => path);
    expect(calls.filter((path) => path === DEALS_API.stats)).toHaveLength(2);
  });
});
