import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEALS_API, INVENTORY_API, SETTINGS_API, type Deal, type Prediction } from '@yarn-mgmt/contracts';
import type { RequestOptions } from '@yarn-mgmt/web-platform';
import {
  createFakeApi,
  failWith,
  renderWithProviders,
  settingsResponse,
  userFixture,
} from '@yarn-mgmt/testing/web';
import { shoppingItemFixture, YARN_ID } from '../../../test/fixtures';
import { localToday } from '../hooks/use-deal-hints';
import { ShoppingListPage } from './shopping-list-page';

const at = { path: '/shopping-list' };
const rios = shoppingItemFixture(1, { name: 'Rios Ocean', yarn_id: YARN_ID });
const offsetOf = (options?: RequestOptions) => Number(options?.params?.offset);

describe('ShoppingListPage', () => {
  it('says when the list is empty', async () => {
    const api = createFakeApi({ get: { [INVENTORY_API.shoppingList]: { items: [], total: 0 } } });
    renderWithProviders(<ShoppingListPage />, { ...at, api });
    expect(await screen.findByText('Your shopping list is empty')).toBeInTheDocument();
  });

  it('shows items with quantity and unit, a yarn link, check-off and add', async () => {
    let checked = false;
    const api = createFakeApi({
      get: { [INVENTORY_API.shoppingList]: () => ({ items: [{ ...rios, checked }], total: 1 }) },
      patch: {
        [INVENTORY_API.shoppingListItem(rios.id)]: (changes: { checked: boolean }) => {
          checked = changes.checked;
          return { ...rios, checked };
        },
      },
      post: { [INVENTORY_API.shoppingList]: rios },
    });
    renderWithProviders(<ShoppingListPage />, { ...at, api });
    expect(await screen.findByText('Rios Ocean')).toBeInTheDocument();
    expect(screen.getByText('1 item')).toBeInTheDocument();
    expect(screen.getByText(/2 skeins/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View yarn' })).toHaveAttribute('href', `/yarn/${YARN_ID}`);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rios Ocean bought' }));
    await waitFor(() =>
      expect(api.patch).toHaveBeenCalledWith(INVENTORY_API.shoppingListItem(rios.id), { checked: true }),
    );
    expect(screen.getByRole('checkbox', { name: 'Rios Ocean bought' })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Item'), { target: { value: 'Buttons' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(INVENTORY_API.shoppingList, {
        name: 'Buttons',
        quantity: 1,
        unit: 'skeins',
        notes: null,
        need_by: null,
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Item')).toHaveValue(''));
  });

  it('asks for a name before adding', async () => {
    const api = createFakeApi({ get: { [INVENTORY_API.shoppingList]: { items: [], total: 0 } } });
    renderWithProviders(<ShoppingListPage />, { ...at, api });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('pages with limit and offset, shows the total, and loads more', async () => {
    const first = Array.from({ length: 50 }, (_, n) => shoppingItemFixture(n));
    const api = createFakeApi({
      get: {
        [INVENTORY_API.shoppingList]: (options?: RequestOptions) =>
          offsetOf(options) === 0
            ? { items: first, total: 51 }
            : { items: [shoppingItemFixture(50, { name: 'Last item' })], total: 51 },
      },
    });
    renderWithProviders(<ShoppingListPage />, { ...at, api });
    expect(await screen.findByText('51 items')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(INVENTORY_API.shoppingList, { params: { limit: 50, offset: 0 } });
    expect(screen.queryByText('Last item')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Last item')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(INVENTORY_API.shoppingList, { params: { limit: 50, offset: 50 } });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the items on screen when the next page fails, and offers a retry', async () => {
    let next: unknown = failWith(500, 'Boom');
    const api = createFakeApi({
      get: {
        [INVENTORY_API.shoppingList]: (options?: RequestOptions) =>
          offsetOf(options) === 0 ? { items: [rios], total: 2 } : next,
      },
    });
    renderWithProviders(<ShoppingListPage />, { ...at, api });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more items.')).toBeInTheDocument();
    expect(screen.getByText('Rios Ocean')).toBeInTheDocument();
    expect(screen.queryByText('Error loading shopping list')).not.toBeInTheDocument();
    next = { items: [shoppingItemFixture(2, { name: 'Buttons' })], total: 2 };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Buttons')).toBeInTheDocument();
  });

  it('adds an item with its unit, notes and need-by date, and writes one skein and two skeins', async () => {
    const api = createFakeApi({
      get: {
        [INVENTORY_API.shoppingList]: {
          items: [
            shoppingItemFixture(1, { name: 'Cascade 220', quantity: 1, unit: 'skeins', notes: 'Natural' }),
            shoppingItemFixture(2, { name: 'Buttons', quantity: 6, unit: 'pack', need_by: '2026-12-24' }),
          ],
          total: 2,
        },
      },
      post: { [INVENTORY_API.shoppingList]: rios },
    });
    renderWithProviders(<ShoppingListPage />, { ...at, api });
    const cascade = await screen.findByRole('listitem', { name: 'Cascade 220' });
    expect(within(cascade).getByText(/^1 skein · Natural$/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Buttons' })).getByText(/6 packs · Need by Dec 24, 2026/),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Item'), { target: { value: 'Lettuce' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '300' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Unit' }), { target: { value: 'grams' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Same dye lot' } });
    fireEvent.change(screen.getByLabelText('Need by'), { target: { value: '2026-12-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(INVENTORY_API.shoppingList, {
        name: 'Lettuce',
        quantity: 300,
        unit: 'grams',
        notes: 'Same dye lot',
        need_by: '2026-12-24',
      }),
    );
  });

  it('changes a quantity in place, and refuses a quantity of 0 with the reason', async () => {
    let quantity = 2;
    const api = createFakeApi({
      get: { [INVENTORY_API.shoppingList]: () => ({ items: [{ ...rios, quantity }], total: 1 }) },
      patch: {
        [INVENTORY_API.shoppingListItem(rios.id)]: (changes: { quantity: number }) => {
          quantity = changes.quantity;
          return { ...rios, quantity };
        },
      },
    });
    renderWithProviders(<ShoppingListPage />, { ...at, api });
    fireEvent.click(await screen.findByRole('button', { name: 'change quantity of Rios Ocean' }));
    const editor = screen.getByRole('form', { name: 'Quantity of Rios Ocean' });
    fireEvent.change(within(editor).getByLabelText('Quantity'), { target: { value: '0' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText(/Quantity must be/)).toBeInTheDocument();
    expect(api.patch).not.toHaveBeenCalled();
    fireEvent.change(within(editor).getByLabelText('Quantity'), { target: { value: '1' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.patch).toHaveBeenCalledWith(INVENTORY_API.shoppingListItem(rios.id), { quantity: 1 }),
    );
    expect(await screen.findByText(/^1 skein/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Quantity of Rios Ocean' })).not.toBeInTheDocument();
  });

  describe('Buy now or wait', () => {
    const inDays = (n: number) => {
      const day = new Date(`${localToday()}T12:00:00Z`);
      day.setUTCDate(day.getUTCDate() + n);
      return day.toISOString().slice(0, 10);
    };
    const riosDeal: Deal = {
      id: 7,
      product_name: 'Malabrigo Rios Teal Feather',
      brand: 'Malabrigo',
      retailer_name: 'Demo Yarn Shop',
      current_price: 7.95,
      original_price: 10.6,
      currency: 'USD',
      discount_percentage: 25,
      yarn_weight: 'Worsted',
      fiber_content: null,
      image_url: null,
      product_url: 'https://shop.example/rios',
      scraped_at: '2026-11-20T00:00:00Z',
      first_seen_at: '2026-11-20T00:00:00Z',
      is_active: true,
    };
    const prediction = (days: number, confidence: number): { prediction: Prediction } => ({
      prediction: {
        hasPrediction: true,
        nextPredictedSale: inDays(days),
        confidence,
        estimatedDiscount: 20,
        basedOnFrequency: 60,
        message: null,
      },
    });
    const items = [
      shoppingItemFixture(1, { name: 'Malabrigo Rios, Lettuce', quantity: 3 }),
      shoppingItemFixture(2, { name: 'Cascade 220, Natural', quantity: 6 }),
      shoppingItemFixture(3, { name: 'Cascade 220, Navy', quantity: 2, need_by: inDays(5) }),
      shoppingItemFixture(4, { name: 'Rowan Felted Tweed', quantity: 4 }),
      shoppingItemFixture(5, { name: 'Stitch markers', quantity: 1, unit: 'pack' }),
      shoppingItemFixture(6, { name: 'Drops Nepal', quantity: 1 }),
    ];
    const dealsApi = (overrides: Record<string, unknown> = {}) =>
      createFakeApi({
        get: {
          [INVENTORY_API.shoppingList]: { items, total: items.length },
          [DEALS_API.stats]: { stats: {}, brands: ['Cascade', 'Drops', 'Malabrigo', 'Rowan'] },
          [DEALS_API.active]: { deals: [riosDeal], total: 1 },
          [DEALS_API.predict('Cascade')]: prediction(12, 72),
          [DEALS_API.predict('Rowan')]: prediction(30, 20),
          [DEALS_API.predict('Drops')]: prediction(0, 90),
          ...overrides,
        },
      });
    const line = (name: string) => screen.getByRole('listitem', { name });

    it("shows the deal's price in its shop's currency, not the user's Currency setting", async () => {
      const api = dealsApi({ [SETTINGS_API.settings]: settingsResponse({ default_currency: 'EUR' }) });
      const { unmount } = renderWithProviders(<ShoppingListPage />, { ...at, api, user: userFixture() });
      await screen.findByRole('link', { name: /On sale at/ });
      // The settings' answer has been applied: the page is under the user's EUR setting.
      await waitFor(() => expect(api.get).toHaveBeenCalledWith(SETTINGS_API.settings));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(
        screen.getByRole('link', { name: 'On sale at Demo Yarn Shop: $7.95, 25% off' }),
      ).toBeInTheDocument();
      unmount();
      renderWithProviders(<ShoppingListPage />, {
        ...at,
        api: dealsApi({ [DEALS_API.active]: { deals: [{ ...riosDeal, currency: 'EUR' }], total: 1 } }),
      });
      expect(
        await screen.findByRole('link', { name: 'On sale at Demo Yarn Shop: €7.95, 25% off' }),
      ).toBeInTheDocument();
    });

    it('shows the deal on sale now, the next sale with its verdict, and nothing without deal data', async () => {
      const api = dealsApi();
      renderWithProviders(<ShoppingListPage />, { ...at, api });
      const deal = await screen.findByRole('link', { name: 'On sale at Demo Yarn Shop: $7.95, 25% off' });
      expect(deal).toHaveAttribute('href', 'https://shop.example/rios');
      expect(deal).toHaveAttribute('target', '_blank');
      expect(within(line('Malabrigo Rios, Lettuce')).getByRole('link', { name: /On sale/ })).toBe(deal);

      const natural = line('Cascade 220, Natural');
      expect(
        await within(natural).findByText('Next sale expected in about 12 days (confidence 72 %)'),
      ).toBeInTheDocument();
      expect(within(natural).getByText('Worth waiting')).toBeInTheDocument();
      // Needed in 5 days, the sale in 12: buy now.
      expect(within(line('Cascade 220, Navy')).getByText('Buy now')).toBeInTheDocument();
      // 20 % is a low confidence: buy now.
      const tweed = line('Rowan Felted Tweed');
      expect(
        await within(tweed).findByText('Next sale expected in about 30 days (confidence 20 %)'),
      ).toBeInTheDocument();
      expect(within(tweed).getByText('Buy now')).toBeInTheDocument();

      expect(
        within(line('Drops Nepal')).getByText('Next sale expected today (confidence 90 %)'),
      ).toBeInTheDocument();
      expect(within(line('Stitch markers')).queryByText(/sale/i)).not.toBeInTheDocument();
      // Malabrigo is on sale: no prediction asked for it.
      expect(api.get).not.toHaveBeenCalledWith(DEALS_API.predict('Malabrigo'));
      expect(screen.queryByText(/Deal data is unavailable/)).not.toBeInTheDocument();
    });

    it('keeps the list when the deals service is down and says deal data is unavailable', async () => {
      const down = failWith(503, 'Service unavailable');
      renderWithProviders(<ShoppingListPage />, {
        ...at,
        api: dealsApi({ [DEALS_API.stats]: down, [DEALS_API.active]: down }),
      });
      expect(await screen.findByText(/Deal data is unavailable right now/)).toBeInTheDocument();
      expect(screen.getByText('Malabrigo Rios, Lettuce')).toBeInTheDocument();
      expect(screen.queryByText(/On sale at|Next sale expected/)).not.toBeInTheDocument();
    });
  });
});
