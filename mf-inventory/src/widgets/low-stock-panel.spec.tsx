import { fireEvent, screen } from '@testing-library/react';
import { INVENTORY_API } from '@yarn-mgmt/contracts';
import { createFakeApi, renderWithProviders } from '@yarn-mgmt/testing/web';
import { LowStockPanel } from './low-stock-panel';

describe('LowStockPanel', () => {
  it('says all is well when nothing is low', async () => {
    const api = createFakeApi({ get: { [INVENTORY_API.lowStock]: [] } });
    renderWithProviders(<LowStockPanel />, { path: '/dashboard', api });
    expect(screen.getByRole('heading', { name: 'Low Stock Alert' })).toBeInTheDocument();
    expect(await screen.findByText('All yarn stock levels look good!')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(INVENTORY_API.lowStock, { params: { limit: 5 } });
  });

  it('lists low yarn with a button to its page', async () => {
    const low = {
      id: '11111111-1111-4111-8111-111111111111',
      skeins_remaining: 1,
      colorway: 'Ocean',
      yarn_line: { name: 'Rios', brand: { name: 'Malabrigo' } },
    };
    const api = createFakeApi({ get: { [INVENTORY_API.lowStock]: [low] } });
    const { currentPath } = renderWithProviders(<LowStockPanel />, { path: '/dashboard', api });
    expect(await screen.findByText('Rios · Malabrigo')).toBeInTheDocument();
    expect(screen.getByText('Ocean · 1 skein remaining')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'open Rios' }));
    expect(currentPath()).toBe(`/yarn/${low.id}`);
  });

  it('counts every low-stock yarn in the badge, not only the five listed', async () => {
    const low = Array.from({ length: 5 }, (_, i) => ({
      id: `11111111-1111-4111-8111-11111111111${i}`,
      skeins_remaining: 1,
      colorway: `Shade ${i}`,
      yarn_line: { name: `Line ${i}`, brand: { name: 'Malabrigo' } },
    }));
    const api = createFakeApi({
      get: { [INVENTORY_API.lowStock]: low, [INVENTORY_API.lowStockCount]: { total: 11 } },
    });
    renderWithProviders(<LowStockPanel />, { path: '/dashboard', api });
    expect(await screen.findByRole('img', { name: '11 low stock' })).toHaveTextContent('11');
    expect(screen.getAllByRole('button', { name: /^open Line/ })).toHaveLength(5);
  });
});
