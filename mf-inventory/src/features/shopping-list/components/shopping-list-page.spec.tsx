import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderPage } from '../../../test/render-page';
import { ShoppingListPage } from './shopping-list-page';

const at = { url: '/shopping-list', pattern: '/shopping-list' };
const item = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Rios Ocean',
  quantity: 2,
  unit: 'skeins',
  notes: null,
  checked: false,
  yarn_id: '11111111-1111-4111-8111-111111111111',
  created_at: '2026-01-02T00:00:00Z',
};

describe('ShoppingListPage', () => {
  it('says when the list is empty', async () => {
    fakeApi([{ path: /^\/shopping-list$/, body: { items: [], total: 0 } }]);
    renderPage(<ShoppingListPage />, at);
    expect(await screen.findByText('Your shopping list is empty')).toBeInTheDocument();
  });

  it('shows items with quantity and unit, a yarn link, check-off and add', async () => {
    const calls = fakeApi([
      { path: /^\/shopping-list$/, body: { items: [item], total: 1 } },
      { method: 'PATCH', path: /^\/shopping-list\//, body: { ...item, checked: true } },
      { method: 'POST', path: /^\/shopping-list$/, status: 201, body: item },
    ]);
    renderPage(<ShoppingListPage />, at);
    expect(await screen.findByText('Rios Ocean')).toBeInTheDocument();
    expect(screen.getByText(/2 skeins/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View yarn' })).toHaveAttribute('href', `/yarn/${item.yarn_id}`);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rios Ocean bought' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toBe('{"checked":true}'));
    fireEvent.change(screen.getByLabelText('Item'), { target: { value: 'Buttons' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toBe('{"name":"Buttons","quantity":1}'),
    );
  });
});
