import { screen, waitFor } from '@testing-library/react';
import { INVENTORY_API } from '@yarn-mgmt/contracts';
import { createFakeApi, failWith, renderWithProviders } from '@yarn-mgmt/testing/web';
import { availabilityKeys } from '@yarn-mgmt/web-platform';
import { YarnCreatePage } from './features/yarn-form/components/yarn-form-page';

const INVENTORY_DOWN =
  'The inventory service is unavailable just now; the rest of the platform still works. Try again in a minute.';

// Add Yarn loads nothing of the user's on arrival: it asks the inventory service once whether it answers.
describe('Add Yarn', () => {
  it('says on arrival that the inventory service is unavailable, the form still there', async () => {
    const api = createFakeApi({
      get: { [INVENTORY_API.lowStockCount]: failWith(503, 'The inventory service is unavailable') },
    });
    renderWithProviders(<YarnCreatePage />, { path: '/yarn/new', api });
    const line = await screen.findByText(INVENTORY_DOWN);
    expect(line.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Save Yarn' })).toBeInTheDocument();
  });

  it('says nothing of it while the service answers', async () => {
    const api = createFakeApi({ get: { [INVENTORY_API.lowStockCount]: { total: 0 } } });
    const { queryClient } = renderWithProviders(<YarnCreatePage />, { path: '/yarn/new', api });
    await waitFor(() =>
      expect(queryClient.getQueryState(availabilityKeys.service('inventory'))?.status).toBe('success'),
    );
    expect(api.get).toHaveBeenCalledWith(INVENTORY_API.lowStockCount, expect.anything());
    expect(screen.queryByText(INVENTORY_DOWN)).not.toBeInTheDocument();
  });
});
