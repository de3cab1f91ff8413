import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INVENTORY_API } from '@yarn-mgmt/contracts';
import type { RequestOptions } from '@yarn-mgmt/web-platform';
import { createFakeApi, failWith, renderWithProviders } from '@yarn-mgmt/testing/web';
import { shoppingItemFixture, YARN_ID } from '../../../test/fixtures';
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
      expect(api.post).toHaveBeenCalledWith(INVENTORY_API.shoppingList, { name: 'Buttons', quantity: 1 }),
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
});
