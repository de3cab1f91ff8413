import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEALS_API } from '@yarn-mgmt/contracts';
import {
  createFakeApi,
  failWith,
  pending,
  renderWithProviders,
  type FakeRoutes,
} from '@yarn-mgmt/testing/web';
import {
  PATTERNS_FIXTURE,
  PREDICTION_FIXTURE,
  statsResponse,
  timelineFixture,
} from '../../../test/deals-fixtures';
import { DealTimelinePage } from './deal-timeline-page';

const BRAND = 'Malabrigo';

function brandRoutes(brand: string, overrides: FakeRoutes = {}): FakeRoutes {
  return {
    [DEALS_API.timeline(brand)]: timelineFixture(3),
    [DEALS_API.patterns(brand)]: { patterns: PATTERNS_FIXTURE },
    [DEALS_API.predict(brand)]: { prediction: PREDICTION_FIXTURE },
    ...overrides,
  };
}

function renderTimeline(routes: FakeRoutes = brandRoutes(BRAND), path = `/deal-timeline?brand=${BRAND}`) {
  const api = createFakeApi({ get: { [DEALS_API.stats]: statsResponse(), ...routes } });
  return renderWithProviders(<DealTimelinePage />, { path, api });
}

const card = (name: string) => screen.getByRole('region', { name });

describe('DealTimelinePage', () => {
  it('asks for a brand, offers the brands that have deals, and loads nothing else until one is chosen', async () => {
    const { api, container } = renderTimeline({}, '/deal-timeline');
    expect(screen.getByText('Select a brand to view deal timeline and predictions')).toBeInTheDocument();
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-remote', 'mf_deals');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Brand' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Cascade', BRAND]),
    );
    expect(api.get.mock.calls.map(([path]) => path)).toEqual([DEALS_API.stats]);
  });

  it('says when no brand has deals yet, or when the brands could not be loaded', async () => {
    const api = createFakeApi({ get: { [DEALS_API.stats]: statsResponse([]) } });
    const { unmount } = renderWithProviders(<DealTimelinePage />, { path: '/deal-timeline', api });
    expect(await screen.findByText('No brand has deals yet.')).toBeInTheDocument();
    unmount();
    renderTimeline({ [DEALS_API.stats]: failWith(500, 'Boom') }, '/deal-timeline');
    expect(await screen.findByText('Could not load the brands.')).toBeInTheDocument();
    expect(screen.getByText('Select a brand to view deal timeline and predictions')).toBeInTheDocument();
  });

  it('asks for the three brand calls at once, showing a spinner until they answer', async () => {
    const { api } = renderTimeline(
      {
        [DEALS_API.timeline(BRAND)]: pending,
        [DEALS_API.patterns(BRAND)]: pending,
        [DEALS_API.predict(BRAND)]: pending,
      },
      '/deal-timeline',
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Brand' }));
    fireEvent.click(await screen.findByRole('option', { name: BRAND }));
    expect(await screen.findByRole('progressbar', { name: `Loading ${BRAND}` })).toBeInTheDocument();
    const paths = api.get.mock.calls.map(([path]) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        DEALS_API.timeline(BRAND),
        DEALS_API.patterns(BRAND),
        DEALS_API.predict(BRAND),
      ]),
    );
    expect(
      screen.queryByText('Select a brand to view deal timeline and predictions'),
    ).not.toBeInTheDocument();
  });

  it('shows the next predicted sale, the seasonal trends and the frequency analysis', async () => {
    renderTimeline();
    const next = within(await screen.findByRole('region', { name: 'Next Predicted Sale' }));
    for (const text of [
      'March 29, 2026',
      'Confidence: 72%',
      'Estimated discount: ~22%',
      'Based on analysis of 30 day average frequency',
    ]) {
      expect(next.getByText(text)).toBeInTheDocument();
    }
    const seasonal = within(card('Seasonal Trends'));
    expect(seasonal.getByText('Most common month: November')).toBeInTheDocument();
    expect(seasonal.getByText('Most common day: Friday')).toBeInTheDocument();
    expect(seasonal.getByText('Total sales observed: 12')).toBeInTheDocument();
    const frequency = within(card('Frequency Analysis'));
    expect(frequency.getByText('Average frequency: 30.5 days')).toBeInTheDocument();
    expect(frequency.getByText('Average discount: 22.4%')).toBeInTheDocument();
    expect(frequency.getByText('First sale observed: Jan 10, 2025')).toBeInTheDocument();
    expect(frequency.getByText('Last sale observed: Feb 27, 2026')).toBeInTheDocument();
  });

  it('Set Alert only says alerts are coming soon', async () => {
    const { api } = renderTimeline();
    fireEvent.click(await screen.findByRole('button', { name: 'Set Alert' }));
    expect(await screen.findByText('Sale alerts are coming soon!')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("shows the server's message when there is no prediction", async () => {
    const message = 'Not enough sale history for a prediction (2 sales, 3 needed).';
    renderTimeline(
      brandRoutes(BRAND, {
        [DEALS_API.predict(BRAND)]: {
          prediction: {
            hasPrediction: false,
            nextPredictedSale: null,
            confidence: null,
            estimatedDiscount: null,
            basedOnFrequency: null,
            message,
          },
        },
      }),
    );
    const next = within(await screen.findByRole('region', { name: 'Next Predicted Sale' }));
    expect(next.getByText(message)).toBeInTheDocument();
    expect(next.queryByRole('button', { name: 'Set Alert' })).not.toBeInTheDocument();
    expect(next.queryByText(/Confidence/)).not.toBeInTheDocument();
  });

  it('warns when one of the brand calls fails', async () => {
    renderTimeline(brandRoutes(BRAND, { [DEALS_API.patterns(BRAND)]: failWith(404, 'Brand not found') }));
    expect(
      await screen.findByText(
        'Failed to load brand data. This brand may not have enough historical data yet.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Next Predicted Sale' })).not.toBeInTheDocument();
  });

  it('says the deals service is down beside each text, keeping the brand selector and the brand chosen', async () => {
    const down = failWith(503, 'The deals service is unavailable');
    const detail =
      'The deals service is unavailable just now; the rest of the platform still works. Try again in a minute.';
    renderTimeline({
      [DEALS_API.stats]: down,
      [DEALS_API.timeline(BRAND)]: down,
      [DEALS_API.patterns(BRAND)]: down,
      [DEALS_API.predict(BRAND)]: down,
    });
    const brandData = await screen.findByText(
      'Failed to load brand data. This brand may not have enough historical data yet.',
    );
    const warning = brandData.closest<HTMLElement>('[role="alert"]')!;
    expect(within(warning).getByText(detail)).toBeInTheDocument();
    expect(warning).toHaveClass('MuiAlert-colorWarning');
    const brands = (await screen.findByText('Could not load the brands.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(within(brands).getByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveTextContent(BRAND);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('asks for a brand still when only the brands are unavailable', async () => {
    renderTimeline(
      { [DEALS_API.stats]: failWith(503, 'The deals service is unavailable') },
      '/deal-timeline',
    );
    expect(
      await screen.findByText(
        'The deals service is unavailable just now; the rest of the platform still works. Try again in a minute.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Could not load the brands.')).toBeInTheDocument();
    expect(screen.getByText('Select a brand to view deal timeline and predictions')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Brand' })).toBeInTheDocument();
  });

  it('lists the first 20 historical deals with name, "N% off", price, was price and date', async () => {
    renderTimeline(brandRoutes(BRAND, { [DEALS_API.timeline(BRAND)]: timelineFixture(25) }));
    const list = await screen.findByRole('list', { name: 'Historical deals' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    const first = within(items[0]);
    for (const text of ['Rios 1', '25% off', '$7.50', 'Was $10.00', 'Mar 04, 2026']) {
      expect(first.getByText(text)).toBeInTheDocument();
    }
    expect(first.getByText('Was $10.00').tagName).toBe('S');
    expect(within(list).queryByText('Rios 21')).not.toBeInTheDocument();
  });

  it('says when the brand has no historical deals', async () => {
    renderTimeline(brandRoutes(BRAND, { [DEALS_API.timeline(BRAND)]: { deals: [], history: [] } }));
    expect(await screen.findByText('No historical deals found for this brand.')).toBeInTheDocument();
    expect(screen.getByText('No price history recorded for this brand yet.')).toBeInTheDocument();
  });

  it('draws the price and discount history (the chart loads with the brand)', async () => {
    renderTimeline();
    const chart = within(await screen.findByRole('region', { name: 'Price and discount history' }));
    expect(await chart.findByText('Average price')).toBeInTheDocument();
    expect(chart.getByText('Average discount')).toBeInTheDocument();
  });

  it('asks for a brand with a space by its encoded path', async () => {
    const { api } = renderTimeline(brandRoutes('Lion Brand'), '/deal-timeline?brand=Lion%20Brand');
    await screen.findByRole('region', { name: 'Next Predicted Sale' });
    expect(api.get).toHaveBeenCalledWith('/deals/timeline/Lion%20Brand');
  });
});
